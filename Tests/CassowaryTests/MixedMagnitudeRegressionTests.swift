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

  /// Kiwi differential seed 831, shrunk: x4's row held x7 through a coefficient of 3.8e-12 (a
  /// product of 5e-3 / 3150, 3e-4 and 8e-3), which the rows' noise floor of 1e-11 of their largest
  /// coefficient (0.65) dropped. Once `x7 == -27850` moved x7, x4 lost the 1.06e-7 it owed it, and
  /// the 7,480 of the first constraint turned that into a required constraint broken by 7.9e-4. By
  /// the specification every constraint holds: x1 = x4 = x5 = x9 = 0 with x7 = -27850 satisfies the
  /// weak ones exactly and the required one with 5.57 to spare (x1 may be any value up to about 557
  /// with x4, x5 and x9 following it, so only the equations are checked).
  @Test func aCellSmallNextToItsRowIsKeptWhenTheCoefficientsSpanOrdersOfMagnitude() throws {
    let x1 = Variable("x1"), x4 = Variable("x4"), x5 = Variable("x5")
    let x6 = Variable("x6"), x7 = Variable("x7"), x9 = Variable("x9")
    let solver = Solver()
    try solver.addConstraint(-7480 * x4 - 2e-4 * x7 - 0.01 * x1 >= 0)
    try solver.addConstraint(x5 + 0.4 * x1 == 0 ~ .weak)
    try solver.addConstraint(-1 * x9 + 3e-4 * x5 == 0 ~ .weak)
    try solver.addConstraint(x6 <= 0)
    try solver.addConstraint(3150 * x4 - 5e-3 * x9 == 0 ~ .weak)
    try solver.addConstraint(x7 + 27850 == 0 ~ .weak)
    solver.updateVariables()
    #expect(x7.value.isApproximatelyEqual(to: -27850))
    // The required constraint, to within 1e-9 of its terms' magnitude (2 * 5.57).
    #expect(-7480 * x4.value - 2e-4 * x7.value - 0.01 * x1.value >= -1.2e-8)
    #expect(x1.value <= 557.1)
    #expect(abs(x5.value + 0.4 * x1.value) <= 1e-9 * max(1, abs(x5.value)))
    #expect(abs(-x9.value + 3e-4 * x5.value) <= 1e-9 * max(1, abs(x9.value)))
    #expect(abs(3150 * x4.value - 5e-3 * x9.value) <= 1e-9 * max(1, abs(3150 * x4.value)))
    #expect(x6.value <= 0)
  }

  /// Kiwi differential seed 1975, shrunk. The weak `x8 - x2 <= 0` first pulls x2 to -2.9e11 (x7 may
  /// go to -9.11e7, and x10 with it); the edits then bring every value back to 0, and the rows kept
  /// 4.4e-5 of rounding in x2 (1.5e-16 of 2.9e11), breaking `x2 + 3210*x6 == 0`. Iterative
  /// refinement repaired it, but judged the step by residuals next to the constraints' own
  /// magnitudes, which near zero are the residuals themselves: 1 before and after, so the step was
  /// undone. By the specification x0 = x2 = x6 = x7 = x8 = x10 = 0 (x4 may be any value from 0).
  @Test func aSolutionBackNearZeroAfterValuesOf1e11IsRefinedOntoItsEquations() throws {
    let x = (0...10).map { Variable("x\($0)") }
    let solver = Solver()
    let coupling = x[2] + 3210 * x[6] == 0
    try solver.addConstraints([
      x[0] == 0 ~ .weak, x[4] + x[10] >= 0 ~ .weak, coupling, x[7] + x[4] >= 0,
      -2e-4 * x[7] - 18220 <= 0, x[8] == 0 ~ .weak, x[10] + x[6] - 946 * x[8] == 0 ~ .weak,
      x[8] - x[2] <= 0 ~ .weak,
    ])
    try solver.addEditVariable(x[6], strength: .weak)
    try solver.addEditVariable(x[7], strength: .strong)
    solver.updateVariables()
    for index in [0, 2, 6, 7, 8, 10] { #expect(abs(x[index].value) <= 1e-9, "x\(index) = \(x[index].value)") }
    #expect(x[4].value >= -1e-9)
    #expect(abs(coupling.expression.value) <= 1e-9)
  }

  /// Kiwi differential seed 911, shrunk. `4540*x0 == -1` puts x0 at -1/4540, so `987*x2 - x0 <= 0`
  /// asks x2 <= -2.2e-7 while `x2 >= 0` is required: it is unsatisfiable. Its row, scaled by 2^-9,
  /// was left with a constant of -4.3e-7, which next to the weak constraint's 33,850 (the largest
  /// constant of the system) passed for rounding: it was accepted and broken by 2.2e-4.
  @Test func aSmallViolationIsJudgedAtItsOwnRowsScaleNotTheSystems() throws {
    let x0 = Variable("x0"), x2 = Variable("x2")
    let solver = Solver()
    try solver.addConstraints([x2 >= 0 ~ .weak, x2 >= 0, 4540 * x0 + 1 == 0])
    #expect(throws: SolverError.self) { try solver.addConstraint(x0 >= 0) }
    try solver.addConstraint(x2 + 33850 <= 0 ~ .weak)
    let tooTight = 987 * x2 - x0 <= 0
    #expect(throws: SolverError.self) { try solver.addConstraint(tooTight) }
    #expect(!solver.hasConstraint(tooTight))
    solver.updateVariables()
    #expect(x0.value.isApproximatelyEqual(to: -1 / 4540.0, tolerance: 1e-12))
    #expect(abs(x2.value) <= 1e-12)
  }

  /// Kiwi differential seed 2,000,061, shrunk. The strong `4450*x1 == 0`, whose row is scaled by
  /// 4096, puts coefficients of 4.6e11 (1e6 × 4096 × 112) in the objective next to the weak errors'
  /// 1 and 1 of `x5 == 0`; when the strong part cancelled, what was left of the weak ones was 4e-12
  /// of the sum, and the cancellation tolerance (1e-11) zeroed it: the minimisation stopped with
  /// x5 = -1/112 and the weak `x5 == 0` broken for nothing. By the specification every constraint
  /// holds at 0.
  @Test func aWeakErrorSurvivesTheCancellationOfAStrongOneInTheObjective() throws {
    let x1 = Variable("x1"), x4 = Variable("x4"), x5 = Variable("x5")
    let solver = Solver()
    try solver.addEditVariable(x4, strength: .strong)
    try solver.addConstraint(x5 == 0 ~ .weak)
    try solver.addConstraint(x1 + 112 * x5 + 1 >= 0 ~ .weak)
    try solver.addConstraint(4450 * x1 == 0 ~ .strong)
    solver.updateVariables()
    #expect([x1.value, x4.value, x5.value].isApproximatelyEqual(to: [0, 0, 0], tolerance: 1e-12))
  }
}
