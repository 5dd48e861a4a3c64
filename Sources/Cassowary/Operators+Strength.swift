// `~` gives an expression or a constraint a strength. Its precedence is Anchorage's: above comparison
// and below addition, so `x == 90 ~ .weak` reads `x == (90 ~ .weak)` and `a == b + 8 ~ .strong`
// reads `a == ((b + 8) ~ .strong)`. The layout modules reuse this one declaration.

/// Anchorage's precedence for `~`: higher than comparison, lower than addition.
precedencegroup PriorityPrecedence {
  associativity: none
  higherThan: ComparisonPrecedence
  lowerThan: AdditionPrecedence
}

/// Applies a strength (in the layout modules, a priority).
infix operator ~ : PriorityPrecedence

/// The right-hand side of a relation together with the strength the constraint will have:
/// what `expression ~ strength` builds.
public struct StrengthenedExpression: Sendable {
  /// The right-hand side.
  public var expression: LinearExpression
  /// The strength of the constraint the relation builds.
  public var strength: Strength

  /// Creates `expression ~ strength`.
  public init(_ expression: LinearExpression, strength: Strength) {
    self.expression = expression
    self.strength = strength
  }
}

/// `expression ~ strength`
public func ~ (expression: LinearExpression, strength: Strength) -> StrengthenedExpression {
  StrengthenedExpression(expression, strength: strength)
}
/// `term ~ strength`
public func ~ (term: Term, strength: Strength) -> StrengthenedExpression {
  StrengthenedExpression(LinearExpression(term), strength: strength)
}
/// `variable ~ strength`
public func ~ (variable: Variable, strength: Strength) -> StrengthenedExpression {
  StrengthenedExpression(LinearExpression(variable), strength: strength)
}
/// `constant ~ strength`
public func ~ (constant: Double, strength: Strength) -> StrengthenedExpression {
  StrengthenedExpression(LinearExpression(constant: constant), strength: strength)
}

/// A new constraint with the same expression and relation and the given strength.
///
/// The result is a different constraint (constraints have identity); the original is unchanged.
public func ~ (constraint: Constraint, strength: Strength) -> Constraint {
  Constraint(constraint.expression, constraint.relation, strength: strength)
}
