import Foundation
import LayoutNodes
import Testing

// The node is 50×20 at (5, 6) in a 400×300 parent. Warnings land on the root as frame-layout
// diagnostics reading "pin on '<node>': <PinLayout's console text>".
@Suite("PinLayout warnings, bad input and the chain's lifetime")
struct PinLayoutWarningTests {
  struct ConflictCase: Sendable, CustomTestStringConvertible {
    let name: String
    let expected: CGRect
    let message: String
    /// Warnings recorded before `message`, when the rule raises several.
    var earlier: [String] = []
    let pin: @Sendable (PinFixture) -> Void
    var testDescription: String { name }
  }

  static let conflicts: [ConflictCase] = [
    ConflictCase(
      name: "a property set twice keeps its first value",
      expected: CGRect(x: 5, y: 6, width: 100, height: 20),
      message: "PinLayout Conflict: width(200.0) won't be applied since its value has already been set to 100."
    ) { $0.node.pin.width(100).width(200) },
    ConflictCase(
      name: "a right edge set twice reports the first distance",
      expected: CGRect(x: 400 - 10 - 50, y: 6, width: 50, height: 20),
      message: "PinLayout Conflict: right(20) won't be applied since its value has already been set to 10."
    ) { $0.node.pin.right(10).right(20) },
    ConflictCase(
      name: "vCenter after top",
      expected: CGRect(x: 5, y: 10, width: 50, height: 20),
      message: "PinLayout Conflict: vCenter() won't be applied since it conflicts with the following already set "
        + "properties: top: 10."
    ) { $0.node.pin.top(10).vCenter() },
    ConflictCase(
      name: "left after hCenter",
      expected: CGRect(x: 175, y: 6, width: 50, height: 20),
      message: "PinLayout Conflict: left(10) won't be applied since it conflicts with the following already set "
        + "properties: Horizontal Center: 200."
    ) { $0.node.pin.hCenter().left(10) },
    ConflictCase(
      name: "bottom after vCenter",
      expected: CGRect(x: 5, y: 140, width: 50, height: 20),
      message: "PinLayout Conflict: bottom(5) won't be applied since it conflicts with the following already set "
        + "properties: Vertical Center: 150."
    ) { $0.node.pin.vCenter().bottom(5) },
    ConflictCase(
      name: "hCenter after right",
      expected: CGRect(x: 400 - 30 - 50, y: 6, width: 50, height: 20),
      message: "PinLayout Conflict: hCenter() won't be applied since it conflicts with the following already set "
        + "properties: right: 30."
    ) { $0.node.pin.right(30).hCenter() },
    ConflictCase(
      name: "a second minWidth",
      expected: CGRect(x: 5, y: 6, width: 60, height: 20),
      message: "PinLayout Conflict: minWidth(80.0) won't be applied since it conflicts with the following already set "
        + "properties: minWidth: 60."
    ) { $0.node.pin.minWidth(60).minWidth(80) },
    ConflictCase(
      name: "aspectRatio after sizeToFit",
      expected: CGRect(x: 5, y: 6, width: 100, height: 20),
      message: "PinLayout Conflict: aspectRatio(2.0) won't be applied since it conflicts with sizeToFit(.width)."
    ) { $0.node.pin.width(100).sizeToFit(.width).aspectRatio(2) },
    ConflictCase(
      name: "aspectRatio with both dimensions set",
      expected: CGRect(x: 5, y: 6, width: 100, height: 10),
      message: "PinLayout Warning: aspectRatio won't be applied, the width and the height are already defined by "
        + "other PinLayout's properties."
    ) { $0.node.pin.width(100).height(10).aspectRatio(2) },
    ConflictCase(
      name: "aspectRatio with no dimension set",
      expected: CGRect(x: 5, y: 6, width: 50, height: 20),
      message: "PinLayout Warning: aspectRatio won't be applied, neither the width nor the height can be determined."
    ) { $0.node.pin.aspectRatio(2) },
    ConflictCase(
      name: "justify without both edges",
      expected: CGRect(x: 10, y: 6, width: 50, height: 20),
      message: "PinLayout Warning: justify(.center) won't be applied, the left and right coordinates must be set to "
        + "justify the node horizontally."
    ) { $0.node.pin.left(10).justify(.center) },
    ConflictCase(
      name: "align with vCenter",
      expected: CGRect(x: 5, y: 140, width: 50, height: 20),
      message: "PinLayout Warning: align(.bottom) won't be applied, alignment is not applied when vCenter has been "
        + "set. By default the node will be centered around the specified vCenter.",
      // PinLayout's `displayLayoutWarnings` first finds top and bottom missing.
      earlier: [
        "PinLayout Warning: align(.bottom) won't be applied, the top and bottom coordinates must be set to align the "
          + "node vertically."
      ]
    ) { $0.node.pin.vCenter().align(.bottom) },
    ConflictCase(
      name: "crossed edges: the node keeps its width",
      expected: CGRect(x: 300, y: 6, width: 50, height: 20),
      message: "PinLayout Warning: the computed width (-200) is negative or not finite; 'node' keeps its width (50)."
    ) { $0.node.pin.left(300).right(300) },
    ConflictCase(
      name: "pinEdges with four edges",
      expected: CGRect(x: 0, y: 0, width: 400, height: 300),
      message:
        "PinLayout Warning: pinEdges() won't be applied, top, left, bottom and right coordinates are already set."
    ) { $0.node.pin.all().pinEdges() },
  ]

  @Test("conflicting rules warn with PinLayout's words and keep PinLayout's result", arguments: conflicts)
  func conflict(_ conflictCase: ConflictCase) {
    let fixture = PinFixture()
    conflictCase.pin(fixture)
    #expect(pinFramesMatch(fixture.node.frame, conflictCase.expected), "got \(fixture.node.frame)")
    #expect(fixture.warnings == (conflictCase.earlier + [conflictCase.message]).map { "pin on 'node': " + $0 })
    #expect(fixture.root.layoutDiagnostics.first?.nodes.first === fixture.node)
  }

  // PinLayout applies a size between two edges and places it by justify / align, left and top by
  // default (JustifyAlignSpec.swift:131-134, 192-195); this port used to drop the size with a warning.
  @Test("a size between two edges is applied at the left or top edge, without a warning")
  func sizeBetweenEdges() {
    let fixture = PinFixture()
    fixture.node.pin.top(0).bottom(0).height(100)
    #expect(fixture.node.frame == CGRect(x: 5, y: 0, width: 50, height: 100))
    fixture.node.pin.left(10).right(10).width(200)
    #expect(fixture.node.frame == CGRect(x: 10, y: 0, width: 200, height: 100))
    fixture.node.pin.horizontally(10).marginLeft(5).width(200)
    #expect(fixture.node.frame == CGRect(x: 15, y: 0, width: 200, height: 100))
    #expect(fixture.warnings.isEmpty)
  }

  @Test("a size that fits exactly between its edges is no conflict")
  func sizeEqualToTheSpace() {
    let fixture = PinFixture()
    fixture.node.pin.top(0).bottom(200).height(100).horizontally(10).marginHorizontal(5).width(370)
    #expect(fixture.node.frame == CGRect(x: 15, y: 0, width: 370, height: 100))
    #expect(fixture.warnings.isEmpty)
  }

  struct BadInputCase: Sendable, CustomTestStringConvertible {
    let name: String
    /// The frame after the chain: the bad rule is skipped, the rest applies (from (5, 6, 50, 20)).
    let expected: CGRect
    let messages: [String]
    let pin: @Sendable (PinFixture) -> Void
    var testDescription: String { name }
  }

  static let unchanged = CGRect(x: 5, y: 6, width: 50, height: 20)

  // PinLayout skips a bad rule with a warning and applies the rest of the chain (`validateWidth`,
  // `setAdjustSizeType`, `referenceSuperview`); a NaN or infinite edge, which PinLayout would write
  // into the frame, is skipped the same way.
  static let badInputs: [BadInputCase] = [
    BadInputCase(
      name: "a negative width", expected: CGRect(x: 5, y: 10, width: 50, height: 20),
      messages: [
        "PinLayout Warning: width(-10.0) won't be applied, the width (-10.0) must be greater than or equal to zero."
      ]
    ) { $0.node.pin.top(10).width(-10) },
    BadInputCase(
      name: "a NaN width", expected: CGRect(x: 3, y: 6, width: 50, height: 20),
      messages: [
        "PinLayout Warning: width(nan) won't be applied, the width (nan) must be greater than or equal to zero."
      ]
    ) { $0.node.pin.width(.nan).left(3) },
    BadInputCase(
      name: "an infinite height", expected: unchanged,
      messages: [
        "PinLayout Warning: height(inf) won't be applied, the height (inf) must be greater than or equal to zero."
      ]
    ) { $0.node.pin.height(.infinity) },
    BadInputCase(
      name: "a negative size", expected: unchanged,
      messages: [
        "PinLayout Warning: size(sideLength: -1.0)'s width won't be applied, the width (-1.0) must be greater "
          + "than or equal to zero.",
        "PinLayout Warning: size(sideLength: -1.0)'s height won't be applied, the height (-1.0) must be greater "
          + "than or equal to zero.",
      ]
    ) { $0.node.pin.size(-1) },
    BadInputCase(
      name: "a negative minWidth", expected: unchanged,
      messages: [
        "PinLayout Warning: minWidth(-1.0) won't be applied, the width (-1.0) must be greater than or equal to zero."
      ]
    ) { $0.node.pin.minWidth(-1) },
    BadInputCase(
      name: "a NaN maxHeight", expected: unchanged,
      messages: [
        "PinLayout Warning: maxHeight(nan) won't be applied, the height (nan) must be greater than or equal to zero."
      ]
    ) { $0.node.pin.maxHeight(.nan) },
    BadInputCase(
      name: "a NaN top", expected: CGRect(x: 10, y: 6, width: 50, height: 20),
      messages: ["PinLayout Warning: top(nan) won't be applied, the value (nan) must be finite."]
    ) { $0.node.pin.top(.nan).left(10) },
    BadInputCase(
      name: "an infinite left", expected: unchanged,
      messages: ["PinLayout Warning: left(inf) won't be applied, the value (inf) must be finite."]
    ) { $0.node.pin.left(.infinity) },
    BadInputCase(
      name: "an infinite hCenter offset", expected: unchanged,
      messages: ["PinLayout Warning: hCenter(inf) won't be applied, the value (inf) must be finite."]
    ) { $0.node.pin.hCenter(.infinity) },
    BadInputCase(
      name: "a NaN margin", expected: CGRect(x: 5, y: 5, width: 50, height: 20),
      messages: ["marginTop", "marginLeft", "marginBottom", "marginRight"].map {
        "PinLayout Warning: \($0)(nan) won't be applied, the value (nan) must be finite."
      }
    ) { $0.node.pin.top(5).margin(.nan) },
    BadInputCase(
      name: "a NaN percentage", expected: unchanged,
      messages: [
        "PinLayout Warning: width(nan%) won't be applied, the width (nan) must be greater than or equal to zero."
      ]
    ) { $0.node.pin.width(Percent(.nan)) },
    BadInputCase(
      name: "an aspect ratio of zero", expected: CGRect(x: 5, y: 6, width: 10, height: 20),
      messages: [
        "PinLayout Warning: aspectRatio(0.0) won't be applied, the aspectRatio (0.0) must be greater than zero."
      ]
    ) { $0.node.pin.width(10).aspectRatio(0) },
    BadInputCase(
      name: "the aspect ratio of a node without height", expected: CGRect(x: 5, y: 6, width: 10, height: 20),
      messages: [
        "PinLayout Warning: aspectRatio(of: 'flat') won't be applied, the aspectRatio (inf) must be greater than "
          + "zero."
      ]
    ) {
      let flat = LayoutNode(name: "flat")
      flat.frame = CGRect(x: 0, y: 0, width: 10, height: 0)
      $0.node.pin.width(10).aspectRatio(of: flat)
    },
    BadInputCase(
      name: "a reference without a parent", expected: CGRect(x: 10, y: 6, width: 50, height: 20),
      messages: [
        "PinLayout Warning: below(of: 'stranger') won't be applied, the reference node 'stranger' must be added as "
          + "a sub-node before being used as a reference."
      ]
    ) {
      let stranger = LayoutNode(name: "stranger")
      $0.node.pin.left(10).below(of: stranger)
    },
    BadInputCase(
      name: "an anchor of a node without a parent", expected: unchanged,
      messages: [
        "PinLayout Warning: topLeft(to: .bottomRight, of: 'stranger') won't be applied, the reference node "
          + "'stranger' must be added as a sub-node before being used as a reference."
      ]
    ) {
      let stranger = LayoutNode(name: "stranger")
      $0.node.pin.topLeft(to: stranger.anchor.bottomRight)
    },
    BadInputCase(
      name: "the node as one of its references", expected: unchanged,
      messages: [
        "PinLayout Warning: horizontallyBetween('node', and: 'a') won't be applied, the node being layouted "
          + "cannot be used as one of the references."
      ]
    ) { $0.node.pin.horizontallyBetween($0.node, and: $0.a) },
    BadInputCase(
      name: "the same reference twice", expected: unchanged,
      messages: [
        "PinLayout Warning: verticallyBetween('a', and: 'a') won't be applied, reference nodes must be "
          + "different."
      ]
    ) { $0.node.pin.verticallyBetween($0.a, and: $0.a) },
    BadInputCase(
      name: "a NaN wrapContent padding", expected: unchanged,
      messages: ["PinLayout Warning: wrapContent(padding: nan) won't be applied, the value (nan) must be finite."]
    ) { $0.node.pin.wrapContent(padding: .nan) },
  ]

  @Test("a bad rule records a warning and is skipped; the rest of the chain applies", arguments: badInputs)
  func badInput(_ badInput: BadInputCase) {
    let fixture = PinFixture()
    badInput.pin(fixture)
    #expect(fixture.node.frame == badInput.expected)
    #expect(fixture.warnings == badInput.messages.map { "pin on 'node': " + $0 })
  }

  @Test("a rule measured from the parent on a node without parent is skipped; the rest applies")
  func ruleWithoutParent() {
    let lonely = LayoutNode(name: "lonely")
    lonely.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
    lonely.pin.right(10).width(20)
    // PinLayout skips right(10) silently (its warning is disabled) and applies the width.
    #expect(lonely.frame == CGRect(x: 1, y: 2, width: 20, height: 4))
    #expect(
      lonely.layoutDiagnostics.map(\.message) == [
        "pin on 'lonely': PinLayout Warning: right(10) won't be applied, the node must be added as a sub-node before "
          + "being laid out with this rule."
      ])
    // Rules that need no parent work on a root, as in PinLayout.
    lonely.pin.top(7).width(20)
    #expect(lonely.frame == CGRect(x: 1, y: 7, width: 20, height: 4))
  }

  @Test("the chain applies when it is released, or at layout(), and only once")
  func chainLifetime() {
    let fixture = PinFixture()
    do {
      let chain = fixture.node.pin.left(30)
      #expect(fixture.node.frame.minX == 5)
      withExtendedLifetime(chain) {}
    }
    #expect(fixture.node.frame.minX == 30)

    let chain = fixture.node.pin.top(10)
    #expect(fixture.node.frame.minY == 6)
    chain.layout()
    #expect(fixture.node.frame.minY == 10)
    chain.left(100).layout()
    #expect(fixture.node.frame == CGRect(x: 30, y: 10, width: 50, height: 20))
    #expect(fixture.warnings.isEmpty)
  }

  @Test("with a display scale, origins are rounded and sizes rounded up to pixels")
  func displayScale() {
    let fixture = PinFixture()
    fixture.root.displayScale = 2
    fixture.node.pin.left(10.3).top(10.2).width(20.1).height(10.26)
    // x: 20.6 px -> 21 -> 10.5; y: 20.4 -> 20 -> 10; width: 40.2 -> 41 -> 20.5; height: 20.52 -> 21 -> 10.5.
    #expect(fixture.node.frame == CGRect(x: 10.5, y: 10, width: 20.5, height: 10.5))

    fixture.node.pin.left(-10.25).width(20)
    // -20.5 px rounds away from zero to -21.
    #expect(fixture.node.frame.minX == -10.5)

    fixture.root.displayScale = 3
    fixture.node.pin.left(10.3).width(20.1)
    // 30.9 px -> 31; 60.3 px -> 61.
    #expect(abs(fixture.node.frame.minX - 31.0 / 3) < 1e-6)
    #expect(abs(fixture.node.frame.width - 61.0 / 3) < 1e-6)

    // Double-precision noise does not cost a pixel: 100.00000000000001 stays 100, as in PinLayout.
    fixture.node.pin.width(100.00000000000001)
    #expect(fixture.node.frame.width == 100)

    fixture.root.displayScale = nil
    fixture.node.pin.left(10.3).width(20.1)
    #expect(fixture.node.frame.minX == 10.3)
    #expect(fixture.node.frame.width == 20.1)
  }

  @Test("wrapContent snaps the moved children to the display scale")
  func wrapContentSnaps() {
    let fixture = PinFixture()
    fixture.root.displayScale = 2
    let child = LayoutNode(name: "child")
    child.frame = CGRect(x: 3.3, y: 4.4, width: 10.1, height: 10)
    fixture.container.addChild(child)
    fixture.inner.removeFromParent()
    fixture.container.pin.wrapContent(padding: 0.2)
    // Offset (0.2 - 3.3, 0.2 - 4.4): the child lands at (0.2, 0.2) -> 0 (0.4 px rounds down), width 10.1 -> 10.5.
    #expect(child.frame == CGRect(x: 0, y: 0, width: 10.5, height: 10))
    // The container: 10.1 + 0.4 = 10.5 wide, 10.4 -> 10.5 high.
    #expect(fixture.container.frame.size == CGSize(width: 10.5, height: 10.5))
  }
}
