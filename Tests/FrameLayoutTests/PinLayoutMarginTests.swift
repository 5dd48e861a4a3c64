import Foundation
import LayoutNodes
import Testing

// PinLayout's margin rules table (README "Margins"), row by row, with margins of 10: the node is 50×20
// at (5, 6) in a 400×300 parent.
@Suite("PinLayout margins")
struct PinLayoutMarginTests {
  static let horizontalTable: [PinCase] = [
    PinCase("left: marginLeft moves right", CGRect(x: 30, y: 6, width: 50, height: 20)) {
      $0.node.pin.left(20).marginLeft(10)
    },
    PinCase("left: marginRight is not applied", CGRect(x: 20, y: 6, width: 50, height: 20)) {
      $0.node.pin.left(20).marginRight(10)
    },
    PinCase("left and width: marginLeft moves right", CGRect(x: 30, y: 6, width: 100, height: 20)) {
      $0.node.pin.left(20).width(100).marginLeft(10)
    },
    PinCase("left and width: marginRight is not applied", CGRect(x: 20, y: 6, width: 100, height: 20)) {
      $0.node.pin.left(20).width(100).marginRight(10)
    },
    PinCase("right: marginRight moves left", CGRect(x: 400 - 20 - 10 - 50, y: 6, width: 50, height: 20)) {
      $0.node.pin.right(20).marginRight(10)
    },
    PinCase("right: marginLeft is not applied", CGRect(x: 400 - 20 - 50, y: 6, width: 50, height: 20)) {
      $0.node.pin.right(20).marginLeft(10)
    },
    PinCase("right and width: marginRight moves left", CGRect(x: 400 - 20 - 10 - 100, y: 6, width: 100, height: 20)) {
      $0.node.pin.right(20).width(100).marginRight(10)
    },
    PinCase("right and width: marginLeft is not applied", CGRect(x: 400 - 20 - 100, y: 6, width: 100, height: 20)) {
      $0.node.pin.right(20).width(100).marginLeft(10)
    },
    PinCase("left and right: marginLeft reduces the width", CGRect(x: 30, y: 6, width: 380 - 30, height: 20)) {
      $0.node.pin.left(20).right(20).marginLeft(10)
    },
    PinCase("left and right: marginRight reduces the width", CGRect(x: 20, y: 6, width: 380 - 10 - 20, height: 20)) {
      $0.node.pin.left(20).right(20).marginRight(10)
    },
    PinCase("hCenter: marginLeft moves right", CGRect(x: 175 + 10, y: 6, width: 50, height: 20)) {
      $0.node.pin.hCenter().marginLeft(10)
    },
    PinCase("hCenter: marginRight moves left", CGRect(x: 175 - 10, y: 6, width: 50, height: 20)) {
      $0.node.pin.hCenter().marginRight(10)
    },
    PinCase("hCenter and width: both margins", CGRect(x: 200 - 50 + 10 - 4, y: 6, width: 100, height: 20)) {
      $0.node.pin.hCenter().width(100).marginLeft(10).marginRight(4)
    },
  ]

  @Test("horizontal margins follow the seed's table", arguments: horizontalTable)
  func horizontalRow(_ pinCase: PinCase) { runPinCase(pinCase) }

  static let verticalTable: [PinCase] = [
    PinCase("top: marginTop moves down", CGRect(x: 5, y: 30, width: 50, height: 20)) {
      $0.node.pin.top(20).marginTop(10)
    },
    PinCase("top: marginBottom is not applied", CGRect(x: 5, y: 20, width: 50, height: 20)) {
      $0.node.pin.top(20).marginBottom(10)
    },
    PinCase("top and height: marginTop moves down", CGRect(x: 5, y: 30, width: 50, height: 40)) {
      $0.node.pin.top(20).height(40).marginTop(10)
    },
    PinCase("top and height: marginBottom is not applied", CGRect(x: 5, y: 20, width: 50, height: 40)) {
      $0.node.pin.top(20).height(40).marginBottom(10)
    },
    PinCase("bottom: marginBottom moves up", CGRect(x: 5, y: 300 - 20 - 10 - 20, width: 50, height: 20)) {
      $0.node.pin.bottom(20).marginBottom(10)
    },
    PinCase("bottom: marginTop is not applied", CGRect(x: 5, y: 300 - 20 - 20, width: 50, height: 20)) {
      $0.node.pin.bottom(20).marginTop(10)
    },
    PinCase("bottom and height: marginBottom moves up", CGRect(x: 5, y: 280 - 10 - 40, width: 50, height: 40)) {
      $0.node.pin.bottom(20).height(40).marginBottom(10)
    },
    PinCase("bottom and height: marginTop is not applied", CGRect(x: 5, y: 280 - 40, width: 50, height: 40)) {
      $0.node.pin.bottom(20).height(40).marginTop(10)
    },
    PinCase("top and bottom: marginTop reduces the height", CGRect(x: 5, y: 30, width: 50, height: 280 - 30)) {
      $0.node.pin.top(20).bottom(20).marginTop(10)
    },
    PinCase("top and bottom: marginBottom reduces the height", CGRect(x: 5, y: 20, width: 50, height: 280 - 10 - 20)) {
      $0.node.pin.top(20).bottom(20).marginBottom(10)
    },
    PinCase("vCenter: marginTop moves down", CGRect(x: 5, y: 140 + 10, width: 50, height: 20)) {
      $0.node.pin.vCenter().marginTop(10)
    },
    PinCase("vCenter: marginBottom moves up", CGRect(x: 5, y: 140 - 10, width: 50, height: 20)) {
      $0.node.pin.vCenter().marginBottom(10)
    },
  ]

  @Test("vertical margins follow the seed's table", arguments: verticalTable)
  func verticalRow(_ pinCase: PinCase) { runPinCase(pinCase) }

  static let marginForms: [PinCase] = [
    PinCase("margin(10)", CGRect(x: 10, y: 10, width: 380, height: 280)) { $0.node.pin.all().margin(10) },
    PinCase("margin(10%)", CGRect(x: 40, y: 30, width: 320, height: 240)) { $0.node.pin.all().margin(10%) },
    PinCase("margin(insets)", CGRect(x: 2, y: 1, width: 400 - 6, height: 300 - 4)) {
      $0.node.pin.all().margin(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    },
    PinCase("margin(1, 2, 3, 4)", CGRect(x: 2, y: 1, width: 400 - 6, height: 300 - 4)) {
      $0.node.pin.all().margin(1, 2, 3, 4)
    },
    PinCase("margin(5, 10)", CGRect(x: 10, y: 5, width: 380, height: 290)) { $0.node.pin.all().margin(5, 10) },
    PinCase("margin(1, 2, 3)", CGRect(x: 2, y: 1, width: 396, height: 296)) { $0.node.pin.all().margin(1, 2, 3) },
    PinCase("margin(1%, 2%, 3%, 4%)", CGRect(x: 8, y: 3, width: 400 - 8 - 16, height: 300 - 3 - 9)) {
      $0.node.pin.all().margin(1%, 2%, 3%, 4%)
    },
    PinCase("margin(10%, 5%)", CGRect(x: 20, y: 30, width: 360, height: 240)) { $0.node.pin.all().margin(10%, 5%) },
    PinCase("margin(1%, 2%, 3%)", CGRect(x: 8, y: 3, width: 384, height: 288)) { $0.node.pin.all().margin(1%, 2%, 3%) },
    PinCase("marginHorizontal(10)", CGRect(x: 10, y: 6, width: 380, height: 20)) {
      $0.node.pin.horizontally().marginHorizontal(10)
    },
    PinCase("marginHorizontal(10%)", CGRect(x: 40, y: 6, width: 320, height: 20)) {
      $0.node.pin.horizontally().marginHorizontal(10%)
    },
    PinCase("marginVertical(10)", CGRect(x: 5, y: 10, width: 50, height: 280)) {
      $0.node.pin.vertically().marginVertical(10)
    },
    PinCase("marginVertical(10%)", CGRect(x: 5, y: 30, width: 50, height: 240)) {
      $0.node.pin.vertically().marginVertical(10%)
    },
    PinCase("marginTop(10%)", CGRect(x: 5, y: 30, width: 50, height: 20)) { $0.node.pin.top().marginTop(10%) },
    PinCase("marginLeft(10%)", CGRect(x: 40, y: 6, width: 50, height: 20)) { $0.node.pin.left().marginLeft(10%) },
    PinCase("marginBottom(10%)", CGRect(x: 5, y: 300 - 30 - 20, width: 50, height: 20)) {
      $0.node.pin.bottom().marginBottom(10%)
    },
    PinCase("marginRight(10%)", CGRect(x: 400 - 40 - 50, y: 6, width: 50, height: 20)) {
      $0.node.pin.right().marginRight(10%)
    },
  ]

  @Test("every form of margin call", arguments: marginForms)
  func marginForm(_ pinCase: PinCase) { runPinCase(pinCase) }

  static let directionalMargins: [(PinCase, LayoutDirection)] = [
    (
      PinCase("left + marginStart LTR moves", CGRect(x: 30, y: 6, width: 50, height: 20)) {
        $0.node.pin.left(20).marginStart(10)
      }, .leftToRight
    ),
    (
      PinCase("left + marginStart RTL is a right margin", CGRect(x: 20, y: 6, width: 50, height: 20)) {
        $0.node.pin.left(20).marginStart(10)
      }, .rightToLeft
    ),
    (
      PinCase("start + marginStart RTL", CGRect(x: 400 - 20 - 10 - 50, y: 6, width: 50, height: 20)) {
        $0.node.pin.start(20).marginStart(10)
      }, .rightToLeft
    ),
    (
      PinCase("end + marginEnd LTR", CGRect(x: 400 - 20 - 10 - 50, y: 6, width: 50, height: 20)) {
        $0.node.pin.end(20).marginEnd(10)
      }, .leftToRight
    ),
    (
      PinCase("end + marginEnd RTL", CGRect(x: 30, y: 6, width: 50, height: 20)) { $0.node.pin.end(20).marginEnd(10) },
      .rightToLeft
    ),
    (
      PinCase("marginStart(10%) RTL", CGRect(x: 400 - 40 - 50, y: 6, width: 50, height: 20)) {
        $0.node.pin.start().marginStart(10%)
      }, .rightToLeft
    ),
    (
      PinCase("marginEnd(10%) LTR", CGRect(x: 400 - 40 - 50, y: 6, width: 50, height: 20)) {
        $0.node.pin.end().marginEnd(10%)
      }, .leftToRight
    ),
  ]

  @Test("start and end margins follow the layout direction", arguments: directionalMargins)
  func directionalMargin(_ pinCase: PinCase, _ direction: LayoutDirection) {
    runPinCase(pinCase, direction: direction)
  }

  static let pinEdges: [PinCase] = [
    PinCase("left, width, pinEdges: margins shrink", CGRect(x: 30, y: 6, width: 120 - 10 - 30, height: 20)) {
      $0.node.pin.left(20).width(100).pinEdges().marginHorizontal(10)
    },
    PinCase("README: left().width(100%).pinEdges().marginHorizontal(20)", CGRect(x: 20, y: 6, width: 360, height: 20)) {
      $0.node.pin.left().width(100%).pinEdges().marginHorizontal(20)
    },
    PinCase("right, width, pinEdges", CGRect(x: 280 + 10, y: 6, width: 100 - 10 - 10, height: 20)) {
      $0.node.pin.right(20).width(100).pinEdges().marginHorizontal(10)
    },
    PinCase("hCenter, width, pinEdges", CGRect(x: 160, y: 6, width: 90, height: 20)) {
      $0.node.pin.hCenter().width(100).pinEdges().marginLeft(10)
    },
    PinCase("top, height, pinEdges", CGRect(x: 5, y: 30, width: 50, height: 80)) {
      $0.node.pin.top(20).height(100).pinEdges().marginVertical(10)
    },
  ]

  @Test("pinEdges turns a size into an edge so that margins shrink the node", arguments: pinEdges)
  func pinEdgesCase(_ pinCase: PinCase) { runPinCase(pinCase) }

  // Between left 20 and right 380 (360 of space) a node 100 wide; with margins 10, between 30 and 370.
  static let justification: [(PinCase, LayoutDirection)] = [
    (
      PinCase("justify(.left)", CGRect(x: 20, y: 6, width: 100, height: 20)) {
        $0.node.pin.horizontally(20).width(100).justify(.left)
      }, .leftToRight
    ),
    (
      PinCase("justify(.center)", CGRect(x: 20 + 130, y: 6, width: 100, height: 20)) {
        $0.node.pin.horizontally(20).width(100).justify(.center)
      }, .leftToRight
    ),
    (
      PinCase("justify(.right)", CGRect(x: 280, y: 6, width: 100, height: 20)) {
        $0.node.pin.horizontally(20).width(100).justify(.right)
      },
      .leftToRight
    ),
    (
      PinCase("justify(.start) LTR", CGRect(x: 20, y: 6, width: 100, height: 20)) {
        $0.node.pin.horizontally(20).width(100).justify(.start)
      },
      .leftToRight
    ),
    (
      PinCase("justify(.start) RTL", CGRect(x: 280, y: 6, width: 100, height: 20)) {
        $0.node.pin.horizontally(20).width(100).justify(.start)
      },
      .rightToLeft
    ),
    (
      PinCase("justify(.end) LTR", CGRect(x: 280, y: 6, width: 100, height: 20)) {
        $0.node.pin.horizontally(20).width(100).justify(.end)
      },
      .leftToRight
    ),
    (
      PinCase("justify(.end) RTL", CGRect(x: 20, y: 6, width: 100, height: 20)) {
        $0.node.pin.horizontally(20).width(100).justify(.end)
      },
      .rightToLeft
    ),
    (
      PinCase("justify(.none) is left", CGRect(x: 20, y: 6, width: 100, height: 20)) {
        $0.node.pin.horizontally(20).width(100).justify(.none)
      },
      .leftToRight
    ),
    (
      PinCase("justify(.center) with margins", CGRect(x: 30 + 120, y: 6, width: 100, height: 20)) {
        $0.node.pin.horizontally(20).marginHorizontal(10).width(100).justify(.center)
      }, .leftToRight
    ),
    (
      PinCase("justify(.right) with margins", CGRect(x: 370 - 100, y: 6, width: 100, height: 20)) {
        $0.node.pin.horizontally(20).marginHorizontal(10).width(100).justify(.right)
      }, .leftToRight
    ),
    (
      PinCase("README: maxWidth(200).justify(.center)", CGRect(x: 100, y: 20, width: 200, height: 20)) {
        $0.node.pin.top(20).left().right().maxWidth(200).justify(.center)
      }, .leftToRight
    ),
  ]

  @Test("justify places a narrower node between its left and right edges", arguments: justification)
  func justify(_ pinCase: PinCase, _ direction: LayoutDirection) {
    runPinCase(pinCase, direction: direction)
  }

  // Between top 20 and bottom 280 (260 of space) a node 100 high.
  static let alignment: [PinCase] = [
    PinCase("align(.top)", CGRect(x: 5, y: 20, width: 50, height: 100)) {
      $0.node.pin.vertically(20).height(100).align(.top)
    },
    PinCase("align(.center)", CGRect(x: 5, y: 20 + 80, width: 50, height: 100)) {
      $0.node.pin.vertically(20).height(100).align(.center)
    },
    PinCase("align(.bottom)", CGRect(x: 5, y: 180, width: 50, height: 100)) {
      $0.node.pin.vertically(20).height(100).align(.bottom)
    },
    PinCase("align(.none) is top", CGRect(x: 5, y: 20, width: 50, height: 100)) {
      $0.node.pin.vertically(20).height(100).align(.none)
    },
    PinCase("align(.center) with margins", CGRect(x: 5, y: 30 + 70, width: 50, height: 100)) {
      $0.node.pin.vertically(20).marginVertical(10).height(100).align(.center)
    },
    PinCase("README: below(of:).above(of:).height(40).align(.center)", CGRect(x: 5, y: 90 + 10, width: 50, height: 40))
    {
      $0.node.pin.below(of: $0.a).above(of: $0.b).height(40).align(.center)
    },
  ]

  @Test("align places a shorter node between its top and bottom edges", arguments: alignment)
  func align(_ pinCase: PinCase) { runPinCase(pinCase) }
}
