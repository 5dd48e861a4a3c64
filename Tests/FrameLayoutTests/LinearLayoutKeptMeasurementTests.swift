import Foundation
import LayoutNodes
import Testing

/// A linear layout keeps its leaves' measurements and reuses slots measured by its parent; every
/// change that can alter a size must still show at the next layout.
@Suite("LinearLayout kept measurements and their invalidation")
struct LinearLayoutKeptMeasurementTests {
  typealias F = LinearLayoutFixtures

  /// Counts the calls of a measure closure and answers with a size that the test can change.
  final class Measured {
    var size: CGSize
    var calls = 0
    init(_ size: CGSize) { self.size = size }
  }

  /// A node measured by a closure that answers `measured.size`.
  func custom(_ name: String, _ measured: Measured) -> LayoutNode {
    let node = LayoutNode(name: name)
    node.measure = { _ in
      measured.calls += 1
      return measured.size
    }
    return node
  }

  /// A column of width 100 with padding 8: a row (matching the width) of a 20 × 20 image and a
  /// stack (width 0, fill 1, 8 left of it) of two labels that match the stack's width.
  func card() -> (column: LinearLayout, row: LinearLayout, stack: LinearLayout, labels: [LayoutNode]) {
    let column = LinearLayout(name: "column", orientation: .vertical, padding: EdgeInsets(all: 8))
    let row = LinearLayout(name: "row", orientation: .horizontal)
    let stack = LinearLayout(name: "stack", orientation: .vertical)
    let labels = [F.label("first", "hello world"), F.label("second", "hello world again")]
    for label in labels { stack.addView(label, width: .matchParent) }
    row.addView(F.image("image", width: 20, height: 20))
    row.addView(stack, width: 0, margin: F.insets(left: 8), fill: 1)
    column.addView(row, width: .matchParent)
    return (column, row, stack, labels)
  }

  @Test("a new text is measured at the next layout")
  func textChange() {
    let column = F.layout(.vertical, width: 100, height: 100)
    let label = F.label("label", "hi")
    column.addView(label)
    column.layoutChildren()
    expectLinearFrame(label, CGRect(x: 0, y: 0, width: 10, height: 12))
    label.text = TextContent("hello world", font: F.font)
    column.layoutChildren()
    expectLinearFrame(label, CGRect(x: 0, y: 0, width: 55, height: 12))
  }

  @Test("text changed in place (its line limit) is measured at the next layout")
  func textChangedInPlace() {
    // Inner width 30: "hello world" wraps into "hello" / "world", 25 × 24; one line is 25 × 12.
    let column = F.layout(.vertical, width: 30, height: 100)
    let label = F.label("label", "hello world")
    column.addView(label)
    column.layoutChildren()
    expectLinearFrame(label, CGRect(x: 0, y: 0, width: 25, height: 24))
    label.text?.numberOfLines = 1
    column.layoutChildren()
    expectLinearFrame(label, CGRect(x: 0, y: 0, width: 25, height: 12))
  }

  @Test("a measure closure is asked again after invalidateIntrinsicContentSize()")
  func invalidatedClosure() {
    let row = F.layout(.horizontal, width: 200, height: 50)
    let measured = Measured(CGSize(width: 10, height: 10))
    let node = custom("custom", measured)
    row.addView(node)
    row.layoutChildren()
    expectLinearFrame(node, CGRect(x: 0, y: 0, width: 10, height: 10))
    measured.size = CGSize(width: 30, height: 20)
    node.invalidateIntrinsicContentSize()
    row.layoutChildren()
    expectLinearFrame(node, CGRect(x: 0, y: 0, width: 30, height: 20))
  }

  @Test("a new measure closure is asked at the next layout")
  func replacedClosure() {
    let row = F.layout(.horizontal, width: 200, height: 50)
    let node = custom("custom", Measured(CGSize(width: 10, height: 10)))
    row.addView(node)
    row.layoutChildren()
    node.measure = { _ in CGSize(width: 40, height: 5) }
    row.layoutChildren()
    expectLinearFrame(node, CGRect(x: 0, y: 0, width: 40, height: 5))
  }

  @Test("a kept answer spares the closure a second call for the same proposal")
  func keptAnswer() {
    let column = LinearLayout(name: "column", orientation: .horizontal)
    let measured = Measured(CGSize(width: 10, height: 10))
    column.addView(custom("custom", measured))
    F.layOutAsRow(column, width: 100)
    let calls = measured.calls
    #expect(calls > 0)
    F.layOutAsRow(column, width: 100)
    #expect(measured.calls == calls)
    column.children[0].invalidateIntrinsicContentSize()
    F.layOutAsRow(column, width: 100)
    #expect(measured.calls > calls)
  }

  @Test("a new intrinsic size is used at the next layout")
  func intrinsicChange() {
    let row = F.layout(.horizontal, width: 200, height: 50)
    let image = F.image("image", width: 20, height: 30)
    row.addView(image)
    row.layoutChildren()
    expectLinearFrame(image, CGRect(x: 0, y: 0, width: 20, height: 30))
    image.intrinsicContentSize = IntrinsicContentSize(width: 40, height: 10)
    row.layoutChildren()
    expectLinearFrame(image, CGRect(x: 0, y: 0, width: 40, height: 10))
  }

  @Test("a node without a natural height answers with its frame's, as it is when measured")
  func frameMeasuredNode() {
    // `sizeThatFits` takes the frame's height on an axis without an intrinsic size.
    let row = F.layout(.horizontal, width: 200, height: 50)
    let node = LayoutNode(name: "node")
    node.intrinsicContentSize = IntrinsicContentSize(width: 20, height: nil)
    row.addView(node)
    row.layoutChildren()
    expectLinearFrame(node, CGRect(x: 0, y: 0, width: 20, height: 0))
    node.frame = CGRect(x: 0, y: 0, width: 20, height: 15)
    row.layoutChildren()
    expectLinearFrame(node, CGRect(x: 0, y: 0, width: 20, height: 15))
  }

  @Test("hiding and showing a child takes its room away and gives it back")
  func hiddenToggle() {
    let column = F.layout(.vertical, width: 100, height: 100)
    let a = F.label("a", "hi"), b = F.label("b", "hello world")
    column.addView(a)
    column.addView(b, margin: F.insets(top: 2))
    column.layoutChildren()
    expectLinearFrame(b, CGRect(x: 0, y: 14, width: 55, height: 12))
    a.isHidden = true
    column.layoutChildren()
    expectLinearFrame(b, CGRect(x: 0, y: 2, width: 55, height: 12))
    a.isHidden = false
    column.layoutChildren()
    expectLinearFrame(b, CGRect(x: 0, y: 14, width: 55, height: 12))
  }

  @Test("a child added after a layout is measured and placed")
  func addedChild() {
    let column = F.layout(.vertical, width: 100, height: 100)
    column.addView(F.label("a", "hi"))
    column.layoutChildren()
    let b = F.label("b", "hello world")
    column.addView(b, margin: F.insets(top: 2))
    column.layoutChildren()
    expectLinearFrame(b, CGRect(x: 0, y: 14, width: 55, height: 12))
  }

  @Test("removing a child moves the next one up")
  func removedChild() {
    let column = F.layout(.vertical, width: 100, height: 100)
    let a = F.label("a", "hi"), b = F.label("b", "hello world")
    column.addView(a)
    column.addView(b, margin: F.insets(top: 2))
    column.layoutChildren()
    a.removeFromParent()
    column.layoutChildren()
    expectLinearFrame(b, CGRect(x: 0, y: 2, width: 55, height: 12))
  }

  @Test("a child put where a removed one was is measured itself, not with the removed one's answer")
  func replacedChild() {
    let column = F.layout(.vertical, width: 100, height: 100)
    let old = F.label("old", "hello world")
    column.addView(old)
    column.layoutChildren()
    old.removeFromParent()
    let new = F.label("new", "hi")
    column.addView(new)
    column.layoutChildren()
    expectLinearFrame(new, CGRect(x: 0, y: 0, width: 10, height: 12))
  }

  @Test("a text changed two levels down resizes the rows above it")
  func nestedTextChange() {
    // Row: the label (5 wide, 12 per line) then a 20 × 30 image; the column has padding 8.
    let column = LinearLayout(name: "column", orientation: .vertical, padding: EdgeInsets(all: 8))
    let row = LinearLayout(name: "row", orientation: .horizontal)
    let label = F.label("label", "a")
    let image = F.image("image", width: 20, height: 30)
    row.addView(label)
    row.addView(image)
    column.addView(row, width: .matchParent)
    #expect(F.layOutAsRow(column, width: 200) == CGFloat(30 + 16))
    label.text = TextContent("a\nb\nc", font: F.font)
    #expect(F.layOutAsRow(column, width: 200) == CGFloat(36 + 16))
    expectLinearFrame(row, CGRect(x: 8, y: 8, width: 184, height: 36))
    expectLinearFrame(label, CGRect(x: 0, y: 0, width: 5, height: 36))
    expectLinearFrame(image, CGRect(x: 5, y: 0, width: 20, height: 30))
  }

  @Test("hiding a child two levels down resizes the rows above it")
  func nestedHiddenToggle() {
    let column = LinearLayout(name: "column", orientation: .vertical, padding: EdgeInsets(all: 8))
    let row = LinearLayout(name: "row", orientation: .horizontal)
    let tall = F.image("tall", width: 20, height: 30), short = F.image("short", width: 10, height: 10)
    row.addView(tall)
    row.addView(short)
    column.addView(row, width: .matchParent)
    #expect(F.layOutAsRow(column, width: 100) == CGFloat(30 + 16))
    tall.isHidden = true
    #expect(F.layOutAsRow(column, width: 100) == CGFloat(10 + 16))
    expectLinearFrame(short, CGRect(x: 0, y: 0, width: 10, height: 10))
  }

  @Test("a new padding is used at the next measurement and layout")
  func paddingChange() {
    let column = LinearLayout(name: "column", orientation: .vertical)
    let label = F.label("label", "hi")
    column.addView(label)
    #expect(F.layOutAsRow(column, width: 100) == 12)
    column.padding = EdgeInsets(all: 4)
    #expect(F.layOutAsRow(column, width: 100) == CGFloat(12 + 8))
    expectLinearFrame(label, CGRect(x: 4, y: 4, width: 10, height: 12))
  }

  @Test("new parameters (a margin) are used at the next layout")
  func marginChange() {
    let column = F.layout(.vertical, width: 100, height: 100)
    let label = F.label("label", "hi")
    column.addView(label)
    column.layoutChildren()
    column.setLayoutParams(LayoutParams(margin: F.insets(top: 6, left: 3)), of: label)
    column.layoutChildren()
    expectLinearFrame(label, CGRect(x: 3, y: 6, width: 10, height: 12))
  }

  @Test("a new orientation lays the children out along the other axis")
  func orientationChange() {
    let layout = F.layout(.vertical, width: 100, height: 100)
    let a = F.label("a", "hi"), b = F.label("b", "hi")
    layout.addView(a)
    layout.addView(b)
    layout.layoutChildren()
    expectLinearFrame(b, CGRect(x: 0, y: 12, width: 10, height: 12))
    layout.orientation = .horizontal
    layout.layoutChildren()
    expectLinearFrame(b, CGRect(x: 10, y: 0, width: 10, height: 12))
  }

  @Test("nested layouts follow a resize: the text wraps at the new width and back")
  func resizeFrames() {
    let (column, row, stack, labels) = card()
    // Width 100: stack 100 - 16 - 20 - 8 = 56 wide; "hello world" fits (55), the other wraps after
    // "hello world" into two lines.
    #expect(F.layOutAsRow(column, width: 100) == CGFloat(36 + 16))
    expectLinearFrame(row, CGRect(x: 8, y: 8, width: 84, height: 36))
    expectLinearFrame(stack, CGRect(x: 28, y: 0, width: 56, height: 36))
    expectLinearFrame(labels[0], CGRect(x: 0, y: 0, width: 56, height: 12))
    expectLinearFrame(labels[1], CGRect(x: 0, y: 12, width: 56, height: 24))
    // Width 80: stack 36 wide; every word takes a line.
    #expect(F.layOutAsRow(column, width: 80) == CGFloat(60 + 16))
    expectLinearFrame(stack, CGRect(x: 28, y: 0, width: 36, height: 60))
    expectLinearFrame(labels[0], CGRect(x: 0, y: 0, width: 36, height: 24))
    expectLinearFrame(labels[1], CGRect(x: 0, y: 24, width: 36, height: 36))
    #expect(F.layOutAsRow(column, width: 100) == CGFloat(36 + 16))
    expectLinearFrame(labels[1], CGRect(x: 0, y: 12, width: 56, height: 24))
  }

  @Test("after resizes back and forth, every frame equals a fresh tree's, exactly")
  func resizeMatchesFreshTree() {
    let resized = card()
    for width: CGFloat in [300, 77.5, 120, 300] { F.layOutAsRow(resized.column, width: width) }
    let fresh = card()
    F.layOutAsRow(fresh.column, width: 300)
    #expect(resized.row.frame == fresh.row.frame)
    #expect(resized.stack.frame == fresh.stack.frame)
    #expect(resized.labels.map(\.frame) == fresh.labels.map(\.frame))
  }

  @Test("a child moved to another layout is measured there")
  func movedChild() {
    let first = F.layout(.vertical, width: 100, height: 100)
    let second = F.layout(.vertical, width: 100, height: 100)
    let label = F.label("label", "hi")
    first.addView(label)
    first.layoutChildren()
    second.addView(label, margin: F.insets(top: 5))
    label.text = TextContent("hello world", font: F.font)
    second.layoutChildren()
    first.layoutChildren()
    expectLinearFrame(label, CGRect(x: 0, y: 5, width: 55, height: 12))
    #expect(first.children.isEmpty)
  }

  @Test("a nested column given less height than it needs clamps its last child")
  func nestedClamp() {
    // The column needs 12 + 2 + 12 = 26 but the row is 20 high: the second label keeps 20 - 12 - 2.
    let row = F.layout(.horizontal, width: 200, height: 20)
    let column = LinearLayout(name: "column", orientation: .vertical)
    let a = F.label("a", "hi"), b = F.label("b", "hi")
    column.addView(a)
    column.addView(b, margin: F.insets(top: 2))
    row.addView(column)
    row.layoutChildren()
    expectLinearFrame(column, CGRect(x: 0, y: 0, width: 10, height: 20))
    expectLinearFrame(b, CGRect(x: 0, y: 14, width: 10, height: 6))
  }

  @Test("a child matching its row's height follows the height the row is placed at")
  func matchParentAfterClamp() {
    // The row is measured with the column's 50 points but placed 40 high (10 above it).
    let column = F.layout(.vertical, width: 100, height: 50)
    let row = LinearLayout(name: "row", orientation: .horizontal)
    let image = F.image("image", width: 20, height: 30)
    let bar = LayoutNode(name: "bar")
    row.addView(image)
    row.addView(bar, width: 10, height: .matchParent)
    column.addView(row, width: .matchParent, margin: F.insets(top: 10))
    column.layoutChildren()
    expectLinearFrame(row, CGRect(x: 0, y: 10, width: 100, height: 40))
    expectLinearFrame(bar, CGRect(x: 20, y: 0, width: 10, height: 40))
  }

  /// Measures a layout at `width` (unbounded height) and gives it the measured size, without laying
  /// it out yet.
  func measureAndSize(_ layout: LinearLayout, width: CGFloat) {
    let height = layout.sizeThatFits(CGSize(width: width, height: unboundedDimension)).height
    layout.frame = CGRect(x: 0, y: 0, width: width, height: height)
  }

  @Test("a text changed two levels down between measuring and laying out is laid out as it is now")
  func textChangeAfterMeasuring() {
    let (column, _, stack, labels) = card()
    measureAndSize(column, width: 100)
    labels[0].text = TextContent("hello world hello", font: F.font)
    column.layoutChildren()
    // The column keeps the size it was given (36 + 16); the stack, 56 wide, now holds two lines of
    // the first label (24) and the second label's two lines (24) in its 36 points: the second label
    // is left 36 - 24 = 12.
    expectLinearFrame(labels[0], CGRect(x: 0, y: 0, width: 56, height: 24))
    expectLinearFrame(stack, CGRect(x: 28, y: 0, width: 56, height: 36))
    expectLinearFrame(labels[1], CGRect(x: 0, y: 24, width: 56, height: 12))
  }

  @Test("a child hidden two levels down between measuring and laying out is left out")
  func hiddenAfterMeasuring() {
    let (column, _, _, labels) = card()
    measureAndSize(column, width: 100)
    labels[0].isHidden = true
    column.layoutChildren()
    expectLinearFrame(labels[1], CGRect(x: 0, y: 0, width: 56, height: 24))
  }

  @Test("a child added two levels down between measuring and laying out is placed")
  func addedAfterMeasuring() {
    let (column, _, stack, labels) = card()
    measureAndSize(column, width: 100)
    let third = F.label("third", "hi")
    stack.addView(third, width: .matchParent)
    column.layoutChildren()
    // The stack keeps its 36 points: the two labels fill them, the third gets no room.
    expectLinearFrame(labels[1], CGRect(x: 0, y: 12, width: 56, height: 24))
    expectLinearFrame(third, CGRect(x: 0, y: 36, width: 56, height: 0))
  }

  @Test("a node measured by its frame is measured again at layout, with the frame it has then")
  func frameChangeAfterMeasuring() {
    let column = LinearLayout(name: "column", orientation: .vertical)
    let node = LayoutNode(name: "node")
    node.intrinsicContentSize = IntrinsicContentSize(width: 20, height: nil)
    node.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
    column.addView(node)
    let below = F.label("below", "hi")
    column.addView(below)
    measureAndSize(column, width: 100)
    node.frame = CGRect(x: 0, y: 0, width: 20, height: 4)
    column.layoutChildren()
    expectLinearFrame(node, CGRect(x: 0, y: 0, width: 20, height: 4))
    expectLinearFrame(below, CGRect(x: 0, y: 4, width: 10, height: 12))
  }

  @Test("a nested layout whose measure closure was replaced is measured by that closure")
  func nestedReplacedClosure() {
    let row = F.layout(.horizontal, width: 200, height: 50)
    let nested = LinearLayout(name: "nested", orientation: .vertical)
    nested.addView(F.label("label", "hello world"))
    row.addView(nested)
    row.layoutChildren()
    expectLinearFrame(nested, CGRect(x: 0, y: 0, width: 55, height: 12))
    nested.measure = { _ in CGSize(width: 33, height: 7) }
    row.layoutChildren()
    expectLinearFrame(nested, CGRect(x: 0, y: 0, width: 33, height: 7))
  }

  @Test("a nested layout given text is measured by its text, as sizeThatFits answers")
  func nestedWithText() {
    let row = F.layout(.horizontal, width: 200, height: 50)
    let nested = LinearLayout(name: "nested", orientation: .vertical)
    nested.addView(F.label("label", "hello world"))
    row.addView(nested)
    row.layoutChildren()
    nested.text = TextContent("hi", font: F.font)
    row.layoutChildren()
    expectLinearFrame(nested, CGRect(x: 0, y: 0, width: 10, height: 12))
  }
}
