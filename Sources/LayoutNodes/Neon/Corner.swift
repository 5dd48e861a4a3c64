import Foundation

/// A corner of a node's parent, for Neon's ``LayoutNode/anchorInCorner(_:xPad:yPad:width:height:)`` and
/// ``LayoutNode/groupInCorner(group:views:inCorner:padding:width:height:)``.
///
/// The four physical corners are Neon's. The leading and trailing corners (as in Neon's right-to-left
/// extension) name a physical corner through the ``LayoutDirection`` of the node being placed — for a
/// grouping call, of the node that groups its children: leading is the left side in `.leftToRight`,
/// the right side in `.rightToLeft`.
public enum Corner: Hashable, Sendable, CaseIterable {
  /// The upper-left corner.
  case topLeft
  /// The upper-right corner.
  case topRight
  /// The lower-left corner.
  case bottomLeft
  /// The lower-right corner.
  case bottomRight
  /// The upper corner on the leading side: `.topLeft` left to right, `.topRight` right to left.
  case topLeading
  /// The upper corner on the trailing side: `.topRight` left to right, `.topLeft` right to left.
  case topTrailing
  /// The lower corner on the leading side: `.bottomLeft` left to right, `.bottomRight` right to left.
  case bottomLeading
  /// The lower corner on the trailing side: `.bottomRight` left to right, `.bottomLeft` right to left.
  case bottomTrailing

  /// Which sides of the parent the corner touches; `direction` is read only for a leading or trailing
  /// corner.
  @inline(__always)
  func sides(in direction: @autoclosure () -> LayoutDirection) -> NeonCornerSides {
    switch self {
    case .topLeft: return NeonCornerSides(isRight: false, isBottom: false)
    case .topRight: return NeonCornerSides(isRight: true, isBottom: false)
    case .bottomLeft: return NeonCornerSides(isRight: false, isBottom: true)
    case .bottomRight: return NeonCornerSides(isRight: true, isBottom: true)
    case .topLeading, .topTrailing, .bottomLeading, .bottomTrailing:
      let leadingIsRight = direction() == .rightToLeft
      let isLeading = self == .topLeading || self == .bottomLeading
      return NeonCornerSides(
        isRight: isLeading == leadingIsRight, isBottom: self == .bottomLeading || self == .bottomTrailing)
    }
  }
}

/// A physical corner: the sides of the parent it touches.
struct NeonCornerSides {
  var isRight: Bool
  var isBottom: Bool

  /// The origin of a node of `size` in this corner of `container`, `xPad` from the side and `yPad`
  /// from the top or bottom (Neon's `anchorInCorner` arithmetic).
  func origin(of size: CGSize, in container: CGSize, xPad: CGFloat, yPad: CGFloat) -> CGPoint {
    CGPoint(
      x: isRight ? container.width - size.width - xPad : xPad,
      y: isBottom ? container.height - size.height - yPad : yPad)
  }
}
