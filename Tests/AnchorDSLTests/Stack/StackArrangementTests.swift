import AnchorDSL
import Foundation
import LayoutNodes
import Testing

/// Hidden nodes, custom spacing, margins- and baseline-relative arrangement, and a stack that sizes
/// itself to its nodes; the expected frames are worked out by hand from UIStackView's documentation.
@Suite struct StackArrangementTests {
  let a = sizedNode("a", 40, 20), b = sizedNode("b", 60, 30), c = sizedNode("c", 80, 10)

  @Test func `a hidden node takes no room and no spacing, and takes them again when shown`() {
    let (root, _) = makeStack([a, b, c])
    b.isHidden = true
    root.layoutIfNeeded()
    // a and c: 120 natural and one gap of 10; a, the first of equal hugging, takes the 170 left.
    expectFrame(a, 0, 0, 210, 100)
    expectFrame(b, 210, 0, 0, 100)
    expectFrame(c, 220, 0, 80, 100)
    b.isHidden = false
    root.layoutIfNeeded()
    expectFrame(a, 0, 0, 140, 100)
    expectFrame(b, 150, 0, 60, 100)
    expectFrame(c, 220, 0, 80, 100)
    #expect(root.layoutDiagnostics.isEmpty)
  }

  @Test func `hidden nodes at the ends leave the visible ones at the canvas's edges`() {
    let (root, stack) = makeStack([a, b, c])
    stack.distribution = .equalSpacing
    a.isHidden = true
    c.isHidden = true
    root.layoutIfNeeded()
    expectFrame(a, 0, 0, 0, 100)
    // The only visible node spans the canvas, as a single node does in every distribution.
    expectFrame(b, 0, 0, 300, 100)
    expectFrame(c, 300, 0, 0, 100)
    #expect(root.layoutDiagnostics.isEmpty)
  }

  @Test func `custom spacing after a node replaces the spacing there, until reset`() {
    let (root, stack) = makeStack([a, b, c])
    stack.distribution = .fillEqually
    stack.setCustomSpacing(30, after: a)
    #expect(stack.customSpacing(after: a) == 30)
    #expect(stack.customSpacing(after: b) == StackNode.spacingUseDefault)
    root.layoutIfNeeded()
    // (300 − 30 − 10) / 3 each.
    let width: CGFloat = 260.0 / 3
    expectFrame(a, 0, 0, width, 100)
    expectFrame(b, width + 30, 0, width, 100)
    expectFrame(c, 2 * width + 40, 0, width, 100)
    stack.setCustomSpacing(StackNode.spacingUseDefault, after: a)
    root.layoutIfNeeded()
    expectFrame(b, 280.0 / 3 + 10, 0, 280.0 / 3, 100)
  }

  @Test func `a margins-relative arrangement lays out within the layout margins`() {
    let (root, stack) = makeStack([a, b, c])
    stack.distribution = .fillEqually
    stack.layoutMargins = EdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
    stack.isLayoutMarginsRelativeArrangement = true
    root.layoutIfNeeded()
    // The canvas: x 10 to 280, y 5 to 85; (270 − 20) / 3 each.
    let width: CGFloat = 250.0 / 3
    expectFrame(a, 10, 5, width, 80)
    expectFrame(b, 10 + width + 10, 5, width, 80)
    expectFrame(c, 10 + 2 * width + 20, 5, width, 80)
    stack.layoutMargins = EdgeInsets(all: 0)
    root.layoutIfNeeded()
    expectFrame(a, 0, 0, 280.0 / 3, 100)
  }

  @Test func `a baseline-relative column measures spacing from last baselines to first baselines`() {
    let one = label("one", "one"), two = label("two", "two\nlines"), big = label("big", "x", size: 20)
    let (root, stack) = makeAnchoredStack([one, two, big], axis: .vertical) { stack in
      stack.alignment = .leading
      stack.spacing = 8
      stack.isBaselineRelativeArrangement = true
    }
    // one's last baseline at 10; two's first baseline 8 below it (at 18), so its top at 8; two's last
    // baseline at 8 + 22 = 30, big's first baseline at 38, its top at 18. The column ends at big's
    // bottom (42) and is as wide as two (25).
    expectFrame(one, 0, 0, 15, 12)
    expectFrame(two, 0, 8, 25, 24)
    expectFrame(big, 0, 18, 10, 24)
    expectFrame(stack, 20, 10, 25, 42)
    #expect(root.layoutDiagnostics.isEmpty)
  }

  /// A root of 400×300 holding a stack of `nodes` configured by `configure`, placed by anchors only at
  /// (20, 10): its size is its nodes'. Laid out.
  private func makeAnchoredStack(
    _ nodes: [LayoutNode], axis: LayoutAxis, configure: (StackNode) -> Void
  ) -> (LayoutNode, StackNode) {
    let root = LayoutNode(name: "root")
    root.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
    let stack = StackNode(name: "stack", axis: axis, arrangedSubnodes: nodes)
    configure(stack)
    root.addChild(stack)
    stack.topAnchor == root.topAnchor + 10
    stack.leadingAnchor == root.leadingAnchor + 20
    root.layoutIfNeeded()
    return (root, stack)
  }

  @Test func `a stack placed by anchors is as long as its nodes and as broad as the broadest`() {
    let (root, stack) = makeAnchoredStack([a, b], axis: .horizontal) { stack in
      stack.spacing = 10
      stack.alignment = .center
    }
    expectFrame(stack, 20, 10, 110, 30)
    expectFrame(a, 0, 5, 40, 20)
    expectFrame(b, 50, 0, 60, 30)
    #expect(!stack.hasAmbiguousLayout)
    #expect(root.layoutDiagnostics.isEmpty)
  }

  @Test func `the first node of the lowest hugging priority grows, whatever its place`() {
    let (root, _) = makeStack([a, b, c])
    a.setContentHuggingPriority(.low + 1, for: .horizontal)
    root.layoutIfNeeded()
    // b and c hug at 250, a at 251: b, the first of the lowest, takes the 100 points left.
    expectFrame(a, 0, 0, 40, 100)
    expectFrame(b, 50, 0, 160, 100)
    expectFrame(c, 220, 0, 80, 100)
  }

  @Test func `the node of the lowest compression resistance shrinks when the nodes do not fit`() {
    let (root, stack) = makeStack([a, b, c], size: CGSize(width: 150, height: 100))
    b.setContentCompressionResistancePriority(.high - 1, for: .horizontal)
    root.layoutIfNeeded()
    // 180 natural and 20 of gaps in 150: b gives up 50.
    expectFrame(a, 0, 0, 40, 100)
    expectFrame(b, 50, 0, 10, 100)
    expectFrame(c, 70, 0, 80, 100)
    #expect(stack.arrangementConstraints.allSatisfy { $0.isInstalled })
  }
}

extension StackArrangementTests {
  @Test func `a required size that fights the distribution is reported with the stack's constraint names`() throws {
    let (root, stack) = makeStack([a, b, c])
    stack.distribution = .fillEqually
    a.widthAnchor == 50
    root.layoutIfNeeded()
    let diagnostic = try #require(root.layoutDiagnostics.first)
    #expect(diagnostic.kind == .unsatisfiableConstraint)
    #expect(diagnostic.message.contains("UISV-fill-equally"), "\(diagnostic.message)")
  }
}
