import Foundation
import LayoutNodes

/// A feed laid out on the raw solver the way a developer who solves each cell on its own would, as
/// `UITableView` sizes self-sizing cells: one `Cassowary.Solver` per cell (the constraints of
/// ``RawSolverFeed``, the cell self-sizing at the feed's width, text measured again at its solved
/// width), and the cells stacked by arithmetic. Written without the anchor layer: the layout
/// benchmarks divide the anchor layer's times by this one's.
///
/// ```swift
/// let feed = CellSolverFeed(cells: (0..<100).map(FeedCell.init(index:)), width: 375)
/// feed.resize(width: 414)
/// ```
public final class CellSolverFeed {
  /// The cells, top to bottom; each cell's frame is set in the feed's coordinates.
  public let cells: [FeedCell]
  private let layouts: [RawSolverFeed]

  /// Solves every cell at `width` and stacks them from y = 0.
  public init(cells: [FeedCell], width: CGFloat) {
    self.cells = cells
    layouts = cells.map { RawSolverFeed(selfSizing: $0, width: width) }
    stack(width: width)
  }

  /// Solves every cell again at a new width (a suggested value in each solver) and stacks them.
  public func resize(width: CGFloat) {
    for layout in layouts { layout.resize(width: width) }
    stack(width: width)
  }

  private func stack(width: CGFloat) {
    var top: CGFloat = 0
    for (cell, layout) in zip(cells, layouts) {
      let height = layout.cellHeights.first ?? 0
      let frame = CGRect(x: 0, y: top, width: width, height: height)
      if cell.cell.frame != frame { cell.cell.frame = frame }
      top += height
    }
  }
}
