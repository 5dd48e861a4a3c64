import AnchorDSL
import Foundation
import LayoutNodes
import Testing

/// Issue 5's "Together": one tree laid out by all four systems in one `layoutIfNeeded()` — a card
/// placed by anchors, a LinearLayout placed in the card's hook by Neon, and the LinearLayout's child
/// laying out its own children with PinLayout in its hook.
@Suite("Anchors, Neon, LinearLayout and PinLayout in one tree")
struct MixedLayoutSystemsTests {
  let root = LayoutNode(name: "root")
  let card = LayoutNode(name: "card")
  let row = LinearLayout(name: "row", orientation: .horizontal, padding: EdgeInsets(8))
  let icon = LayoutNode(name: "icon"), panel = LayoutNode(name: "panel")
  let title = LayoutNode(name: "title"), badge = LayoutNode(name: "badge")

  init() {
    root.addChild(card)
    card.addChild(row)
    row.addView(icon, width: 100, height: .matchParent)
    row.addView(panel, width: 0, height: .matchParent, fill: 1)
    panel.addChild(title)
    panel.addChild(badge)

    card.edgeAnchors == root.edgeAnchors + 20
    card.layoutSubviews = { [row] _ in row.anchorAndFillEdge(.top, xPad: 10, yPad: 10, otherSize: 100) }
    panel.layoutSubviews = { [title, badge] _ in
      badge.pin.top(6).right(6).size(20)
      title.pin.top(6).left(6).right(to: badge.edge.left).marginRight(4).height(20)
    }
  }

  /// Expects every frame for a root of `width` × `height`, worked out system by system.
  func expectFrames(width: CGFloat, height: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) {
    // Anchors: inset 20.
    let cardWidth = width - 40
    expectFrame(card, 20, 20, cardWidth, height - 40, sourceLocation: sourceLocation)
    // Neon: across the card's top, 10 in.
    let rowWidth = cardWidth - 20
    expectFrame(row, 10, 10, rowWidth, 100, sourceLocation: sourceLocation)
    // LinearLayout: inside padding 8, the icon takes 100 and the panel fills the rest, both 84 tall.
    let panelWidth = rowWidth - 16 - 100
    expectFrame(icon, 8, 8, 100, 84, sourceLocation: sourceLocation)
    expectFrame(panel, 108, 8, panelWidth, 84, sourceLocation: sourceLocation)
    // PinLayout: the badge 6 from the panel's top right, the title from 6 to 4 before the badge.
    expectFrame(badge, panelWidth - 6 - 20, 6, 20, 20, sourceLocation: sourceLocation)
    expectFrame(title, 6, 6, panelWidth - 6 - 20 - 4 - 6, 20, sourceLocation: sourceLocation)
  }

  @Test("one layoutIfNeeded lays out all four levels, and again after a rotation")
  func layOutAndRotate() {
    root.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    root.layoutIfNeeded()
    expectFrames(width: 375, height: 667)
    root.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
    root.layoutIfNeeded()
    expectFrames(width: 667, height: 375)
    #expect(root.layoutDiagnostics.isEmpty, "\(root.layoutDiagnostics)")
  }
}
