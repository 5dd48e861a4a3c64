/// A sum of terms plus a constant: `c1*v1 + c2*v2 + … + constant`.
///
/// Named `LinearExpression` rather than kiwi's `Expression`, which Foundation already declares.
/// Expressions are built with `+ - * /` among `Double`, ``Variable``, ``Term`` and
/// `LinearExpression`; they are plain values until a relation (`==`, `<=`, `>=`) turns them into a
/// ``Constraint``.
public struct LinearExpression: Sendable {
  /// The summands, in the order they were written. A variable may appear more than once; the
  /// solver adds such terms together.
  public var terms: [Term]
  /// The constant summand.
  public var constant: Double

  /// Creates `terms + constant`.
  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// Creates the expression `1*variable`.
  public init(_ variable: Variable) {
    self.init([Term(variable)])
  }

  /// Creates the expression holding one term.
  public init(_ term: Term) {
    self.init([term])
  }

  /// Creates the constant expression `constant`.
  public init(constant: Double) {
    self.init([], constant: constant)
  }

  /// The expression's value with the variables' current values.
  public var value: Double {
    terms.reduce(constant) { $0 + $1.value }
  }

  /// The same expression with terms of the same variable added together and zero terms dropped,
  /// in order of each variable's first appearance.
  public var reduced: LinearExpression {
    var order: [Variable] = []
    var sums: [ObjectIdentifier: Double] = [:]
    for term in terms {
      let key = ObjectIdentifier(term.variable)
      if sums[key] == nil { order.append(term.variable) }
      sums[key, default: 0] += term.coefficient
    }
    let merged = order.compactMap { variable -> Term? in
      let coefficient = sums[ObjectIdentifier(variable), default: 0]
      return coefficient == 0 ? nil : Term(variable, coefficient: coefficient)
    }
    return LinearExpression(merged, constant: constant)
  }
}

extension LinearExpression: CustomStringConvertible {
  /// Reads like `2*xm - xl - xr + 10`; a constant alone reads as the number.
  public var description: String {
    var text = ""
    for term in terms {
      if text.isEmpty {
        text = term.description
      } else if term.coefficient < 0 {
        text += " - " + Term(term.variable, coefficient: -term.coefficient).description
      } else {
        text += " + " + term.description
      }
    }
    if text.isEmpty { return Number(constant).description }
    if constant > 0 { text += " + \(Number(constant))" }
    if constant < 0 { text += " - \(Number(-constant))" }
    return text
  }
}

/// Prints integral doubles without a fractional part (`2`, not `2.0`), others as Swift does.
struct Number: CustomStringConvertible {
  let value: Double
  init(_ value: Double) { self.value = value }
  var description: String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
      return String(Int64(value))
    }
    return String(value)
  }
}
