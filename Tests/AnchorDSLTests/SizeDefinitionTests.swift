import AnchorDSL
import Foundation
import LayoutNodes
import Testing

/// A required equality whose node's position is already placed may define the node's width or
/// height instead (`box.trailing == parent.trailing - 2` after `box.leading == parent.leading + 2`),
/// kept out of the solver and evaluated after each solve as positions are; the frames are those of
/// the same constraints in the solver.
@Suite struct SizeDefinitionTests {
  /// `depth` boxes, each inset by 2 on every side in the one before, the first in the root.
  private func makeNest(depth: Int, width: CGFloat, height: CGFloat) -> (root: LayoutNode, boxes: [LayoutNode]) {
    let root = LayoutNode(name: "root")
    root.frame = CGRect(x: 0, y: 0, width: width, height: height)
    var boxes: [LayoutNode] = []
    var parent = root
    for level in 0..<depth {
      let box = LayoutNode(name: "box\(level)")
      parent.addChild(box)
      box.leadingAnchor == parent.leadingAnchor + 2
      box.trailingAnchor == parent.trailingAnchor - 2
      box.topAnchor == parent.topAnchor + 2
      box.bottomAnchor == parent.bottomAnchor - 2
      boxes.append(box)
      parent = box
    }
    root.layoutIfNeeded()
    return (root, boxes)
  }

  @Test func `each box of a nest is inset in its parent, at every root size`() {
    let (root, boxes) = makeNest(depth: 50, width: 400, height: 600)
    // In its parent's coordinates, box i is at (2, 2), 4 × (i + 1) narrower and shorter than the root.
    for (level, box) in boxes.enumerated() {
      expectFrame(box, 2, 2, 400 - 4 * CGFloat(level + 1), 600 - 4 * CGFloat(level + 1))
    }
    root.frame.size = CGSize(width: 320, height: 480)
    root.layoutIfNeeded()
    expectFrame(boxes[0], 2, 2, 316, 476)
    expectFrame(boxes[49], 2, 2, 120, 280)
    #expect(root.layoutDiagnostics.isEmpty)
    #expect(!boxes[49].hasAmbiguousLayout)
  }

  @Test func `a level taken out of a nest lays out its own subtree`() {
    let (root, boxes) = makeNest(depth: 3, width: 400, height: 600)
    boxes[1].removeFromParent()
    boxes[1].frame.size = CGSize(width: 100, height: 50)
    boxes[1].layoutIfNeeded()
    root.layoutIfNeeded()
    expectFrame(boxes[0], 2, 2, 396, 596)
    expectFrame(boxes[2], 2, 2, 96, 46)
    // Put back, it is inset in its parent again.
    boxes[0].addChild(boxes[1])
    boxes[1].leadingAnchor == boxes[0].leadingAnchor + 2
    boxes[1].trailingAnchor == boxes[0].trailingAnchor - 2
    boxes[1].topAnchor == boxes[0].topAnchor + 2
    boxes[1].bottomAnchor == boxes[0].bottomAnchor - 2
    root.layoutIfNeeded()
    expectFrame(boxes[1], 2, 2, 392, 592)
    expectFrame(boxes[2], 2, 2, 388, 588)
    #expect(root.layoutDiagnostics.isEmpty)
  }

  @Test func `in a right-to-left tree a nest's leading inset is on the right`() {
    let root = LayoutNode(name: "root")
    root.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    root.layoutDirection = .rightToLeft
    var boxes: [LayoutNode] = []
    var parent = root
    for level in 0..<3 {
      let box = LayoutNode(name: "box\(level)")
      parent.addChild(box)
      box.leadingAnchor == parent.leadingAnchor + 2
      box.trailingAnchor == parent.trailingAnchor - 6
      box.topAnchor == parent.topAnchor
      box.bottomAnchor == parent.bottomAnchor
      boxes.append(box)
      parent = box
    }
    root.layoutIfNeeded()
    // Leading is the right edge: 2 from the parent's right, 6 from its left.
    expectFrame(boxes[0], 6, 0, 192, 100)
    expectFrame(boxes[1], 6, 0, 184, 100)
    expectFrame(boxes[2], 6, 0, 176, 100)
  }

  @Test func `a centred box half as wide as the root follows it`() {
    let (root, nodes) = makeTree(width: 300, height: 100, "box")
    let box = nodes[0]
    box.centerXAnchor == root.centerXAnchor
    box.widthAnchor == root.widthAnchor * 0.5
    box.topAnchor == root.topAnchor
    box.heightAnchor == box.widthAnchor * 0.25
    root.layoutIfNeeded()
    expectFrame(box, 75, 0, 150, 37.5)
    root.frame.size.width = 200
    root.layoutIfNeeded()
    expectFrame(box, 50, 0, 100, 25)
    #expect(root.layoutDiagnostics.isEmpty)
  }

  @Test func `a row of equal widths closed at both ends shares the root's width`() {
    let (root, nodes) = makeTree(width: 300, height: 100, "a", "b", "c", "d", "e")
    for (index, node) in nodes.enumerated() {
      if index == 0 {
        node.leadingAnchor == root.leadingAnchor
      } else {
        node.leadingAnchor == nodes[index - 1].trailingAnchor + 5
        node.widthAnchor == nodes[0].widthAnchor
      }
      node.topAnchor == root.topAnchor
      node.heightAnchor == 10
    }
    nodes[4].trailingAnchor == root.trailingAnchor
    root.layoutIfNeeded()
    // (300 - 4 × 5) / 5 = 56 each.
    for (index, node) in nodes.enumerated() { expectFrame(node, 61 * CGFloat(index), 0, 56, 10) }
    root.frame.size.width = 400
    root.layoutIfNeeded()
    for (index, node) in nodes.enumerated() { expectFrame(node, 81 * CGFloat(index), 0, 76, 10) }
    #expect(root.layoutDiagnostics.isEmpty)
  }

  @Test func `a defined width's new constant moves what depends on it`() {
    let (root, nodes) = makeTree(width: 300, height: 100, "a", "b")
    let (a, b) = (nodes[0], nodes[1])
    let width = a.widthAnchor == 100
    a.leadingAnchor == root.leadingAnchor
    b.leadingAnchor == a.trailingAnchor
    b.widthAnchor == a.widthAnchor * 0.5
    for node in nodes {
      node.topAnchor == root.topAnchor
      node.heightAnchor == 10
    }
    root.layoutIfNeeded()
    expectFrame(b, 100, 0, 50, 10)
    width.constant = 150
    root.layoutIfNeeded()
    expectFrame(a, 0, 0, 150, 10)
    expectFrame(b, 150, 0, 75, 10)
  }

  @Test func `a node whose defined width gets text is measured at its new width`() {
    let (root, nodes) = makeTree(width: 300, height: 100, "label")
    let label = nodes[0]
    let width = label.widthAnchor == 60
    label.leadingAnchor == root.leadingAnchor
    label.topAnchor == root.topAnchor
    root.layoutIfNeeded()
    // In the same pass: text, measured height for width, and a new width. 24 characters of 5 points
    // wrap into "aaaa bbbb cccc dddd" and "eeee" at 100 (three lines at the old 60).
    label.text = TextContent("aaaa bbbb cccc dddd eeee", font: smallFont)
    width.constant = 100
    root.layoutIfNeeded()
    expectFrame(label, 0, 0, 100, 24)
  }

  @Test
  func `a refused definition's constant and a refused constant of what it was substituted into are both taken out`() {
    let (root, nodes) = makeTree(width: 200, height: 400, "a")
    let a = nodes[0]
    a.leadingAnchor == root.leadingAnchor
    a.widthAnchor == 50
    a.topAnchor == root.topAnchor + 10
    // Defines a's height; the second is substituted with it (0 == 0 in the solver).
    let defining = a.bottomAnchor == root.bottomAnchor - 10
    let substituted = a.bottomAnchor == root.bottomAnchor - 10
    root.layoutIfNeeded()
    expectFrame(a, 0, 10, 50, 380)
    // In one pass: a definition's constant the substituted constraint refuses, and a NaN constant of
    // that constraint. Taking the definition out installs the other again; its NaN is then refused and
    // it is taken out too, from the solver it is in now.
    defining.constant = -20
    substituted.constant = .nan
    root.layoutIfNeeded()
    #expect(!defining.isInstalled)
    #expect(!substituted.isInstalled)
    #expect(root.layoutDiagnostics.count == 2)
    // Nothing of the reinstalled constraint is left in the solver (at its old constant, it would
    // refuse this one): with a finite constant it goes in and places the bottom.
    substituted.constant = -20
    root.layoutIfNeeded()
    #expect(substituted.isInstalled)
    expectFrame(a, 0, 10, 50, 370)
  }

  @Test func `a second required definition of the same width conflicts as in the solver`() {
    let (root, nodes) = makeTree(width: 200, height: 400, "a")
    let a = nodes[0]
    a.leadingAnchor == root.leadingAnchor
    a.topAnchor == root.topAnchor
    a.widthAnchor == 50
    let second = a.widthAnchor == 80
    a.heightAnchor == 50
    root.layoutIfNeeded()
    expectFrame(a, 0, 0, 50, 50)
    #expect(!second.isInstalled)
    #expect(root.layoutDiagnostics.map(\.kind) == [.unsatisfiableConstraint])
  }
}
