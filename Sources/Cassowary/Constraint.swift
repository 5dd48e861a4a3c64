/// A linear relation between expressions, with a strength: `expression OP 0`.
///
/// Built by `==`, `<=` and `>=` between `Double`, ``Variable``, ``Term`` and ``LinearExpression``;
/// the two sides are normalised to one expression, `lhs - rhs`, compared with zero. A constraint is a
/// reference with identity: the same object is what ``Solver/addConstraint(_:)``,
/// ``Solver/removeConstraint(_:)`` and ``Solver/hasConstraint(_:)`` recognise, and two constraints
/// built from the same text are different constraints.
///
/// `Constraint` is `Sendable`: its terms and relation never change, so it can be built anywhere and
/// handed to the task or thread where its solver works. The constant and strength change only through
/// ``Solver/setConstant(_:of:)`` and ``Solver/setStrength(_:of:)``, in the solver's own task or thread
/// (a ``Solver`` is not `Sendable`); read them there, or after whatever handed the solver's work over.
/// A constraint held by solvers on several threads must not have them changed while another of those
/// solvers uses it.
public final class Constraint: @unchecked Sendable {
  // `@unchecked Sendable` over plain stored values, for the reasons given on `Variable`: the standard
  // library alone has no atomics or locks before iOS 18 / macOS 15, and every write comes from a solver
  // confined to one isolation domain.

  private let terms: [Term]

  /// How the expression compares with zero.
  public let relation: Relation

  /// The normalised expression, `lhs - rhs`.
  ///
  /// ``Solver/setConstant(_:of:)`` changes its ``LinearExpression/constant``; every solver the
  /// constraint is added to later uses the new constant.
  public var expression: LinearExpression {
    LinearExpression(terms, constant: constant)
  }

  /// The constant of ``expression`` (read by every refinement pass: no runtime exclusivity checks, the
  /// one writer being confined as `Variable`'s is).
  @exclusivity(unchecked) var constant: Double

  /// The terms of ``expression``, for the layout engine's translation: read without building a
  /// `LinearExpression` (which retains and releases the terms for a read of the constant).
  package var _terms: [Term] { terms }

  /// The constant of ``expression``, read without building a `LinearExpression`.
  package var _constant: Double { constant }

  /// The constraint's strength. ``Solver/setStrength(_:of:)`` changes it.
  @exclusivity(unchecked) public internal(set) var strength: Strength

  /// Creates `expression relation 0` with a strength.
  public init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required) {
    self.terms = expression.terms
    self.constant = expression.constant
    self.strength = strength
    self.relation = relation
  }

  /// How far the variables' current values are from satisfying the constraint: 0 when it holds, else
  /// the distance of ``expression`` from zero on the wrong side (NaN if a value is NaN). Weighed by the
  /// strengths, the soft constraints' violations sum to the objective a solve minimises, which is what
  /// the differential tests and the benchmarks compare.
  package var violation: Double {
    let value = expression.value
    // `max(value, 0)` keeps a NaN `value` (the standard library's `max` returns its first argument
    // when the comparison fails).
    switch relation {
    case .equal: return abs(value)
    case .lessThanOrEqual: return max(value, 0)
    case .greaterThanOrEqual: return max(-value, 0)
    }
  }

  /// Whether the constraint holds, within `tolerance`, for the variables' current values.
  public func isSatisfied(tolerance: Double = 1e-6) -> Bool {
    let value = expression.value
    switch relation {
    case .equal: return abs(value) <= tolerance
    case .lessThanOrEqual: return value <= tolerance
    case .greaterThanOrEqual: return value >= -tolerance
    }
  }
}

extension Constraint: Hashable {
  /// Constraints are equal only when they are the same object.
  public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }
  /// Hashes the constraint's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Constraint: CustomStringConvertible {
  /// Reads like `2*xm - xl - xr == 0 | required`.
  public var description: String {
    "\(LinearExpression(expression.terms)) \(relation) \(Number(-expression.constant)) | \(strength)"
  }
}

/// The relation of a constraint's expression to zero.
public enum Relation: Sendable, Hashable, CustomStringConvertible {
  /// `expression <= 0`
  case lessThanOrEqual
  /// `expression == 0`
  case equal
  /// `expression >= 0`
  case greaterThanOrEqual

  /// The operator: `<=`, `==` or `>=`.
  public var description: String {
    switch self {
    case .lessThanOrEqual: return "<="
    case .equal: return "=="
    case .greaterThanOrEqual: return ">="
    }
  }
}
