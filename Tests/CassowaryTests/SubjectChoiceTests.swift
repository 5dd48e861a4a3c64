import Testing

@testable import Cassowary

/// A new row is solved for an external of largest coefficient; among equal coefficients, for the one
/// the fewest rows hold, since solving for a symbol substitutes the row into every row that holds it.
@Suite struct SubjectChoiceTests {
  @Test func `equalities to one variable are each solved for the new variable`() throws {
    // Equal widths: w[i] == w[0] for i = 1 ... 100. Each row is solved for the fresh w[i], so each
    // stays `w[i] = w[0] - dummy`: 100 rows of 2 cells. Solved for the older w[0] (the smallest id),
    // each add rewrote the rows before it.
    let solver = Solver()
    let widths = (0...100).map { Variable("w\($0)") }
    for width in widths.dropFirst() { try solver.addConstraint(width == widths[0]) }
    #expect(solver.tableau.rowCount == 100)
    #expect(solver.tableau.cellCount == 200)

    try solver.addConstraint(widths[0] == 7)
    solver.updateVariables()
    #expect(widths.allSatisfy { $0.value == 7 })
  }

  @Test func `a larger coefficient still wins over a fresher variable`() throws {
    // 2·a == b: `a` has the larger coefficient and is chosen though `b` is as fresh.
    let (a, b) = (Variable("a"), Variable("b"))
    let solver = Solver()
    try solver.addConstraint(2 * a == b)
    let aSymbol = try #require(solver.tableau.variables.symbol(of: a))
    #expect(solver.tableau.basicSlot[aSymbol.id] >= 0)
    try solver.addConstraint(b == 10)
    solver.updateVariables()
    #expect(a.value == 5)
    #expect(b.value == 10)
  }
}
