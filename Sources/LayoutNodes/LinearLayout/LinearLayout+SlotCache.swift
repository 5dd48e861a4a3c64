import Foundation

extension LinearLayout {
  /// A computation of slots other than the current one (``measuredSlots`` and the state beside it),
  /// kept so that a layout measured or placed again at a size it had before takes its slots back
  /// instead of measuring its subtree again, as Yoga keeps a node's last measurements: a list resized
  /// back and forth between a phone's two orientations, or a cell measured at each width of a resize,
  /// lays out from what it kept.
  ///
  /// Only slots that were verified (``hasVerifiedSlots``: no child answers with its frame, and every
  /// nested layout's slots were verified too) are kept, with the ``LayoutNode/subtreeGeneration`` they
  /// were verified at; they are taken back only while that generation, the node's own
  /// ``LayoutNode/measurementGeneration`` and the records are unchanged. Every change that can change a
  /// slot bumps one of them (see ``measuredSlotsAreCurrent()``), so slots taken back are the ones a new
  /// computation would give, and a layout from them sets the same frames.
  struct KeptSlots {
    var slots: [Slot]
    var generations: [Int]
    var size: CGSize
    var wereClamped: Bool
    var dependence: SlotDependence
    var wrapSize: CGSize
    var lowerBound: CGSize?
    var ownGeneration: Int
    /// The ``slotComputations`` stamp the slots were computed with (unique within the layout).
    var stamp: Int
    /// The ``LayoutNode/subtreeGeneration`` at which the slots were verified.
    var subtreeGeneration: Int
  }

  /// How many computations besides the current one a layout keeps (Yoga keeps up to 16 measurements
  /// per node; a few sizes cover a resize between orientations and a parent's two passes).
  static let keptSlotsLimit = 7

  /// Whether the kept slots may be taken back now.
  private func isCurrent(_ kept: KeptSlots) -> Bool {
    kept.subtreeGeneration == subtreeGeneration && kept.ownGeneration == measurementGeneration
      && !childRecordsAreStale
  }

  /// Ends the current slots before a new computation for `size`: kept if verified and of another
  /// size, else dropped; returns buffers for the new computation to overwrite (the current slots' if
  /// they were dropped, else those of a kept computation dropped because it went stale, has the size
  /// about to be computed or makes room).
  ///
  /// The current slots are marked as not computed until the computation ends, so that a measurement
  /// that asks this layout again meanwhile neither reuses nor keeps them.
  func retireMeasuredSlots(before size: CGSize) -> (slots: [Slot], generations: [Int]) {
    let retired = currentSlotsIfVerified()
    var buffers: (slots: [Slot], generations: [Int]) = retired == nil ? (measuredSlots, measuredGenerations) : ([], [])
    measuredSlots = []
    measuredGenerations = []
    measuredSlotsSize = nil
    measuredSlotsStamp = -1
    if !keptSlots.isEmpty {
      keptSlots.removeAll { kept in
        guard !isCurrent(kept) || kept.size == size || kept.size == retired?.size else { return false }
        if buffers.slots.capacity < kept.slots.capacity { buffers = (kept.slots, kept.generations) }
        return true
      }
    }
    guard let retired, retired.size != size, Self.keptSlotsLimit > 0 else { return buffers }
    if keptSlots.count >= Self.keptSlotsLimit {
      let oldest = keptSlots.removeFirst()
      if buffers.slots.capacity < oldest.slots.capacity { buffers = (oldest.slots, oldest.generations) }
    }
    keptSlots.append(retired)
    return buffers
  }

  /// Whether the current slots may be kept: verified, and still current (``measuredSlotsAreCurrent()``
  /// holds without a walk).
  private var currentSlotsAreKeepable: Bool {
    measuredSlotsSize != nil && hasVerifiedSlots && measuredSlotsStamp == slotComputations
      && measuredOwnGeneration == measurementGeneration && !childRecordsAreStale
  }

  /// The current slots with what they depended on, if they may be kept.
  private func currentSlotsIfVerified() -> KeptSlots? {
    guard currentSlotsAreKeepable, let measured = measuredSlotsSize else { return nil }
    return KeptSlots(
      slots: measuredSlots, generations: measuredGenerations, size: measured, wereClamped: measuredSlotsWereClamped,
      dependence: measuredSlotsDependence, wrapSize: measuredWrapSize, lowerBound: measuredSlotsLowerBound,
      ownGeneration: measuredOwnGeneration, stamp: measuredSlotsStamp, subtreeGeneration: verifiedSubtreeGeneration)
  }

  /// Makes the newest kept computation for which `matches` is true the current one (the current one,
  /// if verified, is kept in its place); false if there is none.
  func restoreKeptSlots(where matches: (KeptSlots) -> Bool) -> Bool {
    guard let index = keptSlots.lastIndex(where: { isCurrent($0) && matches($0) }) else { return false }
    restoreKeptSlots(at: index)
    return true
  }

  /// Makes a kept computation that holds for `size` (``slotsHold(for:stamp:)``) the current one: one
  /// measured with the same length on an axis at least, as a parent measures a child and then places
  /// it at the length the other axis took; false if none holds.
  func restoreKeptSlots(holdingFor size: CGSize) -> Bool {
    var tried: [Int] = []
    while let index = keptSlots.lastIndex(where: { kept in
      isCurrent(kept) && (kept.size.width == size.width || kept.size.height == size.height)
        && !tried.contains(kept.stamp)
    }) {
      let stamp = keptSlots[index].stamp
      restoreKeptSlots(at: index)
      if slotsHold(for: size, stamp: stamp) { return true }
      tried.append(stamp)
    }
    return false
  }

  /// Exchanges the kept computation at `index` with the current one (dropped if it may not be kept).
  /// Field by field, the arrays swapped in place: copying the structure retains and releases them.
  private func restoreKeptSlots(at index: Int) {
    let keepsCurrent = currentSlotsAreKeepable
    let size = measuredSlotsSize ?? .zero, wereClamped = measuredSlotsWereClamped
    let dependence = measuredSlotsDependence, wrapSize = measuredWrapSize, lowerBound = measuredSlotsLowerBound
    let ownGeneration = measuredOwnGeneration, stamp = measuredSlotsStamp
    let subtreeGeneration = verifiedSubtreeGeneration
    swap(&measuredSlots, &keptSlots[index].slots)
    swap(&measuredGenerations, &keptSlots[index].generations)
    measuredSlotsSize = keptSlots[index].size
    measuredSlotsWereClamped = keptSlots[index].wereClamped
    measuredSlotsDependence = keptSlots[index].dependence
    measuredWrapSize = keptSlots[index].wrapSize
    measuredSlotsLowerBound = keptSlots[index].lowerBound
    measuredOwnGeneration = keptSlots[index].ownGeneration
    measuredSlotsStamp = keptSlots[index].stamp
    slotComputations = measuredSlotsStamp
    verifiedSlotsStamp = measuredSlotsStamp
    verifiedSubtreeGeneration = keptSlots[index].subtreeGeneration
    guard keepsCurrent else {
      keptSlots.remove(at: index)
      return
    }
    keptSlots[index].size = size
    keptSlots[index].wereClamped = wereClamped
    keptSlots[index].dependence = dependence
    keptSlots[index].wrapSize = wrapSize
    keptSlots[index].lowerBound = lowerBound
    keptSlots[index].ownGeneration = ownGeneration
    keptSlots[index].stamp = stamp
    keptSlots[index].subtreeGeneration = subtreeGeneration
  }

  /// A stamp no computation of this layout has had: the current slots' from now on.
  func takeNewSlotStamp() -> Int {
    lastSlotStamp &+= 1
    slotComputations = lastSlotStamp
    return lastSlotStamp
  }
}
