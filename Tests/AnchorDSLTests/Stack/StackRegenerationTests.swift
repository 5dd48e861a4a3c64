import AnchorDSL
import Foundation
import LayoutNodes
import Testing

/// A change of one arranged node regenerates the stack's constraints, and only those that differ
/// leave the engine and enter it: the others stay active, the same objects.
@Suite struct StackRegenerationTests {
  /// Five nodes of natural heights 10 to 14 in a column of 300×100, spacing 10: 60 + 40 fill it.
  let nodes = (0..<5).map { sizedNode("n\($0)", 40, CGFloat(10 + $0)) }

  @Test func `hiding a node replaces only the constraints around it`() {
    let (root, stack) = makeStack(nodes, axis: .vertical)
    root.layoutIfNeeded()
    let before = stack.arrangementConstraints
    nodes[2].isHidden = true
    root.layoutIfNeeded()
    let after = stack.arrangementConstraints
    let added = after.filter { constraint in !before.contains { $0 === constraint } }
    #expect(
      added.map(\.description) == [
        "n3.top == n1.bottom + 10 'UISV-spacing'",
        "n4.height == stack.height - n0.height - n1.height - n3.height - 30 'UISV-canvas-connection'",
        "n2.height == 0 'UISV-hiding'",
        "n2.top == n1.bottom 'UISV-hiding'",
      ])
    let removed = before.filter { constraint in !after.contains { $0 === constraint } }
    #expect(
      removed.map(\.description) == [
        "n2.top == n1.bottom + 10 'UISV-spacing'",
        "n3.top == n2.bottom + 10 'UISV-spacing'",
        "n4.height == stack.height - n0.height - n1.height - n2.height - n3.height - 40 'UISV-canvas-connection'",
      ])
    #expect(removed.allSatisfy { !$0.isActive })
    #expect(after.allSatisfy { $0.isActive && $0.isInstalled })
    // 48 natural and three gaps leave 22, which the first node of equal hugging takes.
    expectFrame(nodes[0], 0, 0, 300, 32)
    expectFrame(nodes[1], 0, 42, 300, 11)
    expectFrame(nodes[2], 0, 53, 300, 0)
    expectFrame(nodes[3], 0, 63, 300, 13)
    expectFrame(nodes[4], 0, 86, 300, 14)
    #expect(root.layoutDiagnostics.isEmpty)
  }

  @Test func `showing the node again gives back the arrangement and frames it had`() {
    let (root, stack) = makeStack(nodes, axis: .vertical)
    root.layoutIfNeeded()
    let before = stack.arrangementConstraints.map(\.description)
    nodes[2].isHidden = true
    root.layoutIfNeeded()
    let hidden = stack.arrangementConstraints
    nodes[2].isHidden = false
    root.layoutIfNeeded()
    #expect(stack.arrangementConstraints.map(\.description) == before)
    let kept = stack.arrangementConstraints.filter { constraint in hidden.contains { $0 === constraint } }
    #expect(kept.count == before.count - 3)
    #expect(hidden.filter { !$0.isActive }.count == 4)
    for (index, node) in nodes.enumerated() {
      let y: [CGFloat] = [0, 20, 41, 63, 86]
      expectFrame(node, 0, y[index], 300, CGFloat(10 + index))
    }
  }

  @Test func `hiding a node of a long column changes four constraints`() {
    let column = (0..<300).map { sizedNode("n\($0)", 40, 10) }
    let (root, stack) = makeStack(column, axis: .vertical, size: CGSize(width: 300, height: 3000 + 299 * 10))
    root.layoutIfNeeded()
    let before = stack.arrangementConstraints
    column[150].isHidden = true
    root.layoutIfNeeded()
    let added = stack.arrangementConstraints.filter { constraint in !before.contains { $0 === constraint } }
    #expect(added.count == 4)
    // The 10 the hidden node and its gap leave go to the first node.
    expectFrame(column[0], 0, 0, 300, 30)
    expectFrame(column[149], 0, 149 * 20 + 20, 300, 10)
    expectFrame(column[150], 0, 149 * 20 + 30, 300, 0)
    expectFrame(column[151], 0, 151 * 20, 300, 10)
    expectFrame(column[299], 0, 299 * 20, 300, 10)
    #expect(root.layoutDiagnostics.isEmpty)
  }

  @Test func `a constraint the user deactivated is generated anew`() {
    let (root, stack) = makeStack(nodes, axis: .vertical)
    root.layoutIfNeeded()
    let spacing = stack.arrangementConstraints[1]
    #expect(spacing.description == "n1.top == n0.bottom + 10 'UISV-spacing'")
    spacing.isActive = false
    nodes[3].isHidden = true
    root.layoutIfNeeded()
    let regenerated = stack.arrangementConstraints[1]
    #expect(regenerated.description == spacing.description)
    #expect(regenerated !== spacing && regenerated.isActive && !spacing.isActive)
    expectFrame(nodes[1], 0, 43, 300, 11)
  }
}
