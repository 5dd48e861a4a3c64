import AnchorDSL
import Foundation
import LayoutNodes
import Testing

/// One operator family on a fixed tree: a 400×300 root, a frame-based reference node `b` at
/// (100, 50, 200, 100) (it stands only on right-hand sides, so it keeps its frame), and the subject
/// `a`, 40×20 unless the case sizes it.
struct AnchorCase: Sendable, CustomTestStringConvertible {
  let name: String
  let sized: Bool
  let build: @Sendable (_ root: LayoutNode, _ a: LayoutNode, _ b: LayoutNode) -> Void
  let leftToRight: CGRect
  let rightToLeft: CGRect
  var testDescription: String { name }

  init(
    _ name: String, sized: Bool = true, ltr: CGRect, rtl: CGRect? = nil,
    _ build: @escaping @Sendable (LayoutNode, LayoutNode, LayoutNode) -> Void
  ) {
    self.name = name
    self.sized = sized
    self.build = build
    self.leftToRight = ltr
    self.rightToLeft = rtl ?? ltr
  }
}

func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}

/// Expected frames by hand. Under right-to-left, leading is the right edge and offsets from
/// leading/trailing anchors are measured leftwards (the whole constraint is mirrored, as in Auto Layout).
let anchorCases: [AnchorCase] = [
  // LTR: x = 100 + 10. RTL: a's right edge = b's right edge (300) - 10 → x = 290 - 40.
  AnchorCase("leading == leading + c", ltr: rect(110, 50, 40, 20), rtl: rect(250, 50, 40, 20)) { _, a, b in
    a.leadingAnchor == b.leadingAnchor + 10
    a.topAnchor == b.topAnchor
  },
  // LTR: right edge at 300 - 10 → x = 250. RTL: trailing is the left edge, 10 inside → x = 110.
  AnchorCase("trailing == trailing - c", ltr: rect(250, 130, 40, 20), rtl: rect(110, 130, 40, 20)) { _, a, b in
    a.trailingAnchor == b.trailingAnchor - 10
    a.bottomAnchor == b.bottomAnchor
  },
  // Physical edges ignore the direction.
  AnchorCase("left and right stretch", sized: false, ltr: rect(100, 50, 200, 20)) { _, a, b in
    a.leftAnchor == b.leftAnchor
    a.rightAnchor == b.rightAnchor
    a.topAnchor == b.topAnchor
    a.heightAnchor == 20
  },
  // b's center is (200, 100).
  AnchorCase("centers", ltr: rect(180, 90, 40, 20)) { _, a, b in
    a.centerXAnchor == b.centerXAnchor
    a.centerYAnchor == b.centerYAnchor
  },
  // A position plus a dimension: LTR center at 100 + 200/3; RTL 200/3 in from b's right edge (300).
  AnchorCase(
    "position + dimension / 3", ltr: rect(100 + 200.0 / 3 - 20, 155, 40, 20),
    rtl: rect(300 - 200.0 / 3 - 20, 155, 40, 20)
  ) { _, a, b in
    a.centerXAnchor == b.leadingAnchor + b.widthAnchor / 3
    a.topAnchor == b.bottomAnchor + 5
  },
  // The mean of two positions: LTR (100 + 400) / 2 = 250; RTL b.leading = 300, root.trailing = 0 → 150.
  AnchorCase("sum of anchors / 2", ltr: rect(230, 0, 40, 20), rtl: rect(130, 0, 40, 20)) { root, a, b in
    a.centerXAnchor == (b.leadingAnchor + root.trailingAnchor) / 2
    a.topAnchor == root.topAnchor
  },
  // Exact linear algebra: (200 + 10) / 2 = 105; 100 * 0.5 = 50.
  AnchorCase(
    "(dimension + c) / m and dimension * m", sized: false, ltr: rect(0, 0, 105, 50), rtl: rect(295, 0, 105, 50)
  ) {
    root, a, b in
    a.widthAnchor == (b.widthAnchor + 10) / 2
    a.heightAnchor == b.heightAnchor * 0.5
    a.leadingAnchor == root.leadingAnchor
    a.topAnchor == root.topAnchor
  },
  // Cross-dimension: width = 2 · 100, height = 200 - 150.
  AnchorCase("m * dimension and dimension - c", sized: false, ltr: rect(0, 0, 200, 50), rtl: rect(200, 0, 200, 50)) {
    root, a, b in
    a.widthAnchor == 2 * b.heightAnchor
    a.heightAnchor == b.widthAnchor - 150
    a.leadingAnchor == root.leadingAnchor
    a.topAnchor == root.topAnchor
  },
  // `>=` holds a's leading at least 20 past b's trailing edge against a low pull back to the root's
  // leading: LTR x = 300 + 20; RTL b.trailing is x = 100, a's right edge at most 80 → x = 40.
  AnchorCase(">= against a low pull", ltr: rect(320, 0, 40, 20), rtl: rect(40, 0, 40, 20)) { root, a, b in
    a.leadingAnchor >= b.trailingAnchor + 20
    a.leadingAnchor == root.leadingAnchor ~ .low
    a.topAnchor == root.topAnchor
  },
  // `<=` keeps a's trailing at most 10 before b's leading, against a low pull to the far side:
  // LTR right edge ≤ 90 → x = 50; RTL a's left edge ≥ 300 + 10 → x = 310.
  AnchorCase("<= against a low pull", ltr: rect(50, 0, 40, 20), rtl: rect(310, 0, 40, 20)) { root, a, b in
    a.trailingAnchor <= b.leadingAnchor - 10
    a.leadingAnchor == root.trailingAnchor ~ .low
    a.topAnchor == root.topAnchor
  },
  // Constant dimension relations win over high-priority wishes: width ≤ 100, height ≥ 30.
  AnchorCase("dimension <= and >= constants", sized: false, ltr: rect(0, 0, 100, 30), rtl: rect(300, 0, 100, 30)) {
    root, a, _ in
    a.widthAnchor <= 100
    a.widthAnchor == 300 ~ .high
    a.heightAnchor >= 30
    a.heightAnchor == 0 ~ .high
    a.leadingAnchor == root.leadingAnchor
    a.topAnchor == root.topAnchor
  },
  // A position minus a dimension: LTR 100 - 200/4 = 50; RTL b's right edge 300 + 50 = 350 → x = 310.
  AnchorCase("position - dimension / 4", ltr: rect(50, 0, 40, 20), rtl: rect(310, 0, 40, 20)) { root, a, b in
    a.leadingAnchor == b.leadingAnchor - b.widthAnchor / 4
    a.topAnchor == root.topAnchor
  },
  // A vertical position plus a dimension expression: 100 + 100 * 0.25 = 125.
  AnchorCase("position + dimension expression", ltr: rect(0, 125, 40, 20), rtl: rect(360, 125, 40, 20)) { root, a, b in
    a.topAnchor == b.centerYAnchor + b.heightAnchor * 0.25
    a.leadingAnchor == root.leadingAnchor
  },
  // Anchor minus anchor is a dimension-like sum: width = b.right - b.left - 20 = 180.
  AnchorCase("difference of anchors", sized: false, ltr: rect(0, 0, 180, 20)) { root, a, b in
    a.leftAnchor == root.leftAnchor
    a.rightAnchor == a.leftAnchor + (b.rightAnchor - b.leftAnchor) - 20
    a.topAnchor == root.topAnchor
    a.heightAnchor == 20
  },
]

@Suite struct AnchorOperatorTests {
  @Test(arguments: anchorCases, [LayoutDirection.leftToRight, .rightToLeft])
  func `each operator family gives the hand-computed frame`(_ example: AnchorCase, direction: LayoutDirection) {
    let (root, nodes) = makeTree(width: 400, height: 300, "a", "b")
    let (a, b) = (nodes[0], nodes[1])
    root.layoutDirection = direction
    b.frame = rect(100, 50, 200, 100)
    if example.sized {
      a.widthAnchor == 40
      a.heightAnchor == 20
    }
    example.build(root, a, b)
    root.layoutIfNeeded()
    let expected = direction == .leftToRight ? example.leftToRight : example.rightToLeft
    expectFrame(a, expected.minX, expected.minY, expected.width, expected.height)
    expectFrame(b, 100, 50, 200, 100)
    #expect(root.layoutDiagnostics.isEmpty, "\(root.layoutDiagnostics)")
  }

  @Test func `a constraint reports its anchors, relation, multiplier and constant`() {
    let (root, nodes) = makeTree("a", "b")
    let (a, b) = (nodes[0], nodes[1])
    let ratio = a.widthAnchor == 4 * b.heightAnchor / 3 + 2
    #expect(ratio.firstAnchor == a.widthAnchor.erased)
    #expect(ratio.secondAnchor == b.heightAnchor.erased)
    #expect(ratio.relation == .equal)
    #expect(isClose(ratio.multiplier, 4.0 / 3))
    #expect(ratio.constant == 2)
    #expect(ratio.priority == .required)
    #expect(ratio.isActive)
    #expect(root.layoutDiagnostics.isEmpty)

    let half = a.heightAnchor <= (b.widthAnchor + 10) / 2
    #expect(half.relation == .lessThanOrEqual)
    #expect(half.multiplier == 0.5)
    #expect(half.constant == 5)

    let constant = a.widthAnchor >= 44
    #expect(constant.secondAnchor == nil)
    #expect(constant.multiplier == 1)
    #expect(constant.constant == 44)
    #expect(constant.relation == .greaterThanOrEqual)
  }

  @Test func `a constraint describes itself readably`() {
    let (root, nodes) = makeTree("card", "button")
    defer { withExtendedLifetime(root) {} }
    let nudge = nodes[1].centerYAnchor == nodes[0].centerYAnchor + 20 ~ .low
    nudge.identifier = "nudge"
    #expect(nudge.description == "button.centerY == card.centerY + 20 @250 'nudge'")
    let ratio = nodes[1].widthAnchor == 4 * nodes[1].heightAnchor / 3
    #expect(ratio.description == "button.width == 1.3333*button.height")
  }
}
