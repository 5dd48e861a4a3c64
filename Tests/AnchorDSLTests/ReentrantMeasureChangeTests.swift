import AnchorDSL
import Foundation
import LayoutNodes
import Testing

/// A measure closure runs inside a layout pass, and may change the tree it is measured for: add,
/// remove and move nodes, hide them, change texts, intrinsic sizes, constants and activations, add
/// constraints, resize the root, ask for another pass or a hook. The pass must survive every such
/// change, and once the changes stop, the engine must be consistent again: every installed required
/// constraint holds on the frames, and a layout at a width gives the same frames before and after a
/// round trip through another width.
@Suite struct ReentrantMeasureChangeTests {
  private static let font = FixedAdvanceFont(size: 10, characterAdvance: 5, lineHeight: 12, baselineOffset: 10)
  private static let texts = ["hi", "hello world", "a b c d e f g h", "layout engine text"]

  /// Four nodes at fixed heights below the root's top, 5 in from its sides: labels a, b and c (12
  /// high) and a probe p (measured 1,200 / width high, at most 120 wide: 10 high), whose measure
  /// closure takes one of them out of the tree during the first pass. The others follow the root's
  /// next width, and nothing is reported: the constraints of the node taken out leave with it.
  @Test(arguments: ["a", "p", "b", "c"])
  func `a node taken out of the tree by a measure closure during a pass leaves the rest laid out`(name: String) {
    let root = LayoutNode(name: "root")
    root.frame = CGRect(x: 0, y: 0, width: 300, height: 600)
    let p = LayoutNode(name: "p")
    let nodes = [
      LayoutNode(name: "a", text: TextContent("hello", font: Self.font)), p,
      LayoutNode(name: "b", text: TextContent("world", font: Self.font)),
      LayoutNode(name: "c", text: TextContent("again", font: Self.font)),
    ]
    for (index, node) in nodes.enumerated() {
      root.addChild(node)
      node.topAnchor == root.topAnchor + 20 * CGFloat(index)
      node.horizontalAnchors == root.horizontalAnchors + 5
    }
    var removed: LayoutNode?
    p.measure = { proposal in
      if removed == nil {
        removed = nodes.first { $0.name == name }
        removed?.removeFromParent()
      }
      let width = min(max(proposal.width, 10), 120)
      return CGSize(width: width, height: 1200 / width)
    }
    defer { p.measure = nil }
    root.layoutIfNeeded()
    root.frame.size.width = 250
    root.layoutIfNeeded()

    #expect(removed?.parent == nil)
    for (index, node) in nodes.enumerated() where node !== removed {
      expectFrame(node, 5, 20 * CGFloat(index), 240, node === p ? 10 : 12)
    }
    #expect(root.layoutDiagnostics.isEmpty, "\(root.layoutDiagnostics.map(\.message))")
  }

  /// Measured nodes p1, p2 and q at fixed heights, p1's measure closure taking p2 out of the tree at
  /// its first, second or third call (when p1's box is put into the solver, when its content
  /// constraints go in after the pass's additions, when it is measured for its width): the solver
  /// then holds what it holds for the tree built without p2, nothing of p2's box.
  @Test(arguments: 1...3)
  func `a measured node taken out by another's measure closure leaves nothing in the solver`(call: Int) {
    func tree(removingAt removalCall: Int?) -> (root: LayoutNode, p1: LayoutNode, q: LayoutNode) {
      let root = LayoutNode(name: "root")
      root.frame = CGRect(x: 0, y: 0, width: 300, height: 600)
      let p1 = LayoutNode(name: "p1"), p2 = LayoutNode(name: "p2"), q = LayoutNode(name: "q")
      for (index, node) in [p1, p2, q].enumerated() {
        root.addChild(node)
        node.topAnchor == root.topAnchor + 20 * CGFloat(index)
        node.leadingAnchor == root.leadingAnchor + 5
      }
      var calls = 0
      p1.measure = { [unowned p2] _ in
        calls += 1
        if calls == removalCall { p2.removeFromParent() }
        return CGSize(width: 30, height: 10)
      }
      p2.measure = { _ in CGSize(width: 40, height: 10) }
      q.measure = { _ in CGSize(width: 50, height: 10) }
      if removalCall == nil { p2.removeFromParent() }
      root.layoutIfNeeded()
      root.frame.size.width = 250
      root.layoutIfNeeded()
      return (root, p1, q)
    }
    let changed = tree(removingAt: call)
    let reference = tree(removingAt: nil)
    expectFrame(changed.p1, 5, 0, 30, 10)
    expectFrame(changed.q, 5, 40, 50, 10)
    #expect(changed.root._solver?.constraints.count == reference.root._solver?.constraints.count)
    #expect(changed.root.layoutDiagnostics.isEmpty)
  }

  /// p pinned below q, added first; q's measure closure takes p out of the tree when q's box goes into
  /// the solver, in the middle of adding p's constraint to q: that constraint, deactivated by the
  /// removal, is not installed, and the solver holds what it holds for the tree built without p.
  @Test func `a constraint whose node leaves while it is added is not installed`() {
    func tree(removingDuringLayout: Bool) -> (root: LayoutNode, q: LayoutNode) {
      let root = LayoutNode(name: "root")
      root.frame = CGRect(x: 0, y: 0, width: 300, height: 600)
      let p = LayoutNode(name: "p"), q = LayoutNode(name: "q")
      root.addChild(p)
      root.addChild(q)
      p.measure = { _ in CGSize(width: 30, height: 10) }
      var removed = false
      q.measure = { [unowned p] _ in
        if removingDuringLayout, !removed {
          removed = true
          p.removeFromParent()
        }
        return CGSize(width: 40, height: 10)
      }
      p.topAnchor == q.bottomAnchor + 2
      p.leadingAnchor == root.leadingAnchor + 5
      q.topAnchor == root.topAnchor
      q.leadingAnchor == root.leadingAnchor + 5
      if !removingDuringLayout { p.removeFromParent() }
      root.layoutIfNeeded()
      root.frame.size.width = 250
      root.layoutIfNeeded()
      return (root, q)
    }
    let changed = tree(removingDuringLayout: true)
    let reference = tree(removingDuringLayout: false)
    expectFrame(changed.q, 5, 0, 40, 10)
    #expect(changed.root._solver?.constraints.count == reference.root._solver?.constraints.count)
    #expect(changed.root.layoutDiagnostics.isEmpty)
  }

  // Seed 2720 needs both the translation again of a constraint whose node moved during the pass and the
  // rebuild of one reactivated after a move (which of the two depends on the order of the engine's
  // hash tables, seeded per process).
  @Test(arguments: Array(1...300) + [2720])
  func `changes made by measure closures during a pass leave a consistent engine`(seed: Int) {
    var random = SplitMix64(state: UInt64(seed) &* 6_151 &+ 29)
    let root = LayoutNode(name: "root")
    root.frame = CGRect(x: 0, y: 0, width: 300, height: 600)
    var changesLeft = 10
    var constraints: [LayoutConstraint] = []
    var nodes: [LayoutNode] = []
    // The probes' closures reach the tree through the local functions below: they are let go at the
    // end, which frees the tree.
    var probes: [LayoutNode] = []
    defer { for probe in probes { probe.measure = nil } }

    func text() -> TextContent { TextContent(Self.texts[random.below(Self.texts.count)], font: Self.font) }
    /// Adds the node under the root or a node already added, below its last sibling.
    func link(_ node: LayoutNode) {
      let parent = random.chance(20) ? nodes.randomElement(using: &random) ?? root : root
      let previous = parent.children.last
      parent.addChild(node)
      let gap = CGFloat(random.below(10))
      constraints.append(
        previous.map { node.topAnchor == $0.bottomAnchor + gap } ?? (node.topAnchor == parent.topAnchor + gap))
      constraints += (node.horizontalAnchors == parent.horizontalAnchors + CGFloat(random.below(12))).all
      if random.chance(20) { constraints.append(node.heightAnchor >= 10) }
      nodes.append(node)
    }
    func newLabel() -> LayoutNode { LayoutNode(name: "label\(nodes.count)", text: text()) }
    func newProbe() -> LayoutNode {
      let probe = LayoutNode(name: "probe\(nodes.count)")
      probes.append(probe)
      probe.measure = { [unowned root] proposal in
        if changesLeft > 0 {
          changesLeft -= 1
          switch random.below(13) {
          case 0: link(random.chance(70) ? newLabel() : newProbe())
          case 1: nodes.randomElement(using: &random)?.removeFromParent()
          case 2: nodes.randomElement(using: &random)?.isHidden.toggle()
          case 3: nodes.filter { $0.text != nil }.randomElement(using: &random)?.text = text()
          case 4: constraints.randomElement(using: &random)?.constant = CGFloat(random.below(30))
          case 5: constraints.randomElement(using: &random)?.isActive.toggle()
          case 6: root.frame.size.width = CGFloat(200 + random.below(20) * 10)
          case 7: root.layoutIfNeeded()
          case 8:
            // A move within the tree (or into it, for a node taken out).
            if let node = nodes.randomElement(using: &random), let parent = nodes.randomElement(using: &random),
              node !== parent, !parent.isDescendant(of: node)
            {
              parent.addChild(node)
            }
          case 9:
            if let a = nodes.randomElement(using: &random), let b = nodes.randomElement(using: &random), a !== b {
              constraints.append(a.widthAnchor <= b.widthAnchor + CGFloat(random.below(40)))
            }
          case 10:
            nodes.randomElement(using: &random)?.intrinsicContentSize = IntrinsicContentSize(width: 20, height: 15)
          case 11: nodes.randomElement(using: &random)?.setNeedsLayout()
          default: if let node = nodes.randomElement(using: &random), node.parent == nil { root.addChild(node) }
          }
        }
        // Area 1,200, at most 120 wide.
        let width = min(max(proposal.width, 10), 120)
        return CGSize(width: width, height: 1200 / width)
      }
      return probe
    }

    for _ in 0..<(3 + random.below(5)) { link(random.chance(35) ? newProbe() : newLabel()) }
    for _ in 0..<5 {
      root.frame.size.width = CGFloat(200 + random.below(20) * 10)
      root.layoutIfNeeded()
    }
    changesLeft = 0

    func frames(_ node: LayoutNode) -> [CGRect] { [node.frame] + node.children.flatMap(frames) }
    root.frame.size.width = 300
    root.layoutIfNeeded()
    let broken = constraints.filter { $0.isInstalled && $0.priority.isRequired && !holdsOnFrames($0) }
    #expect(broken.isEmpty, "seed \(seed): \(broken)")
    #expect(!root.layoutDiagnostics.contains { $0.message.contains("Internal") }, "seed \(seed)")
    let first = frames(root)
    root.frame.size.width = 230
    root.layoutIfNeeded()
    root.frame.size.width = 300
    root.layoutIfNeeded()
    let again = frames(root)
    #expect(first.count == again.count)
    for (before, after) in zip(first, again) {
      #expect(isClose(before, after), "seed \(seed): \(before) != \(after)")
    }
  }
}
