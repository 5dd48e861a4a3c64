import Cassowary
import Testing

/// Sizes far beyond a screen's layout: 100,000 constraints in one solver, and every constraint
/// removed again (the solver must end exactly as empty as a fresh one, no row or symbol left over).
@Suite struct StressTests {
  static let chainLength = 50_000

  /// The benchmarks' chain (Benchmarks/WORKLOADS.md, W2) with N = 50,000, and one bound more: `x0 == 0`,
  /// `x[i] >= x[i-1] + 1`, a weak pull `x[i] == 2i` (2.5 × `x[i] == 2i - 15` where i % 10 == 5) and
  /// `x[N-1] <= 2N`: 100,000 constraints. The optimum is `x[i] = 2i`, except `x[i] = 2i - 3`,
  /// `x[i-1] = 2i - 4`, `x[i-2] = 2i - 5` around every i % 10 == 5.
  @Test func `a solver holds 100,000 constraints and removing them all leaves it empty`() throws {
    let count = Self.chainLength
    let solver = Solver()
    let x = (0..<count).map { Variable("x\($0)") }
    var constraints = [x[0] == 0]
    constraints.reserveCapacity(2 * count)
    for i in 1..<count {
      let step: Constraint = x[i] - x[i - 1] - 1 >= 0
      let target = Double(i % 10 == 5 ? 2 * i - 15 : 2 * i)
      let pull: Constraint = x[i] == target
      constraints.append(step)
      constraints.append(Constraint(pull.expression, .equal, strength: i % 10 == 5 ? Strength(2.5) : .weak))
    }
    constraints.append(x[count - 1] <= Double(2 * count))
    for constraint in constraints { try solver.addConstraint(constraint) }
    solver.updateVariables()
    #expect(solver.constraints.count == 100_000)
    let expectations: [(Int, Double)] = [(0, 0), (10, 20), (13, 30 - 5), (14, 30 - 4), (15, 30 - 3), (16, 32)]
    for (i, expected) in expectations {
      #expect(x[i].value.isApproximatelyEqual(to: expected), "x\(i) = \(x[i].value)")
    }
    let sum = x.reduce(0) { $0 + $1.value }
    // N(N-1) - 6 * #{1 <= i < N : i % 10 == 5}, the benchmarks' checksum.
    #expect(sum.isApproximatelyEqual(to: Double(count * (count - 1) - 6 * (count / 10))))
    for constraint in constraints.reversed() { try solver.removeConstraint(constraint) }
    #expect(solver.constraints.isEmpty)
    #expect(solver.debugDescription == Solver().debugDescription)
  }

  /// Mixed relations and strengths, edit variables with suggested values, removed in a shuffled order:
  /// the dump must be a fresh solver's.
  @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
  func `removing every constraint and edit variable of a random system leaves the solver empty`(
    seed: UInt64
  ) throws {
    var random = SplitMix64(seed: seed)
    let solver = Solver()
    let variables = (0..<40).map { Variable("v\($0)") }
    let strengths: [Strength] = [.required, .strong, .medium, .weak, Strength(3.5)]
    var added: [Constraint] = []
    for _ in 0..<300 {
      var expression = LinearExpression(constant: Double(random.int(in: -100...100)))
      for _ in 0..<random.int(in: 1...3) {
        expression = expression + variables[random.int(in: 0...39)] * Double(random.int(in: -3...3) | 1)
      }
      let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual][random.int(in: 0...2)]
      let constraint = Constraint(expression, relation, strength: strengths[random.int(in: 0...4)])
      // Random required constraints conflict often; a rejected add changes nothing.
      do {
        try solver.addConstraint(constraint)
        added.append(constraint)
      } catch {
        guard case .unsatisfiableConstraint = error else {
          Issue.record("seed \(seed): adding \(constraint) threw \(error)")
          continue
        }
      }
    }
    let edited = Array(variables.shuffled(using: &random).prefix(8))
    for variable in edited {
      try solver.addEditVariable(variable, strength: .strong)
      try solver.suggestValue(variable, Double(random.int(in: -500...500)))
    }
    solver.updateVariables()
    #expect(added.count > 100, "seed \(seed): only \(added.count) constraints accepted")
    for constraint in added.shuffled(using: &random) { try solver.removeConstraint(constraint) }
    for variable in edited.shuffled(using: &random) { try solver.removeEditVariable(variable) }
    #expect(solver.debugDescription == Solver().debugDescription, "seed \(seed)")
  }
}
