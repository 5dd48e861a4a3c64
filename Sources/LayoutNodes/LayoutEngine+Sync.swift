import Cassowary
import Foundation

extension LayoutEngine {
  /// Applies the queued changes to the solver: removals, then updates, then additions.
  func sync() {
    // Measure closures run from here on (content sizes) may take nodes out of the tree.
    let detached = subtreesDetached
    updateGeneratedConstraints()
    let constraints = queuedConstraints
    queuedConstraints = []
    var additions: [LayoutConstraint] = []
    var relaxed = false
    var takenOut: [LayoutConstraint] = []
    var refusedUpdates: [RefusedUpdate] = []
    for constraint in constraints {
      constraint.isQueued = false
      let wanted = constraint.storedIsActive && constraint.engine === self
      defer { constraint.needsRebuild = false }
      if let installed = constraint.solverConstraint, !holds(installed) {
        constraint.solverConstraint = nil  // installed in a solver that is gone
      }
      guard let installed = constraint.solverConstraint else {
        if wanted {
          rejected.removeAll { $0 === constraint }
          additions.append(constraint)
        }
        continue
      }
      if !wanted {
        uninstall(installed)
        constraint.solverConstraint = nil
        if constraint.engine === self { constraint.engine = nil }
        relaxed = true
        continue
      }
      let crossesRequired = constraint.priority.isRequired != constraint.installedPriority.isRequired
      // Deactivated by a move of its subtree (which forgot the subtree's boxes) and reactivated before
      // this pass: still installed, but its boxes are no longer materialized or written back.
      let lostBoxes = constraint.boxes.contains { !$0.isMaterialized }
      // A kept definition's new priority makes it a solver constraint (its new constant is set in
      // place, by `update`).
      let redefines = isDefinition(installed) && constraint.priority != constraint.installedPriority
      if crossesRequired || constraint.needsRebuild || lostBoxes || redefines {
        // A change to or from required is a remove + add, which Auto Layout would refuse to do; so is
        // a direction change, which maps leading/trailing to other edges (and may mirror the constraint).
        uninstall(installed)
        constraint.solverConstraint = nil
        additions.append(constraint)
        relaxed = true
        continue
      }
      do {
        relaxed = try update(installed, of: constraint) || relaxed
      } catch {
        refusedUpdates.append(RefusedUpdate(constraint: constraint, error: error))
      }
    }
    // Refused now, a new constant may fit once the others are in: raising a minimum above the old
    // maximum while raising the maximum too is refused only if the minimum goes first.
    relaxed = retry(refusedUpdates, takenOut: &takenOut) || relaxed
    rejected.removeAll { !$0.storedIsActive || $0.engine !== self }
    relaxed = syncBoxes() || relaxed
    if relaxed, !rejected.isEmpty {
      // Something that conflicted may fit now: retry in activation order.
      additions = (rejected + additions).sorted { $0.activationOrder < $1.activationOrder }
      rejected = []
    }
    // A first layout adds the whole tree at once: room in the tables for what the additions will
    // record, so that they are not rehashed at every doubling on the way. Per addition, about two
    // origins (its own, and one content or frame constraint of its boxes) and a third of a box of
    // four variables (a feed cell: 51 constraints, 16 boxes).
    if additions.count > 64 {
      origins.reserveCapacity(origins.count + 2 * additions.count)
      boxesByVariable.reserveCapacity(boxesByVariable.count + additions.count + additions.count / 4)
      solver._reserveCapacity(constraints: 2 * additions.count, variables: additions.count + additions.count / 4)
    }
    // The soft content constraints of the measured boxes (text, a measure closure) that the additions
    // materialize go in after the additions. Installed as each box was materialized, they made its
    // size basic before the constraints that relate sizes arrived, and such a constraint (a label's
    // width equal to its cell's less the insets, over sizes that were all basic) had no subject left:
    // it went in through the dual simplex, nine times per feed cell (a sixth of building a feed).
    // Installed after them, the constraint is solved for a size, and each soft content constraint for
    // its own error symbol. A required one still goes in at once (after the additions, a required
    // bound on a basic size has no subject either), and so do the content constraints of boxes of
    // fixed size: rows of them in `.equalSpacing` took a degenerate pivot per node when their sizes
    // were written in other symbols (see `contentUpdateOrder`).
    boxesAwaitingContent = []
    for constraint in additions { add(constraint, subtreesDetachedBefore: detached) }
    let awaitingContent = boxesAwaitingContent ?? []
    boxesAwaitingContent = nil
    // A measure closure run meanwhile may have taken a box's node out of the tree, which forgot the
    // box: its content constraints would go into a solver that no longer knows its variables.
    for box in awaitingContent where box.isMaterialized { updateContent(box) }
    syncCount += 1
    // Taken out for a refused change: retried from the next relaxation on, not in this pass.
    rejected += takenOut
    checkPriorityBudget()
  }

  /// Lets the nodes that asked regenerate their constraints (a stack whose arrangement changed), which
  /// queues the changes this pass then applies. A node regenerating may ask again (it moved to another
  /// tree, say): the loop runs until no request is left.
  private func updateGeneratedConstraints() {
    while !constraintUpdateRequests.isEmpty {
      let requests = constraintUpdateRequests
      constraintUpdateRequests = []
      for request in requests { request.node?.updateGeneratedConstraints() }
    }
  }

  /// Applies a new constant or non-required priority to an installed constraint; returns whether
  /// it changed anything. A change the solver refuses (a constant that breaks required constraints)
  /// throws and leaves the solver as it was.
  private func update(_ installed: Constraint, of constraint: LayoutConstraint) throws(SolverError) -> Bool {
    var changed = false
    if isDefinition(installed) {
      changed = try setDefinitionConstant(of: constraint)
    } else {
      changed = try setUserConstant(-Double(constraint.constant), of: installed)
    }
    if constraint.priority != constraint.installedPriority {
      try changeStrength(constraint.priority.strength, of: installed)
      constraint.installedPriority = constraint.priority
      changed = true
    }
    return changed
  }

  /// Applies the updates the solver refused, again, for as long as one more of them goes in; returns
  /// whether anything changed. When none goes in, the first still refused is taken out, as a
  /// conflicting activation is (an installed constraint always holds with its current values, and a
  /// refused one is retried when something relaxes), and the others are tried again without it.
  private func retry(_ refused: [RefusedUpdate], takenOut: inout [LayoutConstraint]) -> Bool {
    var pending = refused
    var changed = false
    while !pending.isEmpty {
      var progressed = true
      while progressed {
        progressed = false
        var index = 0
        while index < pending.count {
          // Read again at each try: taking out a definition reinstalls the constraints it was
          // substituted into, which replaces their solver constraints (or rejects them).
          guard let installed = pending[index].constraint.solverConstraint else {
            pending.remove(at: index)
            continue
          }
          do {
            _ = try update(installed, of: pending[index].constraint)
            pending.remove(at: index)
            progressed = true
            changed = true
          } catch {
            pending[index].error = error
            index += 1
          }
        }
      }
      guard !pending.isEmpty else { break }
      let refusal = pending.removeFirst()
      if let installed = refusal.constraint.solverConstraint { uninstall(installed) }
      refusal.constraint.solverConstraint = nil
      takenOut.append(refusal.constraint)
      diagnose(
        refusal.error, installing: refusal.constraint,
        action: "took out the constraint, whose new constant or priority conflicts")
      changed = true
    }
    return changed
  }

  /// Translates and installs a user constraint, or records the conflict and keeps it for a retry;
  /// `subtreesDetachedBefore` is ``subtreesDetached`` when the pass's sync began.
  private func add(_ constraint: LayoutConstraint, subtreesDetachedBefore detached: Int) {
    let frame = coordinateFrame(of: constraint)
    let solverConstraint = translate(constraint, mirrored: isMirrored(constraint), in: frame)
    // The ancestors whose origins the constraint's positions add up must be determined too; from the
    // top down, so that materializing one never recurses through the others.
    prepareAncestors(of: constraint.firstAnchor, below: frame)
    for term in constraint.terms { prepareAncestors(of: term.anchor, below: frame) }
    // Preparing a box measures its content, and a measure closure may take nodes out of the tree: a
    // constraint of a node taken out, by an earlier addition's closure or by this one's, was
    // deactivated (or went with the node to its new tree). Its boxes are then not this tree's to
    // prepare (a parentless node's box would be made the root's), nor is it this solver's to hold.
    // (Asked only once a subtree left during the sync: reading the constraint's engine, a weak
    // reference, is a call.)
    func isStillAdded() -> Bool {
      subtreesDetached == detached || (constraint.storedIsActive && constraint.engine === self)
    }
    for box in constraint.boxes {
      guard isStillAdded() else { return }
      prepare(box)
    }
    guard subtreesDetached == detached else {
      // Still ours, perhaps after a move within the tree and a reactivation: translated in the
      // coordinates of the tree as it was, it is translated again at the pass's next round.
      if isStillAdded() { queue(constraint) }
      return
    }
    // A coefficient can vanish from the translation with the root's origin (zero in its own
    // coordinates); a NaN or infinite one is refused all the same, as the solver refuses it, and
    // before the rest of the constraint can be kept as a position definition.
    guard constraint.terms.allSatisfy({ $0.coefficient.isFinite }) else {
      rejected.append(constraint)
      diagnose(SolverError.nonFiniteValue, installing: constraint, action: "did not install")
      return
    }
    if keepAsDefinition(constraint, solverConstraint, in: frame) {
      constraint.solverConstraint = solverConstraint
      constraint.installedPriority = constraint.priority
      return
    }
    do throws(SolverError) {
      constraint.solverConstraint = try installUserConstraint(solverConstraint, for: constraint)
      constraint.installedPriority = constraint.priority
    } catch {
      rejected.append(constraint)
      diagnose(error, installing: constraint, action: "did not install")
    }
  }

  // MARK: - Translation

  /// Whether the constraint reads right to left: the first `leading`/`trailing` anchor in it (left-hand
  /// side first) belongs to a right-to-left node. Its horizontal positions are then measured leftwards
  /// (negated), as Auto Layout mirrors the whole constraint.
  func isMirrored(_ constraint: LayoutConstraint) -> Bool {
    let first = constraint.firstAnchor
    if first.attribute.isDirectional { return direction(of: first.box) == .rightToLeft }
    guard let directional = constraint.terms.first(where: { $0.anchor.attribute.isDirectional }) else { return false }
    return direction(of: directional.anchor.box) == .rightToLeft
  }

  func direction(of box: LayoutBox) -> LayoutDirection {
    box.ownerNode?.layoutDirection ?? .leftToRight
  }

  /// The box in whose coordinates a constraint is written: the lowest common ancestor of the boxes of
  /// its positions when their coefficients add up to zero (the constraint then reads the same wherever
  /// that ancestor is), else the root (`nil`), from whose corner a position against a constant is
  /// measured. Sizes need no coordinates.
  ///
  /// This keeps a cell's rows free of the cells above it: `label.top == cell.top + 8` is
  /// `label.top == 8` in the cell's coordinates, whatever the cell's place in a feed.
  func coordinateFrame(of constraint: LayoutConstraint) -> LayoutBox? {
    var frame: LayoutBox?
    var sum = 0.0, magnitude = 0.0
    func include(_ anchor: AnyLayoutAnchor, _ coefficient: Double) -> Bool {
      guard anchor.attribute.isPosition else { return true }
      sum += coefficient
      magnitude += abs(coefficient)
      guard let current = frame else {
        frame = anchor.box
        return true
      }
      frame = current.commonAncestor(with: anchor.box)
      return frame != nil
    }
    guard include(constraint.firstAnchor, 1) else { return nil }
    for term in constraint.terms where !include(term.anchor, -Double(term.coefficient)) { return nil }
    return abs(sum) <= 1e-12 * magnitude ? frame : nil
  }

  /// Materializes the ancestors of a position anchor's box whose origins its expression in `frame`
  /// adds up, top down.
  private func prepareAncestors(of anchor: AnyLayoutAnchor, below frame: LayoutBox?) {
    // The frame's own anchors add no origin: walking up from the frame would never meet it, and went
    // to the root for every `child.top == parent.top` (quadratic in a nest's depth).
    guard anchor.attribute.isPosition, anchor.box !== frame else { return }
    var missing: [LayoutBox] = []
    let frameAddress = frame.map { Unmanaged.passUnretained($0).toOpaque() }
    var current = anchor.box.unretainedParentBox
    // Unretained: the walk runs for every position anchor translated.
    while let box = current, box.toOpaque() != frameAddress,
      let parent = box._withUnsafeGuaranteedRef({ $0.unretainedParentBox })
    {
      box._withUnsafeGuaranteedRef { if !$0.isMaterialized { missing.append($0) } }
      current = parent
    }
    for box in missing.reversed() { prepare(box) }
  }

  /// The solver constraint for `first relation Σ terms + constant`, in the coordinates of `frame`:
  /// `first - Σ coefficient·term - constant`, each anchor's terms written out in place.
  func translate(_ constraint: LayoutConstraint, mirrored: Bool, in frame: LayoutBox?) -> Constraint {
    var terms: [Term] = []
    terms.reserveCapacity(4 + 3 * constraint.terms.count)
    func append(_ anchor: AnyLayoutAnchor, times factor: Double) {
      let rightToLeft = anchor.attribute.isDirectional && direction(of: anchor.box) == .rightToLeft
      let sign = mirrored && anchor.attribute.isHorizontalPosition ? -1.0 : 1.0
      anchor.box.appendTerms(
        for: anchor.attribute, rightToLeft: rightToLeft, in: frame, times: sign * factor, to: &terms)
    }
    append(constraint.firstAnchor, times: 1)
    for term in constraint.terms { append(term.anchor, times: -Double(term.coefficient)) }
    return Constraint(
      LinearExpression(terms, constant: -Double(constraint.constant)), constraint.relation,
      strength: constraint.priority.strength)
  }

  // MARK: - Boxes

  /// Makes sure a box's variables are determined in the solver, and its baselines tied to its top.
  func prepare(_ box: LayoutBox) {
    materialize(box)
    // Baseline variables appear when a constraint first uses them: install the missing ones.
    let baselineCount = (box.firstBaseline == nil ? 0 : 1) + (box.lastBaseline == nil ? 0 : 1)
    if box.baselineConstraints.count != baselineCount {
      box.baselineConstraints.forEach(uninstall)
      installBaselines(box)
    }
  }

  /// Puts a box into the solver: the root at the origin with its size edited; a safe-area or margins
  /// guide inset from its node; a solver-owned box with its content constraints; any other box at its
  /// frame, relative to its (materialized) parent.
  func materialize(_ box: LayoutBox) {
    guard !box.isMaterialized else { return }
    box.isMaterialized = true
    box.writeBackEngine = nil
    registerVariables(of: box)
    if let node = box.node, node.parent == nil {
      materializeRoot(box)
    } else if let guide = box.guide, guide.role != .user {
      derivedBoxes[ObjectIdentifier(box)] = box
      box.writeBackEngine = identity
      installFrameConstraints(box)
    } else if box.isOwned {
      box.syncedOwned = true
      ownedBoxes[ObjectIdentifier(box)] = box
      box.writeBackEngine = identity
      if boxesAwaitingContent != nil, box.node?.measuresContent == true {
        updateContent(box, requiredOnly: true)
        boxesAwaitingContent?.append(box)
      } else {
        updateContent(box)
      }
    } else {
      installFrameConstraints(box)
    }
    // A box written back from now on is written back at the next pass, whether or not the solved
    // values differ from the ones its new variables hold.
    if box.writeBackEngine === identity { awaitWriteBack(box) }
  }

  private func materializeRoot(_ box: LayoutBox) {
    rootBox = box
    for (variable, attribute) in [(box.left, LayoutAttribute.left), (box.top, .top)] {
      let pin = Constraint(LinearExpression(variable), .equal)
      try? install(pin, origin: .rootOrigin(box, attribute))
    }
    try? solver.addEditVariable(box.width, strength: LayoutPriority.rootSizeStrength)
    try? solver.addEditVariable(box.height, strength: LayoutPriority.rootSizeStrength)
    suggestedSize = nil
    // Suggest the size before the tree's constraints arrive: added against a 0×0 root, every content
    // size would start out violated and each addition would re-balance them all (measured: 100×
    // slower for a feed of ten cells).
    if let root { suggestRootSize(root) }
  }

  /// Re-applies what changed for queued boxes (ownership, frames, insets, content); returns whether a
  /// frame or content constant was relaxed or changed.
  private func syncBoxes() -> Bool {
    var changed = false
    while !queuedBoxes.isEmpty {
      let boxes = queuedBoxes
      queuedBoxes = []
      for box in boxes {
        box.isQueued = false
        guard box.isMaterialized, box !== rootBox else { continue }
        changed = true
        if let guide = box.guide, guide.role != .user {
          updateFrameConstraints(box)
        } else if box.isOwned != box.syncedOwned {
          if box.isOwned {
            box.frameConstraints.forEach(uninstall)
            box.frameConstraints = []
            box.syncedOwned = true
            ownedBoxes[ObjectIdentifier(box)] = box
            box.writeBackEngine = identity
            updateContent(box)
          } else {
            removeContent(box)
            box.syncedOwned = false
            ownedBoxes[ObjectIdentifier(box)] = nil
            box.writeBackEngine = nil
            installFrameConstraints(box)
          }
        } else if box.isOwned {
          updateContent(box)
        } else {
          updateFrameConstraints(box)
        }
        // A box this engine writes back is written back after any change the queue brought (its
        // ownership, its insets, a frame set by hand, perhaps while it was briefly frame-based): the
        // solver's values for it need not change.
        if box.writeBackEngine === identity { awaitWriteBack(box) }
        if !box.baselineConstraints.isEmpty { updateBaselines(box) }
      }
    }
    return changed
  }

  // MARK: Frames of frame-based boxes and system guides

  /// The four relations that fix a box at its frame (or a system guide at its insets) relative to its
  /// parent, as `(variable, parent variable or nil, attribute)`.
  private func frameTargets(_ box: LayoutBox) -> [(LayoutAttribute, Double)] {
    if let guide = box.guide, guide.role != .user, let owner = guide.owningNode {
      let insets = guide.role == .safeArea ? owner.assignedSafeAreaInsets : owner.layoutMargins
      return [
        (.left, Double(insets.left)), (.top, Double(insets.top)),
        (.width, -Double(insets.left + insets.right)), (.height, -Double(insets.top + insets.bottom)),
      ]
    }
    let frame = box.frame
    return [
      (.left, Double(frame.origin.x)), (.top, Double(frame.origin.y)), (.width, Double(frame.size.width)),
      (.height, Double(frame.size.height)),
    ]
  }

  private func installFrameConstraints(_ box: LayoutBox) {
    guard let parent = box.parentBox else { return }
    materialize(parent)
    let isGuide = box.guide.map { $0.role != .user } ?? false
    var installed: [Constraint] = []
    for (attribute, value) in frameTargets(box) {
      let constraint: Constraint
      switch attribute {
      // Positions are in the parent's coordinates already: a frame's origin is the box's `left`/`top`.
      case .left: constraint = box.left == LinearExpression(constant: value)
      case .top: constraint = box.top == LinearExpression(constant: value)
      case .width:
        constraint = isGuide ? box.width == parent.width + value : box.width == LinearExpression(constant: value)
      default:
        constraint = isGuide ? box.height == parent.height + value : box.height == LinearExpression(constant: value)
      }
      let origin: ConstraintOrigin = isGuide ? .guideInset(box, attribute) : .frame(box, attribute)
      if installFact(constraint, origin: origin, box: box) { installed.append(constraint) }
    }
    box.frameConstraints = installed
  }

  private func updateFrameConstraints(_ box: LayoutBox) {
    guard box.frameConstraints.count == 4 else {
      box.frameConstraints.forEach(uninstall)
      installFrameConstraints(box)
      return
    }
    for (constraint, (_, value)) in zip(box.frameConstraints, frameTargets(box)) {
      // `box.x == parent.x + value` normalises to `box.x - parent.x - value`.
      guard constraint._constant != -value else { continue }
      setSystemConstant(-value, of: constraint, box: box)
    }
  }
}

extension LayoutAttribute {
  /// Whether the attribute is a position (an edge, a center or a baseline), not a size.
  var isPosition: Bool { self != .width && self != .height }

  var isHorizontalPosition: Bool {
    switch self {
    case .left, .right, .leading, .trailing, .centerX: return true
    default: return false
    }
  }
}

/// A new constant or priority the solver refused during a pass, kept to be tried again once the pass's
/// other updates are in.
private struct RefusedUpdate {
  let constraint: LayoutConstraint
  var error: SolverError
}
