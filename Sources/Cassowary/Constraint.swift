import Synchronization

/// A linear relation between expressions, with a strength: `expression OP 0`.
///
/// Built by `==`, `<=` and `>=` between `Double`, ``Variable``, ``Term`` and ``LinearExpression``;
/// the two sides are normalised to one expression, `lhs - rhs`, compared with zero. A constraint is a
/// reference with identity: the same object is what ``Solver/addConstraint(_:)``,
/// ``Solver/removeConstraint(_:)`` and ``Solver/hasConstraint(_:)`` recognise, and two constraints
/// built from the same text are different constraints.
///
/// `Constraint` is `Sendable`: its terms and relation never change, and the constant and strength that
/// ``Solver/setConstant(_:of:)`` and ``Solver/setStrength(_:of:)`` change are stored atomically.
public final class Constraint: Sendable {
  private let terms: [Term]
  private let constantStorage: Atomic<UInt64>
  private let strengthStorage: Atomic<UInt64>

  /// How the expression compares with zero.
  public let relation: Relation

  /// The normalised expression, `lhs - rhs`.
  ///
  /// ``Solver/setConstant(_:of:)`` changes its ``LinearExpression/constant``; every solver the
  /// constraint is added to later uses the new constant.
  public var expression: LinearExpression {
    LinearExpression(terms, constant: constant)
  }

  /// The constant of ``expression``.
  var constant: Double {
    get { Double(bitPattern: constantStorage.load(ordering: .relaxed)) }
    set { constantStorage.store(newValue.bitPattern, ordering: .relaxed) }
  }

  /// The constraint's strength. ``Solver/setStrength(_:of:)`` changes it.
  public internal(set) var strength: Strength {
    get { Strength(Double(bitPattern: strengthStorage.load(ordering: .relaxed))) }
    set { strengthStorage.store(newValue.value.bitPattern, ordering: .relaxed) }
  }

  /// Creates `expression relation 0` with a strength.
  public init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required) {
    self.terms = expression.terms
    self.constantStorage = Atomic(expression.constant.bitPattern)
    self.strengthStorage = Atomic(strength.value.bitPattern)
    self.relation = relation
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
