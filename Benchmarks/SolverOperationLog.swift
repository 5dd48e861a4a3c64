import Cassowary

/// The operations a solver receives, as the lines of a `.ops` file (`WORKLOADS.md`, `feed-ops-N`):
/// attach ``record(_:)`` as the solver's `_operationObserver`. Variables and constraints are numbered
/// from 0 in the order they first appear; a constraint added again after its removal gets a new number,
/// as kiwi would need a new constraint object.
final class SolverOperationLog {
  private(set) var lines: [String] = []
  /// Every variable an operation mentioned, by number.
  private(set) var variables: [Variable] = []
  private var variableNumbers: [ObjectIdentifier: Int] = [:]
  private var constraintNumbers: [ObjectIdentifier: Int] = [:]
  /// Every constraint added, by number: held so that an identifier is never reused by a new object.
  private var constraints: [Constraint] = []

  /// How many constraint numbers the lines use.
  var constraintCount: Int { constraints.count }

  /// Starts a phase: the operations that follow belong to it.
  func startPhase(_ name: String) { lines.append("phase \(name)") }

  /// Appends the operation's line. The constant of an added constraint is read now: a later
  /// `setConstant` changes the constraint object.
  func record(_ operation: SolverOperation) {
    switch operation {
    case .addConstraint(let constraint):
      let number = constraints.count
      constraints.append(constraint)
      constraintNumbers[ObjectIdentifier(constraint)] = number
      let expression = constraint.expression
      var line =
        "a \(number) \(constraint.relation) \(constraint.strength.value) \(expression.constant) "
        + "\(expression.terms.count)"
      for term in expression.terms { line += " \(self.number(of: term.variable)) \(term.coefficient)" }
      lines.append(line)
    case .removeConstraint(let constraint):
      lines.append("r \(number(of: constraint))")
    case .setConstant(let value, let constraint):
      lines.append("c \(number(of: constraint)) \(value)")
    case .setStrength(let strength, let constraint):
      lines.append("s \(number(of: constraint)) \(strength.value)")
    case .addEditVariable(let variable, let strength):
      lines.append("e \(number(of: variable)) \(strength.value)")
    case .removeEditVariable(let variable):
      lines.append("x \(number(of: variable))")
    case .suggestValue(let variable, let value):
      lines.append("g \(number(of: variable)) \(value)")
    case .updateVariables:
      lines.append("u")
    case .reset:
      lines.append("z")
    }
  }

  /// The workloads' checksum of the recorded variables' current values: their sum in number order.
  var checksum: Double {
    var sum = 0.0
    for variable in variables { sum += variable.value }
    return sum
  }

  private func number(of variable: Variable) -> Int {
    let key = ObjectIdentifier(variable)
    if let number = variableNumbers[key] { return number }
    variableNumbers[key] = variables.count
    variables.append(variable)
    return variables.count - 1
  }

  /// A constraint's number; one that was never added (which the solver would have refused) is -1.
  private func number(of constraint: Constraint) -> Int {
    constraintNumbers[ObjectIdentifier(constraint)] ?? -1
  }
}
