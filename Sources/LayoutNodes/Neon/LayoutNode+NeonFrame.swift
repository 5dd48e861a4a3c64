import Foundation

/// Neon's frame shortcuts (its `Frameable` protocol): the edges, centre and size of a node's frame,
/// in its parent's coordinates, and the parent's frame.
extension LayoutNode {
  /// The frame's left edge.
  public var x: CGFloat { frame.origin.x }
  /// The frame's horizontal centre: `x + width / 2`.
  public var xMid: CGFloat { frame.origin.x + frame.size.width / 2 }
  /// The frame's right edge.
  public var xMax: CGFloat { frame.origin.x + frame.size.width }
  /// The frame's top edge.
  public var y: CGFloat { frame.origin.y }
  /// The frame's vertical centre: `y + height / 2`.
  public var yMid: CGFloat { frame.origin.y + frame.size.height / 2 }
  /// The frame's bottom edge.
  public var yMax: CGFloat { frame.origin.y + frame.size.height }
  /// The frame's width.
  public var width: CGFloat { frame.size.width }
  /// The frame's height.
  public var height: CGFloat { frame.size.height }
  /// The parent's frame, or `.zero` for a root (Neon's `superFrame`); Neon's calls use only its size.
  public var superFrame: CGRect { parent?.frame ?? .zero }
}
