import Foundation

extension LinearLayout {
  /// Whether the slots computed last (``measuredSlots``) were computed from the tree as it is now:
  /// the same children, and neither they nor this layout nor any nested layout that was measured
  /// for them changed what it measures since (every such change bumps a
  /// ``LayoutNode/measurementGeneration``: text, closures, intrinsic sizes, hidden flags, padding,
  /// orientation, parameters). Children that answer with their frame are not checked (a frame
  /// changes without a new generation), so they make this false.
  ///
  /// A layout laid out with no parent to vouch for its slots (the usual `sizeThatFits` then
  /// `layoutChildren()` of a list row) checks this before reusing the slots it measured.
  func measuredSlotsAreCurrent() -> Bool {
    guard measuredSlotsSize != nil, measuredSlotsStamp == slotComputations, !childRecordsAreStale,
      measuredOwnGeneration == measurementGeneration
    else { return false }
    let nodes = children
    let records = childRecords
    guard records.count == nodes.count, measuredGenerations.count == records.count, recordsMatch(nodes) else {
      return false
    }
    for index in records.indices {
      guard records[index].withNode({ $0.measurementGeneration }) == measuredGenerations[index] else { return false }
      if index < keptMeasurements.count, keptMeasurements[index].readsFrame { return false }
    }
    for slot in measuredSlots {
      guard let stamp = slot.nestedStamp else { continue }
      let current = records[slot.index].withNestedLayout { nested in
        nested.slotComputations == stamp && nested.measuredSlotsAreCurrent()
      }
      if current == false { return false }
    }
    return true
  }
}
