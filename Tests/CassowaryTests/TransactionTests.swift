import Cassowary
import Testing

/// The rollback of a required constraint added through an artificial variable, in a tableau dense
/// enough that the objective is left unminimised between adds (which is when that route is taken),
/// after a removal freed symbol ids that the failed add reuses inside its transaction.
@Suite struct TransactionTests {
  /// 40 variables under 40 required inequalities that each hold all of them (so every slack row is
  /// 41 cells long), `x0 <= 50`, and a weak `xj == 10` for each; the weak `x39 == 10` is removed.
  final class DenseSystem {
    let variables = (0..<40).map { Variable("x\($0)") }
    let solver = Solver()
    let cap: Constraint

    init() throws {
      let count = variables.count
      for row in 0..<count {
        let terms = variables.enumerated().map { column, variable in
          Term(variable, coefficient: Double(1 + (row * 7 + column * 3) % 5))
        }
        try solver.addConstraint(LinearExpression(terms) <= Double(100 + row))
      }
      cap = variables[0] <= 50
      try solver.addConstraint(cap)
      var weak: [Constraint] = []
      for variable in variables {
        let wish = variable == 10 ~ .weak
        weak.append(wish)
        try solver.addConstraint(wish)
      }
      try solver.removeConstraint(weak[count - 1])
    }

    /// The values and the dump: the twins' constraints are different objects, so `SolverSnapshot`,
    /// which compares them by identity, does not apply.
    func state() -> (values: [Double], dump: String) {
      solver.updateVariables()
      return (variables.map(\.value), solver.debugDescription)
    }
  }

  @Test func `a rejected required equality leaves the dense solver as its twin`() throws {
    let system = try DenseSystem()
    let twin = try DenseSystem()
    let far = system.variables[0] == 1000
    #expect(throws: SolverError.unsatisfiableConstraint(far, conflicting: [system.cap])) {
      try system.solver.addConstraint(far)
    }
    let (values, dump) = system.state()
    #expect(values == twin.state().values)
    #expect(dump == twin.state().dump)

    // Later operations do not depend on the failed call either: x0 == 20 holds, and each variable's
    // value is its twin's.
    try system.solver.addConstraint(system.variables[0] == 20)
    try twin.solver.addConstraint(twin.variables[0] == 20)
    #expect(system.state().values == twin.state().values)
    #expect(system.state().dump == twin.state().dump)
    #expect(system.variables[0].value == 20)
  }
}
