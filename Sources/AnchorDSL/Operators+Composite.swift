import Foundation
import LayoutNodes

// Composite anchors. For the two edges of one axis a constant is an inset, as in Anchorage: the far
// edge (trailing, bottom) gets the constant negated and `<=`/`>=` flipped, so
// `a.horizontalAnchors >= b.horizontalAnchors + 10` keeps `a` at least 10 inside `b` on both sides,
// in either layout direction. Centers and sizes take the constant on both anchors as written.

// MARK: - Edges

extension EdgeAnchors {
  /// The edges inset by `inset` on every side.
  public static func + (lhs: EdgeAnchors, rhs: CGFloat) -> EdgeAnchorsExpression {
    EdgeAnchorsExpression(anchors: lhs, insets: EdgeInsets(all: rhs))
  }
  /// The edges outset by `outset` on every side.
  public static func - (lhs: EdgeAnchors, rhs: CGFloat) -> EdgeAnchorsExpression {
    EdgeAnchorsExpression(anchors: lhs, insets: EdgeInsets(all: -rhs))
  }
  /// The edges inset by `insets` (`left` on leading, `right` on trailing).
  public static func + (lhs: EdgeAnchors, rhs: EdgeInsets) -> EdgeAnchorsExpression {
    EdgeAnchorsExpression(anchors: lhs, insets: rhs)
  }
  /// The edges with a priority.
  public static func ~ (lhs: EdgeAnchors, rhs: LayoutPriority) -> EdgeAnchorsExpression {
    EdgeAnchorsExpression(anchors: lhs, priority: rhs)
  }

  /// Every edge equal to the other's, active.
  @discardableResult
  public static func == (lhs: EdgeAnchors, rhs: EdgeAnchors) -> EdgeConstraints {
    relateEdges(lhs, .equal, EdgeAnchorsExpression(anchors: rhs))
  }
  /// Every edge within the other's (`<=` on leading and top, `>=` on trailing and bottom), active.
  @discardableResult
  public static func <= (lhs: EdgeAnchors, rhs: EdgeAnchors) -> EdgeConstraints {
    relateEdges(lhs, .lessThanOrEqual, EdgeAnchorsExpression(anchors: rhs))
  }
  /// Every edge inside the other's (`>=` on leading and top, `<=` on trailing and bottom), active.
  @discardableResult
  public static func >= (lhs: EdgeAnchors, rhs: EdgeAnchors) -> EdgeConstraints {
    relateEdges(lhs, .greaterThanOrEqual, EdgeAnchorsExpression(anchors: rhs))
  }
  /// Every edge equal to the other's with insets, active.
  @discardableResult
  public static func == (lhs: EdgeAnchors, rhs: EdgeAnchorsExpression) -> EdgeConstraints {
    relateEdges(lhs, .equal, rhs)
  }
  /// Edges related with insets (relations flipped on the far sides), active.
  @discardableResult
  public static func <= (lhs: EdgeAnchors, rhs: EdgeAnchorsExpression) -> EdgeConstraints {
    relateEdges(lhs, .lessThanOrEqual, rhs)
  }
  /// Edges related with insets (relations flipped on the far sides), active.
  @discardableResult
  public static func >= (lhs: EdgeAnchors, rhs: EdgeAnchorsExpression) -> EdgeConstraints {
    relateEdges(lhs, .greaterThanOrEqual, rhs)
  }
}

extension EdgeAnchorsExpression {
  /// The expression with a priority.
  public static func ~ (lhs: EdgeAnchorsExpression, rhs: LayoutPriority) -> EdgeAnchorsExpression {
    var expression = lhs
    expression.priority = rhs
    return expression
  }
}

func relateEdges(_ lhs: EdgeAnchors, _ relation: Relation, _ rhs: EdgeAnchorsExpression) -> EdgeConstraints {
  let insets = rhs.insets
  let horizontal = relatePair(
    lhs.horizontalAnchors, relation, rhs.anchors.horizontalAnchors, near: insets.left, far: insets.right, rhs.priority)
  let vertical = relatePair(
    lhs.verticalAnchors, relation, rhs.anchors.verticalAnchors, near: insets.top, far: insets.bottom, rhs.priority)
  return EdgeConstraints(
    top: vertical.first, leading: horizontal.first, bottom: vertical.second, trailing: horizontal.second)
}

// MARK: - Pairs

extension AnchorPair {
  /// The pair with a constant: an inset for the edges of one axis, an offset of both otherwise.
  public static func + (lhs: AnchorPair, rhs: CGFloat) -> AnchorPairExpression<First, Second> {
    AnchorPairExpression(anchors: lhs, constant: rhs)
  }
  /// The pair with a negated constant.
  public static func - (lhs: AnchorPair, rhs: CGFloat) -> AnchorPairExpression<First, Second> {
    AnchorPairExpression(anchors: lhs, constant: -rhs)
  }
  /// The pair with a priority.
  public static func ~ (lhs: AnchorPair, rhs: LayoutPriority) -> AnchorPairExpression<First, Second> {
    AnchorPairExpression(anchors: lhs, priority: rhs)
  }

  /// Both anchors equal to the other pair's, active.
  @discardableResult
  public static func == (lhs: AnchorPair, rhs: AnchorPair) -> ConstraintPair {
    relatePair(lhs, .equal, AnchorPairExpression(anchors: rhs))
  }
  /// Both anchors related to the other pair's (flipped on the far edge of an axis), active.
  @discardableResult
  public static func <= (lhs: AnchorPair, rhs: AnchorPair) -> ConstraintPair {
    relatePair(lhs, .lessThanOrEqual, AnchorPairExpression(anchors: rhs))
  }
  /// Both anchors related to the other pair's (flipped on the far edge of an axis), active.
  @discardableResult
  public static func >= (lhs: AnchorPair, rhs: AnchorPair) -> ConstraintPair {
    relatePair(lhs, .greaterThanOrEqual, AnchorPairExpression(anchors: rhs))
  }
  /// Both anchors equal to the other pair's with the constant, active.
  @discardableResult
  public static func == (lhs: AnchorPair, rhs: AnchorPairExpression<First, Second>) -> ConstraintPair {
    relatePair(lhs, .equal, rhs)
  }
  /// Both anchors related with the constant (an inset on the edges of one axis), active.
  @discardableResult
  public static func <= (lhs: AnchorPair, rhs: AnchorPairExpression<First, Second>) -> ConstraintPair {
    relatePair(lhs, .lessThanOrEqual, rhs)
  }
  /// Both anchors related with the constant (an inset on the edges of one axis), active.
  @discardableResult
  public static func >= (lhs: AnchorPair, rhs: AnchorPairExpression<First, Second>) -> ConstraintPair {
    relatePair(lhs, .greaterThanOrEqual, rhs)
  }
}

extension AnchorPairExpression {
  /// The expression with a priority.
  public static func ~ (lhs: AnchorPairExpression, rhs: LayoutPriority) -> AnchorPairExpression {
    var expression = lhs
    expression.priority = rhs
    return expression
  }
}

extension AnchorPair where First == DimensionKind, Second == DimensionKind {
  /// Width and height equal to a size, active.
  @discardableResult
  public static func == (lhs: AnchorPair, rhs: CGSize) -> ConstraintPair {
    relateSize(lhs, .equal, PrioritizedSize(size: rhs, priority: .required))
  }
  /// Width and height at most a size, active.
  @discardableResult
  public static func <= (lhs: AnchorPair, rhs: CGSize) -> ConstraintPair {
    relateSize(lhs, .lessThanOrEqual, PrioritizedSize(size: rhs, priority: .required))
  }
  /// Width and height at least a size, active.
  @discardableResult
  public static func >= (lhs: AnchorPair, rhs: CGSize) -> ConstraintPair {
    relateSize(lhs, .greaterThanOrEqual, PrioritizedSize(size: rhs, priority: .required))
  }
  /// Width and height equal to a size with a priority, active.
  @discardableResult
  public static func == (lhs: AnchorPair, rhs: PrioritizedSize) -> ConstraintPair { relateSize(lhs, .equal, rhs) }
  /// Width and height at most a size with a priority, active.
  @discardableResult
  public static func <= (lhs: AnchorPair, rhs: PrioritizedSize) -> ConstraintPair {
    relateSize(lhs, .lessThanOrEqual, rhs)
  }
  /// Width and height at least a size with a priority, active.
  @discardableResult
  public static func >= (lhs: AnchorPair, rhs: PrioritizedSize) -> ConstraintPair {
    relateSize(lhs, .greaterThanOrEqual, rhs)
  }
}

func relatePair<First, Second>(
  _ lhs: AnchorPair<First, Second>, _ relation: Relation, _ rhs: AnchorPairExpression<First, Second>
) -> ConstraintPair {
  let far = lhs.isEdgePair ? rhs.constant : -rhs.constant
  return relatePair(lhs, relation, rhs.anchors, near: rhs.constant, far: far, rhs.priority)
}

/// Relates two pairs; on the edges of one axis `far` is an inset (negated, relation flipped),
/// otherwise it is subtracted as written, so callers pass `-constant` for an offset of both anchors.
func relatePair<First, Second>(
  _ lhs: AnchorPair<First, Second>, _ relation: Relation, _ rhs: AnchorPair<First, Second>,
  near: CGFloat, far: CGFloat, _ priority: LayoutPriority
) -> ConstraintPair {
  let farRelation = lhs.isEdgePair ? relation.flipped : relation
  let first = relate(lhs.first, relation, AnchorExpression(rhs.first) + near ~ priority)
  let second = relate(lhs.second, farRelation, AnchorExpression(rhs.second) - far ~ priority)
  return ConstraintPair(first: first, second: second)
}

func relateSize(_ lhs: AnchorPair<DimensionKind, DimensionKind>, _ relation: Relation, _ rhs: PrioritizedSize)
  -> ConstraintPair
{
  let first = relate(lhs.first, relation, AnchorExpression(constant: rhs.size.width, priority: rhs.priority))
  let second = relate(lhs.second, relation, AnchorExpression(constant: rhs.size.height, priority: rhs.priority))
  return ConstraintPair(first: first, second: second)
}

extension Relation {
  /// `<=` for `>=` and the reverse; `==` unchanged.
  var flipped: Relation {
    switch self {
    case .equal: return .equal
    case .lessThanOrEqual: return .greaterThanOrEqual
    case .greaterThanOrEqual: return .lessThanOrEqual
    }
  }
}
