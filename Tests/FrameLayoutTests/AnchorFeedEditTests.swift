import Foundation
import LayoutNodes
import ShowcaseScreens
import Testing

/// An edited cell of an anchored feed is laid out again incrementally (the solver's touched rows, the
/// position definitions that read what changed): every node must land where the hand-written frame
/// arithmetic puts it, cells stacked by their heights.
@Suite struct AnchorFeedEditTests {
  private static let longer = " and two more lines of comment, long enough to wrap twice at any width"

  /// The cell's frames by frame arithmetic at `width`, with `comment` as the poster's comment, and its
  /// height.
  private func reference(index: Int, comment: TextContent?, width: CGFloat) -> (frames: [CGRect], height: CGFloat) {
    let cell = FeedCell(index: index)
    cell.posterCommentLabel.text = comment
    let height = cell.layoutWithFrameArithmetic(width: width)
    return (cell.contentNodes.map(\.frame), height)
  }

  /// Expects every cell at the top that the heights above it give, and every node of it at its
  /// reference frame, within 1e-6.
  private func expectReferenceLayout(
    _ feed: AnchorFeed, width: CGFloat, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var top: CGFloat = 0
    for (index, cell) in feed.cells.enumerated() {
      let expected = reference(index: index, comment: cell.posterCommentLabel.text, width: width)
      let frame = cell.cell.frame
      #expect(
        abs(frame.minY - top) <= 1e-6 && abs(frame.height - expected.height) <= 1e-6 && frame.minX == 0
          && frame.width == width,
        "cell \(index): \(frame), expected y \(top), height \(expected.height)", sourceLocation: sourceLocation)
      for (node, rect) in zip(cell.contentNodes, expected.frames) {
        let close =
          abs(node.frame.minX - rect.minX) <= 1e-6 && abs(node.frame.minY - rect.minY) <= 1e-6
          && abs(node.frame.width - rect.width) <= 1e-6 && abs(node.frame.height - rect.height) <= 1e-6
        #expect(close, "cell \(index): \(node.name) is \(node.frame), expected \(rect)", sourceLocation: sourceLocation)
      }
      top += expected.height
    }
  }

  @Test func `a longer comment in one cell moves the cells below it by its new height`() {
    let feed = AnchorFeed(cells: (0..<12).map(FeedCell.init(index:)), width: 375)
    let edited = feed.cells[4].posterCommentLabel
    let before = feed.cells.map(\.cell.frame)
    edited.text = TextContent((edited.text?.string ?? "") + Self.longer, font: FeedCell.font)
    feed.root.layoutIfNeeded()
    expectReferenceLayout(feed, width: 375)
    // The cells above keep their frames; the edited cell grows by whole lines of 20 points, and every
    // cell below moves down by as much.
    #expect(Array(feed.cells.prefix(4).map(\.cell.frame)) == Array(before.prefix(4)))
    let growth = feed.cells[4].cell.frame.height - before[4].height
    #expect(growth >= 20 && growth.truncatingRemainder(dividingBy: 20) == 0)
    for (cell, old) in zip(feed.cells.dropFirst(5), before.dropFirst(5)) {
      #expect(cell.cell.frame == old.offsetBy(dx: 0, dy: growth))
    }
    #expect(feed.root.layoutDiagnostics.isEmpty)
  }

  @Test func `edits, their reversal and a resize between them match the reference after each pass`() {
    let feed = AnchorFeed(cells: (0..<10).map(FeedCell.init(index:)), width: 375)
    let original = feed.cells.map(\.posterCommentLabel.text)
    for (index, width) in [(7, 375), (0, 320), (9, 414)] as [(Int, CGFloat)] {
      if feed.root.frame.width != width { feed.resize(width: width) }
      let label = feed.cells[index].posterCommentLabel
      label.text = TextContent((label.text?.string ?? "") + Self.longer, font: FeedCell.font)
      feed.root.layoutIfNeeded()
      expectReferenceLayout(feed, width: width)
    }
    for (cell, text) in zip(feed.cells, original) { cell.posterCommentLabel.text = text }
    feed.root.layoutIfNeeded()
    expectReferenceLayout(feed, width: 414)
    #expect(feed.root.layoutDiagnostics.isEmpty)
  }
}
