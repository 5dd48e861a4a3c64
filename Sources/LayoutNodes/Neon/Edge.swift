import Foundation

/// An edge of a node's parent, for Neon's ``LayoutNode/anchorToEdge(_:padding:width:height:)``,
/// ``LayoutNode/anchorAndFillEdge(_:xPad:yPad:otherSize:)`` and
/// ``LayoutNode/groupAgainstEdge(group:views:againstEdge:padding:width:height:)``.
///
/// The four physical edges are Neon's. `.leading` and `.trailing` (as in Neon's right-to-left
/// extension) name `.left` or `.right` through the ``LayoutDirection`` of the node being placed — for a
/// grouping call, of the node that groups its children.
public enum Edge: Hashable, Sendable, CaseIterable {
  /// The top edge.
  case top
  /// The left edge.
  case left
  /// The bottom edge.
  case bottom
  /// The right edge.
  case right
  /// The leading edge: `.left` left to right, `.right` right to left.
  case leading
  /// The trailing edge: `.right` left to right, `.left` right to left.
  case trailing

  /// Whether the edge is the top or the bottom: there `anchorAndFillEdge`'s `otherSize` is a height.
  var isHorizontal: Bool { self == .top || self == .bottom }

  /// The physical edge the case names; `direction` is read only for `.leading` and `.trailing`.
  @inline(__always)
  func physical(in direction: @autoclosure () -> LayoutDirection) -> NeonPhysicalEdge {
    switch self {
    case .top: return .top
    case .left: return .left
    case .bottom: return .bottom
    case .right: return .right
    case .leading: return direction() == .rightToLeft ? .right : .left
    case .trailing: return direction() == .rightToLeft ? .left : .right
    }
  }
}

/// One of the four physical edges, with Neon's arithmetic against it.
enum NeonPhysicalEdge {
  case top, left, bottom, right

  /// The origin of a node of `size` centred along this edge of `container`, `padding` away from it
  /// (Neon's `anchorToEdge` arithmetic).
  func origin(of size: CGSize, in container: CGSize, padding: CGFloat) -> CGPoint {
    let centredX = container.width / 2 - size.width / 2
    let centredY = container.height / 2 - size.height / 2
    switch self {
    case .top: return CGPoint(x: centredX, y: padding)
    case .left: return CGPoint(x: padding, y: centredY)
    case .bottom: return CGPoint(x: centredX, y: container.height - size.height - padding)
    case .right: return CGPoint(x: container.width - size.width - padding, y: centredY)
    }
  }

  /// The frame of a node against this edge of `container`, filling its length less a padding at each
  /// end, `otherSize` deep (Neon's `anchorAndFillEdge` arithmetic).
  func filledFrame(otherSize: CGFloat, in container: CGSize, xPad: CGFloat, yPad: CGFloat) -> CGRect {
    let fullWidth = container.width - 2 * xPad
    let fullHeight = container.height - 2 * yPad
    switch self {
    case .top: return CGRect(x: xPad, y: yPad, width: fullWidth, height: otherSize)
    case .left: return CGRect(x: xPad, y: yPad, width: otherSize, height: fullHeight)
    case .bottom: return CGRect(x: xPad, y: container.height - otherSize - yPad, width: fullWidth, height: otherSize)
    case .right: return CGRect(x: container.width - otherSize - xPad, y: yPad, width: otherSize, height: fullHeight)
    }
  }
}
