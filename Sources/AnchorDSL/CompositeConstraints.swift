import Foundation
import LayoutNodes

/// The four constraints of an `edgeAnchors` relation, as Anchorage's `ConstraintGroup`.
public struct EdgeConstraints {
  /// The top constraint.
  public let top: LayoutConstraint
  /// The leading constraint.
  public let leading: LayoutConstraint
  /// The bottom constraint.
  public let bottom: LayoutConstraint
  /// The trailing constraint.
  public let trailing: LayoutConstraint

  /// Leading and trailing.
  public var horizontal: [LayoutConstraint] { [leading, trailing] }
  /// Top and bottom.
  public var vertical: [LayoutConstraint] { [top, bottom] }
  /// Top, leading, bottom, trailing.
  public var all: [LayoutConstraint] { [top, leading, bottom, trailing] }
}

/// The two constraints of an `AnchorPair` relation (`horizontalAnchors`, `verticalAnchors`,
/// `centerAnchors`, `sizeAnchors`).
public struct ConstraintPair {
  /// The constraint of the first anchor (leading, top, centerX or width).
  public let first: LayoutConstraint
  /// The constraint of the second anchor (trailing, bottom, centerY or height).
  public let second: LayoutConstraint

  /// Both constraints.
  public var all: [LayoutConstraint] { [first, second] }
}

/// `edgeAnchors` with insets and a priority: the right-hand side of an edge relation.
public struct EdgeAnchorsExpression {
  /// The edges.
  public var anchors: EdgeAnchors
  /// Insets: `left` applies to the leading edge and `right` to the trailing edge, as in Anchorage.
  public var insets: EdgeInsets
  /// The priority of the four constraints.
  public var priority: LayoutPriority

  /// Creates an edge expression.
  public init(anchors: EdgeAnchors, insets: EdgeInsets = .zero, priority: LayoutPriority = .required) {
    self.anchors = anchors
    self.insets = insets
    self.priority = priority
  }
}

/// An `AnchorPair` with a constant and a priority: the right-hand side of a pair relation.
public struct AnchorPairExpression<First: AnchorKind, Second: AnchorKind> {
  /// The anchors.
  public var anchors: AnchorPair<First, Second>
  /// The constant: an inset for the edges of one axis, an offset of both anchors otherwise.
  public var constant: CGFloat
  /// The priority of both constraints.
  public var priority: LayoutPriority

  /// Creates a pair expression.
  public init(anchors: AnchorPair<First, Second>, constant: CGFloat = 0, priority: LayoutPriority = .required) {
    self.anchors = anchors
    self.constant = constant
    self.priority = priority
  }
}
