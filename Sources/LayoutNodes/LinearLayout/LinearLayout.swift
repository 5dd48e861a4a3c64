import Foundation

/// A node that places its children one after another along an axis, as Android's `LinearLayout` and
/// the seed's (perron2/swift-layout) do: no solver, only frame arithmetic.
///
/// ```swift
/// let row = LinearLayout(name: "row", orientation: .horizontal)
/// row.padding = EdgeInsets(all: 8)
/// row.addView(texts, width: 0, margin: EdgeInsets(top: 0, left: 0, bottom: 0, right: 8), fill: 1)
/// row.addView(statusImage, align: .center)
/// row.frame = CGRect(x: 0, y: 0, width: 320, height: row.sizeThatFits(CGSize(width: 320, height: unboundedDimension)).height)
/// row.layoutChildren()
/// ```
///
/// ## How children are sized
///
/// Inside the ``padding``, each visible child gets a slot on the main axis, in order:
/// 1. Its main size: ``Size/points(_:)`` as given, ``Size/matchParent`` all the room left minus its
///    margins, ``Size/wrapContent`` its ``LayoutNode/sizeThatFits(_:)`` answer for the room left; then
///    bounded by the child's minimum and maximum and by the room left minus its margins.
/// 2. The room still left is shared among children with a ``LayoutParams/fill`` weight, in proportion
///    to their weights. (The seed's loop divides the shrinking remainder by the unchanged total
///    weight, so with two or more weighted children the later ones get less than their share and
///    room is left over; its README promises shares in proportion, which is what we do. With one
///    weighted child both agree.)
/// 3. Its cross size: points as given, `matchParent` the whole inner cross size minus its margins,
///    `wrapContent` the measured size (measured again at the final main size if a fill changed it),
///    bounded as on the main axis.
///
/// Hidden children take no room and keep their frames. Children added with ``LayoutNode/addChild(_:)``
/// instead of ``addView(_:width:height:margin:align:fill:)`` match the parent on both axes, as the
/// seed's `addSubview` gives them. A child keeps the parameters the layout gave it while it stays; one
/// that leaves the layout forgets them.
///
/// The class is `open`: a view can subclass it, as the seed's `ObservationView` does (see
/// ``init(frame:)``).
///
/// ## When layout happens
///
/// ``layoutChildren()`` sets the children's frames from the node's current ``LayoutNode/frame`` at
/// once, and then runs each child's ``LayoutNode/layoutSubviews`` hook, so nested linear layouts are
/// laid out in the same call (the seed calls `layoutSubviews()` on each child). The initializer installs
/// `layoutChildren()` as the node's own `layoutSubviews` hook, and the resolve pass
/// (``LayoutNode/layoutIfNeeded()``) runs it after the solver, parents before children, when the node
/// needs layout: the solver changed its size, or ``LayoutNode/setNeedsLayout()`` was called, which
/// setting a new frame size from code, ``orientation``, ``padding`` or a child's parameters does (as
/// `UIView` does). A parent linear layout that places this node runs the hook at once instead.
///
/// ## Measurement
///
/// The initializer also sets the node's ``LayoutNode/measure`` closure to the wrap-content size, so
/// ``LayoutNode/sizeThatFits(_:)`` answers, for a proposed size, the size the children need: the
/// slots' sum along the main axis and their largest cross size, plus padding. This is how a linear
/// layout sizes a list row (the seed's `TableViewCell` with automatic row height): propose the row's
/// width and an unbounded height (`unboundedDimension`) and take the height. The solver sees the same
/// closure when the node is laid out by constraints.
///
/// Measuring then laying out asks the same questions twice, and nested layouts ask them again at
/// each level, so a layout keeps its children's answers: a child's text or ``LayoutNode/measure``
/// answers until its ``LayoutNode/invalidateIntrinsicContentSize()`` (which setting its text, its
/// closure, its intrinsic size or its hidden flag calls; call it when a closure's answers change, as
/// the solver needs too), and the slots it computed last while no child, no nested layout's child
/// and none of its own properties changed and they hold at the size it is given. A text's answer
/// for a width also answers every narrower width down to the text's own width (it wraps into the
/// same lines there): a label measured with the room left and then with its share, or resized to a
/// width in between, is not measured again. A layout also keeps the slots of up to seven earlier
/// sizes, as Yoga keeps a node's measurements, and lays out from them again while nothing below it
/// changed (a list resized back and forth between a phone's two orientations measures nothing after
/// the first turn); keeping stops, letting them go, after four computations with none taken back, so
/// that a layout resized to a new size each time soon keeps nothing, and starts again when a size
/// comes back among the layout's last eight. A layout laid out by its own hook or by code (not by a
/// parent linear layout) also keeps the frames its pass set in its subtree, for the slots it placed
/// and the size it placed them at (recorded while it keeps its computations, else the second time it
/// places the same slots at a size), and a later pass that places those slots at that size sets the
/// frames again instead of walking its nested layouts, while nothing in its subtree changed (a text,
/// a hidden flag, a child, a parameter, a hook), the display scale is the same and the recorded pass
/// ran no hook but the layouts' own and recorded no warning. Frames changed by hand in between are
/// set again, as placing would.
///
/// ## Pixels, direction and bad input
///
/// With a root ``LayoutNode/displayScale``, origins are rounded to the nearest pixel and sizes are
/// exact, as the seed rounds with the screen's scale. Layout is physical left-to-right and top-to-bottom
/// in either ``LayoutNode/layoutDirection``: the seed has no right-to-left support and neither do we.
/// Negative, NaN or infinite sizes, weights, margins and padding, alignments that do not fit the
/// orientation, and margins that leave a child less than nothing record a warning on the root's
/// ``LayoutNode/layoutDiagnostics`` and are replaced by the value each message names.
open class LinearLayout: LayoutNode {
  // The first stored properties are the flags, declared together and after the one optional, whose
  // spare bytes they fill (a class keeps its stored properties in this order, each at the first
  // offset its alignment allows). Spread among the rest, each took eight bytes, and the object 1,040
  // bytes: past the 1,024 from which glibc's allocator serves a block from its sorted large bins,
  // after merging its small freed blocks, rather than from a bin of its exact size (1,000 now).

  /// Set by a parent around running this node's layout hook: the stamp of its measurement.
  @exclusivity(unchecked) var slotsStampToReuse: Int?

  /// The axis along which children follow each other; changing it lays the node out again.
  ///
  /// (Read at every pass; no runtime exclusivity checks, as for the per-pass state below.)
  @exclusivity(unchecked) public var orientation: Orientation {
    didSet {
      guard orientation != oldValue else { return }
      for child in children {
        guard let held = heldParams(of: child) else { continue }
        warnIfAlignmentDoesNotFit(held.params.align, of: child, call: "orientation")
      }
      layoutDidChange()
    }
  }

  /// Set when a child's parameters change: ``childRecords`` must be rebuilt.
  @exclusivity(unchecked) var childRecordsAreStale = true
  /// Whether the last ``layoutChildren()`` ran a layout hook that is not a linear layout's (user code,
  /// which may change the tree, so that slots measured before it cannot be reused after it).
  @exclusivity(unchecked) var ranForeignLayoutHooks = false
  /// Set when a kept measurement that reads its node's frame is stored, cleared once none is found:
  /// while clear, no kept measurement reads a frame, and ``computedSlotsAreVerified(_:_:)`` need not
  /// look through them (every pass would).
  @exclusivity(unchecked) var keptMeasurementsMayReadFrame = false
  /// Whether a pass that began here is recording its frames.
  @exclusivity(unchecked) var isRecordingPlacement = false
  /// Set when a nested layout placed slots that were not verified during that pass: it is not kept.
  @exclusivity(unchecked) var placementRecordingIsSpoiled = false

  /// Space between the node's edges and its children's slots; changing it lays the node out again.
  /// Negative values are allowed (children reach outside); NaN or infinite sides count as 0.
  /// (Read at every pass: no runtime exclusivity checks.)
  @exclusivity(unchecked) public var padding: EdgeInsets = .zero {
    didSet {
      let checked = checkedInsets(padding, of: self, what: "padding", call: "padding")
      // Assigning inside `didSet` does not call the observer again.
      if checked != padding { padding = checked }
      if padding != oldValue { layoutDidChange() }
    }
  }

  // The state below is read and written by every pass, for every child, and declared together (a
  // class keeps its stored properties in this order), so that a pass reads few cache lines of each
  // layout; what only a computation of slots or a change reads follows it. Each access is a plain read
  // or assignment, never held across a call (slots are taken out of `measured` and put back), so
  // no two can overlap: the runtime exclusivity checks, which cost more than the arithmetic here,
  // are left out.

  /// The children with their parameters, in order (see ``currentChildRecords()``), in memory the
  /// layout allocates and frees itself: a pass reads them without retaining an array.
  @exclusivity(unchecked) var childRecords = UnsafeMutableBufferPointer<ChildRecord>(start: nil, count: 0)
  /// How many computations are reading records taken with ``currentChildRecords()``.
  @exclusivity(unchecked) var recordReaders = 0
  /// The ``LayoutNode/subtreeGeneration`` at which ``childRecords`` last matched ``children``.
  @exclusivity(unchecked) var recordsMatchedGeneration = -1
  /// The records rebuilt while a reader was running, with their nodes: kept until it is done, then
  /// freed.
  @exclusivity(unchecked) var retiredRecords: [RetiredRecords] = []
  /// Set by a parent around running this node's layout hook (see ``PlacementContext``).
  @exclusivity(unchecked) var placementContext: PlacementContext?
  /// The ``LayoutNode/measurementGeneration`` at which the node was last seen without text (text
  /// changes bump it), so that ``answersWithWrapContent`` need not read the text every time.
  @exclusivity(unchecked) var textlessGeneration = -1
  /// The last computation of slots, with what it depended on: a parent that measured this layout at
  /// the size it then gives it hands them back through ``slotsStampToReuse``, so that each nesting
  /// level does not measure its whole subtree again.
  @exclusivity(unchecked) var measured = SlotComputation()
  /// The stamp of the current slots, unique among the layout's computations: it tells a parent
  /// whether ``measured``'s slots are still the ones its measurement computed.
  @exclusivity(unchecked) var slotComputations = 0
  /// The ``slotComputations`` at which ``measuredSlotsAreCurrent()`` last verified the slots by
  /// walking the subtree, with ``SlotComputation/verifiedSubtreeGeneration``: while both hold,
  /// nothing it checks can have changed, and it answers without walking again.
  @exclusivity(unchecked) var verifiedSlotsStamp = -1
  /// The stamp, size and ``LayoutNode/subtreeGeneration`` at which ``slotsHold(for:stamp:)`` last
  /// answered true: a parent checks that its nested layouts' slots hold before reusing its own, and
  /// each nested layout checks again before reusing them, so each level would walk its whole subtree
  /// once per level above it. The answer depends only on the slots the stamp names and on the
  /// subtree, so it holds while all three do.
  @exclusivity(unchecked) var heldSlotsStamp = -1
  /// See ``heldSlotsStamp``.
  @exclusivity(unchecked) var heldSlotsSize = CGSize.zero
  /// See ``heldSlotsStamp``.
  @exclusivity(unchecked) var heldSubtreeGeneration = -1
  /// Computations of slots at other sizes (see ``SlotComputation``), while ``slotKeeping`` is on.
  @exclusivity(unchecked) var keptSlots: [SlotComputation] = []
  /// Whether computations are kept: at first, then while the sizes the layout is given recur.
  @exclusivity(unchecked) var slotKeeping = SlotKeeping()

  // Read by computations of slots and by changes, not by a pass that reuses slots.

  /// The leaf children's kept measurements, parallel to ``childRecords``.
  @exclusivity(unchecked) var keptMeasurements: [KeptMeasurement] = []
  /// The nodes of ``childRecords``, which it does not keep alive itself.
  @exclusivity(unchecked) var childRecordNodes: [LayoutNode] = []
  /// The last stamp given to a computation of slots (``takeNewSlotStamp()``): ``slotComputations`` is
  /// the current slots' stamp, which goes back to an older one when kept slots are taken back.
  @exclusivity(unchecked) var lastSlotStamp = 0
  /// The frames that passes beginning here set from the current and kept slots (see
  /// ``KeptPlacement``), at most ``keptPlacementsLimit``.
  @exclusivity(unchecked) var keptPlacements: [KeptPlacement] = []
  /// The frames set so far by a pass that began here and records them; nested layouts append theirs.
  @exclusivity(unchecked) var placementRecording: [PlacedFrame] = []

  /// Whether `sizeThatFits` answers ``wrapContentSize(for:)``: the installed closure, and no text.
  var answersWithWrapContent: Bool {
    guard measuresByWrapContent else { return false }
    let generation = measurementGeneration
    if textlessGeneration == generation { return true }
    guard text == nil else { return false }
    textlessGeneration = generation
    return true
  }

  /// Creates an empty linear layout with a zero frame.
  public init(name: String, orientation: Orientation, padding: EdgeInsets = .zero) {
    self.orientation = orientation
    super.init(name: name)
    // A class's own initializer does not call its observers: check here what `didSet` checks.
    self.padding = checkedInsets(padding, of: self, what: "padding", call: "init(name:orientation:padding:)")
    installLayoutHooks()
  }

  /// Creates an empty vertical linear layout named "LinearLayout" with a frame, as the seed's
  /// `init(frame:)`, so that a subclass reads as the seed's does:
  ///
  /// ```swift
  /// final class ObservationView: LinearLayout {
  ///   override init(frame: CGRect) {
  ///     super.init(frame: frame)
  ///     orientation = .horizontal
  ///   }
  /// }
  /// ```
  public init(frame: CGRect) {
    self.orientation = .vertical
    super.init(name: "LinearLayout")
    installLayoutHooks()
    self.frame = frame
  }

  /// Makes the node lay out its children in its layout hook and measure itself by its wrap-content size.
  private func installLayoutHooks() {
    layoutSubviews = { node in (node as? LinearLayout)?.layoutChildren() }
    runsInstalledLayoutHook = true
    let target = MeasureTarget(self)
    measureTarget = target
    measure = { proposal in target.layout?.measuredWrapContentSize(for: proposal) ?? .zero }
    measuresByWrapContent = true
  }

  /// The link the installed measure closure reaches the layout through (see ``MeasureTarget``).
  private var measureTarget: MeasureTarget?

  deinit {
    // The children outlive the layout: none may keep parameters under an identifier a new layout can
    // take (see `HeldParams`).
    for child in children { forgetParams(of: child) }
    measureTarget?.layout = nil
    // No reader is left when the layout goes: `retiredRecords` is empty.
    Self.freeRecords(childRecords)
  }

  /// Creates an empty linear layout named "LinearLayout".
  public convenience init(orientation: Orientation, padding: EdgeInsets = .zero) {
    self.init(name: "LinearLayout", orientation: orientation, padding: padding)
  }

  /// Creates an empty vertical linear layout named "LinearLayout" with a padding, as the seed's
  /// `init(padding:)` (the seed's layouts are vertical unless told otherwise).
  public convenience init(padding: EdgeInsets) {
    self.init(name: "LinearLayout", orientation: .vertical, padding: padding)
  }

  /// Appends a child with its layout parameters (a child that has a parent is moved, and a child of
  /// this layout moves to the end with the new parameters), as the seed's `addView`.
  ///
  /// - Parameters:
  ///   - view: The child.
  ///   - width: Its width: points (a number literal), `.matchParent` or `.wrapContent` (the default).
  ///   - height: Its height, likewise.
  ///   - margin: Space around it inside its slot.
  ///   - align: Where it sits on the cross axis; `nil` (the default) for the top or left.
  ///   - fill: Its weight in sharing the room left on the main axis; 0 (the default) for none.
  public func addView(
    _ view: LayoutNode, width: Size = .wrapContent, height: Size = .wrapContent, margin: EdgeInsets = .zero,
    align: Alignment? = nil, fill: CGFloat = 0
  ) {
    addChild(view)
    // `addChild` refuses an ancestor of the layout (with its own diagnostic).
    guard view.parent === self else { return }
    store(
      LayoutParams(width: width, height: height, margin: margin, align: align, fill: fill), of: view,
      call: "addView(_:width:height:margin:align:fill:)")
  }

  /// Appends a child with its layout parameters, `fill` written before `margin`, as the seed's README
  /// does (`addView(group, width: 0, fill: 1, margin: Edge(right: 8))`: Swift 2 let defaulted
  /// arguments come in any order). The same as ``addView(_:width:height:margin:align:fill:)``; `fill`
  /// and `margin` are both required here so that no call matches both forms.
  ///
  /// - Parameters:
  ///   - view: The child.
  ///   - width: Its width: points (a number literal), `.matchParent` or `.wrapContent` (the default).
  ///   - height: Its height, likewise.
  ///   - fill: Its weight in sharing the room left on the main axis.
  ///   - margin: Space around it inside its slot.
  ///   - align: Where it sits on the cross axis; `nil` (the default) for the top or left.
  public func addView(
    _ view: LayoutNode, width: Size = .wrapContent, height: Size = .wrapContent, fill: CGFloat, margin: EdgeInsets,
    align: Alignment? = nil
  ) {
    addView(view, width: width, height: height, margin: margin, align: align, fill: fill)
  }

  /// The parameters a child is laid out with, or `nil` if `view` is not a child of this layout.
  public func layoutParams(of view: LayoutNode) -> LayoutParams? {
    guard view.parent === self else { return nil }
    return params(of: view)
  }

  /// Replaces a child's parameters (the seed's `view.layoutParams = …`) and lays the node out again.
  /// A node that is not a child of this layout is refused with a warning.
  public func setLayoutParams(_ params: LayoutParams, of view: LayoutNode) {
    let call = "setLayoutParams(_:of:)"
    guard view.parent === self else {
      view.recordFrameLayoutWarning(call: call, "'\(view.name)' is not a child of '\(name)'; nothing changed.")
      return
    }
    store(params, of: view, call: call)
  }

  /// The parameters of a child (no check that it is one).
  func params(of child: LayoutNode) -> LayoutParams {
    entry(of: child).params
  }

  /// The parameters of a child and the child as a linear layout, if it is one.
  func entry(of child: LayoutNode) -> (params: LayoutParams, nestedLayout: LinearLayout?) {
    (heldParams(of: child)?.params ?? .addedAsChild, child as? LinearLayout)
  }

  private func store(_ params: LayoutParams, of view: LayoutNode, call: String) {
    holdParams(checked(params, of: view, call: call), of: view)
    childRecordsAreStale = true
    layoutDidChange()
  }

  override func childWasRemoved(_ child: LayoutNode) {
    forgetParams(of: child)
  }

  /// The seed calls `setNeedsLayout()` when a property changes; our measure answers change too.
  private func layoutDidChange() {
    setNeedsLayout()
    invalidateIntrinsicContentSize()
  }
}
