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

/// The constraints of a ``FeedCell`` written directly against `Cassowary.Solver`: the system that
/// ``FeedCell/activateAnchorConstraints()`` gives the layout engine, relation for relation and strength
/// for strength, without the anchor layer. ``RawSolverFeed`` solves it; the benchmarks compare the two.
struct RawFeedCellSystem {
  /// The cell's box, then the boxes of ``FeedCell/contentNodes`` in order.
  let cellBox: RawSolverBox
  let boxes: [RawSolverBox]
  /// The text nodes, measured height for width.
  let measured: [RawSolverBox]
  var constraints: [Constraint] = []

  static let low = LayoutPriority.low.strength
  static let high = LayoutPriority.high.strength

  init(_ feedCell: FeedCell, cellBox: RawSolverBox) {
    self.cellBox = cellBox
    boxes = feedCell.contentNodes.map { RawSolverBox($0, parent: cellBox) }
    measured = boxes.filter { $0.node.text != nil }
    addContentConstraints(feedCell)
    addPositions()
  }

  private mutating func add(
    _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, _ strength: Strength = .required
  ) {
    constraints.append(Constraint(lhs - rhs, relation, strength: strength))
  }

  /// Hugging (`<=`) and compression resistance (`>=`) per axis, with the priorities that
  /// `activateAnchorConstraints()` sets: required for fixed sizes and vertical compression.
  private mutating func addContentConstraints(_ feedCell: FeedCell) {
    let fixedSize: Set<ObjectIdentifier> = Set(
      [
        feedCell.optionsLabel, feedCell.likeLabel, feedCell.commentLabel, feedCell.shareLabel,
        feedCell.posterImage, feedCell.contentImage, feedCell.actorImage,
      ].map(ObjectIdentifier.init))
    for box in boxes {
      let node = box.node
      let natural = node.sizeThatFits(CGSize(width: unboundedDimension, height: unboundedDimension))
      let isFixed = fixedSize.contains(ObjectIdentifier(node))
      let isImage = node.text == nil
      let width = LinearExpression(box.width), height = LinearExpression(box.height)
      let naturalWidth = LinearExpression(constant: Double(natural.width))
      let naturalHeight = LinearExpression(constant: Double(natural.height))
      add(width, .lessThanOrEqual, naturalWidth, isFixed ? .required : Self.low)
      add(width, .greaterThanOrEqual, naturalWidth, isFixed ? .required : Self.high)
      let hug = Constraint(height - naturalHeight, .lessThanOrEqual, strength: isImage ? .required : Self.low)
      let compression = Constraint(height - naturalHeight, .greaterThanOrEqual, strength: .required)
      constraints += [hug, compression]
      box.heightConstraints = isImage ? [] : [hug, compression]
      box.measuredHeight = natural.height
    }
  }

  private mutating func addPositions() {
    let inset = Double(FeedCell.inset), spacing = Double(FeedCell.stackSpacing)
    let cell = cellBox
    let action = boxes[0], options = boxes[1], poster = boxes[2]
    let stack = [boxes[3], boxes[4], boxes[5]]
    let posterComment = boxes[6], contentImage = boxes[7], title = boxes[8], domain = boxes[9]
    let like = boxes[10], comment = boxes[11], share = boxes[12], actor = boxes[13], actorComment = boxes[14]
    let cellLeft = LinearExpression(cell.left), cellTop = LinearExpression(cell.top), cellRight = cell.right

    add(options.right, .equal, cellRight - inset)
    add(LinearExpression(options.top), .equal, cellTop + inset)
    add(LinearExpression(action.left), .equal, cellLeft + inset)
    add(action.right, .equal, options.left - inset)
    add(LinearExpression(action.top), .equal, cellTop + inset)

    add(LinearExpression(poster.left), .equal, cellLeft + inset)
    add(LinearExpression(poster.top), .greaterThanOrEqual, action.bottom + inset)
    add(LinearExpression(poster.top), .greaterThanOrEqual, options.bottom + inset)
    add(LinearExpression(poster.top), .equal, LinearExpression(action.top), Self.low)
    for (index, label) in stack.enumerated() {
      add(LinearExpression(label.left), .equal, poster.right + inset)
      add(label.right, .equal, cellRight - inset)
      let above = index == 0 ? LinearExpression(poster.top) : stack[index - 1].bottom + spacing
      add(LinearExpression(label.top), .equal, above)
    }

    for label in [posterComment, title, domain] {
      add(LinearExpression(label.left), .equal, cellLeft + inset)
      add(label.right, .equal, cellRight - inset)
    }
    add(LinearExpression(posterComment.top), .greaterThanOrEqual, poster.bottom + inset)
    add(LinearExpression(posterComment.top), .greaterThanOrEqual, stack[2].bottom + inset)
    add(LinearExpression(posterComment.top), .equal, LinearExpression(poster.top), Self.low)
    add(LinearExpression(contentImage.left), .equal, cellLeft + inset)
    add(LinearExpression(contentImage.top), .equal, posterComment.bottom + inset)
    add(LinearExpression(title.top), .equal, contentImage.bottom + inset)
    add(LinearExpression(domain.top), .equal, title.bottom + spacing)

    add(LinearExpression(like.left), .equal, cellLeft + inset)
    add(LinearExpression(like.top), .equal, domain.bottom + inset)
    add(comment.centerX, .equal, cell.centerX)
    add(LinearExpression(comment.top), .equal, LinearExpression(like.top))
    add(share.right, .equal, cellRight - inset)
    add(LinearExpression(share.top), .equal, LinearExpression(like.top))

    add(LinearExpression(actor.left), .equal, cellLeft + inset)
    for label in [like, comment, share] {
      add(LinearExpression(actor.top), .greaterThanOrEqual, label.bottom + inset)
    }
    add(LinearExpression(actor.top), .equal, LinearExpression(like.top), Self.low)
    add(LinearExpression(actorComment.left), .equal, actor.right + inset)
    add(actorComment.right, .equal, cellRight - inset)
    add(LinearExpression(actorComment.top), .equal, LinearExpression(actor.top))

    add(cell.bottom, .greaterThanOrEqual, actor.bottom + inset)
    add(cell.bottom, .greaterThanOrEqual, actorComment.bottom + inset)
    add(cell.bottom, .equal, LinearExpression(actor.top), Self.low)
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
