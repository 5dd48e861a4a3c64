import Cassowary
import Testing

/// Explanations: `unsatisfiableConstraint` names the rejected constraint and a minimal set of the
/// required constraints already in the solver that conflict with it. Each test states the exact
/// set, puts irrelevant required constraints (some on the same variables) beside it, and checks
/// minimality both with fresh solvers and with the independent reference checker.
@Suite struct ExplanationTests {
  private func explain(_ solver: Solver, _ constraint: Constraint, sourceLocation: SourceLocation = #_sourceLocation)
    -> Conflict?
  {
    let before = solver.constraints.map(ObjectIdentifier.init)
    let conflict = expectConflict(sourceLocation: sourceLocation) { try solver.addConstraint(constraint) }
    #expect(!solver.hasConstraint(constraint), sourceLocation: sourceLocation)
    #expect(solver.constraints.map(ObjectIdentifier.init) == before, sourceLocation: sourceLocation)
    if let conflict {
      #expect(conflict.constraint === constraint, sourceLocation: sourceLocation)
      expectValidExplanation(conflict, in: solver, sourceLocation: sourceLocation)
    }
    return conflict
  }

  @Test func `two bounds: x >= 10 explains x <= 5, and unrelated constraints stay out`() throws {
    let x = Variable("x"), y = Variable("y"), z = Variable("z")
    let solver = Solver()
    let lower = x >= 10
    try solver.addConstraints([y >= 0, lower, y == z + 3, z <= 100, x <= 1000, x == 50 ~ .strong])
    let conflict = explain(solver, x <= 5)
    #expect(conflict?.conflictingIDs == ids(lower))
  }

  // x <= y, y <= z, z <= x - 1 sum to 0 <= -1. The bound x >= -1000 touches x but is not needed.
  @Test func `a cycle of inequalities is named whole, a bound on a member is not`() throws {
    let x = Variable("x"), y = Variable("y"), z = Variable("z"), w = Variable("w")
    let solver = Solver()
    let xy = x <= y, yz = y <= z
    try solver.addConstraints([w >= 0, x >= -1000, xy, z <= 500, yz, w <= x + 3])
    let conflict = explain(solver, z <= x - 1)
    #expect(conflict?.conflictingIDs == ids(xy, yz))
  }

  // a + b == 10, a - b == 2, c == a + b; c == 7 contradicts c == a + b and a + b == 10 only
  // (with a - b == 2 alone, c = 7 is possible: a 4.5, b 2.5).
  @Test func `an equality system names only the equations that force the value`() throws {
    let a = Variable("a"), b = Variable("b"), c = Variable("c")
    let solver = Solver()
    let sum = a + b == 10, difference = a - b == 2, link = c == a + b
    try solver.addConstraints([sum, difference, link, a >= 0])
    let conflict = explain(solver, c == 7)
    #expect(conflict?.conflictingIDs == ids(sum, link))
  }

  // x + y == 30 after x >= 20 and y >= 20: both bounds are needed.
  @Test func `a sum over two bounded variables names both bounds`() throws {
    let x = Variable("x"), y = Variable("y"), z = Variable("z")
    let solver = Solver()
    let bx = x >= 20, by = y >= 20
    try solver.addConstraints([bx, z >= 0, by, z <= x + y, x <= 1000])
    let conflict = explain(solver, x + y == 30)
    #expect(conflict?.conflictingIDs == ids(bx, by))
  }

  // Soft constraints never appear in an explanation, even when they pull the same way.
  @Test func `soft constraints are never part of the set`() throws {
    let x = Variable("x")
    let solver = Solver()
    let floor = x >= 10
    try solver.addConstraints([x >= 100 ~ .strong, floor, x == 200 ~ .weak])
    try solver.addEditVariable(x, strength: .medium)
    try solver.suggestValue(x, 300)
    let conflict = explain(solver, x <= 5)
    #expect(conflict?.conflictingIDs == ids(floor))
  }

  // With two independent reasons (x >= 10 and x >= 20) either alone is a minimal set.
  @Test func `with two sufficient reasons one of them is named`() throws {
    let x = Variable("x")
    let solver = Solver()
    let ten = x >= 10, twenty = x >= 20
    try solver.addConstraints([ten, twenty])
    let conflict = explain(solver, x <= 5)
    #expect(conflict?.conflicting.count == 1)
    #expect(conflict.map { $0.conflictingIDs == ids(ten) || $0.conflictingIDs == ids(twenty) } == true)
  }

  // Two identical equalities x == 10: either one explains x == 5.
  @Test func `with duplicate equalities one of them is named`() throws {
    let x = Variable("x")
    let solver = Solver()
    let first = x == 10, second = x == 10
    try solver.addConstraints([first, second])
    let conflict = explain(solver, x == 5)
    #expect(conflict?.conflicting.count == 1)
  }

  // A constraint infeasible on its own (0 == 5) conflicts with nothing: the set is empty.
  @Test func `a constraint that is infeasible alone has an empty explanation`() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.addConstraint(x >= 3)
    let impossible = x * 0 == 5
    #expect(throws: SolverError.unsatisfiableConstraint(impossible, conflicting: [])) {
      try solver.addConstraint(impossible)
    }
    let alsoImpossible = x - x >= 1
    #expect(throws: SolverError.unsatisfiableConstraint(alsoImpossible, conflicting: [])) {
      try solver.addConstraint(alsoImpossible)
    }
  }

  // The paper's example: xl >= 95 needs xr >= 105 against xr <= 100; the midpoint equation, xl >= 0
  // and the edit on xm are irrelevant.
  @Test func `the paper's example explains xl >= 95 by the spacing and the right bound`() throws {
    let xl = Variable("xl"), xm = Variable("xm"), xr = Variable("xr")
    let solver = Solver()
    let spacing = xl + 10 <= xr, upper = xr <= 100
    try solver.addConstraints([xm * 2 == xl + xr, spacing, upper, xl >= 0, xl == 90 ~ .weak])
    try solver.addEditVariable(xm, strength: .strong)
    try solver.suggestValue(xm, 60)
    let conflict = explain(solver, xl >= 95)
    #expect(conflict?.conflictingIDs == ids(spacing, upper))
  }

  // A longer chain with scaled coefficients: 2a <= b, 3b <= c, c <= 12 force a <= 2; a >= 3 fails
  // and needs all three, not the unrelated d-constraints.
  @Test func `a scaled chain is named whole`() throws {
    let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
    let solver = Solver()
    let ab = a * 2 <= b, bc = b * 3 <= c, cap = c <= 12
    try solver.addConstraints([d >= a, ab, d <= 50, bc, cap, c >= -d])
    let conflict = explain(solver, a >= 3)
    #expect(conflict?.conflictingIDs == ids(ab, bc, cap))
  }

  // The error's description lists the rejected constraint and the conflicting ones.
  @Test func `the error description lists the constraints`() throws {
    let x = Variable("x")
    let solver = Solver()
    let lower = x >= 10, upper = x <= 5
    try solver.addConstraint(lower)
    let conflict = expectConflict { try solver.addConstraint(upper) }
    let text = SolverError.unsatisfiableConstraint(upper, conflicting: conflict?.conflicting ?? []).description
    #expect(text.contains("x <= 5 | required"))
    #expect(text.contains("x >= 10 | required"))
  }
}
