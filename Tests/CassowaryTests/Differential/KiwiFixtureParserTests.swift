import Cassowary
import Foundation
import Testing

/// The fixture reader and the replay's checks, on small hand-written systems whose answers follow from
/// the constraints themselves.
@Suite struct KiwiFixtureParserTests {
  // x0 >= 10 (required) and x0 == 5 (weak): x0 = 10, weak error 5. Then x1 as an edit variable
  // (strong) suggested 7, a conflicting required x0 <= 3 rejected, and the weak constraint removed.
  static let text = """
    # a comment
    S 42 plain 2 ok
    a + > R -10 0
    a + = W -5 0:1
    e + 1 S
    s + 1 7
    u 5 1 10 7
    a U < R -3 0
    r + 1
    k + 0 -12
    x + 1
    u 0 0
    S 43 numerics 3 unbounded
    a ? = 1.5e-4 2.5e5 0:-1e-4 2:3
    u ?
    """

  @Test func `reads systems, operations, outcomes and checkpoints`() throws {
    let systems = try KiwiFixtureParser.parse(Self.text, file: "inline")
    try #require(systems.count == 2)
    let first = systems[0]
    #expect(first.seed == 42 && first.regime == "plain" && first.variableCount == 2 && first.kiwiSolved)
    #expect(first.steps.count == 10)
    #expect(first.steps.map(\.outcome) == [.ok, .ok, .ok, .ok, .ok, .unsatisfiable, .ok, .ok, .ok, .ok])
    guard case .add(let id, let spec) = first.steps[1].operation else {
      Issue.record("step 1 is not an add")
      return
    }
    #expect(id == 1 && spec.relation == .equal && spec.strength == 1 && spec.constant == -5)
    #expect(spec.terms.count == 1 && spec.terms[0].variable == 0 && spec.terms[0].coefficient == 1)
    guard case .update(let checkpoint?) = first.steps[4].operation else {
      Issue.record("step 4 is not a recorded update")
      return
    }
    #expect(checkpoint.objective == 5 && checkpoint.uniqueValues == [10, 7])
    guard case .setConstant(0, -12) = first.steps[7].operation else {
      Issue.record("step 7 is not setConstant -12 of c0")
      return
    }
    #expect(first.steps[4].line == 7)

    let second = systems[1]
    #expect(!second.kiwiSolved && second.kiwiStatus == "unbounded")
    guard case .add(0, let numeric) = second.steps[0].operation else {
      Issue.record("the second system does not start with an add")
      return
    }
    #expect(numeric.strength == 1.5e-4 && numeric.constant == 2.5e5)
    #expect(numeric.terms.map(\.variable) == [0, 2] && numeric.terms.map(\.coefficient) == [-1e-4, 3])
    #expect(second.steps.map(\.outcome) == [.unrecorded, .unrecorded])
  }

  @Test func `rejects a variable index outside the system`() {
    #expect(throws: KiwiFixtureError.self) {
      try KiwiFixtureParser.parse("S 1 plain 2 ok\na + = W 0 2\n", file: "inline")
    }
  }

  @Test func `the replay agrees with a correct record`() throws {
    let systems = try KiwiFixtureParser.parse(Self.text, file: "inline")
    let report = KiwiReplay.run(systems[0])
    #expect(report.mismatches == [])
    #expect(report.comparedCheckpoints == 2 && report.comparedValueCheckpoints == 1)
  }

  @Test func `the replay reports a different answer, a worse objective and different values`() throws {
    let wrongOutcome = Self.text.replacingOccurrences(of: "a U < R -3 0", with: "a + < R -3 0")
    let wrongObjective = Self.text.replacingOccurrences(of: "u 5 1 10 7", with: "u 4 0")
    let wrongValues = Self.text.replacingOccurrences(of: "u 5 1 10 7", with: "u 5 1 10 8")
    for (text, expected) in [
      (wrongOutcome, "kiwi answered +, ours U"), (wrongObjective, "worse than kiwi's 4"),
      (wrongValues, "x1 = 7.0, kiwi 8.0"),
    ] {
      let report = KiwiReplay.run(try KiwiFixtureParser.parse(text, file: "inline")[0])
      #expect(report.mismatches.count == 1)
      #expect(report.mismatches.first?.contains(expected) == true, "\(report.mismatches)")
      #expect(report.mismatches.first?.contains("seed 42") == true)
    }
  }

  @Test func `the replay counts a mismatch listed in the errata instead of reporting it`() throws {
    let wrongOutcome = Self.text.replacingOccurrences(of: "a U < R -3 0", with: "a + < R -3 0")
    let system = try KiwiFixtureParser.parse(wrongOutcome, file: "inline")[0]
    let listed = KiwiReplay.run(system, errata: [KiwiReplay.Erratum(seed: 42, operation: 5, kind: .answer)])
    #expect(listed.mismatches == [] && listed.kiwiErrata == 1)
    let otherOperation = KiwiReplay.run(system, errata: [KiwiReplay.Erratum(seed: 42, operation: 4, kind: .answer)])
    #expect(otherOperation.mismatches.count == 1 && otherOperation.kiwiErrata == 0)
  }
}
