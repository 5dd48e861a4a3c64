import Foundation

extension LinearLayout {
  /// A visible child's size and margins along the two axes, before it is placed. Plain values only
  /// (the child is named by its index in the records), so that keeping and copying slots costs no
  /// reference counting.
  struct Slot {
    /// The child's index in the records the slots were computed with (``childRecords``).
    let index: Int
    /// The child's frame size along each axis (margins not included).
    var main: CGFloat
    var cross: CGFloat
    /// The sums of the child's two margins along each axis.
    let mainMargins: CGFloat
    let crossMargins: CGFloat
    /// A cross size measured together with the main size, kept while the main size stays as measured.
    var measuredCross: CGFloat?
    /// The nested layout's ``LinearLayout/slotComputations`` right after this layout last measured it
    /// (nil if that measurement did not compute slots): its slots can then be reused to place it.
    var nestedStamp: Int?
    /// The size the nested layout was last measured with, by that measurement.
    var nestedProposal: CGSize?
    /// Whether that measurement was the first pass's (with the room left), not the second's.
    var nestedProposalIsFirstPass = false

    /// The room the slot takes along each axis, margins included.
    var mainExtent: CGFloat { main + mainMargins }
    var crossExtent: CGFloat { cross + crossMargins }
  }

  /// Whether a computation of slots depended on the size it was given along each axis beyond the
  /// bounds it checks (see ``reusableSlots(for:stamp:)``): through a child that matches the parent, a
  /// fill weight, a bound on the room that applied, or a measurement whose proposal on that axis the
  /// child may answer to.
  struct SlotDependence {
    var main = false
    var cross = false
  }

  /// Sizes the visible children for a layout of `size` (padding included), in the seed's two passes:
  /// main sizes in child order, then fill shares and cross sizes. With `reporting`, sizes that come
  /// out negative (margins that do not fit) record a warning; measuring never reports.
  ///
  /// The slots are left in ``measured``, with what they depended on; ``slots(in:records:reporting:)``
  /// returns them.
  func computeSlots(in size: CGSize, records recorded: ChildRecords, reporting: Bool) {
    // The caller took the records with currentChildRecords(): their nodes stay alive until it is done,
    // even if a measurement replaces this layout's records meanwhile.
    let records = recorded.records
    let axes = self.axes
    let padding = self.padding
    let paddingMain = axes.mainInsets(padding), paddingCross = axes.crossInsets(padding)
    let innerMain = max(axes.main(size) - paddingMain.start - paddingMain.end, 0)
    let innerCross = max(axes.cross(size) - paddingCross.start - paddingCross.end, 0)
    var available = innerMain
    var totalFill: CGFloat = 0
    // Buffers of an earlier computation, taken so that they are uniquely referenced and keep their
    // storage: measuring a tree then allocates no arrays. Their elements are overwritten in place
    // (emptying an array first costs more than the arithmetic of a slot) and any left over is cut.
    // The current slots may be kept for their size (see ``SlotComputation``).
    var (slots, generations) = retireMeasuredSlots(before: size, childCount: records.count)
    var slotCount = 0
    var sawNegative = false
    var dependence = SlotDependence()
    let ownGeneration = measurementGeneration
    let startSubtreeGeneration = subtreeGeneration

    for index in records.indices {
      let (isHidden, generation) = records[index].withNode { ($0.isHidden, $0.measurementGeneration) }
      // Written only when it changed (most passes): a write checks that the array is unique.
      if index < generations.count {
        if generations[index] != generation { generations[index] = generation }
      } else {
        generations.append(generation)
      }
      if isHidden { continue }
      let params = records[index].params
      let margins = (main: axes.mainInsets(params.margin), cross: axes.crossInsets(params.margin))
      let mainMargins = margins.main.start + margins.main.end
      totalFill += params.fill
      // The room left is shared among weighted children: their sizes follow the main size.
      if params.fill > 0 { dependence.main = true }
      var measured: CGSize?
      var stamp: Int?
      var nestedProposal: CGSize?
      var length: CGFloat
      switch axes.mainSize(params) {
      case .matchParent:
        length = available - mainMargins
        dependence.main = true
      case .wrapContent:
        let fitted = measure(
          records[index], at: index, axes.size(main: available, cross: innerCross), stamp: &stamp,
          nestedProposal: &nestedProposal, dependence: &dependence)
        measured = fitted
        length = axes.main(fitted)
      case .points(let value): length = value
      }
      length = bounded(
        length, axes.mainBounds(params), room: available - mainMargins, of: records[index], axis: "main",
        reporting: reporting, dependsOnRoom: &dependence.main, sawNegative: &sawNegative)
      let slot = Slot(
        index: index, main: length, cross: 0, mainMargins: mainMargins,
        crossMargins: margins.cross.start + margins.cross.end,
        measuredCross: measured.flatMap { axes.main($0) == length ? axes.cross($0) : nil }, nestedStamp: stamp,
        nestedProposal: nestedProposal, nestedProposalIsFirstPass: nestedProposal != nil)
      if slotCount < slots.count { slots[slotCount] = slot } else { slots.append(slot) }
      slotCount += 1
      available -= length + mainMargins
    }
    if slots.count > slotCount { slots.removeLast(slots.count - slotCount) }
    if generations.count > records.count { generations.removeLast(generations.count - records.count) }

    let free = available
    // The wrap-content size (measured.wrapSize), summed as the slots are finished.
    var mainSum: CGFloat = 0
    var crossMax: CGFloat = 0
    // One check that the buffer is unique for the whole pass, not one at every write into a slot.
    slots.withUnsafeMutableBufferPointer { slots in
      for position in slots.indices {
        let index = slots[position].index
        let params = records[index].params
        if params.fill > 0, free > 0 {
          slots[position].main += free * params.fill / totalFill
          slots[position].measuredCross = nil
        }
        let crossMargins = slots[position].crossMargins
        var length: CGFloat
        switch axes.crossSize(params) {
        case .matchParent:
          length = innerCross - crossMargins
          dependence.cross = true
        case .wrapContent:
          if let measuredCross = slots[position].measuredCross {
            length = measuredCross
          } else {
            var stamp = slots[position].nestedStamp
            var nestedProposal = slots[position].nestedProposal
            length = axes.cross(
              measure(
                records[index], at: index, axes.size(main: slots[position].main, cross: innerCross), stamp: &stamp,
                nestedProposal: &nestedProposal, dependence: &dependence))
            slots[position].nestedStamp = stamp
            slots[position].nestedProposal = nestedProposal
            slots[position].nestedProposalIsFirstPass = false
          }
        case .points(let value): length = value
        }
        length = bounded(
          length, axes.crossBounds(params), room: innerCross - crossMargins, of: records[index], axis: "cross",
          reporting: reporting, dependsOnRoom: &dependence.cross, sawNegative: &sawNegative)
        slots[position].cross = length
        mainSum += slots[position].mainExtent
        crossMax = max(crossMax, slots[position].crossExtent)
      }
    }
    measured.wrapSize = axes.size(
      main: max(mainSum + paddingMain.start + paddingMain.end, 0),
      cross: max(crossMax + paddingCross.start + paddingCross.end, 0))
    measured.size = size
    measured.wereClamped = sawNegative
    measured.dependence = dependence
    measured.lowerBound = lowerBound(
      of: slots, records: records, measured: size, dependence: dependence, clamped: sawNegative)
    measured.ownGeneration = ownGeneration
    measured.stamp = takeNewSlotStamp()
    // Nothing in the subtree changed while it was measured (a measure closure may change the tree): the
    // slots were computed from the tree as it is, which is what measuredSlotsAreCurrent() verifies.
    if subtreeGeneration == startSubtreeGeneration, computedSlotsAreVerified(slots, records) {
      verifiedSlotsStamp = slotComputations
      measured.verifiedSubtreeGeneration = subtreeGeneration
    }
    // Stored last, when nothing reads them here any more: swapped in (an assignment retained them and
    // then released the locals).
    swap(&measured.generations, &generations)
    swap(&measured.slots, &slots)
  }

  /// ``computeSlots(in:records:reporting:)``'s slots.
  func slots(in size: CGSize, records: ChildRecords, reporting: Bool) -> [Slot] {
    computeSlots(in: size, records: records, reporting: reporting)
    return measured.slots
  }

  /// A child's `sizeThatFits` answer: kept for a leaf (see ``KeptMeasurement``); for a nested linear
  /// layout, also the stamp that lets it reuse the slots this measurement computed (see
  /// ``Slot/nestedStamp``).
  private func measure(
    _ record: ChildRecord, at index: Int, _ proposal: CGSize, stamp: inout Int?, nestedProposal: inout CGSize?,
    dependence: inout SlotDependence
  ) -> CGSize {
    let nested = record.withNestedLayout { nested in
      let before = nested.slotComputations
      // What `sizeThatFits` answers: the text's size if the node has text, else the closure's.
      let fitted =
        nested.answersWithWrapContent
        ? nested.wrapContentSize(for: proposal) : nested.sizeThatFits(proposal)
      return (fitted: fitted, stamp: nested.slotComputations != before ? nested.slotComputations : nil)
    }
    if let nested {
      // Whether the nested layout answers the same at another size is asked of it
      // (``reusableSlots(for:stamp:)``), if this was its only measurement and it computed slots.
      if nestedProposal != nil || nested.stamp == nil {
        dependence.main = true
        dependence.cross = true
      }
      stamp = nested.stamp
      nestedProposal = proposal
      return nested.fitted
    }
    let leaf = record.withNode { leafSize(of: $0, at: index, for: proposal) }
    switch leaf.answersTo {
    case .nothing: break
    case .width: if axes.isHorizontal { dependence.main = true } else { dependence.cross = true }
    case .proposal:
      dependence.main = true
      dependence.cross = true
    }
    return leaf.size
  }

  /// ``wrapContentSize(for:)`` as the node's ``LayoutNode/measure`` closure answers it (a
  /// `sizeThatFits` from outside any linear layout): from the slots computed last when they hold for
  /// `proposal` and the tree has not changed since, as ``layoutChildren()`` reuses them.
  ///
  /// A layout asked twice for the same size with no linear layout above it (a cell that a parent
  /// list measures at one width in each of its two passes) then measures its subtree once. Slots
  /// that hold are the ones a new computation would give, so the answer is the same.
  func measuredWrapContentSize(for proposal: CGSize) -> CGSize {
    // Cheapest test first: on a resize the size differs and the slots depend on it. A NaN proposal
    // is answered by wrapContentSize(for:) alone.
    if !proposal.width.isNaN, !proposal.height.isNaN, slotsHold(for: proposal, stamp: slotComputations),
      measuredSlotsAreCurrent()
    {
      return measured.wrapSize
    }
    return wrapContentSize(for: proposal)
  }

  /// The size the children need within `proposal`: their slots' sum along the main axis and the
  /// largest slot across, plus padding (never negative). Parent layouts measure nested ones with it.
  func wrapContentSize(for proposal: CGSize) -> CGSize {
    guard !proposal.width.isNaN, !proposal.height.isNaN else { return .zero }
    // Measured at this size before, and nothing changed since: those slots answer (see ``SlotComputation``).
    if restoreKeptSlots(where: { $0.size == proposal }) { return measured.wrapSize }
    let recorded = currentChildRecords()
    defer { endReadingRecords() }
    computeSlots(in: proposal, records: recorded, reporting: false)
    return measured.wrapSize
  }

  /// A child's length along one axis kept within its bounds and the room left: `dependsOnRoom` is set
  /// when the room cut it, `sawNegative` when it came out negative, and a negative or NaN length
  /// becomes 0 (``replacedNegative(_:of:axis:reporting:)``).
  @inline(__always)
  private func bounded(
    _ length: CGFloat, _ bounds: (min: CGFloat, max: CGFloat), room: CGFloat, of record: ChildRecord, axis: String,
    reporting: Bool, dependsOnRoom: inout Bool, sawNegative: inout Bool
  ) -> CGFloat {
    var length = min(max(length, bounds.min), bounds.max)
    if length > room {
      length = room
      dependsOnRoom = true
    }
    if length < 0 { sawNegative = true }
    if !(length >= 0) { length = replacedNegative(length, of: record, axis: axis, reporting: reporting) }
    return length
  }

  /// 0 for a child's size that came out negative or NaN (margins larger than the room, or a measure
  /// closure that answered so), with a warning when `reporting`; the seed would set a negative size.
  private func replacedNegative(_ length: CGFloat, of record: ChildRecord, axis: String, reporting: Bool) -> CGFloat {
    if reporting {
      let child = record.node
      let side = (axis == "main") == (orientation == .horizontal) ? "width" : "height"
      child.recordFrameLayoutWarning(
        call: "layoutChildren()",
        "in '\(name)' the margins leave no room (\(side) \(length)); the \(side) is set to 0.")
    }
    return 0
  }
}
