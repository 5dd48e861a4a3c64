import Foundation
import LayoutNodes
import Testing

// The node is 50×20 at (5, 6) in a 400×300 parent; a is 80×40.
@Suite("PinLayout sizes")
struct PinLayoutSizeTests {
  static func size(_ width: CGFloat, _ height: CGFloat) -> CGRect { CGRect(x: 5, y: 6, width: width, height: height) }

  static let sizes: [PinCase] = [
    PinCase("width(100)", size(100, 20)) { $0.node.pin.width(100) },
    PinCase("width(25%)", size(100, 20)) { $0.node.pin.width(25%) },
    PinCase("width(of: a)", size(80, 20)) { $0.node.pin.width(of: $0.a) },
    PinCase("height(40)", size(50, 40)) { $0.node.pin.height(40) },
    PinCase("height(10%)", size(50, 30)) { $0.node.pin.height(10%) },
    PinCase("height(of: a)", size(50, 40)) { $0.node.pin.height(of: $0.a) },
    PinCase("size(CGSize)", size(60, 30)) { $0.node.pin.size(CGSize(width: 60, height: 30)) },
    PinCase("size(70)", size(70, 70)) { $0.node.pin.size(70) },
    PinCase("size(10%)", size(40, 30)) { $0.node.pin.size(10%) },
    PinCase("size(of: a)", size(80, 40)) { $0.node.pin.size(of: $0.a) },
    PinCase("width(0)", size(0, 20)) { $0.node.pin.width(0) },
  ]

  @Test("sizes from values, percentages of the parent and other nodes", arguments: sizes)
  func sizeRule(_ pinCase: PinCase) { runPinCase(pinCase) }

  static let bounds: [PinCase] = [
    PinCase("minWidth(100) grows the current width", size(100, 20)) { $0.node.pin.minWidth(100) },
    PinCase("maxWidth(30) shrinks it", size(30, 20)) { $0.node.pin.maxWidth(30) },
    PinCase("minWidth(25%)", size(100, 20)) { $0.node.pin.minWidth(25%) },
    PinCase("maxWidth(5%)", size(20, 20)) { $0.node.pin.maxWidth(5%) },
    PinCase("minHeight(50)", size(50, 50)) { $0.node.pin.minHeight(50) },
    PinCase("maxHeight(10)", size(50, 10)) { $0.node.pin.maxHeight(10) },
    PinCase("minHeight(20%)", size(50, 60)) { $0.node.pin.minHeight(20%) },
    PinCase("maxHeight(1%)", size(50, 3)) { $0.node.pin.maxHeight(1%) },
    PinCase("maxWidth wins over width", size(80, 20)) { $0.node.pin.width(100).maxWidth(80) },
    PinCase("minWidth wins over width", size(30, 20)) { $0.node.pin.width(10).minWidth(30) },
    PinCase("minHeight wins over top and bottom", CGRect(x: 5, y: 100, width: 50, height: 120)) {
      $0.node.pin.top(100).bottom(100).minHeight(120)
    },
    PinCase("maxWidth between edges is left-justified", CGRect(x: 0, y: 6, width: 200, height: 20)) {
      $0.node.pin.horizontally().maxWidth(200)
    },
    PinCase("maxWidth(50%) between edges", CGRect(x: 0, y: 6, width: 200, height: 20)) {
      $0.node.pin.horizontally().maxWidth(50%)
    },
    PinCase("min and max on one width: max applies last", size(40, 20)) {
      $0.node.pin.width(10).minWidth(60).maxWidth(40)
    },
  ]

  @Test("min and max bounds win over the other rules", arguments: bounds)
  func boundRule(_ pinCase: PinCase) { runPinCase(pinCase) }

  static let aspectRatios: [PinCase] = [
    PinCase("width(100).aspectRatio(2)", size(100, 50)) { $0.node.pin.width(100).aspectRatio(2) },
    PinCase("height(30).aspectRatio(2)", size(60, 30)) { $0.node.pin.height(30).aspectRatio(2) },
    PinCase("aspectRatio(of: a) is 80 / 40", size(100, 50)) { $0.node.pin.width(100).aspectRatio(of: $0.a) },
    PinCase("aspectRatio respects maxWidth", size(80, 40)) { $0.node.pin.width(100).aspectRatio(2).maxWidth(80) },
    PinCase("aspectRatio from the width between edges", CGRect(x: 10, y: 6, width: 380, height: 95)) {
      $0.node.pin.horizontally(10).aspectRatio(4)
    },
    PinCase("aspectRatio() from the intrinsic size 40×20", size(100, 50)) {
      $0.node.intrinsicContentSize = IntrinsicContentSize(width: 40, height: 20)
      $0.node.pin.width(100).aspectRatio()
    },
    PinCase("aspectRatio() from measured text 32×20", size(64, 40)) {
      $0.node.text = TextContent("abcd", font: pinTestFont)
      $0.node.pin.width(64).aspectRatio()
    },
  ]

  @Test("aspect ratio gives the missing dimension", arguments: aspectRatios)
  func aspectRatio(_ pinCase: PinCase) { runPinCase(pinCase) }

  // "aaaa bbbb cccc": words 32 wide, spaces 8, 112 on one line; at width 80 it wraps into lines of 72
  // and 32; at width 40 into three lines of 32. Lines are 20 high.
  static let fits: [PinCase] = [
    PinCase("width(80).sizeToFit(.width)", size(80, 40)) { $0.node.pin.width(80).sizeToFit(.width) },
    PinCase("width(80).sizeToFit(.widthFlexible)", size(72, 40)) { $0.node.pin.width(80).sizeToFit(.widthFlexible) },
    PinCase("sizeToFit(.width) at the current width 50", size(50, 60)) { $0.node.pin.sizeToFit(.width) },
    PinCase("height(20).sizeToFit(.height)", size(112, 20)) { $0.node.pin.height(20).sizeToFit(.height) },
    PinCase("height(100).sizeToFit(.heightFlexible)", size(112, 20)) {
      $0.node.pin.height(100).sizeToFit(.heightFlexible)
    },
    PinCase("height(100).sizeToFit(.height) keeps 100", size(112, 100)) { $0.node.pin.height(100).sizeToFit(.height) },
    PinCase("sizeToFit() proposes the current size 50×20", size(32, 60)) { $0.node.pin.sizeToFit() },
    PinCase("sizeToFit(.content) of a zero-sized label is its natural size", CGRect(x: 0, y: 0, width: 112, height: 20))
    {
      $0.node.frame = .zero
      $0.node.pin.sizeToFit(.content)
    },
    PinCase("sizeToFit(.width) between edges with margins", CGRect(x: 30, y: 6, width: 340, height: 20)) {
      $0.node.pin.horizontally(10).marginHorizontal(20).sizeToFit(.width)
    },
    PinCase("sizeToFit(.width) then maxHeight", size(80, 30)) { $0.node.pin.width(80).sizeToFit(.width).maxHeight(30) },
    PinCase("sizeToFit(.width) measures at minWidth", size(80, 40)) {
      $0.node.pin.width(50).minWidth(80).sizeToFit(.width)
    },
    PinCase("sizeToFit(.widthFlexible) between edges is left-justified", CGRect(x: 10, y: 6, width: 72, height: 40)) {
      $0.node.pin.left(10).right(400 - 90).sizeToFit(.widthFlexible)
    },
  ]

  @Test("sizeToFit measures a text node with each fit type", arguments: fits)
  func sizeToFit(_ pinCase: PinCase) {
    let fixture = PinFixture()
    fixture.node.text = TextContent("aaaa bbbb cccc", font: pinTestFont)
    pinCase.pin(fixture)
    #expect(pinFramesMatch(fixture.node.frame, pinCase.expected), "\(pinCase.name): got \(fixture.node.frame)")
    #expect(fixture.warnings.isEmpty, "\(fixture.warnings)")
  }

  /// The container (10, 10, 200, 200) holds (20, 30, 40, 10) and (50, 60, 30, 30): a 60×60 box at (20, 30).
  static func wrapFixture() -> (PinFixture, LayoutNode, LayoutNode, LayoutNode) {
    let fixture = PinFixture()
    let box = LayoutNode(name: "box")
    let first = LayoutNode(name: "first")
    let second = LayoutNode(name: "second")
    box.frame = CGRect(x: 10, y: 10, width: 200, height: 200)
    first.frame = CGRect(x: 20, y: 30, width: 40, height: 10)
    second.frame = CGRect(x: 50, y: 60, width: 30, height: 30)
    fixture.root.addChild(box)
    box.addChild(first)
    box.addChild(second)
    return (fixture, box, first, second)
  }

  @Test("wrapContent sizes the node to its children and moves them to its corner")
  func wrapContent() {
    var (fixture, box, first, second) = Self.wrapFixture()
    box.pin.wrapContent()
    #expect(box.frame == CGRect(x: 10, y: 10, width: 60, height: 60))
    #expect(first.frame == CGRect(x: 0, y: 0, width: 40, height: 10))
    #expect(second.frame == CGRect(x: 30, y: 30, width: 30, height: 30))
    #expect(fixture.warnings.isEmpty)

    (fixture, box, first, second) = Self.wrapFixture()
    box.pin.wrapContent(padding: 5)
    #expect(box.frame == CGRect(x: 10, y: 10, width: 70, height: 70))
    #expect(first.frame.origin == CGPoint(x: 5, y: 5))
    #expect(second.frame.origin == CGPoint(x: 35, y: 35))

    (fixture, box, first, second) = Self.wrapFixture()
    box.pin.wrapContent(padding: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(box.frame == CGRect(x: 10, y: 10, width: 66, height: 64))
    #expect(first.frame.origin == CGPoint(x: 2, y: 1))
    #expect(second.frame.origin == CGPoint(x: 32, y: 31))

    (fixture, box, first, second) = Self.wrapFixture()
    box.pin.wrapContent(.horizontally)
    #expect(box.frame == CGRect(x: 10, y: 10, width: 60, height: 200))
    #expect(first.frame.origin == CGPoint(x: 0, y: 30))

    (fixture, box, first, second) = Self.wrapFixture()
    box.pin.wrapContent(.vertically, padding: 10)
    #expect(box.frame == CGRect(x: 10, y: 10, width: 200, height: 80))
    #expect(first.frame.origin == CGPoint(x: 20, y: 10))
    #expect(second.frame.origin == CGPoint(x: 50, y: 40))

    (fixture, box, first, second) = Self.wrapFixture()
    box.pin.wrapContent(.all, padding: EdgeInsets(top: 0, left: 10, bottom: 0, right: 0))
    #expect(box.frame == CGRect(x: 10, y: 10, width: 70, height: 60))
    #expect(first.frame.origin == CGPoint(x: 10, y: 0))

    (fixture, box, first, second) = Self.wrapFixture()
    box.pin.wrapContent(.horizontally, padding: EdgeInsets(top: 0, left: 3, bottom: 0, right: 7))
    #expect(box.frame == CGRect(x: 10, y: 10, width: 70, height: 200))
    #expect(second.frame.origin == CGPoint(x: 33, y: 60))
    #expect(fixture.warnings.isEmpty)
  }

  @Test("wrapContent then center: PinLayout's README example")
  func wrapContentThenCenter() {
    let (fixture, box, first, _) = Self.wrapFixture()
    box.pin.wrapContent(padding: 10).center()
    #expect(box.frame == CGRect(x: 200 - 40, y: 150 - 40, width: 80, height: 80))
    #expect(first.frame.origin == CGPoint(x: 10, y: 10))
    #expect(fixture.warnings.isEmpty)
  }

  @Test("wrapContent of a node without children changes nothing")
  func wrapContentWithoutChildren() {
    let fixture = PinFixture()
    fixture.node.pin.wrapContent(padding: 10)
    #expect(fixture.node.frame == CGRect(x: 5, y: 6, width: 50, height: 20))
    #expect(fixture.warnings.isEmpty)
  }
}
