import Cassowary
import Foundation
import LayoutNodes

/// A feed of ``FeedCell``s laid out by one `Cassowary.Solver` driven by hand: the system that
/// ``AnchorFeed`` gives the layout engine (root origin pinned, root size as edit variables of the
/// engine's strength, cells stacked, each cell's constraints added by ``RawSystemBuilder``), solved and
/// re-measured the way the engine does it, with frames written to the cells' nodes. The benchmarks
/// divide the anchor layer's times by this one's.
public final class RawSolverFeed {
  /// The solver, holding every constraint of the feed.
  public let solver = Solver()
  /// The cells, top to bottom.
  public let cells: [FeedCell]
  private let root: RawSolverBox
  /// Each cell's box and the boxes of its content nodes.
  private var cellBoxes: [(cell: RawSolverBox, content: [RawSolverBox])] = []
  private var measured: [RawSolverBox] = []
  private var suggestedWidth: CGFloat

  /// Builds the system for the cells stacked under a root of `width` by `height` and solves it, in the
  /// order ``AnchorFeed`` activates its constraints. The cells keep their place in any tree: only their
  /// nodes' frames are written.
  public init(cells: [FeedCell], width: CGFloat, height: CGFloat = 667) {
    self.cells = cells
    root = RawSolverBox(LayoutNode(name: "feed"), parent: nil)
    suggestedWidth = width
    let builder = RawSystemBuilder(solver: solver, root: root, rootSize: CGSize(width: width, height: height))
    var previous: RawSolverBox?
    for feedCell in cells {
      let cellBox = RawSolverBox(feedCell.cell, parent: root)
      let content = builder.addCell(feedCell, cellBox: cellBox)
      let above = previous ?? root
      builder.add(
        LinearExpression(cellBox.top), .equal, previous?.bottom ?? LinearExpression(root.top), boxes: [cellBox, above])
      builder.add(LinearExpression(cellBox.left), .equal, LinearExpression(root.left), boxes: [cellBox, root])
      builder.add(cellBox.right, .equal, root.right, boxes: [cellBox, root])
      cellBoxes.append((cellBox, content))
      previous = cellBox
    }
    measured = builder.measured
    solveAndWriteBack()
  }

  /// One self-sizing cell as the root of the system: its height edited to zero, so that its solved
  /// height is what its required constraints need (as ``FeedCell/layoutWithAnchors(width:)``).
  init(selfSizing feedCell: FeedCell, width: CGFloat) {
    cells = [feedCell]
    root = RawSolverBox(feedCell.cell, parent: nil)
    suggestedWidth = width
    let builder = RawSystemBuilder(solver: solver, root: root, rootSize: CGSize(width: width, height: 0))
    cellBoxes = [(root, builder.addCell(feedCell, cellBox: root))]
    measured = builder.measured
    solveAndWriteBack()
    feedCell.cell.frame.size = CGSize(width: root.width.value, height: root.height.value)
  }

  /// Lays the feed out at a new width: suggest, solve, measure text again, write the frames.
  public func resize(width: CGFloat) {
    if width != suggestedWidth {
      try? solver.suggestValue(root.width, Double(width))
      suggestedWidth = width
    }
    solveAndWriteBack()
  }

  /// The cells' heights, top to bottom.
  public var cellHeights: [CGFloat] { cellBoxes.map { CGFloat($0.cell.height.value) } }

  private func solveAndWriteBack() {
    solver.updateVariables()
    measureUntilStable()
    for (cellBox, content) in cellBoxes {
      if cellBox !== root { write(cellBox) }
      for box in content { write(box) }
    }
  }

  /// Height for width, as the engine: measure each text node at its solved width, change its height
  /// constraints' constants, re-solve; at most four passes.
  private func measureUntilStable() {
    for _ in 0..<4 {
      var changed = false
      for box in measured {
        let width = CGFloat(box.width.value)
        if let last = box.measuredWidth, abs(last - width) <= 1e-9 { continue }
        box.measuredWidth = width
        let height = box.node.sizeThatFits(CGSize(width: width, height: unboundedDimension)).height
        guard height != box.measuredHeight else { continue }
        box.measuredHeight = height
        for constraint in box.heightConstraints { try? solver.setConstant(-Double(height), of: constraint) }
        changed = true
      }
      guard changed else { return }
      solver.updateVariables()
    }
  }

  private func write(_ box: RawSolverBox) {
    let originX = box.parent.map { $0.parent == nil ? 0 : $0.left.value } ?? 0
    let originY = box.parent.map { $0.parent == nil ? 0 : $0.top.value } ?? 0
    let rect = CGRect(
      x: box.left.value - originX, y: box.top.value - originY, width: box.width.value, height: box.height.value)
    if box.node.frame != rect { box.node.frame = rect }
  }
}
