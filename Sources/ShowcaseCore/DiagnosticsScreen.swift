import AnchorDSL
import Foundation
import LayoutNodes

/// A small screen with three deliberate mistakes, to show what diagnostics look like: a button
/// with two required widths (a conflict), a badge whose x has only a lower bound (ambiguity), and a
/// PinLayout call with a negative height (a frame-layout warning). The showcase draws it with its
/// constraints; the three nodes are outlined in red, with the messages in their tooltips.
struct DiagnosticsScreen {
  let screen = LayoutNode(name: "screen")
  let card = LayoutNode(name: "card")
  let title = LayoutNode(name: "title", text: TextContent("Three mistakes", font: FixedAdvanceFont(size: 15)))
  let button = LayoutNode(name: "button")
  let badge = LayoutNode(name: "badge")
  let footer = LayoutNode(name: "footer")

  init(size: CGSize) {
    screen.frame = CGRect(origin: .zero, size: size)
    screen.addChild(card)
    for node in [title, button, badge, footer] { card.addChild(node) }
  }

  /// Lays the screen out, mistakes included.
  func layout() {
    card.edgeAnchors == screen.edgeAnchors + 20
    title.topAnchor == card.topAnchor + 16
    title.leadingAnchor == card.leadingAnchor + 16
    button.topAnchor == title.bottomAnchor + 24
    button.centerXAnchor == card.centerXAnchor
    button.heightAnchor == 44
    button.widthAnchor == 120
    button.widthAnchor == 160  // conflicts with the width above: not installed
    badge.sizeAnchors == CGSize(width: 24, height: 24)
    badge.topAnchor == button.bottomAnchor + 16
    badge.leadingAnchor >= card.leadingAnchor + 16  // only a bound on x: ambiguous
    screen.layoutIfNeeded()
    footer.pin.bottom(16).horizontally(16).height(40)
    footer.pin.height(-10)  // a negative height: a warning, the frame is kept
  }
}
