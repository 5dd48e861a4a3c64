import Foundation
import LayoutNodes
import ShowcaseScreens
import Testing

/// Screens shaped unlike the feed, laid out with anchors: a grid of cards, a form whose fields share a
/// column and a conversation of bubbles. The expected frames are worked out by hand from each screen's
/// description (titles, values and messages wrapped greedily at 6 points per character, lines 12
/// apart).
@Suite struct AnchorScreenShapeTests {
  private func expectFrames(
    _ nodes: [LayoutNode], _ expected: [CGRect], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(nodes.count == expected.count, sourceLocation: sourceLocation)
    for (node, rect) in zip(nodes, expected) {
      let close =
        abs(node.frame.minX - rect.minX) <= 1e-6 && abs(node.frame.minY - rect.minY) <= 1e-6
        && abs(node.frame.width - rect.width) <= 1e-6 && abs(node.frame.height - rect.height) <= 1e-6
      #expect(close, "\(node.name) is \(node.frame), expected \(rect)", sourceLocation: sourceLocation)
    }
  }

  /// Rows, cards, images and titles in tree order.
  private func nodes(of grid: AnchorCardGrid) -> [LayoutNode] {
    zip(grid.rows, grid.cards).flatMap { row, cards in [row] + cards.flatMap { [$0] + $0.children } }
  }

  /// A card of `titleHeight`, `width` wide at `x`, then its image and title.
  private func card(x: CGFloat, width: CGFloat, titleHeight: CGFloat) -> [CGRect] {
    [
      CGRect(x: x, y: 0, width: width, height: 52 + titleHeight),
      CGRect(x: 4, y: 4, width: 40, height: 40),
      CGRect(x: 4, y: 48, width: width - 8, height: titleHeight),
    ]
  }

  @Test func cardsShareTheRowAndRowsEndAtTheirTallestCard() {
    // At 344: cards (344 - 32) / 3 = 104 wide at 8, 120, 232; titles 96 wide, 16 characters a line.
    let grid = AnchorCardGrid(rows: 2, columns: 3, width: 344)
    // Row 0: "Card 0-0 with a | title" (2 lines), "... with a | title with a | title" (3),
    // "... | title with a | title with a | title" (4); cards 76, 88, 100 tall.
    // Row 1, 8 below: 4, 5 and 1 "with a title": 5, 6 and 2 lines.
    expectFrames(
      nodes(of: grid),
      [CGRect(x: 0, y: 8, width: 344, height: 100)]
        + card(x: 8, width: 104, titleHeight: 24) + card(x: 120, width: 104, titleHeight: 36)
        + card(x: 232, width: 104, titleHeight: 48)
        + [CGRect(x: 0, y: 116, width: 344, height: 124)]
        + card(x: 8, width: 104, titleHeight: 60) + card(x: 120, width: 104, titleHeight: 72)
        + card(x: 232, width: 104, titleHeight: 24))
    #expect(grid.root.layoutDiagnostics.isEmpty)
  }

  @Test func aResizedGridWrapsItsTitlesAgainAndRestacksItsRows() {
    let grid = AnchorCardGrid(rows: 2, columns: 3, width: 344)
    // At 464: cards 144 wide at 8, 160, 312; titles 136 wide, 22 characters a line.
    grid.resize(width: 464)
    // Row 0: "Card 0-0 with a title" (1 line), "... title | with a title" (2),
    // "... title | with a title with a | title" (3). Row 1: 3, 4 and 1 lines.
    expectFrames(
      nodes(of: grid),
      [CGRect(x: 0, y: 8, width: 464, height: 88)]
        + card(x: 8, width: 144, titleHeight: 12) + card(x: 160, width: 144, titleHeight: 24)
        + card(x: 312, width: 144, titleHeight: 36)
        + [CGRect(x: 0, y: 104, width: 464, height: 100)]
        + card(x: 8, width: 144, titleHeight: 36) + card(x: 160, width: 144, titleHeight: 48)
        + card(x: 312, width: 144, titleHeight: 12))
  }

  /// Rows, labels and fields in tree order.
  private func nodes(of form: AnchorForm) -> [LayoutNode] {
    form.rows.flatMap { [$0] + $0.children }
  }

  @Test func fieldsLineUpRightOfTheWidestLabel() {
    // Labels "Field", "Fieldx", "Fieldxx": 30, 36, 42 wide. The column is 16 + 42 + 8 = 66 from the
    // left; at 320 the fields are 320 - 16 - 66 = 238 wide, 39 characters a line.
    let form = AnchorForm(rows: 3, width: 320)
    // "Value 0 of a field of a field of a | field of a field of a field": 2 lines; the next value has
    // one more "of a field" (2 lines), the third two more (3 lines).
    expectFrames(
      nodes(of: form),
      [
        CGRect(x: 0, y: 8, width: 320, height: 24),
        CGRect(x: 16, y: 0, width: 30, height: 12),
        CGRect(x: 66, y: 0, width: 238, height: 24),
        CGRect(x: 0, y: 40, width: 320, height: 24),
        CGRect(x: 16, y: 0, width: 36, height: 12),
        CGRect(x: 66, y: 0, width: 238, height: 24),
        CGRect(x: 0, y: 72, width: 320, height: 36),
        CGRect(x: 16, y: 0, width: 42, height: 12),
        CGRect(x: 66, y: 0, width: 238, height: 36),
      ])
    #expect(form.root.layoutDiagnostics.isEmpty)
  }

  @Test func aWiderFormKeepsItsColumnAndRewrapsItsFields() {
    let form = AnchorForm(rows: 3, width: 320)
    // At 414 the fields are 332 wide, 55 characters a line: every value takes 2 lines.
    form.resize(width: 414)
    expectFrames(
      nodes(of: form),
      [
        CGRect(x: 0, y: 8, width: 414, height: 24),
        CGRect(x: 16, y: 0, width: 30, height: 12),
        CGRect(x: 66, y: 0, width: 332, height: 24),
        CGRect(x: 0, y: 40, width: 414, height: 24),
        CGRect(x: 16, y: 0, width: 36, height: 12),
        CGRect(x: 66, y: 0, width: 332, height: 24),
        CGRect(x: 0, y: 72, width: 414, height: 24),
        CGRect(x: 16, y: 0, width: 42, height: 12),
        CGRect(x: 66, y: 0, width: 332, height: 24),
      ])
  }

  /// Rows and bubbles in tree order.
  private func nodes(of chat: AnchorChat) -> [LayoutNode] {
    zip(chat.rows, chat.bubbles).flatMap { [$0, $1] }
  }

  /// A row at `y` of a bubble `height` tall, then the bubble at `x`, `width` wide, 2 inside the row.
  private func message(y: CGFloat, rowWidth: CGFloat, x: CGFloat, width: CGFloat, height: CGFloat) -> [CGRect] {
    [CGRect(x: 0, y: y, width: rowWidth, height: height + 4), CGRect(x: x, y: 2, width: width, height: height)]
  }

  @Test func bubblesTakeTheirTextsWidthUpToSeventyPercentAndWrapBeyond() {
    // At 320 a bubble is at most 224 wide, 37 characters a line. "Message 0": 54 wide, on the left.
    // Message 1, "Message 1" and 7 "text" (44 characters): capped at 224, right-aligned at
    // 320 - 8 - 224 = 88, wrapped after 5 words of "text" (34 characters): 2 lines. Message 2 (14
    // words): 5 on the first line, 7 on the second, 2 on the third. Message 3 (21 words): 5, 7, 7, 2:
    // 4 lines. Message 4 (5 words, 34 characters): one line 204 wide, under the cap. Rows 4 apart.
    let chat = AnchorChat(messages: 5, width: 320)
    expectFrames(
      nodes(of: chat),
      message(y: 4, rowWidth: 320, x: 8, width: 54, height: 12)
        + message(y: 24, rowWidth: 320, x: 88, width: 224, height: 24)
        + message(y: 56, rowWidth: 320, x: 8, width: 224, height: 36)
        + message(y: 100, rowWidth: 320, x: 88, width: 224, height: 48)
        + message(y: 156, rowWidth: 320, x: 8, width: 204, height: 12))
    #expect(chat.root.layoutDiagnostics.isEmpty)
  }

  @Test func aWiderConversationUnwrapsBubblesThatNowFit() {
    let chat = AnchorChat(messages: 5, width: 320)
    // At 414 a bubble is at most 289.8 wide, 48 characters a line. Message 1 (264 wide) now fits on
    // one line, right-aligned at 414 - 8 - 264 = 142. Message 2: 7 words, then 7: 2 lines. Message 3:
    // 7, 9, 5: 3 lines, right-aligned at 414 - 8 - 289.8 = 116.2.
    chat.resize(width: 414)
    expectFrames(
      nodes(of: chat),
      message(y: 4, rowWidth: 414, x: 8, width: 54, height: 12)
        + message(y: 24, rowWidth: 414, x: 142, width: 264, height: 12)
        + message(y: 44, rowWidth: 414, x: 8, width: 289.8, height: 24)
        + message(y: 76, rowWidth: 414, x: 116.2, width: 289.8, height: 36)
        + message(y: 120, rowWidth: 414, x: 8, width: 204, height: 12))
    #expect(chat.root.layoutDiagnostics.isEmpty)
  }
}
