import Cassowary
import Testing

/// Variables, terms and expressions as values: the behaviours of kiwi's `test_variable.py`,
/// `test_term.py` and `test_expression.py` (nucleic/kiwi `py/tests/`). Expected expressions are
/// given as their descriptions, which spell out the order of the terms, their coefficients and
/// the constant (terms keep the order they were written in).
@Suite struct ExpressionTests {
  @Test func `a variable has a name and reads 0 until solved`() {
    let foo = Variable("foo")
    #expect(foo.name == "foo")
    #expect(foo.description == "foo")
    #expect(foo.value == 0)
    let preset = Variable("bar", value: 12.5)
    #expect(preset.value == 12.5)
  }

  @Test func `a term holds its variable and coefficient`() {
    let foo = Variable("foo")
    let unit = Term(foo)
    #expect(unit.variable === foo && unit.coefficient == 1)
    let hundred = Term(foo, coefficient: 100)
    #expect(hundred.variable === foo && hundred.coefficient == 100)
    #expect(hundred.description == "100*foo")
    #expect((-Term(foo, coefficient: 10)).coefficient == -10)
    #expect((Term(foo, coefficient: 10) * 2).coefficient == 20)
    #expect((2 * Term(foo, coefficient: 10)).coefficient == 20)
    #expect((Term(foo, coefficient: 10) / 2).coefficient == 5)
    #expect((foo * 3).coefficient == 3 && (3 * foo).variable === foo)
    #expect((foo / 4).coefficient == 0.25)
    #expect((-foo).coefficient == -1)
  }

  @Test func `an expression keeps its terms in order and its constant`() {
    let foo = Variable("foo"), bar = Variable("bar"), aux = Variable("aux")
    let expression = LinearExpression([foo * 1, bar * 2, aux * 3], constant: 10)
    #expect(expression.terms.map(\.coefficient) == [1, 2, 3])
    #expect(
      expression.terms[0].variable === foo && expression.terms[1].variable === bar
        && expression.terms[2].variable === aux)
    #expect(expression.constant == 10)
    #expect(expression.description == "foo + 2*bar + 3*aux + 10")
    #expect(LinearExpression().description == "0")
    #expect(LinearExpression(constant: -2.5).description == "-2.5")
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let expected: String
    /// Builds the expression from `foo` and `bar`.
    let build: @Sendable (Variable, Variable) -> LinearExpression
    var testDescription: String { name }
  }

  // kiwi's fixtures: t = 10*foo, t2 = bar, e = t + 5, e2 = bar - 10.
  // Chunks of four: one array literal of closures is one expression for the type checker, and the
  // whole table at once took over 100 ms to check.
  static let arithmetic: [Case] =
    arithmetic0 + arithmetic1 + arithmetic2 + arithmetic3 + arithmetic4 + arithmetic5 + arithmetic6 + arithmetic7
  private static let arithmetic0: [Case] = [
    Case(name: "-e", expected: "-10*foo - 5") { foo, _ in -(foo * 10 + 5) },
    Case(name: "e * 2", expected: "20*foo + 10") { foo, _ in (foo * 10 + 5) * 2 },
    Case(name: "2 * e", expected: "20*foo + 10") { foo, _ in 2 * (foo * 10 + 5) },
    Case(name: "e / 2", expected: "5*foo + 2.5") { foo, _ in (foo * 10 + 5) / 2 },
  ]
  private static let arithmetic1: [Case] = [
    Case(name: "e + 2", expected: "10*foo + 7") { foo, _ in (foo * 10 + 5) + 2 },
    Case(name: "2 + e", expected: "10*foo + 7") { foo, _ in 2 + (foo * 10 + 5) },
    Case(name: "e + bar", expected: "10*foo + bar + 5") { foo, bar in (foo * 10 + 5) + bar },
    Case(name: "e + t2", expected: "10*foo + bar + 5") { foo, bar in (foo * 10 + 5) + Term(bar) },
  ]
  private static let arithmetic2: [Case] = [
    Case(name: "e + e2", expected: "10*foo + bar - 5") { foo, bar in (foo * 10 + 5) + (bar - 10) },
    Case(name: "e - 2", expected: "10*foo + 3") { foo, _ in (foo * 10 + 5) - 2 },
    Case(name: "2 - e", expected: "-10*foo - 3") { foo, _ in 2 - (foo * 10 + 5) },
    Case(name: "e - bar", expected: "10*foo - bar + 5") { foo, bar in (foo * 10 + 5) - bar },
  ]
  private static let arithmetic3: [Case] = [
    Case(name: "bar - e", expected: "bar - 10*foo - 5") { foo, bar in bar - (foo * 10 + 5) },
    Case(name: "e - t2", expected: "10*foo - bar + 5") { foo, bar in (foo * 10 + 5) - Term(bar) },
    Case(name: "t2 - e", expected: "bar - 10*foo - 5") { foo, bar in Term(bar) - (foo * 10 + 5) },
    Case(name: "e - e2", expected: "10*foo - bar + 15") { foo, bar in (foo * 10 + 5) - (bar - 10) },
  ]
  private static let arithmetic4: [Case] = [
    Case(name: "t + 2", expected: "10*foo + 2") { foo, _ in foo * 10 + 2 },
    Case(name: "2 + t", expected: "10*foo + 2") { foo, _ in 2 + foo * 10 },
    Case(name: "t + bar", expected: "10*foo + bar") { foo, bar in foo * 10 + bar },
    Case(name: "bar + t", expected: "bar + 10*foo") { foo, bar in bar + foo * 10 },
  ]
  private static let arithmetic5: [Case] = [
    Case(name: "t + t2", expected: "10*foo + bar") { foo, bar in foo * 10 + Term(bar) },
    Case(name: "t - 2", expected: "10*foo - 2") { foo, _ in foo * 10 - 2 },
    Case(name: "2 - t", expected: "-10*foo + 2") { foo, _ in 2 - foo * 10 },
    Case(name: "t - bar", expected: "10*foo - bar") { foo, bar in foo * 10 - bar },
  ]
  private static let arithmetic6: [Case] = [
    Case(name: "bar - t", expected: "bar - 10*foo") { foo, bar in bar - foo * 10 },
    Case(name: "t - t2", expected: "10*foo - bar") { foo, bar in foo * 10 - Term(bar) },
    Case(name: "foo + bar", expected: "foo + bar") { foo, bar in foo + bar },
    Case(name: "foo - bar", expected: "foo - bar") { foo, bar in foo - bar },
  ]
  private static let arithmetic7: [Case] = [
    Case(name: "foo + 1", expected: "foo + 1") { foo, _ in foo + 1 },
    Case(name: "1 - foo", expected: "-foo + 1") { foo, _ in 1 - foo },
    Case(name: "foo - foo keeps both terms", expected: "foo - foo") { foo, _ in foo - foo },
    Case(name: "(foo + bar) / 4", expected: "0.25*foo + 0.25*bar") { foo, bar in (foo + bar) / 4 },
  ]

  @Test(arguments: arithmetic)
  func `arithmetic builds the expected expression`(_ test: Case) {
    let expression = test.build(Variable("foo"), Variable("bar"))
    #expect(expression.description == test.expected)
  }

  @Test func `reduced merges terms of one variable and drops zero terms`() {
    let foo = Variable("foo"), bar = Variable("bar")
    let merged = (foo + bar * 2 + foo * 3 - 7).reduced
    #expect(merged.description == "4*foo + 2*bar - 7")
    #expect((foo - foo + 5).reduced.terms.isEmpty)
    #expect((foo - foo + 5).reduced.constant == 5)
    #expect(LinearExpression([Term(foo, coefficient: 0), Term(bar)]).reduced.description == "bar")
  }

  @Test func `an expression's value uses the variables' current values`() {
    let foo = Variable("foo", value: 3), bar = Variable("bar", value: -2)
    let expression = foo * 10 + bar - 4
    #expect(expression.value.isApproximatelyEqual(to: 24))
    #expect((foo * 2).value.isApproximatelyEqual(to: 6))
  }
}
