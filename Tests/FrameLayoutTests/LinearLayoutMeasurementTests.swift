import Foundation
import LayoutNodes
import Testing

/// Wrap-content measurement (`sizeThatFits`), nesting, and when layout happens: at the call, and in
/// the resolve pass through the node's `layoutSubviews` hook.
@Suite("LinearLayout measurement and layout timing")
struct LinearLayoutMeasurementTests {
  typealias F = LinearLayoutFixtures
  static let unbounded = CGSize(width: unboundedDimension, height: unboundedDimension)

  /// A vertical layout with padding 8 holding "hello world" (55 × 12) and, 2 below, "hi" (10 × 12).
  func column() -> LinearLayout {
    let layout = LinearLayout(name: "column", orientation: .vertical, padding: EdgeInsets(all: 8))
    layout.addView(F.label("first", "hello world"))
    layout.addView(F.label("second", "hi"), margin: F.insets(top: 2))
    return layout
  }

  @Test("a vertical layout measures the widest child and the sum of heights, plus padding")
  func verticalWrapContent() {
    #expect(column().sizeThatFits(Self.unbounded) == CGSize(width: 55 + 16, height: 12 + 2 + 12 + 16))
  }

  @Test("a proposed width wraps the text: height for width, as a list row needs")
  func heightForWidth() {
    // Inner width 46 - 16 = 30: "hello world" wraps into two lines 25 wide.
    let size = column().sizeThatFits(CGSize(width: 46, height: unboundedDimension))
    #expect(size == CGSize(width: 25 + 16, height: 24 + 2 + 12 + 16))
  }

  @Test("a horizontal layout measures the sum of widths and the tallest child")
  func horizontalWrapContent() {
    let row = LinearLayout(name: "row", orientation: .horizontal, padding: F.insets(left: 1, right: 2))
    row.addView(F.label("a", "hello world"), margin: F.insets(right: 4))
    row.addView(F.image("b", width: 20, height: 30))
    #expect(row.sizeThatFits(Self.unbounded) == CGSize(width: 1 + 55 + 4 + 20 + 2, height: 30))
  }

  @Test("a nested linear layout is measured by its parent and laid out in the same call")
  func nesting() {
    let outer = F.layout(.horizontal, width: 200, height: 60, padding: EdgeInsets(all: 5))
    let inner = column()
    let side = F.image("side", width: 20, height: 20)
    outer.addView(inner)
    outer.addView(side, align: .center)
    outer.layoutChildren()
    expectLinearFrame(inner, CGRect(x: 5, y: 5, width: 71, height: 42))
    expectLinearFrame(side, CGRect(x: 76, y: 5 + (60 - 20 - 10) / 2, width: 20, height: 20))
    // The inner layout laid out its labels in the same call, in its own coordinates.
    expectLinearFrame(inner.children[0], CGRect(x: 8, y: 8, width: 55, height: 12))
    expectLinearFrame(inner.children[1], CGRect(x: 8, y: 8 + 12 + 2, width: 10, height: 12))
  }

  @Test("the resolve pass runs layoutChildren through the hook, after a size change")
  func resolvePass() {
    let root = F.layout(.horizontal, width: 300, height: 40)
    let a = LayoutNode(name: "a"), b = LayoutNode(name: "b")
    root.addView(a, width: 100, height: .matchParent)
    root.addView(b, width: 0, height: .matchParent, fill: 1)
    root.layoutIfNeeded()
    expectLinearFrame(b, CGRect(x: 100, y: 0, width: 200, height: 40))
    // Changing a parameter asks for layout; the next pass applies it.
    root.setLayoutParams(LinearLayout.LayoutParams(width: 50, height: .matchParent), of: a)
    root.layoutIfNeeded()
    expectLinearFrame(b, CGRect(x: 50, y: 0, width: 250, height: 40))
  }

  @Test("a frame set by code with a new size makes the hook due: the next pass lays out again")
  func resolvePassAfterResize() {
    let root = F.layout(.horizontal, width: 300, height: 40)
    let b = LayoutNode(name: "b")
    root.addView(b, width: 0, height: .matchParent, fill: 1)
    root.layoutIfNeeded()
    expectLinearFrame(b, CGRect(x: 0, y: 0, width: 300, height: 40))
    root.frame.size = CGSize(width: 500, height: 60)
    root.layoutIfNeeded()
    expectLinearFrame(b, CGRect(x: 0, y: 0, width: 500, height: 60))

    // A linear layout whose frame a plain parent's hook sets, as Neon or PinLayout code would.
    let screen = LayoutNode(name: "screen")
    screen.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    let column = LinearLayout(name: "column", orientation: .vertical)
    screen.addChild(column)
    let c = LayoutNode(name: "c")
    column.addView(c, width: .matchParent, height: 0, fill: 1)
    screen.layoutSubviews = { node in
      node.children[0].frame = CGRect(x: 10, y: 10, width: node.frame.width - 20, height: node.frame.height - 20)
    }
    screen.setNeedsLayout()
    screen.layoutIfNeeded()
    expectLinearFrame(column, CGRect(x: 10, y: 10, width: 180, height: 80))
    expectLinearFrame(c, CGRect(x: 0, y: 0, width: 180, height: 80))
  }

  @Test("a nested layout is laid out once by its parent, not again by the next pass")
  func nestedLayoutRunsOnce() {
    let outer = F.layout(.vertical, width: 100, height: 100)
    let inner = LinearLayout(name: "inner", orientation: .horizontal)
    inner.addView(LayoutNode(name: "leaf"), width: .matchParent, height: .matchParent)
    outer.addView(inner, width: .matchParent, height: 0, fill: 1)
    nonisolated(unsafe) var innerRuns = 0
    inner.layoutSubviews = { node in
      innerRuns += 1
      (node as? LinearLayout)?.layoutChildren()
    }
    // The first pass runs the inner hook twice: from the outer layout's placement, and for the
    // request its own addView made (the seed's addSubview marks the parent as needing layout too).
    outer.layoutIfNeeded()
    #expect(innerRuns == 2)
    // After a resize, a direct layout runs the inner hook once; placing the inner layout does not
    // ask for another run, so the next pass runs it once more only through the outer hook (whose
    // own size changed).
    outer.frame.size = CGSize(width: 200, height: 50)
    outer.layoutChildren()
    #expect(innerRuns == 3)
    expectLinearFrame(inner.children[0], CGRect(x: 0, y: 0, width: 200, height: 50))
    outer.layoutIfNeeded()
    #expect(innerRuns == 4)
  }

  @Test("a linear layout sized by constraints reports its wrap-content size to the solver")
  func solverSeesMeasure() {
    let root = LayoutNode(name: "root")
    root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
    let layout = column()
    root.addChild(layout)
    LayoutConstraint.activate([
      LayoutConstraint(
        layout.leftAnchor, .equal, AnchorExpression(terms: [AnchorTerm(root.leftAnchor.erased)], constant: 10)),
      LayoutConstraint(
        layout.topAnchor, .equal, AnchorExpression(terms: [AnchorTerm(root.topAnchor.erased)], constant: 20)),
    ])
    root.layoutIfNeeded()
    expectLinearFrame(layout, CGRect(x: 10, y: 20, width: 71, height: 42))
    // Laid out after the solver, by the hook.
    expectLinearFrame(layout.children[1], CGRect(x: 8, y: 22, width: 10, height: 12))

    // Longer text: the layout is told its content changed, the solver grows it, the hook re-lays out.
    layout.children[1].text?.string = "hello there world"
    layout.invalidateIntrinsicContentSize()
    root.layoutIfNeeded()
    expectLinearFrame(layout, CGRect(x: 10, y: 20, width: 85 + 16, height: 42))
    expectLinearFrame(layout.children[1], CGRect(x: 8, y: 22, width: 85, height: 12))
  }

  @Test("calling layoutChildren directly takes effect at once, without a layout pass")
  func directCall() {
    let layout = F.layout(.vertical, width: 100, height: 100)
    let a = LayoutNode(name: "a")
    layout.addView(a, width: .matchParent, height: 30, margin: F.insets(top: 7))
    layout.layoutChildren()
    expectLinearFrame(a, CGRect(x: 0, y: 7, width: 100, height: 30))
  }
}
