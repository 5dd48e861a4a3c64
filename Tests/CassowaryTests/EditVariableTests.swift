import Cassowary
import Testing

/// Edit variables and suggested values: kiwi's semantics (an edit is a soft `v == suggestion`
/// constraint whose suggestion starts at 0), several edits at once, re-suggesting, and removal.
@Suite struct EditVariableTests {
  @Test func `an edit variable starts at the suggested value 0`() throws {
    let x = Variable("x", value: 42)
    let solver = Solver()
    try solver.addEditVariable(x, strength: .strong)
    solver.updateVariables()
    #expect(x.value.isApproximatelyEqual(to: 0))
  }

  @Test func `values change only when updateVariables is called`() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(x, 10)
    #expect(x.value == 0)
    solver.updateVariables()
    #expect(x.value.isApproximatelyEqual(to: 10))
  }

  @Test func `re-suggesting replaces the previous suggestion`() throws {
    let x = Variable("x"), y = Variable("y")
    let solver = Solver()
    try solver.addConstraint(y == x * 2 + 1)
    try solver.addEditVariable(x, strength: .strong)
    for value in [10.0, 20, -5, 20, 0.25, 1e5] {
      try solver.suggestValue(x, value)
      solver.updateVariables()
      #expect(x.value.isApproximatelyEqual(to: value))
      #expect(y.value.isApproximatelyEqual(to: value * 2 + 1))
    }
  }

  @Test func `suggesting the same value twice is harmless`() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.addEditVariable(x, strength: .medium)
    try solver.suggestValue(x, 7)
    try solver.suggestValue(x, 7)
    solver.updateVariables()
    #expect(x.value.isApproximatelyEqual(to: 7))
  }

  // Required x + y == 100 with a strong edit on x and a medium edit on y: suggesting x = 30 and
  // y = 90 cannot both hold; the strong one does, so y = 70. Swapping the strengths' roles by
  // suggesting a compatible pair makes both hold.
  @Test func `several edits hold together when they can, the stronger when they cannot`() throws {
    let x = Variable("x"), y = Variable("y")
    let solver = Solver()
    try solver.addConstraint(x + y == 100)
    try solver.addEditVariable(x, strength: .strong)
    try solver.addEditVariable(y, strength: .medium)
    try solver.suggestValue(x, 30)
    try solver.suggestValue(y, 90)
    solver.updateVariables()
    #expect(x.value.isApproximatelyEqual(to: 30))
    #expect(y.value.isApproximatelyEqual(to: 70))
    try solver.suggestValue(y, 60)
    try solver.suggestValue(x, 40)
    solver.updateVariables()
    #expect(x.value.isApproximatelyEqual(to: 40))
    #expect(y.value.isApproximatelyEqual(to: 60))
  }

  // A required bound clamps a suggestion, and the suggestion comes back when it is feasible again.
  @Test func `a required bound clamps a suggestion`() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.addConstraint(x <= 10)
    try solver.addConstraint(x >= -10)
    try solver.addEditVariable(x, strength: .strong)
    for (suggestion, expected) in [(20.0, 10.0), (5, 5), (-50, -10), (10, 10), (9.5, 9.5)] {
      try solver.suggestValue(x, suggestion)
      solver.updateVariables()
      #expect(x.value.isApproximatelyEqual(to: expected), "suggested \(suggestion)")
    }
  }

  // An edit's strength matters: a weak edit loses to a medium equality on the same variable.
  @Test func `a weak edit loses to a medium constraint`() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.addConstraint(x == 3 ~ .medium)
    try solver.addEditVariable(x, strength: .weak)
    try solver.suggestValue(x, 10)
    solver.updateVariables()
    #expect(x.value.isApproximatelyEqual(to: 3))
  }

  // Removing an edit variable removes its constraint: the weak x == 5 holds again.
  @Test func `removing an edit variable restores the solution without it`() throws {
    let x = Variable("x"), y = Variable("y")
    let solver = Solver()
    try solver.addConstraint(x == 5 ~ .weak)
    try solver.addConstraint(y == x + 1)
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(x, 50)
    solver.updateVariables()
    #expect(x.value.isApproximatelyEqual(to: 50) && y.value.isApproximatelyEqual(to: 51))
    try solver.removeEditVariable(x)
    #expect(!solver.hasEditVariable(x))
    solver.updateVariables()
    #expect(x.value.isApproximatelyEqual(to: 5) && y.value.isApproximatelyEqual(to: 6))
  }

  // After removal the variable can be an edit variable again, starting from 0 again.
  @Test func `an edit variable added again starts from 0 again`() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.addConstraint(x >= -100)
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(x, 50)
    try solver.removeEditVariable(x)
    try solver.addEditVariable(x, strength: .medium)
    solver.updateVariables()
    #expect(x.value.isApproximatelyEqual(to: 0))
  }

  @Test func `edit constraints are not listed among the constraints`() throws {
    let x = Variable("x")
    let solver = Solver()
    let bound = x <= 10
    try solver.addConstraint(bound)
    try solver.addEditVariable(x, strength: .strong)
    #expect(solver.constraints.count == 1)
    #expect(solver.constraints.first === bound)
  }

  // A variable that is only an edit variable is still solved; after its edit is removed it is in
  // no constraint and reads 0 after the next update.
  @Test func `a variable left in no constraint reads 0 after the edit goes`() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(x, 33)
    solver.updateVariables()
    #expect(x.value.isApproximatelyEqual(to: 33))
    try solver.removeEditVariable(x)
    solver.updateVariables()
    #expect(x.value.isApproximatelyEqual(to: 0))
  }

  // Removing the only edit variable must release everything it added, including its share of the
  // objective (the "no growth under churn").
  @Test func `removing the only edit variable returns the solver to empty`() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(x, 60)
    try solver.removeEditVariable(x)
    #expect(solver.debugDescription == Solver().debugDescription)
  }

  // A layout of kiwi's benchmark shape: a box of width w and left edge l in a window of width windowWidth
  // (edited), l >= 0, l + w <= windowWidth, w == 200 (strong), l == 20 (weak). Shrinking the window below
  // 220 pushes l to windowWidth - 200, and below 200 squeezes w.
  @Test(arguments: [(400.0, 20.0, 200.0), (210, 10, 200), (200, 0, 200), (150, 0, 150)])
  func `suggesting a window width resolves a box inside it`(_ window: Double, _ left: Double, _ width: Double) throws {
    let windowWidth = Variable("windowWidth"), l = Variable("l"), w = Variable("w")
    let solver = Solver()
    try solver.addConstraints([l >= 0, l + w <= windowWidth, w >= 0, w == 200 ~ .strong, l == 20 ~ .weak])
    // The window's edit (10e6) outweighs the box's strong width (1e6).
    try solver.addEditVariable(windowWidth, strength: Strength(strong: 1, medium: 0, weak: 0, weight: 10))
    try solver.suggestValue(windowWidth, window)
    solver.updateVariables()
    #expect(windowWidth.value.isApproximatelyEqual(to: window))
    #expect(l.value.isApproximatelyEqual(to: left))
    #expect(w.value.isApproximatelyEqual(to: width))
  }
}
