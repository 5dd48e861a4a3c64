import Cassowary
import Foundation

/// The rectangle of a node or guide as the solver sees it, with the bookkeeping of the engine that
/// holds it. Shared by ``LayoutNode`` and ``LayoutGuide`` so that anchors and constraints refer to
/// either the same way.
///
/// Variables are in the root's coordinate system: `left`/`top` are measured from the root's top-left
/// corner, so a constraint between nodes anywhere in the tree is a plain linear relation.
package final class LayoutBox {
  /// The node of this box, unretained: the node holds its box and clears this link in its deinit, so
  /// the link is `nil` once the node is gone (a `weak` reference would give every node a side table,
  /// which slows each retain and release of it).
  package unowned(unsafe) var node: LayoutNode?
  package weak var guide: LayoutGuide?
  let left: Variable
  let top: Variable
  let width: Variable
  let height: Variable
  /// Created when a baseline anchor is first used.
  var firstBaseline: Variable?
  var lastBaseline: Variable?

  /// Every active constraint that mentions this box, by identity.
  var constraints: [ObjectIdentifier: LayoutConstraint] = [:]
  /// How many active constraints have this box on their left-hand side: the solver owns the box's
  /// frame while this is positive.
  @exclusivity(unchecked) var leftHandCount = 0

  // Engine state: valid for the engine of the box's current root, reset when the box changes engine.

  /// Whether the box's variables are determined in the engine (by its own constraints or its frame).
  @exclusivity(unchecked) var isMaterialized = false
  /// Whether the engine treats the box as solver-owned (the last synced value of `isOwned`).
  var syncedOwned = false
  /// `left/top/width/height == frame` in the parent's coordinates, while the box is not solver-owned.
  var frameConstraints: [Constraint] = []
  /// Hugging and compression resistance: width hug, width compression, height hug, height compression.
  var contentConstraints: [Constraint?] = [nil, nil, nil, nil]
  /// The content size the content constraints use.
  var contentSize = IntrinsicContentSize.none
  /// The width the height was last measured at (height-for-width).
  var measuredWidth: CGFloat?
  /// `firstBaseline == top + offset` and `lastBaseline == top + offset`.
  var baselineConstraints: [Constraint] = []
  var baselineOffsets: LayoutBaselines?
  /// Whether the box is queued for an ownership, frame, content or baseline update.
  var isQueued = false

  init(name: String) {
    left = Variable(name + ".left")
    top = Variable(name + ".top")
    width = Variable(name + ".width")
    height = Variable(name + ".height")
  }

  /// Whether an active constraint has the box on its left-hand side.
  var isOwned: Bool { leftHandCount > 0 }

  /// The node whose tree the box belongs to: the node itself, or the guide's owning node.
  var ownerNode: LayoutNode? { node ?? guide?.owningNode }

  /// The box whose coordinate system the frame is in: the parent's, or the guide owner's.
  var parentBox: LayoutBox? {
    if let node { return node.parent?.box }
    return guide?.owningNode?.box
  }

  var displayName: String { node?.name ?? guide?.displayName ?? "<released>" }

  /// The frame in the parent's (or owner's) coordinates.
  var frame: CGRect {
    if let node { return node.frame }
    return guide?.frame ?? .zero
  }

  func resetEngineState() {
    isMaterialized = false
    syncedOwned = false
    frameConstraints = []
    contentConstraints = [nil, nil, nil, nil]
    contentSize = .none
    measuredWidth = nil
    baselineConstraints = []
    baselineOffsets = nil
    isQueued = false
  }

  /// The solver expression for an attribute in root coordinates (directional attributes already
  /// resolved to a physical edge by the caller).
  func expression(for attribute: LayoutAttribute, rightToLeft: Bool) -> LinearExpression {
    switch attribute {
    case .left: return LinearExpression(left)
    case .right: return left + width
    case .leading: return rightToLeft ? left + width : LinearExpression(left)
    case .trailing: return rightToLeft ? LinearExpression(left) : left + width
    case .centerX: return left + width * 0.5
    case .top: return LinearExpression(top)
    case .bottom: return top + height
    case .centerY: return top + height * 0.5
    case .width: return LinearExpression(width)
    case .height: return LinearExpression(height)
    case .firstBaseline: return LinearExpression(baselineVariable(first: true))
    case .lastBaseline: return LinearExpression(baselineVariable(first: false))
    }
  }

  func baselineVariable(first: Bool) -> Variable {
    if first, let firstBaseline { return firstBaseline }
    if !first, let lastBaseline { return lastBaseline }
    let variable = Variable(displayName + (first ? ".firstBaseline" : ".lastBaseline"))
    if first { firstBaseline = variable } else { lastBaseline = variable }
    return variable
  }

  /// The solved frame in root coordinates.
  var solvedRect: CGRect {
    CGRect(x: left.value, y: top.value, width: width.value, height: height.value)
  }
}
