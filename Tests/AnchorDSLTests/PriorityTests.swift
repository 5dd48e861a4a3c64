import AnchorDSL
import Cassowary
import Foundation
import LayoutNodes
import Testing

@Suite struct PriorityTests {
  @Test(arguments: [
    (LayoutPriority.fittingSize, 1.5848931924611136),  // 10^(50/250)
    (.low, 10),  // 10^(250/250)
    (.high, 1000),  // 10^(750/250)
    (LayoutPriority(999), 9908.319448927676),  // 10^(999/250)
    (LayoutPriority(1), 1.0092528860766845),  // 10^(1/250)
  ])
  func `priorities map to ten to the power of value over 250`(_ priority: LayoutPriority, _ strength: Double) {
    #expect(abs(priority.strength.value - strength) <= 1e-9 * strength)
    #expect(!priority.strength.isRequired)
  }

  @Test func `required maps to the solver's required strength`() {
    #expect(LayoutPriority.required.strength == .required)
    #expect(LayoutPriority.required.isRequired)
  }

  @Test func `priorities are written as in Anchorage`() {
    let literal: LayoutPriority = 752
    #expect(literal.value == 752)
    let floatLiteral: LayoutPriority = 752.5
    #expect(floatLiteral.value == 752.5)
    // Computed outside #expect: the macro's generic checks make `.high - 1` slow to type-check.
    let lowered: LayoutPriority = .high - 1
    let raised = LayoutPriority.low + 1
    #expect(lowered.value == 749)
    #expect(LayoutPriority(749) == lowered)
    #expect(raised.value == 251)
    #expect(LayoutPriority.custom(800).value == 800)
    #expect(LayoutPriority.required.value == 1000 && LayoutPriority.fittingSize.value == 50)
  }

  @Test func `priorities outside 1 to 1000 are clamped`() {
    #expect(LayoutPriority(0).value == 1)
    #expect(LayoutPriority(-5).value == 1)
    #expect(LayoutPriority(2000).value == 1000)
    #expect((LayoutPriority.required + 1) == .required)
    #expect(LayoutPriority(.nan).value.isNaN)
  }

  @Test func `the root size outweighs every non-required constraint together`() {
    #expect(LayoutPriority.rootSizeStrength < Strength.required)
    #expect(!LayoutPriority.rootSizeStrength.isRequired)
    // 100,000 constraints at priority 999 still weigh less than the root size.
    #expect(LayoutPriority(999).strength.value * 100_000 < LayoutPriority.rootSizeStrength.value)
  }

  @Test func `a literal priority reaches the constraint`() {
    let (root, nodes) = makeTree("a")
    let constraint = nodes[0].widthAnchor == 10 ~ 752
    #expect(constraint.priority.value == 752)
    let edges = nodes[0].edgeAnchors == root.edgeAnchors ~ .high - 1
    #expect(edges.all.allSatisfy { $0.priority.value == 749 })
  }

  @Test func `a higher priority wins over a lower one`() {
    let (root, nodes) = makeTree("a")
    let a = nodes[0]
    a.leadingAnchor == root.leadingAnchor
    a.topAnchor == root.topAnchor
    a.heightAnchor == 10
    let high = a.widthAnchor == 100 ~ .high
    a.widthAnchor == 200 ~ .low
    root.layoutIfNeeded()
    expectFrame(a, 0, 0, 100, 10)
    high.priority = .fittingSize
    root.layoutIfNeeded()
    expectFrame(a, 0, 0, 200, 10)
    high.priority = 251
    root.layoutIfNeeded()
    expectFrame(a, 0, 0, 100, 10)
  }

  @Test(arguments: [(99, 100.0), (101, 200.0)])
  func `one high constraint outweighs fewer than a hundred low ones`(_ lowCount: Int, _ width: Double) {
    // strength(high) = 1000 = 100 × strength(low): 99 lows lose, 101 lows win.
    let (root, nodes) = makeTree("a")
    let a = nodes[0]
    a.leadingAnchor == root.leadingAnchor
    a.topAnchor == root.topAnchor
    a.heightAnchor == 10
    a.widthAnchor == 100 ~ .high
    for _ in 0..<lowCount { a.widthAnchor == 200 ~ .low }
    root.layoutIfNeeded()
    expectFrame(a, 0, 0, CGFloat(width), 10)
  }

  @Test func `the hugging of a hundred labels never shrinks the root`() {
    // A row of 100 labels, each 1 point wide by content and hugging at 999, from the root's leading
    // edge to its trailing edge: together they pull the root towards 100 points with a strength of
    // 100 × 9908 per point, far below the root size's 10^9.
    let root = LayoutNode(name: "window")
    root.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    var labels: [LayoutNode] = []
    for index in 0..<100 {
      let label = LayoutNode(name: "label\(index)")
      label.intrinsicContentSize = IntrinsicContentSize(width: 1, height: 5)
      label.setContentHuggingPriority(999, for: .horizontal)
      root.addChild(label)
      label.leadingAnchor == (labels.last?.trailingAnchor ?? root.leadingAnchor)
      label.topAnchor == root.topAnchor
      labels.append(label)
    }
    labels[99].trailingAnchor == root.trailingAnchor
    root.layoutIfNeeded()
    #expect(root.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(isClose(labels[0].frame.minX, 0) && isClose(labels[99].frame.maxX, 375))
    #expect(isClose(labels.reduce(0) { $0 + $1.frame.width }, 375))
    #expect(labels.allSatisfy { $0.frame.width >= 1 - tolerance && isClose($0.frame.height, 5) })
  }
}
