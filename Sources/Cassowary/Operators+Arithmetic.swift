// The arithmetic of the constraint DSL: `+ - * /` and unary `-` among Double, Variable, Term and
// LinearExpression, ordered like kiwi's symbolics.h. Every operator builds a value; nothing is solved.

// MARK: - Multiplication and division by a constant

extension Variable {
  /// `coefficient * variable`
  public static func * (variable: Variable, coefficient: Double) -> Term { Term(variable, coefficient: coefficient) }
  /// `coefficient * variable`
  public static func * (coefficient: Double, variable: Variable) -> Term { Term(variable, coefficient: coefficient) }
  /// `variable / denominator`, that is `(1 / denominator) * variable`
  public static func / (variable: Variable, denominator: Double) -> Term {
    Term(variable, coefficient: 1 / denominator)
  }
  /// `-1 * variable`
  public static prefix func - (variable: Variable) -> Term { Term(variable, coefficient: -1) }
}

extension Term {
  /// The term scaled by a constant.
  public static func * (term: Term, factor: Double) -> Term {
    Term(term.variable, coefficient: term.coefficient * factor)
  }
  /// The term scaled by a constant.
  public static func * (factor: Double, term: Term) -> Term { term * factor }
  /// The term divided by a constant.
  public static func / (term: Term, denominator: Double) -> Term { term * (1 / denominator) }
  /// The negated term.
  public static prefix func - (term: Term) -> Term { term * -1 }
}

extension LinearExpression {
  /// Every term and the constant scaled by a constant.
  public static func * (expression: LinearExpression, factor: Double) -> LinearExpression {
    LinearExpression(expression.terms.map { $0 * factor }, constant: expression.constant * factor)
  }
  /// Every term and the constant scaled by a constant.
  public static func * (factor: Double, expression: LinearExpression) -> LinearExpression { expression * factor }
  /// Every term and the constant divided by a constant.
  public static func / (expression: LinearExpression, denominator: Double) -> LinearExpression {
    expression * (1 / denominator)
  }
  /// The negated expression.
  public static prefix func - (expression: LinearExpression) -> LinearExpression { expression * -1 }

  /// The sum of two expressions: their terms in order, and the sum of their constants.
  public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
  }
  /// The difference of two expressions.
  public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs + -rhs }
}

// MARK: - Sums and differences across the grid

extension LinearExpression {
  /// The sum, as a ``LinearExpression``.
  public static func + (lhs: LinearExpression, rhs: Term) -> LinearExpression { lhs + LinearExpression(rhs) }
  /// The difference, as a ``LinearExpression``.
  public static func - (lhs: LinearExpression, rhs: Term) -> LinearExpression { lhs - LinearExpression(rhs) }
  /// The sum, as a ``LinearExpression``.
  public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + LinearExpression(rhs) }
  /// The difference, as a ``LinearExpression``.
  public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs - LinearExpression(rhs) }
  /// The sum, as a ``LinearExpression``.
  public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    lhs + LinearExpression(constant: rhs)
  }
  /// The difference, as a ``LinearExpression``.
  public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    lhs - LinearExpression(constant: rhs)
  }
}

extension Term {
  /// The sum, as a ``LinearExpression``.
  public static func + (lhs: Term, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }
  /// The difference, as a ``LinearExpression``.
  public static func - (lhs: Term, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) - rhs }
  /// The sum, as a ``LinearExpression``.
  public static func + (lhs: Term, rhs: Term) -> LinearExpression { LinearExpression(lhs) + LinearExpression(rhs) }
  /// The difference, as a ``LinearExpression``.
  public static func - (lhs: Term, rhs: Term) -> LinearExpression { LinearExpression(lhs) - LinearExpression(rhs) }
  /// The sum, as a ``LinearExpression``.
  public static func + (lhs: Term, rhs: Variable) -> LinearExpression { LinearExpression(lhs) + LinearExpression(rhs) }
  /// The difference, as a ``LinearExpression``.
  public static func - (lhs: Term, rhs: Variable) -> LinearExpression { LinearExpression(lhs) - LinearExpression(rhs) }
  /// The sum, as a ``LinearExpression``.
  public static func + (lhs: Term, rhs: Double) -> LinearExpression {
    LinearExpression(lhs) + LinearExpression(constant: rhs)
  }
  /// The difference, as a ``LinearExpression``.
  public static func - (lhs: Term, rhs: Double) -> LinearExpression {
    LinearExpression(lhs) - LinearExpression(constant: rhs)
  }
}

extension Variable {
  /// The sum, as a ``LinearExpression``.
  public static func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }
  /// The difference, as a ``LinearExpression``.
  public static func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) - rhs }
  /// The sum, as a ``LinearExpression``.
  public static func + (lhs: Variable, rhs: Term) -> LinearExpression { LinearExpression(lhs) + LinearExpression(rhs) }
  /// The difference, as a ``LinearExpression``.
  public static func - (lhs: Variable, rhs: Term) -> LinearExpression { LinearExpression(lhs) - LinearExpression(rhs) }
  /// The sum, as a ``LinearExpression``.
  public static func + (lhs: Variable, rhs: Variable) -> LinearExpression {
    LinearExpression(lhs) + LinearExpression(rhs)
  }
  /// The difference, as a ``LinearExpression``.
  public static func - (lhs: Variable, rhs: Variable) -> LinearExpression {
    LinearExpression(lhs) - LinearExpression(rhs)
  }
  /// The sum, as a ``LinearExpression``.
  public static func + (lhs: Variable, rhs: Double) -> LinearExpression {
    LinearExpression(lhs) + LinearExpression(constant: rhs)
  }
  /// The difference, as a ``LinearExpression``.
  public static func - (lhs: Variable, rhs: Double) -> LinearExpression {
    LinearExpression(lhs) - LinearExpression(constant: rhs)
  }
}

extension LinearExpression {
  /// The sum, as a ``LinearExpression``.
  public static func + (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(constant: lhs) + rhs
  }
  /// The difference, as a ``LinearExpression``.
  public static func - (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(constant: lhs) - rhs
  }
}

extension Term {
  /// The sum, as a ``LinearExpression``.
  public static func + (lhs: Double, rhs: Term) -> LinearExpression {
    LinearExpression(constant: lhs) + LinearExpression(rhs)
  }
  /// The difference, as a ``LinearExpression``.
  public static func - (lhs: Double, rhs: Term) -> LinearExpression {
    LinearExpression(constant: lhs) - LinearExpression(rhs)
  }
}

extension Variable {
  /// The sum, as a ``LinearExpression``.
  public static func + (lhs: Double, rhs: Variable) -> LinearExpression {
    LinearExpression(constant: lhs) + LinearExpression(rhs)
  }
  /// The difference, as a ``LinearExpression``.
  public static func - (lhs: Double, rhs: Variable) -> LinearExpression {
    LinearExpression(constant: lhs) - LinearExpression(rhs)
  }
}
