import AnchorDSL
import Foundation
import LayoutNodes
import Testing

/// A pass after a change of structure (constraints added or removed, nodes moved between trees) writes
/// back the boxes the change reached: those whose solved values changed, and every box that the solver
/// lays out from this pass on, whatever values its new variables held.
@Suite struct StructuralChangeWriteBackTests {
  /// Constraints that solve `node`'s frame to (0, 0, 0, 0) in `root`: the values its solver variables
  /// start with.
  private func pinAtOriginWithZeroSize(_ node: LayoutNode, in root: LayoutNode) {
    node.leftAnchor == root.leftAnchor
    node.topAnchor == root.topAnchor
    node.widthAnchor == 0
    node.heightAnchor == 0
  }

  @Test func `a node's first constraints lay it out even where they solve to its variables' first values`() {
    let (root, nodes) = makeTree("child")
    let child = nodes[0]
    child.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
    root.layoutIfNeeded()
    pinAtOriginWithZeroSize(child, in: root)
    root.layoutIfNeeded()
    expectFrame(child, 0, 0, 0, 0)
  }

  @Test func `a subtree with constraints of its own is laid out once it joins a tree`() {
    let (root, _) = makeTree()
    root.layoutIfNeeded()
    let row = LayoutNode(name: "row")
    let label = LayoutNode(name: "label")
    row.addChild(label)
    label.frame = CGRect(x: 5, y: 5, width: 5, height: 5)
    label.edgeAnchors == row.edgeAnchors
    root.addChild(row)
    pinAtOriginWithZeroSize(row, in: root)
    root.layoutIfNeeded()
    expectFrame(row, 0, 0, 0, 0)
    expectFrame(label, 0, 0, 0, 0)
  }

  @Test func `a frame-based node that the solver takes over is written back at once`() {
    let (root, nodes) = makeTree("node", "follower")
    let (node, follower) = (nodes[0], nodes[1])
    // Frame-based, read by the follower: the solver holds its frame, zero.
    follower.leftAnchor == node.rightAnchor
    follower.topAnchor == root.topAnchor
    follower.sizeAnchors == CGSize(width: 10, height: 10)
    root.layoutIfNeeded()
    expectFrame(follower, 0, 0, 10, 10)
    node.frame = CGRect(x: 7, y: 7, width: 7, height: 7)
    pinAtOriginWithZeroSize(node, in: root)
    root.layoutIfNeeded()
    expectFrame(node, 0, 0, 0, 0)
    expectFrame(follower, 0, 0, 10, 10)
  }

  @Test func `rows appended to and removed from a list leave every other row where it was`() {
    let (root, _) = makeTree()
    var rows: [LayoutNode] = []
    var links: [LayoutConstraint] = []
    func append() {
      let row = LayoutNode(name: "row\(rows.count)")
      root.addChild(row)
      row.horizontalAnchors == root.horizontalAnchors
      row.heightAnchor == CGFloat(10 + rows.count)
      links.append(row.topAnchor == (rows.last?.bottomAnchor ?? root.topAnchor))
      rows.append(row)
    }
    for _ in 0..<6 {
      append()
      root.layoutIfNeeded()
    }
    // Heights 10...15: tops 0, 10, 21, 33, 46, 60.
    for (index, top) in ([0, 10, 21, 33, 46, 60] as [CGFloat]).enumerated() {
      expectFrame(rows[index], 0, top, 375, CGFloat(10 + index))
    }
    // Row 2 goes; row 3 follows row 1.
    links[2].isActive = false
    links[3].isActive = false
    rows[2].removeFromParent()
    rows[3].topAnchor == rows[1].bottomAnchor
    root.layoutIfNeeded()
    let expected: [(LayoutNode, CGFloat, CGFloat)] = [
      (rows[0], 0, 10), (rows[1], 10, 11), (rows[3], 21, 13), (rows[4], 34, 14), (rows[5], 48, 15),
    ]
    for (row, top, height) in expected { expectFrame(row, 0, top, 375, height) }
  }
}
