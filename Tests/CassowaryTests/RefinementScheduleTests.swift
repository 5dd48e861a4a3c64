import Testing

@testable import Cassowary

/// Outside mixed-magnitude systems the solution is refined (a pass over every constraint's terms and
/// marker) once the pivots since the last check have rewritten as many cells as that pass reads, so
/// that the checks cost at most what the pivots did.
@Suite struct RefinementScheduleTests {
  @Test func `the cells a refinement reads are each constraint's terms and its marker`() throws {
    let (x, y) = (Variable("x"), Variable("y"))
    let solver = Solver()
    let atLeast = x >= 2
    try solver.addConstraints([x + y == 10, atLeast, (y <= 20) ~ .strong])
    // (2 terms + marker) + (1 + marker) + (1 + marker)
    #expect(solver.tableau.refinedCellCount == 7)

    try solver.addEditVariable(x, strength: .strong)
    // The edit constraint `x == value` is checked too.
    #expect(solver.tableau.refinedCellCount == 9)

    try solver.removeConstraint(atLeast)
    #expect(solver.tableau.refinedCellCount == 7)
    try solver.removeEditVariable(x)
    #expect(solver.tableau.refinedCellCount == 5)
  }

  @Test func `pivots that rewrote fewer cells than a refinement reads leave it for later`() throws {
    let (x, y) = (Variable("x"), Variable("y"))
    let solver = Solver()
    try solver.addConstraints([x + y == 10, x >= 2, (y <= 20) ~ .strong])
    solver.updateVariables()
    #expect(!solver.tableau.mixesMagnitudes)
    #expect(!solver.tableau.needsRefinement)
    // Counted from a check just made, whatever the adds pivoted.
    solver.tableau.refinementDebt = 0

    solver.tableau.notePivot(rewriting: 4)
    #expect(!solver.tableau.needsRefinement)
    solver.tableau.notePivot(rewriting: 2)
    #expect(!solver.tableau.needsRefinement)
    // 4 + 2 + 1 = 7 cells rewritten: as many as the check reads.
    solver.tableau.notePivot(rewriting: 1)
    #expect(solver.tableau.needsRefinement)

    solver.updateVariables()
    #expect(!solver.tableau.needsRefinement)
    #expect(solver.tableau.refinementDebt == 0)
    #expect(x.value + y.value == 10)
  }
}
