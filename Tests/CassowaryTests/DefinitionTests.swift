import Cassowary
import Testing

/// Suggested values whose dual simplex leaves the rows of many basic variables stale (the solver's
/// lazily updated definitions): every way of reading or changing the solver afterwards must see the
/// values and rows as if each row had been updated at every pivot.
///
/// The system: an edit variable `w` bounded by `w <= 50` (required), and twenty variables tied to it,
/// `x[i] == w + i`, either directly or as a chain `x[i] == x[i-1] + 1` (with `x[0] == w`). A suggestion
/// `v` therefore gives `w = min(v, 50)` and `x[i] = w + i`; every pivot of the suggestion involves a
/// symbol that all twenty rows hold.
@Suite struct DefinitionTests {
  enum Shape: CaseIterable, Sendable { case fan, chain }

  struct System {
    let solver = Solver()
    let w = Variable("w")
    let xs = (0..<20).map { Variable("x\($0)") }
    let bound: Constraint
    var constraints: [Constraint] = []

    init(_ shape: Shape, boundFirst: Bool = true) throws {
      bound = w <= 50
      if boundFirst { try solver.addConstraint(bound) }
      for (i, x) in xs.enumerated() {
        let constraint =
          switch shape {
          case .fan: x == w + Double(i)
          case .chain: i == 0 ? x == w : x == xs[i - 1] + 1
          }
        try solver.addConstraint(constraint)
        constraints.append(constraint)
      }
      if !boundFirst { try solver.addConstraint(bound) }
      try solver.addEditVariable(w, strength: .strong)
    }

    /// Checks `w = expected` and `x[i] = expected + i`.
    func expectValues(_ expected: Double, _ comment: Comment) {
      #expect(w.value.isApproximatelyEqual(to: expected), comment)
      for (i, x) in xs.enumerated() {
        #expect(x.value.isApproximatelyEqual(to: expected + Double(i)), "\(comment): x\(i)")
      }
    }
  }

  @Test(arguments: Shape.allCases, [true, false])
  func `suggestions past the bound and back give the specified values`(shape: Shape, boundFirst: Bool) throws {
    let system = try System(shape, boundFirst: boundFirst)
    for value in [100.0, 30, 70, 10, 55, 50, -20, 49.5] {
      try system.solver.suggestValue(system.w, value)
      system.solver.updateVariables()
      system.expectValues(Swift.min(value, 50), "suggest \(value)")
    }
  }

  @Test(arguments: Shape.allCases)
  func `values are right when read after several suggestions without updates`(shape: Shape) throws {
    let system = try System(shape)
    for value in [100.0, 30, 70, 10, 80] { try system.solver.suggestValue(system.w, value) }
    system.solver.updateVariables()
    system.expectValues(50, "after five suggestions")
  }

  @Test(arguments: Shape.allCases)
  func `a constraint added after suggestions sees every row up to date`(shape: Shape) throws {
    let system = try System(shape)
    try system.solver.suggestValue(system.w, 100)
    try system.solver.suggestValue(system.w, 30)
    // x[5] >= 45 means w >= 40.
    try system.solver.addConstraint(system.xs[5] >= 45)
    system.solver.updateVariables()
    system.expectValues(40, "x5 >= 45 with w suggested 30")
    try system.solver.suggestValue(system.w, 100)
    system.solver.updateVariables()
    system.expectValues(50, "then w suggested 100")
  }

  @Test(arguments: Shape.allCases)
  func `a constraint added after several reads of suggestions sees every row up to date`(shape: Shape) throws {
    // Reads evaluate stale definitions and refresh them only now and then: whatever a read left
    // stale, the add must see.
    let system = try System(shape)
    for value in [100.0, 30, 70, 10] {
      try system.solver.suggestValue(system.w, value)
      system.solver.updateVariables()
      system.expectValues(Swift.min(value, 50), "suggest \(value)")
    }
    // x[5] >= 45 means w >= 40.
    try system.solver.addConstraint(system.xs[5] >= 45)
    system.solver.updateVariables()
    system.expectValues(40, "x5 >= 45 with w suggested 10")
    try system.solver.removeConstraint(system.bound)
    try system.solver.suggestValue(system.w, 100)
    system.solver.updateVariables()
    system.expectValues(100, "unbounded, w suggested 100")
  }

  @Test(arguments: Shape.allCases)
  func `removing the bound after suggestions frees the edit variable`(shape: Shape) throws {
    let system = try System(shape)
    try system.solver.suggestValue(system.w, 100)
    system.solver.updateVariables()
    system.expectValues(50, "bounded")
    try system.solver.removeConstraint(system.bound)
    system.solver.updateVariables()
    system.expectValues(100, "unbounded")
    try system.solver.suggestValue(system.w, -7)
    system.solver.updateVariables()
    system.expectValues(-7, "suggest -7 unbounded")
  }

  @Test(arguments: Shape.allCases)
  func `a rejected constant change after suggestions keeps the solution`(shape: Shape) throws {
    let system = try System(shape)
    let floor = system.w >= 0
    try system.solver.addConstraint(floor)
    try system.solver.suggestValue(system.w, 100)
    try system.solver.suggestValue(system.w, 20)
    // `w >= 60` contradicts `w <= 50`.
    #expect(throws: SolverError.self) { try system.solver.setConstant(-60, of: floor) }
    system.solver.updateVariables()
    system.expectValues(20, "after the rejected change")
    try system.solver.suggestValue(system.w, 100)
    system.solver.updateVariables()
    system.expectValues(50, "then w suggested 100")
  }

  @Test(arguments: Shape.allCases)
  func `removing everything after suggestions leaves an empty solver`(shape: Shape) throws {
    let system = try System(shape)
    for value in [100.0, 30, 70] { try system.solver.suggestValue(system.w, value) }
    system.solver.updateVariables()
    try system.solver.removeConstraint(system.bound)
    for constraint in system.constraints.reversed() { try system.solver.removeConstraint(constraint) }
    try system.solver.removeEditVariable(system.w)
    #expect(system.solver.debugDescription == Solver().debugDescription)
  }

  @Test(arguments: Shape.allCases)
  func `the dump after suggestions is the dump of the same solver updated eagerly`(shape: Shape) throws {
    // Two solvers take the same suggestions; one reads its dump after each (which brings every row
    // up to date at once), the other only at the end: both dumps must give the same values.
    let stepwise = try System(shape), atOnce = try System(shape)
    for value in [100.0, 30, 70] {
      try stepwise.solver.suggestValue(stepwise.w, value)
      _ = stepwise.solver.debugDescription
      try atOnce.solver.suggestValue(atOnce.w, value)
    }
    stepwise.solver.updateVariables()
    atOnce.solver.updateVariables()
    stepwise.expectValues(50, "stepwise")
    atOnce.expectValues(50, "at once")
    #expect(stepwise.solver.debugDescription == atOnce.solver.debugDescription)
  }
}
