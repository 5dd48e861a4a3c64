import Foundation

extension LinearLayout {
  /// How many computations besides the current one a layout keeps: eight in all, as Yoga keeps a
  /// node's last eight measurements (enough, by its authors' data, for 98% of layouts; a resize
  /// between orientations takes two sizes per layout, or four where a parent measures and then places
  /// at another size).
  static let keptSlotsLimit = 7

  /// Whether the kept slots may be taken back now.
  private func isCurrent(_ kept: SlotComputation) -> Bool {
    kept.verifiedSubtreeGeneration == subtreeGeneration && kept.ownGeneration == measurementGeneration
      && !childRecordsAreStale
  }

  /// Ends the current slots before a new computation for `size`: kept if they may be and are of
  /// another size, else dropped; returns buffers for the new computation to overwrite (the current
  /// slots' if they were dropped, else those of the kept computation they replace: one gone stale, of
  /// the size about to be computed or of their own size, else the oldest once ``keptSlotsLimit`` are
  /// kept). Entries are exchanged in place, so that keeping moves no slot and allocates nothing once
  /// the limit is reached.
  ///
  /// The current slots are marked as not computed until the computation ends, so that a measurement
  /// that asks this layout again meanwhile neither reuses nor keeps them. The buffers have room for
  /// `childCount` slots.
  @inline(__always)
  func retireMeasuredSlots(before size: CGSize, childCount: Int) -> (slots: [Slot], generations: [Int]) {
    if slotKeeping.recordComputation(for: size) { keptSlots.removeAll() }
    guard slotKeeping.isOn, currentSlotsAreKeepable, measured.size != size else {
      return measured.takeBuffers(childCount: childCount)
    }
    return keepMeasuredSlots(before: size, childCount: childCount)
  }

  /// ``retireMeasuredSlots(before:childCount:)`` when the current slots are kept.
  private func keepMeasuredSlots(before size: CGSize, childCount: Int) -> (slots: [Slot], generations: [Int]) {
    let retiredSize = measured.size
    let replaced =
      keptSlots.firstIndex { !isCurrent($0) || $0.size == size || $0.size == retiredSize }
      ?? (keptSlots.count < Self.keptSlotsLimit
        ? nil : keptSlots.indices.min { keptSlots[$0].stamp < keptSlots[$1].stamp })
    guard let replaced else {
      // New slots, allocated once at the size the slots had (not grown slot by slot). The children's
      // generations rarely change between two computations: the new one starts from the retired
      // one's array, shared, and copies it only if a generation changed.
      var buffers: (slots: [Slot], generations: [Int]) = ([], measured.generations)
      buffers.slots.reserveCapacity(childCount)
      // Room for every computation kept, allocated once (not grown, moving the ones kept, at each).
      if keptSlots.capacity == 0 { keptSlots.reserveCapacity(Self.keptSlotsLimit) }
      // Moved into the kept ones by an exchange with a new, empty computation: no array retained.
      keptSlots.append(SlotComputation())
      swap(&measured, &keptSlots[keptSlots.count - 1])
      return buffers
    }
    // `measured` then holds the computation it replaces, whose arrays the new computation overwrites.
    swap(&measured, &keptSlots[replaced])
    return measured.takeBuffers(childCount: childCount)
  }

  /// Whether the current slots may be kept: verified, and still current (``measuredSlotsAreCurrent()``
  /// holds without a walk).
  private var currentSlotsAreKeepable: Bool {
    @inline(__always) get { measuredSlotsAreLatest && hasVerifiedSlots }
  }

  /// Makes the newest kept computation for which `matches` is true the current one (the current one,
  /// if verified, is kept in its place); false if there is none.
  func restoreKeptSlots(where matches: (SlotComputation) -> Bool) -> Bool {
    guard let index = newestCurrentKeptSlots(where: matches) else { return false }
    restoreKeptSlots(at: index)
    slotKeeping.recordRestore()
    return true
  }

  /// Makes the newest kept computation measured with the same length as `size` on an axis (as a
  /// parent measures a child and then places it at the length the other axis took) the current one,
  /// and answers whether it holds for `size` (``slotsHold(for:stamp:)``); false if there is none.
  /// One is tried, not every one: a failed try costs an exchange and a check.
  func restoreKeptSlots(holdingFor size: CGSize) -> Bool {
    guard
      let index = newestCurrentKeptSlots(where: { kept in
        kept.size?.width == size.width || kept.size?.height == size.height
      })
    else { return false }
    let stamp = keptSlots[index].stamp
    restoreKeptSlots(at: index)
    guard slotsHold(for: size, stamp: stamp) else { return false }
    slotKeeping.recordRestore()
    return true
  }

  /// The index of the newest kept computation for which `matches` is true and that may be taken back.
  private func newestCurrentKeptSlots(where matches: (SlotComputation) -> Bool) -> Int? {
    guard !keptSlots.isEmpty else { return nil }
    return keptSlots.lastIndex { matches($0) && isCurrent($0) }
  }

  /// Exchanges the kept computation at `index` with the current one (dropped if it may not be kept).
  private func restoreKeptSlots(at index: Int) {
    let keepsCurrent = currentSlotsAreKeepable
    swap(&measured, &keptSlots[index])
    slotComputations = measured.stamp
    verifiedSlotsStamp = measured.stamp
    if !keepsCurrent { keptSlots.remove(at: index) }
  }

  /// A stamp no computation of this layout has had: the current slots' from now on.
  func takeNewSlotStamp() -> Int {
    lastSlotStamp &+= 1
    slotComputations = lastSlotStamp
    return lastSlotStamp
  }
}
