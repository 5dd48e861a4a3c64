import Cassowary
import Testing

/// Degenerate input must not trap or loop: redundant and duplicate equalities, zero coefficients,
/// constraints without variables, and long chains. Each has a known answer or a known rejection.
@Suite struct DegenerateSystemTests {
  @Test func `many copies of one equality are all accepted and removed one by one`() throws {
    let x = Variable("x")
    let solver = Solver()
    let copies = (0..<20).map { _ in x == 10 }
    try solver.addConstraints(copies)
    solver.updateVariables()
    #expect(x.value.isApproximatelyEqual(to: 10))
    for (index, copy) in copies.enumerated() {
      try solver.removeConstraint(copy)
      solver.updateVariables()
      // While one copy is left, x stays 10; after the last, x is in no constraint and reads 0.
      #expect(x.value.isApproximatelyEqual(to: index == copies.count - 1 ? 0 : 10), "after removing \(index + 1)")
    }
  }

  // x + y == 10 twice and x - y == 2: x 6, y 4.
  @Test func `duplicate rows are redundant, not conflicting`() throws {
    let x = Variable("x"), y = Variable("y")
    let solver = Solver()
    try solver.addConstraints([x + y == 10, x + y == 10, x - y == 2, (x + y) * 3 == 30])
    solver.updateVariables()
    #expect(x.value.isApproximatelyEqual(to: 6))
    #expect(y.value.isApproximatelyEqual(to: 4))
  }

  // x + y == 10 and y + z == 20 imply x + 2y + z == 30 and x - z == -10: both redundant. With
  // y == 3: x 7, z 17. x + 2y + z == 31 contradicts the first two.
  @Test func `implied equations are accepted and a contradicting one is rejected`() throws {
    let x = Variable("x"), y = Variable("y"), z = Variable("z")
    let solver = Solver()
    let first = x + y == 10, second = y + z == 20
    try solver.addConstraints([first, second, x + y * 2 + z == 30, x - z == -10, y == 3])
    solver.updateVariables()
    #expect(x.value.isApproximatelyEqual(to: 7))
    #expect(y.value.isApproximatelyEqual(to: 3))
    #expect(z.value.isApproximatelyEqual(to: 17))
    let contradiction = x + y * 2 + z == 31
    let conflict = expectConflict { try solver.addConstraint(contradiction) }
    if let conflict { expectValidExplanation(conflict, in: solver) }
  }

  // Zero coefficients contribute nothing: 0*x + y == 5 is y == 5.
  @Test func `zero coefficients are ignored`() throws {
    let x = Variable("x"), y = Variable("y")
    let solver = Solver()
    try solver.addConstraint(x * 0 + y == 5)
    try solver.addConstraint(LinearExpression([Term(x, coefficient: 0), Term(y, coefficient: 2)], constant: -10) <= 0)
    solver.updateVariables()
    #expect(y.value.isApproximatelyEqual(to: 5))
  }

  // x - x == 0 and x - x <= 3 hold for every x; 0*x == 5, x - x == 1 and x - x >= 1 never hold,
  // and conflict with nothing in the solver.
  @Test(arguments: [
    ("x - x == 0", true), ("x - x <= 3", true), ("0*x >= -1", true), ("0*x == 5", false), ("x - x == 1", false),
    ("x - x >= 1", false), ("0*x <= -2", false),
  ])
  func `constraints without effective variables are accepted exactly when they hold`(_ source: String, _ holds: Bool)
    throws
  {
    let x = Variable("x")
    let solver = Solver()
    try solver.addConstraint(x == 4 ~ .weak)
    let constraint: Constraint
    switch source {
    case "x - x == 0": constraint = x - x == 0
    case "x - x <= 3": constraint = x - x <= 3
    case "0*x >= -1": constraint = x * 0 >= -1
    case "0*x == 5": constraint = x * 0 == 5
    case "x - x == 1": constraint = x - x == 1
    case "x - x >= 1": constraint = x - x >= 1
    default: constraint = x * 0 <= -2
    }
    if holds {
      try solver.addConstraint(constraint)
      #expect(solver.hasConstraint(constraint))
      try solver.removeConstraint(constraint)
    } else {
      #expect(throws: SolverError.unsatisfiableConstraint(constraint, conflicting: [])) {
        try solver.addConstraint(constraint)
      }
    }
    solver.updateVariables()
    #expect(x.value.isApproximatelyEqual(to: 4))
  }

  @Test func `a constraint with no terms at all`() throws {
    let solver = Solver()
    let trivial = Constraint(LinearExpression(constant: 0), .equal)
    try solver.addConstraint(trivial)
    #expect(solver.hasConstraint(trivial))
    try solver.removeConstraint(trivial)
    let impossible = Constraint(LinearExpression(constant: 1), .lessThanOrEqual)
    #expect(throws: SolverError.unsatisfiableConstraint(impossible, conflicting: [])) {
      try solver.addConstraint(impossible)
    }
  }

  // A soft constraint that can never hold is accepted and just costs its error.
  @Test func `an impossible soft constraint is accepted and can be removed`() throws {
    let x = Variable("x")
    let solver = Solver()
    let impossible = x * 0 == 5 ~ .strong
    try solver.addConstraint(impossible)
    try solver.addConstraint(x == 2 ~ .weak)
    solver.updateVariables()
    #expect(x.value.isApproximatelyEqual(to: 2))
    try solver.removeConstraint(impossible)
    #expect(!solver.hasConstraint(impossible))
  }

  // x0 == 0, x(i+1) == x(i) + 1 for 200 variables: x199 = 199. Removing the link in the middle
  // leaves the upper half free; a weak x100 == 500 then moves it: x199 = 599.
  @Test func `a long chain solves, and cutting it frees the tail`() throws {
    let xs = (0..<200).map { Variable("x\($0)") }
    let solver = Solver()
    try solver.addConstraint(xs[0] == 0)
    var links: [Constraint] = []
    for i in 1..<xs.count {
      let link = xs[i] == xs[i - 1] + 1
      links.append(link)
      try solver.addConstraint(link)
    }
    solver.updateVariables()
    #expect(xs[199].value.isApproximatelyEqual(to: 199))
    try solver.removeConstraint(links[99])  // x100 == x99 + 1
    try solver.addConstraint(xs[100] == 500 ~ .weak)
    solver.updateVariables()
    #expect(xs[99].value.isApproximatelyEqual(to: 99))
    #expect(xs[199].value.isApproximatelyEqual(to: 599))
  }

  // A variable used several times in one constraint: x + x + x == 9 is 3x == 9.
  @Test func `repeated terms of one variable add up`() throws {
    let x = Variable("x"), y = Variable("y")
    let solver = Solver()
    try solver.addConstraint(x + x + x == 9)
    try solver.addConstraint(y * 2 - y + y * 0.5 <= 3)
    try solver.addConstraint(y == 10 ~ .weak)
    solver.updateVariables()
    #expect(x.value.isApproximatelyEqual(to: 3))
    #expect(y.value.isApproximatelyEqual(to: 2))
  }

  // Terms that cancel leave nothing, whatever the variable's value: `-0.695*x + 0.695*x == -26.54`
  // says 0 == -26.54. Added through x's row (x = 1.234567e13), the two terms left the rounding
  // of 0.695 × 1.2e13 in the constant, which hid the 26.54 (kiwi differential seed 3,004,651).
  @Test(arguments: [1.234567e13, 1])
  func `repeated terms that cancel leave a contradiction that is rejected`(pinned: Double) throws {
    let x = Variable("x"), y = Variable("y")
    let solver = Solver()
    try solver.addConstraint(x == pinned)
    let contradiction = -0.695 * x + 0.695 * x == -26.54
    #expect(throws: SolverError.unsatisfiableConstraint(contradiction, conflicting: [])) {
      try solver.addConstraint(contradiction)
    }
    let scaled = 8980 * y - 8980 * y == 1.531
    #expect(throws: SolverError.unsatisfiableConstraint(scaled, conflicting: [])) {
      try solver.addConstraint(scaled)
    }
    let identity = 8980 * y - 8980 * y == 0
    try solver.addConstraint(identity)
    solver.updateVariables()
    #expect(x.value == pinned)
  }

  // Two variables pinned equal by two inequalities (x <= y and y <= x) behave like x == y.
  @Test func `opposite inequalities act as an equality`() throws {
    let x = Variable("x"), y = Variable("y")
    let solver = Solver()
    try solver.addConstraints([x <= y, y <= x, x == 30 ~ .strong, y == 50 ~ .medium])
    solver.updateVariables()
    #expect(x.value.isApproximatelyEqual(to: 30))
    #expect(y.value.isApproximatelyEqual(to: 30))
  }

  // An unbounded direction with no objective pull must not trap: x >= 0 soft only, x <= y with
  // y free. Only the required relations can be checked.
  @Test func `an unbounded system with soft inequalities does not trap`() throws {
    let x = Variable("x"), y = Variable("y")
    let solver = Solver()
    let relation = x <= y
    try solver.addConstraints([relation, x >= 5 ~ .weak, y <= 100 ~ .weak, y >= 1e9 ~ .weak])
    try solver.addEditVariable(x, strength: .medium)
    try solver.suggestValue(x, 1e12)
    solver.updateVariables()
    #expect(relation.holds())
    #expect(x.value.isApproximatelyEqual(to: 1e12))
  }

  // Nothing traps on suggestions far outside the layout's range.
  @Test func `extreme but finite suggestions are solved`() throws {
    let x = Variable("x"), y = Variable("y")
    let solver = Solver()
    try solver.addConstraint(y == x * 2)
    try solver.addEditVariable(x, strength: .strong)
    for value in [1e300, -1e300, Double.leastNonzeroMagnitude, 0] {
      try solver.suggestValue(x, value)
      solver.updateVariables()
      #expect(x.value.isApproximatelyEqual(to: value), "x = \(x.value) for \(value)")
    }
  }
}
