import Foundation

extension LinearLayout {
  /// The slots measured last, if they were computed by the measurement that `stamp` names, nothing
  /// has computed slots since, and computing them for `size` gives the same slots; reusing them then
  /// gives exactly what computing again would, as the tree cannot have changed in between (see
  /// ``layoutChildren()``).
  ///
  /// A parent measures a child with the room it has left and places it at the size it then takes, so
  /// the sizes differ on one axis at least; the slots are the same when nothing in them depended on
  /// that axis (``SlotDependence``) and no bound that did not apply at the measured size applies at
  /// `size` (the checks below are the computation's own comparisons).
  func reusableSlots(for size: CGSize, stamp: Int?) -> [Slot]? {
    slotsHold(for: size, stamp: stamp) ? measured.slots : nil
  }

  /// Whether ``reusableSlots(for:stamp:)`` may reuse the slots measured last.
  ///
  /// An answer holds for every size between the size it was given and the measured size, on each
  /// axis: an axis that changes there changed at the size answered too (so nothing depended on it),
  /// the room left before each slot grows or shrinks monotonically with the size (so a slot that fits
  /// at both ends fits in between, and every slot fits at the measured size), and each nested
  /// layout's proposal moves between the same two ends of its own (the same argument, one level
  /// down). Hence one remembered answer (``heldSlotsStamp``) covers the whole box.
  func slotsHold(for size: CGSize, stamp: Int?) -> Bool {
    guard let stamp else { return false }
    // Slots a parent measured and that were replaced since by a computation at another size: taken
    // back if they were kept (see ``SlotComputation``).
    if stamp != slotComputations {
      guard restoreKeptSlots(where: { $0.stamp == stamp }) else { return false }
    }
    if stamp == heldSlotsStamp, subtreeGeneration == heldSubtreeGeneration, let measuredSize = measured.size,
      size.width.isBetween(heldSlotsSize.width, measuredSize.width),
      size.height.isBetween(heldSlotsSize.height, measuredSize.height)
    {
      return true
    }
    if let lower = measured.lowerBound, let measuredSize = measured.size,
      size.width.isBetween(lower.width, measuredSize.width) && lower.width <= measuredSize.width,
      size.height.isBetween(lower.height, measuredSize.height) && lower.height <= measuredSize.height
    {
      return true
    }
    guard slotsHoldUnremembered(for: size) else { return false }
    heldSlotsStamp = stamp
    heldSlotsSize = size
    heldSubtreeGeneration = subtreeGeneration
    return true
  }

  /// ``slotsHold(for:stamp:)`` for the current stamp, worked out.
  private func slotsHoldUnremembered(for size: CGSize) -> Bool {
    guard let measuredSize = measured.size, !measured.wereClamped else { return false }
    let axes = self.axes
    let mainChanged = axes.main(measuredSize) != axes.main(size)
    let crossChanged = axes.cross(measuredSize) != axes.cross(size)
    guard mainChanged || crossChanged else { return true }
    if mainChanged && measured.dependence.main || crossChanged && measured.dependence.cross {
      return false
    }
    let padding = self.padding
    let paddingMain = axes.mainInsets(padding), paddingCross = axes.crossInsets(padding)
    var available = max(axes.main(size) - paddingMain.start - paddingMain.end, 0)
    let innerCross = max(axes.cross(size) - paddingCross.start - paddingCross.end, 0)
    for slot in measured.slots {
      if mainChanged, slot.main > available - slot.mainMargins { return false }
      if crossChanged, slot.cross > innerCross - slot.crossMargins { return false }
      if let proposal = slot.nestedProposal {
        let moved = axes.size(main: slot.nestedProposalIsFirstPass ? available : slot.main, cross: innerCross)
        if moved.width != proposal.width || moved.height != proposal.height {
          // Asked first at the size the nested layout is placed at when these slots are reused: it
          // asks the same before reusing its own slots there, and the answer also covers `moved`,
          // which lies between that size and its proposal (see ``slotsHold(for:stamp:)``).
          let placed = axes.size(main: slot.main, cross: slot.cross)
          // (Slots of the current stamp were computed with the current records: always in range.)
          guard slot.index < childRecords.count else { return false }
          let holds = childRecords[slot.index].withNestedLayout { nested in
            _ = nested.slotsHold(for: placed, stamp: slot.nestedStamp)
            return nested.slotsHold(for: moved, stamp: slot.nestedStamp)
          }
          if holds != true { return false }
        }
      }
      available -= slot.main + slot.mainMargins
    }
    return true
  }
}

extension CGFloat {
  /// Whether the value lies between `a` and `b`, both included, in either order (never for NaN).
  fileprivate func isBetween(_ a: CGFloat, _ b: CGFloat) -> Bool {
    a <= b ? a <= self && self <= b : b <= self && self <= a
  }
}
