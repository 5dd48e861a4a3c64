import Foundation
import LayoutNodes
import ShowcaseScreens
import Testing

/// Screens shaped unlike the feed, laid out with anchors: a grid of cards and a form whose fields share
/// a column. The expected frames are worked out by hand from each screen's description (titles and
/// values wrapped greedily at 6 points per character, lines 12 apart).
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
}
