import Cassowary
import Foundation

/// How much a constraint matters, on Auto Layout's scale from 1 to 1000, where 1000 is required.
///
/// Written as in Anchorage: `.required`, `.high`, `.low`, `.fittingSize`, `.custom(800)`, integer and
/// float literals (`a == b ~ 752`), arithmetic (`.high - 1`) and `LayoutPriority(749)`. Values are
/// clamped to `1...1000`, since Auto Layout rejects priorities outside that range. NaN is kept: a
/// constraint (or content priority) with a NaN priority is not installed, with a
/// ``LayoutDiagnostic/Kind/nonFiniteValue`` diagnostic, as a NaN constant is not.
///
/// ## Mapping to solver strength
///
/// A priority `p < 1000` becomes the solver strength `10^(p / 250)`; `1000` becomes
/// `Strength.required`:
///
/// | priority            | strength  |
/// |---------------------|-----------|
/// | `.fittingSize` (50) | 1.585     |
/// | `.low` (250)        | 10        |
/// | `.high` (750)       | 1000      |
/// | 999                 | 9908      |
/// | `.required` (1000)  | required  |
///
/// The solver minimises the sum of strength × error, so the guarantee is quantitative: a constraint of
/// priority `p` wins over `n` constraints of a lower priority `q` pulling the other way by the same
/// amount whenever `n < 10^((p - q) / 250)`. Every 250 points of priority is a factor of ten: `.high`
/// beats up to 99 `.low` constraints, `.low` beats up to 6 `.fittingSize` ones, and 751 beats one
/// 750 (a one-point difference only decides between single constraints).
///
/// The root node's size is held by edit variables of strength ``rootSizeStrength`` (10⁹), stronger
/// than every non-required constraint of a tree taken together as long as their strengths sum to less
/// than 10⁹ — at least 100,000 constraints even if all of them had priority 999 (over ten million at
/// `.low`) — so the hugging of a hundred labels never shrinks the window. The engine records a
/// ``LayoutDiagnostic/Kind/priorityBudgetExceeded`` diagnostic if a tree ever exceeds that sum.
public struct LayoutPriority: Hashable, Comparable, Sendable {
  /// The priority on the 1...1000 scale.
  public let value: Float

  /// Creates a priority, clamped to `1...1000`; NaN is kept, and rejected by the layout engine.
  public init(_ value: Float) {
    self.value = value.isNaN ? value : Swift.min(Swift.max(value, 1), 1000)
  }

  /// A constraint that must hold (1000).
  public static let required = LayoutPriority(1000)
  /// Auto Layout's default high priority (750), the default compression resistance.
  public static let high = LayoutPriority(750)
  /// Auto Layout's default low priority (250), the default content hugging.
  public static let low = LayoutPriority(250)
  /// The priority Auto Layout uses when fitting a size (50).
  public static let fittingSize = LayoutPriority(50)

  /// Any priority value, as Anchorage's `.custom(_:)`.
  public static func custom(_ value: Float) -> LayoutPriority { LayoutPriority(value) }

  /// Whether this is ``required``.
  public var isRequired: Bool { value >= 1000 }

  /// The strength of the root node's size edit variables: 10⁹, below `Strength.required`
  /// (1,001,001,000) and above the sum of every non-required constraint of a tree (see the type's
  /// documentation for the bound).
  public static let rootSizeStrength = Strength(1_000_000_000)

  /// The solver strength this priority maps to: `10^(value / 250)`, or required for 1000 (NaN for a
  /// NaN priority, which the solver rejects with `SolverError.nonFiniteValue`).
  public var strength: Strength {
    isRequired ? .required : Strength(Foundation.pow(10, Double(value) / 250))
  }

  /// A priority raised by `amount` (clamped).
  public static func + (priority: LayoutPriority, amount: Float) -> LayoutPriority {
    LayoutPriority(priority.value + amount)
  }

  /// A priority lowered by `amount` (clamped), as in `.high - 1`.
  public static func - (priority: LayoutPriority, amount: Float) -> LayoutPriority {
    LayoutPriority(priority.value - amount)
  }

  /// Whether `lhs` is a lower priority than `rhs`.
  public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.value < rhs.value }
}

extension LayoutPriority: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
  /// A priority from an integer literal, as in `~ 752`.
  public init(integerLiteral value: Int) { self.init(Float(value)) }
  /// A priority from a float literal, as in `~ 752.5`.
  public init(floatLiteral value: Float) { self.init(value) }
}

extension LayoutPriority: CustomStringConvertible {
  /// The value, without a fractional part when it has none.
  public var description: String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
