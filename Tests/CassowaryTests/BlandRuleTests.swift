import Testing

@testable import Cassowary

/// Both simplex loops turn to Bland's rule after a run of degenerate pivots, which cannot cycle. A
/// solver told to follow it from the first pivot (`blandAfter = 0`) must reach the same answers:
/// Bland's rule chooses other pivots, never another optimum where the optimum is unique.
@Suite struct BlandRuleTests {
  /// A solver whose primal and dual simplex follow Bland's rule from the first pivot.
  func blandSolver() -> Solver {
    let solver = Solver()
    solver.tableau.blandAfter = 0
    return solver
  }

  // Ten variables 5 apart at least, between 0 and 100, each weakly at 10 × its index; x4 is edited.
  // The chain's bounds put x4 in [20, 75]: a suggestion inside moves x4 alone and pushes the
  // neighbours it runs into; one outside stops at the bound, with the chain packed against it.
  @Test(arguments: [false, true])
  func `suggestions that cross a chain's bounds give the same values under Bland's rule`(bland: Bool) throws {
    let solver = bland ? blandSolver() : Solver()
    let x = (0..<10).map { Variable("x\($0)") }
    try solver.addConstraints([x[0] >= 0, x[9] <= 100])
    for index in 0..<9 { try solver.addConstraint(x[index] + 5 <= x[index + 1]) }
    for index in 0..<10 { try solver.addConstraint(x[index] == Double(10 * index) ~ .weak) }
    try solver.addEditVariable(x[4], strength: .strong)
    let expected: [(suggestion: Double, values: [Double])] = [
      (60, [0, 10, 20, 30, 60, 65, 70, 75, 80, 90]),
      (90, [0, 10, 20, 30, 75, 80, 85, 90, 95, 100]),
      (5, [0, 5, 10, 15, 20, 50, 60, 70, 80, 90]),
      (40, [0, 10, 20, 30, 40, 50, 60, 70, 80, 90]),
    ]
    for (suggestion, values) in expected {
      try solver.suggestValue(x[4], suggestion)
      solver.updateVariables()
      #expect(x.map(\.value).isApproximatelyEqual(to: values), "suggesting \(suggestion)")
    }
  }

  // Seven constraints meet at (5, 5), a vertex where every pivot is degenerate: x ≤ 5, y ≤ 5,
  // x + y ≤ 10 (three times), x + 2y ≤ 15, 2x + y ≤ 15. Strong wishes for x = y = 10 stop there;
  // an edit of x then pulls it below 5 and y, still pulled up, stays at 5.
  @Test(arguments: [false, true])
  func `a degenerate vertex is left and re-entered under Bland's rule`(bland: Bool) throws {
    let solver = bland ? blandSolver() : Solver()
    let x = Variable("x"), y = Variable("y")
    try solver.addConstraints([
      x <= 5, y <= 5, x + y <= 10, (x + y) * 2 <= 20, x + y <= 10, x + y * 2 <= 15, x * 2 + y <= 15,
      x == 10 ~ .medium, y == 10 ~ .medium,
    ])
    solver.updateVariables()
    #expect([x.value, y.value].isApproximatelyEqual(to: [5, 5]))
    try solver.addEditVariable(x, strength: .strong)
    for (suggestion, expected) in [(2.0, [2.0, 5]), (7, [5, 5]), (-3, [-3, 5]), (5, [5, 5])] {
      try solver.suggestValue(x, suggestion)
      solver.updateVariables()
      #expect([x.value, y.value].isApproximatelyEqual(to: expected), "suggesting \(suggestion)")
    }
  }

  // The paper's example (section 2): xm is the midpoint of xl and xr, at least 10 apart within
  // [0, 100], xl weakly at 90. At xm = 60, xl goes as far right as xr = 120 - xl allows (55); past
  // the right edge xm stops at 95, before the left edge at 5.
  @Test func `the paper's midpoint example under Bland's rule`() throws {
    let solver = blandSolver()
    let xl = Variable("xl"), xm = Variable("xm"), xr = Variable("xr")
    try solver.addConstraints([xm * 2 == xl + xr, xl + 10 <= xr, xr <= 100, xl >= 0, xl == 90 ~ .weak])
    try solver.addEditVariable(xm, strength: .strong)
    try solver.suggestValue(xm, 60)
    solver.updateVariables()
    #expect([xl.value, xm.value, xr.value].isApproximatelyEqual(to: [55, 60, 65]))
    try solver.suggestValue(xm, 120)
    solver.updateVariables()
    #expect([xl.value, xm.value, xr.value].isApproximatelyEqual(to: [90, 95, 100]))
    try solver.suggestValue(xm, 3)
    solver.updateVariables()
    #expect([xl.value, xm.value, xr.value].isApproximatelyEqual(to: [0, 5, 10]))
  }

  // x ≥ 0, x + y ≤ 10, y ≥ 4, with weak wishes x = 3, y = 0. Moving the floor to x ≥ 7 leaves no
  // room (x ≤ 6): the dual simplex finds no pivot, the change is rejected and the solution kept;
  // to x ≥ 5 it moves x alone.
  @Test func `a constant that makes the required constraints infeasible is rejected under Bland's rule`() throws {
    let solver = blandSolver()
    let x = Variable("x"), y = Variable("y")
    let floor = x >= 0
    try solver.addConstraints([floor, x + y <= 10, y >= 4, x == 3 ~ .weak, y == 0 ~ .weak])
    solver.updateVariables()
    #expect([x.value, y.value].isApproximatelyEqual(to: [3, 4]))
    #expect(throws: SolverError.self) { try solver.setConstant(-7, of: floor) }
    solver.updateVariables()
    #expect([x.value, y.value].isApproximatelyEqual(to: [3, 4]))
    try solver.setConstant(-5, of: floor)
    solver.updateVariables()
    #expect([x.value, y.value].isApproximatelyEqual(to: [5, 4]))
  }
}
