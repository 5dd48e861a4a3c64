import Cassowary
import Testing

/// Strengths against each other in the solver. The solver minimises the sum over non-required
/// constraints of strength times error, so the winner of a conflict follows from that sum; each
/// test states it.
@Suite struct StrengthSolvingTests {
  private func solve(_ x: Variable, _ constraints: [Constraint]) throws -> Double {
    let solver = Solver()
    try solver.addConstraints(constraints)
    solver.updateVariables()
    return x.value
  }

  struct Duel: Sendable, CustomTestStringConvertible {
    let winner: Strength, loser: Strength
    var testDescription: String { "\(winner) beats \(loser)" }
  }

  // x == 10 with the stronger strength, x == 20 with the weaker: cost s1*|x - 10| + s2*|x - 20|,
  // minimal at x = 10 whenever s1 > s2. Added in both orders.
  @Test(arguments: [
    Duel(winner: .strong, loser: .medium), Duel(winner: .medium, loser: .weak), Duel(winner: .strong, loser: .weak),
    Duel(winner: 3, loser: 2), Duel(winner: Strength(strong: 0, medium: 1, weak: 1), loser: .medium),
    Duel(winner: .weak, loser: 0.5), Duel(winner: Strength(strong: 1, medium: 0, weak: 0, weight: 2), loser: .strong),
  ])
  func `the stronger of two conflicting equalities wins`(_ duel: Duel) throws {
    let x = Variable("x")
    #expect(try solve(x, [x == 10 ~ duel.winner, x == 20 ~ duel.loser]).isApproximatelyEqual(to: 10))
    #expect(try solve(x, [x == 20 ~ duel.loser, x == 10 ~ duel.winner]).isApproximatelyEqual(to: 10))
  }

  @Test func `a required constraint beats any soft one`() throws {
    let x = Variable("x")
    #expect(try solve(x, [x <= 5, x == 10 ~ .strong]).isApproximatelyEqual(to: 5))
    #expect(
      try solve(x, [x == 10 ~ Strength(strong: 1000, medium: 1000, weak: 999), x >= 12]).isApproximatelyEqual(to: 12))
  }

  // One strong x == 0 against n medium x == 1: cost 1e6*x + n*1000*(1 - x) for x in [0, 1]. The
  // strong one wins while n*1000 < 1e6, that is up to 999 mediums; 1001 mediums outweigh it
  // (the tiers are weighted, not lexicographic; 1000 would be a tie).
  @Test(arguments: [(1, 0.0), (999, 0.0), (1001, 1.0)])
  func `one strong constraint outweighs up to 999 mediums of equal error`(_ mediums: Int, _ expected: Double) throws {
    let x = Variable("x")
    let constraints = [x == 0 ~ .strong] + (0..<mediums).map { _ in x == 1 ~ .medium }
    #expect(try solve(x, constraints).isApproximatelyEqual(to: expected))
  }

  // The same between one medium (1000) and n weak (1) constraints.
  @Test(arguments: [(999, 0.0), (1001, 1.0)])
  func `one medium constraint outweighs up to 999 weak ones`(_ weaks: Int, _ expected: Double) throws {
    let x = Variable("x")
    let constraints = [x == 0 ~ .medium] + (0..<weaks).map { _ in x == 1 ~ .weak }
    #expect(try solve(x, constraints).isApproximatelyEqual(to: expected))
  }

  // Errors are weighed by size too: strong*|x - 0| against medium*|y - x| style trade-offs.
  // x == 0 (weak, 1) and x == 100 (custom 3): 1*|x| + 3*|100 - x| is minimal at x = 100.
  // Adding x == 0 with custom 2.5 makes the left side 3.5 > 3, so x = 0.
  @Test func `several soft constraints add up against one`() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.addConstraint(x == 0 ~ .weak)
    try solver.addConstraint(x == 100 ~ 3)
    solver.updateVariables()
    #expect(x.value.isApproximatelyEqual(to: 100))
    try solver.addConstraint(x == 0 ~ 2.5)
    solver.updateVariables()
    #expect(x.value.isApproximatelyEqual(to: 0))
  }

  // Soft inequalities: medium x <= 50 against weak x >= 100 gives 50; strong x >= 100 gives 100.
  @Test func `soft inequalities compete like equalities`() throws {
    let x = Variable("x")
    #expect(try solve(x, [x >= 100 ~ .weak, x <= 50 ~ .medium]).isApproximatelyEqual(to: 50))
    #expect(try solve(x, [x >= 100 ~ .strong, x <= 50 ~ .medium]).isApproximatelyEqual(to: 100))
  }

  // A soft inequality that holds costs nothing: x == 30 (weak) with x <= 50 (strong) gives 30.
  @Test func `a satisfied soft inequality does not move the solution`() throws {
    let x = Variable("x")
    #expect(try solve(x, [x == 30 ~ .weak, x <= 50 ~ .strong]).isApproximatelyEqual(to: 30))
  }

  // Errors scale with coefficients: strong 2x == 10 (error |2x - 10|, weighed 2e6 per unit of x)
  // against strong x == 20: the first wins, x = 5.
  @Test func `coefficients scale the error a strength weighs`() throws {
    let x = Variable("x")
    #expect(try solve(x, [x * 2 == 10 ~ .strong, x == 20 ~ .strong]).isApproximatelyEqual(to: 5))
  }

  // Three tiers through a chain: required a + b == 100; strong a == 70; medium b == 40; weak
  // a == 0. The strong one holds (a = 70), so b = 30 and both weaker ones give way.
  @Test func `the strongest satisfiable preference holds through a linking equation`() throws {
    let a = Variable("a"), b = Variable("b")
    let solver = Solver()
    try solver.addConstraints([a + b == 100, a == 70 ~ .strong, b == 40 ~ .medium, a == 0 ~ .weak])
    solver.updateVariables()
    #expect(a.value.isApproximatelyEqual(to: 70))
    #expect(b.value.isApproximatelyEqual(to: 30))
  }

  // A strength of zero weighs nothing: x == 5 ~ 0 loses to any positive strength.
  @Test func `a zero strength constraint is accepted and weighs nothing`() throws {
    let x = Variable("x")
    #expect(try solve(x, [x == 5 ~ 0, x == 3 ~ .weak]).isApproximatelyEqual(to: 3))
  }
}
