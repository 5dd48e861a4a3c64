import AnchorDSL
import Foundation
import LayoutNodes
import Testing

/// A node's links to its parent and from its box do not retain: a parent holds its children and a
/// node holds its box, and each clears the link when it goes away. These tests pin down that the links
/// behave as weak references would: a node that outlives its parent (or box owner) sees `nil`, never a
/// released object.
@Suite struct NodeLifetimeTests {
  @Test func `a child that outlives its parent has no parent and is its own root`() {
    let child = LayoutNode(name: "child")
    weak var released: LayoutNode?
    do {
      let parent = LayoutNode(name: "parent")
      parent.addChild(child)
      released = parent
      #expect(child.parent === parent)
      #expect(child.root === parent)
    }
    #expect(released == nil)
    #expect(child.parent == nil)
    #expect(child.root === child)
  }

  @Test func `a grandchild kept while its ancestors go keeps its own children`() {
    let middle = LayoutNode(name: "middle")
    let leaf = LayoutNode(name: "leaf")
    middle.addChild(leaf)
    weak var releasedRoot: LayoutNode?
    do {
      let root = LayoutNode(name: "root")
      let top = LayoutNode(name: "top")
      root.addChild(top)
      top.addChild(middle)
      releasedRoot = root
      #expect(leaf.root === root)
    }
    // Released in the deinit's loop (`top` is held only by `root`): each released level clears the
    // links of the children it lets go.
    #expect(releasedRoot == nil)
    #expect(middle.parent == nil)
    #expect(leaf.parent === middle)
    #expect(leaf.root === middle)
  }

  @Test func `a node kept in the middle of a released deep tree is a root`() {
    let kept = LayoutNode(name: "kept")
    weak var releasedRoot: LayoutNode?
    do {
      let root = LayoutNode(name: "root")
      var bottom = root
      for level in 0..<1_000 {
        let node = level == 500 ? kept : LayoutNode(name: "n\(level)")
        bottom.addChild(node)
        bottom = node
      }
      releasedRoot = root
    }
    #expect(releasedRoot == nil)
    #expect(kept.parent == nil)
    #expect(kept.children.count == 1)
    #expect(kept.children.first?.parent === kept)
  }

  @Test func `removing and adding a child moves its parent link`() {
    let first = LayoutNode(name: "first")
    let second = LayoutNode(name: "second")
    let child = LayoutNode(name: "child")
    first.addChild(child)
    child.removeFromParent()
    #expect(child.parent == nil)
    #expect(first.children.isEmpty)
    second.addChild(child)
    #expect(child.parent === second)
    first.addChild(child)
    #expect(child.parent === first)
    #expect(second.children.isEmpty)
  }

  @Test func `a constraint kept after its node is released names no node`() {
    let root = LayoutNode(name: "root")
    let constraint: LayoutConstraint
    weak var released: LayoutNode?
    do {
      let node = LayoutNode(name: "node")
      root.addChild(node)
      constraint = node.leadingAnchor == root.leadingAnchor + 10
      released = node
      #expect(constraint.firstAnchor.node === node)
      node.removeFromParent()
    }
    #expect(released == nil)
    #expect(constraint.firstAnchor.node == nil)
    #expect(constraint.secondAnchor?.node === root)
  }

  @Test func `a node removed and released with its constraints leaves the tree solvable`() {
    let root = LayoutNode(name: "root")
    root.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    let kept = LayoutNode(name: "kept")
    root.addChild(kept)
    do {
      let gone = LayoutNode(name: "gone")
      root.addChild(gone)
      gone.edgeAnchors == root.edgeAnchors
      kept.leadingAnchor == gone.trailingAnchor - 50
      kept.topAnchor == root.topAnchor + 10
      kept.sizeAnchors == CGSize(width: 20, height: 30)
      root.layoutIfNeeded()
      #expect(kept.frame == CGRect(x: 150, y: 10, width: 20, height: 30))
      gone.removeFromParent()
    }
    root.layoutIfNeeded()
    #expect(kept.frame.origin.y == 10)
    #expect(kept.frame.size == CGSize(width: 20, height: 30))
  }

  @Test func `a direction inherited from a released parent falls back to left-to-right`() {
    let child = LayoutNode(name: "child")
    do {
      let parent = LayoutNode(name: "parent")
      parent.layoutDirection = .rightToLeft
      parent.addChild(child)
      #expect(child.layoutDirection == .rightToLeft)
    }
    #expect(child.layoutDirection == .leftToRight)
  }

  @Test func `a pin chain on a node whose parent was released asks for a parent`() {
    let child = LayoutNode(name: "child")
    child.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
    do {
      let parent = LayoutNode(name: "parent")
      parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
      parent.addChild(child)
    }
    // As in PinLayout, the rule that needs the parent is skipped and the rest of the chain applies.
    child.pin.right(10).width(20)
    #expect(child.frame == CGRect(x: 1, y: 2, width: 20, height: 4))
    #expect(child.layoutDiagnostics.count == 1)
    #expect(child.layoutDiagnostics.first?.message.contains("added as a sub-node") == true)
  }
}
