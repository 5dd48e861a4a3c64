import AnchorDSL
import Foundation
import LayoutNodes
import Testing

/// The README's first example, line by line as the issue states it.
@Suite struct ReadmeExampleTests {
  @Test func `the first example gives the stated frames`() {
    let root = LayoutNode(name: "root")
    let card = LayoutNode(name: "card"), button = LayoutNode(name: "button")
    root.addChild(card)
    card.addChild(button)

    card.edgeAnchors == root.edgeAnchors + 20
    button.leadingAnchor >= card.leadingAnchor + 12
    button.centerXAnchor == card.centerXAnchor
    button.centerYAnchor == card.centerYAnchor
    button.widthAnchor == 4 * button.heightAnchor / 3
    button.heightAnchor == 60
    let nudge = button.centerYAnchor == card.centerYAnchor + 20 ~ .low
    root.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    root.layoutIfNeeded()

    // card: inset 20 from 375×667. button: 60 high, 80 wide (4:3), centered in the card; the required
    // centerY beats the low nudge. Centre in card coordinates: (335/2, 627/2) = (167.5, 313.5).
    expectFrame(card, 20, 20, 335, 627)
    expectFrame(button, 127.5, 283.5, 80, 60)
    #expect(root.layoutDiagnostics.isEmpty)

    nudge.constant = 40
    root.layoutIfNeeded()
    expectFrame(button, 127.5, 283.5, 80, 60)
    #expect(nudge.isInstalled)
  }

  @Test func `a resize re-solves with the root's new size`() {
    let root = LayoutNode(name: "root")
    let card = LayoutNode(name: "card")
    root.addChild(card)
    card.edgeAnchors == root.edgeAnchors + 20
    root.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    root.layoutIfNeeded()
    root.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
    root.layoutIfNeeded()
    expectFrame(card, 20, 20, 627, 335)
  }
}
