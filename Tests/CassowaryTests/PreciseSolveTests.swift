import Testing

@testable import Cassowary

/// The precise solve (`Tableau.preciselySolved`) solves the whole system again in double-double
/// arithmetic and writes the optimal basis back as double rows: the last resort of a solver whose
/// double rows have failed.
@Suite struct PreciseSolveTests {
  /// Replaces the solver's tableau by the precisely solved one and reads the values from it.
  func solvePrecisely(_ solver: Solver, adding extra: Constraint? = nil) throws -> Bool {
    switch solver.tableau.preciselySolved(adding: extra) {
    case .solved(let tableau):
      solver.tableau = tableau
      solver.updateVariables()
      return true
    case .infeasible:
      return false
    case .failed:
      Issue.record("the precise solve gave up")
      return false
    }
  }

  @Test func `the paper's example solved precisely has the paper's solution`() throws {
    let xl = Variable("xl"), xm = Variable("xm"), xr = Variable("xr")
    let solver = Solver()
    try solver.addConstraint(xm * 2 == xl + xr)
    try solver.addConstraint(xl + 10 <= xr)
    try solver.addConstraint(xr <= 100)
    try solver.addConstraint(xl >= 0)
    try solver.addConstraint(xl == 90 ~ .weak)
    try solver.addEditVariable(xm, strength: .strong)
    try solver.suggestValue(xm, 60)
    #expect(try solvePrecisely(solver))
    // xl + xr = 120 with xr >= xl + 10: the weak xl == 90 stops at xl = 55.
    #expect(xl.value.isApproximatelyEqual(to: 55, tolerance: 1e-12))
    #expect(xm.value.isApproximatelyEqual(to: 60, tolerance: 1e-12))
    #expect(xr.value.isApproximatelyEqual(to: 65, tolerance: 1e-12))
    // The tableau goes on incrementally from the precise rows: xl + xr = 60, so xl stops at 25.
    try solver.suggestValue(xm, 30)
    solver.updateVariables()
    #expect([xl.value, xm.value, xr.value].isApproximatelyEqual(to: [25, 30, 35]))
  }

  @Test func `an equality that the others imply keeps no row`() throws {
    let x = Variable("x"), y = Variable("y")
    let solver = Solver()
    try solver.addConstraints([x == 10, y == x, y == 10, x + y >= 5 ~ .weak])
    #expect(try solvePrecisely(solver))
    #expect(solver.tableau.rowCount == 3)
    #expect([x.value, y.value].isApproximatelyEqual(to: [10, 10], tolerance: 1e-12))
  }

  @Test func `a constraint that contradicts the required ones is found infeasible`() throws {
    let x = Variable("x"), y = Variable("y")
    let solver = Solver()
    try solver.addConstraints([x >= 10, y == 2 * x, x == 20 ~ .weak])
    #expect(try !solvePrecisely(solver, adding: y <= 15))
    #expect(try solvePrecisely(solver, adding: y <= 25))
    #expect([x.value, y.value].isApproximatelyEqual(to: [12.5, 25], tolerance: 1e-12))
  }

  /// Kiwi differential seed 2,008,929, shrunk. Every weak constraint can hold: x13 = -1, so
  /// x14 = 127, x17 = -7860 × 127 / 2e-4 = -4.9911e9 and x8 = -0.01 / 260; x21 then satisfies the
  /// required inequality at its bound, 45 × 0.01 / (260 × 1130). The double rows stop at zero,
  /// breaking `x13 == -1` (objective 1): the descent needs x17's cell in x21's row, 7.7e-15 of it,
  /// which their noise floor drops.
  @Test func `the optimum that needs a value of 5e9 is found`() throws {
    let x8 = Variable("x8"), x10 = Variable("x10"), x13 = Variable("x13"), x14 = Variable("x14")
    let x17 = Variable("x17"), x21 = Variable("x21")
    let solver = Solver()
    try solver.addConstraint(-260 * x8 + 0.01 * x13 == 0 ~ .weak)
    try solver.addConstraint(x13 == -1 ~ .weak)
    try solver.addConstraint(-7860 * x14 - 2e-4 * x17 == 0)
    try solver.addConstraint(45 * x8 + 1130 * x21 >= 0)
    try solver.addConstraint(x10 == 0 ~ .weak)
    try solver.addConstraint(127 * x13 + x14 == 0 ~ .weak)
    #expect(try solvePrecisely(solver))
    #expect(x13.value.isApproximatelyEqual(to: -1, tolerance: 1e-12))
    #expect(x14.value.isApproximatelyEqual(to: 127, tolerance: 1e-12))
    #expect(x17.value.isApproximatelyEqual(to: -7860 * 127 / 2e-4, tolerance: 1e-12))
    #expect(x8.value.isApproximatelyEqual(to: -0.01 / 260, tolerance: 1e-12))
    #expect(x21.value.isApproximatelyEqual(to: 45 * 0.01 / (260 * 1130), tolerance: 1e-12))
    #expect(x10.value.isApproximatelyEqual(to: 0, tolerance: 1e-12))
  }
}
