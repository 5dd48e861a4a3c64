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

  /// A font whose advances differ by character, and that counts what it is asked.
  final class WidthTableFont: FontMetrics, @unchecked Sendable {
    let lineHeight: CGFloat = 12
    let baselineOffset: CGFloat = 10
    private(set) var asked: [Character] = []
    func advance(of character: Character) -> CGFloat {
      asked.append(character)
      switch character {
      case "i": return 2
      case " ": return 4
      case "\r\n": return 7
      case "e\u{301}": return 9
      default: return character.isASCII ? 6 : 8
      }
    }
  }

  @Test("a text of plain ASCII measures each character by its own advance and asks the font once per character")
  func asciiTextMeasuresEachCharacter() {
    let font = WidthTableFont()
    let text = TextContent("mini  wiki\n\nmix", font: font)
    // "mini" 6+2+6+2 = 16, an empty word between the two spaces, "wiki" 6+2+6+2 = 16, then an empty
    // paragraph and "mix" 6+2+6 = 14.
    #expect(text.lineWidths(forWidth: 1_000) == [16 + 4 + 0 + 4 + 16, 0, 14])
    #expect(text.lineWidths(forWidth: 30) == [16 + 4 + 0, 16, 0, 14])
    #expect(text.size(for: CGSize(width: 1_000, height: unboundedDimension)) == CGSize(width: 40, height: 36))
    // m, i, n, w, k, x and the space: each once.
    #expect(font.asked.count == 7)
    #expect(Set(font.asked) == ["m", "i", "n", "w", "k", "x", " "])
  }

  @Test("a carriage return and line feed is one character, not a line break")
  func carriageReturnLineFeedIsOneCharacter() {
    let text = TextContent("ab\r\ncd", font: WidthTableFont())
    #expect(text.lineWidths(forWidth: 1_000) == [6 + 6 + 7 + 6 + 6])
    #expect(TextContent("ab\ncd", font: WidthTableFont()).lineWidths(forWidth: 1_000) == [12, 12])
  }

  @Test("a text beyond ASCII measures by grapheme: a letter and its combining accent are one character")
  func nonASCIITextMeasuresByGrapheme() {
    let text = TextContent("ie\u{301} \u{fc}t\u{fc} mi", font: WidthTableFont())
    // "ié" 2+9 = 11 (the decomposed é one character), "ütü" 8+6+8 = 22, "mi" 6+2 = 8.
    #expect(text.lineWidths(forWidth: 1_000) == [11 + 4 + 22 + 4 + 8])
    #expect(text.lineWidths(forWidth: 30) == [11, 22, 8])
    // "ütü" is wider than 20: broken after "üt", its last "ü" then shares a line with "mi".
    #expect(text.lineWidths(forWidth: 20) == [11, 14, 8 + 4 + 8])
  }
}
