import AnchorDSL
import Foundation
import LayoutNodes
import Testing

@Suite struct FrameRuleTests {
  @Test func `nodes only on right-hand sides keep their frames, nested in frame-based parents`() {
    let (root, nodes) = makeTree("panel", "a")
    let (panel, a) = (nodes[0], nodes[1])
    panel.frame = CGRect(x: 10, y: 20, width: 300, height: 300)
    let badge = LayoutNode(name: "badge")
    panel.addChild(badge)
    badge.frame = CGRect(x: 100, y: 5, width: 30, height: 30)
    // badge sits at (110, 25) in root coordinates.
    a.leadingAnchor == badge.trailingAnchor
    a.topAnchor == badge.bottomAnchor
    a.sizeAnchors == CGSize(width: 10, height: 10)
    root.layoutIfNeeded()
    expectFrame(a, 140, 55, 10, 10)
    expectFrame(panel, 10, 20, 300, 300)
    expectFrame(badge, 100, 5, 30, 30)
    // Moving a frame-based node moves what is constrained to it.
    panel.frame.origin = CGPoint(x: 0, y: 0)
    root.layoutIfNeeded()
    expectFrame(a, 130, 35, 10, 10)
  }

  @Test func `a solver-owned child of a frame-based parent gets a frame in its parent's coordinates`() {
    let (root, nodes) = makeTree("panel")
    let panel = nodes[0]
    panel.frame = CGRect(x: 10, y: 20, width: 100, height: 100)
    let child = LayoutNode(name: "child")
    panel.addChild(child)
    child.leadingAnchor == root.leadingAnchor + 50
    child.topAnchor == root.topAnchor + 50
    child.sizeAnchors == CGSize(width: 5, height: 5)
    root.layoutIfNeeded()
    expectFrame(child, 40, 30, 5, 5)
  }

  @Test func `a node that loses its last left-hand constraint keeps its last frame`() {
    let (root, nodes) = makeTree("a", "b")
    let (a, b) = (nodes[0], nodes[1])
    let pin = batch {
      a.leadingAnchor == root.leadingAnchor + 30
      a.topAnchor == root.topAnchor + 40
      a.sizeAnchors == CGSize(width: 20, height: 20)
    }
    b.leadingAnchor == a.trailingAnchor
    b.topAnchor == a.topAnchor
    b.sizeAnchors == CGSize(width: 5, height: 5)
    root.layoutIfNeeded()
    expectFrame(b, 50, 40, 5, 5)
    LayoutConstraint.deactivate(pin)
    root.layoutIfNeeded()
    expectFrame(a, 30, 40, 20, 20)
    expectFrame(b, 50, 40, 5, 5)
    a.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    root.layoutIfNeeded()
    expectFrame(b, 10, 0, 5, 5)
  }

  @Test func `a root sized by required constraints writes its solved size back`() {
    let root = LayoutNode(name: "cell")
    root.frame = CGRect(x: 0, y: 0, width: 320, height: 0)
    let body = LayoutNode(name: "body", text: TextContent("one two three", font: smallFont))
    root.addChild(body)
    body.edgeAnchors == root.edgeAnchors + 8
    // Only required constraints outweigh the root size: make the text's height required.
    body.setContentCompressionResistancePriority(.required, for: .vertical)
    root.layoutIfNeeded()
    // One 12-point line plus 8 + 8; the width stays the given 320.
    #expect(isClose(root.frame.height, 28) && isClose(root.frame.width, 320))
    expectFrame(body, 8, 8, 304, 12)
    // At 70 wide the text has 70 - 16 = 54 points: "one two" (35) / "three" (25), two lines.
    root.frame.size.width = 70
    root.layoutIfNeeded()
    #expect(isClose(root.frame.height, 40))
    expectFrame(body, 8, 8, 54, 24)
  }

  @Test func `safe-area and margins guides follow their insets`() {
    let (root, nodes) = makeTree("content", "inner")
    let (content, inner) = (nodes[0], nodes[1])
    root.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    content.edgeAnchors == root.safeAreaLayoutGuide.edgeAnchors
    inner.edgeAnchors == root.layoutMarginsGuide.edgeAnchors
    root.layoutIfNeeded()
    expectFrame(content, 0, 44, 375, 589)
    expectFrame(inner, 8, 8, 359, 651)
    #expect(isClose(root.safeAreaLayoutGuide.frame, CGRect(x: 0, y: 44, width: 375, height: 589)))
    root.safeAreaInsets = EdgeInsets(top: 20, left: 10, bottom: 0, right: 10)
    root.layoutMargins = EdgeInsets(all: 16)
    root.layoutIfNeeded()
    expectFrame(content, 10, 20, 355, 647)
    expectFrame(inner, 16, 16, 343, 635)
  }

  @Test func `a child's safe-area guide follows the insets set on it, not those it inherits`() {
    let (root, nodes) = makeTree("child", "content")
    let (child, content) = (nodes[0], nodes[1])
    content.removeFromParent()
    child.addChild(content)
    root.safeAreaInsets = EdgeInsets(top: 44)
    child.frame = CGRect(x: 0, y: 10, width: 375, height: 400)
    child.safeAreaInsets = EdgeInsets(left: 8)
    content.edgeAnchors == child.safeAreaLayoutGuide.edgeAnchors
    root.layoutIfNeeded()
    // The bar's 34 points are in the child's insets, not in its guide (they depend on the frames being
    // solved): a constraint that needs them uses the root's guide.
    #expect(child.safeAreaInsets == EdgeInsets(top: 34, left: 8))
    expectFrame(content, 8, 0, 367, 400)
  }

  @Test func `a user guide spaces two nodes and reports its frame`() {
    let (root, nodes) = makeTree("left", "right")
    let (left, right) = (nodes[0], nodes[1])
    let gap = LayoutGuide(identifier: "gap")
    root.addLayoutGuide(gap)
    #expect(gap.owningNode === root && root.layoutGuides.count == 1)
    left.leadingAnchor == root.leadingAnchor
    left.sizeAnchors == CGSize(width: 50, height: 50)
    left.topAnchor == root.topAnchor
    gap.leadingAnchor == left.trailingAnchor
    gap.widthAnchor == left.widthAnchor / 2
    gap.topAnchor == left.topAnchor
    gap.heightAnchor == 1
    right.leadingAnchor == gap.trailingAnchor
    right.topAnchor == root.topAnchor
    right.sizeAnchors == CGSize(width: 10, height: 10)
    root.layoutIfNeeded()
    expectFrame(right, 75, 0, 10, 10)
    #expect(isClose(gap.frame, CGRect(x: 50, y: 0, width: 25, height: 1)))
    #expect(!gap.hasAmbiguousLayout)
    root.removeLayoutGuide(gap)
    #expect(root.layoutGuides.isEmpty && gap.owningNode == nil)
  }

  @Test func `layoutSubviews hooks run after the solve, parents first, and their frames are solved too`() {
    let (root, nodes) = makeTree("card", "follower")
    let (card, follower) = (nodes[0], nodes[1])
    let icon = LayoutNode(name: "icon")
    card.addChild(icon)
    card.edgeAnchors == root.edgeAnchors + 20
    // Frame-based code in the card's hook puts the icon in its bottom-right corner.
    var calls: [String] = []
    root.layoutSubviews = { _ in calls.append("root") }
    card.layoutSubviews = { node in
      calls.append("card")
      icon.frame = CGRect(x: node.frame.width - 30, y: node.frame.height - 30, width: 30, height: 30)
    }
    // A constraint-based node follows the frame-based icon.
    follower.trailingAnchor == icon.leadingAnchor
    follower.bottomAnchor == icon.bottomAnchor
    follower.sizeAnchors == CGSize(width: 10, height: 10)
    root.layoutIfNeeded()
    #expect(calls == ["root", "card"] as [String])
    expectFrame(icon, 305, 597, 30, 30)
    // In root coordinates the icon is at (325, 617): the follower ends at its leading edge.
    expectFrame(follower, 315, 637, 10, 10)
    // A pass that changes no size runs no hook; setNeedsLayout asks for one.
    calls = []
    root.layoutIfNeeded()
    #expect(calls.isEmpty)
    card.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(calls == ["card"])
    calls = []
    root.frame.size.width = 300
    root.layoutIfNeeded()
    #expect(calls == ["root", "card"] as [String])
    expectFrame(icon, 230, 597, 30, 30)
    expectFrame(follower, 240, 637, 10, 10)
  }

  @Test func `children inherit the layout direction unless they set their own`() {
    let (root, nodes) = makeTree(width: 400, height: 300, "row")
    let row = nodes[0]
    let item = LayoutNode(name: "item")
    row.addChild(item)
    row.edgeAnchors == root.edgeAnchors
    item.leadingAnchor == row.leadingAnchor + 10
    item.topAnchor == row.topAnchor
    item.sizeAnchors == CGSize(width: 50, height: 50)
    root.layoutIfNeeded()
    expectFrame(item, 10, 0, 50, 50)
    root.layoutDirection = .rightToLeft
    #expect(item.layoutDirection == .rightToLeft && item.explicitLayoutDirection == nil)
    root.layoutIfNeeded()
    expectFrame(item, 340, 0, 50, 50)
    row.layoutDirection = .leftToRight
    root.layoutIfNeeded()
    expectFrame(item, 10, 0, 50, 50)
    row.explicitLayoutDirection = nil
    root.layoutIfNeeded()
    expectFrame(item, 340, 0, 50, 50)
  }

  @Test func `a direction change of the right-hand node moves its leading edge`() {
    // a (left to right, so the constraint is not mirrored) follows b's leading edge: b's left edge,
    // then its right edge once b is right to left.
    let (root, nodes) = makeTree(width: 400, height: 300, "a", "b")
    let (a, b) = (nodes[0], nodes[1])
    b.frame = CGRect(x: 100, y: 50, width: 200, height: 100)
    a.leadingAnchor == b.leadingAnchor + 10
    a.topAnchor == root.topAnchor
    a.sizeAnchors == CGSize(width: 20, height: 20)
    root.layoutIfNeeded()
    expectFrame(a, 110, 0, 20, 20)
    b.layoutDirection = .rightToLeft
    root.layoutIfNeeded()
    expectFrame(a, 310, 0, 20, 20)
  }

  @Test func `a negative solved size is written back as solved, not standardized`() {
    let (root, nodes) = makeTree("a")
    let a = nodes[0]
    a.leadingAnchor == root.leadingAnchor + 50
    a.trailingAnchor == root.leadingAnchor + 30
    a.topAnchor == root.topAnchor
    a.heightAnchor == 10
    root.layoutIfNeeded()
    #expect(isClose(a.frame.origin.x, 50) && isClose(a.frame.size.width, -20))
    // The flipped twin of the current frame is a different frame (CGRect's == would call them equal).
    let (root2, nodes2) = makeTree("b")
    let b = nodes2[0]
    let top = b.topAnchor == root2.topAnchor + 7
    let height = b.heightAnchor == 36
    b.leadingAnchor == root2.leadingAnchor
    b.widthAnchor == 10
    root2.layoutIfNeeded()
    top.constant = 43
    height.constant = -36
    root2.layoutIfNeeded()
    #expect(isClose(b.frame.origin.y, 43) && isClose(b.frame.size.height, -36))
  }

  @Test func `children are inserted, moved and removed`() {
    let (root, nodes) = makeTree("a", "b")
    let c = LayoutNode(name: "c")
    root.insertChild(c, at: 1)
    #expect(root.children.map(\.name) == ["a", "c", "b"])
    root.insertChild(nodes[1], at: 0)
    #expect(root.children.map(\.name) == ["b", "a", "c"])
    nodes[0].addChild(c)
    #expect(root.children.map(\.name) == ["b", "a"] && c.parent === nodes[0] && c.root === root)
    c.removeFromParent()
    #expect(c.parent == nil && nodes[0].children.isEmpty)
  }
}
