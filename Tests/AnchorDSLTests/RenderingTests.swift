import AnchorDSL
import Foundation
import LayoutNodes
import Testing

/// `debugTree()` and `renderSVG(options:)` on a small screen, compared as whole strings written by
/// hand from the documented formats.
@Suite struct RenderingTests {
  /// A 100×60 screen: a card inset 10 (anchors), a frame-based text label in the card with a
  /// frame-layout warning, and a badge whose x no constraint fixes (ambiguous).
  private func makeScreen() -> (screen: LayoutNode, card: LayoutNode, label: LayoutNode, badge: LayoutNode) {
    let screen = LayoutNode(name: "screen")
    let card = LayoutNode(name: "card")
    let label = LayoutNode(name: "label", text: TextContent("Hi there", font: FixedAdvanceFont(size: 10)))
    let badge = LayoutNode(name: "badge")
    screen.addChild(card)
    card.addChild(label)
    screen.addChild(badge)
    card.edgeAnchors == screen.edgeAnchors + 10
    badge.widthAnchor == 20
    badge.heightAnchor == 10
    badge.topAnchor == screen.topAnchor + 45
    badge.heightAnchor == card.heightAnchor ~ .low
    label.frame = CGRect(x: 5, y: 5, width: 30, height: 24)
    label.recordFrameLayoutWarning(call: "pin.width(_:)", "the width -5 is negative; the frame is kept.")
    screen.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
    screen.layoutIfNeeded()
    return (screen, card, label, badge)
  }

  @Test func `the debug tree lists frames, solver-owned nodes, text and ambiguity`() {
    let (screen, _, _, _) = makeScreen()
    // The badge's x appears in no constraint, so the solver leaves it at its initial 0.
    let expected = """
      screen (0, 0, 100, 60)
      |   *card (10, 10, 80, 40)
      |   |   label (5, 5, 30, 24) "Hi there"
      |   *badge (0, 45, 20, 10) - AMBIGUOUS LAYOUT

      """
    #expect(screen.debugTree() == expected)
  }

  @Test func `the debug tree of a subtree starts at that node`() {
    let (screen, card, label, _) = makeScreen()
    label.isHidden = true
    withExtendedLifetime(screen) {
      #expect(card.debugTree() == "*card (10, 10, 80, 40)\n|   label (5, 5, 30, 24) \"Hi there\" hidden\n")
    }
  }

  @Test func `the SVG draws every node, wrapped text, diagnostics and constraint lines`() {
    let (screen, _, _, _) = makeScreen()
    // Font size 10: 5-point characters, 12-point lines, baseline 10 below a line's top. "Hi there" is
    // 40 wide, so at 30 it wraps into "Hi" (10) and "there" (25). The label lies at (10+5, 10+5) in
    // the screen. Constraint points: an edge's middle, a centre for a dimension; between two positions
    // of one axis the line is straight (badge.top's x, 10, at the screen's top).
    let expected = """
      <svg xmlns="http://www.w3.org/2000/svg" width="100" height="60" viewBox="0 0 100 60" font-family="monospace" style="background: #fff">
      <rect x="0" y="0" width="100" height="60" fill="#4e79a7" fill-opacity="0.15" stroke="#4e79a7" stroke-width="1"><title>screen (0, 0, 100, 60)</title></rect>
      <text x="3" y="12" font-size="10" fill="#222">screen</text>
      <rect x="10" y="10" width="80" height="40" fill="#f28e2b" fill-opacity="0.15" stroke="#f28e2b" stroke-width="1"><title>card (10, 10, 80, 40)</title></rect>
      <text x="13" y="22" font-size="10" fill="#222">card</text>
      <rect x="15" y="15" width="30" height="24" fill="#59a14f" fill-opacity="0.15" stroke="#d62728" stroke-width="2"><title>label (5, 5, 30, 24)
      pin.width(_:) on &apos;label&apos;: the width -5 is negative; the frame is kept.</title></rect>
      <text x="15" y="25" font-size="10" textLength="10" lengthAdjust="spacingAndGlyphs" fill="#222">Hi</text>
      <text x="15" y="37" font-size="10" textLength="25" lengthAdjust="spacingAndGlyphs" fill="#222">there</text>
      <rect x="0" y="45" width="20" height="10" fill="#f28e2b" fill-opacity="0.15" stroke="#d62728" stroke-width="2"><title>badge (0, 45, 20, 10)
      Ambiguous layout: the constraints of badge do not determine its frame.</title></rect>
      <text x="3" y="57" font-size="10" fill="#222">badge</text>
      <line x1="10" y1="30" x2="0" y2="30" stroke="#1f77b4" stroke-width="1"><title>card.leading == screen.leading + 10</title></line>
      <line x1="90" y1="30" x2="100" y2="30" stroke="#1f77b4" stroke-width="1"><title>card.trailing == screen.trailing - 10</title></line>
      <line x1="50" y1="10" x2="50" y2="0" stroke="#1f77b4" stroke-width="1"><title>card.top == screen.top + 10</title></line>
      <line x1="50" y1="50" x2="50" y2="60" stroke="#1f77b4" stroke-width="1"><title>card.bottom == screen.bottom - 10</title></line>
      <line x1="10" y1="45" x2="10" y2="0" stroke="#1f77b4" stroke-width="1"><title>badge.top == screen.top + 45</title></line>
      <line x1="10" y1="50" x2="50" y2="30" stroke="#1f77b4" stroke-width="1" stroke-dasharray="4 2"><title>badge.height == card.height @250</title></line>
      </svg>

      """
    #expect(screen.renderSVG(options: SVGRenderOptions(showsConstraints: true)) == expected)
  }

  @Test func `a subtree is drawn at the origin; right-to-left text is right-aligned; hidden nodes are skipped`() {
    let (screen, card, _, _) = makeScreen()
    card.layoutDirection = .rightToLeft
    let hidden = LayoutNode(name: "hidden")
    hidden.frame = CGRect(x: 1, y: 1, width: 5, height: 5)
    hidden.isHidden = true
    card.addChild(hidden)
    // The card's own rect at (0, 0); the label at (5, 5); "Hi" ends at the label's right edge 35.
    let expected = """
      <svg xmlns="http://www.w3.org/2000/svg" width="80" height="40" viewBox="0 0 80 40" font-family="monospace" style="background: #fff">
      <rect x="0" y="0" width="80" height="40" fill="#4e79a7" fill-opacity="0.15" stroke="#4e79a7" stroke-width="1"><title>card (10, 10, 80, 40)</title></rect>
      <text x="3" y="12" font-size="10" fill="#222">card</text>
      <rect x="5" y="5" width="30" height="24" fill="#f28e2b" fill-opacity="0.15" stroke="#d62728" stroke-width="2"><title>label (5, 5, 30, 24)
      pin.width(_:) on &apos;label&apos;: the width -5 is negative; the frame is kept.</title></rect>
      <text x="25" y="15" font-size="10" textLength="10" lengthAdjust="spacingAndGlyphs" fill="#222">Hi</text>
      <text x="10" y="27" font-size="10" textLength="25" lengthAdjust="spacingAndGlyphs" fill="#222">there</text>
      </svg>

      """
    // Parents are weak: the screen must outlive the rendering, its diagnostics are the label's.
    withExtendedLifetime(screen) {
      #expect(card.renderSVG(options: SVGRenderOptions(checksAmbiguity: false)) == expected)
    }
  }

  @Test func `names and text are escaped for XML`() {
    let root = LayoutNode(name: "a<b>&\"c\"")
    root.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    let svg = root.renderSVG()
    #expect(svg.contains("<text x=\"3\" y=\"12\" font-size=\"10\" fill=\"#222\">a&lt;b&gt;&amp;&quot;c&quot;</text>"))
  }

  @Test func `names of nodes sharing a top-left corner go one line lower each`() {
    let root = LayoutNode(name: "root")
    let inner = LayoutNode(name: "inner")
    let innermost = LayoutNode(name: "innermost")
    let apart = LayoutNode(name: "apart")
    root.addChild(inner)
    inner.addChild(innermost)
    inner.addChild(apart)
    root.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
    inner.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    innermost.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
    apart.frame = CGRect(x: 5, y: 0, width: 10, height: 10)
    let labels = root.renderSVG().split(separator: "\n").filter { $0.hasPrefix("<text") }
    #expect(
      labels == [
        "<text x=\"3\" y=\"12\" font-size=\"10\" fill=\"#222\">root</text>",
        "<text x=\"3\" y=\"24\" font-size=\"10\" fill=\"#222\">inner</text>",
        "<text x=\"3\" y=\"36\" font-size=\"10\" fill=\"#222\">innermost</text>",
        "<text x=\"8\" y=\"12\" font-size=\"10\" fill=\"#222\">apart</text>",
      ])
  }
}
