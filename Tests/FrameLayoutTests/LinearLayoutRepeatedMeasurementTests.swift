import Foundation
import LayoutNodes
import Testing

/// A linear layout asked for its size again, with no linear layout above it, answers from the slots
/// it computed last while nothing changed, and measures afresh after any change that can alter them.
@Suite("LinearLayout answers a repeated sizeThatFits from its kept slots")
struct LinearLayoutRepeatedMeasurementTests {
  typealias F = LinearLayoutFixtures

  /// A change made between two measurements of the same card at the same width.
  struct Change: Sendable, CustomTestStringConvertible {
    let name: String
    /// The card's size at width 100 after the change (font: 5 per character, 12 per line).
    let expected: CGSize
    let apply: @Sendable (Card) -> Void
    var testDescription: String { name }
  }

  /// A column of width 100 with padding 8: a row of a 20 × 20 image and a stack (width 0, fill 1, 8
  /// left of it; 56 wide) of "hello world" (55 wide: one line, 12) and "hello world again" (two lines,
  /// 24), both matching the stack's width. Its size at width 100: 100 × (12 + 24 + 16) = 100 × 52.
  final class Card {
    let column = LinearLayout(name: "column", orientation: .vertical, padding: EdgeInsets(all: 8))
    let stack = LinearLayout(name: "stack", orientation: .vertical)
    let first = F.label("first", "hello world")
    let second = F.label("second", "hello world again")

    init() {
      let row = LinearLayout(name: "row", orientation: .horizontal)
      stack.addView(first, width: .matchParent)
      stack.addView(second, width: .matchParent)
      row.addView(F.image("image", width: 20, height: 20))
      row.addView(stack, width: 0, margin: F.insets(left: 8), fill: 1)
      column.addView(row, width: .matchParent)
    }

    func size() -> CGSize { column.sizeThatFits(CGSize(width: 100, height: unboundedDimension)) }
  }

  static let changes: [Change] = [
    Change(name: "nothing", expected: CGSize(width: 100, height: 52)) { _ in },
    // The second label on one line: 12 + 12 + 16.
    Change(name: "a nested label's text", expected: CGSize(width: 100, height: 40)) {
      $0.second.text = TextContent("hi", font: F.font)
    },
    // Only the second label (24) stays: 24 + 16.
    Change(name: "a nested label hidden", expected: CGSize(width: 100, height: 40)) { $0.first.isHidden = true },
    // Inner width 48: "hello" / "world" (24) and "hello" / "world" / "again" (36), plus 8: 68 + 16.
    Change(name: "the nested layout's padding", expected: CGSize(width: 100, height: 84)) {
      $0.stack.padding = EdgeInsets(all: 4)
    },
    // A third line of 12: 12 + 24 + 12 + 16.
    Change(name: "a child added to the nested layout", expected: CGSize(width: 100, height: 64)) {
      $0.stack.addView(F.label("third", "x"))
    },
    // 8 above the second label: 12 + 8 + 24 + 16.
    Change(name: "a nested child's parameters", expected: CGSize(width: 100, height: 60)) {
      $0.stack.addView($0.second, width: .matchParent, margin: F.insets(top: 8))
    },
    // No padding: the stack is 72 wide, the labels keep their lines: 12 + 24.
    Change(name: "the column's padding", expected: CGSize(width: 100, height: 36)) {
      $0.column.padding = .zero
    },
  ]

  @Test("the second answer equals a fresh measurement", arguments: changes)
  func repeatedAnswer(_ change: Change) {
    let card = Card()
    let unchanged = CGSize(width: 100, height: 52)
    expectSize(card.size(), unchanged)
    expectSize(card.size(), unchanged)
    change.apply(card)
    expectSize(card.size(), change.expected)
    expectSize(card.size(), change.expected)
    let fresh = Card()
    change.apply(fresh)
    expectSize(fresh.size(), change.expected)
  }

  @Test("a repeated answer leaves the frames of a layout at that size as measured")
  func framesAfterRepeatedAnswer() {
    let card = Card()
    let size = card.size()
    expectSize(card.size(), size)
    card.column.frame = CGRect(origin: .zero, size: size)
    card.column.layoutChildren()
    // In the stack (x 28 in the column's row at 8, 8): the labels at its 56 width.
    expectLinearFrame(card.first, CGRect(x: 0, y: 0, width: 56, height: 12))
    expectLinearFrame(card.second, CGRect(x: 0, y: 12, width: 56, height: 24))
    expectLinearFrame(card.stack, CGRect(x: 28, y: 0, width: 56, height: 36))
  }
}

/// Expects a size within 1e-6 of `expected` on both axes.
private func expectSize(_ actual: CGSize, _ expected: CGSize, sourceLocation: SourceLocation = #_sourceLocation) {
  #expect(
    abs(actual.width - expected.width) <= 1e-6 && abs(actual.height - expected.height) <= 1e-6,
    "\(actual) != \(expected)", sourceLocation: sourceLocation)
}
