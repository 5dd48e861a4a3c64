import Cassowary
import Testing

/// `Solver._operationObserver`: every operation that changed the solver is reported once, after it
/// succeeded, in order; an operation that threw changed nothing and is not reported.
@Suite struct OperationObserverTests {
  /// The reported operations as short text, to compare in one expectation.
  final class Recorder {
    var lines: [String] = []

    func record(_ operation: SolverOperation) {
      switch operation {
      case .addConstraint(let constraint): lines.append("add \(constraint)")
      case .removeConstraint(let constraint): lines.append("remove \(constraint)")
      case .setConstant(let value, let constraint): lines.append("setConstant \(value) of \(constraint)")
      case .setStrength(let strength, let constraint): lines.append("setStrength \(strength) of \(constraint)")
      case .addEditVariable(let variable, let strength): lines.append("edit \(variable.name) \(strength)")
      case .removeEditVariable(let variable): lines.append("removeEdit \(variable.name)")
      case .suggestValue(let variable, let value): lines.append("suggest \(variable.name) \(value)")
      case .updateVariables: lines.append("update")
      case .reset: lines.append("reset")
      }
    }
  }

  @Test func reportsEachOperationAfterItSucceeds() throws {
    let solver = Solver()
    let recorder = Recorder()
    solver._operationObserver = recorder.record
    let x = Variable("x"), y = Variable("y")
    let low = x >= 10
    let pull = x == 50 ~ .weak
    try solver.addConstraints([low, pull])
    try solver.addEditVariable(y, strength: .strong)
    try solver.suggestValue(y, 3)
    try solver.setConstant(-20, of: low)
    try solver.setStrength(.medium, of: pull)
    solver.updateVariables()
    try solver.removeEditVariable(y)
    try solver.removeConstraint(pull)
    solver.reset()
    // Each line is written when the operation is reported: after it, with the constraint changed.
    #expect(
      recorder.lines == [
        "add x >= 10 | required", "add x == 50 | weak", "edit y strong", "suggest y 3.0",
        "setConstant -20.0 of x >= 20 | required", "setStrength medium of x == 50 | medium", "update",
        "removeEdit y", "remove x == 50 | medium", "reset",
      ])
    #expect(x.value == 50)
  }

  @Test func failedOperationsAreNotReported() throws {
    let solver = Solver()
    let recorder = Recorder()
    solver._operationObserver = recorder.record
    let x = Variable("x")
    let upper = x <= 10
    try solver.addConstraint(upper)
    #expect(throws: SolverError.self) { try solver.addConstraint(x >= 20) }
    #expect(throws: SolverError.self) { try solver.addConstraints([x >= 0, x >= 30]) }
    #expect(throws: SolverError.self) { try solver.suggestValue(x, 1) }
    #expect(throws: SolverError.self) { try solver.removeConstraint(x == 1) }
    #expect(recorder.lines == ["add \(upper)"])
  }

  @Test func nothingIsReportedOnceTheObserverIsRemoved() throws {
    let solver = Solver()
    let recorder = Recorder()
    solver._operationObserver = recorder.record
    let x = Variable("x")
    try solver.addConstraint(x == 1)
    solver._operationObserver = nil
    try solver.addConstraint(x >= 0)
    solver.updateVariables()
    #expect(recorder.lines.count == 1)
  }
}
