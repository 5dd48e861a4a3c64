/// One operation that changed a ``Solver``, as ``Solver/_operationObserver`` reports it: after the
/// operation succeeded, with the objects it was given. An operation that threw changed nothing and is
/// not reported.
///
/// For a layer above the solver (the layout engine) to be replayed operation for operation on another
/// solver: the benchmarks export what the engine asks of its solver and run the same operations on
/// kiwi (`Benchmarks/WORKLOADS.md`, `feed-ops-N`).
package enum SolverOperation {
  case addConstraint(Constraint)
  case removeConstraint(Constraint)
  /// The constraint's new constant (of its normalised expression, `lhs - rhs`).
  case setConstant(Double, Constraint)
  case setStrength(Strength, Constraint)
  case addEditVariable(Variable, Strength)
  case removeEditVariable(Variable)
  case suggestValue(Variable, Double)
  case updateVariables
  case reset
}
