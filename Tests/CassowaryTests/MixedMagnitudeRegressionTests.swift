import Cassowary
import Testing

/// Wrong answers the solver once gave in the mixed-magnitude regime (coefficients 1e-4 to 1e4,
/// constants up to 1e6), each reduced to the few constraints that caused it.
@Suite struct MixedMagnitudeRegressionTests {
  /// `y == 1e10 * z` makes z basic, z = 1e-10 * y, with y free; `z <= 5` then holds y only through a
  /// coefficient of 1e-10, too small next to its slack's 1 to solve the row for, so the slack became
  /// basic with y in its row. `1e-4 * y == 1e7` was then solved for y (y = 1e11), which moved the
  /// slack's row to -5 with nothing to repair it: the constraint was accepted and z = 10 broke
  /// `z <= 5`. By the specification it is unsatisfiable: it forces z = 1e-10 * 1e11 = 10.
  @Test func solvingForAVariableHeldByAnInequalityKeepsTheInequality() throws {
    let y = Variable("y")
    let z = Variable("z")
    let solver = Solver()
    try solver.addConstraint(y - 1e10 * z == 0)
    let bound = z <= 5
    try solver.addConstraint(bound)
    let tooLarge = 1e-4 * y == 1e7
    #expect(throws: SolverError.self) { try solver.addConstraint(tooLarge) }
    #expect(!solver.hasConstraint(tooLarge))
    // A value within the bound is accepted: z = 4e10 / 1e10 = 4.
    try solver.addConstraint(1e-4 * y == 4e6)
    solver.updateVariables()
    #expect(y.value.isApproximatelyEqual(to: 4e10))
    #expect(z.value.isApproximatelyEqual(to: 4))
  }
}
