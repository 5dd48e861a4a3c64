import Foundation

/// The lines `text` wraps into at `width`, with their widths: the same greedy rule as
/// ``TextContent/lineWidths(forWidth:)`` (words at spaces, a word wider than the width broken between
/// characters, `"\n"` a new line, the ``TextContent/numberOfLines`` limit), but keeping the
/// characters, which drawing needs and measuring does not.
func wrappedLines(_ text: TextContent, width: CGFloat) -> [(text: String, width: CGFloat)] {
  guard !text.string.isEmpty else { return [] }
  let font = text.font
  let spaceAdvance = font.advance(of: " ")
  let limit = width + 1e-9  // the tolerance of lineWidths(forWidth:)
  var lines: [(text: String, width: CGFloat)] = []
  for paragraph in text.string.split(separator: "\n", omittingEmptySubsequences: false) {
    var line = ""
    var lineWidth: CGFloat = 0
    var lineHasWords = false
    for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
      let advances = word.map { font.advance(of: $0) }
      let wordWidth = advances.reduce(0, +)
      if lineHasWords, lineWidth + spaceAdvance + wordWidth > limit {
        lines.append((line, lineWidth))
        line = ""
        lineWidth = 0
        lineHasWords = false
      }
      if !lineHasWords, wordWidth > limit {
        for (character, advance) in zip(word, advances) {
          if lineWidth > 0, lineWidth + advance > limit {
            lines.append((line, lineWidth))
            line = ""
            lineWidth = 0
          }
          line.append(character)
          lineWidth += advance
        }
        lineHasWords = true
        continue
      }
      if lineHasWords {
        line += " "
        lineWidth += spaceAdvance
      }
      line += word
      lineWidth += wordWidth
      lineHasWords = true
    }
    lines.append((line, lineWidth))
  }
  if text.numberOfLines > 0, lines.count > text.numberOfLines {
    lines.removeLast(lines.count - text.numberOfLines)
  }
  return lines
}
