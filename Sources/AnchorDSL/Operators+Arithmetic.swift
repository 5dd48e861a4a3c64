import Foundation
import LayoutNodes

// Anchor arithmetic: exact linear algebra over anchors of one kind. Expressions are values; only a
// relation (`==`, `<=`, `>=`) creates a constraint. `(b.widthAnchor + 10) / 2` is 0.5·b.width + 5
// (Anchorage keeps the constant at 10). The overloads form a closed grid of nominal types, CGFloat
// only, so that type-checking stays fast.

// MARK: - Anchor with a constant

extension LayoutAnchor {
  /// `anchor + constant`
  public static func + (lhs: LayoutAnchor, rhs: CGFloat) -> AnchorExpression<Kind> {
    AnchorExpression(lhs).adding(AnchorExpression<Kind>(terms: [], constant: rhs))
  }
  /// `anchor - constant`
  public static func - (lhs: LayoutAnchor, rhs: CGFloat) -> AnchorExpression<Kind> { lhs + -rhs }
  /// `factor · anchor`
  public static func * (lhs: LayoutAnchor, rhs: CGFloat) -> AnchorExpression<Kind> {
    AnchorExpression(lhs).scaled(by: rhs)
  }
  /// `factor · anchor`
  public static func * (lhs: CGFloat, rhs: LayoutAnchor) -> AnchorExpression<Kind> {
    AnchorExpression(rhs).scaled(by: lhs)
  }
  /// `anchor / denominator`
  public static func / (lhs: LayoutAnchor, rhs: CGFloat) -> AnchorExpression<Kind> {
    AnchorExpression(lhs).scaled(by: 1 / rhs)
  }
}

extension AnchorExpression {
  /// `expression + constant`
  public static func + (lhs: AnchorExpression, rhs: CGFloat) -> AnchorExpression {
    var result = lhs
    result.constant += rhs
    return result
  }
  /// `expression - constant`
  public static func - (lhs: AnchorExpression, rhs: CGFloat) -> AnchorExpression { lhs + -rhs }
  /// Every term and the constant times `factor`.
  public static func * (lhs: AnchorExpression, rhs: CGFloat) -> AnchorExpression { lhs.scaled(by: rhs) }
  /// Every term and the constant times `factor`.
  public static func * (lhs: CGFloat, rhs: AnchorExpression) -> AnchorExpression { rhs.scaled(by: lhs) }
  /// Every term and the constant divided by `denominator`.
  public static func / (lhs: AnchorExpression, rhs: CGFloat) -> AnchorExpression { lhs.scaled(by: 1 / rhs) }
}

// MARK: - Sums of anchors of one kind

extension LayoutAnchor {
  /// The sum of two anchors of one kind, as in `(b.leadingAnchor + c.trailingAnchor) / 2`.
  public static func + (lhs: LayoutAnchor, rhs: LayoutAnchor) -> AnchorExpression<Kind> {
    AnchorExpression(lhs).adding(AnchorExpression(rhs))
  }
  /// The difference of two anchors of one kind.
  public static func - (lhs: LayoutAnchor, rhs: LayoutAnchor) -> AnchorExpression<Kind> {
    AnchorExpression(lhs).adding(AnchorExpression(rhs).scaled(by: -1))
  }
  /// The sum of an anchor and an expression of its kind.
  public static func + (lhs: LayoutAnchor, rhs: AnchorExpression<Kind>) -> AnchorExpression<Kind> {
    AnchorExpression(lhs).adding(rhs)
  }
  /// The difference of an anchor and an expression of its kind.
  public static func - (lhs: LayoutAnchor, rhs: AnchorExpression<Kind>) -> AnchorExpression<Kind> {
    AnchorExpression(lhs).adding(rhs.scaled(by: -1))
  }
}

extension AnchorExpression {
  /// The sum of two expressions of one kind.
  public static func + (lhs: AnchorExpression, rhs: AnchorExpression) -> AnchorExpression { lhs.adding(rhs) }
  /// The difference of two expressions of one kind.
  public static func - (lhs: AnchorExpression, rhs: AnchorExpression) -> AnchorExpression {
    lhs.adding(rhs.scaled(by: -1))
  }
  /// The sum of an expression and an anchor of its kind.
  public static func + (lhs: AnchorExpression, rhs: LayoutAnchor<Kind>) -> AnchorExpression {
    lhs.adding(AnchorExpression(rhs))
  }
  /// The difference of an expression and an anchor of its kind.
  public static func - (lhs: AnchorExpression, rhs: LayoutAnchor<Kind>) -> AnchorExpression {
    lhs.adding(AnchorExpression(rhs).scaled(by: -1))
  }
}

// MARK: - A position plus a dimension

extension LayoutAnchor where Kind: PositionKind {
  /// A position offset by a dimension, as in `b.leadingAnchor + b.widthAnchor / 3`.
  public static func + (lhs: LayoutAnchor, rhs: LayoutDimension) -> AnchorExpression<Kind> {
    AnchorExpression(lhs).adding(AnchorExpression(rhs))
  }
  /// A position offset back by a dimension.
  public static func - (lhs: LayoutAnchor, rhs: LayoutDimension) -> AnchorExpression<Kind> {
    AnchorExpression(lhs).adding(AnchorExpression(rhs).scaled(by: -1))
  }
  /// A position offset by a dimension expression.
  public static func + (lhs: LayoutAnchor, rhs: AnchorExpression<DimensionKind>) -> AnchorExpression<Kind> {
    AnchorExpression(lhs).adding(rhs)
  }
  /// A position offset back by a dimension expression.
  public static func - (lhs: LayoutAnchor, rhs: AnchorExpression<DimensionKind>) -> AnchorExpression<Kind> {
    AnchorExpression(lhs).adding(rhs.scaled(by: -1))
  }
}

extension AnchorExpression where Kind: PositionKind {
  /// A position expression offset by a dimension.
  public static func + (lhs: AnchorExpression, rhs: LayoutDimension) -> AnchorExpression {
    lhs.adding(AnchorExpression<DimensionKind>(rhs))
  }
  /// A position expression offset back by a dimension.
  public static func - (lhs: AnchorExpression, rhs: LayoutDimension) -> AnchorExpression {
    lhs.adding(AnchorExpression<DimensionKind>(rhs).scaled(by: -1))
  }
  /// A position expression offset by a dimension expression.
  public static func + (lhs: AnchorExpression, rhs: AnchorExpression<DimensionKind>) -> AnchorExpression {
    lhs.adding(rhs)
  }
  /// A position expression offset back by a dimension expression.
  public static func - (lhs: AnchorExpression, rhs: AnchorExpression<DimensionKind>) -> AnchorExpression {
    lhs.adding(rhs.scaled(by: -1))
  }
}
