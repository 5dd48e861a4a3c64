import Cassowary
import Foundation
import LayoutNodes

/// A feed of ``FeedCell``s laid out by one `Cassowary.Solver` driven by hand: the system that
/// ``AnchorFeed`` gives the layout engine (root origin pinned, root size as edit variables of the
/// engine's strength, cells stacked, each cell's constraints as in ``RawFeedCellSystem``), solved and
/// re-measured the way the engine does it, with frames written to the cells' nodes. The benchmarks
/// divide the anchor layer's times by this one's.
public final class RawSolverFeed {
  /// The solver, holding every constraint of the feed.
  public let solver = Solver()
  /// The cells, top to bottom.
  public let cells: [FeedCell]
  private let root: RawSolverBox
  private var systems: [RawFeedCellSystem] = []
  private var measured: [RawSolverBox] = []
  private var suggestedWidth: CGFloat = 0
  private var suggestedHeight: CGFloat = 0

  /// Builds the system for the cells stacked under a root of `width` by `height` and solves it. The
  /// cells keep their place in any tree: only their nodes' frames are written.
  public init(cells: [FeedCell], width: CGFloat, height: CGFloat = 667) {
    self.cells = cells
    root = RawSolverBox(LayoutNode(name: "feed"), parent: nil)
    build(rootSize: CGSize(width: width, height: height)) { root in
      var previousBottom = LinearExpression(root.top)
      var systems: [RawFeedCellSystem] = []
      for feedCell in cells {
        let cellBox = RawSolverBox(feedCell.cell, parent: root)
        var system = RawFeedCellSystem(feedCell, cellBox: cellBox)
        system.constraints.append(Constraint(cellBox.top - previousBottom, .equal))
        system.constraints.append(Constraint(cellBox.left - root.left, .equal))
        system.constraints.append(Constraint(cellBox.right - root.right, .equal))
        previousBottom = cellBox.bottom
        systems.append(system)
      }
      return systems
    }
  }

  /// One self-sizing cell as the root of the system: its height edited to zero, so that its solved
  /// height is what its required constraints need (as ``FeedCell/layoutWithAnchors(width:)``).
  init(selfSizing feedCell: FeedCell, width: CGFloat) {
    cells = [feedCell]
    root = RawSolverBox(feedCell.cell, parent: nil)
    build(rootSize: CGSize(width: width, height: 0)) { root in [RawFeedCellSystem(feedCell, cellBox: root)] }
    feedCell.cell.frame.size = CGSize(width: root.width.value, height: root.height.value)
  }

  private func build(
    rootSize: CGSize, _ makeSystems: (RawSolverBox) -> [RawFeedCellSystem]
  ) {
    // The engine's root: origin pinned, size edited at a strength above every other constraint
    // together; suggested before the cells' constraints arrive, as the engine does.
    try? solver.addConstraint(Constraint(LinearExpression(root.left), .equal))
    try? solver.addConstraint(Constraint(LinearExpression(root.top), .equal))
    try? solver.addEditVariable(root.width, strength: LayoutPriority.rootSizeStrength)
    try? solver.addEditVariable(root.height, strength: LayoutPriority.rootSizeStrength)
    suggest(rootSize)
    systems = makeSystems(root)
    for system in systems {
      for constraint in system.constraints { try? solver.addConstraint(constraint) }
      measured += system.measured
    }
    solveAndWriteBack()
  }

  private func suggest(_ size: CGSize) {
    if size.width != suggestedWidth {
      try? solver.suggestValue(root.width, Double(size.width))
      suggestedWidth = size.width
    }
    if size.height != suggestedHeight {
      try? solver.suggestValue(root.height, Double(size.height))
      suggestedHeight = size.height
    }
  }

  /// Lays the feed out at a new width: suggest, solve, measure text again, write the frames.
  public func resize(width: CGFloat) {
    suggest(CGSize(width: width, height: suggestedHeight))
    solveAndWriteBack()
  }

  /// The cells' heights, top to bottom.
  public var cellHeights: [CGFloat] { systems.map { CGFloat($0.cellBox.height.value) } }

  private func solveAndWriteBack() {
    solver.updateVariables()
    measureUntilStable()
    for system in systems {
      if system.cellBox !== root { write(system.cellBox) }
      for box in system.boxes { write(box) }
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
