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
      $0 + $1.strength.value * $1.violation
    }
    #expect(abs(objective) <= 1e-6)
    #expect(abs(x[18].value - 1) <= 1e-6)
    #expect(x[15].value <= -1 + 1e-6)
    #expect(x[14].value <= -50 + 1e-6)
  }

  /// Kiwi differential seed 1,001,540 (mixed-magnitude regime; kiwi aborted on it), with the LP
  /// referee's answers and optimal objectives (`shrink.py`'s `lp_fixture`): the optimum is 0 at all
  /// three updates. The primal simplex met an entering symbol that no row limits, which can only
  /// be an objective coefficient gone wrong, and zeroed it; the objective updated pivot after pivot
  /// had drifted in many coefficients, and the last update ended at 4.07e8 (the replay allows
  /// 1e-12 of the terms' magnitudes, 1.7e4 here). Computing the objective afresh before dropping
  /// anything ends at the optimum.
  @Test func objectiveDriftIsNotDroppedIntoTheAnswer() throws {
    let text = """
      S 1001540 numerics 20 ok
      e + 3 M
      a + < W -55.05 15:-1050 7:617
      e + 2 1616.6999999999998
      a + > R -32270 7:-0.00104 17:-1400 14:5.81e-4 19:0.00562
      s + 2 167200
      a + > R -16.93 7:-5.88e-4 13:-9790 1:-19.9
      e + 6 M
      s + 6 -361500
      a + = S -5.77 14:-0.00789 16:3.04 13:0.941 15:146
      s + 3 54560
      a + < W 127500 17:8.6e-4 1:0.0379 3:207 5:-7.39e-4
      a + = W -19.73 16:-1.31e-4 16:46.7
      a + = S 58.6 19:-0.0213 1:1.02e-4 16:-43.3 6:4.59e-4
      a + < R 0 17:2.49 6:1580 9:-1.07
      x + 6
      s + 2 2473
      a + = M 246.8 6:-198 13:1.03e-4 11:16.6
      a + = S 102900 6:69 2:-961 11:1320 5:0.0689
      a + = M 574 15:-546
      a + < M 657.1 11:-552 6:-0.0016 7:-5180
      u 0.0 0
      a + > M 470.8 14:0.579 14:0.00109
      a + > R -178300 18:0.161 11:0.0425 2:-1.19e-4 15:-6.15e-4
      a + > R -1.405 6:25.8
      a + < S -623.9 5:2.55e-4 15:2.99 18:-0.00365 3:1140
      a + > 221000 -748.1 18:3.39 16:0.0179 6:0.197 19:-5400
      r + 1
      e + 13 M
      s + 3 1095
      k + 4 -369.7
      u 0.0 0
      a + < R -102.6 13:-226 10:0.176
      r + 14
      a + = W 808100 9:-1.78e-4 17:3.65
      e + 12 1544.4
      s + 12 -141.1
      r + 3
      s + 3 -26660
      u 0.0 0
      """
    let systems = try KiwiFixtureParser.parse(text, file: "seed-1001540")
    try #require(systems.count == 1)
    let report = KiwiReplay.run(systems[0])
    #expect(report.comparedCheckpoints == 3)
    #expect(report.mismatches.isEmpty, "\(report.mismatches)")
  }
}
