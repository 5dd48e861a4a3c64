import Cassowary
import Testing

/// `Constraint.violation`, which the differential tests and the benchmarks weigh into objectives: how
/// far the current values are from satisfying a constraint, on the wrong side only.
@Suite struct ConstraintViolationTests {
  @Test func `a violation is the distance on the wrong side and zero where the constraint holds`() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.addConstraint(x == 7)
    solver.updateVariables()
    #expect((x <= 5).violation == 2)
    #expect((x >= 5).violation == 0)
    #expect((x >= 9).violation == 2)
    #expect((x <= 9).violation == 0)
    #expect((x == 10).violation == 3)
    #expect((x == 4).violation == 3)
    #expect((x * 2 <= 10).violation == 4)
    #expect((x == 7 ~ .weak).violation == 0)
  }

  @Test func `a NaN value gives a NaN violation, not a satisfied constraint`() {
    let x = Variable("x")
    let nan = Constraint(x * 0 + Double.nan, .lessThanOrEqual)
    #expect(nan.violation.isNaN)
    #expect(Constraint(x * 0 + Double.nan, .greaterThanOrEqual).violation.isNaN)
    #expect(Constraint(x * 0 + Double.nan, .equal).violation.isNaN)
  }
}
