import Cassowary
import Foundation

/// A rectangle in a tree of nodes, laid out by constraints, by frames, or by both.
///
/// Build a tree with ``addChild(_:)``, relate anchors with the `AnchorDSL` operators, give the root a
/// frame and call ``layoutIfNeeded()``; every node's ``frame`` then holds its solved rectangle in its
/// parent's coordinates.
///
/// ## Which frames the solver owns
///
/// As Anchorage sets `translatesAutoresizingMaskIntoConstraints = false` on the left-hand side of an
/// expression, **a node (or guide) that stands on the left-hand side of an active constraint is laid
/// out by the solver**: the layout pass overwrites its frame. A node that appears only on right-hand
/// sides, or in no constraint at all, **keeps the frame it was given**; when a constraint refers to it,
/// that frame enters the solver as fixed values relative to its parent (Auto Layout's autoresizing-mask
/// constraints, all required), so constraint-based and frame-based nodes mix in one tree. A node that
/// loses its last left-hand-side constraint keeps its last frame and becomes frame-based again.
///
/// The root is special: its size enters the solver through two edit variables of strength
/// ``LayoutPriority/rootSizeStrength`` (set ``frame`` and call ``layoutIfNeeded()``: the solver re-solves
/// with `suggestValue`, no rebuild); its origin is the origin of the common coordinate system. Only
/// required constraints can make the solved root size differ from its frame (a self-sizing cell);
/// the pass then writes the solved size back into the root's frame.
///
/// ## Content size
///
/// A solver-owned node sizes itself from content as Auto Layout does: its ``text``, else its
/// ``measure`` closure, else its ``intrinsicContentSize`` gives a natural size per axis, turned into
/// `size <= natural` at the content-hugging priority (default 250) and `size >= natural` at the
/// compression-resistance priority (default 750). Nodes measured with ``text`` or ``measure`` are
/// measured again at their solved width (height for width). A hidden node's content size is zero on
/// both axes; hidden nodes keep all their constraints, as in UIKit.
///
/// The class is `open` so that code outside the module can subclass it, and ``LinearLayout``, as the
/// seeds subclass `UIView` (`class ObservationView: LinearLayout`); its members are not overridable:
/// a subclass customises layout through ``layoutSubviews`` and ``measure``. A node's children hold
/// their parent without retaining it, and the links are cleared by `LayoutNode`'s own deinitializer,
/// which runs after a subclass's: a subclass's `deinit` must not reach its children's ``parent`` or
/// ``root``, nor remove them from itself.
open class LayoutNode {
  /// A name for descriptions and diagnostics; it need not be unique. (Read by layout code that finds
  /// nodes by name, as a cell's `layoutSubviews` finds its rows; a plain value, never held across a
  /// call: no runtime exclusivity checks, which cost more than comparing a short name.)
  @exclusivity(unchecked) open var name: String
  /// The children, in order. (Read by frame layouts at every pass; changed only by this class, in
  /// place: no runtime exclusivity checks.)
  @exclusivity(unchecked) public private(set) var children: [LayoutNode] = []
  /// The parent, or `nil` for a root.
  public var parent: LayoutNode? { parentLink?.takeUnretainedValue() }
  /// The parent, unretained: a parent holds its children, and its deinit clears this link in each of
  /// them (see `deinit`), so the link never outlives the parent. A `weak` reference would do the same
  /// at the price of a side table on every parent, which makes each retain and release of the parent
  /// take the runtime's slow path, and of a runtime call at each load, where frame layout reads the
  /// parent at almost every step.
  @exclusivity(unchecked) package private(set) var parentLink: Unmanaged<LayoutNode>?
  package let box: LayoutBox
  /// The root as last found (`nil`: not known), an ancestor of the node or the node itself: see
  /// `LayoutNode+TreeCaches.swift`.
  @exclusivity(unchecked) var cachedRoot: Unmanaged<LayoutNode>?
  /// The inherited direction as last found (`nil`: not known): see `LayoutNode+TreeCaches.swift`.
  @exclusivity(unchecked) var cachedDirection: LayoutDirection?

  /// The node's rectangle in its parent's coordinates (for a root, only the size matters to layout).
  ///
  /// Setting it on a solver-owned node has effect only until the next layout pass.
  ///
  /// A new size set by code (a parent's hook, a Neon or PinLayout call, the user) makes the node's
  /// ``layoutSubviews`` hook due at the next ``layoutIfNeeded()``, as a `UIView`'s new size does.
  public var frame: CGRect {
    get { storedFrame }
    set {
      let oldValue = storedFrame
      storedFrame = newValue
      guard !newValue.isIdentical(to: oldValue) else { return }
      if boxIsMaterialized, parent != nil {
        // A frame-based box enters the solver at its frame; a solver-owned one gets its solved
        // frame back at the next pass.
        if box.isOwned { engineIfAny?.awaitWriteBack(box) } else { engineIfAny?.queue(box) }
      }
      if layoutSubviews != nil, parent != nil, !isBeingPlacedByParent, newValue.size != oldValue.size {
        setNeedsLayout()
      } else {
        markTreeNeedsLayout()
      }
    }
  }
  /// ``frame`` as stored, written alone by the engine's write-back and by a linear layout that does
  /// the setter's work itself: a write that needs none of it then costs no call.
  //
  // Frame layout reads and writes frames at every step; the runtime's exclusivity check on each access
  // cost more than the arithmetic (a plain value: an overlapping access could only read a stale one).
  @exclusivity(unchecked) var storedFrame: CGRect = .zero
  /// ``LayoutBox/isMaterialized`` of the node's box, kept here by the box: a frame write reads it
  /// without touching the box, a separate block of memory (cold in a long list of frame-laid-out nodes).
  @exclusivity(unchecked) var boxIsMaterialized = false
  /// Set while a parent layout (a linear layout) sets the frame and runs the hook itself at once.
  @exclusivity(unchecked) var isBeingPlacedByParent = false

  /// Whether the node is hidden. A hidden node keeps its constraints, and its content size counts as
  /// zero, so content-sized nodes collapse. (Read by frame layouts for every child: no runtime
  /// exclusivity checks.)
  @exclusivity(unchecked) public var isHidden = false {
    didSet { if isHidden != oldValue { invalidateIntrinsicContentSize() } }
  }

  // The stored properties below are declared here, after the frame, because every frame layout pass
  // reads them for every node: Swift lays out a class's stored properties in the order of
  // declaration, so they share the object's first three cache lines with the frame instead of being
  // spread over six. (A pass over a feed of 1,000 cells misses a 1 MB cache 6 % less often for it.)

  /// Runs after every layout pass in which the node's frame size changed or ``setNeedsLayout()`` was
  /// called on it, parents before children, like `layoutSubviews`: frame-based code goes here.
  /// Frames set here on frame-based nodes that constraints refer to are solved in a follow-up pass of
  /// the same ``layoutIfNeeded()``.
  //
  // Observed here, not by an override in `LinearLayout`: an overridden property is read through the
  // class's table at every frame change of every node.
  @exclusivity(unchecked) public var layoutSubviews: ((LayoutNode) -> Void)? {
    didSet {
      runsInstalledLayoutHook = false
      // A linear layout replays the frames of a pass only while no hook in its subtree changed.
      subtreeDidChange()
    }
  }
  /// Whether ``layoutSubviews`` is still the hook a `LinearLayout`'s initializer installed (which
  /// sets this after installing it): a parent linear layout then calls `layoutChildren()` itself,
  /// without the closure's indirections. Cleared by any new hook.
  @exclusivity(unchecked) var runsInstalledLayoutHook = false
  @exclusivity(unchecked) var needsLayoutHook = false

  /// Measures the node's content for a proposed size, as Yoga's measure function: the width proposal is
  /// the available width (`unboundedDimension` for the natural size), the result the size the
  /// content needs. Used for nodes without ``text``; call ``invalidateIntrinsicContentSize()`` when
  /// the closure's answers change.
  //
  // Read at every measurement of the node (a plain value, never held across a call): no runtime
  // exclusivity checks.
  @exclusivity(unchecked) public var measure: ((CGSize) -> CGSize)? {
    didSet {
      measuresByWrapContent = false
      invalidateIntrinsicContentSize()
    }
  }
  /// Whether ``measure`` is still the wrap-content closure a `LinearLayout`'s initializer installed
  /// (which sets this after installing it): a parent linear layout then calls its wrap-content size
  /// itself, without the closure's indirections. Cleared by any new closure. (Observed here, not by an
  /// override in `LinearLayout`: an overridden property is read through the class's table.)
  @exclusivity(unchecked) var measuresByWrapContent = false

  /// Bumped whenever the node's `sizeThatFits` answers may change (``invalidateIntrinsicContentSize()``),
  /// so that a layout may keep its answers until then. Only ever read or incremented in place, so it
  /// skips the runtime exclusivity checks (read at every measurement).
  @exclusivity(unchecked) package private(set) var measurementGeneration = 0

  /// Bumped on the node and each of its ancestors whenever a ``measurementGeneration`` in its subtree
  /// is bumped, a child is added to, moved within or removed from a node of the subtree, or a
  /// ``layoutSubviews`` hook of the subtree is set: a linear layout that verified its subtree at one
  /// value need not walk it again while it holds, nor place it again at a size it placed it at.
  @exclusivity(unchecked) package private(set) var subtreeGeneration = 0

  /// ``text``'s measurement and line limit, kept beside it: measuring reads these in place, where
  /// reading ``text`` would copy the whole text value (see ``TextMeasurement``).
  @exclusivity(unchecked) private(set) var textMeasurement: TextMeasurement?
  @exclusivity(unchecked) private var textLineLimit = 0

  /// The direction set on this node, or `nil` to inherit the parent's.
  @exclusivity(unchecked) public var explicitLayoutDirection: LayoutDirection? {
    didSet {
      guard explicitLayoutDirection != oldValue else { return }
      forgetInheritedDirections()
      layoutDirectionDidChange()
    }
  }

  /// The direction of this node: the one set on it, else its parent's, else `.leftToRight`.
  /// Setting it sets ``explicitLayoutDirection``; a change re-resolves every `leading`/`trailing`
  /// constraint of the subtree.
  public var layoutDirection: LayoutDirection {
    get {
      // Frame layout asks at every `start`/`end` rule, translation at every directional anchor.
      if let explicitLayoutDirection { return explicitLayoutDirection }
      if let cachedDirection { return cachedDirection }
      return findInheritedDirection()
    }
    set { explicitLayoutDirection = newValue }
  }

  /// Insets of the area not covered by bars or cut-outs, as UIKit gives a view's: those set on the node
  /// (by the platform on a root; zero by default), and on each edge where it covers more, the part of the
  /// node that its parent's unsafe area covers (see ``inheritedSafeAreaInsets``). A child 100 points
  /// tall at y = 10 under a root whose top inset is 44 has a top inset of 34; one below y = 44, none.
  ///
  /// Setting the insets sets the node's own; ``safeAreaLayoutGuide`` follows those (a constraint that
  /// needs an ancestor's bars uses the ancestor's guide).
  public var safeAreaInsets: EdgeInsets {
    get { effectiveSafeAreaInsets }
    set { assignedSafeAreaInsets = newValue }
  }

  /// The safe area insets set on the node, which ``safeAreaLayoutGuide`` follows.
  var assignedSafeAreaInsets = EdgeInsets.zero {
    didSet { if assignedSafeAreaInsets != oldValue { systemGuideDidChange(safeAreaGuideStorage) } }
  }

  /// Margins for content, 8 points on each side by default as in UIKit; ``layoutMarginsGuide``
  /// follows them.
  public var layoutMargins = EdgeInsets(all: 8) {
    didSet { if layoutMargins != oldValue { systemGuideDidChange(marginsGuideStorage) } }
  }

  /// The guides added with ``addLayoutGuide(_:)``. (These three are read at every move of a node and
  /// changed only by this class, in place: no runtime exclusivity checks.)
  @exclusivity(unchecked) public private(set) var layoutGuides: [LayoutGuide] = []
  @exclusivity(unchecked) var safeAreaGuideStorage: LayoutGuide?
  @exclusivity(unchecked) var marginsGuideStorage: LayoutGuide?

  /// The node's natural size per axis, when it has no ``text`` or ``measure``. Changing it marks the
  /// tree as needing layout.
  public var intrinsicContentSize = IntrinsicContentSize.none {
    didSet { if intrinsicContentSize != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// Where the node's first and last baselines lie for a given size, measured from its top; without
  /// ``text`` or this closure, both baselines are the bottom edge, as for a `UIView`.
  public var baselines: ((CGSize) -> LayoutBaselines)? {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// Text the node shows: it then measures, wraps and reports baselines with the text's font metrics
  /// (the role of a `UILabel`; see ``TextContent``).
  public var text: TextContent? {
    didSet {
      keepTextMeasurement()
      if text != oldValue { invalidateIntrinsicContentSize() }
    }
  }

  private func keepTextMeasurement() {
    textMeasurement = text?.measurement
    textLineLimit = text?.numberOfLines ?? 0
  }

  /// The size of the node's ``text`` for a proposal, `nil` without text; measured in place.
  func textSize(for proposal: CGSize) -> CGSize? {
    textMeasurement?.size(forWidth: proposal.width, numberOfLines: textLineLimit)
  }

  /// The baselines of the node's ``text`` at a width, `nil` without text; measured in place.
  func textBaselines(forWidth width: CGFloat) -> LayoutBaselines? {
    textMeasurement?.baselines(forWidth: width, numberOfLines: textLineLimit)
  }

  /// Whether the node measures its content (``text`` or ``measure``), read without copying either.
  var measuresContent: Bool {
    if case .some = text { return true }
    if case .some = measure { return true }
    return false
  }

  var huggingPriorities: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.low, .low)
  var compressionPriorities: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.high, .high)

  /// The root's engine (solver and bookkeeping), created when first needed.
  @exclusivity(unchecked) var engine: LayoutEngine?
  /// The nodes of the tree whose `layoutSubviews` hook is due, kept by the root whether or not the
  /// tree has an engine yet: a linear layout asks for its hook as it is built, before it joins a tree,
  /// and an engine made only to keep that request cost more than the rest of building the layout. A
  /// subtree that joins a tree hands its requests to the new root; one that leaves takes its own along.
  /// Not retained: a strong reference from the root would keep a tree that is never laid out alive (see
  /// ``RequestedNode`` for why not a weak one).
  @exclusivity(unchecked) var hookRequests: [RequestedNode] = []
  /// The parameters the linear layout holding the node gave it (see `LinearLayout.HeldParams`). (Set
  /// and read by linear layouts only, never across a call: no runtime exclusivity checks.)
  @exclusivity(unchecked) var linearLayoutParams: LinearLayout.HeldParams?

  /// Problems found while laying out this tree (stored on the root): conflicting constraints,
  /// constraints across trees, and the like. Cleared only by the user.
  public var layoutDiagnostics: [LayoutDiagnostic] = []
  /// Called with every diagnostic recorded on this root, as it is recorded.
  public var diagnosticHandler: ((LayoutDiagnostic) -> Void)?
  /// How many diagnostics were ever recorded on this root (``layoutDiagnostics`` may be cleared): a
  /// pass that records none can be replayed without them.
  @exclusivity(unchecked) package private(set) var recordedDiagnosticCount = 0

  /// Creates a detached node with a zero frame.
  public init(name: String) {
    self.name = name
    self.box = LayoutBox()
    box.node = self
  }

  // An active constraint and its boxes hold each other (`LayoutBox.constraints`, the anchors' boxes):
  // a node that goes away breaks that cycle, or its box and constraints would leak.
  //
  // Children that nothing else holds are released in a loop here: released by their parent's
  // deinit, each level of a deep tree would run inside the one above and overflow the stack.
  //
  // The links that do not retain (the box's node, each child's parent) are cleared first, so that
  // nothing reaches this node, or a parent released in the loop, once it is going away.
  deinit {
    sparePinRuleValues?.deallocate()
    box.node = nil
    engine?.root = nil
    var orphans = children
    children = []
    for child in orphans { child.parentLink = nil }
    box.detachAll()
    while var node = orphans.popLast() {
      guard isKnownUniquelyReferenced(&node) else {
        // It outlives this node, with its subtree, whose cached roots may be this node or above it.
        node.forgetTreeCaches()
        continue
      }
      for child in node.children { child.parentLink = nil }
      orphans += node.children
      node.children = []
    }
  }

  /// Creates a node that shows text (see ``text``).
  public convenience init(name: String, text: TextContent) {
    self.init(name: name)
    self.text = text
    keepTextMeasurement()  // property observers do not run in an initializer
  }

  // MARK: - Tree

  /// The root of the node's tree (the node itself when it has no parent).
  public var root: LayoutNode { unretainedRoot.takeUnretainedValue() }

  /// The root, not retained: for a caller that reads or writes one of its fields, and would otherwise
  /// retain and release it.
  var unretainedRoot: Unmanaged<LayoutNode> {
    // Every frame change asks for it, and every constraint activated: cached.
    if let root = cachedRoot, root._withUnsafeGuaranteedRef({ $0.parentLink }) == nil { return root }
    return findRoot()
  }

  /// Whether `self` is `other` or one of its descendants.
  public func isDescendant(of other: LayoutNode) -> Bool {
    // Walks the unretained links, as `unretainedRoot` does: every insertion asks, once per ancestor.
    var node: Unmanaged<LayoutNode>? = Unmanaged.passUnretained(self)
    while let current = node {
      if current.toOpaque() == Unmanaged.passUnretained(other).toOpaque() { return true }
      node = current._withUnsafeGuaranteedRef(\.parentLink)
    }
    return false
  }

  /// Appends a child; a child that has a parent is moved. Adding an ancestor of the node (or the node
  /// itself) is refused with a diagnostic.
  public func addChild(_ child: LayoutNode) {
    insertChild(child, at: children.count)
  }

  /// Inserts a child at an index (clamped to `0...children.count`); a child that has a parent is moved.
  /// Its subtree's active constraints move into this tree's solver.
  public func insertChild(_ child: LayoutNode, at index: Int) {
    // Only a node with children can be an ancestor of another: a leaf child (the common case, a tree
    // built top-down) is checked without walking up the tree.
    if child === self || (!child.children.isEmpty && isDescendant(of: child)) {
      root.record(
        LayoutDiagnostic(kind: .invalidTreeOperation, nodes: [self, child]) {
          "Cannot add \(child.name) to \(self.name): \(child.name) is \(self.name) or one of its ancestors."
        })
      return
    }
    if child.parent === self, let current = children.firstIndex(where: { $0 === child }) {
      children.remove(at: current)
      children.insert(child, at: Swift.min(Swift.max(index, 0), children.count))
      subtreeDidChange()
      markTreeNeedsLayout()
      return
    }
    child.removeFromParent()
    // Appending (the common case, `addChild`) without the general insertion's range replacement.
    if index >= children.count { children.append(child) } else { children.insert(child, at: Swift.max(index, 0)) }
    child.parentLink = Unmanaged.passUnretained(self)
    child.forgetInheritedDirections()
    // One walk up the tree: the one that bumps the generations finds the root.
    let root = subtreeDidChange().takeUnretainedValue()
    child.handHookRequests(to: root)
    LayoutEngine.merge(subtree: child, into: root)
    root.engine?.needsPass = true
  }

  /// Removes the node from its parent. Constraints between the node's subtree and the rest of the tree
  /// are deactivated; constraints inside the subtree stay active and move with it.
  public func removeFromParent() {
    guard let parent, let index = parent.children.firstIndex(where: { $0 === self }) else { return }
    let oldRoot = parent.root
    if let engine = oldRoot.engine {
      if !isUnknownToEngine {
        engine.detach(subtree: self)
        takeHookRequests(from: &oldRoot.hookRequests)
      }
    } else if !oldRoot.hookRequests.isEmpty, subtreeHasHookRequest {
      // A tree without an engine holds nothing of the subtree but its hook requests: one flag per node
      // says whether there is one to take along, where the check above reads every node's boxes (in a
      // feed built before its first layout, cold: a few cache misses per node moved).
      takeHookRequests(from: &oldRoot.hookRequests)
    }
    parent.children.remove(at: index)
    parentLink = nil
    forgetTreeCaches()
    parent.subtreeDidChange()
    parent.childWasRemoved(self)
    oldRoot.markTreeNeedsLayout()
    markTreeNeedsLayout()
  }

  /// Whether the node's tree holds nothing of the subtree: no node of it has a ``layoutSubviews``
  /// request pending, and no box of it (the nodes' and their guides') has an active constraint or has
  /// been put into the solver. The subtree of a label that only frame layouts touched is one.
  /// `LayoutEngine.detach(subtree:)` and taking the subtree's requests along have nothing to do for it
  /// but scan every pending hook request of the tree, which a frame-only tree (where no
  /// `layoutIfNeeded()` drains them) piles up by the number of layouts in it: moving nodes within a feed
  /// of N cells cost O(N) per move.
  private var isUnknownToEngine: Bool {
    // An explicit stack, not recursion (deep trees), that stops at the first node the engine knows. A
    // leaf, the common case (a label moved into a linear layout), allocates none.
    guard ownStateIsUnknownToEngine else { return false }
    guard !children.isEmpty else { return true }
    var stack = children.map(Unmanaged.passUnretained)
    while let node = stack.popLast() {
      let isUnknown = node._withUnsafeGuaranteedRef { node in
        guard node.ownStateIsUnknownToEngine else { return false }
        for child in node.children { stack.append(Unmanaged.passUnretained(child)) }
        return true
      }
      guard isUnknown else { return false }
    }
    return true
  }

  /// Whether a node of the subtree has a ``layoutSubviews`` request pending.
  private var subtreeHasHookRequest: Bool {
    if needsLayoutHook { return true }
    guard !children.isEmpty else { return false }
    var hasRequest = false
    forEachInSubtree { node in if node.needsLayoutHook { hasRequest = true } }
    return hasRequest
  }

  /// Whether the engine knows nothing of the node itself: no hook request, and no box of the node's or
  /// of its guides' is known (see ``isUnknownToEngine``).
  private var ownStateIsUnknownToEngine: Bool {
    guard !needsLayoutHook, box.isUnknownToEngine else { return false }
    for guide in layoutGuides where !guide.box.isUnknownToEngine { return false }
    if let guide = safeAreaGuideStorage, !guide.box.isUnknownToEngine { return false }
    if let guide = marginsGuideStorage, !guide.box.isUnknownToEngine { return false }
    return true
  }

  /// Every node of the subtree, pre-order, not retained: `body` must not take nodes out of the subtree
  /// (their parents keep them alive meanwhile). An explicit stack, not recursion: trees may be
  /// thousands of levels deep; a leaf, the common case (a node removed from its parent forgets its cached
  /// root), allocates nothing.
  package func forEachInSubtree(_ body: (LayoutNode) -> Void) {
    body(self)
    guard !children.isEmpty else { return }
    var stack = children.reversed().map(Unmanaged.passUnretained)
    while let node = stack.popLast() {
      node._withUnsafeGuaranteedRef { node in
        body(node)
        for child in node.children.reversed() { stack.append(Unmanaged.passUnretained(child)) }
      }
    }
  }

  /// Calls `body` with the box of the node and the box of each of its guides. (No array of them: a
  /// linear layout built bottom-up merges each nested layout's engine into its parent's, which visits
  /// every box of the subtree, and an array per node was a fifth of that.)
  func forEachOwnBox(_ body: (LayoutBox) -> Void) {
    body(box)
    for guide in layoutGuides { body(guide.box) }
    if let safeAreaGuideStorage { body(safeAreaGuideStorage.box) }
    if let marginsGuideStorage { body(marginsGuideStorage.box) }
  }

  /// Every active constraint that mentions the node, in activation order.
  public var activeConstraints: [LayoutConstraint] {
    box.constraints.sorted { $0.activationOrder < $1.activationOrder }
  }

  /// The solver of the node's tree, for benchmarks and tests that compare with the raw solver.
  package var _solver: Solver? { root.engine?.solver }

  // MARK: - Guides

  /// Adds a guide to the node; a guide of another node is moved (its constraints are deactivated).
  public func addLayoutGuide(_ guide: LayoutGuide) {
    guard guide.role == .user, guide.owningNode !== self else { return }
    guide.owningNode?.removeLayoutGuide(guide)
    layoutGuides.append(guide)
    guide.owningNode = self
    markTreeNeedsLayout()
  }

  /// Removes a guide added with ``addLayoutGuide(_:)``, deactivating its constraints.
  public func removeLayoutGuide(_ guide: LayoutGuide) {
    guard let index = layoutGuides.firstIndex(where: { $0 === guide }) else { return }
    LayoutConstraint.deactivate(guide.box.constraints)
    engineIfAny?.forget(guide.box)
    layoutGuides.remove(at: index)
    guide.owningNode = nil
    markTreeNeedsLayout()
  }

  /// The guide inset from the node's edges by the ``safeAreaInsets`` set on the node (not by those it
  /// inherits from an ancestor's bars, which depend on the frames being solved: constrain to that
  /// ancestor's guide instead).
  public var safeAreaLayoutGuide: LayoutGuide {
    if let safeAreaGuideStorage { return safeAreaGuideStorage }
    let guide = LayoutGuide(role: .safeArea, owner: self)
    safeAreaGuideStorage = guide
    return guide
  }

  /// The guide inset from the node's edges by ``layoutMargins``.
  public var layoutMarginsGuide: LayoutGuide {
    if let marginsGuideStorage { return marginsGuideStorage }
    let guide = LayoutGuide(role: .margins, owner: self)
    marginsGuideStorage = guide
    return guide
  }

  private func systemGuideDidChange(_ guide: LayoutGuide?) {
    guard let guide, guide.box.isMaterialized else { return }
    engineIfAny?.queue(guide.box)
    markTreeNeedsLayout()
  }

  // MARK: - Content priorities

  /// The priority with which the node resists growing beyond its content size on an axis (default 250).
  public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
    axis == .horizontal ? huggingPriorities.horizontal : huggingPriorities.vertical
  }

  /// Sets the content-hugging priority of an axis.
  public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
    if axis == .horizontal { huggingPriorities.horizontal = priority } else { huggingPriorities.vertical = priority }
    invalidateIntrinsicContentSize()
  }

  /// The priority with which the node resists shrinking below its content size on an axis (default 750).
  public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
    axis == .horizontal ? compressionPriorities.horizontal : compressionPriorities.vertical
  }

  /// Sets the compression-resistance priority of an axis.
  public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
    if axis == .horizontal {
      compressionPriorities.horizontal = priority
    } else {
      compressionPriorities.vertical = priority
    }
    invalidateIntrinsicContentSize()
  }

  /// Tells the engine that the node's content size (its ``measure`` or ``baselines`` answers) changed.
  public func invalidateIntrinsicContentSize() {
    measurementGeneration &+= 1
    subtreeDidChange()
    if box.isMaterialized { engineIfAny?.queue(box) }
    parent?.childContentDidChange(self)
    markTreeNeedsLayout()
  }

  // MARK: - Hooks for nodes that generate constraints for their children
  //
  // Declared in the class body, not in an extension, so that `StackNode` can override them; they are
  // internal, so that only this module's containers do.

  /// Called on the former parent after `child` left it (a stack stops arranging it, as UIKit's does).
  func childWasRemoved(_ child: LayoutNode) {}

  /// Called on the parent when a child's content size, content priorities or visibility changed.
  func childContentDidChange(_ child: LayoutNode) {}

  /// Called when the node became solver-owned (the first active constraint with it on the left-hand
  /// side) or stopped being so.
  func ownershipDidChange() {}

  /// Called by the engine before it applies queued changes, for nodes that asked with
  /// `requestConstraintUpdate()`: the place to regenerate constraints, as `updateConstraints()` in UIKit.
  func updateGeneratedConstraints() {}

  /// Asks the engine of the node's tree to call ``updateGeneratedConstraints()`` before its next pass.
  func requestConstraintUpdate() {
    let engine = root.engineOrCreate
    engine.constraintUpdateRequests.append(WeakNode(node: self))
    engine.needsPass = true
  }

  // MARK: - Layout

  /// Marks the tree as needing a layout pass and this node's ``layoutSubviews`` hook as due.
  public func setNeedsLayout() {
    let isRequested = needsLayoutHook
    needsLayoutHook = true
    unretainedRoot._withUnsafeGuaranteedRef { root in
      if !isRequested { root.hookRequests.append(RequestedNode(node: self)) }
      root.engine?.needsPass = true
    }
  }

  /// Whether the tree has changes that the next ``layoutIfNeeded()`` will solve.
  public var needsLayout: Bool { root.engine?.needsPass ?? true }

  /// Solves the tree, if anything changed, and writes every changed frame back; then runs the
  /// ``layoutSubviews`` hooks that are due. Lays out the whole tree of the node.
  public func layoutIfNeeded() {
    let root = self.root
    root.engineOrCreate.layoutIfNeeded()
  }

  /// Bumps ``subtreeGeneration`` on the node and its ancestors (walking the unretained links), and
  /// returns the root it reached.
  @discardableResult
  func subtreeDidChange() -> Unmanaged<LayoutNode> {
    var node = Unmanaged.passUnretained(self)
    while true {
      node._withUnsafeGuaranteedRef { $0.subtreeGeneration &+= 1 }
      guard let parent = node._withUnsafeGuaranteedRef(\.parentLink) else { return node }
      node = parent
    }
  }

  func markTreeNeedsLayout() {
    engineIfAny?.needsPass = true
  }

  /// The engine of the node's tree, if it has one (found without retaining the ancestors).
  var engineIfAny: LayoutEngine? { unretainedRoot._withUnsafeGuaranteedRef(\.engine) }

  var engineOrCreate: LayoutEngine {
    if let engine { return engine }
    let created = LayoutEngine(root: self)
    engine = created
    return created
  }

  /// Hands the tree's `layoutSubviews` requests (see ``hookRequests``) to `root`, the root of the tree
  /// that this node (a root until now) joins.
  func handHookRequests(to root: LayoutNode) {
    guard !hookRequests.isEmpty else { return }
    if root.hookRequests.isEmpty {
      // A tree built bottom up (nested linear layouts) hands its requests to a root with none: the
      // array moves instead of being copied.
      swap(&root.hookRequests, &hookRequests)
    } else {
      root.hookRequests += hookRequests
      hookRequests = []
    }
  }

  /// Moves the requests for nodes of this node's subtree out of `requests` (those of the tree it is
  /// leaving) into its ``hookRequests``: the subtree takes them along, as its nodes keep
  /// `needsLayoutHook` and would not ask again.
  func takeHookRequests(from requests: inout [RequestedNode]) {
    guard !requests.isEmpty else { return }
    var staying: [RequestedNode] = []
    for request in requests {
      if request.node.isDescendant(of: self) {
        hookRequests.append(request)
      } else {
        staying.append(request)
      }
    }
    requests = staying
  }

  /// Sets the frame the engine solved, without the setter's work: the value is the engine's own, so
  /// there is nothing to queue and no new pass to ask for.
  func setFrameFromLayout(_ rect: CGRect) {
    storedFrame = rect
  }

  func layoutDirectionDidChange() {
    engineIfAny?.directionChanged(in: self)
    markTreeNeedsLayout()
  }

  /// Records a diagnostic on this node (a root) and calls the handler.
  func record(_ diagnostic: LayoutDiagnostic) {
    layoutDiagnostics.append(diagnostic)
    recordedDiagnosticCount &+= 1
    diagnosticHandler?(diagnostic)
  }

  // MARK: - Frame layout

  /// The scale that frame-layout calls snap to (2 for a display with two pixels per point), or `nil`
  /// for exact frames (the default). Set it on the root; a node reads its root's value.
  ///
  /// With a scale, PinLayout rounds origins and rounds sizes up to whole pixels, and LinearLayout
  /// rounds origins, as the originals do; Neon writes exact frames, as the original does.
  public var displayScale: CGFloat? {
    get { parent == nil ? storedDisplayScale : root.storedDisplayScale }
    set { root.storedDisplayScale = newValue }
  }
  @exclusivity(unchecked) package private(set) var storedDisplayScale: CGFloat?
  /// ``maximumReadableWidth``, kept by a root.
  var storedMaximumReadableWidth = LayoutNode.defaultMaximumReadableWidth
  /// A buffer for the values of the next PinLayout chain in the node's tree, kept by a root (see
  /// `PinRuleValues`); freed with the node.
  @exclusivity(unchecked) var sparePinRuleValues: UnsafeMutablePointer<PinRuleValues>?

  /// The size the node's content asks for within `proposal`: its text's size, else its ``measure``
  /// answer, else its ``intrinsicContentSize`` (with the frame's size on an axis that has none).
  /// A hidden node still answers; layouts that skip hidden nodes decide that themselves.
  ///
  /// This is `sizeThatFits(_:)` of UIKit: frame-layout calls (Neon's `AutoHeight`, PinLayout's
  /// `sizeToFit`, LinearLayout's `wrapContent`) size nodes with it.
  public func sizeThatFits(_ proposal: CGSize) -> CGSize {
    if let size = textSize(for: proposal) { return size }
    if let measure { return measure(proposal) }
    return CGSize(
      width: intrinsicContentSize.width ?? frame.width, height: intrinsicContentSize.height ?? frame.height)
  }

  /// Records a warning from a frame-layout call (Neon, PinLayout, LinearLayout) on the root: a bad
  /// value, a reference node outside the tree, rules that conflict. `call` names the call as the user
  /// wrote it (`align(.underCentered, relativeTo:)`); the message reads like PinLayout's console output.
  package func recordFrameLayoutWarning(call: String, _ message: String) {
    root.record(
      LayoutDiagnostic(kind: .frameLayoutWarning, nodes: [self]) {
        "\(call) on '\(name)': \(message)"
      })
  }
}

extension LayoutNode: CustomStringConvertible {
  /// Reads like `button (127.5, 283.5, 80, 60)`.
  public var description: String {
    "\(name) (\(formatNumber(frame.minX)), \(formatNumber(frame.minY)), "
      + "\(formatNumber(frame.width)), \(formatNumber(frame.height)))"
  }
}

extension LayoutBox {
  /// Whether no engine holds anything of the box: no active constraint mentions it, it is not in a
  /// solver (a box leaves one only through `resetEngineState()`, which clears every engine field), and
  /// it is not queued.
  fileprivate var isUnknownToEngine: Bool { constraints.isEmpty && !isMaterialized && !isQueued }
}
