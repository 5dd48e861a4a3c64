import AnchorDSL
import Foundation
import LayoutNodes
import Testing

/// Bugs the node-tree fuzzer found (Fuzz/NodeTreeFuzzer), each reduced to its smallest tree.
@Suite struct EngineRegressionTests {
  /// Moving a node deactivates its constraints to the rest of the tree and forgets its boxes; a
  /// constraint reactivated before the next pass was still installed, so its node was never laid
  /// out again and kept the frame of its old parent.
  /// A node's only constraint deactivated, its frame set by hand, the constraint activated again, all
  /// before one pass: the node is solver-owned on both sides of the pass, and its solved values do not
  /// change, so nothing wrote its frame back; it kept the hand-set frame, breaking the constraint.
  @Test func `a frame set while a node's only constraint was briefly inactive is laid out over`() {
    let (root, nodes) = makeTree(width: 320, height: 480, "child")
    let child = nodes[0]
    let bottom = child.bottomAnchor == root.topAnchor + 105
    root.layoutIfNeeded()
    expectFrame(child, 0, 105, 0, 0)
    bottom.isActive = false
    child.frame = CGRect(x: -115, y: 0, width: 0, height: 74)
    bottom.isActive = true
    root.layoutIfNeeded()
    expectFrame(child, 0, 105, 0, 0)
  }

  @Test func `a constraint reactivated after its node moved lays the node out in its new parent`() {
    let (root, nodes) = makeTree(width: 320, height: 480, "a", "b")
    let (a, b) = (nodes[0], nodes[1])
    b.frame = CGRect(x: 8, y: 8, width: 16, height: 16)
    let edges = a.edgeAnchors == root.layoutMarginsGuide.edgeAnchors
    root.layoutIfNeeded()
    expectFrame(a, 8, 8, 320 - 16, 480 - 16)
    b.addChild(a)  // deactivates the four edge constraints
    edges.leading.isActive = true
    a.widthAnchor == 10
    a.topAnchor == b.topAnchor
    a.heightAnchor == 10
    root.layoutIfNeeded()
    // a.leading == root margins' leading (8 in root coordinates) = b.x + a.x, so a.x = 8 - 8.
    expectFrame(a, 8 - 8, 0, 10, 10)
  }

  /// A constraint deactivated by a move stayed queued in its old tree's engine, so reactivating it
  /// in the new tree queued nothing there: it was never installed in the new solver, yet reported as
  /// installed (in the old one), and its node kept the frame of its old tree.
  @Test func `a constraint reactivated in the tree its nodes moved to is solved there`() {
    let (root, nodes) = makeTree(width: 320, height: 480, "a", "b")
    let (a, b) = (nodes[0], nodes[1])
    a.frame = CGRect(x: 0, y: 100, width: 50, height: 50)
    b.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    let below = b.topAnchor == a.topAnchor + 10
    b.sizeAnchors == CGSize(width: 20, height: 20)
    root.layoutIfNeeded()
    expectFrame(b, 0, 110, 20, 20)
    a.removeFromParent()  // deactivates `below`, which waits in root's engine for removal
    a.addChild(b)  // b follows a into a's own tree
    #expect(!below.isActive)
    below.isActive = true
    a.layoutIfNeeded()
    // In a's coordinates: b.top == a.top + 10, a's top being 0 in its own tree.
    expectFrame(b, 0, 10, 20, 20)
    #expect(below.isInstalled)
    root.layoutIfNeeded()  // root's next pass leaves b's constraint in a's tree alone
    a.layoutIfNeeded()
    expectFrame(b, 0, 10, 20, 20)
    #expect(below.isInstalled)
  }

  /// A diagnostic that names the root was stored on the root: a retain cycle that leaked the tree.
  @Test func `a tree with diagnostics naming its root is released`() {
    weak var released: LayoutNode?
    do {
      let (root, _) = makeTree("a")
      root.addChild(root)  // refused with a diagnostic naming the root
      root.layoutIfNeeded()
      #expect(root.layoutDiagnostics.map(\.kind) == [.invalidTreeOperation])
      released = root
    }
    #expect(released == nil)
  }

  /// An active constraint and its nodes' boxes hold each other; the constraint must go when its
  /// nodes go.
  @Test func `the active constraints of a released tree are released with it`() {
    weak var constraint: LayoutConstraint?
    do {
      let (root, nodes) = makeTree("a", "b")
      constraint = nodes[0].leadingAnchor == nodes[1].trailingAnchor + 8
      nodes[0].edgeAnchors == root.edgeAnchors ~ .low
      root.layoutIfNeeded()
      #expect(constraint?.isInstalled == true)
    }
    #expect(constraint == nil)
  }

  /// A direction change re-translated the constraints of the boxes it reached, but a constraint
  /// deactivated since the last pass had already left its boxes while still installed: reactivated
  /// before the pass, it kept its right-to-left reading in a left-to-right tree.
  @Test func `a constraint reactivated after a direction change reads the new direction`() {
    let (root, nodes) = makeTree(width: 320, height: 480, "a")
    let a = nodes[0]
    let edges = a.edgeAnchors == root.layoutMarginsGuide.edgeAnchors
    root.explicitLayoutDirection = .rightToLeft
    root.layoutIfNeeded()
    expectFrame(a, 8, 8, 320 - 16, 480 - 16)
    edges.leading.isActive = false
    root.explicitLayoutDirection = .leftToRight
    edges.leading.isActive = true
    root.layoutIfNeeded()
    // Left to right: a.leading (its left edge) == the margins' left edge, 8.
    expectFrame(a, 8, 8, 320 - 16, 480 - 16)
    #expect(edges.leading.isInstalled)
    #expect(root.layoutDiagnostics.isEmpty)
  }

  /// The same with a leading-only tie, where the stale reading moves the node rather than its width.
  @Test func `a leading constraint reactivated after a direction change pins the new leading edge`() {
    let (root, nodes) = makeTree(width: 320, height: 480, "a")
    let a = nodes[0]
    let leading = a.leadingAnchor == root.leadingAnchor + 20
    a.sizeAnchors == CGSize(width: 100, height: 50)
    a.topAnchor == root.topAnchor
    root.layoutIfNeeded()
    expectFrame(a, 20, 0, 100, 50)
    leading.isActive = false
    root.explicitLayoutDirection = .rightToLeft
    leading.isActive = true
    root.layoutIfNeeded()
    // Right to left: a's right edge is 20 points in from the root's right edge, 320 - 20 - 100.
    expectFrame(a, 200, 0, 100, 50)
  }

  /// Node-tree fuzz input `regression-released-by-old-tree`: a node moved to another tree shares its
  /// variables between the two trees' solvers until the old tree lays out again and releases them. The
  /// old solver must not reset them then: the new tree's solver, which reads only the rows it
  /// touched, would not write them again, and its next write-back read 0 for the node's height.
  @Test func `a node moved to another tree keeps its size when the old tree lays out again`() {
    let (first, nodes) = makeTree(width: 200, height: 200, "moved")
    let moved = nodes[0]
    moved.widthAnchor == 30
    moved.heightAnchor == 41
    moved.leadingAnchor == first.leadingAnchor + 5
    moved.topAnchor == first.topAnchor + 5
    first.layoutIfNeeded()
    expectFrame(moved, 5, 5, 30, 41)

    let (second, _) = makeTree(width: 300, height: 300)
    moved.removeFromParent()
    second.addChild(moved)
    moved.leadingAnchor == second.leadingAnchor + 7
    moved.topAnchor == second.topAnchor + 9
    second.layoutIfNeeded()
    expectFrame(moved, 7, 9, 30, 41)
    first.layoutIfNeeded()  // releases the moved node's variables from the first tree's solver
    // A change of structure in the second tree, over variables its solver holds already, writes
    // every frame back from the solver's values.
    moved.widthAnchor >= 10
    second.layoutIfNeeded()
    expectFrame(moved, 7, 9, 30, 41)
    #expect(second.layoutDiagnostics.isEmpty)
  }

  /// Node-tree fuzz input `regression-frame-against-many-duplicates`: a frame-based node moved against
  /// more user constraints than the engine used to take out (sixteen) kept them installed and broken,
  /// its solver frame apart from its own.
  @Test func `a frame-based node moved against twenty conflicting constraints takes all of them out`() {
    let (root, nodes) = makeTree(width: 320, height: 480, "pinned", "anchor")
    let (pinned, anchor) = (nodes[0], nodes[1])
    anchor.frame = CGRect(x: 0, y: 0, width: 100, height: 100)  // never on a left-hand side: frame-based
    pinned.leadingAnchor == root.leadingAnchor + 5
    pinned.topAnchor == root.topAnchor
    pinned.sizeAnchors == CGSize(width: 10, height: 10)
    let ties = (0..<20).map { _ in pinned.leadingAnchor == anchor.leadingAnchor + 5 }
    root.layoutIfNeeded()
    #expect(ties.allSatisfy { $0.isInstalled })
    #expect(root.layoutDiagnostics.isEmpty)

    anchor.frame.origin.x = 50  // pinned.leading would be 55 by the ties, 5 by the first constraint
    root.layoutIfNeeded()
    expectFrame(anchor, 50, 0, 100, 100)
    expectFrame(pinned, 5, 0, 10, 10)
    #expect(ties.allSatisfy { !$0.isInstalled })
    // Each tie is taken out once for the frame, then refused once more when retried.
    let takenOut = root.layoutDiagnostics.filter { "\($0)".contains("took out the constraint") }
    #expect(takenOut.count == 20)
    #expect(root.layoutDiagnostics.allSatisfy { $0.kind == .unsatisfiableConstraint })
  }

  /// A definition kept in a pass after the old definition of the coordinate it reads went away is
  /// placed before that coordinate's other readers; the new definition of the coordinate, kept after
  /// it in the same pass, took the old one's place, after its reader, which then read the coordinate's
  /// value from before the pass: `a.top` stayed at `b`'s old top, and `c`, placed from `a`, with it.
  @Test func `a coordinate defined again in a pass is computed before a reader kept earlier in that pass`() {
    let (root, nodes) = makeTree(width: 320, height: 480, "a", "b", "c")
    let (a, b, c) = (nodes[0], nodes[1], nodes[2])
    c.topAnchor == a.topAnchor + 79
    let old = b.topAnchor == root.topAnchor - 79
    root.layoutIfNeeded()
    expectFrame(b, 0, -79, 0, 0)
    expectFrame(c, 0, 79, 0, 0)  // a is frame-based at its zero frame
    old.isActive = false
    a.topAnchor == b.topAnchor
    b.topAnchor == root.topAnchor
    root.layoutIfNeeded()
    expectFrame(b, 0, 0, 0, 0)
    expectFrame(a, 0, 0, 0, 0)
    expectFrame(c, 0, 79, 0, 0)
  }

  /// Node-tree fuzz input `regression-redefined-after-a-reader` (found by `.ci/run`'s fuzzer): the
  /// same order of definitions, reached by a move. A node's edge constraints to the root deactivated
  /// by moving it, a node pinned to its edges and its edges pinned to the root again, all before one
  /// pass: the pinned node kept the moved node's old frame, and the node inset in it broke its
  /// required constraints.
  @Test func `a node pinned to a moved node's edges follows the edges pinned again after the move`() {
    let (root, nodes) = makeTree(width: 320, height: 480, "inset", "pinned")
    let (inset, pinned) = (nodes[0], nodes[1])
    let moved = LayoutNode(name: "moved")
    inset.addChild(moved)
    inset.edgeAnchors == pinned.edgeAnchors + 79
    moved.edgeAnchors == root.edgeAnchors
    root.layoutIfNeeded()
    expectFrame(inset, 79, 79, -158, -158)  // pinned is frame-based at its zero frame
    expectFrame(moved, -79, -79, 320, 480)
    root.addChild(moved)  // deactivates the four edge constraints
    pinned.edgeAnchors == moved.edgeAnchors
    moved.edgeAnchors == root.edgeAnchors
    root.layoutIfNeeded()
    expectFrame(moved, 0, 0, 320, 480)
    expectFrame(pinned, 0, 0, 320, 480)
    expectFrame(inset, 79, 79, 320 - 158, 480 - 158)
    #expect(root.layoutDiagnostics.isEmpty)
  }
}
