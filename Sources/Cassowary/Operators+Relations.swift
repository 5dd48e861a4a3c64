// The relations of the constraint DSL: `==`, `<=` and `>=` between any two of Double, Variable, Term
// and LinearExpression (not two Doubles) build a required Constraint on `lhs - rhs`; with a
// StrengthenedExpression (`rhs ~ strength`) on the right they build one of that strength.

extension Constraint {
  @usableFromInline
  static func build(
    _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, _ strength: Strength = .required
  ) -> Constraint {
    Constraint(lhs - rhs, relation, strength: strength)
  }
}

extension LinearExpression {
  /// A required constraint `lhs == rhs`.
  public static func == (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { .build(lhs, .equal, rhs) }
  /// A required constraint `lhs <= rhs`.
  public static func <= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
    .build(lhs, .lessThanOrEqual, rhs)
  }
  /// A required constraint `lhs >= rhs`.
  public static func >= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
    .build(lhs, .greaterThanOrEqual, rhs)
  }
  /// A required constraint `lhs == rhs`.
  public static func == (lhs: LinearExpression, rhs: Term) -> Constraint { .build(lhs, .equal, LinearExpression(rhs)) }
  /// A required constraint `lhs <= rhs`.
  public static func <= (lhs: LinearExpression, rhs: Term) -> Constraint {
    .build(lhs, .lessThanOrEqual, LinearExpression(rhs))
  }
  /// A required constraint `lhs >= rhs`.
  public static func >= (lhs: LinearExpression, rhs: Term) -> Constraint {
    .build(lhs, .greaterThanOrEqual, LinearExpression(rhs))
  }
  /// A required constraint `lhs == rhs`.
  public static func == (lhs: LinearExpression, rhs: Variable) -> Constraint {
    .build(lhs, .equal, LinearExpression(rhs))
  }
  /// A required constraint `lhs <= rhs`.
  public static func <= (lhs: LinearExpression, rhs: Variable) -> Constraint {
    .build(lhs, .lessThanOrEqual, LinearExpression(rhs))
  }
  /// A required constraint `lhs >= rhs`.
  public static func >= (lhs: LinearExpression, rhs: Variable) -> Constraint {
    .build(lhs, .greaterThanOrEqual, LinearExpression(rhs))
  }
  /// A required constraint `lhs == rhs`.
  public static func == (lhs: LinearExpression, rhs: Double) -> Constraint {
    .build(lhs, .equal, LinearExpression(constant: rhs))
  }
  /// A required constraint `lhs <= rhs`.
  public static func <= (lhs: LinearExpression, rhs: Double) -> Constraint {
    .build(lhs, .lessThanOrEqual, LinearExpression(constant: rhs))
  }
  /// A required constraint `lhs >= rhs`.
  public static func >= (lhs: LinearExpression, rhs: Double) -> Constraint {
    .build(lhs, .greaterThanOrEqual, LinearExpression(constant: rhs))
  }
  /// `lhs == rhs.expression` with `rhs`'s strength.
  public static func == (lhs: LinearExpression, rhs: StrengthenedExpression) -> Constraint {
    .build(lhs, .equal, rhs.expression, rhs.strength)
  }
  /// `lhs <= rhs.expression` with `rhs`'s strength.
  public static func <= (lhs: LinearExpression, rhs: StrengthenedExpression) -> Constraint {
    .build(lhs, .lessThanOrEqual, rhs.expression, rhs.strength)
  }
  /// `lhs >= rhs.expression` with `rhs`'s strength.
  public static func >= (lhs: LinearExpression, rhs: StrengthenedExpression) -> Constraint {
    .build(lhs, .greaterThanOrEqual, rhs.expression, rhs.strength)
  }
}

extension Term {
  /// A required constraint `lhs == rhs`.
  public static func == (lhs: Term, rhs: LinearExpression) -> Constraint { .build(LinearExpression(lhs), .equal, rhs) }
  /// A required constraint `lhs <= rhs`.
  public static func <= (lhs: Term, rhs: LinearExpression) -> Constraint {
    .build(LinearExpression(lhs), .lessThanOrEqual, rhs)
  }
  /// A required constraint `lhs >= rhs`.
  public static func >= (lhs: Term, rhs: LinearExpression) -> Constraint {
    .build(LinearExpression(lhs), .greaterThanOrEqual, rhs)
  }
  /// A required constraint `lhs == rhs`.
  public static func == (lhs: Term, rhs: Term) -> Constraint {
    .build(LinearExpression(lhs), .equal, LinearExpression(rhs))
  }
  /// A required constraint `lhs <= rhs`.
  public static func <= (lhs: Term, rhs: Term) -> Constraint {
    .build(LinearExpression(lhs), .lessThanOrEqual, LinearExpression(rhs))
  }
  /// A required constraint `lhs >= rhs`.
  public static func >= (lhs: Term, rhs: Term) -> Constraint {
    .build(LinearExpression(lhs), .greaterThanOrEqual, LinearExpression(rhs))
  }
  /// A required constraint `lhs == rhs`.
  public static func == (lhs: Term, rhs: Variable) -> Constraint {
    .build(LinearExpression(lhs), .equal, LinearExpression(rhs))
  }
  /// A required constraint `lhs <= rhs`.
  public static func <= (lhs: Term, rhs: Variable) -> Constraint {
    .build(LinearExpression(lhs), .lessThanOrEqual, LinearExpression(rhs))
  }
  /// A required constraint `lhs >= rhs`.
  public static func >= (lhs: Term, rhs: Variable) -> Constraint {
    .build(LinearExpression(lhs), .greaterThanOrEqual, LinearExpression(rhs))
  }
  /// A required constraint `lhs == rhs`.
  public static func == (lhs: Term, rhs: Double) -> Constraint {
    .build(LinearExpression(lhs), .equal, LinearExpression(constant: rhs))
  }
  /// A required constraint `lhs <= rhs`.
  public static func <= (lhs: Term, rhs: Double) -> Constraint {
    .build(LinearExpression(lhs), .lessThanOrEqual, LinearExpression(constant: rhs))
  }
  /// A required constraint `lhs >= rhs`.
  public static func >= (lhs: Term, rhs: Double) -> Constraint {
    .build(LinearExpression(lhs), .greaterThanOrEqual, LinearExpression(constant: rhs))
  }
  /// `lhs == rhs.expression` with `rhs`'s strength.
  public static func == (lhs: Term, rhs: StrengthenedExpression) -> Constraint {
    .build(LinearExpression(lhs), .equal, rhs.expression, rhs.strength)
  }
  /// `lhs <= rhs.expression` with `rhs`'s strength.
  public static func <= (lhs: Term, rhs: StrengthenedExpression) -> Constraint {
    .build(LinearExpression(lhs), .lessThanOrEqual, rhs.expression, rhs.strength)
  }
  /// `lhs >= rhs.expression` with `rhs`'s strength.
  public static func >= (lhs: Term, rhs: StrengthenedExpression) -> Constraint {
    .build(LinearExpression(lhs), .greaterThanOrEqual, rhs.expression, rhs.strength)
  }
}

extension Variable {
  /// A required constraint `lhs == rhs`.
  public static func == (lhs: Variable, rhs: LinearExpression) -> Constraint {
    .build(LinearExpression(lhs), .equal, rhs)
  }
  /// A required constraint `lhs <= rhs`.
  public static func <= (lhs: Variable, rhs: LinearExpression) -> Constraint {
    .build(LinearExpression(lhs), .lessThanOrEqual, rhs)
  }
  /// A required constraint `lhs >= rhs`.
  public static func >= (lhs: Variable, rhs: LinearExpression) -> Constraint {
    .build(LinearExpression(lhs), .greaterThanOrEqual, rhs)
  }
  /// A required constraint `lhs == rhs`.
  public static func == (lhs: Variable, rhs: Term) -> Constraint {
    .build(LinearExpression(lhs), .equal, LinearExpression(rhs))
  }
  /// A required constraint `lhs <= rhs`.
  public static func <= (lhs: Variable, rhs: Term) -> Constraint {
    .build(LinearExpression(lhs), .lessThanOrEqual, LinearExpression(rhs))
  }
  /// A required constraint `lhs >= rhs`.
  public static func >= (lhs: Variable, rhs: Term) -> Constraint {
    .build(LinearExpression(lhs), .greaterThanOrEqual, LinearExpression(rhs))
  }
  /// A required constraint `lhs == rhs`.
  public static func == (lhs: Variable, rhs: Variable) -> Constraint {
    .build(LinearExpression(lhs), .equal, LinearExpression(rhs))
  }
  /// A required constraint `lhs <= rhs`.
  public static func <= (lhs: Variable, rhs: Variable) -> Constraint {
    .build(LinearExpression(lhs), .lessThanOrEqual, LinearExpression(rhs))
  }
  /// A required constraint `lhs >= rhs`.
  public static func >= (lhs: Variable, rhs: Variable) -> Constraint {
    .build(LinearExpression(lhs), .greaterThanOrEqual, LinearExpression(rhs))
  }
  /// A required constraint `lhs == rhs`.
  public static func == (lhs: Variable, rhs: Double) -> Constraint {
    .build(LinearExpression(lhs), .equal, LinearExpression(constant: rhs))
  }
  /// A required constraint `lhs <= rhs`.
  public static func <= (lhs: Variable, rhs: Double) -> Constraint {
    .build(LinearExpression(lhs), .lessThanOrEqual, LinearExpression(constant: rhs))
  }
  /// A required constraint `lhs >= rhs`.
  public static func >= (lhs: Variable, rhs: Double) -> Constraint {
    .build(LinearExpression(lhs), .greaterThanOrEqual, LinearExpression(constant: rhs))
  }
  /// `lhs == rhs.expression` with `rhs`'s strength.
  public static func == (lhs: Variable, rhs: StrengthenedExpression) -> Constraint {
    .build(LinearExpression(lhs), .equal, rhs.expression, rhs.strength)
  }
  /// `lhs <= rhs.expression` with `rhs`'s strength.
  public static func <= (lhs: Variable, rhs: StrengthenedExpression) -> Constraint {
    .build(LinearExpression(lhs), .lessThanOrEqual, rhs.expression, rhs.strength)
  }
  /// `lhs >= rhs.expression` with `rhs`'s strength.
  public static func >= (lhs: Variable, rhs: StrengthenedExpression) -> Constraint {
    .build(LinearExpression(lhs), .greaterThanOrEqual, rhs.expression, rhs.strength)
  }
}

extension LinearExpression {
  /// A required constraint `lhs == rhs`.
  public static func == (lhs: Double, rhs: LinearExpression) -> Constraint {
    .build(LinearExpression(constant: lhs), .equal, rhs)
  }
  /// A required constraint `lhs <= rhs`.
  public static func <= (lhs: Double, rhs: LinearExpression) -> Constraint {
    .build(LinearExpression(constant: lhs), .lessThanOrEqual, rhs)
  }
  /// A required constraint `lhs >= rhs`.
  public static func >= (lhs: Double, rhs: LinearExpression) -> Constraint {
    .build(LinearExpression(constant: lhs), .greaterThanOrEqual, rhs)
  }
}

extension Term {
  /// A required constraint `lhs == rhs`.
  public static func == (lhs: Double, rhs: Term) -> Constraint {
    .build(LinearExpression(constant: lhs), .equal, LinearExpression(rhs))
  }
  /// A required constraint `lhs <= rhs`.
  public static func <= (lhs: Double, rhs: Term) -> Constraint {
    .build(LinearExpression(constant: lhs), .lessThanOrEqual, LinearExpression(rhs))
  }
  /// A required constraint `lhs >= rhs`.
  public static func >= (lhs: Double, rhs: Term) -> Constraint {
    .build(LinearExpression(constant: lhs), .greaterThanOrEqual, LinearExpression(rhs))
  }
}

extension Variable {
  /// A required constraint `lhs == rhs`.
  public static func == (lhs: Double, rhs: Variable) -> Constraint {
    .build(LinearExpression(constant: lhs), .equal, LinearExpression(rhs))
  }
  /// A required constraint `lhs <= rhs`.
  public static func <= (lhs: Double, rhs: Variable) -> Constraint {
    .build(LinearExpression(constant: lhs), .lessThanOrEqual, LinearExpression(rhs))
  }
  /// A required constraint `lhs >= rhs`.
  public static func >= (lhs: Double, rhs: Variable) -> Constraint {
    .build(LinearExpression(constant: lhs), .greaterThanOrEqual, LinearExpression(rhs))
  }
}

extension StrengthenedExpression {
  /// `lhs == rhs.expression` with `rhs`'s strength.
  public static func == (lhs: Double, rhs: StrengthenedExpression) -> Constraint {
    .build(LinearExpression(constant: lhs), .equal, rhs.expression, rhs.strength)
  }
  /// `lhs <= rhs.expression` with `rhs`'s strength.
  public static func <= (lhs: Double, rhs: StrengthenedExpression) -> Constraint {
    .build(LinearExpression(constant: lhs), .lessThanOrEqual, rhs.expression, rhs.strength)
  }
  /// `lhs >= rhs.expression` with `rhs`'s strength.
  public static func >= (lhs: Double, rhs: StrengthenedExpression) -> Constraint {
    .build(LinearExpression(constant: lhs), .greaterThanOrEqual, rhs.expression, rhs.strength)
  }
}
