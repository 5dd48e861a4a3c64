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
    let pin: @Sendable (PinFixture) -> Void
    var testDescription: String { name }
  }

  static let conflicts: [ConflictCase] = [
    ConflictCase(
      name: "top, bottom and height: the height is not applied",
      expected: CGRect(x: 5, y: 0, width: 50, height: 300),
      message: "PinLayout Conflict: height won't be applied, value 100 conflicts with: top: 0, bottom: 0. "
        + "Call align(_:) to place a smaller node between the edges."
    ) { $0.node.pin.top(0).bottom(0).height(100) },
    ConflictCase(
      name: "left, right and width: the width is not applied",
      expected: CGRect(x: 10, y: 6, width: 380, height: 20),
      message: "PinLayout Conflict: width won't be applied, value 200 conflicts with: left: 10, right: 10. "
        + "Call justify(_:) to place a smaller node between the edges."
    ) { $0.node.pin.left(10).right(10).width(200) },
    ConflictCase(
      name: "the conflict names the margins too",
      expected: CGRect(x: 15, y: 6, width: 400 - 20 - 5, height: 20),
      message: "PinLayout Conflict: width won't be applied, value 200 conflicts with: left: 10, right: 10, "
        + "marginLeft: 5. Call justify(_:) to place a smaller node between the edges."
    ) { $0.node.pin.horizontally(10).marginLeft(5).width(200) },
    ConflictCase(
      name: "a property set twice keeps its first value",
      expected: CGRect(x: 5, y: 6, width: 100, height: 20),
      message: "PinLayout Conflict: width(200) won't be applied since its value has already been set to 100."
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
      message: "PinLayout Conflict: minWidth(80) won't be applied since it conflicts with the following already set "
        + "properties: minWidth: 60."
    ) { $0.node.pin.minWidth(60).minWidth(80) },
    ConflictCase(
      name: "aspectRatio after sizeToFit",
      expected: CGRect(x: 5, y: 6, width: 100, height: 20),
      message: "PinLayout Conflict: aspectRatio(2) won't be applied since it conflicts with sizeToFit(.width)."
    ) { $0.node.pin.width(100).sizeToFit(.width).aspectRatio(2) },
    ConflictCase(
      name: "aspectRatio with both dimensions set",
      expected: CGRect(x: 5, y: 6, width: 100, height: 10),
      message: "PinLayout Warning: aspectRatio won't be applied, the width and the height are already defined by "
        + "other rules."
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
        + "set; the node is centred on the vCenter."
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
    #expect(fixture.warnings == ["pin on 'node': " + conflictCase.message])
    #expect(fixture.root.layoutDiagnostics.first?.nodes.first === fixture.node)
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
    let message: String
    let pin: @Sendable (PinFixture) -> Void
    var testDescription: String { name }
  }

  static let unchanged = " The frame is left unchanged: (5, 6, 50, 20)."

  static let badInputs: [BadInputCase] = [
    BadInputCase(
      name: "a negative width",
      message: "PinLayout Warning: width(-10) won't be applied, the width (-10) must be greater than or equal to zero."
        + unchanged
    ) { $0.node.pin.top(10).width(-10) },
    BadInputCase(
      name: "a NaN width",
      message: "PinLayout Warning: width(nan) won't be applied, the width (nan) must be greater than or equal to zero."
        + unchanged
    ) { $0.node.pin.width(.nan).left(3) },
    BadInputCase(
      name: "an infinite height",
      message: "PinLayout Warning: height(inf) won't be applied, the height (inf) must be greater than or equal to "
        + "zero." + unchanged
    ) { $0.node.pin.height(.infinity) },
    BadInputCase(
      name: "a negative size",
      message: "PinLayout Warning: size(sideLength: -1)'s width won't be applied, the width (-1) must be greater "
        + "than or equal to zero." + unchanged
    ) { $0.node.pin.size(-1) },
    BadInputCase(
      name: "a negative minWidth",
      message: "PinLayout Warning: minWidth(-1) won't be applied, the width (-1) must be greater than or equal to zero."
        + unchanged
    ) { $0.node.pin.minWidth(-1) },
    BadInputCase(
      name: "a NaN maxHeight",
      message: "PinLayout Warning: maxHeight(nan) won't be applied, the height (nan) must be greater than or equal "
        + "to zero." + unchanged
    ) { $0.node.pin.maxHeight(.nan) },
    BadInputCase(
      name: "a NaN top",
      message: "PinLayout Warning: top(nan) won't be applied, the value (nan) must be finite." + unchanged
    ) { $0.node.pin.top(.nan).left(10) },
    BadInputCase(
      name: "an infinite left",
      message: "PinLayout Warning: left(inf) won't be applied, the value (inf) must be finite." + unchanged
    ) { $0.node.pin.left(.infinity) },
    BadInputCase(
      name: "an infinite hCenter offset",
      message: "PinLayout Warning: hCenter(inf) won't be applied, the value (inf) must be finite." + unchanged
    ) { $0.node.pin.hCenter(.infinity) },
    BadInputCase(
      name: "a NaN margin",
      message: "PinLayout Warning: marginTop(nan) won't be applied, the value (nan) must be finite." + unchanged
    ) { $0.node.pin.top(5).margin(.nan) },
    BadInputCase(
      name: "a NaN percentage",
      message: "PinLayout Warning: width(nan%) won't be applied, the width (nan) must be greater than or equal to "
        + "zero." + unchanged
    ) { $0.node.pin.width(Percent(.nan)) },
    BadInputCase(
      name: "an aspect ratio of zero",
      message: "PinLayout Warning: aspectRatio(0) won't be applied, the aspectRatio (0) must be greater than zero."
        + unchanged
    ) { $0.node.pin.width(10).aspectRatio(0) },
    BadInputCase(
      name: "the aspect ratio of a node without height",
      message: "PinLayout Warning: aspectRatio(of: 'flat') won't be applied, the aspectRatio (inf) must be greater "
        + "than zero." + unchanged
    ) {
      let flat = LayoutNode(name: "flat")
      flat.frame = CGRect(x: 0, y: 0, width: 10, height: 0)
      $0.node.pin.width(10).aspectRatio(of: flat)
    },
    BadInputCase(
      name: "a reference in another tree",
      message: "PinLayout Warning: below(of: 'stranger') won't be applied, the reference node 'stranger' is not in "
        + "the same tree as 'node'." + unchanged
    ) {
      let stranger = LayoutNode(name: "stranger")
      $0.node.pin.left(10).below(of: stranger)
    },
    BadInputCase(
      name: "an anchor in another tree",
      message: "PinLayout Warning: topLeft(to: .bottomRight, of: 'stranger') won't be applied, the reference node "
        + "'stranger' is not in the same tree as 'node'." + unchanged
    ) {
      let stranger = LayoutNode(name: "stranger")
      $0.node.pin.topLeft(to: stranger.anchor.bottomRight)
    },
    BadInputCase(
      name: "the node as one of its references",
      message: "PinLayout Warning: horizontallyBetween('node', and: 'a') won't be applied, the node being laid out "
        + "cannot be used as one of the references." + unchanged
    ) { $0.node.pin.horizontallyBetween($0.node, and: $0.a) },
    BadInputCase(
      name: "the same reference twice",
      message: "PinLayout Warning: verticallyBetween('a', and: 'a') won't be applied, the reference nodes must be "
        + "different." + unchanged
    ) { $0.node.pin.verticallyBetween($0.a, and: $0.a) },
    BadInputCase(
      name: "a NaN wrapContent padding",
      message: "PinLayout Warning: wrapContent(padding: nan) won't be applied, the value (nan) must be finite."
        + unchanged
    ) { $0.node.pin.wrapContent(padding: .nan) },
  ]

  @Test("bad input records a warning and leaves the frame unchanged", arguments: badInputs)
  func badInput(_ badInput: BadInputCase) {
    let fixture = PinFixture()
    badInput.pin(fixture)
    #expect(fixture.node.frame == CGRect(x: 5, y: 6, width: 50, height: 20))
    #expect(fixture.warnings == ["pin on 'node': " + badInput.message])
  }

  @Test("a rule measured from the parent on a node without parent leaves the frame unchanged")
  func ruleWithoutParent() {
    let lonely = LayoutNode(name: "lonely")
    lonely.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
    lonely.pin.right(10).width(20)
    #expect(lonely.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(
      lonely.layoutDiagnostics.map(\.message) == [
        "pin on 'lonely': PinLayout Warning: right(10) won't be applied, the node must be added to a parent before "
          + "being laid out with this rule. The frame is left unchanged: (1, 2, 3, 4)."
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
