import Foundation
import LayoutNodes
import Testing

/// `AutoHeight` measures the node at the width the call computes. The text "aaaa bbbb cccc dddd" in a
/// font of 5 points per character and 12-point lines: words are 20 wide, spaces 5, so it is one line
/// (95) at widths from 95, two lines ("aaaa bbbb" 45 / "cccc dddd") from 45 to 94, four lines at 20.
@Suite("Neon AutoHeight")
struct NeonAutoHeightTests {
  static let font = FixedAdvanceFont(size: 10)

  /// The fixture with its node showing the text.
  static func textFixture(direction: LayoutDirection = .leftToRight) -> NeonFixture {
    let fixture = NeonFixture(direction: direction)
    fixture.node.text = TextContent("aaaa bbbb cccc dddd", font: font)
    return fixture
  }

  @Test("AutoHeight is Neon's -1")
  func constant() {
    #expect(AutoHeight == -1)
  }

  @Test("align measures at the given width and places with the measured height")
  func align() {
    let fixture = Self.textFixture()
    fixture.node.align(
      .toTheRightMatchingBottom, relativeTo: fixture.sibling, padding: 10, width: 45, height: AutoHeight, offset: 5)
    // Two lines at 45: height 24; bottom matches the sibling's (120), then 5 lower.
    expectNeonFrame(fixture.node, CGRect(x: 160 + 10, y: 120 - 24 + 5, width: 45, height: 24))
  }

  @Test("alignAndFillWidth measures at the filled width")
  func alignAndFillWidth() {
    let fixture = Self.textFixture()
    fixture.node.alignAndFillWidth(
      align: .toTheRightCentered, relativeTo: fixture.sibling, padding: 10, height: AutoHeight)
    // Width 300 - 170 - 10 = 120: one line, 12 tall, centred on yMid 100.
    expectNeonFrame(fixture.node, CGRect(x: 170, y: 100 - 12 / 2, width: 120, height: 12))
    fixture.node.alignAndFillWidth(
      align: .toTheLeftMatchingBottom, relativeTo: fixture.sibling, padding: 10, height: AutoHeight)
    // Width 100 - 2 * 10 = 80: two lines, 24 tall, bottom at 120.
    expectNeonFrame(fixture.node, CGRect(x: 10, y: 120 - 24, width: 80, height: 24))
  }

  @Test("the anchoring calls measure at their width")
  func anchoring() {
    let fixture = Self.textFixture()
    let node = fixture.node
    node.anchorInCorner(.bottomRight, xPad: 10, yPad: 10, width: 20, height: AutoHeight)
    expectNeonFrame(node, CGRect(x: 300 - 20 - 10, y: 200 - 48 - 10, width: 20, height: 48))
    node.anchorInCenter(width: 45, height: AutoHeight)
    expectNeonFrame(node, CGRect(x: 150 - 45.0 / 2, y: 100 - 24.0 / 2, width: 45, height: 24))
    node.anchorToEdge(.bottom, padding: 10, width: 100, height: AutoHeight)
    expectNeonFrame(node, CGRect(x: 150 - 50, y: 200 - 12 - 10, width: 100, height: 12))
    node.anchorAndFillEdge(.bottom, xPad: 105, yPad: 10, otherSize: AutoHeight)
    // Width 300 - 2 * 105 = 90: two lines.
    expectNeonFrame(node, CGRect(x: 105, y: 200 - 24 - 10, width: 90, height: 24))
    node.anchorAndFillEdge(.top, xPad: 140, yPad: 10, otherSize: AutoHeight)
    // Width 300 - 2 * 140 = 20: four lines.
    expectNeonFrame(node, CGRect(x: 140, y: 10, width: 20, height: 48))
  }

  @Test("alignBetweenHorizontal measures at the gap's width and keeps the offset")
  func alignBetween() {
    let fixture = Self.textFixture()
    let west = LayoutNode(name: "west"), east = LayoutNode(name: "east")
    west.frame = CGRect(x: 40, y: 80, width: 40, height: 40)
    east.frame = CGRect(x: 200, y: 60, width: 50, height: 80)
    fixture.parent.addChild(west)
    fixture.parent.addChild(east)
    fixture.node.alignBetweenHorizontal(
      align: .toTheRightMatchingBottom, primaryView: west, secondaryView: east, padding: 30, height: AutoHeight,
      offset: 5)
    // x = 80 + 30, width = 200 - 80 - 60 = 60: two lines, bottom at west's 120, then 5 lower.
    expectNeonFrame(fixture.node, CGRect(x: 110, y: 120 - 24 + 5, width: 60, height: 24))
  }

  @Test("longer text gives a taller frame at the same width, and the same call re-measures it")
  func textChange() {
    let fixture = Self.textFixture()
    let place = {
      fixture.node.align(.underMatchingLeft, relativeTo: fixture.sibling, padding: 10, width: 45, height: AutoHeight)
    }
    place()
    expectNeonFrame(fixture.node, CGRect(x: 100, y: 130, width: 45, height: 24))
    fixture.node.text?.string = "aaaa bbbb cccc dddd eeee ffff"
    place()
    expectNeonFrame(fixture.node, CGRect(x: 100, y: 130, width: 45, height: 36))
  }

  @Test("a node with a measure closure is measured with the computed width")
  func measureClosure() {
    let fixture = NeonFixture()
    var proposals: [CGSize] = []
    fixture.node.measure = { proposal in
      proposals.append(proposal)
      return CGSize(width: proposal.width, height: 1000 / proposal.width)
    }
    fixture.node.align(.underCentered, relativeTo: fixture.sibling, padding: 10, width: 40, height: AutoHeight)
    expectNeonFrame(fixture.node, CGRect(x: 130 - 20, y: 120 + 10, width: 40, height: 1000.0 / 40))
    #expect(proposals == [CGSize(width: 40, height: unboundedDimension)])
  }

  @Test("right to left, a trailing AutoHeight node is measured the same and placed on the left")
  func rightToLeft() {
    let fixture = Self.textFixture(direction: .rightToLeft)
    fixture.node.alignAndFillWidth(
      align: .toTheTrailingMatchingTop, relativeTo: fixture.sibling, padding: 10, height: AutoHeight)
    expectNeonFrame(fixture.node, CGRect(x: 10, y: 80, width: 80, height: 24))
  }
}
