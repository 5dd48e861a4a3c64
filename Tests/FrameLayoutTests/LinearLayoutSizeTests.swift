import Foundation
import LayoutNodes
import Testing

/// Sizes along both axes: points, match parent, wrap content, bounds, margins, padding, fill weights,
/// hidden children. Expected frames follow the seed's arithmetic, worked out in each test.
@Suite("LinearLayout child sizes")
struct LinearLayoutSizeTests {
  typealias F = LinearLayoutFixtures

  @Test("sizes in points place children one after another from the start")
  func pointSizes() {
    for orientation in [LinearLayout.Orientation.horizontal, .vertical] {
      let layout = F.layout(orientation, width: 300, height: 300)
      let a = LayoutNode(name: "a"), b = LayoutNode(name: "b")
      layout.addView(a, width: 50, height: 40)
      layout.addView(b, width: 60.5, height: 20)
      layout.layoutChildren()
      expectLinearFrame(a, CGRect(x: 0, y: 0, width: 50, height: 40))
      let bOrigin = orientation == .horizontal ? CGPoint(x: 50, y: 0) : CGPoint(x: 0, y: 40)
      expectLinearFrame(b, CGRect(origin: bOrigin, size: CGSize(width: 60.5, height: 20)))
    }
  }

  @Test("match parent takes the room left on the main axis; later children get none")
  func matchParentOnMainAxis() {
    let layout = F.layout(.horizontal, width: 300, height: 100)
    let a = LayoutNode(name: "a"), b = LayoutNode(name: "b"), c = LayoutNode(name: "c")
    layout.addView(a, width: 50, height: 10)
    layout.addView(b, width: .matchParent, height: 10, margin: F.insets(left: 5, right: 15))
    layout.addView(c, width: 30, height: 10)
    layout.layoutChildren()
    expectLinearFrame(a, CGRect(x: 0, y: 0, width: 50, height: 10))
    // 300 - 50 left, minus the margins 5 + 15.
    expectLinearFrame(b, CGRect(x: 55, y: 0, width: 300 - 50 - 5 - 15, height: 10))
    expectLinearFrame(c, CGRect(x: 300, y: 0, width: 0, height: 10))
    #expect(F.warnings(layout).isEmpty)
  }

  @Test("match parent on the cross axis is the inner size minus the margins")
  func matchParentOnCrossAxis() {
    let layout = F.layout(.vertical, width: 200, height: 300, padding: F.insets(top: 10, left: 10, right: 10))
    let a = LayoutNode(name: "a")
    layout.addView(a, width: .matchParent, height: 20, margin: F.insets(left: 5, right: 15))
    layout.layoutChildren()
    expectLinearFrame(a, CGRect(x: 10 + 5, y: 10, width: 200 - 20 - 5 - 15, height: 20))
  }

  @Test("wrap content measures the child for the room left, wrapping text")
  func wrapContentMeasuresText() {
    let wide = F.layout(.horizontal, width: 300, height: 100)
    let label = F.label("label", "hello world")
    wide.addView(label)
    wide.layoutChildren()
    expectLinearFrame(label, CGRect(x: 0, y: 0, width: 55, height: 12))

    let narrow = F.layout(.horizontal, width: 40, height: 100)
    let wrapped = F.label("wrapped", "hello world")
    narrow.addView(wrapped)
    narrow.layoutChildren()
    // At 40 points "hello world" (55) breaks into "hello" and "world", 25 wide each.
    expectLinearFrame(wrapped, CGRect(x: 0, y: 0, width: 25, height: 24))
  }

  @Test("the room left bounds a size in points")
  func pointsBoundedByRoomLeft() {
    let layout = F.layout(.horizontal, width: 300, height: 100)
    let a = LayoutNode(name: "a")
    layout.addView(a, width: 500, height: 500)
    layout.layoutChildren()
    expectLinearFrame(a, CGRect(x: 0, y: 0, width: 300, height: 100))
  }

  @Test("a maximum width shortens a measured child, which is then measured again for its height")
  func boundsRemeasure() {
    let layout = F.layout(.horizontal, width: 300, height: 100)
    let label = F.label("label", "hello world")
    layout.addView(label)
    layout.setLayoutParams(LinearLayout.LayoutParams(maxWidth: 30), of: label)
    let tall = LayoutNode(name: "tall")
    layout.addView(tall, width: 10, height: 5)
    layout.setLayoutParams(LinearLayout.LayoutParams(width: 10, height: 5, minHeight: 8), of: tall)
    layout.layoutChildren()
    expectLinearFrame(label, CGRect(x: 0, y: 0, width: 30, height: 24))
    expectLinearFrame(tall, CGRect(x: 30, y: 0, width: 10, height: 8))
    #expect(layout.layoutParams(of: label)?.maxWidth == 30)
    #expect(layout.layoutParams(of: LayoutNode(name: "stranger")) == nil)
  }

  @Test("margins space children and offset them inside their slots")
  func margins() {
    let layout = F.layout(.horizontal, width: 300, height: 100)
    let a = LayoutNode(name: "a"), b = LayoutNode(name: "b")
    layout.addView(a, width: 50, height: 40, margin: F.insets(top: 5, left: 10, right: 20))
    layout.addView(b, width: 30, height: 30)
    layout.layoutChildren()
    expectLinearFrame(a, CGRect(x: 10, y: 5, width: 50, height: 40))
    expectLinearFrame(b, CGRect(x: 10 + 50 + 20, y: 0, width: 30, height: 30))
  }

  @Test("padding insets the children's area on all four sides")
  func padding() {
    let layout = F.layout(
      .horizontal, width: 200, height: 100, padding: F.insets(top: 4, left: 6, bottom: 8, right: 10))
    let a = LayoutNode(name: "a")
    layout.addView(a, width: .matchParent, height: .matchParent)
    layout.layoutChildren()
    expectLinearFrame(a, CGRect(x: 6, y: 4, width: 200 - 6 - 10, height: 100 - 4 - 8))
    layout.padding = .zero
    layout.layoutChildren()
    expectLinearFrame(a, CGRect(x: 0, y: 0, width: 200, height: 100))
  }

  @Test("fill weights share the room left in proportion")
  func fillWeights() {
    let layout = F.layout(.horizontal, width: 300, height: 50)
    let a = LayoutNode(name: "a"), b = LayoutNode(name: "b"), c = LayoutNode(name: "c")
    layout.addView(a, width: 30, height: 10)
    layout.addView(b, width: 0, height: 10, fill: 1)
    layout.addView(c, width: 20, height: 10, fill: 2)
    layout.layoutChildren()
    // 300 - 30 - 20 = 250 left: b gets 1/3, c 2/3 on top of its 20.
    expectLinearFrame(a, CGRect(x: 0, y: 0, width: 30, height: 10))
    expectLinearFrame(b, CGRect(x: 30, y: 0, width: 250.0 / 3, height: 10))
    expectLinearFrame(c, CGRect(x: 30 + 250.0 / 3, y: 0, width: 20 + 500.0 / 3, height: 10))

    let column = F.layout(.vertical, width: 100, height: 200)
    let top = LayoutNode(name: "top"), rest = LayoutNode(name: "rest")
    column.addView(top, width: .matchParent, height: 50)
    column.addView(rest, width: .matchParent, height: 0, fill: 1)
    column.layoutChildren()
    expectLinearFrame(rest, CGRect(x: 0, y: 50, width: 100, height: 150))
  }

  @Test("a filled child is measured again across at its final main size")
  func fillRemeasuresCrossSize() {
    let wide = F.layout(.horizontal, width: 100, height: 100)
    let label = F.label("label", "hello world")
    wide.addView(label, width: 0, fill: 1)
    wide.layoutChildren()
    expectLinearFrame(label, CGRect(x: 0, y: 0, width: 100, height: 12))

    wide.frame.size.width = 40
    wide.layoutChildren()
    expectLinearFrame(label, CGRect(x: 0, y: 0, width: 40, height: 24))
  }

  @Test("hidden children take no room, keep their frames and do not count in measurement")
  func hiddenChildren() {
    let layout = F.layout(.horizontal, width: 300, height: 100)
    let a = LayoutNode(name: "a"), b = LayoutNode(name: "b"), c = LayoutNode(name: "c")
    layout.addView(a, width: 50, height: 10)
    layout.addView(b, width: 60, height: 90)
    layout.addView(c, width: 70, height: 20, fill: 1)
    b.isHidden = true
    b.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
    layout.layoutChildren()
    expectLinearFrame(b, CGRect(x: 1, y: 2, width: 3, height: 4))
    expectLinearFrame(c, CGRect(x: 50, y: 0, width: 250, height: 20))
    #expect(layout.sizeThatFits(CGSize(width: unboundedDimension, height: unboundedDimension)).height == 20)
  }

  @Test("children added with addChild match the parent on both axes, as the seed's addSubview")
  func addChildDefaults() {
    let layout = F.layout(.vertical, width: 120, height: 80, padding: EdgeInsets(all: 5))
    let a = LayoutNode(name: "a")
    layout.addChild(a)
    layout.layoutChildren()
    expectLinearFrame(a, CGRect(x: 5, y: 5, width: 110, height: 70))
    #expect(layout.layoutParams(of: a) == .addedAsChild)
  }

  @Test("adding a child again moves it to the end with its new parameters")
  func addViewAgain() {
    let layout = F.layout(.horizontal, width: 300, height: 100)
    let a = LayoutNode(name: "a"), b = LayoutNode(name: "b")
    layout.addView(a, width: 50, height: 10)
    layout.addView(b, width: 60, height: 10)
    layout.addView(a, width: 70, height: 10)
    layout.layoutChildren()
    expectLinearFrame(b, CGRect(x: 0, y: 0, width: 60, height: 10))
    expectLinearFrame(a, CGRect(x: 60, y: 0, width: 70, height: 10))
  }

  @Test("a child that leaves forgets its parameters: added back with addChild, it matches the parent")
  func removedChildForgetsParameters() {
    let layout = F.layout(.vertical, width: 120, height: 80)
    let a = LayoutNode(name: "a"), b = LayoutNode(name: "b")
    layout.addView(a, width: 40, height: 10, margin: EdgeInsets(top: 5, left: 0, bottom: 0, right: 0))
    layout.addView(b, width: 30, height: 20)
    a.removeFromParent()
    #expect(layout.layoutParams(of: a) == nil)
    layout.addChild(a)
    layout.layoutChildren()
    #expect(layout.layoutParams(of: a) == .addedAsChild)
    #expect(layout.layoutParams(of: b)?.width == .points(30))
    expectLinearFrame(b, CGRect(x: 0, y: 0, width: 30, height: 20))
    expectLinearFrame(a, CGRect(x: 0, y: 20, width: 120, height: 60))
  }

  @Test("a child moved to another layout takes only that layout's parameters, and keeps them there")
  func movedChildTakesNewLayoutsParameters() {
    let first = F.layout(.horizontal, width: 100, height: 50)
    let second = F.layout(.horizontal, width: 200, height: 40)
    let a = LayoutNode(name: "a")
    first.addView(a, width: 40, height: 10)
    second.addChild(a)
    second.layoutChildren()
    #expect(first.layoutParams(of: a) == nil)
    #expect(second.layoutParams(of: a) == .addedAsChild)
    expectLinearFrame(a, CGRect(x: 0, y: 0, width: 200, height: 40))
    second.setLayoutParams(LinearLayout.LayoutParams(width: 25, height: 15), of: a)
    second.layoutChildren()
    expectLinearFrame(a, CGRect(x: 0, y: 0, width: 25, height: 15))
  }

  @Test("the children of a layout that goes away forget its parameters")
  func childrenOfAReleasedLayoutForgetItsParameters() {
    let a = LayoutNode(name: "a")
    do {
      let gone = F.layout(.horizontal, width: 100, height: 50)
      gone.addView(a, width: 40, height: 10)
    }
    #expect(a.parent == nil)
    // Layouts made now may take the released one's address: none finds parameters on `a`.
    for _ in 0..<8 {
      let layout = F.layout(.horizontal, width: 90, height: 30)
      layout.addChild(a)
      layout.layoutChildren()
      #expect(layout.layoutParams(of: a) == .addedAsChild)
      expectLinearFrame(a, CGRect(x: 0, y: 0, width: 90, height: 30))
      a.removeFromParent()
    }
  }
}
