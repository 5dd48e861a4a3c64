import Cassowary
import Testing

/// Everything a user can observe of a solver, captured to check that a failed call changed nothing.
struct SolverSnapshot {
  /// The variables' values after `updateVariables()`.
  var values: [Double]
  /// The solver's constraints, in insertion order, by identity.
  var constraints: [ObjectIdentifier]
  /// `hasConstraint` for each probed constraint.
  var membership: [Bool]
  /// `hasEditVariable` for each variable.
  var editVariables: [Bool]
  /// The probed constraints' constants (setConstant must not change them when it fails).
  var constants: [Double]
  /// The probed constraints' strengths (setStrength must not change them when it fails).
  var strengths: [Double]
  /// The solver's dump.
  var dump: String

  /// Captures `solver`, calling `updateVariables()` first.
  init(_ solver: Solver, variables: [Variable], probes: [Constraint]) {
    solver.updateVariables()
    values = variables.map(\.value)
    constraints = solver.constraints.map(ObjectIdentifier.init)
    membership = probes.map(solver.hasConstraint)
    editVariables = variables.map(solver.hasEditVariable)
    constants = probes.map(\.expression.constant)
    strengths = probes.map(\.strength.value)
    dump = solver.debugDescription
  }

  /// Records an issue for every observable difference between `self` (before) and `after`.
  func expectUnchanged(
    _ after: SolverSnapshot, _ context: String = "", sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(values.count == after.values.count, sourceLocation: sourceLocation)
    for (index, (old, new)) in zip(values, after.values).enumerated() {
      #expect(
        old.isApproximatelyEqual(to: new), "value \(index) changed from \(old) to \(new) \(context)",
        sourceLocation: sourceLocation)
    }
    #expect(constraints == after.constraints, "constraint list changed \(context)", sourceLocation: sourceLocation)
    #expect(membership == after.membership, "hasConstraint changed \(context)", sourceLocation: sourceLocation)
    #expect(editVariables == after.editVariables, "hasEditVariable changed \(context)", sourceLocation: sourceLocation)
    #expect(constants == after.constants, "a constraint's constant changed \(context)", sourceLocation: sourceLocation)
    #expect(strengths == after.strengths, "a constraint's strength changed \(context)", sourceLocation: sourceLocation)
    #expect(dump == after.dump, "debugDescription changed \(context)", sourceLocation: sourceLocation)
  }
}

/// The payload of an `unsatisfiableConstraint` error, with the conflicting set as identities.
struct Conflict {
  var constraint: Constraint
  var conflicting: [Constraint]
  var conflictingIDs: Set<ObjectIdentifier> { Set(conflicting.map(ObjectIdentifier.init)) }
}

/// Runs `body` and returns its `unsatisfiableConstraint` payload, or `nil` (recording an issue) when it
/// does not throw that error.
func expectConflict(
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () throws -> Void
) -> Conflict? {
  do {
    try body()
    Issue.record("expected unsatisfiableConstraint, but the call succeeded", sourceLocation: sourceLocation)
  } catch {
    if case .unsatisfiableConstraint(let constraint, let conflicting) = error as? SolverError {
      return Conflict(constraint: constraint, conflicting: conflicting)
    }
    Issue.record("expected unsatisfiableConstraint, got \(error)", sourceLocation: sourceLocation)
  }
  return nil
}

/// The identities of some constraints, to compare conflicting sets regardless of order.
func ids(_ constraints: Constraint...) -> Set<ObjectIdentifier> {
  Set(constraints.map(ObjectIdentifier.init))
}

/// Adds the constraints to a fresh solver one by one and reports whether all were accepted.
func freshSolverAccepts(_ constraints: [Constraint]) -> Bool {
  let solver = Solver()
  for constraint in constraints {
    do { try solver.addConstraint(constraint) } catch { return false }
  }
  return true
}

/// Checks the explanation contract on `conflict`: every member is a required constraint of
/// `solver`; the set plus the rejected constraint is infeasible (for a fresh solver and for the
/// independent reference checker); and it is minimal (dropping any one member makes the rejected
/// constraint addable).
func expectValidExplanation(
  _ conflict: Conflict, in solver: Solver, _ context: String = "",
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let present = Set(solver.constraints.map(ObjectIdentifier.init))
  for member in conflict.conflicting {
    #expect(
      present.contains(ObjectIdentifier(member)),
      "explanation names a constraint not in the solver: \(member) \(context)", sourceLocation: sourceLocation)
    #expect(
      member.strength.isRequired, "explanation names a non-required constraint: \(member) \(context)",
      sourceLocation: sourceLocation)
  }
  #expect(
    conflict.conflictingIDs.count == conflict.conflicting.count, "explanation lists a constraint twice \(context)",
    sourceLocation: sourceLocation)
  let set = conflict.conflicting + [conflict.constraint]
  #expect(
    !freshSolverAccepts(set), "a fresh solver accepts the explanation plus the constraint \(context)",
    sourceLocation: sourceLocation)
  #expect(
    !ReferenceFeasibility.isFeasible(set),
    "the reference checker finds the explanation plus the constraint feasible \(context)",
    sourceLocation: sourceLocation)
  for index in conflict.conflicting.indices {
    var smaller = conflict.conflicting
    smaller.remove(at: index)
    smaller.append(conflict.constraint)
    #expect(
      freshSolverAccepts(smaller),
      "explanation is not minimal: \(conflict.conflicting[index]) is not needed \(context)",
      sourceLocation: sourceLocation)
    #expect(
      ReferenceFeasibility.isFeasible(smaller),
      "reference checker: explanation minus \(conflict.conflicting[index]) is still infeasible \(context)",
      sourceLocation: sourceLocation)
  }
}

/// The error `body` throws, or `nil` when it succeeds.
func attempt(_ body: () throws(SolverError) -> Void) -> SolverError? {
  do {
    try body()
    return nil
  } catch {
    return error
  }
}
