import LayoutNodes
import ShowcaseScreens

extension AnchorFeed {
  /// The layout benchmarks' incremental change: `cell`'s poster comment made longer (two more lines at
  /// any width) and the feed laid out, then the comment put back and the feed laid out again, so that
  /// the feed ends as the specification has it.
  func editAndRestoreComment(of cell: FeedCell) {
    let comment = cell.posterCommentLabel.text
    cell.posterCommentLabel.text = TextContent(
      (comment?.string ?? "") + " and two more lines of comment, long enough to wrap twice at any width",
      font: FeedCell.font)
    root.layoutIfNeeded()
    cell.posterCommentLabel.text = comment
    root.layoutIfNeeded()
  }

  /// The layout benchmarks' change of one constraint's constant: the gap above the cell at `index`
  /// widened to 12 and the feed laid out, then closed again and the feed laid out, so that the feed
  /// ends as the specification has it. (The gap is a position kept out of the solver: the cells below
  /// move, and nothing is solved.)
  func widenAndCloseGap(above index: Int) {
    gaps[index].constant = 12
    root.layoutIfNeeded()
    gaps[index].constant = 0
    root.layoutIfNeeded()
  }
}
