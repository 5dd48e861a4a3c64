import Foundation

extension LinearLayout {
  /// A computation of slots other than the current one (``measuredSlots`` and the state beside it),
  /// kept so that a layout measured or placed again at a size it had before takes its slots back
  /// instead of measuring its subtree again, as Yoga keeps a node's last measurements: a list resized
  /// back and forth between a phone's two orientations, or a cell measured at each width of a resize,
  /// lays out from what it kept.
  ///
  /// A layout keeps computations only while the sizes it is given recur (``SlotKeeping``), at most
  /// ``keptSlotsLimit`` of them. Only slots that were verified (``hasVerifiedSlots``: no child
  /// answers with its frame, and every nested layout's slots were verified too) are kept, with the
  /// ``LayoutNode/subtreeGeneration`` they were verified at; they are taken back only while that
  /// generation, the node's own ``LayoutNode/measurementGeneration`` and the records are unchanged.
  /// Every change that can change a slot bumps one of them (see ``measuredSlotsAreCurrent()``), so
  /// slots taken back are the ones a new computation would give, and a layout from them sets the
  /// same frames.
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

    /// Exchanges every field with `other`'s, the arrays by their references: one access to an element
    /// of ``keptSlots`` instead of one per field, and no array retained or released.
    mutating func exchange(with other: inout KeptSlots) {
      swap(&slots, &other.slots)
      swap(&generations, &other.generations)
      swap(&size, &other.size)
      swap(&wereClamped, &other.wereClamped)
      swap(&dependence, &other.dependence)
      swap(&wrapSize, &other.wrapSize)
      swap(&lowerBound, &other.lowerBound)
      swap(&ownGeneration, &other.ownGeneration)
      swap(&stamp, &other.stamp)
      swap(&subtreeGeneration, &other.subtreeGeneration)
    }
  }

  /// How many computations besides the current one a layout keeps: eight in all, as Yoga keeps a
  /// node's last eight measurements (enough, by its authors' data, for 98% of layouts; a resize
  /// between orientations takes two sizes per layout, or four where a parent measures and then places
  /// at another size).
  static let keptSlotsLimit = 7

  /// Whether the kept slots may be taken back now.
  private func isCurrent(_ kept: KeptSlots) -> Bool {
    kept.subtreeGeneration == subtreeGeneration && kept.ownGeneration == measurementGeneration
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
  /// that asks this layout again meanwhile neither reuses nor keeps them.
  @inline(__always)
  func retireMeasuredSlots(before size: CGSize) -> (slots: [Slot], generations: [Int]) {
    if slotKeeping.recordComputation(for: size) { keptSlots.removeAll() }
    guard slotKeeping.isOn, currentSlotsAreKeepable, measuredSlotsSize != size else {
      let buffers = (slots: measuredSlots, generations: measuredGenerations)
      measuredSlots = []
      measuredGenerations = []
      measuredSlotsSize = nil
      measuredSlotsStamp = -1
      return buffers
    }
    return keepMeasuredSlots(before: size)
  }

  /// ``retireMeasuredSlots(before:)`` when the current slots are kept.
  private func keepMeasuredSlots(before size: CGSize) -> (slots: [Slot], generations: [Int]) {
    var retired = takeCurrentSlots()
    measuredSlotsSize = nil
    measuredSlotsStamp = -1
    let replaced =
      keptSlots.firstIndex { !isCurrent($0) || $0.size == size || $0.size == retired.size }
      ?? (keptSlots.count < Self.keptSlotsLimit
        ? nil : keptSlots.indices.min { keptSlots[$0].stamp < keptSlots[$1].stamp })
    guard let replaced else {
      // New buffers, allocated once at the size the slots had (not grown slot by slot).
      var buffers: (slots: [Slot], generations: [Int]) = ([], [])
      buffers.slots.reserveCapacity(retired.slots.count)
      buffers.generations.reserveCapacity(retired.generations.count)
      keptSlots.append(retired)
      return buffers
    }
    keptSlots[replaced].exchange(with: &retired)
    return (retired.slots, retired.generations)
  }

  /// The current slots with what they depended on, their arrays moved out (``measuredSlots`` and
  /// ``measuredGenerations`` are left empty).
  private func takeCurrentSlots() -> KeptSlots {
    var current = KeptSlots(
      slots: [], generations: [], size: measuredSlotsSize ?? .zero, wereClamped: measuredSlotsWereClamped,
      dependence: measuredSlotsDependence, wrapSize: measuredWrapSize, lowerBound: measuredSlotsLowerBound,
      ownGeneration: measuredOwnGeneration, stamp: measuredSlotsStamp, subtreeGeneration: verifiedSubtreeGeneration)
    swap(&current.slots, &measuredSlots)
    swap(&current.generations, &measuredGenerations)
    return current
  }

  /// Whether the current slots may be kept: verified, and still current (``measuredSlotsAreCurrent()``
  /// holds without a walk).
  private var currentSlotsAreKeepable: Bool { measuredSlotsAreLatest && hasVerifiedSlots }

  /// Makes the newest kept computation for which `matches` is true the current one (the current one,
  /// if verified, is kept in its place); false if there is none.
  func restoreKeptSlots(where matches: (KeptSlots) -> Bool) -> Bool {
    guard !keptSlots.isEmpty, let index = keptSlots.lastIndex(where: { matches($0) && isCurrent($0) }) else {
      return false
    }
    restoreKeptSlots(at: index)
    slotKeeping.recordRestore()
    return true
  }

  /// Makes the newest kept computation measured with the same length as `size` on an axis (as a
  /// parent measures a child and then places it at the length the other axis took) the current one,
  /// and answers whether it holds for `size` (``slotsHold(for:stamp:)``); false if there is none.
  /// One is tried, not every one: a failed try costs an exchange and a check.
  func restoreKeptSlots(holdingFor size: CGSize) -> Bool {
    guard !keptSlots.isEmpty,
      let index = keptSlots.lastIndex(where: { kept in
        (kept.size.width == size.width || kept.size.height == size.height) && isCurrent(kept)
      })
    else { return false }
    let stamp = keptSlots[index].stamp
    restoreKeptSlots(at: index)
    guard slotsHold(for: size, stamp: stamp) else { return false }
    slotKeeping.recordRestore()
    return true
  }

  /// Exchanges the kept computation at `index` with the current one (dropped if it may not be kept).
  private func restoreKeptSlots(at index: Int) {
    let keepsCurrent = currentSlotsAreKeepable
    var current = takeCurrentSlots()
    keptSlots[index].exchange(with: &current)
    // `current` now holds the kept computation.
    swap(&current.slots, &measuredSlots)
    swap(&current.generations, &measuredGenerations)
    measuredSlotsSize = current.size
    measuredSlotsWereClamped = current.wereClamped
    measuredSlotsDependence = current.dependence
    measuredWrapSize = current.wrapSize
    measuredSlotsLowerBound = current.lowerBound
    measuredOwnGeneration = current.ownGeneration
    measuredSlotsStamp = current.stamp
    slotComputations = current.stamp
    verifiedSlotsStamp = current.stamp
    verifiedSubtreeGeneration = current.subtreeGeneration
    if !keepsCurrent { keptSlots.remove(at: index) }
  }

  /// A stamp no computation of this layout has had: the current slots' from now on.
  func takeNewSlotStamp() -> Int {
    lastSlotStamp &+= 1
    slotComputations = lastSlotStamp
    return lastSlotStamp
  }
}
