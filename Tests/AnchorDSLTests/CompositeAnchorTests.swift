import AnchorDSL
import Foundation
import LayoutNodes
import Testing

/// Composite anchors on the same fixed tree as the single-anchor cases: a 400×300 root, a frame-based
/// `b` at (100, 50, 200, 100), and the subject `a`.
let compositeCases: [AnchorCase] = [
  AnchorCase("edges equal", sized: false, ltr: rect(100, 50, 200, 100)) { _, a, b in
    a.edgeAnchors == b.edgeAnchors
  },
  // Inset semantics: 10 in from every side in either direction.
  AnchorCase("edges inset by a constant", sized: false, ltr: rect(110, 60, 180, 80)) { _, a, b in
    a.edgeAnchors == b.edgeAnchors + 10
  },
  // left → leading, right → trailing: LTR x = 100 + 10, right = 300 - 20; RTL the leading (right) edge
  // is 10 in (290) and the trailing (left) edge 20 in (120). top 50 + 5, bottom 150 - 15.
  AnchorCase(
    "edges inset by EdgeInsets", sized: false, ltr: rect(110, 55, 170, 80), rtl: rect(120, 55, 170, 80)
  ) { _, a, b in
    a.edgeAnchors == b.edgeAnchors + EdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
  },
  // `>=` with an inset keeps a at least 10 inside b on every side; a low wish to be huge fills it.
  AnchorCase("edges >= inset", sized: false, ltr: rect(110, 60, 180, 80)) { _, a, b in
    a.edgeAnchors >= b.edgeAnchors + 10
    a.sizeAnchors == CGSize(width: 1000, height: 1000) ~ .low
  },
  // `<=` with an outset keeps a at least 10 outside b on every side; a low wish to be tiny hugs it.
  AnchorCase("edges <= outset", sized: false, ltr: rect(90, 40, 220, 120)) { _, a, b in
    a.edgeAnchors <= b.edgeAnchors - 10
    a.sizeAnchors == CGSize(width: 0, height: 0) ~ .low
  },
  AnchorCase("horizontal anchors inset", sized: false, ltr: rect(120, 0, 160, 300)) { root, a, b in
    a.horizontalAnchors == b.horizontalAnchors + 20
    a.verticalAnchors == root.verticalAnchors
  },
  // At most 160 wide inside the 20-point insets against a high wish for 300; vertical outset by 10.
  AnchorCase("horizontal >= inset, vertical outset", sized: false, ltr: rect(120, 40, 160, 120)) { _, a, b in
    a.horizontalAnchors >= b.horizontalAnchors + 20
    a.widthAnchor == 300 ~ .high
    a.verticalAnchors == b.verticalAnchors - 10
  },
  // Centers take the constant on both axes as an offset: center (210, 110).
  AnchorCase("center anchors offset", ltr: rect(190, 100, 40, 20)) { _, a, b in
    a.centerAnchors == b.centerAnchors + 10
  },
  // Sizes take the constant on both: 210 × 110, centered on the root's center (200, 150).
  AnchorCase("size anchors plus a constant", sized: false, ltr: rect(95, 95, 210, 110)) { root, a, b in
    a.sizeAnchors == b.sizeAnchors + 10
    a.centerAnchors == root.centerAnchors
  },
  AnchorCase("size >= CGSize", sized: false, ltr: rect(0, 0, 44, 44), rtl: rect(356, 0, 44, 44)) { root, a, _ in
    a.sizeAnchors >= CGSize(width: 44, height: 44)
    a.sizeAnchors == CGSize(width: 0, height: 0) ~ .low
    a.leadingAnchor == root.leadingAnchor
    a.topAnchor == root.topAnchor
  },
  AnchorCase("size <= CGSize", sized: false, ltr: rect(0, 0, 50, 60), rtl: rect(350, 0, 50, 60)) { root, a, _ in
    a.sizeAnchors <= CGSize(width: 50, height: 60)
    a.sizeAnchors == CGSize(width: 500, height: 500) ~ .high
    a.leadingAnchor == root.leadingAnchor
    a.topAnchor == root.topAnchor
  },
  // A low size loses the width to a required constant and keeps the height.
  AnchorCase("size == CGSize ~ low", sized: false, ltr: rect(0, 0, 10, 40), rtl: rect(390, 0, 10, 40)) { root, a, _ in
    a.sizeAnchors == CGSize(width: 30, height: 40) ~ .low
    a.widthAnchor == 10
    a.leadingAnchor == root.leadingAnchor
    a.topAnchor == root.topAnchor
  },
  // Edges with a priority lose to a required size: 100 × 50 at the leading/top corner
  // (the leading and top constraints still hold: they do not conflict with the size).
  AnchorCase(
    "edges ~ high lose to required size", sized: false, ltr: rect(100, 50, 100, 50), rtl: rect(200, 50, 100, 50)
  ) {
    _, a, b in
    a.edgeAnchors == b.edgeAnchors ~ .high
    a.widthAnchor == 100
    a.heightAnchor == 50
    a.leadingAnchor == b.leadingAnchor
    a.topAnchor == b.topAnchor
  },
]

@Suite struct CompositeAnchorTests {
  @Test(arguments: compositeCases, [LayoutDirection.leftToRight, .rightToLeft])
  func `each composite anchor gives the hand-computed frame`(_ example: AnchorCase, direction: LayoutDirection) {
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
    #expect(root.layoutDiagnostics.isEmpty, "\(root.layoutDiagnostics)")
  }

  @Test func `edge constraints expose their sides with inset constants and flipped far relations`() {
    let (root, nodes) = makeTree("a", "b")
    let (a, b) = (nodes[0], nodes[1])
    let edges = a.edgeAnchors >= b.edgeAnchors + EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(edges.top.firstAnchor == a.topAnchor.erased)
    #expect(edges.top.secondAnchor == b.topAnchor.erased)
    #expect(edges.top.constant == 1 && edges.top.relation == .greaterThanOrEqual)
    #expect(edges.leading.constant == 2 && edges.leading.relation == .greaterThanOrEqual)
    #expect(edges.bottom.constant == -3 && edges.bottom.relation == .lessThanOrEqual)
    #expect(edges.trailing.constant == -4 && edges.trailing.relation == .lessThanOrEqual)
    #expect(edges.horizontal.map(\.firstAnchor) == [a.leadingAnchor.erased, a.trailingAnchor.erased])
    #expect(edges.vertical.map(\.firstAnchor) == [a.topAnchor.erased, a.bottomAnchor.erased])
    #expect(edges.all.map(\.firstAnchor.attribute) == [.top, .leading, .bottom, .trailing])
    #expect(edges.all.allSatisfy { $0.isActive })
    withExtendedLifetime(root) {}
  }

  @Test func `a constraint pair exposes both constraints`() {
    let (root, nodes) = makeTree("button")
    let size = nodes[0].sizeAnchors >= CGSize(width: 44, height: 44)
    #expect(size.first.firstAnchor == nodes[0].widthAnchor.erased)
    #expect(size.second.firstAnchor == nodes[0].heightAnchor.erased)
    #expect(size.all.map(\.constant) == [44, 44])
    let centers = nodes[0].centerAnchors == root.centerAnchors + 5 ~ .high
    #expect(centers.first.constant == 5 && centers.second.constant == 5)
    #expect(centers.all.allSatisfy { $0.priority == .high && $0.relation == .equal })
  }

  @Test func `horizontal insets are symmetric in both directions after a direction change`() {
    let (root, nodes) = makeTree(width: 400, height: 300, "a")
    let a = nodes[0]
    a.horizontalAnchors == root.horizontalAnchors + 30
    a.verticalAnchors == root.verticalAnchors
    root.layoutIfNeeded()
    expectFrame(a, 30, 0, 340, 300)
    root.layoutDirection = .rightToLeft
    root.layoutIfNeeded()
    expectFrame(a, 30, 0, 340, 300)
  }
}
