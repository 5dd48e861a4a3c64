import AnchorDSL
import Foundation
import LayoutNodes
import Testing

/// Trees far beyond a screen's: 10,000 levels deep and 100,000 nodes wide, laid out, re-laid out and
/// torn down without overflowing the stack; independent trees laid out on several threads at once.
@Suite struct StressTests {
  static let depth = 10_000
  static let width = 100_000

  /// A chain of frame-based nodes, each at (1, 1) in its parent, with a leaf sized by constraints at
  /// the bottom: writing the leaf's frame back converts it through 9,999 ancestors, its `leading`
  /// constraint reads a direction inherited through them, and a direction change, a removal and the
  /// release walk all of them.
  ///
  /// The leaf's position is not pinned to the root: that would put every ancestor's frame into the
  /// solver as a chain of 10,000 equalities, whose rows grow with the depth (O(depth²), 31 s in debug).
  @Test func `a tree 10,000 levels deep is laid out, moved and released`() {
    weak var released: LayoutNode?
    do {
      let root = LayoutNode(name: "root")
      root.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
      // Built from the leaf up: adding a child walks from the parent to its root (the cycle check),
      // so adding each level at the bottom of the finished chain would cost O(depth²).
      let leaf = LayoutNode(name: "leaf")
      var top = leaf
      for level in (1..<Self.depth).reversed() {
        let node = LayoutNode(name: "n\(level)")
        node.frame = CGRect(x: 1, y: 1, width: 100, height: 100)
        node.addChild(top)
        top = node
      }
      root.addChild(top)
      var hookRuns = 0
      leaf.layoutSubviews = { _ in hookRuns += 1 }
      leaf.widthAnchor == 10
      leaf.trailingAnchor == leaf.leadingAnchor + 10
      leaf.heightAnchor == 20
      root.layoutIfNeeded()
      #expect(leaf.frame.size == CGSize(width: 10, height: 20))
      #expect(leaf.frame.origin.x.isFinite && leaf.frame.origin.y.isFinite)
      #expect(hookRuns == 1)
      #expect(leaf.layoutDirection == .leftToRight)
      // A direction change re-resolves leading/trailing all the way down.
      root.layoutDirection = .rightToLeft
      #expect(leaf.layoutDirection == .rightToLeft)
      root.layoutIfNeeded()
      #expect(leaf.frame.size == CGSize(width: 10, height: 20))
      #expect(root.layoutDiagnostics.isEmpty)
      // Removing the top of the chain detaches 10,000 levels; the leaf's constraints move with them.
      top.removeFromParent()
      #expect(leaf.root === top)
      #expect(leaf.activeConstraints.count == 3)
      top.layoutIfNeeded()
      #expect(leaf.frame.size == CGSize(width: 10, height: 20))
      released = root
    }
    #expect(released == nil)
  }

  /// 100,000 children: most keep their frames and never enter the solver; every hundredth is laid
  /// out by constraints relative to the root (1,000 nodes, 4,000 constraints).
  @Test func `a tree 100,000 nodes wide is laid out and resized`() {
    let root = LayoutNode(name: "root")
    root.frame = CGRect(x: 0, y: 0, width: 1000, height: 100)
    var children: [LayoutNode] = []
    children.reserveCapacity(Self.width)
    for index in 0..<Self.width {
      let child = LayoutNode(name: "c\(index)")
      child.frame = CGRect(x: CGFloat(index), y: 0, width: 1, height: 1)
      root.addChild(child)
      children.append(child)
    }
    for index in stride(from: 0, to: Self.width, by: 100) {
      let child = children[index]
      child.leadingAnchor == root.leadingAnchor + CGFloat(index / 100)
      child.topAnchor == root.topAnchor + 5
      child.widthAnchor == root.widthAnchor / 100
      child.heightAnchor == 10
    }
    root.layoutIfNeeded()
    expectFrame(children[0], 0, 5, 1000 / 100, 10)
    expectFrame(children[Self.width - 100], CGFloat((Self.width - 100) / 100), 5, 1000 / 100, 10)
    expectFrame(children[Self.width - 1], CGFloat(Self.width - 1), 0, 1, 1)
    root.frame.size.width = 500
    root.layoutIfNeeded()
    expectFrame(children[0], 0, 5, 500 / 100, 10)
    // Removing a child from the middle of 100,000 siblings.
    children[50_000].removeFromParent()
    root.layoutIfNeeded()
    #expect(root.children.count == Self.width - 1)
  }

  /// Eight trees, each built and laid out inside its own task (nodes are not Sendable); only frames
  /// cross back. Every tree is a row of 50 equal cells with 4-point gaps.
  @Test func `independent trees are laid out concurrently on several threads`() async {
    let results = await withTaskGroup(of: (Int, [CGRect]).self) { group in
      for tree in 0..<8 {
        group.addTask {
          let width = CGFloat(400 + 50 * tree)
          return (tree, Self.layOutRow(width: width))
        }
      }
      var results: [Int: [CGRect]] = [:]
      for await (tree, frames) in group { results[tree] = frames }
      return results
    }
    #expect(results.count == 8)
    for (tree, frames) in results {
      // 50 cells and 49 gaps of 4 fill the width: cell = (width - 49 * 4) / 50.
      let width = CGFloat(400 + 50 * tree)
      let cell = (width - 49 * 4) / 50
      #expect(frames.count == 50)
      for (index, frame) in frames.enumerated() {
        let expected = CGRect(x: CGFloat(index) * (cell + 4), y: 0, width: cell, height: 30)
        #expect(isClose(frame, expected), "tree \(tree) cell \(index): \(frame) is not \(expected)")
      }
    }
  }

  private static func layOutRow(width: CGFloat) -> [CGRect] {
    let root = LayoutNode(name: "row")
    root.frame = CGRect(x: 0, y: 0, width: width, height: 30)
    let cells = (0..<50).map { LayoutNode(name: "cell\($0)") }
    cells.forEach(root.addChild)
    cells[0].leadingAnchor == root.leadingAnchor
    cells[49].trailingAnchor == root.trailingAnchor
    for (left, right) in zip(cells, cells.dropFirst()) {
      right.leadingAnchor == left.trailingAnchor + 4
      right.widthAnchor == left.widthAnchor
    }
    for cell in cells { cell.verticalAnchors == root.verticalAnchors }
    root.layoutIfNeeded()
    return cells.map(\.frame)
  }
}
