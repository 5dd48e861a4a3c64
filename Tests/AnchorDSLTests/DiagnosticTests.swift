import AnchorDSL
import Foundation
import LayoutNodes
import Testing

@Suite struct DiagnosticTests {
  @Test func `a conflicting required constraint is not installed and is explained`() throws {
    let (root, nodes) = makeTree("a")
    let a = nodes[0]
    var handled: [LayoutDiagnostic] = []
    root.diagnosticHandler = { handled.append($0) }
    a.leadingAnchor == root.leadingAnchor
    a.topAnchor == root.topAnchor
    let height = a.heightAnchor == 10
    let ratio = a.widthAnchor == 2 * a.heightAnchor
    let wide = a.widthAnchor == 100
    root.layoutIfNeeded()
    expectFrame(a, 0, 0, 20, 10)
    #expect(ratio.isInstalled && !wide.isInstalled && wide.isActive)
    let diagnostic = try #require(root.layoutDiagnostics.first)
    #expect(root.layoutDiagnostics.count == 1 && handled.count == 1)
    #expect(diagnostic.kind == .unsatisfiableConstraint)
    #expect(diagnostic.constraint === wide)
    // The minimal conflicting set: the ratio and the height.
    let conflicting: Set<ObjectIdentifier> = Set(diagnostic.conflictingConstraints.map(ObjectIdentifier.init))
    let expected: Set<ObjectIdentifier> = [ObjectIdentifier(ratio), ObjectIdentifier(height)]
    #expect(conflicting == expected)
    #expect(diagnostic.conflictingDescriptions.count == 2)
    #expect(diagnostic.nodes.map(\.name) == ["a"])
    #expect(diagnostic.message.contains("a.width == 100"))
    #expect(diagnostic.message.contains("a.width == 2*a.height"))
    #expect(diagnostic.message.contains("Nodes involved: a"))
  }

  @Test func `a conflict with a frame-based node names its frame`() throws {
    let (root, nodes) = makeTree("a", "b")
    let (a, b) = (nodes[0], nodes[1])
    b.frame = CGRect(x: 0, y: 0, width: 200, height: 10)
    a.widthAnchor == b.widthAnchor
    let narrow = a.widthAnchor == 50
    root.layoutIfNeeded()
    let diagnostic = try #require(root.layoutDiagnostics.first)
    #expect(diagnostic.constraint === narrow)
    #expect(diagnostic.conflictingDescriptions.count == 2)
    #expect(diagnostic.conflictingDescriptions.contains("b.width == 200 (frame of a frame-based node)"))
    #expect(Set(diagnostic.nodes.map(\.name)) == ["a", "b"])
  }

  @Test func `a constant change that breaks required constraints takes the constraint out with a diagnostic`() throws {
    let (root, nodes) = makeTree("a")
    let a = nodes[0]
    a.widthAnchor <= 100
    let width = a.widthAnchor == 50
    root.layoutIfNeeded()
    width.constant = 150
    root.layoutIfNeeded()
    // Taken out, diagnosed, and kept for a retry: a smaller constant fits again.
    #expect(!width.isInstalled && width.isActive)
    #expect(root.layoutDiagnostics.map(\.kind) == [.unsatisfiableConstraint])
    width.constant = 80
    root.layoutIfNeeded()
    #expect(width.isInstalled && isClose(a.frame.width, 80))
  }

  @Test func `constraints between different trees are refused with a diagnostic`() throws {
    let (root, nodes) = makeTree("a")
    let stranger = LayoutNode(name: "stranger")
    let constraint = nodes[0].leadingAnchor == stranger.leadingAnchor
    #expect(!constraint.isActive)
    let diagnostic = try #require(root.layoutDiagnostics.first)
    #expect(diagnostic.kind == .noCommonAncestor)
    #expect(diagnostic.nodes.map(\.name) == ["a", "stranger"])
    #expect(diagnostic.message.contains("share no common ancestor"))
  }

  @Test func `a guide that was not added to a node cannot be constrained`() throws {
    let (root, nodes) = makeTree("a")
    let guide = LayoutGuide(identifier: "loose")
    let constraint = nodes[0].leadingAnchor == guide.leadingAnchor
    #expect(!constraint.isActive)
    #expect(root.layoutDiagnostics.map(\.kind) == [.noCommonAncestor])
  }

  @Test func `removing a node deactivates its constraints to the rest of the tree`() throws {
    let (root, nodes) = makeTree("a")
    let a = nodes[0]
    let child = LayoutNode(name: "child")
    a.addChild(child)
    let leading = a.leadingAnchor == root.leadingAnchor + 10
    let top = a.topAnchor == root.topAnchor
    let width = a.widthAnchor == 50
    a.heightAnchor == 50
    let inside = child.edgeAnchors == a.edgeAnchors + 5
    root.layoutIfNeeded()
    expectFrame(a, 10, 0, 50, 50)
    a.removeFromParent()
    #expect(a.parent == nil && root.children.isEmpty)
    #expect(!leading.isActive && !top.isActive)
    #expect(width.isActive && inside.all.allSatisfy { $0.isActive })
    // The detached subtree lays out on its own: a is its root now, and its required size constraints
    // outweigh the size it is given (a self-sizing root), which is written back.
    a.frame = CGRect(x: 0, y: 0, width: 80, height: 60)
    a.layoutIfNeeded()
    expectFrame(a, 0, 0, 50, 50)
    expectFrame(child, 5, 5, 40, 40)
    // An anchor of the removed node cannot be related to the old tree.
    let back = a.topAnchor == root.topAnchor
    #expect(!back.isActive)
    #expect(a.layoutDiagnostics.map(\.kind) == [.noCommonAncestor])
    // Re-added, its remaining constraints move into the tree's solver.
    root.addChild(a)
    a.leadingAnchor == root.leadingAnchor
    a.topAnchor == root.topAnchor + 20
    root.layoutIfNeeded()
    expectFrame(a, 0, 20, 50, 50)
    expectFrame(child, 5, 5, 40, 40)
  }

  @Test func `a subtree built with its own constraints joins a tree`() throws {
    let cell = LayoutNode(name: "cell")
    let title = LayoutNode(name: "title")
    cell.addChild(title)
    title.edgeAnchors == cell.edgeAnchors + 4
    let (root, _) = makeTree()
    root.addChild(cell)
    cell.topAnchor == root.topAnchor
    cell.horizontalAnchors == root.horizontalAnchors
    cell.heightAnchor == 30
    root.layoutIfNeeded()
    expectFrame(cell, 0, 0, 375, 30)
    expectFrame(title, 4, 4, 367, 22)
    #expect(root.layoutDiagnostics.isEmpty && cell.layoutDiagnostics.isEmpty)
  }

  @Test func `adding an ancestor as a child is refused`() throws {
    let (root, nodes) = makeTree("a")
    nodes[0].addChild(root)
    #expect(root.parent == nil && nodes[0].children.isEmpty)
    #expect(root.layoutDiagnostics.map(\.kind) == [.invalidTreeOperation])
  }

  @Test func `ambiguity is reported for nodes whose frames are not determined`() throws {
    let (root, nodes) = makeTree("a", "b")
    let (a, b) = (nodes[0], nodes[1])
    a.sizeAnchors == CGSize(width: 10, height: 10)
    b.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
    root.layoutIfNeeded()
    #expect(a.hasAmbiguousLayout)
    #expect(!b.hasAmbiguousLayout)
    #expect(!root.hasAmbiguousLayout)
    a.leadingAnchor == b.trailingAnchor
    #expect(a.hasAmbiguousLayout)
    a.topAnchor == root.topAnchor
    #expect(!a.hasAmbiguousLayout)
    // An inequality alone leaves a range: ambiguous again.
    let width = try #require(a.activeConstraints.first { $0.firstAnchor == a.widthAnchor.erased })
    width.isActive = false
    a.widthAnchor >= 10
    #expect(a.hasAmbiguousLayout)
    // A weak preference settles it, as in Auto Layout.
    a.widthAnchor == 10 ~ .fittingSize
    #expect(!a.hasAmbiguousLayout)
    // The probe leaves the layout as it was.
    root.layoutIfNeeded()
    expectFrame(a, 4, 0, 10, 10)
  }

  @Test func `asking about ambiguity leaves the next layout's frames right`() {
    let (root, nodes) = makeTree("a", "b")
    let (a, b) = (nodes[0], nodes[1])
    a.leftAnchor == root.leftAnchor + 10
    a.topAnchor == root.topAnchor + 10
    a.heightAnchor == 20
    let floor = a.widthAnchor >= 0
    a.widthAnchor <= 300
    b.leftAnchor == root.leftAnchor + 10
    b.topAnchor == root.topAnchor + 40
    b.heightAnchor == 20
    // Equal widths held in the solver (an equality would be a definition, computed from a's width).
    b.widthAnchor >= a.widthAnchor
    b.widthAnchor <= a.widthAnchor
    root.layoutIfNeeded()
    let width = a.frame.width
    expectFrame(b, 10, 40, width, 20)
    // The probe pulls a's width to an end of its range, and b's with it.
    #expect(a.hasAmbiguousLayout)
    expectFrame(b, 10, 40, width, 20)
    // A probe that left b's variable at the value the solver then finds hid b's change from the next
    // layout: b kept its old frame, apart from a.
    for minimum: CGFloat in [300, 0, 300] {
      floor.constant = minimum
      root.layoutIfNeeded()
      if minimum == 300 { expectFrame(a, 10, 10, 300, 20) }
      expectFrame(b, 10, 40, a.frame.width, 20)
      #expect(a.hasAmbiguousLayout == (minimum < 300))
    }
  }

  /// The probe reads a node's place in the root through the origins above it; one of them in no
  /// constraint (a parent whose constraints cancel its `left`: `centerX - trailing` is `-width / 2`)
  /// was moved by the probe and left there, and the parent's next write-back put it 1,000 points away.
  @Test func `asking about ambiguity leaves a parent's free origin where it was`() {
    let (root, nodes) = makeTree(width: 320, height: 480, "parent")
    let parent = nodes[0]
    let child = LayoutNode(name: "child")
    parent.addChild(child)
    parent.frame = CGRect(x: 30, y: 0, width: 0, height: 0)
    parent.centerXAnchor == parent.trailingAnchor - 20  // width 40; left in no constraint
    parent.topAnchor == root.topAnchor + 10
    let height = parent.heightAnchor == 20
    child.edgeAnchors == parent.edgeAnchors
    root.layoutIfNeeded()
    let x = parent.frame.origin.x
    expectFrame(parent, x, 10, 40, 20)
    expectFrame(child, 0, 0, 40, 20)
    #expect(child.hasAmbiguousLayout)
    height.constant = 30  // writes the parent back
    root.layoutIfNeeded()
    expectFrame(parent, x, 10, 40, 30)
    expectFrame(child, 0, 0, 40, 30)
  }
}

@Suite struct NonFiniteValueTests {
  @Test func `a NaN constant is diagnosed, not installed`() {
    let (root, nodes) = makeTree("a")
    let a = nodes[0]
    a.edgeAnchors == root.edgeAnchors
    let broken = a.widthAnchor <= .nan
    root.layoutIfNeeded()
    #expect(!broken.isInstalled)
    #expect(root.layoutDiagnostics.map(\.kind) == [.nonFiniteValue])
    expectFrame(a, 0, 0, 375, 667)
  }

  @Test func `an infinite root size keeps the previous size with a diagnostic`() {
    let (root, nodes) = makeTree("a")
    let a = nodes[0]
    a.edgeAnchors == root.edgeAnchors
    root.layoutIfNeeded()
    root.frame.size.width = .infinity
    root.layoutIfNeeded()
    #expect(root.layoutDiagnostics.map(\.kind) == [.nonFiniteValue])
    #expect(isClose(a.frame.height, 667))
  }
}

@Suite struct PassBoundTests {
  @Test func `height for width that never settles stops at the pass bound with a diagnostic`() {
    // The content is always 10 taller than it is wide, and the node must be square: every re-measure
    // grows it by 10, so measurement cannot settle.
    let (root, nodes) = makeTree("a")
    let a = nodes[0]
    a.measure = { proposal in
      CGSize(width: 50, height: proposal.width >= 1e6 ? 10 : proposal.width + 10)
    }
    a.leadingAnchor == root.leadingAnchor
    a.topAnchor == root.topAnchor
    a.widthAnchor == a.heightAnchor
    root.layoutIfNeeded()
    #expect(root.layoutDiagnostics.map(\.kind) == [.measurementDidNotConverge])
    // First solve 50 × 50, then four re-measure passes: 60, 70, 80, 90.
    expectFrame(a, 0, 0, 90, 90)
  }

  @Test func `hooks that always ask for another pass stop at the round bound with a diagnostic`() {
    let (root, nodes) = makeTree("a")
    var calls = 0
    nodes[0].layoutSubviews = { node in
      calls += 1
      node.setNeedsLayout()
    }
    nodes[0].setNeedsLayout()
    root.layoutIfNeeded()
    #expect(calls == 4)
    #expect(root.layoutDiagnostics.map(\.kind) == [.layoutDidNotSettle])
  }
}
