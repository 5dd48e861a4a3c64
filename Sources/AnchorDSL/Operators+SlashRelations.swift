import Foundation
import LayoutNodes

// Anchorage's "faster alternative" relations, `/==/`, `/<=/` and `/>=/` (Anchorage README, "A Note on
// Compile Times"). Each overload here calls the `==`/`<=`/`>=` overload of the same operand types
// (Operators+Relations.swift, Operators+Composite.swift), so the two spellings build the same active
// constraints. Anchorage declares the three at `ComparisonPrecedence` (Source/Anchorage.swift), below
// its `PriorityPrecedence` for `~`, so `a /==/ b + 10 ~ .low` reads `a /==/ ((b + 10) ~ .low)`, as
// `a == b + 10 ~ .low` does. Here they are a matter of spelling: with CGFloat-only overloads the
// `==` forms already type-check fast.

/// Anchorage's alternative spelling of `==` for anchors: the same overloads, the same results.
infix operator /==/ : ComparisonPrecedence
/// Anchorage's alternative spelling of `<=` for anchors: the same overloads, the same results.
infix operator /<=/ : ComparisonPrecedence
/// Anchorage's alternative spelling of `>=` for anchors: the same overloads, the same results.
infix operator />=/ : ComparisonPrecedence

// MARK: - Single anchors

extension LayoutAnchor {
  /// `lhs == rhs`, active: Anchorage's `/==/`.
  @discardableResult
  public static func /==/ (lhs: LayoutAnchor, rhs: LayoutAnchor) -> LayoutConstraint { lhs == rhs }
  /// `lhs <= rhs`, active: Anchorage's `/<=/`.
  @discardableResult
  public static func /<=/ (lhs: LayoutAnchor, rhs: LayoutAnchor) -> LayoutConstraint { lhs <= rhs }
  /// `lhs >= rhs`, active: Anchorage's `/>=/`.
  @discardableResult
  public static func />=/ (lhs: LayoutAnchor, rhs: LayoutAnchor) -> LayoutConstraint { lhs >= rhs }
  /// `lhs == expression`, active, with the expression's priority: Anchorage's `/==/`.
  @discardableResult
  public static func /==/ (lhs: LayoutAnchor, rhs: AnchorExpression<Kind>) -> LayoutConstraint { lhs == rhs }
  /// `lhs <= expression`, active, with the expression's priority: Anchorage's `/<=/`.
  @discardableResult
  public static func /<=/ (lhs: LayoutAnchor, rhs: AnchorExpression<Kind>) -> LayoutConstraint { lhs <= rhs }
  /// `lhs >= expression`, active, with the expression's priority: Anchorage's `/>=/`.
  @discardableResult
  public static func />=/ (lhs: LayoutAnchor, rhs: AnchorExpression<Kind>) -> LayoutConstraint { lhs >= rhs }
}

extension LayoutAnchor where Kind == DimensionKind {
  /// `dimension == constant`, active: Anchorage's `/==/`.
  @discardableResult
  public static func /==/ (lhs: LayoutAnchor, rhs: CGFloat) -> LayoutConstraint { lhs == rhs }
  /// `dimension <= constant`, active: Anchorage's `/<=/`.
  @discardableResult
  public static func /<=/ (lhs: LayoutAnchor, rhs: CGFloat) -> LayoutConstraint { lhs <= rhs }
  /// `dimension >= constant`, active: Anchorage's `/>=/`.
  @discardableResult
  public static func />=/ (lhs: LayoutAnchor, rhs: CGFloat) -> LayoutConstraint { lhs >= rhs }
}

// MARK: - Edges

extension EdgeAnchors {
  /// Every edge equal to the other's, active: Anchorage's `/==/`.
  @discardableResult
  public static func /==/ (lhs: EdgeAnchors, rhs: EdgeAnchors) -> EdgeConstraints { lhs == rhs }
  /// Every edge within the other's (`<=` on leading and top, `>=` on trailing and bottom), active:
  /// Anchorage's `/<=/`.
  @discardableResult
  public static func /<=/ (lhs: EdgeAnchors, rhs: EdgeAnchors) -> EdgeConstraints { lhs <= rhs }
  /// Every edge inside the other's (`>=` on leading and top, `<=` on trailing and bottom), active:
  /// Anchorage's `/>=/`.
  @discardableResult
  public static func />=/ (lhs: EdgeAnchors, rhs: EdgeAnchors) -> EdgeConstraints { lhs >= rhs }
  /// Every edge equal to the other's with insets, active: Anchorage's `/==/`.
  @discardableResult
  public static func /==/ (lhs: EdgeAnchors, rhs: EdgeAnchorsExpression) -> EdgeConstraints { lhs == rhs }
  /// Edges related with insets (relations flipped on the far sides), active: Anchorage's `/<=/`.
  @discardableResult
  public static func /<=/ (lhs: EdgeAnchors, rhs: EdgeAnchorsExpression) -> EdgeConstraints { lhs <= rhs }
  /// Edges related with insets (relations flipped on the far sides), active: Anchorage's `/>=/`.
  @discardableResult
  public static func />=/ (lhs: EdgeAnchors, rhs: EdgeAnchorsExpression) -> EdgeConstraints { lhs >= rhs }
}

// MARK: - Pairs

extension AnchorPair {
  /// Both anchors equal to the other pair's, active: Anchorage's `/==/`.
  @discardableResult
  public static func /==/ (lhs: AnchorPair, rhs: AnchorPair) -> ConstraintPair { lhs == rhs }
  /// Both anchors related to the other pair's (flipped on the far edge of an axis), active:
  /// Anchorage's `/<=/`.
  @discardableResult
  public static func /<=/ (lhs: AnchorPair, rhs: AnchorPair) -> ConstraintPair { lhs <= rhs }
  /// Both anchors related to the other pair's (flipped on the far edge of an axis), active:
  /// Anchorage's `/>=/`.
  @discardableResult
  public static func />=/ (lhs: AnchorPair, rhs: AnchorPair) -> ConstraintPair { lhs >= rhs }
  /// Both anchors equal to the other pair's with the constant, active: Anchorage's `/==/`.
  @discardableResult
  public static func /==/ (lhs: AnchorPair, rhs: AnchorPairExpression<First, Second>) -> ConstraintPair {
    lhs == rhs
  }
  /// Both anchors related with the constant (an inset on the edges of one axis), active:
  /// Anchorage's `/<=/`.
  @discardableResult
  public static func /<=/ (lhs: AnchorPair, rhs: AnchorPairExpression<First, Second>) -> ConstraintPair {
    lhs <= rhs
  }
  /// Both anchors related with the constant (an inset on the edges of one axis), active:
  /// Anchorage's `/>=/`.
  @discardableResult
  public static func />=/ (lhs: AnchorPair, rhs: AnchorPairExpression<First, Second>) -> ConstraintPair {
    lhs >= rhs
  }
}

extension AnchorPair where First == DimensionKind, Second == DimensionKind {
  /// Width and height equal to a size, active: Anchorage's `/==/`.
  @discardableResult
  public static func /==/ (lhs: AnchorPair, rhs: CGSize) -> ConstraintPair { lhs == rhs }
  /// Width and height at most a size, active: Anchorage's `/<=/`.
  @discardableResult
  public static func /<=/ (lhs: AnchorPair, rhs: CGSize) -> ConstraintPair { lhs <= rhs }
  /// Width and height at least a size, active: Anchorage's `/>=/`.
  @discardableResult
  public static func />=/ (lhs: AnchorPair, rhs: CGSize) -> ConstraintPair { lhs >= rhs }
  /// Width and height equal to a size with a priority, active: Anchorage's `/==/`.
  @discardableResult
  public static func /==/ (lhs: AnchorPair, rhs: PrioritizedSize) -> ConstraintPair { lhs == rhs }
  /// Width and height at most a size with a priority, active: Anchorage's `/<=/`.
  @discardableResult
  public static func /<=/ (lhs: AnchorPair, rhs: PrioritizedSize) -> ConstraintPair { lhs <= rhs }
  /// Width and height at least a size with a priority, active: Anchorage's `/>=/`.
  @discardableResult
  public static func />=/ (lhs: AnchorPair, rhs: PrioritizedSize) -> ConstraintPair { lhs >= rhs }
}
