import Cassowary
import Testing

/// Objectives that the solver once left above the optimum outside the mixed-magnitude regime.
@Suite struct SuboptimalRegressionTests {
  /// Kiwi differential seed 1,005,854 (plain regime), shrunk by `shrink.py --suboptimal`.
  ///
  /// After `suggestValue(x18, 1)` the dual simplex's Harris ratio test entered the error of
  /// `-x15 - x18 >= 0` (ratio 1) instead of the slack of `-2*x27 >= 1` (ratio 0, coefficient
  /// 0.00015, within the slack that a strength of 2.9e6 allows): the slack's objective coefficient
  /// turned negative, and without a primal pass the objective stayed at 0.99985.
  ///
  /// The optimum by hand is 0: x18 = 1 (edit) needs x15 <= -1 (weak), so x15 + 0.2*x23 == 0
  /// (2858900) gives x23 >= 5, and x23 + 0.1*x14 <= 0 (0.56672) gives x14 <= -50. The required
  /// -x14 - 0.8*x9 + 1.63*x19 == 0 with the weak 2*x19 >= x9 at equality gives x14 = 0.03*x19,
  /// so x19 <= -5000/3 and x9 = 2*x19; x25 == -x9 (required), x27 == -x25 = x9 (weak) and
  /// -2*x27 >= 1 (weak) then all hold. Every other variable stays at its weak target 0.
  @Test func harrisRatioTestIsFollowedByPrimalCleanup() throws {
    let x = (0..<31).map { Variable("x\($0)") }
    let solver = Solver()
    try solver.addConstraint(x[17] <= 0)
    try solver.addConstraint(x[21] == 0 ~ .weak)
    try solver.addConstraint(-x[15] - x[18] >= 0 ~ .weak)
    try solver.addConstraint(x[7] == 0)
    try solver.addConstraint(x[25] + x[9] == 0)
    try solver.addConstraint(x[24] == 0 ~ .weak)
    try solver.addEditVariable(x[10], strength: .medium)
    try solver.addConstraint(x[16] <= 0)
    try solver.addEditVariable(x[18], strength: 564)
    try solver.addConstraint(-x[9] + 2 * x[19] >= 0 ~ .weak)
    try solver.addConstraint(x[6] <= 0 ~ .weak)
    try solver.addConstraint(x[26] >= 0 ~ .weak)
    try solver.addConstraint(x[1] >= 0 ~ .weak)
    try solver.addConstraint(x[7] >= 0)
    try solver.addConstraint(x[23] + 0.1 * x[14] <= 0 ~ 0.5667200000000001)
    try solver.addConstraint(x[1] <= 0)
    try solver.addConstraint(x[25] + x[27] == 0 ~ .weak)
    try solver.addConstraint(x[29] >= 0 ~ .weak)
    try solver.addConstraint(x[24] == 0)
    try solver.addConstraint(-x[14] - 0.8 * x[9] + 1.63 * x[19] == 0)
    try solver.addConstraint(x[30] == 0 ~ .weak)
    try solver.addConstraint(x[15] + 0.2 * x[23] == 0 ~ 2858899.9999999995)
    try solver.addConstraint(x[20] >= 0 ~ .weak)
    try solver.suggestValue(x[18], 0)
    try solver.addConstraint(x[4] == 0 ~ .weak)
    try solver.addConstraint(-2 * x[27] - 1 >= 0 ~ .weak)
    try solver.addEditVariable(x[8], strength: .weak)
    try solver.addEditVariable(x[28], strength: 349979.99999999994)
    try solver.addEditVariable(x[22], strength: .medium)
    try solver.suggestValue(x[18], 1)
    solver.updateVariables()

    for constraint in solver.constraints where constraint.strength.isRequired {
      #expect(constraint.isSatisfied(), "\(constraint)")
    }
    let editError =
      564 * abs(x[18].value - 1) + 1000 * abs(x[10].value) + abs(x[8].value)
      + 349979.99999999994 * abs(x[28].value) + 1000 * abs(x[22].value)
    let objective = solver.constraints.filter { !$0.strength.isRequired }.reduce(editError) {
      $0 + $1.strength.value * KiwiReplay.violation(of: $1)
    }
    #expect(abs(objective) <= 1e-6)
    #expect(abs(x[18].value - 1) <= 1e-6)
    #expect(x[15].value <= -1 + 1e-6)
    #expect(x[14].value <= -50 + 1e-6)
  }
}
