import Foundation
import LayoutNodes
import Testing

/// A linear layout answers a label's measurement at a narrower width from the one it kept at a wider
/// width, down to the kept answer's own width: every frame must still be the one the text wraps to.
@Suite("LinearLayout kept text answers at narrower widths")
struct LinearLayoutNarrowedTextTests {
  typealias F = LinearLayoutFixtures

  /// A column of `width` holding `label`, laid out; returns the label's frame.
  func frame(of label: LayoutNode, in column: LinearLayout, width: CGFloat) -> CGRect {
    column.frame = CGRect(x: 0, y: 0, width: width, height: 100)
    column.layoutChildren()
    return label.frame
  }

  @Test("a label stays on one line down to its own width and wraps below it, then unwraps")
  func narrowingDownToTheLine() {
    // "hello world" is 55 × 12 on one line; under 55 it wraps into "hello" / "world", 25 × 24; under
    // 25 each word is broken between characters: "hell", "o", "worl", "d", 20 × 48.
    let column = F.layout(.vertical, width: 100, height: 100)
    let label = F.label("label", "hello world")
    column.addView(label)
    let expected: [(width: CGFloat, frame: CGRect)] = [
      (100, CGRect(x: 0, y: 0, width: 55, height: 12)),
      (60, CGRect(x: 0, y: 0, width: 55, height: 12)),
      (55, CGRect(x: 0, y: 0, width: 55, height: 12)),
      (54, CGRect(x: 0, y: 0, width: 25, height: 24)),
      (80, CGRect(x: 0, y: 0, width: 55, height: 12)),
      (30, CGRect(x: 0, y: 0, width: 25, height: 24)),
      (25, CGRect(x: 0, y: 0, width: 25, height: 24)),
      (24, CGRect(x: 0, y: 0, width: 20, height: 48)),
      (100, CGRect(x: 0, y: 0, width: 55, height: 12)),
    ]
    for step in expected {
      let actual = frame(of: label, in: column, width: step.width)
      #expect(F.isClose(actual, step.frame), "at width \(step.width): \(actual) != \(step.frame)")
    }
  }

  @Test("a label cut to one line keeps its first line down to that line's width")
  func narrowingWithALineLimit() {
    // One line of "hello world": all of it at 55 and up, "hello" (25) from 25 to 54, "hell" (20) under 25.
    let column = F.layout(.vertical, width: 100, height: 100)
    let label = LayoutNode(name: "label", text: TextContent("hello world", font: F.font, numberOfLines: 1))
    column.addView(label)
    let expected: [(width: CGFloat, frame: CGRect)] = [
      (100, CGRect(x: 0, y: 0, width: 55, height: 12)),
      (30, CGRect(x: 0, y: 0, width: 25, height: 12)),
      (26, CGRect(x: 0, y: 0, width: 25, height: 12)),
      (24, CGRect(x: 0, y: 0, width: 20, height: 12)),
      (70, CGRect(x: 0, y: 0, width: 55, height: 12)),
    ]
    for step in expected {
      let actual = frame(of: label, in: column, width: step.width)
      #expect(F.isClose(actual, step.frame), "at width \(step.width): \(actual) != \(step.frame)")
    }
  }

  /// 'a' advances 10, 'b' −15, a space 0; lines are 10 apart.
  struct ShrinkingFont: FontMetrics {
    func advance(of character: Character) -> CGFloat { character == "a" ? 10 : character == "b" ? -15 : 0 }
    var lineHeight: CGFloat { 10 }
    var baselineOffset: CGFloat { 8 }
  }

  @Test("text whose lines can shrink as words join them is measured again at a narrower width")
  func negativeAdvances() {
    // "aa b": at 100 one line, 20 + 0 − 15 = 5 wide. At 10 "aa" (20) is broken: "a" (10), then "a"
    // with " b" joining it (10 − 15 = −5): lines 10 and −5, so 10 × 20, although 10 lies between the
    // one-line answer's width (5) and 100.
    let column = F.layout(.vertical, width: 100, height: 100)
    let label = LayoutNode(name: "label", text: TextContent("aa b", font: ShrinkingFont()))
    column.addView(label)
    #expect(F.isClose(frame(of: label, in: column, width: 100), CGRect(x: 0, y: 0, width: 5, height: 10)))
    #expect(F.isClose(frame(of: label, in: column, width: 10), CGRect(x: 0, y: 0, width: 10, height: 20)))
  }

  @Test(
    "the size of text at a width holds at every width between its own width and that width",
    arguments: [0, 2])
  func wrappingHoldsWhenNarrowed(numberOfLines: Int) {
    // What the kept answers rely on, checked against fresh measurements (no cache shared).
    let strings = [
      "hello world", "a bb ccc dddd eeeee", "layout solver frame\nanchor node", "supercalifragilistic is long",
      "two  spaces here", "",
    ]
    for string in strings {
      for width: CGFloat in [7, 13, 24, 25, 31, 48, 55, 77, 100, 149, 200] {
        let wide = TextContent(string, font: F.font, numberOfLines: numberOfLines).size(
          for: CGSize(width: width, height: 1000))
        var narrower = wide.width
        while narrower <= width {
          let size = TextContent(string, font: F.font, numberOfLines: numberOfLines).size(
            for: CGSize(width: narrower, height: 1000))
          #expect(size == wide, "\"\(string)\" at \(narrower) (from \(width)): \(size) != \(wide)")
          narrower += 0.5
        }
      }
    }
  }
}
