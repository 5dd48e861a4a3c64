import Cassowary
import Testing

/// The running example of Badros, Borning and Stuckey, "The Cassowary Linear Arithmetic Constraint
/// Solving Algorithm" (ACM TOCHI 2001): a midpoint `xm` between `xl` and `xr`, the two at least 10
/// apart, inside `0...100`. Every expected number below is derived by hand in the comments.
@Suite struct PaperExampleTests {
  /// The example's variables and required constraints, plus the weak `xl == 90`.
  final class Midpoint {
    let xl = Variable("xl"), xm = Variable("xm"), xr = Variable("xr")
    let solver = Solver()
    let midpoint: Constraint, spacing: Constraint, upper: Constraint, lower: Constraint
    let preference: Constraint

    init(withEdit: Bool = true) throws {
      midpoint = xm * 2 == xl + xr
      spacing = xl + 10 <= xr
      upper = xr <= 100
      lower = xl >= 0
      preference = xl == 90 ~ .weak
      try solver.addConstraint(midpoint)
      try solver.addConstraint(spacing)
      try solver.addConstraint(upper)
      try solver.addConstraint(lower)
      try solver.addConstraint(preference)
      if withEdit { try solver.addEditVariable(xm, strength: .strong) }
    }

    func expect(xl l: Double, xm m: Double, xr r: Double, sourceLocation: SourceLocation = #_sourceLocation) {
      solver.updateVariables()
      #expect(xl.value.isApproximatelyEqual(to: l), "xl = \(xl.value), expected \(l)", sourceLocation: sourceLocation)
      #expect(xm.value.isApproximatelyEqual(to: m), "xm = \(xm.value), expected \(m)", sourceLocation: sourceLocation)
      #expect(xr.value.isApproximatelyEqual(to: r), "xr = \(xr.value), expected \(r)", sourceLocation: sourceLocation)
    }
  }

  // The snippet, step by step.
  //
  // Suggesting xm = 60 (strong): the required constraints give xl + xr = 120, xr - xl >= 10 and
  // xr <= 100, that is 20 <= xl <= 55. The strong edit can hold exactly (moving xm by d would cost
  // 1e6*d and gain at most d on the weak preference), so the weak `xl == 90` pulls xl to the top
  // of its range: xl = 55, xr = 120 - 55 = 65. The cap xr <= 90 and then xr <= 80 do not bind
  // (xr = 65). Without the edit variable, xm is free and the weak preference holds: xl = 90; then
  // xr >= xl + 10 = 100 and xr <= 100 force xr = 100 and xm = 95.
  @Test func `the issue's snippet gives xl 55, xm 60, xr 65, then 90, 95, 100 without the edit`() throws {
    let example = try Midpoint()
    try example.solver.suggestValue(example.xm, 60)
    example.expect(xl: 55, xm: 60, xr: 65)

    let cap: Constraint = example.xr <= 90
    #expect(!example.solver.hasConstraint(cap))
    try example.solver.addConstraint(cap)
    #expect(example.solver.hasConstraint(cap))
    example.expect(xl: 55, xm: 60, xr: 65)
    try example.solver.setConstant(-80, of: cap)
    #expect(cap.expression.constant == -80)
    example.expect(xl: 55, xm: 60, xr: 65)
    try example.solver.removeConstraint(cap)
    #expect(!example.solver.hasConstraint(cap))
    example.expect(xl: 55, xm: 60, xr: 65)

    try example.solver.removeEditVariable(example.xm)
    #expect(!example.solver.hasEditVariable(example.xm))
    example.expect(xl: 90, xm: 95, xr: 100)

    example.solver.reset()
    #expect(example.solver.constraints.isEmpty)
    #expect(!example.solver.hasConstraint(example.midpoint))
  }

  struct Suggestion: Sendable, CustomTestStringConvertible {
    let xm: Double, expectedXL: Double, expectedXM: Double, expectedXR: Double
    var testDescription: String { "suggest xm = \(xm)" }
  }

  // For a suggested s, the required constraints allow xm in [5, 95]: xm = (xl + xr)/2 is smallest
  // with xl = 0, xr = 10 and largest with xr = 100, xl = 90. The strong edit puts xm at s clamped
  // to [5, 95]. Then xl + xr = 2*xm, xl <= xm - 5 (spacing) and xl >= 2*xm - 100 (xr <= 100); the
  // weak xl == 90 takes the largest xl, min(90, xm - 5), and xr = 2*xm - xl.
  @Test(arguments: [
    Suggestion(xm: 60, expectedXL: 55, expectedXM: 60, expectedXR: 65),
    Suggestion(xm: 50, expectedXL: 45, expectedXM: 50, expectedXR: 55),
    Suggestion(xm: 30, expectedXL: 25, expectedXM: 30, expectedXR: 35),
    Suggestion(xm: 90, expectedXL: 85, expectedXM: 90, expectedXR: 95),
    Suggestion(xm: 95, expectedXL: 90, expectedXM: 95, expectedXR: 100),
    Suggestion(xm: 100, expectedXL: 90, expectedXM: 95, expectedXR: 100),
    Suggestion(xm: 1000, expectedXL: 90, expectedXM: 95, expectedXR: 100),
    Suggestion(xm: 5, expectedXL: 0, expectedXM: 5, expectedXR: 10),
    Suggestion(xm: 3, expectedXL: 0, expectedXM: 5, expectedXR: 10),
    Suggestion(xm: -20, expectedXL: 0, expectedXM: 5, expectedXR: 10),
  ])
  func `suggesting xm moves xl and xr as the hand-derived optimum says`(_ suggestion: Suggestion) throws {
    let example = try Midpoint()
    try example.solver.suggestValue(example.xm, suggestion.xm)
    example.expect(xl: suggestion.expectedXL, xm: suggestion.expectedXM, xr: suggestion.expectedXR)
  }

  @Test func `a sequence of suggestions gives the same answers as each suggestion alone`() throws {
    // The optimum depends only on the current suggestion, not on the path that led to it.
    let example = try Midpoint()
    for (s, l, m, r) in [
      (60.0, 55.0, 60.0, 65.0), (90, 85, 90, 95), (3, 0, 5, 10), (100, 90, 95, 100), (60, 55, 60, 65),
    ] {
      try example.solver.suggestValue(example.xm, s)
      example.expect(xl: l, xm: m, xr: r)
    }
  }

  // Before any suggestion the edit constraint asks for xm == 0 (kiwi's initial suggested value).
  // The smallest feasible xm is 5 (xl = 0, xr = 10), and the strong edit wins over the weak
  // preference, so the solution is xl = 0, xm = 5, xr = 10.
  @Test func `an edit variable without a suggestion pulls xm toward 0`() throws {
    let example = try Midpoint()
    example.expect(xl: 0, xm: 5, xr: 10)
  }

  // With xm edited to 90 the free optimum is xl = 85, xr = 95 (see the table above).
  // Cap xr <= 90: xm <= (80 + 90)/2 = 85 because xl <= xr - 10, so the strong edit stops at 85,
  // which needs xr = 90 and xl = 80. Constant -80 (xr <= 80): xm <= 75, xl = 70, xr = 80.
  // Back to -90, then removing the cap, restores each earlier solution.
  @Test func `a cap on xr limits the edit, and its constant moves the limit`() throws {
    let example = try Midpoint()
    try example.solver.suggestValue(example.xm, 90)
    example.expect(xl: 85, xm: 90, xr: 95)
    let cap = example.xr <= 90
    try example.solver.addConstraint(cap)
    example.expect(xl: 80, xm: 85, xr: 90)
    try example.solver.setConstant(-80, of: cap)
    example.expect(xl: 70, xm: 75, xr: 80)
    try example.solver.setConstant(-90, of: cap)
    example.expect(xl: 80, xm: 85, xr: 90)
    try example.solver.removeConstraint(cap)
    example.expect(xl: 85, xm: 90, xr: 95)
  }

  // Without an edit variable and with the weak preference only, xl = 90 is reachable, and then
  // xr = 100 and xm = 95 are forced (as in the snippet after removing the edit).
  @Test func `without an edit variable the weak preference decides`() throws {
    let example = try Midpoint(withEdit: false)
    example.expect(xl: 90, xm: 95, xr: 100)
  }

  // The paper's stays: equal weak stays at xl = 90 and xr = 100, then xm edited to 50. Every split
  // with xl + xr = 100 and 0 <= xl <= 45 costs (90 - xl) + (100 - xr) = 90, so the optimum is not
  // unique; the paper accepts any of them. What must hold: xm = 50, the required constraints, and
  // the optimal weak cost 90.
  @Test func `equal-weight stays accept any optimal split but not a worse one`() throws {
    let xl = Variable("xl"), xm = Variable("xm"), xr = Variable("xr")
    let solver = Solver()
    let required = [xm * 2 == xl + xr, xl + 10 <= xr, xr <= 100, xl >= 0]
    try solver.addConstraints(required)
    try solver.addConstraint(xl == 90 ~ .weak)
    try solver.addConstraint(xr == 100 ~ .weak)
    try solver.addEditVariable(xm, strength: .strong)
    try solver.suggestValue(xm, 50)
    solver.updateVariables()
    #expect(xm.value.isApproximatelyEqual(to: 50))
    for constraint in required { #expect(constraint.holds(), "\(constraint) broken") }
    let cost = abs(xl.value - 90) + abs(xr.value - 100)
    #expect(cost.isApproximatelyEqual(to: 90), "weak cost \(cost), xl = \(xl.value), xr = \(xr.value)")
  }

  @Test func `the example's constraints read like the paper`() throws {
    let example = try Midpoint()
    #expect(example.midpoint.description == "2*xm - xl - xr == 0 | required")
    #expect(example.spacing.description == "xl - xr <= -10 | required")
    #expect(example.upper.description == "xr <= 100 | required")
    #expect(example.lower.description == "xl >= 0 | required")
    #expect(example.preference.description == "xl == 90 | weak")
    #expect(
      example.solver.constraints.map(ObjectIdentifier.init)
        == [
          example.midpoint, example.spacing, example.upper, example.lower, example.preference,
        ].map(ObjectIdentifier.init))
  }
}
