import Foundation

/// The measured words of one string in one font, and the last two sizes asked of them: everything a
/// ``TextContent`` needs to measure, in one object.
///
/// A node keeps its text's measurement beside the text and measures through it in place: reading the
/// `TextContent` out of the node would copy it, which retains and releases its string, its font and its
/// words, memory that a long list has let go cold by the next pass. Immutable but for the sizes kept;
/// shared by the copies of a text until one of them changes its string or font.
final class TextMeasurement {
  /// A word: its width, and where its characters' advances are in ``advances`` (for breaking it when
  /// it is wider than a line).
  private struct Word {
    var width: CGFloat
    var advances: Range<Int>
  }

  /// A size measured at a proposed width under a line limit, and the number of lines it has.
  private struct KeptSize {
    var width: CGFloat
    var numberOfLines: Int
    var size: CGSize
    var lineCount: Int
  }

  /// The words of every paragraph, in order: the string split at each `"\n"`, then at each `" "`,
  /// empty words kept (two spaces in a row are an empty word between them).
  private let words: [Word]
  /// Each paragraph's words in ``words``.
  private let paragraphs: [Range<Int>]
  /// The advances of the words' characters, word after word.
  private let advances: [CGFloat]
  private let spaceAdvance: CGFloat
  /// The font's metrics, read once with the advances.
  let lineHeight: CGFloat
  let baselineOffset: CGFloat
  /// Whether the string is empty (it then measures zero by zero).
  let isEmpty: Bool

  /// Whether a size measured at a proposed width `w` is also the size at every width from that
  /// size's own width up to `w`.
  ///
  /// Wrapping is greedy: a word joins a line when the line, with it, is at most the width. Every line
  /// at `w` is at most the measured width, so each word that joined a line still fits when the width
  /// shrinks to it, and each word that did not fit at `w` fits no better at a smaller width: the lines,
  /// the line limit's cut included, come out the same. This needs widths that grow as words join a
  /// line (no negative or non-finite advances). A layout that measures a label at several widths
  /// (LinearLayout's kept measurements) answers from one measurement then.
  let sizeHoldsWhenNarrowed: Bool

  /// The last two sizes measured, the newest first: a layout asks for the same widths again and again
  /// (the natural width, then the solved one; a frame layout measures once to size and once to place).
  private var newest: KeptSize?
  private var previous: KeptSize?

  init(_ string: String, font: any FontMetrics) {
    var text = Builder()
    text.advances.reserveCapacity(string.utf8.count)
    TextMeasurement.read(string, font: font, into: &text)
    text.endParagraph()
    words = text.words
    paragraphs = text.paragraphs
    advances = text.advances
    spaceAdvance = font.advance(of: " ")
    lineHeight = font.lineHeight
    baselineOffset = font.baselineOffset
    isEmpty = string.isEmpty
    sizeHoldsWhenNarrowed = spaceAdvance.isUsableLength && text.allAdvancesUsable
  }

  /// The words, paragraphs and advances of a string, built as its characters are read.
  private struct Builder {
    var words: [Word] = []
    var paragraphs: [Range<Int>] = []
    var advances: [CGFloat] = []
    /// Whether every advance so far is a usable length (see ``sizeHoldsWhenNarrowed``).
    var allAdvancesUsable = true
    private var wordStart = 0
    private var wordWidth: CGFloat = 0
    private var paragraphStart = 0

    /// A character of the current word.
    mutating func add(_ advance: CGFloat) {
      advances.append(advance)
      wordWidth += advance
      if !advance.isUsableLength { allAdvancesUsable = false }
    }

    /// A space: the current word ends.
    mutating func endWord() {
      words.append(Word(width: wordWidth, advances: wordStart..<advances.count))
      wordStart = advances.count
      wordWidth = 0
    }

    /// A newline, or the end of the string: the current word and paragraph end.
    mutating func endParagraph() {
      endWord()
      paragraphs.append(paragraphStart..<words.count)
      paragraphStart = words.count
    }
  }

  /// Reads the characters of `string` into `text`, up to its last paragraph (which the caller ends).
  ///
  /// A string of ASCII bytes without a carriage return (in which `"\r\n"` is one character) is read
  /// byte by byte, each byte a character, with each byte's advance asked of the font once: a new text
  /// (one label's comment edited) cost more to split into characters by the grapheme rules and to ask
  /// the font about every one of them than to lay its whole cell out again.
  private static func read(_ string: String, font: any FontMetrics, into text: inout Builder) {
    var string = string
    // Whether the string is plain ASCII, and then how many words it has (one more than its spaces
    // and newlines), so that the words' array is allocated once.
    let asciiWordCount: Int? = string.withUTF8 { bytes in
      var separators = 0
      for byte in bytes {
        if byte >= 0x80 || byte == 0x0D { return nil }
        if byte == 0x20 || byte == 0x0A { separators += 1 }
      }
      return separators + 1
    }
    guard let asciiWordCount else {
      for character in string {
        switch character {
        case "\n": text.endParagraph()
        case " ": text.endWord()
        default: text.add(font.advance(of: character))
        }
      }
      return
    }
    text.words.reserveCapacity(asciiWordCount)
    withUnsafeTemporaryAllocation(of: CGFloat.self, capacity: 128) { known in
      known.initialize(repeating: .nan)
      string.withUTF8 { bytes in
        for byte in bytes {
          switch byte {
          case 0x0A: text.endParagraph()
          case 0x20: text.endWord()
          default:
            var advance = known[Int(byte)]
            // NaN marks a byte not asked yet (a font that answers NaN is asked again each time).
            if advance.isNaN {
              advance = font.advance(of: Character(Unicode.Scalar(byte)))
              known[Int(byte)] = advance
            }
            text.add(advance)
          }
        }
      }
    }
  }

  /// The size of the text wrapped at `width` with at most `numberOfLines` lines (0: no limit): the
  /// widest line by the lines' height.
  func size(forWidth width: CGFloat, numberOfLines: Int) -> CGSize {
    guard !isEmpty else { return .zero }
    return wrapped(atWidth: width, numberOfLines: numberOfLines).size
  }

  /// The first and last baselines of the text wrapped at `width`, from the top (one line for empty
  /// text).
  func baselines(forWidth width: CGFloat, numberOfLines: Int) -> LayoutBaselines {
    let count = isEmpty ? 1 : wrapped(atWidth: width, numberOfLines: numberOfLines).lineCount
    return LayoutBaselines(first: baselineOffset, last: CGFloat(count - 1) * lineHeight + baselineOffset)
  }

  /// The lines at `width` under the limit, counted and measured, from the last two kept if one was at
  /// that width and limit.
  @inline(__always)
  private func wrapped(atWidth width: CGFloat, numberOfLines: Int) -> KeptSize {
    if let newest, newest.width == width, newest.numberOfLines == numberOfLines { return newest }
    if let previous, previous.width == width, previous.numberOfLines == numberOfLines { return previous }
    var count = 0
    var widest: CGFloat = 0
    wrap(atWidth: width) { line in
      guard numberOfLines <= 0 || count < numberOfLines else { return }
      count += 1
      widest = max(widest, line)
    }
    let kept = KeptSize(
      width: width, numberOfLines: numberOfLines, size: CGSize(width: widest, height: CGFloat(count) * lineHeight),
      lineCount: count)
    previous = newest
    newest = kept
    return kept
  }

  /// The widths of the lines at `width` (see ``TextContent/lineWidths(forWidth:)``).
  func lineWidths(forWidth width: CGFloat, numberOfLines: Int) -> [CGFloat] {
    var lines: [CGFloat] = []
    wrap(atWidth: width) { lines.append($0) }
    if numberOfLines > 0, lines.count > numberOfLines { lines.removeLast(lines.count - numberOfLines) }
    return lines
  }

  /// Hands each line's width to `line`, in order, wrapping greedily at `width` (see ``TextContent``).
  @inline(__always)
  private func wrap(atWidth width: CGFloat, _ line: (CGFloat) -> Void) {
    let limit = width + 1e-9  // a line that fits exactly must not wrap through rounding
    // Through buffers: a slice of an array retains and releases it.
    words.withUnsafeBufferPointer { words in
      advances.withUnsafeBufferPointer { advances in
        for paragraph in paragraphs {
          wrap(words[paragraph], advances, atLimit: limit, line)
        }
      }
    }
  }

  /// ``wrap(atWidth:_:)`` for one paragraph's words.
  @inline(__always)
  private func wrap(
    _ paragraph: Slice<UnsafeBufferPointer<Word>>, _ advances: UnsafeBufferPointer<CGFloat>, atLimit limit: CGFloat,
    _ line: (CGFloat) -> Void
  ) {
    var lineWidth: CGFloat = 0
    var lineHasWords = false
    for word in paragraph {
      let spaceWidth = lineHasWords ? spaceAdvance : 0
      if lineHasWords, lineWidth + spaceWidth + word.width > limit {
        line(lineWidth)
        lineWidth = 0
        lineHasWords = false
      }
      if !lineHasWords, word.width > limit {
        // Break the word between characters: fill lines, keep the rest on the current line.
        for advance in advances[word.advances] {
          if lineWidth > 0, lineWidth + advance > limit {
            line(lineWidth)
            lineWidth = 0
          }
          lineWidth += advance
        }
        lineHasWords = true
        continue
      }
      lineWidth += (lineHasWords ? spaceWidth : 0) + word.width
      lineHasWords = true
    }
    line(lineWidth)
  }
}
