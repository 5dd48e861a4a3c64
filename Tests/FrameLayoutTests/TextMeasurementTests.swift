import Foundation
import LayoutNodes
import Testing

@Suite("Text measurement")
struct TextMeasurementTests {
  let font = FixedAdvanceFont(size: 10, characterAdvance: 10, lineHeight: 12)

  @Test("measuring again after the string, the font or the line limit changed gives the new size")
  func changesInvalidateEarlierMeasurements() {
    var text = TextContent("aaa bbb ccc", font: font)
    let proposal = CGSize(width: 75, height: unboundedDimension)
    // "aaa bbb" is 70 wide; "ccc" wraps.
    #expect(text.size(for: proposal) == CGSize(width: 70, height: 24))
    text.string = "aaa"
    #expect(text.size(for: proposal) == CGSize(width: 30, height: 12))
    text.font = FixedAdvanceFont(size: 10, characterAdvance: 30, lineHeight: 20)
    // Each "a" is 30 wide: two fit on a line of 75, the third wraps.
    #expect(text.size(for: proposal) == CGSize(width: 60, height: 40))
    text.numberOfLines = 1
    #expect(text.size(for: proposal) == CGSize(width: 60, height: 20))
  }

  @Test("a copy that changes its string does not change what the original measures")
  func copiesMeasureTheirOwnText() {
    let original = TextContent("aaaa", font: font)
    let proposal = CGSize(width: unboundedDimension, height: unboundedDimension)
    #expect(original.size(for: proposal) == CGSize(width: 40, height: 12))
    var copy = original
    copy.string = "aa"
    #expect(copy.size(for: proposal) == CGSize(width: 20, height: 12))
    #expect(original.size(for: proposal) == CGSize(width: 40, height: 12))
  }
}
