import Foundation
import LayoutNodes
import Testing

/// A node's ``LayoutNode/safeAreaInsets`` include the part of it that its ancestors' bars cover, as
/// UIKit's views' do (PinLayout's `PinSafeAreaTests` are ported in `PinLayoutSpecs`).
@Suite struct SafeAreaInheritanceTests {
  /// A 400×400 root whose bars leave `bars` unsafe, with a child at `frame`. (The tree keeps the root:
  /// a parent owns its children, not the other way round.)
  private final class Tree {
    let root = LayoutNode(name: "root")
    let child = LayoutNode(name: "child")

    init(bars: EdgeInsets, child frame: CGRect) {
      root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
      root.safeAreaInsets = bars
      child.frame = frame
      root.addChild(child)
    }
  }

  @Test func `a child inherits the part of each edge's unsafe band that it covers`() {
    let bars = EdgeInsets(top: 44, left: 12, bottom: 30, right: 20)
    // Reaches 4 into the top band, 2 into the left one, 10 into the bottom one, 5 into the right one.
    let tree = Tree(bars: bars, child: CGRect(x: 10, y: 40, width: 375, height: 340))
    #expect(tree.child.inheritedSafeAreaInsets == EdgeInsets(top: 4, left: 2, bottom: 10, right: 5))
    #expect(tree.child.safeAreaInsets == EdgeInsets(top: 4, left: 2, bottom: 10, right: 5))
    // Inside the safe area: nothing.
    tree.child.frame = CGRect(x: 12, y: 44, width: 368, height: 326)
    #expect(tree.child.safeAreaInsets == .zero)
  }

  @Test func `an inset counts from the parent's edge and is at most the node's extent`() {
    let tree = Tree(bars: EdgeInsets(top: 44, bottom: 30), child: CGRect(x: 0, y: -20, width: 100, height: 50))
    // Clipped to the parent, the child covers y 0 to 30: all of it is under the top bar.
    #expect(tree.child.safeAreaInsets == EdgeInsets(top: 30))
    tree.child.frame = CGRect(x: 0, y: 390, width: 100, height: 50)
    // Clipped: y 390 to 400, all under the bottom bar.
    #expect(tree.child.safeAreaInsets == EdgeInsets(bottom: 10))
    tree.child.frame = CGRect(x: 0, y: 500, width: 100, height: 50)
    #expect(tree.child.safeAreaInsets == .zero, "outside its parent")
  }

  @Test func `insets pass down the tree, and a node's own insets win where they are larger`() {
    let tree = Tree(bars: EdgeInsets(top: 44), child: CGRect(x: 0, y: 0, width: 400, height: 400))
    let grandchild = LayoutNode(name: "grandchild")
    grandchild.frame = CGRect(x: 0, y: 20, width: 100, height: 100)
    tree.child.addChild(grandchild)
    #expect(grandchild.safeAreaInsets == EdgeInsets(top: 24))
    grandchild.safeAreaInsets = EdgeInsets(top: 10, left: 16)
    #expect(grandchild.safeAreaInsets == EdgeInsets(top: 24, left: 16))
    tree.child.frame.origin.y = 30
    #expect(grandchild.safeAreaInsets == EdgeInsets(top: 10, left: 16), "its own top, once the bar is above it")
    grandchild.removeFromParent()
    #expect(grandchild.safeAreaInsets == EdgeInsets(top: 10, left: 16))
  }

  @Test func `insets reach the bottom of a nest thousands of levels deep`() {
    let tree = Tree(bars: EdgeInsets(top: 44), child: CGRect(x: 0, y: 0, width: 400, height: 400))
    var bottom = tree.child
    for depth in 1...5_000 {
      let node = LayoutNode(name: "n\(depth)")
      node.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
      if depth == 2_500 { node.safeAreaInsets = EdgeInsets(left: 10) }
      bottom.addChild(node)
      bottom = node
    }
    #expect(bottom.safeAreaInsets == EdgeInsets(top: 44, left: 10))
    #expect(bottom.inheritedSafeAreaInsets == EdgeInsets(top: 44, left: 10))
  }

  @Test func `a frame that is not a number inherits nothing`() {
    let tree = Tree(bars: EdgeInsets(top: 44), child: CGRect(x: 0, y: CGFloat.nan, width: 100, height: 100))
    #expect(tree.child.safeAreaInsets == .zero)
  }

  @Test func `pin.safeArea reads the inherited insets when a parent is laid out`() {
    let tree = Tree(bars: EdgeInsets(top: 44, bottom: 34), child: .zero)
    let label = LayoutNode(name: "label")
    tree.child.addChild(label)
    tree.child.pin.top(10).horizontally().bottom()
    label.pin.top(tree.child.pin.safeArea).horizontally().height(20)
    #expect(tree.child.pin.safeArea == EdgeInsets(top: 34, bottom: 34))
    #expect(label.frame == CGRect(x: 0, y: 34, width: 400, height: 20))
    #expect(tree.root.pin.safeArea == EdgeInsets(top: 44, bottom: 34))
  }
}
