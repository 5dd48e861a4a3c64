import Foundation
import LayoutNodes
import Testing

@Suite("layoutSubviews hooks of frame-based nodes")
struct LayoutHookTests {
  @Test("a root without constraints runs its hook on its first layout and on every resize")
  func rootWithoutConstraintsRunsItsHookOnResize() {
    let root = LayoutNode(name: "root")
    var sizes: [CGSize] = []
    root.layoutSubviews = { node in sizes.append(node.frame.size) }
    root.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
    root.layoutIfNeeded()
    root.layoutIfNeeded()
    root.frame.size = CGSize(width: 400, height: 100)
    root.layoutIfNeeded()
    #expect(sizes == [CGSize(width: 300, height: 200), CGSize(width: 400, height: 100)])
  }

  @Test("a frame-based node resized in its parent's hook runs its own hook in the same layoutIfNeeded")
  func frameBasedChildResizedInParentHookRunsItsHook() {
    let root = LayoutNode(name: "root")
    let top = LayoutNode(name: "top"), child = LayoutNode(name: "child"), grandchild = LayoutNode(name: "grandchild")
    root.addChild(top)
    top.addChild(child)
    child.addChild(grandchild)
    top.layoutSubviews = { _ in child.frame = CGRect(x: 10, y: 10, width: 150, height: 10) }
    child.layoutSubviews = { node in
      grandchild.frame = CGRect(x: 0, y: 0, width: node.frame.width / 2, height: node.frame.height)
    }
    root.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    top.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(grandchild.frame == CGRect(x: 0, y: 0, width: 75, height: 10))
  }

  @Test("moving a frame-based node without resizing it does not run its hook")
  func movingWithoutResizingDoesNotRunTheHook() {
    let root = LayoutNode(name: "root"), child = LayoutNode(name: "child")
    root.addChild(child)
    root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    child.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
    var runs = 0
    child.layoutSubviews = { _ in runs += 1 }
    root.layoutIfNeeded()
    child.frame.origin = CGPoint(x: 10, y: 10)
    root.layoutIfNeeded()
    #expect(runs == 0)
  }

  @Test("hooks asked for in a subtree built apart run once the subtree joins a tree, at that tree's next layout")
  func hooksAskedForBeforeJoiningATreeRunInIt() {
    // Built bottom-up, as nested layouts are: each level asks for its hook while it is a root of its own.
    let inner = LayoutNode(name: "inner"), middle = LayoutNode(name: "middle"), leaf = LayoutNode(name: "leaf")
    var ran: [String] = []
    inner.layoutSubviews = { node in ran.append(node.name) }
    middle.layoutSubviews = { node in ran.append(node.name) }
    inner.addChild(leaf)
    inner.setNeedsLayout()
    middle.addChild(inner)
    middle.setNeedsLayout()
    let root = LayoutNode(name: "root")
    root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    root.layoutIfNeeded()
    #expect(ran.isEmpty)
    root.addChild(middle)
    root.layoutIfNeeded()
    // Parents before children, each once.
    #expect(ran == ["middle", "inner"])
    root.layoutIfNeeded()
    #expect(ran == ["middle", "inner"])
  }

  @Test("a hook asked for before its node moved to another tree runs in that tree")
  func hookAskedForBeforeAMoveRunsInTheNewTree() {
    let first = LayoutNode(name: "first"), second = LayoutNode(name: "second")
    let node = LayoutNode(name: "node")
    var runs = 0
    node.layoutSubviews = { _ in runs += 1 }
    first.addChild(node)
    first.layoutIfNeeded()  // the first tree has an engine, which takes the request
    node.setNeedsLayout()
    node.removeFromParent()
    second.addChild(node)
    second.layoutIfNeeded()
    #expect(runs == 1)
    // Asked for again, it runs again.
    node.setNeedsLayout()
    second.layoutIfNeeded()
    #expect(runs == 2)
    second.layoutIfNeeded()
    #expect(runs == 2)
  }

  @Test("a hook asked for in a tree without an engine runs in the subtree that leaves it, not in that tree")
  func hookAskedForInATreeWithoutAnEngineLeavesWithItsNode() {
    // No node here has constraints or has been laid out: the trees have no engine yet. The leaf is
    // not the root of the subtree that leaves, whose own hook would run anyway at its first layout.
    let parent = LayoutNode(name: "parent"), branch = LayoutNode(name: "branch"), leaf = LayoutNode(name: "leaf")
    var ran: [String] = []
    parent.layoutSubviews = { node in ran.append(node.name) }
    leaf.layoutSubviews = { node in ran.append(node.name) }
    parent.addChild(branch)
    branch.addChild(leaf)
    leaf.setNeedsLayout()
    parent.setNeedsLayout()
    branch.removeFromParent()
    parent.layoutIfNeeded()
    #expect(ran == ["parent"])
    branch.layoutIfNeeded()
    #expect(ran == ["parent", "leaf"])
    branch.layoutIfNeeded()
    #expect(ran == ["parent", "leaf"])
  }

  @Test("a hook asked for before the tree was ever laid out runs at the tree's first layoutIfNeeded")
  func hookAskedForBeforeTheFirstLayoutRunsAtIt() {
    let root = LayoutNode(name: "root"), child = LayoutNode(name: "child")
    root.addChild(child)
    var runs = 0
    child.layoutSubviews = { _ in runs += 1 }
    child.setNeedsLayout()
    #expect(root.needsLayout)
    root.layoutIfNeeded()
    #expect(runs == 1)
    #expect(!root.needsLayout)
    root.layoutIfNeeded()
    #expect(runs == 1)
  }
}
