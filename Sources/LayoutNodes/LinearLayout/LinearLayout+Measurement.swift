import Foundation

extension LinearLayout {
  /// A visible child's size and margins along the two axes, before it is placed. Plain values only
  /// (the child is named by its index in the records), so that keeping and copying slots costs no
  /// reference counting.
  struct Slot {
    /// The child's index in the records the slots were computed with (``childRecords``).
    let index: Int
    let params: LayoutParams
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

    /// The room the slot takes along each axis, margins included.
    var mainExtent: CGFloat { main + mainMargins }
    var crossExtent: CGFloat { cross + crossMargins }
  }

  /// Sizes the visible children for a layout of `size` (padding included), in the seed's two passes:
  /// main sizes in child order, then fill shares and cross sizes. With `reporting`, sizes that come
  /// out negative (margins that do not fit) record a warning; measuring never reports.
  func slots(in size: CGSize, records recorded: ChildRecords, reporting: Bool) -> [Slot] {
    // The nodes stay alive through `recorded` even if a measurement replaces this layout's records.
    defer { withExtendedLifetime(recorded) {} }
    let records = recorded.records
    let axes = self.axes
    let padding = self.padding
    let paddingMain = axes.mainInsets(padding), paddingCross = axes.crossInsets(padding)
    let innerMain = max(axes.main(size) - paddingMain.start - paddingMain.end, 0)
    let innerCross = max(axes.cross(size) - paddingCross.start - paddingCross.end, 0)
    var available = innerMain
    var totalFill: CGFloat = 0
    // The buffer of the last computation, taken so that it is uniquely referenced and keeps its
    // storage: measuring a tree then allocates no arrays.
    var slots = measuredSlots
    measuredSlots = []
    slots.removeAll(keepingCapacity: true)
    var sawNegative = false

    for index in records.indices {
      if records[index].withNode(\.isHidden) { continue }
      let params = records[index].params
      let margins = (main: axes.mainInsets(params.margin), cross: axes.crossInsets(params.margin))
      let mainMargins = margins.main.start + margins.main.end
      totalFill += params.fill
      var measured: CGSize?
      var stamp: Int?
      var length: CGFloat
      switch axes.mainSize(params) {
      case .matchParent: length = available - mainMargins
      case .wrapContent:
        let fitted = measure(
          records[index], at: index, axes.size(main: available, cross: innerCross), stamp: &stamp)
        measured = fitted
        length = axes.main(fitted)
      case .points(let value): length = value
      }
      let bounds = axes.mainBounds(params)
      length = min(min(max(length, bounds.min), bounds.max), available - mainMargins)
      if length < 0 { sawNegative = true }
      length = nonNegative(length, of: records[index], axis: "main", reporting: reporting)
      slots.append(
        Slot(
          index: index, params: params, main: length, cross: 0, mainMargins: mainMargins,
          crossMargins: margins.cross.start + margins.cross.end,
          measuredCross: measured.flatMap { axes.main($0) == length ? axes.cross($0) : nil }, nestedStamp: stamp))
      available -= length + mainMargins
    }

    let free = available
    for position in slots.indices {
      let params = slots[position].params
      if params.fill > 0, free > 0 {
        slots[position].main += free * params.fill / totalFill
        slots[position].measuredCross = nil
      }
      let index = slots[position].index
      let crossMargins = slots[position].crossMargins
      var length: CGFloat
      switch axes.crossSize(params) {
      case .matchParent: length = innerCross - crossMargins
      case .wrapContent:
        if let measuredCross = slots[position].measuredCross {
          length = measuredCross
        } else {
          var stamp = slots[position].nestedStamp
          length = axes.cross(
            measure(records[index], at: index, axes.size(main: slots[position].main, cross: innerCross), stamp: &stamp))
          slots[position].nestedStamp = stamp
        }
      case .points(let value): length = value
      }
      let bounds = axes.crossBounds(params)
      length = min(min(max(length, bounds.min), bounds.max), innerCross - crossMargins)
      if length < 0 { sawNegative = true }
      slots[position].cross = nonNegative(length, of: records[index], axis: "cross", reporting: reporting)
    }
    measuredSlots = slots
    measuredSlotsSize = size
    measuredSlotsWereClamped = sawNegative
    slotComputations &+= 1
    return slots
  }

  /// A child's `sizeThatFits` answer: kept for a leaf (see ``KeptMeasurement``); for a nested linear
  /// layout, also the stamp that lets it reuse the slots this measurement computed (see
  /// ``Slot/nestedStamp``).
  private func measure(_ record: ChildRecord, at index: Int, _ proposal: CGSize, stamp: inout Int?) -> CGSize {
    let nested = record.withNestedLayout { nested in
      let before = nested.slotComputations
      let fitted = nested.sizeThatFits(proposal)
      return (fitted: fitted, stamp: nested.slotComputations != before ? nested.slotComputations : nil)
    }
    if let nested {
      stamp = nested.stamp
      return nested.fitted
    }
    return record.withNode { leafSize(of: $0, at: index, for: proposal) }
  }

  /// The slots measured last, if they were computed for `size` by the measurement that `stamp`
  /// names and nothing has computed slots since; reusing them gives exactly what computing again
  /// would, as the tree cannot have changed in between (see ``layoutChildren()``).
  func reusableSlots(for size: CGSize, stamp: Int?) -> [Slot]? {
    guard let stamp, stamp == slotComputations, let measured = measuredSlotsSize,
      measured.width == size.width, measured.height == size.height, !measuredSlotsWereClamped
    else { return nil }
    return measuredSlots
  }

  /// The size the children need within `proposal`: their slots' sum along the main axis and the
  /// largest slot across, plus padding (never negative). The node's ``LayoutNode/measure`` closure.
  func wrapContentSize(for proposal: CGSize) -> CGSize {
    guard !proposal.width.isNaN, !proposal.height.isNaN else { return .zero }
    var mainSum: CGFloat = 0
    var crossMax: CGFloat = 0
    for slot in slots(in: proposal, records: currentChildRecords(), reporting: false) {
      mainSum += slot.mainExtent
      crossMax = max(crossMax, slot.crossExtent)
    }
    let axes = self.axes
    let paddingMain = axes.mainInsets(padding), paddingCross = axes.crossInsets(padding)
    return axes.size(
      main: max(mainSum + paddingMain.start + paddingMain.end, 0),
      cross: max(crossMax + paddingCross.start + paddingCross.end, 0))
  }

  /// A child's size, or 0 with a warning when it came out negative or NaN (margins larger than the
  /// room, or a measure closure that answered so); the seed would set a negative size.
  private func nonNegative(_ length: CGFloat, of record: ChildRecord, axis: String, reporting: Bool) -> CGFloat {
    if length >= 0 { return length }
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
