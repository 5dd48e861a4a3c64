import Cassowary
import Foundation
import LayoutNodes

/// The four solver variables of a node, in the coordinates of the system's root, as the layout
/// engine keeps them; and, for a measured node, its content constraints.
public final class RawSolverBox {
  /// The node whose frame the variables give.
  public let node: LayoutNode
  /// The box whose coordinates the node's frame is in (`nil` for the root).
  let parent: RawSolverBox?
  let left, top, width, height: Variable
  /// Height hugging and compression resistance of a text node (re-measured at its solved width).
  var heightConstraints: [Constraint] = []
  /// The width the height was last measured at.
  var measuredWidth: CGFloat?
  var measuredHeight: CGFloat = 0

  init(_ node: LayoutNode, parent: RawSolverBox?) {
    self.node = node
    self.parent = parent
    left = Variable(node.name + ".left")
    top = Variable(node.name + ".top")
    width = Variable(node.name + ".width")
    height = Variable(node.name + ".height")
  }

  var right: LinearExpression { left + width }
  var bottom: LinearExpression { top + height }
  var centerX: LinearExpression { left + width * 0.5 }
}

/// Adds the constraints of ``FeedCell``s to a solver as the layout engine does, so that both solve the
/// same system in the same order: a box's content constraints (hugging and compression resistance per
/// axis, with the priorities that ``FeedCell/activateAnchorConstraints()`` sets) go in just before the
/// first constraint that mentions the box, and the root's origin pins and size edits just before the
/// first constraint that mentions the root.
final class RawSystemBuilder {
  let solver: Solver
  let root: RawSolverBox
  private let rootSize: CGSize
  private var prepared: Set<ObjectIdentifier> = []
  /// Nodes whose content size is required on both axes (single-line labels and images).
  private var fixedSize: Set<ObjectIdentifier> = []
  /// The text nodes, measured height for width, in the order they were prepared.
  private(set) var measured: [RawSolverBox] = []

  static let low = LayoutPriority.low.strength
  static let high = LayoutPriority.high.strength

  init(solver: Solver, root: RawSolverBox, rootSize: CGSize) {
    self.solver = solver
    self.root = root
    self.rootSize = rootSize
  }

  /// Adds `lhs relation rhs` after preparing `boxes` (the left-hand side's box first, as the engine).
  func add(
    _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, _ strength: Strength = .required,
    boxes: [RawSolverBox]
  ) {
    for box in boxes where prepared.insert(ObjectIdentifier(box)).inserted { prepare(box) }
    try? solver.addConstraint(Constraint(lhs - rhs, relation, strength: strength))
  }

  private func prepare(_ box: RawSolverBox) {
    if box === root {
      // The engine's root: origin pinned, size edited at a strength above every other constraint
      // together, suggested before the constraints that follow.
      try? solver.addConstraint(Constraint(LinearExpression(root.left), .equal))
      try? solver.addConstraint(Constraint(LinearExpression(root.top), .equal))
      try? solver.addEditVariable(root.width, strength: LayoutPriority.rootSizeStrength)
      try? solver.addEditVariable(root.height, strength: LayoutPriority.rootSizeStrength)
      try? solver.suggestValue(root.width, Double(rootSize.width))
      try? solver.suggestValue(root.height, Double(rootSize.height))
      return
    }
    let node = box.node
    guard node.text != nil || node.intrinsicContentSize != .none else { return }
    let natural = node.sizeThatFits(CGSize(width: unboundedDimension, height: unboundedDimension))
    let isFixed = fixedSize.contains(ObjectIdentifier(node))
    let isImage = node.text == nil
    let width = LinearExpression(box.width), height = LinearExpression(box.height)
    let naturalWidth = LinearExpression(constant: Double(natural.width))
    let naturalHeight = LinearExpression(constant: Double(natural.height))
    let widthHug = Constraint(width - naturalWidth, .lessThanOrEqual, strength: isFixed ? .required : Self.low)
    let widthCompression = Constraint(
      width - naturalWidth, .greaterThanOrEqual, strength: isFixed ? .required : Self.high)
    let hug = Constraint(height - naturalHeight, .lessThanOrEqual, strength: isImage ? .required : Self.low)
    let compression = Constraint(height - naturalHeight, .greaterThanOrEqual, strength: .required)
    for constraint in [widthCompression, widthHug, compression, hug] { try? solver.addConstraint(constraint) }
    if !isImage {
      box.heightConstraints = [hug, compression]
      box.measuredHeight = natural.height
      measured.append(box)
    }
  }

  /// Adds the constraints of one cell, in the order of ``FeedCell/activateAnchorConstraints()``;
  /// returns the boxes of its ``FeedCell/contentNodes``.
  func addCell(_ feedCell: FeedCell, cellBox: RawSolverBox) -> [RawSolverBox] {
    fixedSize.formUnion(
      [
        feedCell.optionsLabel, feedCell.likeLabel, feedCell.commentLabel, feedCell.shareLabel,
        feedCell.posterImage, feedCell.contentImage, feedCell.actorImage,
      ].map(ObjectIdentifier.init))
    let boxes = feedCell.contentNodes.map { RawSolverBox($0, parent: cellBox) }
    addTopRows(cellBox, boxes)
    addContentRows(cellBox, boxes)
    addBottomRows(cellBox, boxes)
    return boxes
  }

  private func addTopRows(_ cell: RawSolverBox, _ boxes: [RawSolverBox]) {
    let inset = Double(FeedCell.inset), spacing = Double(FeedCell.stackSpacing)
    let action = boxes[0], options = boxes[1], poster = boxes[2]
    add(options.right, .equal, cell.right - inset, boxes: [options, cell])
    add(LinearExpression(options.top), .equal, cell.top + inset, boxes: [options, cell])
    add(LinearExpression(action.left), .equal, cell.left + inset, boxes: [action, cell])
    add(action.right, .equal, options.left - inset, boxes: [action, options])
    add(LinearExpression(action.top), .equal, cell.top + inset, boxes: [action, cell])

    add(LinearExpression(poster.left), .equal, cell.left + inset, boxes: [poster, cell])
    add(LinearExpression(poster.top), .greaterThanOrEqual, action.bottom + inset, boxes: [poster, action])
    add(LinearExpression(poster.top), .greaterThanOrEqual, options.bottom + inset, boxes: [poster, options])
    add(LinearExpression(poster.top), .equal, LinearExpression(action.top), Self.low, boxes: [poster, action])
    let stack = [boxes[3], boxes[4], boxes[5]]
    for (index, label) in stack.enumerated() {
      add(LinearExpression(label.left), .equal, poster.right + inset, boxes: [label, poster])
      add(label.right, .equal, cell.right - inset, boxes: [label, cell])
      if index == 0 {
        add(LinearExpression(label.top), .equal, LinearExpression(poster.top), boxes: [label, poster])
      } else {
        add(LinearExpression(label.top), .equal, stack[index - 1].bottom + spacing, boxes: [label, stack[index - 1]])
      }
    }
  }

  private func addContentRows(_ cell: RawSolverBox, _ boxes: [RawSolverBox]) {
    let inset = Double(FeedCell.inset)
    let poster = boxes[2], time = boxes[5], comment = boxes[6], image = boxes[7], title = boxes[8]
    let domain = boxes[9]
    add(LinearExpression(comment.left), .equal, cell.left + inset, boxes: [comment, cell])
    add(comment.right, .equal, cell.right - inset, boxes: [comment, cell])
    add(LinearExpression(comment.top), .greaterThanOrEqual, poster.bottom + inset, boxes: [comment, poster])
    add(LinearExpression(comment.top), .greaterThanOrEqual, time.bottom + inset, boxes: [comment, time])
    add(LinearExpression(comment.top), .equal, LinearExpression(poster.top), Self.low, boxes: [comment, poster])

    add(LinearExpression(image.left), .equal, cell.left + inset, boxes: [image, cell])
    add(LinearExpression(image.top), .equal, comment.bottom + inset, boxes: [image, comment])
    add(LinearExpression(title.left), .equal, cell.left + inset, boxes: [title, cell])
    add(title.right, .equal, cell.right - inset, boxes: [title, cell])
    add(LinearExpression(title.top), .equal, image.bottom + inset, boxes: [title, image])
    add(LinearExpression(domain.left), .equal, cell.left + inset, boxes: [domain, cell])
    add(domain.right, .equal, cell.right - inset, boxes: [domain, cell])
    add(LinearExpression(domain.top), .equal, title.bottom + Double(FeedCell.stackSpacing), boxes: [domain, title])
  }

  private func addBottomRows(_ cell: RawSolverBox, _ boxes: [RawSolverBox]) {
    let inset = Double(FeedCell.inset)
    let domain = boxes[9], like = boxes[10], comment = boxes[11], share = boxes[12]
    let actor = boxes[13], actorComment = boxes[14]
    add(LinearExpression(like.left), .equal, cell.left + inset, boxes: [like, cell])
    add(LinearExpression(like.top), .equal, domain.bottom + inset, boxes: [like, domain])
    add(comment.centerX, .equal, cell.centerX, boxes: [comment, cell])
    add(LinearExpression(comment.top), .equal, LinearExpression(like.top), boxes: [comment, like])
    add(share.right, .equal, cell.right - inset, boxes: [share, cell])
    add(LinearExpression(share.top), .equal, LinearExpression(like.top), boxes: [share, like])

    add(LinearExpression(actor.left), .equal, cell.left + inset, boxes: [actor, cell])
    for label in [like, comment, share] {
      add(LinearExpression(actor.top), .greaterThanOrEqual, label.bottom + inset, boxes: [actor, label])
    }
    add(LinearExpression(actor.top), .equal, LinearExpression(like.top), Self.low, boxes: [actor, like])
    add(LinearExpression(actorComment.left), .equal, actor.right + inset, boxes: [actorComment, actor])
    add(actorComment.right, .equal, cell.right - inset, boxes: [actorComment, cell])
    add(LinearExpression(actorComment.top), .equal, LinearExpression(actor.top), boxes: [actorComment, actor])

    add(cell.bottom, .greaterThanOrEqual, actor.bottom + inset, boxes: [cell, actor])
    add(cell.bottom, .greaterThanOrEqual, actorComment.bottom + inset, boxes: [cell, actorComment])
    add(cell.bottom, .equal, LinearExpression(actor.top), Self.low, boxes: [cell, actor])
  }
}

extension FeedCell {
  /// Lays the cell out at `width` with the constraints of ``layoutWithAnchors(width:)`` written
  /// directly against `Cassowary.Solver` (a fresh solver per call; ``RawSolverFeed`` keeps one for
  /// resizing): the frames of ``layoutWithFrameArithmetic(width:)``. Sets the frame of every node and
  /// the cell's size (its origin is kept) and returns the cell's height.
  ///
  /// This is what the anchor layer does for the user, done by hand: variables per node, the cell
  /// self-sizing under a zero-height edit, text measured again at its solved width until stable.
  @discardableResult
  public func layoutWithRawSolver(width: CGFloat) -> CGFloat {
    guard width.isFinite, width >= 0 else {
      cell.recordFrameLayoutWarning(
        call: "layoutWithRawSolver(width:)", "the width \(width) is not a finite, non-negative size (frames kept)")
      return cell.frame.height
    }
    let layout = RawSolverFeed(selfSizing: self, width: width)
    return layout.cellHeights.first ?? 0
  }
}
