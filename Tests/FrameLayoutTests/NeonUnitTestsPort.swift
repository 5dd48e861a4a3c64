import Foundation
import LayoutNodes
import Testing

/// The views of Neon's `NeonTests` (mamaral/Neon, NeonUnitTests/NeonUnitTests.swift) after its
/// `setUp()`: a 1000×1000 superview holding two anchors (zero frames) and a sibling
/// (500, 500, 100, 100); the first anchor holds three more siblings (zero frames).
final class NeonUnitTestsFixture {
  let testSuperview = LayoutNode(name: "testSuperview")
  let testAnchorView = LayoutNode(name: "testAnchorView")
  let testAnchorView2 = LayoutNode(name: "testAnchorView2")
  let testSiblingView = LayoutNode(name: "testSiblingView")
  let testSiblingView2 = LayoutNode(name: "testSiblingView2")
  let testSiblingView3 = LayoutNode(name: "testSiblingView3")
  let testSiblingView4 = LayoutNode(name: "testSiblingView4")

  init() {
    testSuperview.frame = CGRect(x: 0, y: 0, width: 1000, height: 1000)
    testSuperview.addChild(testAnchorView)
    testSuperview.addChild(testAnchorView2)
    testSuperview.addChild(testSiblingView)
    testAnchorView.addChild(testSiblingView2)
    testAnchorView.addChild(testSiblingView3)
    testAnchorView.addChild(testSiblingView4)
    testSiblingView.frame = CGRect(x: 500, y: 500, width: 100, height: 100)
  }
}

// A port of Neon's own unit tests, test by test, with Neon's expected frames: `UIView` reads
// `LayoutNode`, `removeFromSuperview()` / `addSubview(_:)` read `removeFromParent()` / `addChild(_:)`,
// and `XCTAssert(view.frame == rect)` compares within 1e-6. Each test names its line in the original.
@Suite("Neon's unit tests, ported")
struct NeonUnitTestsPort {
  // NeonUnitTests.swift:50, `testFrameUtils`
  @Test func frameUtils() {
    let f = NeonUnitTestsFixture()
    f.testAnchorView.frame = CGRect.zero
    #expect(f.testAnchorView.x == 0)
    #expect(f.testAnchorView.xMid == 0)
    #expect(f.testAnchorView.xMax == 0)
    #expect(f.testAnchorView.y == 0)
    #expect(f.testAnchorView.yMid == 0)
    #expect(f.testAnchorView.yMax == 0)
    #expect(f.testAnchorView.width == 0)
    #expect(f.testAnchorView.height == 0)

    f.testAnchorView.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
    #expect(f.testAnchorView.x == 10)
    #expect(f.testAnchorView.xMid == 25)
    #expect(f.testAnchorView.xMax == 40)
    #expect(f.testAnchorView.y == 20)
    #expect(f.testAnchorView.yMid == 40)
    #expect(f.testAnchorView.yMax == 60)
    #expect(f.testAnchorView.width == 30)
    #expect(f.testAnchorView.height == 40)
  }

  // NeonUnitTests.swift:72, `testFillSuperview`
  @Test func fillSuperview() {
    let f = NeonUnitTestsFixture()
    f.testAnchorView.removeFromParent()
    f.testAnchorView.fillSuperview()
    expectFrame(f.testAnchorView, CGRect.zero)

    f.testSuperview.addChild(f.testAnchorView)

    f.testAnchorView.fillSuperview()
    expectFrame(f.testAnchorView, f.testSuperview.frame)

    f.testAnchorView.fillSuperview(left: 0, right: 0, top: 0, bottom: 0)
    expectFrame(f.testAnchorView, f.testSuperview.frame)

    f.testAnchorView.fillSuperview(left: 10, right: 30, top: 55, bottom: 110)
    expectFrame(f.testAnchorView, CGRect(x: 10, y: 55, width: 960, height: 835))
  }

  // NeonUnitTests.swift:89, `testAnchorInCenter`
  @Test func anchorInCenter() {
    let f = NeonUnitTestsFixture()
    f.testAnchorView.removeFromParent()
    f.testAnchorView.anchorInCenter(width: 0, height: 0)
    expectFrame(f.testAnchorView, CGRect.zero)

    f.testSuperview.addChild(f.testAnchorView)

    f.testAnchorView.anchorInCenter(width: 0, height: 0)
    expectFrame(f.testAnchorView, CGRect(x: 500, y: 500, width: 0, height: 0))

    f.testAnchorView.anchorInCenter(width: 20, height: 30)
    expectFrame(f.testAnchorView, CGRect(x: 490, y: 485, width: 20, height: 30))
  }

  // NeonUnitTests.swift:103, `testAnchorInCorner`
  @Test func anchorInCorner() {
    let f = NeonUnitTestsFixture()
    f.testAnchorView.removeFromParent()
    f.testAnchorView.anchorInCorner(.topLeft, xPad: 0, yPad: 0, width: 0, height: 0)
    expectFrame(f.testAnchorView, CGRect.zero)

    f.testSuperview.addChild(f.testAnchorView)

    f.testAnchorView.anchorInCorner(.topLeft, xPad: 0, yPad: 0, width: 0, height: 0)
    expectFrame(f.testAnchorView, CGRect.zero)

    f.testAnchorView.anchorInCorner(.topLeft, xPad: 10, yPad: 20, width: 30, height: 40)
    expectFrame(f.testAnchorView, CGRect(x: 10, y: 20, width: 30, height: 40))

    f.testAnchorView.anchorInCorner(.topRight, xPad: 10, yPad: 20, width: 30, height: 40)
    expectFrame(f.testAnchorView, CGRect(x: 960, y: 20, width: 30, height: 40))

    f.testAnchorView.anchorInCorner(.bottomLeft, xPad: 10, yPad: 940, width: 30, height: 40)
    expectFrame(f.testAnchorView, CGRect(x: 10, y: 20, width: 30, height: 40))

    f.testAnchorView.anchorInCorner(.bottomRight, xPad: 10, yPad: 20, width: 30, height: 40)
    expectFrame(f.testAnchorView, CGRect(x: 960, y: 940, width: 30, height: 40))
  }

  // NeonUnitTests.swift:126, `testAnchorToEdge`
  @Test func anchorToEdge() {
    let f = NeonUnitTestsFixture()
    f.testAnchorView.anchorToEdge(.top, padding: 10, width: 30, height: 40)
    expectFrame(f.testAnchorView, CGRect(x: 485, y: 10, width: 30, height: 40))

    f.testAnchorView.anchorToEdge(.left, padding: 10, width: 30, height: 40)
    expectFrame(f.testAnchorView, CGRect(x: 10, y: 480, width: 30, height: 40))

    f.testAnchorView.anchorToEdge(.bottom, padding: 10, width: 30, height: 40)
    expectFrame(f.testAnchorView, CGRect(x: 485, y: 950, width: 30, height: 40))

    f.testAnchorView.anchorToEdge(.right, padding: 10, width: 30, height: 40)
    expectFrame(f.testAnchorView, CGRect(x: 960, y: 480, width: 30, height: 40))
  }

  // NeonUnitTests.swift:140, `testAnchorAndFillEdge`
  @Test func anchorAndFillEdge() {
    let f = NeonUnitTestsFixture()
    f.testAnchorView.anchorAndFillEdge(.top, xPad: 10, yPad: 20, otherSize: 30)
    expectFrame(f.testAnchorView, CGRect(x: 10, y: 20, width: 980, height: 30))

    f.testAnchorView.anchorAndFillEdge(.left, xPad: 10, yPad: 20, otherSize: 30)
    expectFrame(f.testAnchorView, CGRect(x: 10, y: 20, width: 30, height: 960))

    f.testAnchorView.anchorAndFillEdge(.bottom, xPad: 10, yPad: 20, otherSize: 30)
    expectFrame(f.testAnchorView, CGRect(x: 10, y: 950, width: 980, height: 30))

    f.testAnchorView.anchorAndFillEdge(.right, xPad: 10, yPad: 20, otherSize: 30)
    expectFrame(f.testAnchorView, CGRect(x: 960, y: 20, width: 30, height: 960))
  }

  // NeonUnitTests.swift:154, `testAlign`
  @Test func align() {
    let f = NeonUnitTestsFixture()
    f.testAnchorView.align(.toTheRightMatchingTop, relativeTo: f.testSiblingView, padding: 10, width: 30, height: 40)
    expectFrame(f.testAnchorView, CGRect(x: 610, y: 500, width: 30, height: 40))

    f.testAnchorView.align(.toTheRightCentered, relativeTo: f.testSiblingView, padding: 10, width: 30, height: 40)
    expectFrame(f.testAnchorView, CGRect(x: 610, y: 530, width: 30, height: 40))

    f.testAnchorView.align(.toTheRightMatchingBottom, relativeTo: f.testSiblingView, padding: 10, width: 30, height: 40)
    expectFrame(f.testAnchorView, CGRect(x: 610, y: 560, width: 30, height: 40))

    f.testAnchorView.align(.toTheLeftMatchingTop, relativeTo: f.testSiblingView, padding: 10, width: 30, height: 40)
    expectFrame(f.testAnchorView, CGRect(x: 460, y: 500, width: 30, height: 40))

    f.testAnchorView.align(.toTheLeftCentered, relativeTo: f.testSiblingView, padding: 10, width: 30, height: 40)
    expectFrame(f.testAnchorView, CGRect(x: 460, y: 530, width: 30, height: 40))

    f.testAnchorView.align(.toTheLeftMatchingBottom, relativeTo: f.testSiblingView, padding: 10, width: 30, height: 40)
    expectFrame(f.testAnchorView, CGRect(x: 460, y: 560, width: 30, height: 40))

    f.testAnchorView.align(.underMatchingLeft, relativeTo: f.testSiblingView, padding: 10, width: 30, height: 40)
    expectFrame(f.testAnchorView, CGRect(x: 500, y: 610, width: 30, height: 40))

    f.testAnchorView.align(.underCentered, relativeTo: f.testSiblingView, padding: 10, width: 30, height: 40)
    expectFrame(f.testAnchorView, CGRect(x: 535, y: 610, width: 30, height: 40))

    f.testAnchorView.align(.underMatchingRight, relativeTo: f.testSiblingView, padding: 10, width: 30, height: 40)
    expectFrame(f.testAnchorView, CGRect(x: 570, y: 610, width: 30, height: 40))

    f.testAnchorView.align(.aboveMatchingLeft, relativeTo: f.testSiblingView, padding: 10, width: 30, height: 40)
    expectFrame(f.testAnchorView, CGRect(x: 500, y: 450, width: 30, height: 40))

    f.testAnchorView.align(.aboveCentered, relativeTo: f.testSiblingView, padding: 10, width: 30, height: 40)
    expectFrame(f.testAnchorView, CGRect(x: 535, y: 450, width: 30, height: 40))

    f.testAnchorView.align(.aboveMatchingRight, relativeTo: f.testSiblingView, padding: 10, width: 30, height: 40)
    expectFrame(f.testAnchorView, CGRect(x: 570, y: 450, width: 30, height: 40))
  }

  // NeonUnitTests.swift:192, `testAlignWithOffset`
  @Test func alignWithOffset() {
    let f = NeonUnitTestsFixture()
    f.testAnchorView.align(
      .toTheRightMatchingTop, relativeTo: f.testSiblingView, padding: 10, width: 30, height: 40, offset: 10)
    expectFrame(f.testAnchorView, CGRect(x: 610, y: 510, width: 30, height: 40))

    f.testAnchorView.align(
      .toTheRightCentered, relativeTo: f.testSiblingView, padding: 10, width: 30, height: 40, offset: 5)
    expectFrame(f.testAnchorView, CGRect(x: 610, y: 535, width: 30, height: 40))

    f.testAnchorView.align(
      .toTheRightMatchingBottom, relativeTo: f.testSiblingView, padding: 10, width: 30, height: 40, offset: 20)
    expectFrame(f.testAnchorView, CGRect(x: 610, y: 580, width: 30, height: 40))

    f.testAnchorView.align(
      .toTheLeftMatchingTop, relativeTo: f.testSiblingView, padding: 10, width: 30, height: 40, offset: 15)
    expectFrame(f.testAnchorView, CGRect(x: 460, y: 515, width: 30, height: 40))

    f.testAnchorView.align(
      .toTheLeftCentered, relativeTo: f.testSiblingView, padding: 10, width: 30, height: 40, offset: 30)
    expectFrame(f.testAnchorView, CGRect(x: 460, y: 560, width: 30, height: 40))

    f.testAnchorView.align(
      .toTheLeftMatchingBottom, relativeTo: f.testSiblingView, padding: 10, width: 30, height: 40, offset: 1)
    expectFrame(f.testAnchorView, CGRect(x: 460, y: 561, width: 30, height: 40))

    f.testAnchorView.align(
      .underMatchingLeft, relativeTo: f.testSiblingView, padding: 10, width: 30, height: 40, offset: 10)
    expectFrame(f.testAnchorView, CGRect(x: 510, y: 610, width: 30, height: 40))

    f.testAnchorView.align(.underCentered, relativeTo: f.testSiblingView, padding: 10, width: 30, height: 40, offset: 5)
    expectFrame(f.testAnchorView, CGRect(x: 540, y: 610, width: 30, height: 40))

    f.testAnchorView.align(
      .underMatchingRight, relativeTo: f.testSiblingView, padding: 10, width: 30, height: 40, offset: -10)
    expectFrame(f.testAnchorView, CGRect(x: 560, y: 610, width: 30, height: 40))

    f.testAnchorView.align(
      .aboveMatchingLeft, relativeTo: f.testSiblingView, padding: 10, width: 30, height: 40, offset: -20)
    expectFrame(f.testAnchorView, CGRect(x: 480, y: 450, width: 30, height: 40))

    f.testAnchorView.align(
      .aboveCentered, relativeTo: f.testSiblingView, padding: 10, width: 30, height: 40, offset: -1)
    expectFrame(f.testAnchorView, CGRect(x: 534, y: 450, width: 30, height: 40))

    f.testAnchorView.align(
      .aboveMatchingRight, relativeTo: f.testSiblingView, padding: 10, width: 30, height: 40, offset: -20)
    expectFrame(f.testAnchorView, CGRect(x: 550, y: 450, width: 30, height: 40))
  }

  // NeonUnitTests.swift:230, `testAlignAndFillWidth`
  @Test func alignAndFillWidth() {
    let f = NeonUnitTestsFixture()
    f.testAnchorView.anchorInCorner(.topLeft, xPad: 10, yPad: 10, width: 50, height: 50)

    f.testSiblingView.alignAndFillWidth(
      align: .toTheRightMatchingTop, relativeTo: f.testAnchorView, padding: 10, height: 40)
    expectFrame(f.testSiblingView, CGRect(x: 70, y: 10, width: 920, height: 40))

    f.testSiblingView.alignAndFillWidth(
      align: .toTheRightCentered, relativeTo: f.testAnchorView, padding: 10, height: 48)
    expectFrame(f.testSiblingView, CGRect(x: 70, y: 11, width: 920, height: 48))

    f.testSiblingView.alignAndFillWidth(
      align: .toTheRightMatchingBottom, relativeTo: f.testAnchorView, padding: 10, height: 30)
    expectFrame(f.testSiblingView, CGRect(x: 70, y: 30, width: 920, height: 30))

    f.testAnchorView.anchorInCorner(.topRight, xPad: 10, yPad: 10, width: 50, height: 50)

    f.testSiblingView.alignAndFillWidth(
      align: .toTheLeftMatchingTop, relativeTo: f.testAnchorView, padding: 10, height: 30)
    expectFrame(f.testSiblingView, CGRect(x: 10, y: 10, width: 920, height: 30))

    f.testSiblingView.alignAndFillWidth(
      align: .toTheLeftCentered, relativeTo: f.testAnchorView, padding: 20, height: 10)
    expectFrame(f.testSiblingView, CGRect(x: 20, y: 30, width: 900, height: 10))

    f.testSiblingView.alignAndFillWidth(
      align: .toTheLeftMatchingBottom, relativeTo: f.testAnchorView, padding: 15, height: 40)
    expectFrame(f.testSiblingView, CGRect(x: 15, y: 20, width: 910, height: 40))
  }

  // NeonUnitTests.swift:254, `testAlignAndFillWidthWithOffset`
  @Test func alignAndFillWidthWithOffset() {
    let f = NeonUnitTestsFixture()
    f.testAnchorView.anchorInCorner(.topLeft, xPad: 10, yPad: 10, width: 50, height: 50)

    f.testSiblingView.alignAndFillWidth(
      align: .toTheRightMatchingTop, relativeTo: f.testAnchorView, padding: 10, height: 40, offset: -20)
    expectFrame(f.testSiblingView, CGRect(x: 70, y: -10, width: 920, height: 40))

    f.testSiblingView.alignAndFillWidth(
      align: .toTheRightCentered, relativeTo: f.testAnchorView, padding: 10, height: 48, offset: 10)
    expectFrame(f.testSiblingView, CGRect(x: 70, y: 21, width: 920, height: 48))

    f.testSiblingView.alignAndFillWidth(
      align: .toTheRightMatchingBottom, relativeTo: f.testAnchorView, padding: 10, height: 30, offset: 10)
    expectFrame(f.testSiblingView, CGRect(x: 70, y: 40, width: 920, height: 30))

    f.testAnchorView.anchorInCorner(.topRight, xPad: 10, yPad: 10, width: 50, height: 50)

    f.testSiblingView.alignAndFillWidth(
      align: .toTheLeftMatchingTop, relativeTo: f.testAnchorView, padding: 10, height: 30, offset: 20)
    expectFrame(f.testSiblingView, CGRect(x: 10, y: 30, width: 920, height: 30))

    f.testSiblingView.alignAndFillWidth(
      align: .toTheLeftCentered, relativeTo: f.testAnchorView, padding: 20, height: 10, offset: 5)
    expectFrame(f.testSiblingView, CGRect(x: 20, y: 35, width: 900, height: 10))

    f.testSiblingView.alignAndFillWidth(
      align: .toTheLeftMatchingBottom, relativeTo: f.testAnchorView, padding: 15, height: 40, offset: 15)
    expectFrame(f.testSiblingView, CGRect(x: 15, y: 35, width: 910, height: 40))
  }

  // NeonUnitTests.swift:278, `testAlignAndFillHeight`
  @Test func alignAndFillHeight() {
    let f = NeonUnitTestsFixture()
    f.testAnchorView.anchorInCorner(.topLeft, xPad: 10, yPad: 10, width: 50, height: 50)

    f.testSiblingView.alignAndFillHeight(
      align: .underMatchingLeft, relativeTo: f.testAnchorView, padding: 10, width: 100)
    expectFrame(f.testSiblingView, CGRect(x: 10, y: 70, width: 100, height: 920))

    f.testSiblingView.alignAndFillHeight(align: .underCentered, relativeTo: f.testAnchorView, padding: 20, width: 30)
    expectFrame(f.testSiblingView, CGRect(x: 20, y: 80, width: 30, height: 900))

    f.testSiblingView.alignAndFillHeight(
      align: .underMatchingRight, relativeTo: f.testAnchorView, padding: 10, width: 40)
    expectFrame(f.testSiblingView, CGRect(x: 20, y: 70, width: 40, height: 920))

    f.testAnchorView.anchorInCorner(.bottomRight, xPad: 10, yPad: 10, width: 50, height: 50)

    f.testSiblingView.alignAndFillHeight(
      align: .aboveMatchingRight, relativeTo: f.testAnchorView, padding: 10, width: 40)
    expectFrame(f.testSiblingView, CGRect(x: 950, y: 10, width: 40, height: 920))

    f.testSiblingView.alignAndFillHeight(align: .aboveCentered, relativeTo: f.testAnchorView, padding: 10, width: 40)
    expectFrame(f.testSiblingView, CGRect(x: 945, y: 10, width: 40, height: 920))

    f.testSiblingView.alignAndFillHeight(
      align: .aboveMatchingLeft, relativeTo: f.testAnchorView, padding: 10, width: 40)
    expectFrame(f.testSiblingView, CGRect(x: 940, y: 10, width: 40, height: 920))
  }

  // NeonUnitTests.swift:302, `testAlignAndFillHeightWithOffset`
  @Test func alignAndFillHeightWithOffset() {
    let f = NeonUnitTestsFixture()
    f.testAnchorView.anchorInCorner(.topLeft, xPad: 10, yPad: 10, width: 50, height: 50)

    f.testSiblingView.alignAndFillHeight(
      align: .underMatchingLeft, relativeTo: f.testAnchorView, padding: 10, width: 100, offset: 10)
    expectFrame(f.testSiblingView, CGRect(x: 20, y: 70, width: 100, height: 920))

    f.testSiblingView.alignAndFillHeight(
      align: .underCentered, relativeTo: f.testAnchorView, padding: 20, width: 30, offset: 15)
    expectFrame(f.testSiblingView, CGRect(x: 35, y: 80, width: 30, height: 900))

    f.testSiblingView.alignAndFillHeight(
      align: .underMatchingRight, relativeTo: f.testAnchorView, padding: 10, width: 40, offset: 20)
    expectFrame(f.testSiblingView, CGRect(x: 40, y: 70, width: 40, height: 920))

    f.testAnchorView.anchorInCorner(.bottomRight, xPad: 10, yPad: 10, width: 50, height: 50)

    f.testSiblingView.alignAndFillHeight(
      align: .aboveMatchingRight, relativeTo: f.testAnchorView, padding: 10, width: 40, offset: 30)
    expectFrame(f.testSiblingView, CGRect(x: 980, y: 10, width: 40, height: 920))

    f.testSiblingView.alignAndFillHeight(
      align: .aboveCentered, relativeTo: f.testAnchorView, padding: 10, width: 40, offset: -10)
    expectFrame(f.testSiblingView, CGRect(x: 935, y: 10, width: 40, height: 920))

    f.testSiblingView.alignAndFillHeight(
      align: .aboveMatchingLeft, relativeTo: f.testAnchorView, padding: 10, width: 40, offset: -20)
    expectFrame(f.testSiblingView, CGRect(x: 920, y: 10, width: 40, height: 920))
  }

  // NeonUnitTests.swift:326, `testAlignAndFill`
  @Test func alignAndFill() {
    let f = NeonUnitTestsFixture()
    f.testAnchorView.anchorInCorner(.topLeft, xPad: 10, yPad: 10, width: 50, height: 50)

    f.testSiblingView.alignAndFill(align: .toTheRightMatchingTop, relativeTo: f.testAnchorView, padding: 10)
    expectFrame(f.testSiblingView, CGRect(x: 70, y: 10, width: 920, height: 980))

    f.testAnchorView.anchorToEdge(.left, padding: 10, width: 50, height: 50)

    f.testSiblingView.alignAndFill(align: .toTheRightCentered, relativeTo: f.testAnchorView, padding: 10)
    expectFrame(f.testSiblingView, CGRect(x: 70, y: 10, width: 920, height: 980))

    f.testAnchorView.anchorInCorner(.bottomLeft, xPad: 10, yPad: 10, width: 50, height: 50)

    f.testSiblingView.alignAndFill(align: .toTheRightCentered, relativeTo: f.testAnchorView, padding: 10)
    expectFrame(f.testSiblingView, CGRect(x: 70, y: 10, width: 920, height: 980))
  }

  // NeonUnitTests.swift:343, `testAlignAndFillWithOffset`
  @Test func alignAndFillWithOffset() {
    let f = NeonUnitTestsFixture()
    f.testAnchorView.anchorInCorner(.topLeft, xPad: 10, yPad: 10, width: 50, height: 50)

    f.testSiblingView.alignAndFill(align: .toTheRightMatchingTop, relativeTo: f.testAnchorView, padding: 10, offset: 10)
    expectFrame(f.testSiblingView, CGRect(x: 70, y: 20, width: 920, height: 970))

    f.testAnchorView.anchorToEdge(.left, padding: 10, width: 50, height: 50)

    f.testSiblingView.alignAndFill(align: .toTheRightCentered, relativeTo: f.testAnchorView, padding: 10, offset: 20)
    expectFrame(f.testSiblingView, CGRect(x: 70, y: 30, width: 920, height: 980))

    f.testAnchorView.anchorInCorner(.bottomLeft, xPad: 10, yPad: 10, width: 50, height: 50)

    f.testSiblingView.alignAndFill(align: .toTheRightCentered, relativeTo: f.testAnchorView, padding: 10, offset: -20)
    expectFrame(f.testSiblingView, CGRect(x: 70, y: -10, width: 920, height: 980))
  }

  // NeonUnitTests.swift:360, `testAlignBetweenHorizontal`
  @Test func alignBetweenHorizontal() {
    let f = NeonUnitTestsFixture()
    f.testAnchorView.anchorInCorner(.topLeft, xPad: 0, yPad: 0, width: 50, height: 50)
    f.testAnchorView2.anchorInCorner(.topRight, xPad: 0, yPad: 0, width: 50, height: 50)

    f.testSiblingView.alignBetweenHorizontal(
      align: .toTheRightMatchingTop, primaryView: f.testAnchorView, secondaryView: f.testAnchorView2, padding: 10,
      height: 40)
    expectFrame(f.testSiblingView, CGRect(x: 60, y: 0, width: 880, height: 40))

    f.testSiblingView.alignBetweenHorizontal(
      align: .toTheRightCentered, primaryView: f.testAnchorView, secondaryView: f.testAnchorView2, padding: 20,
      height: 10)
    expectFrame(f.testSiblingView, CGRect(x: 70, y: 20, width: 860, height: 10))

    f.testSiblingView.alignBetweenHorizontal(
      align: .toTheRightMatchingBottom, primaryView: f.testAnchorView, secondaryView: f.testAnchorView2, padding: 5,
      height: 40)
    expectFrame(f.testSiblingView, CGRect(x: 55, y: 10, width: 890, height: 40))
  }

  // NeonUnitTests.swift:374, `testAlignBetweenHorizontalWithOffset`
  @Test func alignBetweenHorizontalWithOffset() {
    let f = NeonUnitTestsFixture()
    f.testAnchorView.anchorInCorner(.topLeft, xPad: 0, yPad: 0, width: 50, height: 50)
    f.testAnchorView2.anchorInCorner(.topRight, xPad: 0, yPad: 0, width: 50, height: 50)

    f.testSiblingView.alignBetweenHorizontal(
      align: .toTheRightMatchingTop, primaryView: f.testAnchorView, secondaryView: f.testAnchorView2, padding: 10,
      height: 40, offset: 10)
    expectFrame(f.testSiblingView, CGRect(x: 60, y: 10, width: 880, height: 40))

    f.testSiblingView.alignBetweenHorizontal(
      align: .toTheRightCentered, primaryView: f.testAnchorView, secondaryView: f.testAnchorView2, padding: 20,
      height: 10, offset: 20)
    expectFrame(f.testSiblingView, CGRect(x: 70, y: 40, width: 860, height: 10))

    f.testSiblingView.alignBetweenHorizontal(
      align: .toTheRightMatchingBottom, primaryView: f.testAnchorView, secondaryView: f.testAnchorView2, padding: 5,
      height: 40, offset: -10)
    expectFrame(f.testSiblingView, CGRect(x: 55, y: 0, width: 890, height: 40))
  }

  // NeonUnitTests.swift:388, `testAlignBetweenVertical`
  @Test func alignBetweenVertical() {
    let f = NeonUnitTestsFixture()
    f.testAnchorView.anchorInCorner(.topLeft, xPad: 0, yPad: 0, width: 100, height: 100)
    f.testAnchorView2.anchorInCorner(.bottomLeft, xPad: 0, yPad: 0, width: 100, height: 100)

    f.testSiblingView.alignBetweenVertical(
      align: .underMatchingLeft, primaryView: f.testAnchorView, secondaryView: f.testAnchorView2, padding: 10, width: 50
    )
    expectFrame(f.testSiblingView, CGRect(x: 0, y: 110, width: 50, height: 780))

    f.testSiblingView.alignBetweenVertical(
      align: .underCentered, primaryView: f.testAnchorView, secondaryView: f.testAnchorView2, padding: 15, width: 30)
    expectFrame(f.testSiblingView, CGRect(x: 35, y: 115, width: 30, height: 770))

    f.testSiblingView.alignBetweenVertical(
      align: .underMatchingRight, primaryView: f.testAnchorView, secondaryView: f.testAnchorView2, padding: 3, width: 10
    )
    expectFrame(f.testSiblingView, CGRect(x: 90, y: 103, width: 10, height: 794))
  }

  // NeonUnitTests.swift:402, `testAlignBetweenVerticalWithOffset`
  @Test func alignBetweenVerticalWithOffset() {
    let f = NeonUnitTestsFixture()
    f.testAnchorView.anchorInCorner(.topLeft, xPad: 0, yPad: 0, width: 100, height: 100)
    f.testAnchorView2.anchorInCorner(.bottomLeft, xPad: 0, yPad: 0, width: 100, height: 100)

    f.testSiblingView.alignBetweenVertical(
      align: .underMatchingLeft, primaryView: f.testAnchorView, secondaryView: f.testAnchorView2, padding: 10,
      width: 50, offset: 10)
    expectFrame(f.testSiblingView, CGRect(x: 10, y: 110, width: 50, height: 780))

    f.testSiblingView.alignBetweenVertical(
      align: .underCentered, primaryView: f.testAnchorView, secondaryView: f.testAnchorView2, padding: 15, width: 30,
      offset: 20)
    expectFrame(f.testSiblingView, CGRect(x: 55, y: 115, width: 30, height: 770))

    f.testSiblingView.alignBetweenVertical(
      align: .underMatchingRight, primaryView: f.testAnchorView, secondaryView: f.testAnchorView2, padding: 3,
      width: 10, offset: -10)
    expectFrame(f.testSiblingView, CGRect(x: 80, y: 103, width: 10, height: 794))
  }

  // NeonUnitTests.swift:416, `testGroupInCenter`
  @Test func groupInCenter() {
    let f = NeonUnitTestsFixture()
    f.testAnchorView.anchorInCorner(.topLeft, xPad: 0, yPad: 0, width: 100, height: 100)

    f.testAnchorView.groupInCenter(
      group: .horizontal, views: [f.testSiblingView2, f.testSiblingView3, f.testSiblingView4], padding: 5, width: 20,
      height: 20)
    expectFrame(f.testSiblingView2, CGRect(x: 15, y: 40, width: 20, height: 20))
    expectFrame(f.testSiblingView3, CGRect(x: 40, y: 40, width: 20, height: 20))
    expectFrame(f.testSiblingView4, CGRect(x: 65, y: 40, width: 20, height: 20))

    f.testAnchorView.groupInCenter(
      group: .vertical, views: [f.testSiblingView2, f.testSiblingView3, f.testSiblingView4], padding: 5, width: 20,
      height: 20)
    expectFrame(f.testSiblingView2, CGRect(x: 40, y: 15, width: 20, height: 20))
    expectFrame(f.testSiblingView3, CGRect(x: 40, y: 40, width: 20, height: 20))
    expectFrame(f.testSiblingView4, CGRect(x: 40, y: 65, width: 20, height: 20))
  }

  // NeonUnitTests.swift:430, `testGroupInCornerHorizontal`
  @Test func groupInCornerHorizontal() {
    let f = NeonUnitTestsFixture()
    f.testAnchorView.anchorInCorner(.topLeft, xPad: 0, yPad: 0, width: 500, height: 500)

    f.testAnchorView.groupInCorner(
      group: .horizontal, views: [f.testSiblingView2, f.testSiblingView3, f.testSiblingView4], inCorner: .topLeft,
      padding: 10, width: 30, height: 30)
    expectFrame(f.testSiblingView2, CGRect(x: 10, y: 10, width: 30, height: 30))
    expectFrame(f.testSiblingView3, CGRect(x: 50, y: 10, width: 30, height: 30))
    expectFrame(f.testSiblingView4, CGRect(x: 90, y: 10, width: 30, height: 30))

    f.testAnchorView.groupInCorner(
      group: .horizontal, views: [f.testSiblingView2, f.testSiblingView3, f.testSiblingView4], inCorner: .topRight,
      padding: 10, width: 30, height: 30)
    expectFrame(f.testSiblingView2, CGRect(x: 380, y: 10, width: 30, height: 30))
    expectFrame(f.testSiblingView3, CGRect(x: 420, y: 10, width: 30, height: 30))
    expectFrame(f.testSiblingView4, CGRect(x: 460, y: 10, width: 30, height: 30))

    f.testAnchorView.groupInCorner(
      group: .horizontal, views: [f.testSiblingView2, f.testSiblingView3, f.testSiblingView4], inCorner: .bottomLeft,
      padding: 10, width: 30, height: 30)
    expectFrame(f.testSiblingView2, CGRect(x: 10, y: 460, width: 30, height: 30))
    expectFrame(f.testSiblingView3, CGRect(x: 50, y: 460, width: 30, height: 30))
    expectFrame(f.testSiblingView4, CGRect(x: 90, y: 460, width: 30, height: 30))

    f.testAnchorView.groupInCorner(
      group: .horizontal, views: [f.testSiblingView2, f.testSiblingView3, f.testSiblingView4], inCorner: .bottomRight,
      padding: 10, width: 30, height: 30)
    expectFrame(f.testSiblingView2, CGRect(x: 380, y: 460, width: 30, height: 30))
    expectFrame(f.testSiblingView3, CGRect(x: 420, y: 460, width: 30, height: 30))
    expectFrame(f.testSiblingView4, CGRect(x: 460, y: 460, width: 30, height: 30))
  }

  // NeonUnitTests.swift:454, `testGroupInCornerVertical`
  @Test func groupInCornerVertical() {
    let f = NeonUnitTestsFixture()
    f.testAnchorView.anchorInCorner(.topLeft, xPad: 0, yPad: 0, width: 500, height: 500)

    f.testAnchorView.groupInCorner(
      group: .vertical, views: [f.testSiblingView2, f.testSiblingView3, f.testSiblingView4], inCorner: .topLeft,
      padding: 10, width: 30, height: 30)
    expectFrame(f.testSiblingView2, CGRect(x: 10, y: 10, width: 30, height: 30))
    expectFrame(f.testSiblingView3, CGRect(x: 10, y: 50, width: 30, height: 30))
    expectFrame(f.testSiblingView4, CGRect(x: 10, y: 90, width: 30, height: 30))

    f.testAnchorView.groupInCorner(
      group: .vertical, views: [f.testSiblingView2, f.testSiblingView3, f.testSiblingView4], inCorner: .topRight,
      padding: 10, width: 30, height: 30)
    expectFrame(f.testSiblingView2, CGRect(x: 460, y: 10, width: 30, height: 30))
    expectFrame(f.testSiblingView3, CGRect(x: 460, y: 50, width: 30, height: 30))
    expectFrame(f.testSiblingView4, CGRect(x: 460, y: 90, width: 30, height: 30))

    f.testAnchorView.groupInCorner(
      group: .vertical, views: [f.testSiblingView2, f.testSiblingView3, f.testSiblingView4], inCorner: .bottomLeft,
      padding: 10, width: 30, height: 30)
    expectFrame(f.testSiblingView2, CGRect(x: 10, y: 380, width: 30, height: 30))
    expectFrame(f.testSiblingView3, CGRect(x: 10, y: 420, width: 30, height: 30))
    expectFrame(f.testSiblingView4, CGRect(x: 10, y: 460, width: 30, height: 30))

    f.testAnchorView.groupInCorner(
      group: .vertical, views: [f.testSiblingView2, f.testSiblingView3, f.testSiblingView4], inCorner: .bottomRight,
      padding: 10, width: 30, height: 30)
    expectFrame(f.testSiblingView2, CGRect(x: 460, y: 380, width: 30, height: 30))
    expectFrame(f.testSiblingView3, CGRect(x: 460, y: 420, width: 30, height: 30))
    expectFrame(f.testSiblingView4, CGRect(x: 460, y: 460, width: 30, height: 30))
  }

  // NeonUnitTests.swift:478, `testGroupAgainstEdgeHorizontal`
  @Test func groupAgainstEdgeHorizontal() {
    let f = NeonUnitTestsFixture()
    f.testAnchorView.anchorInCorner(.topLeft, xPad: 0, yPad: 0, width: 500, height: 500)

    f.testAnchorView.groupAgainstEdge(
      group: .horizontal, views: [f.testSiblingView2, f.testSiblingView3, f.testSiblingView4], againstEdge: .top,
      padding: 5, width: 40, height: 40)
    expectFrame(f.testSiblingView2, CGRect(x: 185, y: 5, width: 40, height: 40))
    expectFrame(f.testSiblingView3, CGRect(x: 230, y: 5, width: 40, height: 40))
    expectFrame(f.testSiblingView4, CGRect(x: 275, y: 5, width: 40, height: 40))

    f.testAnchorView.groupAgainstEdge(
      group: .horizontal, views: [f.testSiblingView2, f.testSiblingView3, f.testSiblingView4], againstEdge: .left,
      padding: 5, width: 40, height: 40)
    expectFrame(f.testSiblingView2, CGRect(x: 5, y: 230, width: 40, height: 40))
    expectFrame(f.testSiblingView3, CGRect(x: 50, y: 230, width: 40, height: 40))
    expectFrame(f.testSiblingView4, CGRect(x: 95, y: 230, width: 40, height: 40))

    f.testAnchorView.groupAgainstEdge(
      group: .horizontal, views: [f.testSiblingView2, f.testSiblingView3, f.testSiblingView4], againstEdge: .bottom,
      padding: 5, width: 40, height: 40)
    expectFrame(f.testSiblingView2, CGRect(x: 185, y: 455, width: 40, height: 40))
    expectFrame(f.testSiblingView3, CGRect(x: 230, y: 455, width: 40, height: 40))
    expectFrame(f.testSiblingView4, CGRect(x: 275, y: 455, width: 40, height: 40))

    f.testAnchorView.groupAgainstEdge(
      group: .horizontal, views: [f.testSiblingView2, f.testSiblingView3, f.testSiblingView4], againstEdge: .right,
      padding: 5, width: 40, height: 40)
    expectFrame(f.testSiblingView2, CGRect(x: 365, y: 230, width: 40, height: 40))
    expectFrame(f.testSiblingView3, CGRect(x: 410, y: 230, width: 40, height: 40))
    expectFrame(f.testSiblingView4, CGRect(x: 455, y: 230, width: 40, height: 40))
  }

  // NeonUnitTests.swift:502, `testGroupAgainstEdgeVertical`
  @Test func groupAgainstEdgeVertical() {
    let f = NeonUnitTestsFixture()
    f.testAnchorView.anchorInCorner(.topLeft, xPad: 0, yPad: 0, width: 500, height: 500)

    f.testAnchorView.groupAgainstEdge(
      group: .vertical, views: [f.testSiblingView2, f.testSiblingView3, f.testSiblingView4], againstEdge: .top,
      padding: 10, width: 60, height: 60)
    expectFrame(f.testSiblingView2, CGRect(x: 220, y: 10, width: 60, height: 60))
    expectFrame(f.testSiblingView3, CGRect(x: 220, y: 80, width: 60, height: 60))
    expectFrame(f.testSiblingView4, CGRect(x: 220, y: 150, width: 60, height: 60))

    f.testAnchorView.groupAgainstEdge(
      group: .vertical, views: [f.testSiblingView2, f.testSiblingView3, f.testSiblingView4], againstEdge: .left,
      padding: 10, width: 60, height: 60)
    expectFrame(f.testSiblingView2, CGRect(x: 10, y: 150, width: 60, height: 60))
    expectFrame(f.testSiblingView3, CGRect(x: 10, y: 220, width: 60, height: 60))
    expectFrame(f.testSiblingView4, CGRect(x: 10, y: 290, width: 60, height: 60))

    f.testAnchorView.groupAgainstEdge(
      group: .vertical, views: [f.testSiblingView2, f.testSiblingView3, f.testSiblingView4], againstEdge: .bottom,
      padding: 10, width: 60, height: 60)
    expectFrame(f.testSiblingView2, CGRect(x: 220, y: 290, width: 60, height: 60))
    expectFrame(f.testSiblingView3, CGRect(x: 220, y: 360, width: 60, height: 60))
    expectFrame(f.testSiblingView4, CGRect(x: 220, y: 430, width: 60, height: 60))

    f.testAnchorView.groupAgainstEdge(
      group: .vertical, views: [f.testSiblingView2, f.testSiblingView3, f.testSiblingView4], againstEdge: .right,
      padding: 10, width: 60, height: 60)
    expectFrame(f.testSiblingView2, CGRect(x: 430, y: 150, width: 60, height: 60))
    expectFrame(f.testSiblingView3, CGRect(x: 430, y: 220, width: 60, height: 60))
    expectFrame(f.testSiblingView4, CGRect(x: 430, y: 290, width: 60, height: 60))
  }

  // NeonUnitTests.swift:526, `testGroupAndAlignHorizontal`
  @Test func groupAndAlignHorizontal() {
    let f = NeonUnitTestsFixture()
    f.testAnchorView.anchorInCorner(.topLeft, xPad: 0, yPad: 0, width: 100, height: 100)
    f.testSuperview.addChild(f.testSiblingView2)
    f.testSuperview.addChild(f.testSiblingView3)

    f.testSuperview.groupAndAlign(
      group: .horizontal, andAlign: .toTheRightMatchingTop,
      views: [f.testSiblingView, f.testSiblingView2, f.testSiblingView3], relativeTo: f.testAnchorView, padding: 5,
      width: 20, height: 20)
    expectFrame(f.testSiblingView, CGRect(x: 105, y: 0, width: 20, height: 20))
    expectFrame(f.testSiblingView2, CGRect(x: 130, y: 0, width: 20, height: 20))
    expectFrame(f.testSiblingView3, CGRect(x: 155, y: 0, width: 20, height: 20))

    f.testSuperview.groupAndAlign(
      group: .horizontal, andAlign: .toTheRightCentered,
      views: [f.testSiblingView, f.testSiblingView2, f.testSiblingView3], relativeTo: f.testAnchorView, padding: 5,
      width: 20, height: 20)
    expectFrame(f.testSiblingView, CGRect(x: 105, y: 40, width: 20, height: 20))
    expectFrame(f.testSiblingView2, CGRect(x: 130, y: 40, width: 20, height: 20))
    expectFrame(f.testSiblingView3, CGRect(x: 155, y: 40, width: 20, height: 20))

    f.testSuperview.groupAndAlign(
      group: .horizontal, andAlign: .toTheRightMatchingBottom,
      views: [f.testSiblingView, f.testSiblingView2, f.testSiblingView3], relativeTo: f.testAnchorView, padding: 5,
      width: 20, height: 20)
    expectFrame(f.testSiblingView, CGRect(x: 105, y: 80, width: 20, height: 20))
    expectFrame(f.testSiblingView2, CGRect(x: 130, y: 80, width: 20, height: 20))
    expectFrame(f.testSiblingView3, CGRect(x: 155, y: 80, width: 20, height: 20))

    f.testSuperview.groupAndAlign(
      group: .horizontal, andAlign: .underMatchingLeft,
      views: [f.testSiblingView, f.testSiblingView2, f.testSiblingView3], relativeTo: f.testAnchorView, padding: 5,
      width: 20, height: 20)
    expectFrame(f.testSiblingView, CGRect(x: 0, y: 105, width: 20, height: 20))
    expectFrame(f.testSiblingView2, CGRect(x: 25, y: 105, width: 20, height: 20))
    expectFrame(f.testSiblingView3, CGRect(x: 50, y: 105, width: 20, height: 20))

    f.testSuperview.groupAndAlign(
      group: .horizontal, andAlign: .underCentered, views: [f.testSiblingView, f.testSiblingView2, f.testSiblingView3],
      relativeTo: f.testAnchorView, padding: 5, width: 20, height: 20)
    expectFrame(f.testSiblingView, CGRect(x: 15, y: 105, width: 20, height: 20))
    expectFrame(f.testSiblingView2, CGRect(x: 40, y: 105, width: 20, height: 20))
    expectFrame(f.testSiblingView3, CGRect(x: 65, y: 105, width: 20, height: 20))

    f.testSuperview.groupAndAlign(
      group: .horizontal, andAlign: .underMatchingRight,
      views: [f.testSiblingView, f.testSiblingView2, f.testSiblingView3], relativeTo: f.testAnchorView, padding: 5,
      width: 20, height: 20)
    expectFrame(f.testSiblingView, CGRect(x: 30, y: 105, width: 20, height: 20))
    expectFrame(f.testSiblingView2, CGRect(x: 55, y: 105, width: 20, height: 20))
    expectFrame(f.testSiblingView3, CGRect(x: 80, y: 105, width: 20, height: 20))

    f.testAnchorView.anchorInCorner(.topRight, xPad: 0, yPad: 0, width: 100, height: 100)

    f.testSuperview.groupAndAlign(
      group: .horizontal, andAlign: .toTheLeftMatchingTop,
      views: [f.testSiblingView, f.testSiblingView2, f.testSiblingView3], relativeTo: f.testAnchorView, padding: 5,
      width: 20, height: 20)
    expectFrame(f.testSiblingView, CGRect(x: 825, y: 0, width: 20, height: 20))
    expectFrame(f.testSiblingView2, CGRect(x: 850, y: 0, width: 20, height: 20))
    expectFrame(f.testSiblingView3, CGRect(x: 875, y: 0, width: 20, height: 20))

    f.testSuperview.groupAndAlign(
      group: .horizontal, andAlign: .toTheLeftCentered,
      views: [f.testSiblingView, f.testSiblingView2, f.testSiblingView3], relativeTo: f.testAnchorView, padding: 5,
      width: 20, height: 20)
    expectFrame(f.testSiblingView, CGRect(x: 825, y: 40, width: 20, height: 20))
    expectFrame(f.testSiblingView2, CGRect(x: 850, y: 40, width: 20, height: 20))
    expectFrame(f.testSiblingView3, CGRect(x: 875, y: 40, width: 20, height: 20))

    f.testSuperview.groupAndAlign(
      group: .horizontal, andAlign: .toTheLeftMatchingBottom,
      views: [f.testSiblingView, f.testSiblingView2, f.testSiblingView3], relativeTo: f.testAnchorView, padding: 5,
      width: 20, height: 20)
    expectFrame(f.testSiblingView, CGRect(x: 825, y: 80, width: 20, height: 20))
    expectFrame(f.testSiblingView2, CGRect(x: 850, y: 80, width: 20, height: 20))
    expectFrame(f.testSiblingView3, CGRect(x: 875, y: 80, width: 20, height: 20))

    f.testAnchorView.anchorInCorner(.bottomLeft, xPad: 0, yPad: 0, width: 100, height: 100)

    f.testSuperview.groupAndAlign(
      group: .horizontal, andAlign: .aboveMatchingLeft,
      views: [f.testSiblingView, f.testSiblingView2, f.testSiblingView3], relativeTo: f.testAnchorView, padding: 5,
      width: 30, height: 30)
    expectFrame(f.testSiblingView, CGRect(x: 0, y: 865, width: 30, height: 30))
    expectFrame(f.testSiblingView2, CGRect(x: 35, y: 865, width: 30, height: 30))
    expectFrame(f.testSiblingView3, CGRect(x: 70, y: 865, width: 30, height: 30))

    f.testSuperview.groupAndAlign(
      group: .horizontal, andAlign: .aboveCentered, views: [f.testSiblingView, f.testSiblingView2, f.testSiblingView3],
      relativeTo: f.testAnchorView, padding: 5, width: 30, height: 30)
    expectFrame(f.testSiblingView, CGRect(x: 0, y: 865, width: 30, height: 30))
    expectFrame(f.testSiblingView2, CGRect(x: 35, y: 865, width: 30, height: 30))
    expectFrame(f.testSiblingView3, CGRect(x: 70, y: 865, width: 30, height: 30))

    f.testSuperview.groupAndAlign(
      group: .horizontal, andAlign: .aboveMatchingRight,
      views: [f.testSiblingView, f.testSiblingView2, f.testSiblingView3], relativeTo: f.testAnchorView, padding: 5,
      width: 20, height: 20)
    expectFrame(f.testSiblingView, CGRect(x: 30, y: 875, width: 20, height: 20))
    expectFrame(f.testSiblingView2, CGRect(x: 55, y: 875, width: 20, height: 20))
    expectFrame(f.testSiblingView3, CGRect(x: 80, y: 875, width: 20, height: 20))
  }

  // NeonUnitTests.swift:596, `testGroupAndAlignVertical`
  @Test func groupAndAlignVertical() {
    let f = NeonUnitTestsFixture()
    f.testAnchorView.anchorInCorner(.topLeft, xPad: 0, yPad: 0, width: 100, height: 100)
    f.testSuperview.addChild(f.testSiblingView2)
    f.testSuperview.addChild(f.testSiblingView3)

    f.testSuperview.groupAndAlign(
      group: .vertical, andAlign: .toTheRightMatchingTop,
      views: [f.testSiblingView, f.testSiblingView2, f.testSiblingView3], relativeTo: f.testAnchorView, padding: 5,
      width: 20, height: 20)
    expectFrame(f.testSiblingView, CGRect(x: 105, y: 0, width: 20, height: 20))
    expectFrame(f.testSiblingView2, CGRect(x: 105, y: 25, width: 20, height: 20))
    expectFrame(f.testSiblingView3, CGRect(x: 105, y: 50, width: 20, height: 20))

    f.testSuperview.groupAndAlign(
      group: .vertical, andAlign: .toTheRightCentered,
      views: [f.testSiblingView, f.testSiblingView2, f.testSiblingView3], relativeTo: f.testAnchorView, padding: 5,
      width: 20, height: 20)
    expectFrame(f.testSiblingView, CGRect(x: 105, y: 15, width: 20, height: 20))
    expectFrame(f.testSiblingView2, CGRect(x: 105, y: 40, width: 20, height: 20))
    expectFrame(f.testSiblingView3, CGRect(x: 105, y: 65, width: 20, height: 20))

    f.testSuperview.groupAndAlign(
      group: .vertical, andAlign: .toTheRightMatchingBottom,
      views: [f.testSiblingView, f.testSiblingView2, f.testSiblingView3], relativeTo: f.testAnchorView, padding: 5,
      width: 20, height: 20)
    expectFrame(f.testSiblingView, CGRect(x: 105, y: 30, width: 20, height: 20))
    expectFrame(f.testSiblingView2, CGRect(x: 105, y: 55, width: 20, height: 20))
    expectFrame(f.testSiblingView3, CGRect(x: 105, y: 80, width: 20, height: 20))

    f.testAnchorView.anchorInCorner(.topRight, xPad: 0, yPad: 0, width: 100, height: 100)

    f.testSuperview.groupAndAlign(
      group: .vertical, andAlign: .toTheLeftMatchingTop,
      views: [f.testSiblingView, f.testSiblingView2, f.testSiblingView3], relativeTo: f.testAnchorView, padding: 5,
      width: 20, height: 20)
    expectFrame(f.testSiblingView, CGRect(x: 875, y: 0, width: 20, height: 20))
    expectFrame(f.testSiblingView2, CGRect(x: 875, y: 25, width: 20, height: 20))
    expectFrame(f.testSiblingView3, CGRect(x: 875, y: 50, width: 20, height: 20))

    f.testSuperview.groupAndAlign(
      group: .vertical, andAlign: .toTheLeftCentered,
      views: [f.testSiblingView, f.testSiblingView2, f.testSiblingView3], relativeTo: f.testAnchorView, padding: 5,
      width: 20, height: 20)
    expectFrame(f.testSiblingView, CGRect(x: 875, y: 15, width: 20, height: 20))
    expectFrame(f.testSiblingView2, CGRect(x: 875, y: 40, width: 20, height: 20))
    expectFrame(f.testSiblingView3, CGRect(x: 875, y: 65, width: 20, height: 20))

    f.testSuperview.groupAndAlign(
      group: .vertical, andAlign: .toTheLeftMatchingBottom,
      views: [f.testSiblingView, f.testSiblingView2, f.testSiblingView3], relativeTo: f.testAnchorView, padding: 5,
      width: 20, height: 20)
    expectFrame(f.testSiblingView, CGRect(x: 875, y: 30, width: 20, height: 20))
    expectFrame(f.testSiblingView2, CGRect(x: 875, y: 55, width: 20, height: 20))
    expectFrame(f.testSiblingView3, CGRect(x: 875, y: 80, width: 20, height: 20))

    f.testAnchorView.anchorInCorner(.topLeft, xPad: 0, yPad: 0, width: 100, height: 100)

    f.testSuperview.groupAndAlign(
      group: .vertical, andAlign: .underMatchingLeft,
      views: [f.testSiblingView, f.testSiblingView2, f.testSiblingView3], relativeTo: f.testAnchorView, padding: 5,
      width: 20, height: 20)
    expectFrame(f.testSiblingView, CGRect(x: 0, y: 105, width: 20, height: 20))
    expectFrame(f.testSiblingView2, CGRect(x: 0, y: 130, width: 20, height: 20))
    expectFrame(f.testSiblingView3, CGRect(x: 0, y: 155, width: 20, height: 20))

    f.testSuperview.groupAndAlign(
      group: .vertical, andAlign: .underCentered, views: [f.testSiblingView, f.testSiblingView2, f.testSiblingView3],
      relativeTo: f.testAnchorView, padding: 5, width: 20, height: 20)
    expectFrame(f.testSiblingView, CGRect(x: 40, y: 105, width: 20, height: 20))
    expectFrame(f.testSiblingView2, CGRect(x: 40, y: 130, width: 20, height: 20))
    expectFrame(f.testSiblingView3, CGRect(x: 40, y: 155, width: 20, height: 20))

    f.testSuperview.groupAndAlign(
      group: .vertical, andAlign: .underMatchingRight,
      views: [f.testSiblingView, f.testSiblingView2, f.testSiblingView3], relativeTo: f.testAnchorView, padding: 5,
      width: 20, height: 20)
    expectFrame(f.testSiblingView, CGRect(x: 80, y: 105, width: 20, height: 20))
    expectFrame(f.testSiblingView2, CGRect(x: 80, y: 130, width: 20, height: 20))
    expectFrame(f.testSiblingView3, CGRect(x: 80, y: 155, width: 20, height: 20))

    f.testAnchorView.anchorInCorner(.bottomLeft, xPad: 0, yPad: 0, width: 100, height: 100)

    f.testSuperview.groupAndAlign(
      group: .vertical, andAlign: .aboveMatchingLeft,
      views: [f.testSiblingView, f.testSiblingView2, f.testSiblingView3], relativeTo: f.testAnchorView, padding: 5,
      width: 20, height: 20)
    expectFrame(f.testSiblingView, CGRect(x: 0, y: 825, width: 20, height: 20))
    expectFrame(f.testSiblingView2, CGRect(x: 0, y: 850, width: 20, height: 20))
    expectFrame(f.testSiblingView3, CGRect(x: 0, y: 875, width: 20, height: 20))

    f.testSuperview.groupAndAlign(
      group: .vertical, andAlign: .aboveCentered, views: [f.testSiblingView, f.testSiblingView2, f.testSiblingView3],
      relativeTo: f.testAnchorView, padding: 5, width: 20, height: 20)
    expectFrame(f.testSiblingView, CGRect(x: 40, y: 825, width: 20, height: 20))
    expectFrame(f.testSiblingView2, CGRect(x: 40, y: 850, width: 20, height: 20))
    expectFrame(f.testSiblingView3, CGRect(x: 40, y: 875, width: 20, height: 20))

    f.testSuperview.groupAndAlign(
      group: .vertical, andAlign: .aboveMatchingRight,
      views: [f.testSiblingView, f.testSiblingView2, f.testSiblingView3], relativeTo: f.testAnchorView, padding: 5,
      width: 20, height: 20)
    expectFrame(f.testSiblingView, CGRect(x: 80, y: 825, width: 20, height: 20))
    expectFrame(f.testSiblingView2, CGRect(x: 80, y: 850, width: 20, height: 20))
    expectFrame(f.testSiblingView3, CGRect(x: 80, y: 875, width: 20, height: 20))
  }

  // NeonUnitTests.swift:668, `testGroupAndFill`
  @Test func groupAndFill() {
    let f = NeonUnitTestsFixture()
    f.testSuperview.addChild(f.testSiblingView2)
    f.testSuperview.addChild(f.testSiblingView3)
    f.testSuperview.addChild(f.testSiblingView4)

    f.testSuperview.groupAndFill(
      group: .horizontal, views: [f.testSiblingView, f.testSiblingView2, f.testSiblingView3], padding: 10)
    expectFrame(f.testSiblingView, CGRect(x: 10, y: 10, width: 320, height: 980))
    expectFrame(f.testSiblingView2, CGRect(x: 340, y: 10, width: 320, height: 980))
    expectFrame(f.testSiblingView3, CGRect(x: 670, y: 10, width: 320, height: 980))

    f.testSuperview.groupAndFill(
      group: .horizontal, views: [f.testSiblingView, f.testSiblingView2, f.testSiblingView3, f.testSiblingView4],
      padding: 2)
    expectFrame(f.testSiblingView, CGRect(x: 2, y: 2, width: 247.5, height: 996))
    expectFrame(f.testSiblingView2, CGRect(x: 251.5, y: 2, width: 247.5, height: 996))
    expectFrame(f.testSiblingView3, CGRect(x: 501, y: 2, width: 247.5, height: 996))
    expectFrame(f.testSiblingView4, CGRect(x: 750.5, y: 2, width: 247.5, height: 996))

    f.testSuperview.groupAndFill(
      group: .vertical, views: [f.testSiblingView, f.testSiblingView2, f.testSiblingView3], padding: 10)
    expectFrame(f.testSiblingView, CGRect(x: 10, y: 10, width: 980, height: 320))
    expectFrame(f.testSiblingView2, CGRect(x: 10, y: 340, width: 980, height: 320))
    expectFrame(f.testSiblingView3, CGRect(x: 10, y: 670, width: 980, height: 320))

    f.testSuperview.groupAndFill(
      group: .vertical, views: [f.testSiblingView, f.testSiblingView2, f.testSiblingView3, f.testSiblingView4],
      padding: 2)
    expectFrame(f.testSiblingView, CGRect(x: 2, y: 2, width: 996, height: 247.5))
    expectFrame(f.testSiblingView2, CGRect(x: 2, y: 251.5, width: 996, height: 247.5))
    expectFrame(f.testSiblingView3, CGRect(x: 2, y: 501, width: 996, height: 247.5))
    expectFrame(f.testSiblingView4, CGRect(x: 2, y: 750.5, width: 996, height: 247.5))
  }

}
