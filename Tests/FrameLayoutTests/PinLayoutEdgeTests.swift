import Foundation
import LayoutNodes
import Testing

// The fixture's node is 50×20 at (5, 6) in a 400×300 parent; `a` is (100, 50, 80, 40).
@Suite("PinLayout edges")
struct PinLayoutEdgeTests {
  static let insets = EdgeInsets(top: 12, left: 7, bottom: 9, right: 11)

  static let singleEdges: [PinCase] = [
    PinCase("top()", CGRect(x: 5, y: 0, width: 50, height: 20)) { $0.node.pin.top() },
    PinCase("top(10)", CGRect(x: 5, y: 10, width: 50, height: 20)) { $0.node.pin.top(10) },
    PinCase("top(10%) of 300", CGRect(x: 5, y: 30, width: 50, height: 20)) { $0.node.pin.top(10%) },
    PinCase("top(-10%)", CGRect(x: 5, y: -30, width: 50, height: 20)) { $0.node.pin.top(-10%) },
    PinCase("top(insets)", CGRect(x: 5, y: 12, width: 50, height: 20)) { $0.node.pin.top(insets) },
    PinCase("left()", CGRect(x: 0, y: 6, width: 50, height: 20)) { $0.node.pin.left() },
    PinCase("left(10)", CGRect(x: 10, y: 6, width: 50, height: 20)) { $0.node.pin.left(10) },
    PinCase("left(10%) of 400", CGRect(x: 40, y: 6, width: 50, height: 20)) { $0.node.pin.left(10%) },
    PinCase("left(insets)", CGRect(x: 7, y: 6, width: 50, height: 20)) { $0.node.pin.left(insets) },
    PinCase("bottom()", CGRect(x: 5, y: 300 - 20, width: 50, height: 20)) { $0.node.pin.bottom() },
    PinCase("bottom(10)", CGRect(x: 5, y: 300 - 10 - 20, width: 50, height: 20)) { $0.node.pin.bottom(10) },
    PinCase("bottom(10%)", CGRect(x: 5, y: 300 - 30 - 20, width: 50, height: 20)) { $0.node.pin.bottom(10%) },
    PinCase("bottom(insets)", CGRect(x: 5, y: 300 - 9 - 20, width: 50, height: 20)) { $0.node.pin.bottom(insets) },
    PinCase("right()", CGRect(x: 400 - 50, y: 6, width: 50, height: 20)) { $0.node.pin.right() },
    PinCase("right(10)", CGRect(x: 400 - 10 - 50, y: 6, width: 50, height: 20)) { $0.node.pin.right(10) },
    PinCase("right(10%)", CGRect(x: 400 - 40 - 50, y: 6, width: 50, height: 20)) { $0.node.pin.right(10%) },
    PinCase("right(insets)", CGRect(x: 400 - 11 - 50, y: 6, width: 50, height: 20)) { $0.node.pin.right(insets) },
    PinCase("hCenter()", CGRect(x: 200 - 25, y: 6, width: 50, height: 20)) { $0.node.pin.hCenter() },
    PinCase("hCenter(10)", CGRect(x: 200 + 10 - 25, y: 6, width: 50, height: 20)) { $0.node.pin.hCenter(10) },
    PinCase("hCenter(10%)", CGRect(x: 200 + 40 - 25, y: 6, width: 50, height: 20)) { $0.node.pin.hCenter(10%) },
    PinCase("vCenter()", CGRect(x: 5, y: 150 - 10, width: 50, height: 20)) { $0.node.pin.vCenter() },
    PinCase("vCenter(10)", CGRect(x: 5, y: 150 + 10 - 10, width: 50, height: 20)) { $0.node.pin.vCenter(10) },
    PinCase("vCenter(10%)", CGRect(x: 5, y: 150 + 30 - 10, width: 50, height: 20)) { $0.node.pin.vCenter(10%) },
  ]

  @Test("a single edge moves the node and keeps its size", arguments: singleEdges)
  func singleEdge(_ pinCase: PinCase) { runPinCase(pinCase) }

  static let severalEdges: [PinCase] = [
    PinCase("all()", CGRect(x: 0, y: 0, width: 400, height: 300)) { $0.node.pin.all() },
    PinCase("all(10)", CGRect(x: 10, y: 10, width: 380, height: 280)) { $0.node.pin.all(10) },
    PinCase("all(10%)", CGRect(x: 40, y: 30, width: 400 - 80, height: 300 - 60)) { $0.node.pin.all(10%) },
    PinCase("all(insets)", CGRect(x: 7, y: 12, width: 400 - 7 - 11, height: 300 - 12 - 9)) {
      $0.node.pin.all(insets)
    },
    PinCase("horizontally()", CGRect(x: 0, y: 6, width: 400, height: 20)) { $0.node.pin.horizontally() },
    PinCase("horizontally(10)", CGRect(x: 10, y: 6, width: 380, height: 20)) { $0.node.pin.horizontally(10) },
    PinCase("horizontally(10%)", CGRect(x: 40, y: 6, width: 320, height: 20)) { $0.node.pin.horizontally(10%) },
    PinCase("horizontally(insets)", CGRect(x: 7, y: 6, width: 400 - 18, height: 20)) {
      $0.node.pin.horizontally(insets)
    },
    PinCase("vertically()", CGRect(x: 5, y: 0, width: 50, height: 300)) { $0.node.pin.vertically() },
    PinCase("vertically(10)", CGRect(x: 5, y: 10, width: 50, height: 280)) { $0.node.pin.vertically(10) },
    PinCase("vertically(10%)", CGRect(x: 5, y: 30, width: 50, height: 240)) { $0.node.pin.vertically(10%) },
    PinCase("vertically(insets)", CGRect(x: 5, y: 12, width: 50, height: 300 - 21)) {
      $0.node.pin.vertically(insets)
    },
    PinCase("left and right fill between them", CGRect(x: 10, y: 6, width: 400 - 10 - 30, height: 20)) {
      $0.node.pin.left(10).right(30)
    },
    PinCase("top and bottom fill between them", CGRect(x: 5, y: 10, width: 50, height: 300 - 10 - 30)) {
      $0.node.pin.top(10).bottom(30)
    },
  ]

  @Test("several edges stretch the node between them", arguments: severalEdges)
  func severalEdgesStretch(_ pinCase: PinCase) { runPinCase(pinCase) }

  static let relativeEdges: [PinCase] = [
    PinCase("top(to: a.edge.bottom)", CGRect(x: 5, y: 90, width: 50, height: 20)) {
      $0.node.pin.top(to: $0.a.edge.bottom)
    },
    PinCase("vCenter(to: a.edge.vCenter)", CGRect(x: 5, y: 70 - 10, width: 50, height: 20)) {
      $0.node.pin.vCenter(to: $0.a.edge.vCenter)
    },
    PinCase("bottom(to: a.edge.top)", CGRect(x: 5, y: 50 - 20, width: 50, height: 20)) {
      $0.node.pin.bottom(to: $0.a.edge.top)
    },
    PinCase("left(to: a.edge.right)", CGRect(x: 180, y: 6, width: 50, height: 20)) {
      $0.node.pin.left(to: $0.a.edge.right)
    },
    PinCase("hCenter(to: a.edge.hCenter)", CGRect(x: 140 - 25, y: 6, width: 50, height: 20)) {
      $0.node.pin.hCenter(to: $0.a.edge.hCenter)
    },
    PinCase("right(to: a.edge.left)", CGRect(x: 100 - 50, y: 6, width: 50, height: 20)) {
      $0.node.pin.right(to: $0.a.edge.left)
    },
    PinCase("top and bottom on two nodes' edges", CGRect(x: 5, y: 90, width: 50, height: 150 - 90)) {
      $0.node.pin.top(to: $0.a.edge.bottom).bottom(to: $0.b.edge.top)
    },
    PinCase("left(to:) an edge two levels down", CGRect(x: 30 + 1 + 3, y: 6, width: 50, height: 20)) {
      $0.node.pin.left(to: $0.deep.edge.right)
    },
  ]

  @Test("edges pin on other nodes' edges", arguments: relativeEdges)
  func relativeEdge(_ pinCase: PinCase) { runPinCase(pinCase) }

  // start/end: left/right in left-to-right, right/left in right-to-left; a's start edge is its right
  // edge (180) in right-to-left.
  static let directional: [(PinCase, LayoutDirection)] = [
    (PinCase("start(10) LTR", CGRect(x: 10, y: 6, width: 50, height: 20)) { $0.node.pin.start(10) }, .leftToRight),
    (PinCase("start(10) RTL", CGRect(x: 340, y: 6, width: 50, height: 20)) { $0.node.pin.start(10) }, .rightToLeft),
    (PinCase("start() RTL", CGRect(x: 350, y: 6, width: 50, height: 20)) { $0.node.pin.start() }, .rightToLeft),
    (PinCase("start(10%) LTR", CGRect(x: 40, y: 6, width: 50, height: 20)) { $0.node.pin.start(10%) }, .leftToRight),
    (PinCase("start(10%) RTL", CGRect(x: 310, y: 6, width: 50, height: 20)) { $0.node.pin.start(10%) }, .rightToLeft),
    (
      PinCase("start(insets) LTR", CGRect(x: 7, y: 6, width: 50, height: 20)) { $0.node.pin.start(insets) },
      .leftToRight
    ),
    (
      PinCase("start(insets) RTL", CGRect(x: 400 - 11 - 50, y: 6, width: 50, height: 20)) { $0.node.pin.start(insets) },
      .rightToLeft
    ),
    (PinCase("end(10) LTR", CGRect(x: 340, y: 6, width: 50, height: 20)) { $0.node.pin.end(10) }, .leftToRight),
    (PinCase("end(10) RTL", CGRect(x: 10, y: 6, width: 50, height: 20)) { $0.node.pin.end(10) }, .rightToLeft),
    (PinCase("end() LTR", CGRect(x: 350, y: 6, width: 50, height: 20)) { $0.node.pin.end() }, .leftToRight),
    (PinCase("end(10%) LTR", CGRect(x: 310, y: 6, width: 50, height: 20)) { $0.node.pin.end(10%) }, .leftToRight),
    (PinCase("end(10%) RTL", CGRect(x: 40, y: 6, width: 50, height: 20)) { $0.node.pin.end(10%) }, .rightToLeft),
    (
      PinCase("end(insets) LTR", CGRect(x: 400 - 11 - 50, y: 6, width: 50, height: 20)) { $0.node.pin.end(insets) },
      .leftToRight
    ),
    (PinCase("end(insets) RTL", CGRect(x: 7, y: 6, width: 50, height: 20)) { $0.node.pin.end(insets) }, .rightToLeft),
    (
      PinCase("start(10).end(20) LTR", CGRect(x: 10, y: 6, width: 400 - 30, height: 20)) {
        $0.node.pin.start(10).end(20)
      }, .leftToRight
    ),
    (
      PinCase("start(10).end(20) RTL", CGRect(x: 20, y: 6, width: 400 - 30, height: 20)) {
        $0.node.pin.start(10).end(20)
      }, .rightToLeft
    ),
    (
      PinCase("start(to: a.edge.end) LTR", CGRect(x: 180, y: 6, width: 50, height: 20)) {
        $0.node.pin.start(to: $0.a.edge.end)
      }, .leftToRight
    ),
    (
      PinCase("start(to: a.edge.end) RTL", CGRect(x: 100 - 50, y: 6, width: 50, height: 20)) {
        $0.node.pin.start(to: $0.a.edge.end)
      }, .rightToLeft
    ),
    (
      PinCase("end(to: a.edge.start) LTR", CGRect(x: 100 - 50, y: 6, width: 50, height: 20)) {
        $0.node.pin.end(to: $0.a.edge.start)
      }, .leftToRight
    ),
    (
      PinCase("end(to: a.edge.start) RTL", CGRect(x: 180, y: 6, width: 50, height: 20)) {
        $0.node.pin.end(to: $0.a.edge.start)
      }, .rightToLeft
    ),
  ]

  @Test("start and end follow the layout direction", arguments: directional)
  func directionalEdge(_ pinCase: PinCase, _ direction: LayoutDirection) {
    runPinCase(pinCase, direction: direction)
  }

  @Test("percentages are of the parent's width horizontally and of its height vertically")
  func percentValues() {
    #expect((50%).of(200) == 100)
    #expect((-10%).of(300) == -30)
    #expect((12.5%).description == "12.5%")
    #expect(Percent(50) == 50%)
  }

  @Test("safeArea and layoutMargins read the node's insets and leave its frame alone")
  func safeAreaAndLayoutMargins() {
    let fixture = PinFixture()
    fixture.root.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    fixture.root.layoutMargins = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    fixture.root.displayScale = 2
    fixture.root.frame = CGRect(x: 0, y: 0, width: 400.3, height: 300)
    #expect(fixture.root.pin.safeArea == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    // Reading the insets starts a chain on the root; a chain without rules writes nothing, so the
    // root's unsnapped frame survives.
    #expect(fixture.root.frame == CGRect(x: 0, y: 0, width: 400.3, height: 300))
    fixture.root.displayScale = nil
    fixture.root.frame = CGRect(x: 0, y: 0, width: 400, height: 300)

    fixture.node.pin.top(fixture.root.pin.safeArea).horizontally(fixture.root.pin.layoutMargins).height(50)
    #expect(fixture.node.frame == CGRect(x: 16, y: 44, width: 400 - 32, height: 50))
    fixture.a.pin.all(fixture.root.pin.safeArea)
    #expect(fixture.a.frame == CGRect(x: 0, y: 44, width: 400, height: 300 - 44 - 34))
    fixture.b.pin.all().margin(fixture.root.pin.safeArea)
    #expect(fixture.b.frame == CGRect(x: 0, y: 44, width: 400, height: 300 - 44 - 34))
    #expect(fixture.warnings.isEmpty)
  }
}
