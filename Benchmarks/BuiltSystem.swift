import Cassowary

/// A solver built from a ``SystemSpec``: the variables (in checksum order) and the constraints
/// (index-aligned with the spec's constraints).
///
/// Creating one is the timed part of every `build`/`add` phase: solver construction, variable and
/// constraint creation, edit variables, initial suggestions, every `addConstraint` and a final
/// `updateVariables()`.
final class BuiltSystem {
  let solver = Solver()
  let variables: [Variable]
  private(set) var constraints: [Constraint] = []
  /// Whether each constraint was accepted; a rejected required constraint is skipped, as in kiwi.
  private(set) var accepted: [Bool] = []
  private(set) var rejectedCount = 0
  /// Errors other than a rejected required constraint (a benchmark or solver bug), as messages.
  private(set) var unexpectedErrors: [String] = []

  /// Builds the system. `createVariablesReversed` lets the order-invariance checks create the
  /// variables last-to-first; `variables` is in checksum order either way.
  init(_ spec: SystemSpec, createVariablesReversed: Bool = false) {
    var created: [Variable] = []
    created.reserveCapacity(spec.variableCount)
    for _ in 0..<spec.variableCount { created.append(Variable()) }
    variables = createVariablesReversed ? created.reversed() : created
    do {
      for edit in spec.edits {
        try solver.addEditVariable(variables[edit.variable], strength: Strength(edit.strength))
      }
      for suggestion in spec.suggestions {
        try solver.suggestValue(variables[suggestion.variable], suggestion.value)
      }
    } catch {
      unexpectedErrors.append("edit variable setup failed: \(error)")
    }
    constraints.reserveCapacity(spec.constraints.count)
    accepted.reserveCapacity(spec.constraints.count)
    for constraintSpec in spec.constraints {
      let constraint = makeConstraint(constraintSpec)
      add(constraint)
      constraints.append(constraint)
    }
    solver.updateVariables()
  }

  /// The `Cassowary` constraint a spec describes, over this system's variables.
  func makeConstraint(_ spec: ConstraintSpec) -> Constraint {
    let terms = spec.terms.map { Term(variables[$0.variable], coefficient: $0.coefficient) }
    return Constraint(
      LinearExpression(terms, constant: spec.constant), spec.relation,
      strength: Strength(spec.strength))
  }

  private func add(_ constraint: Constraint) {
    do {
      try solver.addConstraint(constraint)
      accepted.append(true)
    } catch .unsatisfiableConstraint {
      accepted.append(false)
      rejectedCount += 1
    } catch {
      accepted.append(false)
      unexpectedErrors.append("addConstraint(\(constraint)) threw \(error)")
    }
  }

  /// `s = 0; for v in variables: s += v.value`, in checksum order.
  var checksum: Double {
    var sum = 0.0
    for variable in variables { sum += variable.value }
    return sum
  }
}
