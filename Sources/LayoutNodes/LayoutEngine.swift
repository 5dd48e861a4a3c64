import Cassowary
import Foundation

/// The solver of one tree, owned by its root: which constraints are active, what is installed in the
/// solver, and what changed since the last pass.
///
/// Changes are queued (activation, deactivation, constant, priority, frames of frame-based nodes,
/// content sizes) and applied incrementally at the next pass: removals first, then updates, then
/// additions, so that a batch of changes never trips over its own intermediate states.
final class LayoutEngine {
  // The engine's state is read and written only by the engine's own methods, on the thread that lays
  // its tree out, and no access to one property overlaps another to it: the runtime exclusivity
  // checks (a thread-local access set, about 80 instructions per access) cost 5 % of building a feed
  // of anchored cells and 7 % of resizing it (callgrind, layout-feed-10, per cell: build 3.20M -> 3.04M,
  // resize pass 84.7K -> 79.0K instructions with the boxes' and constraints' engine state unchecked
  // too). Hence `@exclusivity(unchecked)`.
  //
  // The root is not held weakly: a weak reference gives the root node a side table for its reference
  // counts, after which every retain and release of it takes the runtime's slow path (every node that
  // ever asked for a layout was the root of its own engine once, before it joined a tree: a linear
  // layout sets its padding when it is created). The root holds its engine and clears this link in
  // its deinit, so the link never outlives the root.
  @exclusivity(unchecked) unowned(unsafe) var root: LayoutNode?
  let solver = Solver()
  /// Whether the next `layoutIfNeeded()` has work to do.
  @exclusivity(unchecked) var needsPass = true
  @exclusivity(unchecked) var isLayingOut = false

  /// Every active constraint of the tree, in no particular order (each knows its position:
  /// `LayoutConstraint.slots.engine`).
  @exclusivity(unchecked) private(set) var registered: [LayoutConstraint] = []
  @exclusivity(unchecked) var nextActivationOrder = 0
  @exclusivity(unchecked) var queuedConstraints: [LayoutConstraint] = []
  @exclusivity(unchecked) var queuedBoxes: [LayoutBox] = []
  /// Active constraints a conflict kept out of the solver; retried when something is relaxed.
  @exclusivity(unchecked) var rejected: [LayoutConstraint] = []

  /// Materialized, solver-owned boxes: their frames are written back.
  @exclusivity(unchecked) var ownedBoxes = IdentityMap<LayoutBox>()
  /// Materialized safe-area and margins guides: their frames are written back too.
  @exclusivity(unchecked) var derivedBoxes = IdentityMap<LayoutBox>()
  /// Owned boxes measured by text or a measure closure (height for width).
  @exclusivity(unchecked) var measuredBoxes = IdentityMap<LayoutBox>()
  /// Boxes with baseline constraints.
  @exclusivity(unchecked) var baselineBoxes = IdentityMap<LayoutBox>()
  /// The box materialized as the root (its left/top pinned to 0, its size edited).
  @exclusivity(unchecked) var rootBox: LayoutBox?
  /// How many subtrees left the tree (``detach(subtree:)``): a change during a sync tells that a
  /// measure closure took nodes out meanwhile (see `add(_:subtreesDetachedBefore:)`).
  @exclusivity(unchecked) var subtreesDetached = 0
  @exclusivity(unchecked) var suggestedSize: CGSize?
  /// The root size at the end of the previous pass (its hook runs when the size changes).
  @exclusivity(unchecked) var lastRootSize: CGSize?
  /// Nodes that generate constraints (stacks) and asked to regenerate them before the next pass, held
  /// weakly: a strong reference from the root's engine would keep a tree that is never laid out alive.
  /// (The `layoutSubviews` requests are kept by the root itself, ``LayoutNode/hookRequests``.)
  @exclusivity(unchecked) var constraintUpdateRequests: [WeakNode] = []

  /// Definitions of positions and sizes kept out of the solver (`LayoutEngine+Definitions.swift`), by
  /// the coordinate each defines; each one's coordinate by its constraint; how many definitions read
  /// each variable, and where the earliest of them is in the order.
  @exclusivity(unchecked) var definitions = IdentityMap<CoordinateDefinition>()
  @exclusivity(unchecked) var definedBy = IdentityMap<ObjectIdentifier>()
  @exclusivity(unchecked) var definitionUses = IdentityMap<CoordinateReads>()
  @exclusivity(unchecked) var nextDefinitionSequence = 0
  /// The sequences between those given in order that definitions placed before their readers took
  /// (see `placeBeforeReaders`).
  @exclusivity(unchecked) var insertedDefinitionSequences: Set<Int> = []
  /// The step between the sequences of definitions kept in order, which leaves places between them.
  static let definitionSequenceStride = 1 << 16
  /// The place in the order of definitions of each coordinate whose definition went away, which a new
  /// definition of it may take (see `keepAsDefinition`).
  @exclusivity(unchecked) var droppedDefinitions = IdentityMap<DroppedDefinition>()
  /// How many passes have applied their changes (`sync()`): the pass a dropped definition went away in.
  @exclusivity(unchecked) var syncCount = 0
  /// The definitions flattened for evaluation; `nil` when they changed since.
  @exclusivity(unchecked) var definitionProgram: DefinitionProgram?
  /// The coordinates defined since ``definitionProgram`` was compiled, oldest first: appended to it at
  /// the next evaluation (a row added to a long list then costs its own steps, not a compilation of
  /// every definition of the list).
  @exclusivity(unchecked) var definitionsToAppend: [ObjectIdentifier] = []
  /// The installed user constraints with definitions substituted into them (`DefinitionExpansion.swift`),
  /// by installed constraint; and those constraints by the definitions substituted with their own
  /// expressions, and by those substituted with resolved expressions.
  @exclusivity(unchecked) var expansions: [ObjectIdentifier: DefinitionExpansion] = [:]
  @exclusivity(unchecked) var expandedBy: [ObjectIdentifier: DependentConstraints] = [:]
  @exclusivity(unchecked) var resolvedBy: [ObjectIdentifier: DependentConstraints] = [:]
  /// The resolved expressions of definitions that read others, by the coordinate each defines, valid
  /// in the epoch they carry; the epoch moves on whenever a definition goes away, takes a dropped
  /// one's place or changes its constant (`ResolvedDefinitions.swift`).
  @exclusivity(unchecked) var resolvedExpressions = IdentityMap<ResolvedExpression>()
  @exclusivity(unchecked) var definitionEpoch = 0
  /// The definitions that resolved expressions substituted into constraints were resolved through,
  /// registered as readers of the coordinates they mention (by coordinate), and whether each one is.
  @exclusivity(unchecked) var definitionReaders = IdentityMap<[DefinitionReader]>()
  @exclusivity(unchecked) var registeredReaders = IdentityMap<Bool>()
  /// The definitions that long substitutions started from (see `LayoutEngine.substitutionBudget`).
  @exclusivity(unchecked) var longSubstitutionStarts = IdentityMap<Bool>()

  /// The materialized box of each `left`, `top`, `width` and `height` variable, and the boxes that
  /// wait for measurement and for write-back: a pass visits the boxes whose values changed, not
  /// every box of the tree (see `LayoutEngine+Changes.swift`).
  @exclusivity(unchecked) var boxesByVariable = IdentityMap<LayoutBox>()
  @exclusivity(unchecked) var measurementQueue: [LayoutBox] = []
  /// The measured boxes a pass's additions materialized, whose soft content constraints wait until
  /// the additions are installed (`nil` outside the additions; see `sync()`).
  @exclusivity(unchecked) var boxesAwaitingContent: [LayoutBox]?
  @exclusivity(unchecked) var writeBackQueue: [LayoutBox] = []
  /// Whether the next write-back visits every box: on an engine's first pass and after a change of
  /// direction. Otherwise a pass writes back the boxes whose values the solver or a definition
  /// changed, and the boxes queued by the change itself (new to the solver, newly solver-owned, a
  /// system guide whose insets changed, a frame set by hand on a solver-owned box): a row appended to
  /// a list of 10,000 costs that row, not the list.
  @exclusivity(unchecked) var writesBackEverything = true

  /// What each solver constraint stands for, for diagnostics.
  @exclusivity(unchecked) var origins: [ObjectIdentifier: ConstraintOrigin] = [:]
  /// The sum of the strengths of installed non-required constraints.
  @exclusivity(unchecked) var nonRequiredStrength: Double = 0
  @exclusivity(unchecked) var budgetReported = false

  /// Re-measure passes per layout pass before giving up on height for width (see `measureUntilStable`).
  static let maxMeasurePasses = 4
  /// Solve-and-hook rounds per `layoutIfNeeded()` (hooks that set frames cause another round).
  static let maxRounds = 4

  /// What a box holds to know which engine writes its frame back (`LayoutBox.writeBackEngine`).
  final class Identity {}
  let identity = Identity()

  init(root: LayoutNode) {
    self.root = root
    solver._recordsChangedVariables = true
    solver._resetsReleasedVariables = false
  }

  // MARK: - Activation

  /// Activates a constraint in the engine of its nodes' common root, or records why it cannot.
  static func activate(_ constraint: LayoutConstraint) {
    let boxes = constraint.boxes
    // The common case, boxes of one tree, is found without retaining the nodes on the way up (a
    // feed activates thousands of constraints in one batch).
    if let root = boxes[0].unretainedRoot,
      boxes.dropFirst().allSatisfy({ $0.unretainedRoot?.toOpaque() == root.toOpaque() })
    {
      root._withUnsafeGuaranteedRef { $0.engineOrCreate.register(constraint) }
      return
    }
    for box in boxes where box.ownerNode == nil {
      let anyRoot = boxes.lazy.compactMap(\.ownerNode).first?.root
      anyRoot?.record(
        LayoutDiagnostic(kind: .noCommonAncestor, constraint: constraint, nodes: anyRoot.map { [$0] } ?? []) {
          "Not activated: \(constraint)\n\(box.displayName) is a guide that was not added to a node."
        })
      return
    }
    guard let firstOwner = boxes[0].ownerNode else { return }
    let root = firstOwner.root
    for box in boxes.dropFirst() {
      guard let owner = box.ownerNode, owner.root !== root else { continue }
      root.record(
        LayoutDiagnostic(kind: .noCommonAncestor, constraint: constraint, nodes: [firstOwner, owner]) {
          "Not activated: \(constraint)\n\(firstOwner.name) and \(owner.name) share no common ancestor "
            + "(\(firstOwner.name) is in the tree of \(root.name), \(owner.name) in the tree of \(owner.root.name))."
        })
      return
    }
    root.engineOrCreate.register(constraint)
  }

  /// Deactivates a constraint: it leaves its boxes now and the solver at the next pass.
  static func deactivate(_ constraint: LayoutConstraint) {
    constraint.storedIsActive = false
    for (index, box) in constraint.boxes.enumerated() { box.detach(constraint, asBox: index) }
    let first = constraint.firstAnchor.box
    first.leftHandCount -= 1
    if first.leftHandCount == 0 { first.node?.ownershipDidChange() }
    guard let engine = constraint.engine else { return }
    engine.unenroll(constraint)
    if first.leftHandCount == 0 { engine.queue(first) }
    engine.queue(constraint)
  }

  func register(_ constraint: LayoutConstraint) {
    if let previous = constraint.engine, previous !== self { previous.release(constraint) }
    constraint.storedIsActive = true
    constraint.engine = self
    constraint.activationOrder = nextActivationOrder
    nextActivationOrder += 1
    enroll(constraint)
    for (index, box) in constraint.boxes.enumerated() { box.attach(constraint, asBox: index) }
    let first = constraint.firstAnchor.box
    first.leftHandCount += 1
    if first.leftHandCount == 1 {
      queue(first)
      first.node?.ownershipDidChange()
    }
    queue(constraint)
  }

  /// Adds a constraint to the list of the tree's active constraints.
  private func enroll(_ constraint: LayoutConstraint) {
    constraint.slots.engine = registered.count
    registered.append(constraint)
  }

  /// Removes a constraint from the list of the tree's active constraints, if it is there: the last
  /// one takes its place.
  private func unenroll(_ constraint: LayoutConstraint) {
    let slot = constraint.slots.engine
    guard registered.indices.contains(slot), registered[slot] === constraint else { return }
    constraint.slots.engine = -1
    let last = registered.removeLast()
    guard slot < registered.count else { return }
    registered[slot] = last
    last.slots.engine = slot
  }

  /// Lets go of a constraint that another engine takes over (deactivated by a move of its subtree,
  /// then reactivated in its new tree before this engine's next pass): it leaves this solver and this
  /// queue now. Left queued here, it would never be queued in the new engine (a constraint is queued
  /// once), and this engine's next pass would forget where the new one installed it.
  func release(_ constraint: LayoutConstraint) {
    if let installed = constraint.solverConstraint, holds(installed) {
      uninstall(installed)
      needsPass = true
    }
    constraint.solverConstraint = nil
    if constraint.isQueued {
      queuedConstraints.removeAll { $0 === constraint }
      constraint.isQueued = false
    }
    rejected.removeAll { $0 === constraint }
    unenroll(constraint)
  }

  func queue(_ constraint: LayoutConstraint) {
    needsPass = true
    guard !constraint.isQueued else { return }
    constraint.isQueued = true
    queuedConstraints.append(constraint)
  }

  func queue(_ box: LayoutBox) {
    needsPass = true
    guard !box.isQueued else { return }
    box.isQueued = true
    queuedBoxes.append(box)
  }

  // MARK: - Moving subtrees between trees

  /// Moves the active constraints of a subtree that was just added under `root` from the subtree's
  /// own engine into the engine of `root`.
  static func merge(subtree: LayoutNode, into root: LayoutNode) {
    guard let old = subtree.engine else { return }
    subtree.engine = nil
    if old.holdsOnlyRequests {
      // Nothing of the subtree is in the old engine (a stack built before it joined the tree asked to
      // regenerate its constraints, and that made the engine): only the requests move, and the
      // subtree is not walked, which made building nested stacks bottom-up quadratic in their depth.
      guard !old.constraintUpdateRequests.isEmpty else { return }
      root.engineOrCreate.constraintUpdateRequests += old.constraintUpdateRequests
      return
    }
    let moved = old.registered.sorted { $0.activationOrder < $1.activationOrder }
    // The old engine goes away: its list must not hold constraints whose positions are the new one's.
    old.registered = []
    subtree.forEachInSubtree { node in
      node.forEachOwnBox { $0.resetEngineState() }
    }
    // The old solver goes away with its engine: nothing stays installed in it, including constraints
    // deactivated since its last pass and still waiting there for removal.
    for origin in old.origins.values {
      if case .user(let constraint) = origin { constraint.solverConstraint = nil }
    }
    for constraint in old.queuedConstraints + moved {
      constraint.solverConstraint = nil
      constraint.isQueued = false
      if !constraint.storedIsActive { constraint.engine = nil }
    }
    root.engineOrCreate.adopt(moved)
    root.engineOrCreate.constraintUpdateRequests += old.constraintUpdateRequests
  }

  /// Whether the engine holds nothing of its tree but requests: no constraint, no box, nothing queued
  /// and no pass's state. Its boxes then have no engine state to reset.
  private var holdsOnlyRequests: Bool {
    registered.isEmpty && queuedConstraints.isEmpty && queuedBoxes.isEmpty && rejected.isEmpty && origins.isEmpty
      && ownedBoxes.isEmpty && derivedBoxes.isEmpty && measuredBoxes.isEmpty && baselineBoxes.isEmpty
      && boxesByVariable.isEmpty && definitions.isEmpty && rootBox == nil && writeBackQueue.isEmpty
      && measurementQueue.isEmpty
  }

  /// Takes a subtree out of this engine before it leaves the tree: constraints between the subtree
  /// and the rest are deactivated; constraints inside it move to the subtree's own engine.
  func detach(subtree: LayoutNode) {
    subtreesDetached &+= 1
    var boxes: [LayoutBox] = []
    subtree.forEachInSubtree { $0.forEachOwnBox { boxes.append($0) } }
    let inside = Set(boxes.map(ObjectIdentifier.init))
    var insideConstraints: [LayoutConstraint] = []
    var crossing: [LayoutConstraint] = []
    var seen: Set<ObjectIdentifier> = []
    for box in boxes {
      for constraint in box.constraints where seen.insert(ObjectIdentifier(constraint)).inserted {
        if constraint.boxes.allSatisfy({ inside.contains(ObjectIdentifier($0)) }) {
          insideConstraints.append(constraint)
        } else {
          crossing.append(constraint)
        }
      }
    }
    // Removing a node deactivates the constraints that tie it to the rest of the tree. One of them
    // reactivated while still installed (before the pass that would take it out) is translated
    // again: its nodes may be back in other places, their boxes materialized again there meanwhile
    // (when a measure closure moved them during a pass), and its solver constraint reads the old ones.
    for constraint in crossing { constraint.needsRebuild = true }
    LayoutConstraint.deactivate(crossing)
    for constraint in insideConstraints {
      if let installed = constraint.solverConstraint { uninstall(installed) }
      constraint.solverConstraint = nil
      constraint.isQueued = false
      unenroll(constraint)
    }
    let movedKeys = Set(insideConstraints.map(ObjectIdentifier.init))
    queuedConstraints.removeAll { movedKeys.contains(ObjectIdentifier($0)) }
    rejected.removeAll { movedKeys.contains(ObjectIdentifier($0)) }
    for box in boxes { forget(box) }
    // A stack of the subtree that waits to regenerate its constraints does so in the subtree's engine.
    let leaving = constraintUpdateRequests.filter { $0.node?.isDescendant(of: subtree) ?? false }
    if !leaving.isEmpty {
      constraintUpdateRequests.removeAll { $0.node?.isDescendant(of: subtree) ?? true }
      subtree.engineOrCreate.constraintUpdateRequests += leaving
    }
    insideConstraints.sort { $0.activationOrder < $1.activationOrder }
    if !insideConstraints.isEmpty { subtree.engineOrCreate.adopt(insideConstraints) }
  }

  func adopt(_ constraints: [LayoutConstraint]) {
    for constraint in constraints {
      constraint.engine = self
      constraint.activationOrder = nextActivationOrder
      nextActivationOrder += 1
      enroll(constraint)
      queue(constraint)
    }
    needsPass = true
  }

  /// Removes everything the engine installed for a box and resets its engine state.
  func forget(_ box: LayoutBox) {
    for constraint in box.frameConstraints + box.contentConstraints.installed + box.baselineConstraints {
      uninstall(constraint)
    }
    let key = ObjectIdentifier(box)
    mapVariables(of: box, to: nil)
    ownedBoxes[key] = nil
    derivedBoxes[key] = nil
    measuredBoxes[key] = nil
    baselineBoxes[key] = nil
    if box.isQueued { queuedBoxes.removeAll { $0 === box } }
    if rootBox === box { rootBox = nil }
    box.resetEngineState()
  }

  /// Re-resolves the `leading`/`trailing` constraints of a subtree whose direction changed; nodes
  /// below it with their own explicit direction keep theirs.
  func directionChanged(in node: LayoutNode) {
    writesBackEverything = true
    var reoriented: Set<ObjectIdentifier> = []
    // An explicit stack, not recursion: trees may be thousands of levels deep.
    var stack = [node]
    while let current = stack.popLast() {
      current.forEachOwnBox { box in
        reoriented.insert(ObjectIdentifier(box))
        for constraint in box.constraints where constraint.mentionsDirectionalAnchor {
          constraint.needsRebuild = true
          queue(constraint)
        }
      }
      stack += current.children.filter { $0.explicitLayoutDirection == nil }
    }
    // A constraint deactivated since the last pass has left its boxes but is still installed, with
    // the old direction's reading: reactivated before the pass, it must be translated again too.
    for constraint in queuedConstraints
    where constraint.solverConstraint != nil && constraint.mentionsDirectionalAnchor
      && constraint.boxes.contains(where: { reoriented.contains(ObjectIdentifier($0)) })
    {
      constraint.needsRebuild = true
    }
  }

  // MARK: - Solver bookkeeping

  /// Adds a constraint to the solver, with the kept definitions it mentions moved in first.
  func install(_ constraint: Constraint, origin: ConstraintOrigin) throws(SolverError) {
    installDefinitions(mentionedBy: constraint)
    try addToSolver(constraint, origin: origin)
  }

  /// Adds a constraint that mentions no kept definition to the solver.
  func addToSolver(_ constraint: Constraint, origin: ConstraintOrigin) throws(SolverError) {
    try solver.addConstraint(constraint)
    origins[ObjectIdentifier(constraint)] = origin
    if !constraint.strength.isRequired { nonRequiredStrength += constraint.strength.value }
  }

  func uninstall(_ constraint: Constraint) {
    if isDefinition(constraint) { return dropDefinition(constraint) }
    guard (try? solver.removeConstraint(constraint)) != nil else { return }
    forgetExpansion(of: constraint)
    origins[ObjectIdentifier(constraint)] = nil
    if !constraint.strength.isRequired { nonRequiredStrength -= constraint.strength.value }
  }

  /// Whether the constraint is in the solver or kept as a position definition.
  func holds(_ constraint: Constraint) -> Bool { isDefinition(constraint) || solver.hasConstraint(constraint) }

  func changeStrength(_ strength: Strength, of constraint: Constraint) throws(SolverError) {
    let old = constraint.strength
    try solver.setStrength(strength, of: constraint)
    if !old.isRequired { nonRequiredStrength -= old.value }
    if !strength.isRequired { nonRequiredStrength += strength.value }
  }
}

extension LayoutConstraint {
  var mentionsDirectionalAnchor: Bool {
    firstAnchor.attribute.isDirectional || terms.contains { $0.anchor.attribute.isDirectional }
  }
}
