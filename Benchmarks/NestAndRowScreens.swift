import AnchorDSL
import Foundation
import LayoutNodes

/// Two screens whose parts depend on each other through sizes alone, for `layout-nest-N` and
/// `layout-row-N` (``LayoutShapesBenchmark``).
enum NestAndRowScreens {
  /// The inset of each box of a nest in its parent, on every side (a binary fraction: exact sums).
  static let nestInset: CGFloat = 0.125

  /// `depth` nodes, each inset by ``nestInset`` on every side in the one before, the first in the
  /// root; laid out at `width`.
  static func nest(depth: Int, width: CGFloat, height: CGFloat = 667) -> LayoutNode {
    let root = LayoutNode(name: "nest")
    root.frame = CGRect(x: 0, y: 0, width: width, height: height)
    var parent = root
    for level in 0..<depth {
      let box = LayoutNode(name: "box\(level)")
      parent.addChild(box)
      batch {
        box.leadingAnchor == parent.leadingAnchor + nestInset
        box.trailingAnchor == parent.trailingAnchor - nestInset
        box.topAnchor == parent.topAnchor + nestInset
        box.bottomAnchor == parent.bottomAnchor - nestInset
      }
      parent = box
    }
    root.layoutIfNeeded()
    return root
  }

  /// The height of each node of a row.
  static let rowHeight: CGFloat = 20

  /// `count` nodes side by side, each as wide as the first, the first at the root's leading edge and
  /// the last at its trailing edge; laid out at `width`.
  static func row(count: Int, width: CGFloat, height: CGFloat = 667) -> LayoutNode {
    let root = LayoutNode(name: "row")
    root.frame = CGRect(x: 0, y: 0, width: width, height: height)
    var nodes: [LayoutNode] = []
    for index in 0..<count {
      let node = LayoutNode(name: "cell\(index)")
      root.addChild(node)
      batch {
        if let previous = nodes.last {
          node.leadingAnchor == previous.trailingAnchor
          node.widthAnchor == nodes[0].widthAnchor
        } else {
          node.leadingAnchor == root.leadingAnchor
        }
        node.topAnchor == root.topAnchor
        node.heightAnchor == rowHeight
      }
      nodes.append(node)
    }
    if let last = nodes.last { batch { last.trailingAnchor == root.trailingAnchor } }
    root.layoutIfNeeded()
    return root
  }
}
