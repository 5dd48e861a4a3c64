import AnchorDSL
import Foundation
import LayoutNodes
import Testing

/// A node's root and inherited direction follow every change of the tree's shape. (Both are cached on
/// the nodes; these tests read them between changes, so that a cache kept past a change would show.)
@Suite struct TreeRootAndDirectionTests {
  /// `names[0]` → `names[1]` → …, each the child of the one before.
  private func chain(_ names: String...) -> [LayoutNode] {
    let nodes = names.map { LayoutNode(name: $0) }
    for (parent, child) in zip(nodes, nodes.dropFirst()) { parent.addChild(child) }
    return nodes
  }

  @Test func `a subtree's root follows it when it is moved, removed and added back`() {
    let a = chain("a", "b", "c")
    let x = LayoutNode(name: "x")
    #expect(a[2].root === a[0])
    x.addChild(a[1])
    #expect(a[2].root === x)
    #expect(a[0].children.isEmpty)
    a[1].removeFromParent()
    #expect(a[2].root === a[1])
    #expect(a[1].root === a[1])
    a[0].addChild(a[1])
    #expect(a[2].root === a[0])
    #expect(x.root === x)
  }

  @Test func `a tree built bottom up has one root, read at every level as it grows`() {
    var nodes = [LayoutNode(name: "level 0")]
    for level in 1..<50 {
      let parent = LayoutNode(name: "level \(level)")
      parent.addChild(nodes[nodes.count - 1])
      nodes.append(parent)
      // Every node cached the root before this one: each is an ancestor now.
      #expect(nodes.allSatisfy { $0.root === parent }, "after level \(level)")
    }
  }

  @Test func `a root added to another tree hands its descendants the new root`() {
    let lower = chain("lower root", "lower child", "lower leaf")
    let upper = chain("upper root", "upper child")
    #expect(lower[2].root === lower[0])
    upper[1].addChild(lower[0])
    #expect(lower[2].root === upper[0])
    #expect(lower[1].root === upper[0])
    // A node the walk jumped over finds the new root too.
    #expect(lower[0].root === upper[0])
  }

  @Test func `a node whose ancestors were released is the root of what is left`() {
    let leaf = LayoutNode(name: "leaf")
    let middle = LayoutNode(name: "middle")
    middle.addChild(leaf)
    do {
      let top = chain("top", "under top")
      top[1].addChild(middle)
      #expect(leaf.root === top[0])
    }
    #expect(leaf.root === middle)
    #expect(middle.root === middle)
  }

  @Test func `an inherited direction follows the ancestors' directions and moves`() {
    let rtl = chain("rtl root", "middle", "leaf")
    rtl[0].layoutDirection = .rightToLeft
    #expect(rtl[2].layoutDirection == .rightToLeft)
    rtl[1].explicitLayoutDirection = .leftToRight
    #expect(rtl[2].layoutDirection == .leftToRight)
    rtl[1].explicitLayoutDirection = nil
    #expect(rtl[2].layoutDirection == .rightToLeft)

    let ltr = LayoutNode(name: "ltr root")
    ltr.addChild(rtl[1])
    #expect(rtl[2].layoutDirection == .leftToRight)
    rtl[1].removeFromParent()
    #expect(rtl[2].layoutDirection == .leftToRight)
    rtl[0].addChild(rtl[1])
    #expect(rtl[2].layoutDirection == .rightToLeft)
    rtl[0].explicitLayoutDirection = nil
    #expect(rtl[2].layoutDirection == .leftToRight)
  }

  @Test func `a moved subtree forgets what it inherited, and keeps what a node inside it sets`() {
    let rtl = LayoutNode(name: "rtl root")
    rtl.layoutDirection = .rightToLeft
    let inherits = chain("inherits", "child", "grandchild")
    let sets = chain("sets", "child", "grandchild")
    sets[1].layoutDirection = .leftToRight
    let top = LayoutNode(name: "top")
    top.addChild(inherits[0])
    top.addChild(sets[0])
    // Read before the move, so that every node of both subtrees knows its direction.
    #expect(inherits.map(\.layoutDirection) == [.leftToRight, .leftToRight, .leftToRight])
    #expect(sets.map(\.layoutDirection) == [.leftToRight, .leftToRight, .leftToRight])

    rtl.addChild(top)
    #expect(inherits.map(\.layoutDirection) == [.rightToLeft, .rightToLeft, .rightToLeft])
    #expect(sets.map(\.layoutDirection) == [.rightToLeft, .leftToRight, .leftToRight])

    // A subtree that knows nothing yet (built before it joins) reads its new ancestors' direction.
    let fresh = chain("fresh", "child", "grandchild")
    inherits[2].addChild(fresh[0])
    #expect(fresh[2].layoutDirection == .rightToLeft)
    let ltr = LayoutNode(name: "ltr root")
    ltr.addChild(inherits[1])
    #expect(fresh.map(\.layoutDirection) == [.leftToRight, .leftToRight, .leftToRight])
    #expect(inherits[0].layoutDirection == .rightToLeft)
  }

  @Test func `a leading constraint follows a direction set on an ancestor after it was translated`() {
    let root = LayoutNode(name: "root")
    root.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    let cell = chain("cell", "label")
    root.addChild(cell[0])
    cell[0].leadingAnchor == root.leadingAnchor
    cell[0].topAnchor == root.topAnchor
    cell[0].widthAnchor == 100
    cell[0].heightAnchor == 50
    cell[1].leadingAnchor == cell[0].leadingAnchor + 10
    cell[1].topAnchor == cell[0].topAnchor
    cell[1].widthAnchor == 30
    cell[1].heightAnchor == 20
    root.layoutIfNeeded()
    #expect(cell[0].frame == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(cell[1].frame == CGRect(x: 10, y: 0, width: 30, height: 20))
    root.layoutDirection = .rightToLeft
    root.layoutIfNeeded()
    #expect(cell[0].frame == CGRect(x: 100, y: 0, width: 100, height: 50))
    #expect(cell[1].frame == CGRect(x: 60, y: 0, width: 30, height: 20))
  }
}
