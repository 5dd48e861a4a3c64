/// A variable multiplied by a coefficient: one summand of a ``LinearExpression``.
public struct Term: Sendable {
  /// The variable of the term.
  public var variable: Variable
  /// The factor the variable is multiplied by.
  public var coefficient: Double

  /// Creates `coefficient * variable`.
  public init(_ variable: Variable, coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }

  /// The term's contribution with the variable's current ``Variable/value``.
  public var value: Double { coefficient * variable.value }
}

extension Term: CustomStringConvertible {
  /// Reads like `2*xm`, `xl` or `-xr`.
  public var description: String {
    switch coefficient {
    case 1: return variable.description
    case -1: return "-\(variable.description)"
    default: return "\(Number(coefficient))*\(variable.description)"
    }
  }
}
