import Foundation

/// Font metrics for measuring text: plug in real metrics by conforming your own type.
public protocol FontMetrics: Sendable {
  /// The horizontal advance of a character.
  func advance(of character: Character) -> CGFloat
  /// The distance between the tops of consecutive lines.
  var lineHeight: CGFloat { get }
  /// The distance from the top of a line to its baseline.
  var baselineOffset: CGFloat { get }
}

/// A deterministic font for tests, demos and benchmarks: every character advances by the same amount.
///
/// By default a font of size `s` advances `0.5·s` per character, has lines `1.2·s` apart and puts the
/// baseline `s` below the top of a line; so size 10 gives 5-point characters, 12-point lines and a
/// first baseline at 10.
public struct FixedAdvanceFont: FontMetrics, Hashable {
  /// The nominal size.
  public var size: CGFloat
  /// The advance of every character.
  public var characterAdvance: CGFloat
  /// The distance between the tops of consecutive lines.
  public var lineHeight: CGFloat
  /// The distance from the top of a line to its baseline.
  public var baselineOffset: CGFloat

  /// Creates a font; unspecified metrics follow from the size as described on the type.
  public init(
    size: CGFloat, characterAdvance: CGFloat? = nil, lineHeight: CGFloat? = nil, baselineOffset: CGFloat? = nil
  ) {
    self.size = size
    self.characterAdvance = characterAdvance ?? size * 0.5
    self.lineHeight = lineHeight ?? size * 1.2
    self.baselineOffset = baselineOffset ?? size
  }

  /// The fixed advance, for every character.
  public func advance(of character: Character) -> CGFloat { characterAdvance }
}

/// Text shown by a node, with the metrics it is measured with; set it as ``LayoutNode/text``.
///
/// Text wraps at spaces, greedily (a line takes as many words as fit); a word wider than the width
/// is broken between characters; `"\n"` starts a new line; spaces at the end of a line take no room.
/// ``numberOfLines`` limits the lines (0 for no limit), as `UILabel` does.
public struct TextContent {
  /// The text.
  public var string: String {
    didSet {
      words = TextContent.measureWords(string, font)
      sizes = SizeCache()
    }
  }
  /// The metrics it is measured with.
  public var font: any FontMetrics {
    didSet {
      words = TextContent.measureWords(string, font)
      sizes = SizeCache()
    }
  }
  /// The maximum number of lines, 0 for no limit.
  public var numberOfLines: Int

  /// The advances of the text, measured once per string and font: wrapping at a new width (every
  /// resize re-measures text) is then arithmetic only.
  private var words: MeasuredWords
  /// The last two sizes measured: a layout asks for the same widths again and again (the natural
  /// width, then the solved one; a frame layout measures once to size and once to place).
  private var sizes = SizeCache()

  /// Two sizes by proposed width and line limit, most recent first. A class, so that measuring
  /// stays non-mutating; a copy of the text that changes its string or font gets a cache of its own.
  private final class SizeCache {
    var entries: [(width: CGFloat, numberOfLines: Int, size: CGSize)] = []

    func size(width: CGFloat, numberOfLines: Int) -> CGSize? {
      for entry in entries where entry.width == width && entry.numberOfLines == numberOfLines { return entry.size }
      return nil
    }

    func store(_ size: CGSize, width: CGFloat, numberOfLines: Int) {
      if entries.count == 2 { entries.removeLast() }
      entries.insert((width, numberOfLines, size), at: 0)
    }
  }

  /// Creates text content.
  public init(_ string: String, font: any FontMetrics = FixedAdvanceFont(size: 17), numberOfLines: Int = 0) {
    self.string = string
    self.font = font
    self.numberOfLines = numberOfLines
    self.words = TextContent.measureWords(string, font)
  }

  /// A word: its width, and its characters' advances for breaking it when it is wider than a line.
  private struct Word {
    var width: CGFloat
    var advances: [CGFloat]
  }

  private struct MeasuredWords {
    var paragraphs: [[Word]]
    var spaceAdvance: CGFloat
  }

  /// Whether a size measured at a proposed width `w` is also the size at every width from that
  /// size's own width up to `w`.
  ///
  /// Wrapping is greedy: a word joins a line when the line, with it, is at most the width. Every line
  /// at `w` is at most the measured width, so each word that joined a line still fits when the width
  /// shrinks to it, and each word that did not fit at `w` fits no better at a smaller width: the lines,
  /// the line limit's cut included, come out the same. This needs widths that grow as words join a
  /// line (no negative or non-finite advances). A layout that measures a label at several widths
  /// (LinearLayout's kept measurements) answers from one measurement then.
  ///
  /// Computed at each call (a pass over the advances): asked once per text by a layout that keeps
  /// answers, and not stored, so that the text measured by everyone else stays as it was.
  var sizeHoldsWhenNarrowed: Bool {
    words.spaceAdvance.isUsableLength
      && words.paragraphs.allSatisfy { $0.allSatisfy { $0.advances.allSatisfy(\.isUsableLength) } }
  }

  private static func measureWords(_ string: String, _ font: any FontMetrics) -> MeasuredWords {
    let paragraphs = string.split(separator: "\n", omittingEmptySubsequences: false).map { paragraph in
      paragraph.split(separator: " ", omittingEmptySubsequences: false).map { word in
        let advances = word.map { font.advance(of: $0) }
        return Word(width: advances.reduce(0, +), advances: advances)
      }
    }
    return MeasuredWords(paragraphs: paragraphs, spaceAdvance: font.advance(of: " "))
  }

  /// The widths of the lines the text wraps into at `width` (`unboundedDimension` for no wrapping).
  public func lineWidths(forWidth width: CGFloat) -> [CGFloat] {
    var lines: [CGFloat] = []
    let limit = width + 1e-9  // a line that fits exactly must not wrap through rounding
    for paragraph in words.paragraphs {
      var lineWidth: CGFloat = 0
      var lineHasWords = false
      for word in paragraph {
        let spaceWidth = lineHasWords ? words.spaceAdvance : 0
        if lineHasWords, lineWidth + spaceWidth + word.width > limit {
          lines.append(lineWidth)
          lineWidth = 0
          lineHasWords = false
        }
        if !lineHasWords, word.width > limit {
          // Break the word between characters: fill lines, keep the rest on the current line.
          for advance in word.advances {
            if lineWidth > 0, lineWidth + advance > limit {
              lines.append(lineWidth)
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
      lines.append(lineWidth)
    }
    if numberOfLines > 0, lines.count > numberOfLines { lines.removeLast(lines.count - numberOfLines) }
    return lines
  }

  /// The size of the text wrapped at the proposal's width: the widest line by the lines' height.
  /// Empty text measures zero by zero.
  public func size(for proposal: CGSize) -> CGSize {
    guard !string.isEmpty else { return .zero }
    if let size = sizes.size(width: proposal.width, numberOfLines: numberOfLines) { return size }
    let lines = lineWidths(forWidth: proposal.width)
    let size = CGSize(width: lines.max() ?? 0, height: CGFloat(lines.count) * font.lineHeight)
    sizes.store(size, width: proposal.width, numberOfLines: numberOfLines)
    return size
  }

  /// The first and last baselines of the text wrapped at `width`, from the top.
  public func baselines(forWidth width: CGFloat) -> LayoutBaselines {
    let count = string.isEmpty ? 1 : lineWidths(forWidth: width).count
    return LayoutBaselines(
      first: font.baselineOffset, last: CGFloat(count - 1) * font.lineHeight + font.baselineOffset)
  }
}

extension TextContent: Equatable {
  /// Equal when the strings and line limits are equal and the fonts measure alike (same type and, for
  /// hashable fonts, equal values).
  public static func == (lhs: TextContent, rhs: TextContent) -> Bool {
    guard lhs.string == rhs.string, lhs.numberOfLines == rhs.numberOfLines else { return false }
    if let a = lhs.font as? FixedAdvanceFont, let b = rhs.font as? FixedAdvanceFont { return a == b }
    return false
  }
}
