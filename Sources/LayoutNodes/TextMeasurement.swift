import Foundation

/// The measured words of one string in one font, and the last two sizes asked of them: everything a
/// ``TextContent`` needs to measure, in one object.
///
/// A node keeps its text's measurement beside the text and measures through it in place: reading the
/// `TextContent` out of the node would copy it, which retains and releases its string, its font and its
/// words, memory that a long list has let go cold by the next pass. Immutable but for the sizes kept;
/// shared by the copies of a text until one of them changes its string or font.
final class TextMeasurement {
  /// A word: its width, and its characters' advances for breaking it when it is wider than a line.
  private struct Word {
    var width: CGFloat
    var advances: [CGFloat]
  }

  /// A size measured at a proposed width under a line limit, and the number of lines it has.
  private struct KeptSize {
    var width: CGFloat
    var numberOfLines: Int
    var size: CGSize
    var lineCount: Int
  }

  private let paragraphs: [[Word]]
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
    paragraphs = string.split(separator: "\n", omittingEmptySubsequences: false).map { paragraph in
      paragraph.split(separator: " ", omittingEmptySubsequences: false).map { word in
        let advances = word.map { font.advance(of: $0) }
        return Word(width: advances.reduce(0, +), advances: advances)
      }
    }
    spaceAdvance = font.advance(of: " ")
    lineHeight = font.lineHeight
    baselineOffset = font.baselineOffset
    isEmpty = string.isEmpty
    sizeHoldsWhenNarrowed =
      spaceAdvance.isUsableLength
      && paragraphs.allSatisfy { $0.allSatisfy { $0.advances.allSatisfy(\.isUsableLength) } }
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
    for paragraph in paragraphs {
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
          for advance in word.advances {
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
}
