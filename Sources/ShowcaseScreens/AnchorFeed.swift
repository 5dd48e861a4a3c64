import AnchorDSL
import Foundation
import LayoutNodes

/// A feed of ``FeedCell``s in one tree, laid out with anchors: the cells are stacked vertically under
/// a root whose width is the window's, each as wide as the root and as tall as its content.
///
/// Resizing sets the root's frame and re-solves incrementally (`suggestValue`, then text measured
/// again at its new widths); nothing is rebuilt.
///
/// ```swift
/// let feed = AnchorFeed(cells: (0..<100).map(FeedCell.init(index:)), width: 375)
/// feed.resize(width: 414)
/// feed.cells[3].contentTitleLabel.frame   // in cell 3's coordinates
/// ```
public final class AnchorFeed {
  /// The root: the window, with the cells as children.
  public let root: LayoutNode
  /// The cells, top to bottom.
  public let cells: [FeedCell]
  /// For each cell, in the order of ``cells``, the constraint that puts it below the one before (the
  /// first below the root's top): its constant is the gap above the cell, 0 as built.
  public private(set) var gaps: [LayoutConstraint] = []

  /// Builds the tree, activates every constraint and lays it out at `width` (the root's height,
  /// `height`, does not constrain the cells: the feed scrolls past it).
  ///
  /// The cells must not be in a tree yet and must not have their anchor constraints.
  public convenience init(cells: [FeedCell], width: CGFloat, height: CGFloat = 667) {
    self.init(cells: cells, width: width, height: height, beforeFirstLayout: { _ in })
  }

  /// Builds the feed as ``init(cells:width:height:)`` does, calling `beforeFirstLayout` with the root
  /// once every constraint is active and before the first layout: the benchmarks attach a recorder to
  /// the tree's solver there, which has received nothing yet.
  package init(
    cells: [FeedCell], width: CGFloat, height: CGFloat = 667, beforeFirstLayout: (LayoutNode) -> Void
  ) {
    root = LayoutNode(name: "feed")
    self.cells = cells
    root.frame = CGRect(x: 0, y: 0, width: width, height: height)
    var previousBottom = root.topAnchor
    for feedCell in cells {
      root.addChild(feedCell.cell)
      feedCell.activateAnchorConstraints()
      gaps.append(feedCell.cell.topAnchor == previousBottom)
      feedCell.cell.horizontalAnchors == root.horizontalAnchors
      previousBottom = feedCell.cell.bottomAnchor
    }
    beforeFirstLayout(root)
    root.layoutIfNeeded()
  }

  /// Takes the cell at `index` out of the tree, links the cell below it to the one above (or to the
  /// root's top) and lays the feed out; then puts the cell back where it was, with its links and their
  /// constants, and lays the feed out again: a change of structure each way, the feed ending as it
  /// was. (Taking a node out of its tree deactivates the constraints that tie it to the rest: the gaps
  /// above and below it and its horizontal anchors.)
  public func removeAndRestoreCell(at index: Int) {
    let cell = cells[index].cell
    let above = index == 0 ? root.topAnchor : cells[index - 1].cell.bottomAnchor
    let gapAbove = gaps[index].constant
    let gapBelow = index + 1 < cells.count ? gaps[index + 1].constant : 0
    cell.removeFromParent()
    let bridge = index + 1 < cells.count ? cells[index + 1].cell.topAnchor == above + gapBelow : nil
    root.layoutIfNeeded()
    bridge?.isActive = false
    root.insertChild(cell, at: index)
    gaps[index] = cell.topAnchor == above + gapAbove
    cell.horizontalAnchors == root.horizontalAnchors
    if index + 1 < cells.count { gaps[index + 1] = cells[index + 1].cell.topAnchor == cell.bottomAnchor + gapBelow }
    root.layoutIfNeeded()
  }

  /// Lays the feed out at a new width.
  public func resize(width: CGFloat) {
    root.frame.size.width = width
    root.layoutIfNeeded()
  }

  /// The height of the stacked cells: the bottom of the last one.
  public var contentHeight: CGFloat { cells.last?.cell.frame.maxY ?? 0 }
}
