import Cassowary
import Testing

/// Strength values: kiwi's `strength::create` rule (nucleic/kiwi `kiwi/strength.h`, tested in
/// `py/tests/test_strength.py`), clipping to required, literals and descriptions.
@Suite struct StrengthTests {
  @Test func `the named strengths have kiwi's values and order`() {
    #expect(Strength.required.value == 1_001_001_000)
    #expect(Strength.strong.value == 1_000_000)
    #expect(Strength.medium.value == 1_000)
    #expect(Strength.weak.value == 1)
    #expect(Strength.weak < .medium)
    #expect(Strength.medium < .strong)
    #expect(Strength.strong < .required)
    #expect(Strength.required.isRequired)
    #expect(![Strength.strong, .medium, .weak].contains { $0.isRequired })
  }

  struct Creation: Sendable, CustomTestStringConvertible {
    let strong: Double, medium: Double, weak: Double, weight: Double
    let expected: Double
    var testDescription: String { "create(\(strong), \(medium), \(weak), w: \(weight)) = \(expected)" }
  }

  // value = clip(strong*w)*1e6 + clip(medium*w)*1e3 + clip(weak*w), each tier clipped to 0...1000.
  @Test(arguments: [
    Creation(strong: 0, medium: 0, weak: 1, weight: 1, expected: 1),
    Creation(strong: 0, medium: 1, weak: 0, weight: 1, expected: 1_000),
    Creation(strong: 1, medium: 0, weak: 0, weight: 1, expected: 1_000_000),
    Creation(strong: 1, medium: 0, weak: 0, weight: 4, expected: 4_000_000),
    Creation(strong: 1, medium: 1, weak: 0, weight: 1, expected: 1_001_000),
    Creation(strong: 0.5, medium: 2, weak: 3, weight: 2, expected: 1_004_006),
    Creation(strong: 1000, medium: 1000, weak: 1000, weight: 1, expected: 1_001_001_000),
    Creation(strong: 2000, medium: 0, weak: 0, weight: 1, expected: 1_000_000_000),
    Creation(strong: 0, medium: 5000, weak: 5000, weight: 1, expected: 1_001_000),
    Creation(strong: -1, medium: -1, weak: 5, weight: 1, expected: 5),
    Creation(strong: 1, medium: 1, weak: 1, weight: 0, expected: 0),
    Creation(strong: 1, medium: 1, weak: 1, weight: -3, expected: 0),
  ])
  func `three-tier creation follows kiwi's rule`(_ creation: Creation) {
    let strength = Strength(
      strong: creation.strong, medium: creation.medium, weak: creation.weak, weight: creation.weight)
    #expect(strength.value == creation.expected)
  }

  @Test func `created strengths order like kiwi's`() {
    #expect(Strength(strong: 0, medium: 0, weak: 1) < Strength(strong: 0, medium: 1, weak: 0))
    #expect(Strength(strong: 0, medium: 1, weak: 0) < Strength(strong: 1, medium: 0, weak: 0))
    #expect(Strength(strong: 1, medium: 0, weak: 0, weight: 1) < Strength(strong: 1, medium: 0, weak: 0, weight: 4))
    #expect(Strength(strong: 0, medium: 0, weak: 1) == .weak)
    #expect(Strength(strong: 1000, medium: 1000, weak: 1000) == .required)
  }

  @Test(arguments: [
    (2e9, 1_001_001_000.0), (Double.infinity, 1_001_001_000.0), (1_001_001_000.0, 1_001_001_000.0),
    (-5.0, 0.0), (-Double.infinity, 0.0), (0.0, 0.0), (750.0, 750.0), (1_001_000_999.0, 1_001_000_999.0),
  ])
  func `a custom strength is clipped to 0...required`(_ input: Double, _ expected: Double) {
    #expect(Strength(input).value == expected)
    #expect(Strength(input).isRequired == (expected == Strength.required.value))
    #expect(Strength(input).clipped.value == expected)
  }

  @Test func `literals make custom strengths`() {
    let integer: Strength = 750
    let floating: Strength = 2.5
    #expect(integer.value == 750)
    #expect(floating.value == 2.5)
    let huge: Strength = 5_000_000_000
    #expect(huge == .required)
  }

  @Test func `NaN is kept so that the solver can reject it`() {
    #expect(Strength(.nan).value.isNaN)
  }

  @Test func `descriptions name the named strengths and print others as numbers`() {
    #expect(Strength.required.description == "required")
    #expect(Strength.strong.description == "strong")
    #expect(Strength.medium.description == "medium")
    #expect(Strength.weak.description == "weak")
    #expect(Strength(750).description == "750")
    #expect(Strength(2.5).description == "2.5")
    #expect(Strength(3e9).description == "required")
  }
}

extension StrengthTests {
  // Found by the solver fuzzer: making the only constraint non-required removes it (the tableau starts
  // afresh) and adds it back; a constraint added afterwards must still be listed after it.
  @Test func `a constraint made non-required keeps its place before constraints added later`() throws {
    let x = Variable("x")
    let solver = Solver()
    let first = x == 0
    try solver.addConstraint(first)
    try solver.setStrength(Strength(7.5), of: first)
    let second = x == 0
    try solver.addConstraint(second)
    #expect(solver.constraints.map(ObjectIdentifier.init) == [first, second].map(ObjectIdentifier.init))
  }
}
