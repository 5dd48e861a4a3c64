import Foundation
import LayoutNodes
import Testing

/// `arrangedSubnodes` and `children` kept in step as UIKit keeps `arrangedSubviews` and `subviews`, and
/// bad input refused with a diagnostic and no change.
@Suite struct StackListTests {
  let root = LayoutNode(name: "root")
  let stack = StackNode(name: "stack")
  let a = sizedNode("a", 40, 20), b = sizedNode("b", 60, 30), c = sizedNode("c", 80, 10)

  init() {
    root.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
    stack.frame = CGRect(x: 20, y: 10, width: 300, height: 100)
    stack.spacing = 10
    root.addChild(stack)
  }

  private func names(_ nodes: [LayoutNode]) -> [String] { nodes.map(\.name) }

  @Test func `arranging a node adds it as the last child, and a child keeps its place among the children`() {
    let other = LayoutNode(name: "other")
    stack.addChild(other)
    stack.addChild(b)
    stack.addArrangedSubnode(a)
    stack.addArrangedSubnode(b)
    #expect(names(stack.arrangedSubnodes) == ["a", "b"])
    #expect(names(stack.children) == ["other", "b", "a"])
    stack.insertArrangedSubnode(c, at: 1)
    #expect(names(stack.arrangedSubnodes) == ["a", "c", "b"])
    #expect(names(stack.children) == ["other", "b", "a", "c"])
  }

  @Test func `arranging an arranged node again moves it in the list`() {
    for node in [a, b, c] { stack.addArrangedSubnode(node) }
    stack.addArrangedSubnode(a)
    #expect(names(stack.arrangedSubnodes) == ["b", "c", "a"])
    stack.insertArrangedSubnode(a, at: 0)
    #expect(names(stack.arrangedSubnodes) == ["a", "b", "c"])
    stack.insertArrangedSubnode(a, at: 3)
    #expect(names(stack.arrangedSubnodes) == ["b", "c", "a"])
    #expect(stack.children.count == 3)
  }

  @Test func `arranging a node of another parent moves it, and its old stack stops arranging it`() {
    let other = StackNode(name: "other", arrangedSubnodes: [a, b])
    root.addChild(other)
    stack.addArrangedSubnode(a)
    #expect(names(other.arrangedSubnodes) == ["b"])
    #expect(names(other.children) == ["b"])
    #expect(a.parent === stack)
  }

  @Test func `removing an arranged node leaves it a child at its last frame`() {
    for node in [a, b, c] { stack.addArrangedSubnode(node) }
    root.layoutIfNeeded()
    stack.removeArrangedSubnode(b)
    root.layoutIfNeeded()
    #expect(names(stack.arrangedSubnodes) == ["a", "c"])
    #expect(names(stack.children) == ["a", "b", "c"])
    // b keeps the frame of the last arrangement; a, the first of equal hugging, now takes 170 more.
    expectFrame(b, 150, 0, 60, 100)
    expectFrame(a, 0, 0, 210, 100)
    expectFrame(c, 220, 0, 80, 100)
    #expect(b.activeConstraints.isEmpty)
  }

  @Test func `removing an arranged node from the stack's children stops arranging it`() {
    for node in [a, b, c] { stack.addArrangedSubnode(node) }
    stack.setCustomSpacing(30, after: b)
    root.layoutIfNeeded()
    b.removeFromParent()
    root.layoutIfNeeded()
    #expect(names(stack.arrangedSubnodes) == ["a", "c"])
    #expect(stack.customSpacing(after: b) == StackNode.spacingUseDefault)
    expectFrame(a, 0, 0, 210, 100)
    expectFrame(c, 220, 0, 80, 100)
    #expect(root.layoutDiagnostics.isEmpty)
  }

  @Test func `an index out of range is refused with a diagnostic and changes nothing`() {
    stack.addArrangedSubnode(a)
    stack.insertArrangedSubnode(b, at: 2)
    stack.insertArrangedSubnode(b, at: -1)
    #expect(names(stack.arrangedSubnodes) == ["a"])
    #expect(b.parent == nil)
    #expect(root.layoutDiagnostics.count == 2)
    #expect(root.layoutDiagnostics.allSatisfy { $0.kind == .invalidTreeOperation })
    #expect(
      root.layoutDiagnostics.first?.message
        == "insertArrangedSubnode(_:at:) on 'stack': index 2 is outside 0...1; b was not arranged.")
  }

  @Test func `arranging the stack or an ancestor is refused with a diagnostic and changes nothing`() {
    stack.addArrangedSubnode(stack)
    stack.addArrangedSubnode(root)
    #expect(stack.arrangedSubnodes.isEmpty)
    #expect(stack.parent === root)
    #expect(root.layoutDiagnostics.map(\.kind) == [.invalidTreeOperation, .invalidTreeOperation])
    #expect(
      root.layoutDiagnostics.last?.message
        == "addArrangedSubnode(_:) on 'stack': root is the stack or one of its ancestors; it was not arranged.")
  }

  @Test func `custom spacing after a node the stack does not arrange, or a spacing that is not finite, is refused`() {
    stack.addArrangedSubnode(a)
    stack.setCustomSpacing(12, after: b)
    stack.setCustomSpacing(.nan, after: a)
    stack.spacing = .infinity
    #expect(stack.customSpacing(after: a) == StackNode.spacingUseDefault)
    #expect(stack.customSpacing(after: b) == StackNode.spacingUseDefault)
    #expect(stack.spacing == 10)
    #expect(root.layoutDiagnostics.count == 3)
  }

  @Test func `the generated constraints carry UIKit's names`() {
    for node in [a, b, c] { stack.addArrangedSubnode(node) }
    stack.distribution = .fillEqually
    root.layoutIfNeeded()
    let names = Set(stack.arrangementConstraints.compactMap(\.identifier))
    #expect(names == ["UISV-canvas-connection", "UISV-spacing", "UISV-fill-equally"])
    b.isHidden = true
    root.layoutIfNeeded()
    #expect(stack.arrangementConstraints.contains { $0.identifier == "UISV-hiding" && $0.firstAnchor.node === b })
  }

  @Test func `a new text in a fill row keeps the generated constraints`() {
    let title = label("title", "title")
    stack.addArrangedSubnode(title)
    stack.addArrangedSubnode(a)
    root.layoutIfNeeded()
    let before = stack.arrangementConstraints.map(ObjectIdentifier.init)
    title.text = TextContent("a longer title", font: FixedAdvanceFont(size: 10))
    root.layoutIfNeeded()
    #expect(stack.arrangementConstraints.map(ObjectIdentifier.init) == before)
    // The title, first of equal hugging, takes what a (40) and the gap leave.
    expectFrame(title, 0, 0, 250, 100)
  }
}

extension StackListTests {
  @Test func `a laid-out stack and its arranged nodes are released with their tree`() {
    weak var weakStack: StackNode?
    weak var weakNode: LayoutNode?
    do {
      let root = LayoutNode(name: "root")
      root.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
      let node = sizedNode("node", 40, 20)
      let stack = StackNode(name: "stack", arrangedSubnodes: [node, sizedNode("other", 40, 20)])
      stack.distribution = .equalSpacing
      stack.frame = root.frame
      root.addChild(stack)
      root.layoutIfNeeded()
      weakStack = stack
      weakNode = node
    }
    #expect(weakStack == nil)
    #expect(weakNode == nil)
  }
}
