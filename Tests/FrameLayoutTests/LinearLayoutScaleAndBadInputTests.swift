import Foundation
import LayoutNodes
import Testing

/// Pixel snapping with the root's display scale, and what bad input does: a warning naming the node
/// and the call, and a defined result.
@Suite("LinearLayout display scale and bad input")
struct LinearLayoutScaleAndBadInputTests {
  typealias F = LinearLayoutFixtures

  /// Three children sharing 100 points: each 100/3 wide, at 0, 33.33… and 66.66….
  /// Three children sharing a width of 100; the layout is returned too, since it holds the
  /// diagnostics (children do not keep their parent alive).
  func thirdsWithLayout(scale: CGFloat?) -> (layout: LinearLayout, nodes: [LayoutNode]) {
    let layout = F.layout(.horizontal, width: 100, height: 10)
    layout.displayScale = scale
    let nodes = (0..<3).map { LayoutNode(name: "n\($0)") }
    for node in nodes { layout.addView(node, width: 0, height: 5, align: .center, fill: 1) }
    layout.layoutChildren()
    return (layout, nodes)
  }

  func thirds(scale: CGFloat?) -> [LayoutNode] { thirdsWithLayout(scale: scale).nodes }

  @Test("without a display scale frames are exact")
  func exactFrames() {
    let nodes = thirds(scale: nil)
    expectLinearFrame(nodes[1], CGRect(x: 100.0 / 3, y: 2.5, width: 100.0 / 3, height: 5))
    expectLinearFrame(nodes[2], CGRect(x: 200.0 / 3, y: 2.5, width: 100.0 / 3, height: 5))
  }

  @Test("with a display scale origins are rounded to the nearest pixel and sizes stay exact")
  func roundedOrigins() {
    // Scale 2: 33.33 → round(66.67) / 2 = 33.5, 66.67 → round(133.33) / 2 = 66.5; y 2.5 is on a pixel.
    let twice = thirds(scale: 2)
    expectLinearFrame(twice[1], CGRect(x: 33.5, y: 2.5, width: 100.0 / 3, height: 5))
    expectLinearFrame(twice[2], CGRect(x: 66.5, y: 2.5, width: 100.0 / 3, height: 5))
    // Scale 1: halves round away from zero, as C's round: y 2.5 → 3.
    let once = thirds(scale: 1)
    expectLinearFrame(once[1], CGRect(x: 33, y: 3, width: 100.0 / 3, height: 5))
    expectLinearFrame(once[2], CGRect(x: 67, y: 3, width: 100.0 / 3, height: 5))
  }

  @Test("a nested layout rounds with its root's scale")
  func nestedUsesRootScale() {
    let root = LayoutNode(name: "root")
    root.displayScale = 2
    let layout = LinearLayout(name: "layout", orientation: .vertical)
    root.addChild(layout)
    layout.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    let a = LayoutNode(name: "a")
    layout.addView(a, width: 3.3, height: 1, align: .center)
    layout.layoutChildren()
    // Centre (10 - 3.3) / 2 = 3.35 → round(6.7) / 2 = 3.5.
    expectLinearFrame(a, CGRect(x: 3.5, y: 0, width: 3.3, height: 1))
  }

  @Test("a display scale that is not positive warns and leaves origins exact")
  func badScale() {
    let (layout, nodes) = thirdsWithLayout(scale: 0)
    expectLinearFrame(nodes[1], CGRect(x: 100.0 / 3, y: 2.5, width: 100.0 / 3, height: 5))
    #expect(F.warnings(layout).count == 1)
    #expect(F.warnings(layout).first?.message.contains("displayScale 0.0") == true)
  }

  @Test(
    "negative, NaN or infinite sizes in points warn and count as 0",
    arguments: [CGFloat(-5), .nan, .infinity])
  func badSizes(value: CGFloat) {
    let layout = F.layout(.horizontal, width: 100, height: 100)
    let a = LayoutNode(name: "a"), b = LayoutNode(name: "b")
    layout.addView(a, width: .points(value), height: 10)
    layout.addView(b, width: 20, height: .points(value))
    layout.layoutChildren()
    expectLinearFrame(a, CGRect(x: 0, y: 0, width: 0, height: 10))
    expectLinearFrame(b, CGRect(x: 0, y: 0, width: 20, height: 0))
    let messages = F.warnings(layout).map(\.message)
    #expect(messages.count == 2)
    #expect(messages.first?.hasPrefix("addView(_:width:height:margin:align:fill:) on 'a': width \(value)") == true)
    #expect(messages.last?.hasPrefix("addView(_:width:height:margin:align:fill:) on 'b': height \(value)") == true)
  }

  @Test("bad fill weights warn and take no share", arguments: [CGFloat(-1), .nan, .infinity])
  func badFill(weight: CGFloat) {
    let layout = F.layout(.horizontal, width: 100, height: 10)
    let a = LayoutNode(name: "a"), b = LayoutNode(name: "b")
    layout.addView(a, width: 10, height: 10, fill: weight)
    layout.addView(b, width: 10, height: 10, fill: 1)
    layout.layoutChildren()
    expectLinearFrame(a, CGRect(x: 0, y: 0, width: 10, height: 10))
    expectLinearFrame(b, CGRect(x: 10, y: 0, width: 90, height: 10))
    #expect(F.warnings(layout).count == 1)
  }

  @Test("non-finite margins and padding warn and count as 0 on that side")
  func badInsets() {
    let layout = F.layout(.horizontal, width: 100, height: 100)
    layout.padding = EdgeInsets(top: .nan, left: 4, bottom: 0, right: 0)
    let a = LayoutNode(name: "a")
    layout.addView(a, width: 10, height: 10, margin: EdgeInsets(top: 3, left: .infinity, bottom: 0, right: 0))
    layout.layoutChildren()
    #expect(layout.padding == EdgeInsets(top: 0, left: 4, bottom: 0, right: 0))
    #expect(layout.layoutParams(of: a)?.margin == EdgeInsets(top: 3, left: 0, bottom: 0, right: 0))
    expectLinearFrame(a, CGRect(x: 4, y: 3, width: 10, height: 10))
    let messages = F.warnings(layout).map(\.message)
    #expect(messages.count == 2)
    #expect(messages.first == "padding on 'layout': padding top nan is not finite; 0 is used on that side.")
  }

  @Test("bad bounds warn: a NaN minimum counts as 0, a negative maximum as no bound")
  func badBounds() {
    let layout = F.layout(.horizontal, width: 100, height: 100)
    let a = LayoutNode(name: "a")
    layout.addView(a, width: 10, height: 10)
    layout.setLayoutParams(LinearLayout.LayoutParams(width: 10, height: 10, minWidth: .nan, maxHeight: -1), of: a)
    layout.layoutChildren()
    expectLinearFrame(a, CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(F.warnings(layout).count == 2)
  }

  @Test("margins larger than the room warn and leave the child 0 wide")
  func marginsThatDoNotFit() {
    let layout = F.layout(.horizontal, width: 100, height: 30)
    let a = LayoutNode(name: "a"), b = LayoutNode(name: "b")
    layout.addView(a, width: 50, height: 10, margin: F.insets(left: 80, right: 40))
    layout.addView(b, width: 10, height: 40, margin: F.insets(top: 20, bottom: 20))
    layout.layoutChildren()
    // a: min(50, 100 - 120) < 0 → 0; b: no room left → 0 wide; across min(40, 30 - 40) < 0 → 0.
    expectLinearFrame(a, CGRect(x: 80, y: 0, width: 0, height: 10))
    expectLinearFrame(b, CGRect(x: 120, y: 20, width: 0, height: 0))
    let messages = F.warnings(layout).map(\.message)
    #expect(messages.count == 3)
    #expect(
      messages.first
        == "layoutChildren() on 'a': in 'layout' the margins leave no room (width -20.0); the width is set to 0.")
    // Measuring reports nothing: it is called by others, any number of times.
    _ = layout.sizeThatFits(CGSize(width: 100, height: 30))
    #expect(F.warnings(layout).count == 3)
  }

  @Test("a frame with a NaN or negative size warns and leaves the children unchanged")
  func badFrame() {
    let layout = F.layout(.horizontal, width: .nan, height: 30)
    let a = LayoutNode(name: "a")
    layout.addView(a, width: 10, height: 10)
    a.frame = CGRect(x: 1, y: 1, width: 1, height: 1)
    layout.layoutChildren()
    layout.frame.size = CGSize(width: 10, height: -1)
    layout.layoutChildren()
    expectLinearFrame(a, CGRect(x: 1, y: 1, width: 1, height: 1))
    #expect(F.warnings(layout).count == 2)
  }

  @Test("parameters for a node that is not a child are refused with a warning")
  func strangerParams() {
    let layout = F.layout(.horizontal, width: 100, height: 30)
    let stranger = LayoutNode(name: "stranger")
    layout.setLayoutParams(LinearLayout.LayoutParams(width: 10), of: stranger)
    #expect(layout.layoutParams(of: stranger) == nil)
    #expect(
      F.warnings(stranger).first?.message
        == "setLayoutParams(_:of:) on 'stranger': 'stranger' is not a child of 'layout'; nothing changed.")
  }

  @Test("adding an ancestor is refused by the tree and stores no parameters")
  func addingAnAncestor() {
    let outer = F.layout(.vertical, width: 100, height: 100)
    let inner = LinearLayout(name: "inner", orientation: .vertical)
    outer.addView(inner, width: 10, height: 10)
    inner.addView(outer)
    #expect(inner.children.isEmpty)
    #expect(outer.layoutDiagnostics.contains { $0.kind == .invalidTreeOperation })
    #expect(inner.layoutParams(of: outer) == nil)
  }
}
