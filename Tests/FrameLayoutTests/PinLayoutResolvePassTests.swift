import Foundation
import LayoutNodes
import Testing

@Suite("PinLayout inside the resolve pass, mixed with constraints")
struct PinLayoutResolvePassTests {
  /// `first == second * multiplier + constant`, without the AnchorDSL operators.
  static func equal<Kind>(
    _ first: LayoutAnchor<Kind>, _ second: LayoutAnchor<Kind>, times multiplier: CGFloat = 1, plus constant: CGFloat = 0
  ) -> LayoutConstraint {
    LayoutConstraint(
      first, .equal, AnchorExpression(terms: [AnchorTerm(second.erased, coefficient: multiplier)], constant: constant))
  }

  static func equal(_ first: LayoutDimension, _ constant: CGFloat) -> LayoutConstraint {
    LayoutConstraint(first, .equal, AnchorExpression(constant: constant))
  }

  @Test("pins in layout hooks run after the solver, and again when the node's size changes")
  func pinsInHooks() {
    let root = LayoutNode(name: "root")
    let header = LayoutNode(name: "header")
    let card = LayoutNode(name: "card")
    let title = LayoutNode(name: "title")
    let badge = LayoutNode(name: "badge")
    root.addChild(header)
    root.addChild(card)
    card.addChild(title)
    card.addChild(badge)
    root.frame = CGRect(x: 0, y: 0, width: 400, height: 300)

    // The header is frame-based, placed by a pin in the root's hook; the card is solved, 10 below the
    // header; the card's children are pinned in the card's hook.
    root.layoutSubviews = { _ in header.pin.top().horizontally().height(50) }
    LayoutConstraint.activate([
      Self.equal(card.leftAnchor, root.leftAnchor, plus: 20),
      Self.equal(card.topAnchor, header.bottomAnchor, plus: 10),
      Self.equal(card.widthAnchor, root.widthAnchor, times: 0.5),
      Self.equal(card.heightAnchor, 100),
    ])
    card.layoutSubviews = { _ in
      title.pin.top(10).horizontally(10).height(20)
      badge.pin.below(of: title, aligned: .end).marginTop(4).size(16)
    }

    root.layoutIfNeeded()
    #expect(header.frame == CGRect(x: 0, y: 0, width: 400, height: 50))
    #expect(card.frame == CGRect(x: 20, y: 60, width: 200, height: 100))
    #expect(title.frame == CGRect(x: 10, y: 10, width: 180, height: 20))
    #expect(badge.frame == CGRect(x: 190 - 16, y: 34, width: 16, height: 16))

    root.frame = CGRect(x: 0, y: 0, width: 600, height: 300)
    root.layoutIfNeeded()
    #expect(header.frame == CGRect(x: 0, y: 0, width: 600, height: 50))
    #expect(card.frame == CGRect(x: 20, y: 60, width: 300, height: 100))
    #expect(title.frame == CGRect(x: 10, y: 10, width: 280, height: 20))
    #expect(badge.frame == CGRect(x: 290 - 16, y: 34, width: 16, height: 16))
    #expect(root.layoutDiagnostics.isEmpty, "\(root.layoutDiagnostics)")
  }
}
