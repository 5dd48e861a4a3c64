import Cassowary
import Testing

/// The relation operators and `~`: what constraint each construction builds (normalised to
/// `lhs - rhs OP 0`, described with the constant moved to the right), and `~`'s precedence.
/// Ported in part from kiwi's `test_constraint.py`, `test_term.py` and `test_expression.py`.
@Suite struct OperatorTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let source: String
    let expected: String
    let build: @Sendable (_ x: Variable, _ y: Variable) -> Constraint
    var testDescription: String { source }
  }

  static let grid: [Case] = [
    // Variable on the left.
    Case(source: "x == y", expected: "x - y == 0 | required") { x, y in x == y },
    Case(source: "x <= 100", expected: "x <= 100 | required") { x, _ in x <= 100 },
    Case(source: "x >= 0", expected: "x >= 0 | required") { x, _ in x >= 0 },
    Case(source: "x <= y * 2", expected: "x - 2*y <= 0 | required") { x, y in x <= y * 2 },
    Case(source: "x >= y + 10", expected: "x - y >= 10 | required") { x, y in x >= y + 10 },
    // Term on the left.
    Case(source: "x * 2 == y", expected: "2*x - y == 0 | required") { x, y in x * 2 == y },
    Case(source: "x * 2 <= 7", expected: "2*x <= 7 | required") { x, _ in x * 2 <= 7 },
    Case(source: "x * 10 >= y * 20 + 1", expected: "10*x - 20*y >= 1 | required") { x, y in x * 10 >= y * 20 + 1 },
    Case(source: "-x == y", expected: "-x - y == 0 | required") { x, y in -x == y },
    // Expression on the left.
    Case(source: "x * 2 == x + y (the paper's midpoint)", expected: "2*x - x - y == 0 | required") { x, y in
      x * 2 == x + y
    },
    Case(source: "x + 10 <= y", expected: "x - y <= -10 | required") { x, y in x + 10 <= y },
    Case(source: "x * 10 + 5 >= y - 10", expected: "10*x - y >= -15 | required") { x, y in x * 10 + 5 >= y - 10 },
    Case(source: "2 * x + 3 >= y / 2 - 1", expected: "2*x - 0.5*y >= -4 | required") { x, y in 2 * x + 3 >= y / 2 - 1 },
    Case(source: "(x + 1) * 2 <= 4", expected: "2*x <= 2 | required") { x, _ in (x + 1) * 2 <= 4 },
    Case(source: "(x + 4) / 2 >= 1", expected: "0.5*x >= -1 | required") { x, _ in (x + 4) / 2 >= 1 },
    Case(source: "x - x == 0", expected: "x - x == 0 | required") { x, _ in x - x == 0 },
    // Double on the left.
    Case(source: "10 <= x", expected: "-x <= -10 | required") { x, _ in 10 <= x },
    Case(source: "100 == x", expected: "-x == -100 | required") { x, _ in 100 == x },
    Case(source: "0 >= x * 3", expected: "-3*x >= 0 | required") { x, _ in 0 >= x * 3 },
    Case(source: "5 <= x + y", expected: "-x - y <= -5 | required") { x, y in 5 <= x + y },
    // Strengths with `~`.
    Case(source: "x == 90 ~ .weak", expected: "x == 90 | weak") { x, _ in x == 90 ~ .weak },
    Case(source: "x <= y + 8 ~ .strong", expected: "x - y <= 8 | strong") { x, y in x <= y + 8 ~ .strong },
    Case(source: "x * 2 >= y ~ .medium", expected: "2*x - y >= 0 | medium") { x, y in x * 2 >= y ~ .medium },
    Case(source: "x + 1 == y * 3 ~ 750", expected: "x - 3*y == -1 | 750") { x, y in x + 1 == y * 3 ~ 750 },
    Case(source: "5 <= x ~ .required", expected: "-x <= -5 | required") { x, _ in 5 <= x ~ .required },
    Case(source: "x == 3 ~ Strength(strong: 1, medium: 1, weak: 0)", expected: "x == 3 | 1001000") { x, _ in
      x == 3 ~ Strength(strong: 1, medium: 1, weak: 0)
    },
    Case(source: "(x <= 5) ~ .medium", expected: "x <= 5 | medium") { x, _ in (x <= 5) ~ .medium },
  ]

  @Test(arguments: grid)
  func `each construction builds the normalised constraint`(_ test: Case) {
    let constraint = test.build(Variable("x"), Variable("y"))
    #expect(constraint.description == test.expected)
  }

  @Test func `the relation and the normalised expression are exposed`() {
    let x = Variable("x"), y = Variable("y")
    let c = x * 10 + 5 <= y - 10
    #expect(c.relation == .lessThanOrEqual)
    #expect(c.strength == .required)
    #expect(c.expression.constant == 15)
    #expect(c.expression.terms.count == 2)
    #expect(c.expression.terms[0].variable === x && c.expression.terms[0].coefficient == 10)
    #expect(c.expression.terms[1].variable === y && c.expression.terms[1].coefficient == -1)
    #expect((x == y).relation == .equal)
    #expect((x >= y).relation == .greaterThanOrEqual)
  }

  @Test(arguments: [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
  func `the initializer builds a required constraint unless told otherwise`(_ relation: Relation) {
    let foo = Variable("foo")
    let c = Constraint(foo + 1, relation)
    #expect(c.strength == .required && c.relation == relation)
    #expect(c.expression.constant == 1 && c.expression.terms.count == 1)
    #expect(c.expression.terms[0].variable === foo && c.expression.terms[0].coefficient == 1)
    #expect(c.description == "foo \(relation) -1 | required")
    for strength in [Strength.weak, .medium, .strong, .required] {
      #expect(Constraint(foo + 1, relation, strength: strength).strength == strength)
    }
  }

  // `~` binds tighter than the comparison and looser than the addition, so the right-hand side
  // `90 ~ .weak` is the whole of `90`, and `y + 8 ~ .strong` is the whole of `y + 8`.
  @Test func `tilde applies to the whole right-hand side and gives the constraint its strength`() {
    let x = Variable("x"), y = Variable("y")
    let weak = x == 90 ~ .weak
    #expect(weak.strength == .weak)
    #expect(weak.expression.constant == -90)
    let strong = x <= y + 8 ~ .strong
    #expect(strong.strength == .strong)
    #expect(strong.expression.constant == -8)
    #expect(strong.expression.terms.map(\.coefficient) == [1, -1])
  }

  @Test func `tilde on a constraint copies it with a new strength and a new identity`() {
    let x = Variable("x")
    let original = x <= 5
    let weak = (original) ~ .weak
    #expect(weak !== original)
    #expect(weak != original)
    #expect(weak.strength == .weak)
    #expect(original.strength == .required)
    #expect(weak.relation == original.relation)
    #expect(weak.expression.description == original.expression.description)
    #expect(weak.expression.constant == original.expression.constant)
    let custom = original ~ Strength(strong: 1, medium: 1, weak: 0)
    #expect(custom.strength.value == 1_001_000)
  }

  @Test func `constraints are equal and hash alike only when they are the same object`() {
    let x = Variable("x")
    let a = x <= 5, b = x <= 5
    #expect(a == a)
    #expect(a != b)
    #expect(Set([a, b, a]).count == 2)
  }
}
