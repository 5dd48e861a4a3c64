/// How much the solver cares about a constraint.
///
/// A ``Strength/required`` constraint must hold exactly; any weaker one may be violated, at a cost of
/// its strength times its error, and the solver minimises the total cost. The named strengths and the
/// three-tier initializer follow kiwi's `strength::create`: each tier is clipped to 0...1000 and the
/// tiers are weighted 1,000,000 : 1,000 : 1, so one strong violation outweighs up to a thousand
/// medium ones of the same size. Every strength is clipped to ``required``.
public struct Strength: Hashable, Comparable, Sendable {
  /// The weight of the constraint's error in the solver's objective; ``required`` for hard constraints.
  public let value: Double

  /// Creates a strength of the given weight, clipped to `0...required.value`.
  ///
  /// NaN is kept, and rejected by the solver with ``SolverError/nonFiniteValue``.
  public init(_ value: Double) {
    self.value = value.isNaN ? value : Swift.min(Swift.max(value, 0), Strength.requiredValue)
  }

  /// Creates kiwi's `create(strong, medium, weak, weight)`: each tier times `weight`, clipped to
  /// 0...1000, then `strong * 1e6 + medium * 1e3 + weak`.
  public init(strong: Double, medium: Double, weak: Double, weight: Double = 1) {
    func tier(_ x: Double) -> Double { Swift.min(Swift.max(x * weight, 0), 1000) }
    self.init(tier(strong) * 1_000_000 + tier(medium) * 1000 + tier(weak))
  }

  static let requiredValue = 1_001_001_000.0

  /// A constraint that must hold: `create(1000, 1000, 1000)`.
  public static let required = Strength(requiredValue)
  /// `create(1, 0, 0)` = 1,000,000.
  public static let strong = Strength(strong: 1, medium: 0, weak: 0)
  /// `create(0, 1, 0)` = 1,000.
  public static let medium = Strength(strong: 0, medium: 1, weak: 0)
  /// `create(0, 0, 1)` = 1.
  public static let weak = Strength(strong: 0, medium: 0, weak: 1)

  /// Whether this is ``required``: the constraint holds exactly or is rejected.
  public var isRequired: Bool { value >= Strength.requiredValue }

  /// The strength clipped to `0...required` (strengths are always clipped; kept for kiwi's API).
  public var clipped: Strength { self }

  /// Whether `lhs` is weaker than `rhs`.
  public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.value < rhs.value }
}

extension Strength: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
  /// Creates a strength from a literal weight, as in `c ~ 750`.
  public init(floatLiteral value: Double) { self.init(value) }
  /// Creates a strength from a literal weight, as in `c ~ 750`.
  public init(integerLiteral value: Int) { self.init(Double(value)) }
}

extension Strength: CustomStringConvertible {
  /// `required`, `strong`, `medium`, `weak`, or the weight as a number.
  public var description: String {
    switch self {
    case .required: return "required"
    case .strong: return "strong"
    case .medium: return "medium"
    case .weak: return "weak"
    default: return Number(value).description
    }
  }
}
