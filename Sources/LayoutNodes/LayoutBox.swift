import Cassowary
import Foundation

/// The rectangle of a node or guide as the solver sees it, with the bookkeeping of the engine that
/// holds it. Shared by ``LayoutNode`` and ``LayoutGuide`` so that anchors and constraints refer to
/// either the same way.
///
/// Variables are in the parent's coordinate system, as frames are: `left`/`top` are measured from the
/// top-left corner of the parent (a guide's: of its owning node). A constraint is written in the
/// coordinates of the lowest common ancestor of its boxes (see `appendTerms(for:rightToLeft:in:times:to:)`), so
/// the rows of a cell's constraints hold the cell's own variables, never those of the cells above it.
package final class LayoutBox {
  /// The node of this box, unretained: the node holds its box and clears this link in its deinit, so
  /// the link is `nil` once the node is gone (a `weak` reference would give every node a side table,
  /// which slows each retain and release of it).
  package var node: LayoutNode? {
    get { nodeLink?.takeUnretainedValue() }
    set { nodeLink = newValue.map(Unmanaged.passUnretained) }
  }
  /// ``node`` as stored, for walks that read it without retaining it.
  @exclusivity(unchecked) private(set) var nodeLink: Unmanaged<LayoutNode>?
  package weak var guide: LayoutGuide?
  /// The four variables of the box, created when the solver first needs them (an anchor of the box
  /// in a constraint, or the engine taking the box in) and named after the node or guide as it is
  /// named then, as the baselines are. A node that only frame-based layouts place never has them:
  /// creating four variables and their names cost more than the rest of a node.
  var left: Variable { storedLeft?.takeUnretainedValue() ?? createVariables().left }
  /// See ``left``.
  var top: Variable { storedTop?.takeUnretainedValue() ?? createVariables().top }
  /// See ``left``.
  var width: Variable { storedWidth?.takeUnretainedValue() ?? createVariables().width }
  /// See ``left``.
  var height: Variable { storedHeight?.takeUnretainedValue() ?? createVariables().height }
  /// The variables, held; ``solvedRect`` reads their values through the unretained copies below
  /// without a retain and a release per variable (a `var` of a class type is retained at each read).
  @exclusivity(unchecked) private var createdVariables: EdgeVariables?
  @exclusivity(unchecked) private var storedLeft: Unmanaged<Variable>?
  @exclusivity(unchecked) private var storedTop: Unmanaged<Variable>?
  @exclusivity(unchecked) private var storedWidth: Unmanaged<Variable>?
  @exclusivity(unchecked) private var storedHeight: Unmanaged<Variable>?
  /// Created when a baseline anchor is first used.
  @exclusivity(unchecked) var firstBaseline: Variable?
  @exclusivity(unchecked) var lastBaseline: Variable?

  // The engine state below is read and written by the engine alone, never in overlapping accesses:
  // no runtime exclusivity checks (see `LayoutEngine`).
  /// Every active constraint that mentions this box, in no particular order (each knows its position
  /// here: `LayoutConstraint.slots`).
  @exclusivity(unchecked) private(set) var constraints: [LayoutConstraint] = []
  /// How many active constraints have this box on their left-hand side: the solver owns the box's
  /// frame while this is positive.
  @exclusivity(unchecked) var leftHandCount = 0

  // Engine state: valid for the engine of the box's current root, reset when the box changes engine.

  /// Whether the box's variables are determined in the engine (by its own constraints or its frame).
  /// Mirrored on the node (``LayoutNode/boxIsMaterialized``), which every frame write reads.
  @exclusivity(unchecked) var isMaterialized = false {
    didSet { node?.boxIsMaterialized = isMaterialized }
  }
  /// Whether the engine treats the box as solver-owned (the last synced value of `isOwned`).
  @exclusivity(unchecked) var syncedOwned = false
  /// `left/top/width/height == frame` in the parent's coordinates, while the box is not solver-owned.
  @exclusivity(unchecked) var frameConstraints: [Constraint] = []
  /// Hugging and compression resistance: width hug, width compression, height hug, height compression.
  @exclusivity(unchecked) var contentConstraints = ContentConstraints()
  /// The content size the content constraints use.
  @exclusivity(unchecked) var contentSize = IntrinsicContentSize.none
  /// The width the height was last measured at (height-for-width).
  @exclusivity(unchecked) var measuredWidth: CGFloat?
  /// `firstBaseline == top + offset` and `lastBaseline == top + offset`.
  @exclusivity(unchecked) var baselineConstraints: [Constraint] = []
  @exclusivity(unchecked) var baselineOffsets: LayoutBaselines?
  /// Whether the box is queued for an ownership, frame, content or baseline update.
  @exclusivity(unchecked) var isQueued = false
  /// Whether the box waits for the next measurement pass (its width changed, or its content).
  @exclusivity(unchecked) var awaitsMeasurement = false
  /// Whether the box waits for the next write-back (a variable of it changed, or its frame).
  @exclusivity(unchecked) var awaitsWriteBack = false
  /// The identity of the engine that writes the box's frame back (it holds the box in `ownedBoxes`
  /// or `derivedBoxes`): a box queued for write-back by an engine it has left since is skipped,
  /// without a dictionary lookup per written box. The identity, not the engine: a box can outlive
  /// the engine of its old root (a node kept after its root went away), and the link is read before
  /// the box is materialized again; held strongly, an identity is never another engine's, and
  /// comparing it costs no weak load (a `weak` link cost one per written box, and a side table).
  @exclusivity(unchecked) var writeBackEngine: LayoutEngine.Identity?

  init() {}

  /// Creates the four variables (called once, by the first of ``left``, ``top``, ``width`` and
  /// ``height`` read).
  @inline(never)
  private func createVariables() -> EdgeVariables {
    let name = displayName
    let created = EdgeVariables(
      left: Variable(name + ".left"), top: Variable(name + ".top"), width: Variable(name + ".width"),
      height: Variable(name + ".height"))
    createdVariables = created
    storedLeft = .passUnretained(created.left)
    storedTop = .passUnretained(created.top)
    storedWidth = .passUnretained(created.width)
    storedHeight = .passUnretained(created.height)
    return created
  }

  /// Adds an active constraint that mentions the box (at `index` in its boxes).
  func attach(_ constraint: LayoutConstraint, asBox index: Int) {
    // Room for a few at the first: a box grown one constraint at a time reallocated its list at 1, 2
    // and 4.
    if constraints.capacity == 0 { constraints.reserveCapacity(6) }
    constraint.slots[box: index] = constraints.count
    constraints.append(constraint)
  }

  /// Removes a constraint (that mentions the box at `index` in its boxes), if the box holds it: the
  /// last constraint takes its place.
  func detach(_ constraint: LayoutConstraint, asBox index: Int) {
    var slot = constraint.slots[box: index]
    if !constraints.indices.contains(slot) || constraints[slot] !== constraint {
      // Not where it was put: the box let go of its constraints (its node went away), or never held it.
      guard let found = constraints.firstIndex(where: { $0 === constraint }) else { return }
      slot = found
    }
    constraint.slots[box: index] = -1
    let last = constraints.removeLast()
    guard slot < constraints.count else { return }
    constraints[slot] = last
    if let position = last.boxes.firstIndex(where: { $0 === self }) { last.slots[box: position] = slot }
  }

  /// Lets go of every constraint (breaking the cycle between a box and its constraints, whose anchors
  /// hold it).
  func detachAll() { constraints.removeAll() }

  /// Whether an active constraint has the box on its left-hand side.
  var isOwned: Bool { leftHandCount > 0 }

  /// The node whose tree the box belongs to: the node itself, or the guide's owning node.
  var ownerNode: LayoutNode? { node ?? guide?.owningNode }

  /// The box whose coordinate system the frame is in: the parent's, or the guide owner's.
  var parentBox: LayoutBox? {
    // Through the unretained parent link, with a closure (a key path would check exclusivity at run
    // time): translation asks at every step of a walk up the tree.
    if let node { return node.parentLink?._withUnsafeGuaranteedRef { $0.box } }
    return guide?.owningNode?.box
  }

  /// The root of the box's tree (its node's, or its guide's owning node's), unretained; `nil` for a
  /// guide not added to a node.
  var unretainedRoot: Unmanaged<LayoutNode>? {
    guard let node = nodeLink ?? guide?.owningNode.map(Unmanaged.passUnretained) else { return nil }
    return node._withUnsafeGuaranteedRef { $0.unretainedRoot }
  }

  /// ``parentBox``, unretained: translation walks up the tree for every position term, and retaining
  /// and releasing each box and node on the way was a sixth of the layer's reference counting. Valid
  /// while the tree holds the boxes (a node holds its box, a parent its children).
  var unretainedParentBox: Unmanaged<LayoutBox>? {
    guard let node = nodeLink else {
      return guide?.owningNode.map { Unmanaged.passUnretained($0.box) }
    }
    return node._withUnsafeGuaranteedRef { node in
      node.parentLink?._withUnsafeGuaranteedRef { Unmanaged.passUnretained($0.box) }
    }
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
    contentConstraints = ContentConstraints()
    contentSize = .none
    measuredWidth = nil
    baselineConstraints = []
    baselineOffsets = nil
    isQueued = false
    awaitsMeasurement = false
    awaitsWriteBack = false
    writeBackEngine = nil
  }

  /// Appends `factor ×` the solver expression of an attribute in the coordinates of `frame` (an
  /// ancestor of the box, or the box itself; `nil` for the root's) to `terms`, directional attributes
  /// already resolved to a physical edge by the caller: the attribute's offset from the box's own
  /// origin, then the box's origin in `frame` (the `left` or `top` of the box and of each ancestor
  /// below `frame`). Its constant is always zero.
  func appendTerms(
    for attribute: LayoutAttribute, rightToLeft: Bool, in frame: LayoutBox?, times factor: Double,
    to terms: inout [Term]
  ) {
    switch attribute {
    case .width: return terms.append(Term(width, coefficient: factor))
    case .height: return terms.append(Term(height, coefficient: factor))
    case .left, .top: break
    case .right, .bottom: terms.append(Term(attribute == .right ? width : height, coefficient: factor))
    case .leading: if rightToLeft { terms.append(Term(width, coefficient: factor)) }
    case .trailing: if !rightToLeft { terms.append(Term(width, coefficient: factor)) }
    case .centerX: terms.append(Term(width, coefficient: 0.5 * factor))
    case .centerY: terms.append(Term(height, coefficient: 0.5 * factor))
    case .firstBaseline: terms.append(Term(baselineVariable(first: true), coefficient: factor))
    case .lastBaseline: terms.append(Term(baselineVariable(first: false), coefficient: factor))
    }
    let horizontal = attribute.isHorizontalPosition
    let frameAddress = frame.map { Unmanaged.passUnretained($0).toOpaque() }
    // A loop, not recursion: trees may be thousands of levels deep.
    var current = Unmanaged.passUnretained(self)
    while current.toOpaque() != frameAddress,
      let parent = current._withUnsafeGuaranteedRef({ $0.unretainedParentBox })
    {
      current._withUnsafeGuaranteedRef { box in
        terms.append(Term(horizontal ? box.left : box.top, coefficient: factor))
      }
      current = parent
    }
  }

  /// The boxes whose `left`/`top` make up this box's origin in the coordinates of `frame`: the box
  /// and its ancestors below `frame` (the root's origin is zero in its own coordinates).
  func path(to frame: LayoutBox?) -> [LayoutBox] {
    var boxes: [LayoutBox] = []
    var current: LayoutBox? = self
    // A loop, not recursion: trees may be thousands of levels deep.
    while let box = current, box !== frame, let parent = box.parentBox {
      boxes.append(box)
      current = parent
    }
    return boxes
  }

  /// The number of boxes above this one up to the root.
  var depth: Int {
    var count = 0
    var current = parentBox
    while let box = current {
      count += 1
      current = box.parentBox
    }
    return count
  }

  /// The lowest box that is this box or an ancestor of it and of `other` (`nil` if they are in
  /// different trees).
  func commonAncestor(with other: LayoutBox) -> LayoutBox? {
    // Most constraints relate a box to itself, its parent or a sibling: answered without the depths.
    if other === self { return self }
    let parent = unretainedParentBox?.toOpaque(), otherParent = other.unretainedParentBox?.toOpaque()
    if parent == Unmanaged.passUnretained(other).toOpaque() { return other }
    if otherParent == Unmanaged.passUnretained(self).toOpaque() { return self }
    if let parent, parent == otherParent { return Unmanaged<LayoutBox>.fromOpaque(parent).takeUnretainedValue() }
    var a: LayoutBox? = self, b: LayoutBox? = other
    var depthA = depth, depthB = other.depth
    while depthA > depthB, let box = a {
      a = box.parentBox
      depthA -= 1
    }
    while depthB > depthA, let box = b {
      b = box.parentBox
      depthB -= 1
    }
    while let boxA = a, let boxB = b, boxA !== boxB {
      a = boxA.parentBox
      b = boxB.parentBox
    }
    return a
  }

  func baselineVariable(first: Bool) -> Variable {
    if first, let firstBaseline { return firstBaseline }
    if !first, let lastBaseline { return lastBaseline }
    let variable = Variable(displayName + (first ? ".firstBaseline" : ".lastBaseline"))
    if first { firstBaseline = variable } else { lastBaseline = variable }
    return variable
  }

  /// The solved frame, in the parent's coordinates.
  var solvedRect: CGRect {
    // Variables not created yet have never been solved: their values would be zero.
    guard let storedLeft, let storedTop, let storedWidth, let storedHeight else { return .zero }
    return CGRect(
      x: storedLeft._withUnsafeGuaranteedRef(\._value), y: storedTop._withUnsafeGuaranteedRef(\._value),
      width: storedWidth._withUnsafeGuaranteedRef(\._value), height: storedHeight._withUnsafeGuaranteedRef(\._value))
  }
}

extension LayoutBox {
  /// The variables of a box's left, top, width and height, created together.
  struct EdgeVariables {
    let left: Variable
    let top: Variable
    let width: Variable
    let height: Variable
  }
}
