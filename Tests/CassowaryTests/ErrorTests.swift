import Cassowary
import Testing

/// Every `SolverError`, and the promise that a failed call leaves the solver exactly as it was:
/// same values after `updateVariables()`, same constraints, same `hasConstraint` and
/// `hasEditVariable`, same constants and strengths, same dump, and a later operation gives what it
/// gives on a twin solver that never saw the failed call.
@Suite struct ErrorTests {
  /// The paper's example with an edit at 60, a medium `y == 7`, a `xr == 120` weaker than weak
  /// and a constraint that is never added. With xm = 60, xl + xr = 120 and 20 <= xl <= 55; the
  /// weak xl == 90 (weight 1) outweighs xr == 120 (weight 0.5), so xl = 55, xr = 65.
  final class Fixture {
    let xl = Variable("xl"), xm = Variable("xm"), xr = Variable("xr"), y = Variable("y")
    let solver = Solver()
    let midpoint: Constraint, spacing: Constraint, upper: Constraint, lower: Constraint
    let preference: Constraint, soft: Constraint, wish: Constraint, outsider: Constraint

    init() throws {
      midpoint = xm * 2 == xl + xr
      spacing = xl + 10 <= xr
      upper = xr <= 100
      lower = xl >= 0
      preference = xl == 90 ~ .weak
      soft = y == 7 ~ .medium
      wish = xr == 120 ~ 0.5
      outsider = xl <= 50
      try solver.addConstraints([midpoint, spacing, upper, lower, preference, soft, wish])
      try solver.addEditVariable(xm, strength: .strong)
      try solver.suggestValue(xm, 60)
    }

    var variables: [Variable] { [xl, xm, xr, y] }
    var probes: [Constraint] { [midpoint, spacing, upper, lower, preference, soft, wish, outsider] }
    func snapshot() -> SolverSnapshot { SolverSnapshot(solver, variables: variables, probes: probes) }

    /// Operations after the failed call; their result must not depend on it.
    func followUp() throws {
      try solver.suggestValue(xm, 90)
      try solver.addConstraint(xr <= 97)
      try solver.setConstant(-98, of: upper)
      solver.updateVariables()
    }
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let act: @Sendable (Fixture) throws -> Void
    let matches: @Sendable (SolverError, Fixture) -> Bool
    var testDescription: String { name }
  }

  private static func conflict(_ error: SolverError, _ constraint: Constraint, _ expected: [Constraint]) -> Bool {
    guard case .unsatisfiableConstraint(let c, let conflicting) = error else { return false }
    return c === constraint && Set(conflicting.map(ObjectIdentifier.init)) == Set(expected.map(ObjectIdentifier.init))
      && conflicting.count == expected.count
  }

  private static func isConflict(_ error: SolverError, named description: String, _ expected: [Constraint]) -> Bool {
    guard case .unsatisfiableConstraint(let c, _) = error, c.description == description else { return false }
    return conflict(error, c, expected)
  }

  static let cases: [Case] = [
    Case(
      name: "adding a constraint twice", act: { try $0.solver.addConstraint($0.midpoint) },
      matches: { $0 == .duplicateConstraint($1.midpoint) }),
    Case(
      name: "adding a soft constraint twice", act: { try $0.solver.addConstraint($0.preference) },
      matches: { $0 == .duplicateConstraint($1.preference) }),
    Case(
      name: "removing a constraint never added", act: { try $0.solver.removeConstraint($0.outsider) },
      matches: { $0 == .unknownConstraint($1.outsider) }),
    Case(
      name: "setConstant of a constraint never added", act: { try $0.solver.setConstant(-10, of: $0.outsider) },
      matches: { $0 == .unknownConstraint($1.outsider) }),
    Case(
      name: "setStrength of a constraint never added", act: { try $0.solver.setStrength(.weak, of: $0.outsider) },
      matches: { $0 == .unknownConstraint($1.outsider) }),
    // xl >= 200 needs xr >= 210 (spacing) against xr <= 100 (upper).
    Case(
      name: "adding an unsatisfiable constraint", act: { f in try f.solver.addConstraint(f.xl >= 200) },
      matches: { e, f in isConflict(e, named: "xl >= 200 | required", [f.spacing, f.upper]) }),
    Case(
      name: "adding a batch whose second constraint is unsatisfiable",
      act: { f in try f.solver.addConstraints([f.y <= 1000, f.xl >= 200, f.y >= -1000]) },
      matches: { e, f in isConflict(e, named: "xl >= 200 | required", [f.spacing, f.upper]) }),
    Case(
      name: "adding a batch that holds one constraint twice",
      act: { f in
        let c: Constraint = f.y <= 1000
        let nonNegative: Constraint = f.y >= 0
        try f.solver.addConstraints([c, nonNegative, c])
      },
      matches: { e, _ in
        if case .duplicateConstraint(let c) = e { return c.description == "y <= 1000 | required" }
        return false
      }),
    Case(
      name: "adding a batch that holds a constraint already added",
      act: { f in try f.solver.addConstraints([f.y <= 1000, f.midpoint]) },
      matches: { $0 == .duplicateConstraint($1.midpoint) }),
    // xr <= 5 against xl >= 0 and xl + 10 <= xr.
    Case(
      name: "setConstant that makes the required constraints infeasible",
      act: { try $0.solver.setConstant(-5, of: $0.upper) },
      matches: { conflict($0, $1.upper, [$1.lower, $1.spacing]) }),
    // Required xr == 120 against xr <= 100.
    Case(
      name: "setStrength to required that cannot hold", act: { try $0.solver.setStrength(.required, of: $0.wish) },
      matches: { conflict($0, $1.wish, [$1.upper]) }),
    Case(
      name: "adding an edit variable twice", act: { try $0.solver.addEditVariable($0.xm, strength: .medium) },
      matches: { $0 == .duplicateEditVariable($1.xm) }),
    Case(
      name: "removing an unknown edit variable", act: { try $0.solver.removeEditVariable($0.xl) },
      matches: { $0 == .unknownEditVariable($1.xl) }),
    Case(
      name: "suggesting a value for an unknown edit variable", act: { try $0.solver.suggestValue($0.xl, 3) },
      matches: { $0 == .unknownEditVariable($1.xl) }),
    Case(
      name: "a required edit variable", act: { try $0.solver.addEditVariable($0.y, strength: .required) },
      matches: { e, _ in e == .badRequiredStrength }),
    Case(
      name: "an edit strength clipped to required",
      act: { try $0.solver.addEditVariable($0.y, strength: Strength(5e9)) },
      matches: { e, _ in e == .badRequiredStrength }),
    Case(
      name: "a NaN coefficient", act: { f in try f.solver.addConstraint(f.y * .nan <= 3) },
      matches: { e, _ in e == .nonFiniteValue }),
    Case(
      name: "an infinite coefficient",
      act: { f in try f.solver.addConstraint(Constraint(LinearExpression([Term(f.y, coefficient: .infinity)]), .equal))
      },
      matches: { e, _ in e == .nonFiniteValue }),
    Case(
      name: "an infinite constant", act: { f in try f.solver.addConstraint(f.y <= .infinity) },
      matches: { e, _ in e == .nonFiniteValue }),
    Case(
      name: "a NaN constant", act: { f in try f.solver.addConstraint(f.y + .nan >= 0 ~ .weak) },
      matches: { e, _ in e == .nonFiniteValue }),
    Case(
      name: "a constant too large to compute with",
      act: { f in try f.solver.addConstraint(f.y <= Double.greatestFiniteMagnitude ~ .medium) },
      matches: { e, _ in e == .nonFiniteValue }),
    Case(
      name: "a coefficient too large to compute with",
      act: { f in try f.solver.addConstraint(f.y * 1e301 >= 0) },
      matches: { e, _ in e == .nonFiniteValue }),
    Case(
      name: "a NaN strength", act: { f in try f.solver.addConstraint(f.y == 1 ~ Strength(.nan)) },
      matches: { e, _ in e == .nonFiniteValue }),
    Case(
      name: "a batch with a NaN constraint after a good one",
      act: { f in try f.solver.addConstraints([f.y <= 10, f.y * .nan <= 3]) },
      matches: { e, _ in e == .nonFiniteValue }),
    Case(
      name: "suggesting NaN", act: { try $0.solver.suggestValue($0.xm, .nan) },
      matches: { e, _ in e == .nonFiniteValue }),
    Case(
      name: "suggesting infinity", act: { try $0.solver.suggestValue($0.xm, .infinity) },
      matches: { e, _ in e == .nonFiniteValue }),
    Case(
      name: "suggesting minus infinity", act: { try $0.solver.suggestValue($0.xm, -.infinity) },
      matches: { e, _ in e == .nonFiniteValue }),
    Case(
      name: "setConstant to NaN", act: { try $0.solver.setConstant(.nan, of: $0.upper) },
      matches: { e, _ in e == .nonFiniteValue }),
    Case(
      name: "setConstant to infinity", act: { try $0.solver.setConstant(.infinity, of: $0.soft) },
      matches: { e, _ in e == .nonFiniteValue }),
    Case(
      name: "setStrength to NaN", act: { try $0.solver.setStrength(Strength(.nan), of: $0.preference) },
      matches: { e, _ in e == .nonFiniteValue }),
    Case(
      name: "an edit variable with a NaN strength",
      act: { try $0.solver.addEditVariable($0.y, strength: Strength(.nan)) },
      matches: { e, _ in e == .nonFiniteValue }),
  ]

  @Test(arguments: cases)
  func `a failed call throws the named error and changes nothing`(_ test: Case) throws {
    let fixture = try Fixture()
    let before = fixture.snapshot()
    do {
      try test.act(fixture)
      Issue.record("the call succeeded")
    } catch let error as SolverError {
      #expect(test.matches(error, fixture), "unexpected error: \(error)")
    }
    fixture.snapshot().expectUnchanged(from: before)
    // The failed call's own constraints are not in the solver.
    #expect(fixture.solver.constraints.count == 7)

    let twin = try Fixture()
    try fixture.followUp()
    try twin.followUp()
    for (a, b) in zip(fixture.variables, twin.variables) {
      #expect(
        a.value.isApproximatelyEqual(to: b.value), "after the follow-up \(a.name) = \(a.value), twin has \(b.value)")
    }
    // Follow-up by hand: xm = 90 gives xl 85, xr 95; xr <= 97 does not bind; upper becomes xr <= 98.
    #expect(
      fixture.xl.value.isApproximatelyEqual(to: 85) && fixture.xm.value.isApproximatelyEqual(to: 90)
        && fixture.xr.value.isApproximatelyEqual(to: 95))
    #expect(fixture.y.value.isApproximatelyEqual(to: 7))
  }

  @Test func `fixture values are the hand-derived ones`() throws {
    // See the fixture's comment: xl 55, xm 60, xr 65; the medium y == 7 holds.
    let fixture = try Fixture()
    fixture.solver.updateVariables()
    #expect(fixture.xl.value.isApproximatelyEqual(to: 55))
    #expect(fixture.xm.value.isApproximatelyEqual(to: 60))
    #expect(fixture.xr.value.isApproximatelyEqual(to: 65))
    #expect(fixture.y.value.isApproximatelyEqual(to: 7))
    for c in [fixture.midpoint, fixture.spacing, fixture.upper, fixture.lower] { #expect(c.holds(), "\(c)") }
  }

  @Test func `removing a constraint twice fails the second time and changes nothing`() throws {
    let fixture = try Fixture()
    try fixture.solver.removeConstraint(fixture.spacing)
    let before = fixture.snapshot()
    #expect(throws: SolverError.unknownConstraint(fixture.spacing)) {
      try fixture.solver.removeConstraint(fixture.spacing)
    }
    fixture.snapshot().expectUnchanged(from: before)
  }

  @Test func `a failed call on an empty solver leaves it empty`() throws {
    let x = Variable("x")
    let solver = Solver()
    let empty = Solver().debugDescription
    #expect(throws: SolverError.self) { try solver.addConstraint(x * 0 == 5) }
    #expect(throws: SolverError.self) { try solver.addConstraint(x == .nan) }
    #expect(throws: SolverError.unknownEditVariable(x)) { try solver.suggestValue(x, 1) }
    #expect(solver.constraints.isEmpty)
    #expect(solver.debugDescription == empty)
  }

  // After xl >= 200 was rejected, removing what it conflicted with lets it in: xl = 200 (weak
  // xl == 90 pulls it down to its bound), xr >= 210, and the strong edit xm = 60 pulls xm to its
  // smallest value (200 + 210) / 2 = 205.
  @Test func `a rejected constraint is accepted once its conflict is removed`() throws {
    let fixture = try Fixture()
    let high = fixture.xl >= 200
    #expect(throws: SolverError.self) { try fixture.solver.addConstraint(high) }
    try fixture.solver.removeConstraint(fixture.upper)
    try fixture.solver.addConstraint(high)
    fixture.solver.updateVariables()
    #expect(fixture.xl.value.isApproximatelyEqual(to: 200))
    #expect(fixture.xm.value.isApproximatelyEqual(to: 205))
    #expect(fixture.xr.value.isApproximatelyEqual(to: 210))
  }
}

extension SolverSnapshot {
  /// `before.expectUnchanged(self)`, read in the order of the test.
  func expectUnchanged(from before: SolverSnapshot, sourceLocation: SourceLocation = #_sourceLocation) {
    before.expectUnchanged(self, sourceLocation: sourceLocation)
  }
}
