import Foundation
import LayoutNodes
import Testing

// The fixture's a is (100, 50, 80, 40) and b is (250, 150, 60, 30): 70 points of horizontal room
// between them (180 to 250) and 60 of vertical room (90 to 150). PinLayout aligns on the first
// reference it is given, in either order of the two nodes.
@Suite("PinLayout between two nodes: order, alignment and margins")
struct PinLayoutBetweenTests {
  static let cases: [(PinCase, LayoutDirection)] = [
    (
      PinCase("horizontallyBetween(b, a, .center) centres on b's 165", CGRect(x: 180, y: 155, width: 70, height: 20)) {
        $0.node.pin.horizontallyBetween($0.b, and: $0.a, aligned: .center)
      }, .leftToRight
    ),
    (
      PinCase("horizontallyBetween(b, a, .bottom) on b's 180", CGRect(x: 180, y: 160, width: 70, height: 20)) {
        $0.node.pin.horizontallyBetween($0.b, and: $0.a, aligned: .bottom)
      }, .leftToRight
    ),
    (
      PinCase("verticallyBetween(b, a, .left) on b's 250", CGRect(x: 250, y: 90, width: 50, height: 60)) {
        $0.node.pin.verticallyBetween($0.b, and: $0.a, aligned: .left)
      }, .leftToRight
    ),
    (
      PinCase("verticallyBetween(b, a, .center) centres on b's 280", CGRect(x: 255, y: 90, width: 50, height: 60)) {
        $0.node.pin.verticallyBetween($0.b, and: $0.a, aligned: .center)
      }, .leftToRight
    ),
    (
      PinCase("verticallyBetween(b, a, .right) on b's 310", CGRect(x: 260, y: 90, width: 50, height: 60)) {
        $0.node.pin.verticallyBetween($0.b, and: $0.a, aligned: .right)
      }, .leftToRight
    ),
    (
      PinCase("verticallyBetween(b, a, .start) RTL on b's right 310", CGRect(x: 260, y: 90, width: 50, height: 60)) {
        $0.node.pin.verticallyBetween($0.b, and: $0.a, aligned: .start)
      }, .rightToLeft
    ),
    (
      PinCase("verticallyBetween(b, a, .end) RTL on b's left 250", CGRect(x: 250, y: 90, width: 50, height: 60)) {
        $0.node.pin.verticallyBetween($0.b, and: $0.a, aligned: .end)
      }, .rightToLeft
    ),
    // Both edges are pinned, so each margin reduces the size (the seed's margins table).
    (
      PinCase("horizontallyBetween(a, b).marginHorizontal(5)", CGRect(x: 185, y: 6, width: 60, height: 20)) {
        $0.node.pin.horizontallyBetween($0.a, and: $0.b).marginHorizontal(5)
      }, .leftToRight
    ),
    (
      PinCase("horizontallyBetween(a, b).marginLeft(10)", CGRect(x: 190, y: 6, width: 60, height: 20)) {
        $0.node.pin.horizontallyBetween($0.a, and: $0.b).marginLeft(10)
      }, .leftToRight
    ),
    (
      PinCase("horizontallyBetween(a, b).marginStart(10) RTL", CGRect(x: 180, y: 6, width: 60, height: 20)) {
        $0.node.pin.horizontallyBetween($0.a, and: $0.b).marginStart(10)
      }, .rightToLeft
    ),
    (
      PinCase("verticallyBetween(a, b).marginVertical(10)", CGRect(x: 5, y: 100, width: 50, height: 40)) {
        $0.node.pin.verticallyBetween($0.a, and: $0.b).marginVertical(10)
      }, .leftToRight
    ),
    (
      PinCase("verticallyBetween(a, b, .left).marginBottom(15)", CGRect(x: 100, y: 90, width: 50, height: 45)) {
        $0.node.pin.verticallyBetween($0.a, and: $0.b, aligned: .left).marginBottom(15)
      }, .leftToRight
    ),
    // The seed README's use: between two nodes, a height, and a top alignment with a top margin.
    (
      PinCase(
        "horizontallyBetween(a, b, .top).height(30).marginTop(4).marginHorizontal(5)",
        CGRect(x: 185, y: 54, width: 60, height: 30)
      ) {
        $0.node.pin.horizontallyBetween($0.a, and: $0.b, aligned: .top).height(30).marginTop(4).marginHorizontal(5)
      }, .leftToRight
    ),
  ]

  @Test("the first reference sets the alignment, and margins shrink the node", arguments: cases)
  func between(_ pinCase: PinCase, _ direction: LayoutDirection) {
    runPinCase(pinCase, direction: direction)
  }
}
