/// What went wrong in a ``Solver`` call. Every error leaves the solver exactly as it was before the call.
public enum SolverError: Error {
  /// The constraint is already in the solver.
  case duplicateConstraint(Constraint)
  /// A required constraint cannot hold together with the required constraints already in the solver.
  ///
  /// `conflicting` is a minimal set of those constraints: the new one cannot hold with all of them,
  /// and it could with any one of them dropped.
  case unsatisfiableConstraint(Constraint, conflicting: [Constraint])
  /// The constraint is not in the solver.
  case unknownConstraint(Constraint)
  /// The variable is already an edit variable of the solver.
  case duplicateEditVariable(Variable)
  /// The variable is not an edit variable of the solver.
  case unknownEditVariable(Variable)
  /// An edit variable cannot be required: a required edit would make suggested values unsatisfiable.
  case badRequiredStrength
  /// A coefficient, constant, strength or suggested value is NaN or infinite, or a coefficient,
  /// constant or suggested value is beyond 1e300 in magnitude (arithmetic with it would overflow).
  case nonFiniteValue
}

extension SolverError: Equatable {
  /// Errors are equal when their cases are and their payloads are the same objects (conflicting sets
  /// compared in order).
  public static func == (lhs: SolverError, rhs: SolverError) -> Bool {
    switch (lhs, rhs) {
    case (.duplicateConstraint(let a), .duplicateConstraint(let b)),
      (.unknownConstraint(let a), .unknownConstraint(let b)):
      return a === b
    case (.unsatisfiableConstraint(let a, let x), .unsatisfiableConstraint(let b, let y)):
      return a === b && x.count == y.count && zip(x, y).allSatisfy { $0 === $1 }
    case (.duplicateEditVariable(let a), .duplicateEditVariable(let b)),
      (.unknownEditVariable(let a), .unknownEditVariable(let b)):
      return a === b
    case (.badRequiredStrength, .badRequiredStrength), (.nonFiniteValue, .nonFiniteValue):
      return true
    default:
      return false
    }
  }
}

extension SolverError: CustomStringConvertible {
  /// A sentence that names what went wrong and the constraints or variable involved.
  public var description: String {
    switch self {
    case .duplicateConstraint(let c): return "The constraint is already in the solver: \(c)"
    case .unknownConstraint(let c): return "The constraint is not in the solver: \(c)"
    case .unsatisfiableConstraint(let c, let conflicting):
      let list = conflicting.map { "  \($0)" }.joined(separator: "\n")
      return "The required constraint cannot be satisfied: \(c)\nIt conflicts with:\n\(list)"
    case .duplicateEditVariable(let v): return "\(v) is already an edit variable"
    case .unknownEditVariable(let v): return "\(v) is not an edit variable"
    case .badRequiredStrength: return "An edit variable cannot have required strength"
    case .nonFiniteValue:
      return "A coefficient, constant, strength or value is NaN, infinite or beyond 1e300 in magnitude"
    }
  }
}
