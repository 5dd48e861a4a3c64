import Foundation

/// One of a node's nine anchor points (a corner, an edge's middle or the centre), to pin another
/// node's anchor on: `label.pin.topLeft(to: image.anchor.bottomRight)`.
///
/// The point is read, and converted into the pinned node's parent's coordinates, when the rule is
/// set; `start`/`end` anchors follow the reference node's ``LayoutNode/layoutDirection``.
public struct PinAnchor {
  /// The node the anchor belongs to.
  public let node: LayoutNode
  /// Where on the node the anchor lies, as fractions of its width and height from its top-left
  /// corner: (0, 0) is the top-left corner, (0.5, 0.5) the centre.
  let unitPoint: CGPoint
  /// The anchor's name, for warnings.
  let name: String
}

/// A node's anchor points, returned by ``LayoutNode/anchor``.
public struct PinAnchorList {
  /// The node the anchors belong to.
  public let node: LayoutNode

  private func anchor(_ x: CGFloat, _ y: CGFloat, _ name: String) -> PinAnchor {
    PinAnchor(node: node, unitPoint: CGPoint(x: x, y: y), name: name)
  }
  private var startX: CGFloat { node.layoutDirection == .leftToRight ? 0 : 1 }

  /// The top-left corner.
  public var topLeft: PinAnchor { anchor(0, 0, "topLeft") }
  /// The middle of the top edge.
  public var topCenter: PinAnchor { anchor(0.5, 0, "topCenter") }
  /// The top-right corner.
  public var topRight: PinAnchor { anchor(1, 0, "topRight") }
  /// The top-leading corner (top-left in left-to-right).
  public var topStart: PinAnchor { anchor(startX, 0, "topStart") }
  /// The top-trailing corner (top-right in left-to-right).
  public var topEnd: PinAnchor { anchor(1 - startX, 0, "topEnd") }
  /// The middle of the left edge.
  public var centerLeft: PinAnchor { anchor(0, 0.5, "centerLeft") }
  /// The centre.
  public var center: PinAnchor { anchor(0.5, 0.5, "center") }
  /// The middle of the right edge.
  public var centerRight: PinAnchor { anchor(1, 0.5, "centerRight") }
  /// The middle of the leading edge.
  public var centerStart: PinAnchor { anchor(startX, 0.5, "centerStart") }
  /// The middle of the trailing edge.
  public var centerEnd: PinAnchor { anchor(1 - startX, 0.5, "centerEnd") }
  /// The bottom-left corner.
  public var bottomLeft: PinAnchor { anchor(0, 1, "bottomLeft") }
  /// The middle of the bottom edge.
  public var bottomCenter: PinAnchor { anchor(0.5, 1, "bottomCenter") }
  /// The bottom-right corner.
  public var bottomRight: PinAnchor { anchor(1, 1, "bottomRight") }
  /// The bottom-leading corner.
  public var bottomStart: PinAnchor { anchor(startX, 1, "bottomStart") }
  /// The bottom-trailing corner.
  public var bottomEnd: PinAnchor { anchor(1 - startX, 1, "bottomEnd") }
}

/// One of a node's vertical positions (top, vertical centre, bottom), to pin another node's edge on:
/// `label.pin.top(to: image.edge.bottom)`.
public struct PinVerticalEdge {
  /// The node the edge belongs to.
  public let node: LayoutNode
  /// The edge's position as a fraction of the node's height from its top.
  let unitY: CGFloat
  /// The edge's name, for warnings.
  let name: String
}

/// One of a node's horizontal positions (left, horizontal centre, right, start, end), to pin another
/// node's edge on: `label.pin.left(to: image.edge.right)`.
public struct PinHorizontalEdge {
  /// The node the edge belongs to.
  public let node: LayoutNode
  /// The edge's position as a fraction of the node's width from its left.
  let unitX: CGFloat
  /// The edge's name, for warnings.
  let name: String
}

/// A node's edges, returned by ``LayoutNode/edge``.
public struct PinEdgeList {
  /// The node the edges belong to.
  public let node: LayoutNode
  private var startX: CGFloat { node.layoutDirection == .leftToRight ? 0 : 1 }

  /// The top edge.
  public var top: PinVerticalEdge { PinVerticalEdge(node: node, unitY: 0, name: "top") }
  /// The horizontal line through the centre.
  public var vCenter: PinVerticalEdge { PinVerticalEdge(node: node, unitY: 0.5, name: "vCenter") }
  /// The bottom edge.
  public var bottom: PinVerticalEdge { PinVerticalEdge(node: node, unitY: 1, name: "bottom") }
  /// The left edge.
  public var left: PinHorizontalEdge { PinHorizontalEdge(node: node, unitX: 0, name: "left") }
  /// The vertical line through the centre.
  public var hCenter: PinHorizontalEdge { PinHorizontalEdge(node: node, unitX: 0.5, name: "hCenter") }
  /// The right edge.
  public var right: PinHorizontalEdge { PinHorizontalEdge(node: node, unitX: 1, name: "right") }
  /// The leading edge (left in left-to-right, following the node's direction).
  public var start: PinHorizontalEdge { PinHorizontalEdge(node: node, unitX: startX, name: "start") }
  /// The trailing edge.
  public var end: PinHorizontalEdge { PinHorizontalEdge(node: node, unitX: 1 - startX, name: "end") }
}

extension LayoutNode {
  /// The node's anchor points, for PinLayout rules of other nodes: `b.pin.topLeft(to: a.anchor.bottomRight)`.
  public var anchor: PinAnchorList { PinAnchorList(node: self) }

  /// The node's edges, for PinLayout rules of other nodes: `b.pin.top(to: a.edge.bottom)`.
  public var edge: PinEdgeList { PinEdgeList(node: self) }
}
