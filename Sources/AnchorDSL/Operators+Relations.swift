import Foundation
import LayoutNodes

// Relations between a single anchor and an anchor, an expression of its kind, or (for dimensions) a
// constant. Each returns the new constraint, active (or collected by the innermost `batch`); the
// anchor on the left is laid out by the solver from then on.

extension LayoutAnchor {
  /// `lhs == rhs`, active.
  @discardableResult
  public static func == (lhs: LayoutAnchor, rhs: LayoutAnchor) -> LayoutConstraint {
    relate(lhs, .equal, AnchorExpression(rhs))
  }
  /// `lhs <= rhs`, active.
  @discardableResult
  public static func <= (lhs: LayoutAnchor, rhs: LayoutAnchor) -> LayoutConstraint {
    relate(lhs, .lessThanOrEqual, AnchorExpression(rhs))
  }
  /// `lhs >= rhs`, active.
  @discardableResult
  public static func >= (lhs: LayoutAnchor, rhs: LayoutAnchor) -> LayoutConstraint {
    relate(lhs, .greaterThanOrEqual, AnchorExpression(rhs))
  }
  /// `lhs == expression`, active, with the expression's priority.
  @discardableResult
  public static func == (lhs: LayoutAnchor, rhs: AnchorExpression<Kind>) -> LayoutConstraint {
    relate(lhs, .equal, rhs)
  }
  /// `lhs <= expression`, active, with the expression's priority.
  @discardableResult
  public static func <= (lhs: LayoutAnchor, rhs: AnchorExpression<Kind>) -> LayoutConstraint {
    relate(lhs, .lessThanOrEqual, rhs)
  }
  /// `lhs >= expression`, active, with the expression's priority.
  @discardableResult
  public static func >= (lhs: LayoutAnchor, rhs: AnchorExpression<Kind>) -> LayoutConstraint {
    relate(lhs, .greaterThanOrEqual, rhs)
  }
}

extension LayoutAnchor where Kind == DimensionKind {
  /// `dimension == constant`, active.
  @discardableResult
  public static func == (lhs: LayoutAnchor, rhs: CGFloat) -> LayoutConstraint {
    relate(lhs, .equal, AnchorExpression(constant: rhs))
  }
  /// `dimension <= constant`, active.
  @discardableResult
  public static func <= (lhs: LayoutAnchor, rhs: CGFloat) -> LayoutConstraint {
    relate(lhs, .lessThanOrEqual, AnchorExpression(constant: rhs))
  }
  /// `dimension >= constant`, active.
  @discardableResult
  public static func >= (lhs: LayoutAnchor, rhs: CGFloat) -> LayoutConstraint {
    relate(lhs, .greaterThanOrEqual, AnchorExpression(constant: rhs))
  }
}

/// Creates `first relation rhs` and finalizes it (activates it, or hands it to the running batch).
func relate<Kind>(_ first: LayoutAnchor<Kind>, _ relation: Relation, _ rhs: AnchorExpression<Kind>) -> LayoutConstraint
{
  finalize(LayoutConstraint(first, relation, rhs))
}
