import Foundation

extension LinearLayout {
  /// A visible child's size and margins along the two axes, before it is placed.
  struct Slot {
    let child: LayoutNode
    let params: LayoutParams
    /// The child as a linear layout, if it is one.
    let nestedLayout: LinearLayout?
    /// The child's frame size along each axis (margins not included).
    var main: CGFloat
    var cross: CGFloat
    /// The sums of the child's two margins along each axis.
    let mainMargins: CGFloat
    let crossMargins: CGFloat

    /// The room the slot takes along each axis, margins included.
    var mainExtent: CGFloat { main + mainMargins }
    var crossExtent: CGFloat { cross + crossMargins }
  }

  /// Sizes the visible children for a layout of `size` (padding included), in the seed's two passes:
  /// main sizes in child order, then fill shares and cross sizes. With `reporting`, sizes that come
  /// out negative (margins that do not fit) record a warning; measuring never reports.
  func slots(in size: CGSize, reporting: Bool) -> [Slot] {
    let paddingMain = mainInsets(padding), paddingCross = crossInsets(padding)
    let innerMain = max(main(size) - paddingMain.start - paddingMain.end, 0)
    let innerCross = max(cross(size) - paddingCross.start - paddingCross.end, 0)
    var available = innerMain
    var totalFill: CGFloat = 0
    var slots: [Slot] = []
    // A cross size measured together with the main size, kept while the main size stays as measured.
    var measuredCross: [CGFloat?] = []
    slots.reserveCapacity(children.count)
    measuredCross.reserveCapacity(children.count)

    for child in children where !child.isHidden {
      let (params, nestedLayout) = entry(of: child)
      let margins = (main: mainInsets(params.margin), cross: crossInsets(params.margin))
      let mainMargins = margins.main.start + margins.main.end
      totalFill += params.fill
      var measured: CGSize?
      var length: CGFloat
      switch mainSize(params) {
      case .matchParent: length = available - mainMargins
      case .wrapContent:
        let fitted = child.sizeThatFits(self.size(main: available, cross: innerCross))
        measured = fitted
        length = main(fitted)
      case .points(let value): length = value
      }
      let bounds = mainBounds(params)
      length = min(min(max(length, bounds.min), bounds.max), available - mainMargins)
      length = nonNegative(length, of: child, axis: "main", reporting: reporting)
      measuredCross.append(measured.flatMap { main($0) == length ? cross($0) : nil })
      slots.append(
        Slot(
          child: child, params: params, nestedLayout: nestedLayout, main: length, cross: 0, mainMargins: mainMargins,
          crossMargins: margins.cross.start + margins.cross.end))
      available -= length + mainMargins
    }

    let free = available
    for index in slots.indices {
      let params = slots[index].params
      if params.fill > 0, free > 0 {
        slots[index].main += free * params.fill / totalFill
        measuredCross[index] = nil
      }
      let child = slots[index].child
      let crossMargins = slots[index].crossMargins
      var length: CGFloat
      switch crossSize(params) {
      case .matchParent: length = innerCross - crossMargins
      case .wrapContent:
        length =
          measuredCross[index] ?? cross(child.sizeThatFits(self.size(main: slots[index].main, cross: innerCross)))
      case .points(let value): length = value
      }
      let bounds = crossBounds(params)
      length = min(min(max(length, bounds.min), bounds.max), innerCross - crossMargins)
      slots[index].cross = nonNegative(length, of: child, axis: "cross", reporting: reporting)
    }
    return slots
  }

  /// The size the children need within `proposal`: their slots' sum along the main axis and the
  /// largest slot across, plus padding (never negative). The node's ``LayoutNode/measure`` closure.
  func wrapContentSize(for proposal: CGSize) -> CGSize {
    guard !proposal.width.isNaN, !proposal.height.isNaN else { return .zero }
    var mainSum: CGFloat = 0
    var crossMax: CGFloat = 0
    for slot in slots(in: proposal, reporting: false) {
      mainSum += slot.mainExtent
      crossMax = max(crossMax, slot.crossExtent)
    }
    let paddingMain = mainInsets(padding), paddingCross = crossInsets(padding)
    return size(
      main: max(mainSum + paddingMain.start + paddingMain.end, 0),
      cross: max(crossMax + paddingCross.start + paddingCross.end, 0))
  }

  /// A child's size, or 0 with a warning when it came out negative or NaN (margins larger than the
  /// room, or a measure closure that answered so); the seed would set a negative size.
  private func nonNegative(_ length: CGFloat, of child: LayoutNode, axis: String, reporting: Bool) -> CGFloat {
    if length >= 0 { return length }
    if reporting {
      let side = (axis == "main") == (orientation == .horizontal) ? "width" : "height"
      child.recordFrameLayoutWarning(
        call: "layoutChildren()",
        "in '\(name)' the margins leave no room (\(side) \(length)); the \(side) is set to 0.")
    }
    return 0
  }
}
