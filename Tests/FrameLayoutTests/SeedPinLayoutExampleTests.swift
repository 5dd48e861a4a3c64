import Foundation
import LayoutNodes
import Testing

/// Every code example of PinLayout's README (`shared/seeds/pinlayout.txt`), and its margins rules
/// table row by row, run as written (`UIView`/`CALayer` → `LayoutNode`, `addSubview`/`addSublayer` →
/// `addChild`), with the frames layoutBox/PinLayout's arithmetic gives. The superview is 375 × 667.
@Suite("Seed: PinLayout README examples")
struct SeedPinLayoutExampleTests {
  let view = LayoutNode(name: "view")
  let child = LayoutNode(name: "child")

  init() {
    view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    view.addChild(child)
    // A current frame, so that what no rule sets visibly stays.
    child.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
  }

  // MARK: Animations (PinLayout is stateless)

  @Test("Animations: view.pin.width(30) changes only the width, from the current frame")
  func animation() {
    child.pin.width(30)
    expectNeonFrame(child, CGRect(x: 10, y: 20, width: 30, height: 50))
  }

  // MARK: pin and pinFrame

  @Test("pin and pinFrame: center().width(100).height(50) centres the node in its parent")
  func pinAndPinFrame() {
    child.pin.center().width(100).height(50)
    expectNeonFrame(child, CGRect(x: 375.0 / 2 - 50, y: 667.0 / 2 - 25, width: 100, height: 50))
    let other = LayoutNode(name: "other")
    view.addChild(other)
    other.pinFrame.center().width(100).height(50)
    expectNeonFrame(other, CGRect(x: 375.0 / 2 - 50, y: 667.0 / 2 - 25, width: 100, height: 50))
  }

  // MARK: CALayer

  @Test("CALayer: percentages, then below(of:aligned:) and size(of:)")
  func layers() {
    let aLayer = LayoutNode(name: "aLayer"), bLayer = LayoutNode(name: "bLayer")
    view.addChild(aLayer)
    view.addChild(bLayer)
    aLayer.pin.top(10).left(10).width(20%).height(80%)
    bLayer.pin.below(of: aLayer, aligned: .left).size(of: aLayer)
    let width: CGFloat = 375 * 0.2, height: CGFloat = 667 * 0.8
    expectNeonFrame(aLayer, CGRect(x: 10, y: 10, width: width, height: height))
    expectNeonFrame(bLayer, CGRect(x: 10, y: 10 + height, width: width, height: height))
  }

  // MARK: Right-to-left

  @Test("Right-to-left: start is the left edge in LTR and the right edge in RTL, end the other")
  func rightToLeft() {
    let end = LayoutNode(name: "end")
    view.addChild(end)
    child.pin.top(10).start(20).size(50)
    end.pin.top(10).end(20).size(50)
    expectNeonFrame(child, CGRect(x: 20, y: 10, width: 50, height: 50))
    expectNeonFrame(end, CGRect(x: 375 - 20 - 50, y: 10, width: 50, height: 50))
    view.layoutDirection = .rightToLeft
    child.pin.top(10).start(20).size(50)
    end.pin.top(10).end(20).size(50)
    expectNeonFrame(child, CGRect(x: 375 - 20 - 50, y: 10, width: 50, height: 50))
    expectNeonFrame(end, CGRect(x: 20, y: 10, width: 50, height: 50))
  }

  // MARK: Margins rules table

  @Test("Margins table, Left: the left margin moves the node right, the right margin is not applied")
  func marginLeftOnly() {
    child.pin.left(10).marginLeft(5).marginRight(7)
    expectNeonFrame(child, CGRect(x: 15, y: 20, width: 100, height: 50))
  }

  @Test("Margins table, Left and Width: the left margin moves the node right")
  func marginLeftAndWidth() {
    child.pin.left(10).width(60).marginLeft(5).marginRight(7)
    expectNeonFrame(child, CGRect(x: 15, y: 20, width: 60, height: 50))
  }

  @Test("Margins table, Right: the right margin moves the node left, the left margin is not applied")
  func marginRightOnly() {
    child.pin.right(10).marginLeft(5).marginRight(7)
    expectNeonFrame(child, CGRect(x: 375 - 10 - 7 - 100, y: 20, width: 100, height: 50))
  }

  @Test("Margins table, Right and Width: the right margin moves the node left")
  func marginRightAndWidth() {
    child.pin.right(10).width(60).marginLeft(5).marginRight(7)
    expectNeonFrame(child, CGRect(x: 375 - 10 - 7 - 60, y: 20, width: 60, height: 50))
  }

  @Test("Margins table, Left and Right: both margins reduce the width")
  func marginLeftAndRight() {
    child.pin.left(10).right(10).marginLeft(5).marginRight(7)
    expectNeonFrame(child, CGRect(x: 15, y: 20, width: 375 - 10 - 10 - 5 - 7, height: 50))
  }

  @Test("Margins table, hCenter: the left margin moves the node right, the right margin left")
  func marginHCenter() {
    child.pin.hCenter().marginLeft(5)
    expectNeonFrame(child, CGRect(x: 375.0 / 2 - 50 + 5, y: 20, width: 100, height: 50))
    child.pin.hCenter().marginRight(7)
    expectNeonFrame(child, CGRect(x: 375.0 / 2 - 50 - 7, y: 20, width: 100, height: 50))
  }

  @Test("Margins table, Top: the top margin moves the node down, the bottom margin is not applied")
  func marginTopOnly() {
    child.pin.top(10).marginTop(5).marginBottom(7)
    expectNeonFrame(child, CGRect(x: 10, y: 15, width: 100, height: 50))
  }

  @Test("Margins table, Top and Height: the top margin moves the node down")
  func marginTopAndHeight() {
    child.pin.top(10).height(60).marginTop(5).marginBottom(7)
    expectNeonFrame(child, CGRect(x: 10, y: 15, width: 100, height: 60))
  }

  @Test("Margins table, Bottom: the bottom margin moves the node up, the top margin is not applied")
  func marginBottomOnly() {
    child.pin.bottom(10).marginTop(5).marginBottom(7)
    expectNeonFrame(child, CGRect(x: 10, y: 667 - 10 - 7 - 50, width: 100, height: 50))
  }

  @Test("Margins table, Bottom and Height: the bottom margin moves the node up")
  func marginBottomAndHeight() {
    child.pin.bottom(10).height(60).marginTop(5).marginBottom(7)
    expectNeonFrame(child, CGRect(x: 10, y: 667 - 10 - 7 - 60, width: 100, height: 60))
  }

  @Test("Margins table, Top and Bottom: both margins reduce the height")
  func marginTopAndBottom() {
    child.pin.top(10).bottom(10).marginTop(5).marginBottom(7)
    expectNeonFrame(child, CGRect(x: 10, y: 15, width: 100, height: 667 - 10 - 10 - 5 - 7))
  }

  @Test("Margins table, vCenter: the top margin moves the node down, the bottom margin up")
  func marginVCenter() {
    child.pin.vCenter().marginTop(5)
    expectNeonFrame(child, CGRect(x: 10, y: 667.0 / 2 - 25 + 5, width: 100, height: 50))
    child.pin.vCenter().marginBottom(7)
    expectNeonFrame(child, CGRect(x: 10, y: 667.0 / 2 - 25 - 7, width: 100, height: 50))
  }

  // MARK: Safe area

  @Test("Safe area: a content view pinned to the controller's view's pin.safeArea")
  func safeArea() {
    view.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    let contentView = child
    contentView.pin.all(view.pin.safeArea)
    expectNeonFrame(contentView, CGRect(x: 0, y: 44, width: 375, height: 667 - 44 - 34))
  }
}
