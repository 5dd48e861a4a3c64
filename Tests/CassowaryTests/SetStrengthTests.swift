import Cassowary
import Testing

/// `setStrength(_:of:)`: between soft strengths the objective moves and the winner of a conflict
/// can change; crossing to or from required re-adds the constraint (and can fail).
@Suite struct SetStrengthTests {
  // a: x == 10 (medium) against b: x == 20 (weak) gives 10. Raising b to strong gives 20;
  // lowering it back gives 10; equal-and-opposite custom weights decide by the larger.
  @Test func `raising and lowering a soft strength changes the winner`() throws {
    let x = Variable("x")
    let solver = Solver()
    let a = x == 10 ~ .medium, b = x == 20 ~ .weak
    try solver.addConstraints([a, b])
    func expect(_ value: Double, sourceLocation: SourceLocation = #_sourceLocation) {
      solver.updateVariables()
      #expect(
        x.value.isApproximatelyEqual(to: value), "x = \(x.value), expected \(value)", sourceLocation: sourceLocation)
    }
    expect(10)
    try solver.setStrength(.strong, of: b)
    #expect(b.strength == .strong)
    expect(20)
    try solver.setStrength(.weak, of: b)
    #expect(b.strength == .weak)
    expect(10)
    try solver.setStrength(1001, of: b)
    expect(20)
    try solver.setStrength(999, of: b)
    expect(10)
    try solver.setStrength(.weak, of: a)
    try solver.setStrength(2, of: b)
    expect(20)
  }

  // The same outcome as remove + add with the new strength, for inequalities too:
  // x >= 100 (weak) against x <= 50 (medium) gives 50; x >= 100 strong gives 100.
  @Test func `setStrength matches remove plus add`() throws {
    let x = Variable("x")
    let inPlace = Solver(), twin = Solver()
    let low = x >= 100 ~ .weak, high = x <= 50 ~ .medium
    try inPlace.addConstraints([low, high])
    inPlace.updateVariables()
    #expect(x.value.isApproximatelyEqual(to: 50))
    try inPlace.setStrength(.strong, of: low)
    inPlace.updateVariables()
    let fast = x.value
    try twin.addConstraints([high, (low) ~ .strong])
    twin.updateVariables()
    #expect(fast.isApproximatelyEqual(to: x.value))
    #expect(fast.isApproximatelyEqual(to: 100))
  }

  // b: x == 20 becomes required: x = 20 exactly. Then a: x == 10 cannot become required; the
  // error names a and b, and a keeps its medium strength. b back to weak: x = 10 again.
  @Test func `crossing to required holds exactly, or fails and keeps the old strength`() throws {
    let x = Variable("x")
    let solver = Solver()
    let a = x == 10 ~ .medium, b = x == 20 ~ .weak
    try solver.addConstraints([a, b])
    try solver.setStrength(.required, of: b)
    #expect(b.strength.isRequired)
    solver.updateVariables()
    #expect(x.value.isApproximatelyEqual(to: 20))
    let before = SolverSnapshot(solver, variables: [x], probes: [a, b])
    #expect(throws: SolverError.unsatisfiableConstraint(a, conflicting: [b])) {
      try solver.setStrength(.required, of: a)
    }
    #expect(a.strength == .medium)
    SolverSnapshot(solver, variables: [x], probes: [a, b]).expectUnchanged(from: before)
    try solver.setStrength(.weak, of: b)
    solver.updateVariables()
    #expect(x.value.isApproximatelyEqual(to: 10))
  }

  // A required cap x <= 5 against a strong x == 10 gives 5; made weak, it gives way: 10.
  @Test func `crossing from required lets the constraint give way`() throws {
    let x = Variable("x")
    let solver = Solver()
    let cap = x <= 5
    try solver.addConstraints([cap, x == 10 ~ .strong])
    solver.updateVariables()
    #expect(x.value.isApproximatelyEqual(to: 5))
    try solver.setStrength(.weak, of: cap)
    solver.updateVariables()
    #expect(x.value.isApproximatelyEqual(to: 10))
    try solver.setStrength(.required, of: cap)
    solver.updateVariables()
    #expect(x.value.isApproximatelyEqual(to: 5))
    #expect(solver.hasConstraint(cap))
    #expect(solver.constraints.contains { $0 === cap })
  }

  // A strength clipped to required counts as required.
  @Test func `a strength above required is required`() throws {
    let x = Variable("x")
    let solver = Solver()
    let wish = x == 7 ~ .weak
    try solver.addConstraints([wish, x == 9 ~ .strong])
    try solver.setStrength(Strength(1e12), of: wish)
    #expect(wish.strength.isRequired)
    solver.updateVariables()
    #expect(x.value.isApproximatelyEqual(to: 7))
  }

  // Setting the same strength again changes nothing.
  @Test func `setting the current strength again changes nothing`() throws {
    let x = Variable("x")
    let solver = Solver()
    let a = x == 10 ~ .medium
    try solver.addConstraints([a, x == 20 ~ .weak, x >= 0])
    let before = SolverSnapshot(solver, variables: [x], probes: [a])
    try solver.setStrength(.medium, of: a)
    SolverSnapshot(solver, variables: [x], probes: [a]).expectUnchanged(from: before)
  }

  // setStrength beside an edit variable: edit x (medium) at 30, y == x + 5 (strong) and
  // y == 0 (weak): y = 35. Making y == 0 strong (equal to the link) lets the edit (medium) lose:
  // the cheapest violation is the medium edit: x = -5, y = 0.
  @Test func `setStrength works beside edit variables`() throws {
    let x = Variable("x"), y = Variable("y")
    let solver = Solver()
    let link = y == x + 5 ~ .strong, anchor = y == 0 ~ .weak
    try solver.addConstraints([link, anchor])
    try solver.addEditVariable(x, strength: .medium)
    try solver.suggestValue(x, 30)
    solver.updateVariables()
    #expect(y.value.isApproximatelyEqual(to: 35))
    try solver.setStrength(.strong, of: anchor)
    solver.updateVariables()
    #expect(x.value.isApproximatelyEqual(to: -5))
    #expect(y.value.isApproximatelyEqual(to: 0))
  }
}
