import Cassowary

/// A solver driven by a ``SolverScript``: the variables (by number, the checksum's order) and the
/// constraints added so far (by number).
final class SolverScriptReplay {
  let solver = Solver()
  let variables: [Variable]
  private var constraints: [Constraint?]
  /// Whether a `setConstant` is replayed as kiwi replays it (kiwi has none): the constraint removed
  /// and a new one with the new constant added, to tell the solver's work from the API's.
  private let changesConstantsByRemoveAndAdd: Bool

  init(_ script: SolverScript, changesConstantsByRemoveAndAdd: Bool = false) {
    self.changesConstantsByRemoveAndAdd = changesConstantsByRemoveAndAdd
    var variables: [Variable] = []
    variables.reserveCapacity(script.variableCount)
    for _ in 0..<script.variableCount { variables.append(Variable()) }
    self.variables = variables
    constraints = Array(repeating: nil, count: script.constraintCount)
  }

  /// Runs one phase's operations, in order; the first one that fails stops it.
  func run(_ operations: [SolverScript.Operation]) throws(SolverError) {
    for operation in operations {
      switch operation {
      case .add(let number, let spec):
        let terms = spec.terms.map { Term(variables[$0.variable], coefficient: $0.coefficient) }
        let constraint = Constraint(
          LinearExpression(terms, constant: spec.constant), spec.relation, strength: Strength(spec.strength))
        try solver.addConstraint(constraint)
        constraints[number] = constraint
      case .remove(let number):
        try solver.removeConstraint(try constraint(number))
      case .setConstant(let number, let value) where changesConstantsByRemoveAndAdd:
        let old = try constraint(number)
        let changed = Constraint(
          LinearExpression(old.expression.terms, constant: value), old.relation, strength: old.strength)
        try solver.removeConstraint(old)
        try solver.addConstraint(changed)
        constraints[number] = changed
      case .setConstant(let number, let value):
        try solver.setConstant(value, of: try constraint(number))
      case .setStrength(let number, let value):
        try solver.setStrength(Strength(value), of: try constraint(number))
      case .addEditVariable(let variable, let strength):
        try solver.addEditVariable(variables[variable], strength: Strength(strength))
      case .removeEditVariable(let variable):
        try solver.removeEditVariable(variables[variable])
      case .suggestValue(let variable, let value):
        try solver.suggestValue(variables[variable], value)
      case .updateVariables:
        solver.updateVariables()
      case .reset:
        solver.reset()
      }
    }
  }

  /// A constraint by number; one the script never added is reported as unknown to the solver.
  private func constraint(_ number: Int) throws(SolverError) -> Constraint {
    guard let constraint = constraints[number] else {
      throw .unknownConstraint(Constraint(LinearExpression(), .equal))
    }
    return constraint
  }

  /// `s = 0; for v in variables: s += v.value`, in number order.
  var checksum: Double {
    var sum = 0.0
    for variable in variables { sum += variable.value }
    return sum
  }
}
