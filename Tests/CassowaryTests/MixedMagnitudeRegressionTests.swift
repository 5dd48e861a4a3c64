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

  /// Kiwi differential seed 2,001,827, shrunk. Adding `x5 == 1` pivots through rows where
  /// 0.5868 × 9304.39 - 5460 left 1.1e-8 (the 0.003/6980 by which x0 follows x1): 2e-12 of the
  /// operands, which the rows' cancellation tolerance (1e-11) zeroes. A pivot on a coefficient of
  /// 2e-8 of its row then turned the loss into x17 = 871.64 where the required constraint asks
  /// 875.49, and with few pivots since the tableau was built, the drift waited for a rebuild. Now a
  /// required constraint broken is rebuilt at once, first by refactoring the final basis from the
  /// constraints. By the specification x5 = 1, the weak `-253*x5 + 3540*x15 == 0` gives
  /// x15 = 253/3540, the required one x17 >= 12250 * x15 = 875.494…, and the weak
  /// `4730*x17 + x11 == 0` holds.
  @Test func aRequiredConstraintBrokenByLostDigitsIsRebuiltAtOnce() throws {
    let x = (0...17).map { Variable("x\($0)") }
    let solver = Solver()
    try solver.addConstraints([x[10] <= 0 ~ .weak, x[0] <= 0, x[1] >= 0 ~ .weak])
    try solver.addEditVariable(x[2], strength: .strong)
    let required = 0.02 * x[17] - 245 * x[15] >= 0
    try solver.addConstraints([
      x[12] >= 0, x[16] == 0, -253 * x[5] + 3540 * x[15] == 0 ~ .weak, 4730 * x[17] + x[11] == 0 ~ .weak,
      249 * x[11] + x[10] <= 0 ~ .weak, x[3] <= 0 ~ .weak, x[2] >= 0 ~ .weak,
      -1500 * x[11] - x[5] - 1370 * x[10] >= 0 ~ .weak, required, x[1] >= 0, x[5] == 1,
    ])
    solver.updateVariables()
    #expect(x[5].value.isApproximatelyEqual(to: 1, tolerance: 1e-12))
    #expect(x[15].value.isApproximatelyEqual(to: 253 / 3540.0, tolerance: 1e-12))
    let lowestX17 = 12250.0 * (253.0 / 3540.0)
    #expect(x[17].value >= lowestX17 - 1e-9)
    #expect(required.expression.value >= -1e-9)
    #expect(abs(4730 * x[17].value + x[11].value) <= 1e-9 * abs(x[11].value))
  }

  /// Kiwi differential seed 1,057, shrunk (with the rows' cancellation tolerance lowered to 1e-15,
  /// in an experiment; mixed systems now cancel below 1e-14). The required `x7 >= 8213/1.69` against the medium `2230*x7 <= 1`: the
  /// minimisation pivoted on a coefficient of 6.2e-9 of its row (rounding, above the pivot floor of
  /// 1e-9) and ended with x7 = 4.5e-4, and both rebuilds walked the same path; the careful rebuild
  /// (pivots of at least 1e-6 of their row) is what fixed it there. With the tolerance of 1e-11 the
  /// first minimisation already avoids that pivot; the test pins the answer whatever the tolerance. By the
  /// specification x7 sits at its required bound (the LP referee agrees, and that the optimum is
  /// unique in x7).
  @Test func aRequiredBoundHoldsAfterAMinimisationThroughAPivotOf1e9OfItsRow() throws {
    let x = (0...26).map { Variable("x\($0)") }
    let solver = Solver()
    let required = 249 * x[5] + 1e-4 * x[26] + x[9] == 0
    try solver.addConstraints([
      x[21] <= 0 ~ .weak, x[9] <= 0 ~ .weak, x[24] >= 0, x[23] >= 0 ~ .weak, x[24] <= 0 ~ .weak,
      x[18] <= 0 ~ .weak, x[7] + x[0] <= 0 ~ .weak, required, -0.4 * x[19] + x[11] <= 0 ~ .weak,
      -1 * x[3] <= 0 ~ .weak, x[25] == 0 ~ .weak, x[12] <= 0 ~ .weak, x[19] + 344 * x[26] == 0 ~ .weak,
      -0.01 * x[11] + x[3] - 43 * x[5] == 0 ~ .weak, x[6] + x[3] == 0 ~ .weak, x[15] <= 0 ~ .weak,
      x[22] <= 0 ~ .weak, x[2] == 0 ~ .weak, -1 * x[7] - 0.2 * x[11] + x[6] <= 0 ~ .weak,
      3e-4 * x[5] - 1 <= 0 ~ .weak,
    ])
    try solver.addEditVariable(x[17], strength: .weak)
    try solver.addConstraints([1 - 2230 * x[7] >= 0 ~ .medium, x[0] - 0.00741 * x[5] == 0 ~ .weak])
    try solver.addConstraint(8213 - 1.69 * x[7] <= 0)
    solver.updateVariables()
    #expect(x[7].value.isApproximatelyEqual(to: 8213 / 1.69, tolerance: 1e-6))
    #expect(x[24].value >= -1e-9)
    let magnitude = abs(249 * x[5].value) + abs(1e-4 * x[26].value) + abs(x[9].value)
    #expect(abs(required.expression.value) <= 1e-9 * max(1, magnitude))
  }

  /// Kiwi differential seed 3,009,613, shrunk. x1 >= 0 and `0.003*x1 - 6980*x0 <= 0` give
  /// x0 >= 0.003/6980 * x1 >= 0, so by the specification `x0 <= -1` is unsatisfiable, and
  /// dropping either of the two lets it in (x1 negative, or x0 free): they are its explanation.
  /// The rows carried x0's share of x1 as 0.5868 * 9304.39 - 5460 = 1.1e-8, 2e-12 of the operands:
  /// zeroed as cancellation noise (below 1e-11 of them), x0 lost its bound and the constraint was
  /// accepted.
  @Test func aSumOf2e12OfItsOperandsIsKeptWhenTheCoefficientsSpanOrdersOfMagnitude() throws {
    let x = (0...5).map { Variable("x\($0)") }
    let solver = Solver()
    let sign = x[1] >= 0
    let ratio = 0.003 * x[1] - 6980 * x[0] <= 0
    try solver.addConstraints([
      x[0] + 5460 * x[2] >= 0, x[3] == 0, x[2] >= 0 ~ .weak, sign, 3800 * x[4] - x[2] == 0,
      x[5] - x[1] == 0 ~ .weak, ratio, 0.01 * x[5] - x[4] >= 1, x[2] == 0 ~ .weak,
    ])
    let negative = x[0] <= -1
    let conflict = expectConflict { try solver.addConstraint(negative) }
    #expect(!solver.hasConstraint(negative))
    #expect(conflict?.conflictingIDs == ids(sign, ratio))
  }

  /// Kiwi differential seed 3,001,953, shrunk. `-0.000648*x16 == -1` alone fixes x16 at
  /// 1/0.000648 = 1543.21, so by the specification `x16 == 0` is unsatisfiable and that constraint
  /// is its explanation. After the churn before it, x16's row held noise of 1e-10 to 5e-9 in cells
  /// of slack and error symbols beside its dummy's 0.75; the dual simplex pivoted on one of them
  /// and accepted `x16 == 0`, leaving x16 = 0 against the first.
  @Test func anEqualityContradictingAnotherIsRejectedThroughRowsWithNoiseInThem() throws {
    let x = (0...19).map { Variable("x\($0)") }
    let solver = Solver()
    let first = x[4] == 0 ~ .weak, loose = x[7] >= 0 ~ .weak
    let held = x[16] == 0 ~ .weak, moved = x[8] == 0 ~ .weak
    let required = [
      x[5] >= 0, x[0] == 0, x[18] + x[15] + x[12] + 40 * x[13] >= 0, -x[3] - 0.086 * x[11] == 0,
      x[7] + x[14] <= 0,
    ]
    try solver.addConstraints([
      first, required[0], x[10] <= 0 ~ .weak, x[7] <= 0 ~ .weak, held, moved, x[2] <= 0 ~ .weak,
      required[1], x[6] + x[15] <= 0 ~ .weak, loose, x[14] >= 0 ~ .weak, -x[19] - 3700 * x[1] == 0 ~ .weak,
      x[2] + x[18] + x[4] == 0 ~ .weak, -50 * x[8] - x[1] + x[14] >= 0 ~ .weak, x[15] >= 0 ~ .weak,
      required[2],
    ])
    try solver.removeConstraint(loose)
    try solver.addConstraint(required[3])
    try solver.setConstant(1, of: moved)
    try solver.addConstraints([x[12] - x[1] >= 0 ~ .weak, -x[13] - 0.94 * x[19] >= 0 ~ .medium])
    try solver.removeConstraint(first)
    try solver.addConstraint(3.99e-4 * x[11] + 803 * x[16] >= 0 ~ .weak)
    let churned = -2790 * x[8] + x[14] - 3.2e-4 * x[1] - 2570 * x[4] <= 0 ~ .weak
    try solver.addConstraint(churned)
    try solver.removeConstraint(held)
    try solver.addConstraints([
      1 - x[7] == 0 ~ .medium, required[4], 1e-4 * x[3] - 168 * x[6] + 0.822 * x[1] == 0 ~ .weak,
      3650 * x[19] + 0.0181 * x[16] >= 0 ~ .weak,
    ])
    try solver.setConstant(0, of: churned)
    try solver.addEditVariable(x[4], strength: Strength(3_087_000))
    let fixed = 1 - 6.48e-4 * x[16] == 0
    try solver.addConstraint(fixed)
    let contradiction = x[16] == 0
    let conflict = expectConflict { try solver.addConstraint(contradiction) }
    #expect(!solver.hasConstraint(contradiction))
    #expect(conflict?.conflictingIDs == ids(fixed))
    solver.updateVariables()
    #expect(x[16].value.isApproximatelyEqual(to: 1 / 6.48e-4, tolerance: 1e-6))
    for constraint in required + [fixed] { #expect(constraint.holds(tolerance: 1e-9), "\(constraint)") }
  }

  /// Kiwi differential seed 2,000,061, shrunk again. By the specification the three weak
  /// constraints hold together, so each must: x4 = 0 (its edit), x5 = -1/0.0003, x1 >= 3333.33,
  /// x0 = -4450 * x1. The error of `x1 + x5 >= 0` could only go to zero through x0, which entered its
  /// row as 7.3e-8 / 4450 = 1.6e-11 of the row, below the pivot floor: no row limited the descent,
  /// it was dropped as noise, and the minimisation ended with x0 = x1 = 0 and that constraint broken.
  @Test func aDescentHeldOnlyByAProductOfSmallCoefficientsIsTaken() throws {
    let x0 = Variable("x0"), x1 = Variable("x1"), x4 = Variable("x4"), x5 = Variable("x5")
    let solver = Solver()
    try solver.addEditVariable(x4, strength: .strong)
    let weak = [3e-4 * x5 + 5270 * x4 == -1 ~ .weak, x1 + x5 >= 0 ~ .weak, 4450 * x1 + x0 == 0 ~ .weak]
    try solver.addConstraints(weak)
    solver.updateVariables()
    #expect(x4.value.isApproximatelyEqual(to: 0))
    #expect(x5.value.isApproximatelyEqual(to: -1 / 3e-4))
    for constraint in weak { #expect(constraint.holds(), "\(constraint)") }
  }

  /// Kiwi differential seed 2,000,436, shrunk. By the specification x1 = -x0 / 104 keeps the first
  /// weak constraint for any x0, and the edit (3000 per unit) and the second weak constraint (6110
  /// per unit below 1/6110) trade x0 off: the optimum is x0 = 1/6110, x1 = -1/(6110 * 104),
  /// objective 3000/6110. The suggestion of -496,800 left x1's row with a constant that passed
  /// through 4,777; back near zero, its -1.57e-6 (3.3e-10 of that) was zeroed as rounding of it,
  /// and the first weak constraint stayed broken by 1.6e-4.
  @Test func aSmallConstantLeftByALargeSuggestionIsKeptNotZeroed() throws {
    let x0 = Variable("x0"), x1 = Variable("x1")
    let solver = Solver()
    try solver.addEditVariable(x0, strength: Strength(3000))
    let tied = x0 + 104 * x1 == 0 ~ .weak
    try solver.addConstraint(tied)
    try solver.suggestValue(x0, -496_800)
    let bound = x1 <= 0
    try solver.addConstraint(bound)
    try solver.setConstant(0, of: bound)
    try solver.addConstraint(1 - 6110 * x0 == 0 ~ .weak)
    try solver.suggestValue(x0, 0)
    solver.updateVariables()
    #expect(x0.value.isApproximatelyEqual(to: 1 / 6110, tolerance: 1e-12))
    #expect(x1.value.isApproximatelyEqual(to: -1 / (6110 * 104), tolerance: 1e-12))
    #expect(tied.holds(tolerance: 1e-9))
  }

  /// Kiwi differential seed 1044, shrunk. `0.0009*x7 + x20 <= -1` with x20 held at 0 asks
  /// x7 <= -1111.1, so x2 = 3710 * x7 <= -4.1e6, x0 = x2 / 0.0008 <= -5.2e9 and x3 >= 139 * 5.2e9 /
  /// 0.002 = 3.6e14: feasible (x3 is bounded below only), as kiwi and the LP referee say. The new
  /// row held x3 through 2.8e-15 of its largest coefficient (0.0009 times x7's 3.1e-12 of x3),
  /// below even the last-resort pivot floor, and the constraint was rejected. Phase one now takes
  /// any cell of the artificial row as a last resort, kept only if the solution keeps every
  /// required constraint.
  @Test func aConstraintReachableOnlyThroughValuesOf1e14IsAccepted() throws {
    let x = (0..<21).map { Variable("x\($0)") }
    let solver = Solver()
    try solver.addEditVariable(x[20], strength: .strong)
    let required = [
      x[2] - 3710 * x[7] == 0, x[2] - 8e-4 * x[0] == 0, x[6] <= 0, x[20] >= 0, -139 * x[0] - 2e-3 * x[3] <= 0,
      -x[7] >= 0, x[20] <= 0,
    ]
    try solver.addConstraints(Array(required[0..<3]))
    try solver.addConstraint(x[9] >= 0 ~ .weak)
    try solver.addConstraints(Array(required[3...]))
    let far = 1 + 9e-4 * x[7] + x[20] <= 0
    try solver.addConstraint(far)
    solver.updateVariables()
    #expect(solver.hasConstraint(far))
    #expect(x[20].value.isApproximatelyEqual(to: 0))
    #expect(x[7].value <= -1 / 9e-4 + 1e-6)
    #expect(x[3].value >= 3.5e14)
    for constraint in required + [far] { #expect(constraint.holds(), "\(constraint)") }
  }

  /// Kiwi differential seed 1057 (a system kiwi could not solve), shrunk. The weak optimum runs x11
  /// to 2e14 beside coefficients of 5e-4, and x5's row lost x26's cells on the way; every rebuild in
  /// doubles ended at the same vertex, with `249*x5 + 1e-4*x26 == 0` broken by 22.6, and the
  /// tableau of that basis recomputed from the constraints is singular at a double's precision (a
  /// pivot of 4.7e-13 of its row). Solved in double-double arithmetic, the rows hold it.
  @Test func aRequiredEqualityHoldsWhenTheWeakOptimumRunsTo2e14() throws {
    let x = (0..<27).map { Variable("x\($0)") }
    let solver = Solver()
    let required = [-x[12] + x[24] >= 0, 249 * x[5] + 1e-4 * x[26] == 0]
    try solver.addConstraint(x[22] <= 0 ~ .weak)
    try solver.addConstraint(x[21] <= 0 ~ .weak)
    try solver.addConstraint(required[0])
    try solver.addConstraint(5e-4 * x[0] + 113 * x[24] <= 0 ~ .weak)
    try solver.addConstraint(required[1])
    try solver.addConstraint(-x[11] <= 0 ~ .weak)
    try solver.addConstraint(x[9] <= 0 ~ .weak)
    try solver.addConstraint(-x[3] <= 0 ~ .weak)
    try solver.addConstraint(-x[2] - x[12] <= 0 ~ .weak)
    try solver.addConstraint(x[19] + x[26] == 0 ~ .weak)
    try solver.addConstraint(-0.01 * x[11] + 4880 * x[3] + x[19] == 0 ~ .weak)
    try solver.addConstraint(-x[6] + x[3] == 0 ~ .weak)
    try solver.addConstraint(1 - 3e-3 * x[3] + 306 * x[22] <= 0 ~ .weak)
    try solver.addConstraint(-1 - x[2] == 0 ~ .weak)
    try solver.addEditVariable(x[17], strength: .weak)
    try solver.addConstraint(x[25] == 0 ~ .weak)
    try solver.addConstraint(5e-4 * x[6] + x[0] - 7e-3 * x[5] == 0 ~ .weak)
    try solver.addConstraint(x[4] >= 0 ~ .weak)
    try solver.addConstraint(x[0] - x[26] >= 0 ~ .weak)
    try solver.addEditVariable(x[10], strength: .weak)
    solver.updateVariables()
    for constraint in required { #expect(constraint.holds(), "\(constraint)") }
  }

  /// Kiwi differential seed 2,002,520, shrunk. With `x2 == 0` required, the constant 1 makes
  /// `1 - 3e-3*x2 <= 0` ask x2 >= 333.3: unsatisfiable. The dual simplex of the change found a
  /// feasible basis through rounding, and the solver kept the new constant with the constraint
  /// broken by 1. A change of constant that breaks a required constraint is now checked by the
  /// precise solve, which finds the system infeasible.
  @Test func aConstantThatContradictsARequiredEqualityIsRejected() throws {
    let x = (0..<18).map { Variable("x\($0)") }
    let solver = Solver()
    try solver.addEditVariable(x[10], strength: .weak)
    try solver.addConstraint(6e-4 * x[2] + x[3] >= 0 ~ .weak)
    try solver.addEditVariable(x[3], strength: .strong)
    let bound = -3e-3 * x[2] <= 0
    try solver.addConstraint(bound)
    try solver.addConstraint(-42 * x[8] - x[17] <= 0 ~ .weak)
    try solver.addConstraint(x[0] + x[8] == 0 ~ .weak)
    try solver.addEditVariable(x[16], strength: .strong)
    try solver.addConstraint(x[11] <= 0)
    try solver.addConstraint(69 * x[16] - 8e-4 * x[8] <= 0)
    try solver.addConstraint(x[7] <= 0)
    try solver.addConstraint(-2.3 * x[6] - x[2] <= 0)
    try solver.addConstraint(-1 + 396 * x[17] - 64 * x[14] <= 0 ~ .weak)
    try solver.addConstraint(x[12] <= 0 ~ .weak)
    try solver.addConstraint(x[4] >= 0)
    try solver.addConstraint(250 * x[6] - 84 * x[14] == 0 ~ .weak)
    try solver.addConstraint(x[2] - x[0] <= 0)
    let pinned = x[2] == 0
    try solver.addConstraint(pinned)
    #expect(throws: SolverError.unsatisfiableConstraint(bound, conflicting: [pinned])) {
      try solver.setConstant(1, of: bound)
    }
    #expect(bound.expression.constant == 0)
    solver.updateVariables()
    #expect(x[2].value == 0)
    for constraint in solver.constraints where constraint.strength.isRequired {
      #expect(constraint.holds(), "\(constraint)")
    }
  }
}
