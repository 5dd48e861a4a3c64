import Foundation
import LayoutNodes

// `~` gives the right-hand side of a relation its priority: `a == b + 20 ~ .low`. The operator and its
// precedence (above comparison, below addition, as Anchorage's) are declared once, in Cassowary.

extension LayoutAnchor {
  /// The anchor as a right-hand side with a priority.
  public static func ~ (lhs: LayoutAnchor, rhs: LayoutPriority) -> AnchorExpression<Kind> {
    var expression = AnchorExpression(lhs)
    expression.priority = rhs
    return expression
  }
}

extension AnchorExpression {
  /// The expression with a priority.
  public static func ~ (lhs: AnchorExpression, rhs: LayoutPriority) -> AnchorExpression {
    var expression = lhs
    expression.priority = rhs
    return expression
  }
}

extension LayoutPriority {
  /// A constant dimension with a priority, as in `widthAnchor == 60 ~ .high`.
  public static func ~ (lhs: CGFloat, rhs: LayoutPriority) -> AnchorExpression<DimensionKind> {
    AnchorExpression(constant: lhs, priority: rhs)
  }
  /// A constant size with a priority, as in `sizeAnchors == CGSize(width: 44, height: 44) ~ .high`.
  public static func ~ (lhs: CGSize, rhs: LayoutPriority) -> PrioritizedSize {
    PrioritizedSize(size: lhs, priority: rhs)
  }
}

/// A size with a priority, the right-hand side of a `sizeAnchors` relation.
public struct PrioritizedSize {
  /// The size.
  public var size: CGSize
  /// The priority of both constraints.
  public var priority: LayoutPriority
}
