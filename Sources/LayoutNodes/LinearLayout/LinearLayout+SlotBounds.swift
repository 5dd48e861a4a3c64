import Foundation

extension LinearLayout {
  /// The smallest size, on each axis, down to which the slots just computed for `measured` hold
  /// (``slotsHold(for:stamp:)`` is then true for every size between it and `measured`), or nil when
  /// there is none to give; worked out once per computation, so that a layout placed at its measured
  /// size or smaller need not walk its subtree to check its slots.
  ///
  /// Each bound is a sufficient condition for one of the walk's checks at a size `s` no larger than
  /// `measured`: a slot fits when `s` leaves room for it and every slot before it (the room left is
  /// at least the size minus the padding and what came before); a nested layout's proposal moves
  /// between its own bound and the size it was measured with when `s` leaves room for that bound (its
  /// answer there is the same, as the tree has not changed while these slots are reused). An axis the
  /// slots depend on must not change at all.
  func lowerBound(
    of slots: [Slot], records: UnsafeBufferPointer<ChildRecord>, measured: CGSize, dependence: SlotDependence,
    clamped: Bool
  ) -> CGSize? {
    guard !clamped else { return nil }
    let axes = self.axes
    let padding = self.padding
    let paddingMain = axes.mainInsets(padding), paddingCross = axes.crossInsets(padding)
    let padMain = paddingMain.start + paddingMain.end, padCross = paddingCross.start + paddingCross.end
    var lowMain: CGFloat = 0
    var lowCross: CGFloat = 0
    // What the slots before the current one take along the main axis, margins included.
    var before: CGFloat = 0
    for slot in slots {
      if slot.nestedProposal != nil {
        let nestedLower = records[slot.index].withNestedLayout { nested in
          nested.slotComputations == slot.nestedStamp ? nested.measured.lowerBound : nil
        }
        guard let nestedLower = nestedLower ?? nil else { return nil }
        lowCross = max(lowCross, padCross + axes.cross(nestedLower))
        if slot.nestedProposalIsFirstPass {
          lowMain = max(lowMain, padMain + before + axes.main(nestedLower))
        } else if slot.main < axes.main(nestedLower) {
          return nil
        }
      }
      before += slot.main + slot.mainMargins
      lowMain = max(lowMain, padMain + before)
      lowCross = max(lowCross, padCross + slot.cross + slot.crossMargins)
    }
    if dependence.main {
      guard lowMain <= axes.main(measured) else { return nil }
      lowMain = axes.main(measured)
    }
    if dependence.cross {
      guard lowCross <= axes.cross(measured) else { return nil }
      lowCross = axes.cross(measured)
    }
    guard lowMain.isFinite, lowCross.isFinite else { return nil }
    return axes.size(main: lowMain, cross: lowCross)
  }
}
