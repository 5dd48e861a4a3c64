import Foundation

extension LinearLayout {
  /// Whether the slots computed last (``measured``) were computed from the tree as it is now:
  /// the same children, and neither they nor this layout nor any nested layout that was measured
  /// for them changed what it measures since (every such change bumps a
  /// ``LayoutNode/measurementGeneration``: text, closures, intrinsic sizes, hidden flags, padding,
  /// orientation, parameters). Children that answer with their frame are not checked (a frame
  /// changes without a new generation), so they make this false.
  ///
  /// A layout laid out with no parent to vouch for its slots (the usual `sizeThatFits` then
  /// `layoutChildren()` of a list row) checks this before reusing the slots it measured.
  func measuredSlotsAreCurrent() -> Bool {
    guard measuredSlotsAreLatest else { return false }
    // Verified since the slots were computed, and no generation in the subtree was bumped and no child
    // added, moved or removed since: every check below would pass again. (A nested layout that computed
    // slots since at another size does not make these stale: its answers at the size measured here are
    // the same while its subtree is; it checks its own stamp before reusing its slots.)
    if hasVerifiedSlots { return true }
    let nodes = children
    let records = childRecords
    guard measured.generations.count == records.count, recordsMatch(nodes) else {
      return false
    }
    for index in records.indices {
      guard records[index].withNode({ $0.measurementGeneration }) == measured.generations[index] else { return false }
      if index < keptMeasurements.count, keptMeasurements[index].readsFrame { return false }
    }
    for slot in measured.slots {
      guard let stamp = slot.nestedStamp else { continue }
      guard slot.index < records.count else { return false }
      let current = records[slot.index].withNestedLayout { nested in
        nested.slotComputations == stamp && nested.measuredSlotsAreCurrent()
      }
      if current == false { return false }
    }
    verifiedSlotsStamp = slotComputations
    measured.verifiedSubtreeGeneration = subtreeGeneration
    return true
  }

  /// Whether ``measured`` is the last computation, with the current records and the node's own
  /// generation: what ``measuredSlotsAreCurrent()`` checks before it looks at the subtree.
  var measuredSlotsAreLatest: Bool {
    measured.size != nil && measured.stamp == slotComputations && !childRecordsAreStale
      && measured.ownGeneration == measurementGeneration
  }

  /// Whether the slots were verified (``verifiedSlotsStamp``) and nothing they depend on changed since:
  /// ``measuredSlotsAreCurrent()`` is then true. (Every check it makes before this one also held when
  /// they were verified, and can only change with a new slot computation or a bump of the subtree's
  /// generation.)
  var hasVerifiedSlots: Bool {
    verifiedSlotsStamp == slotComputations && measured.verifiedSubtreeGeneration == subtreeGeneration
  }

  /// Whether slots just computed from `records`, with no change to the subtree meanwhile, pass what
  /// ``measuredSlotsAreCurrent()`` checks without walking the subtree again: no child answers with its
  /// frame, and every nested layout measured for them has verified slots (each was just measured, which
  /// verified them, so this reads two numbers, not its subtree).
  func computedSlotsAreVerified(_ slots: [Slot], _ records: UnsafeBufferPointer<ChildRecord>) -> Bool {
    if keptMeasurementsMayReadFrame {
      for kept in keptMeasurements where kept.readsFrame { return false }
      keptMeasurementsMayReadFrame = false
    }
    for slot in slots {
      if records[slot.index].withNestedLayout({ $0.hasVerifiedSlots }) == false { return false }
    }
    return true
  }
}
