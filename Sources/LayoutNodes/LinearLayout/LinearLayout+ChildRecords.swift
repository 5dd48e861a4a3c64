import Foundation

extension LinearLayout {
  /// A child with its parameters, in child order: what a pass reads for every child, looked up once
  /// instead of by identity in ``childParams`` at every measurement.
  struct ChildRecord {
    let node: LayoutNode
    let params: LayoutParams
    /// The node as a linear layout, if it is one (cast once, not at every layout).
    let nestedLayout: LinearLayout?
  }

  /// The records of the current children: the kept ones while they still describe ``children`` one
  /// for one and no parameters changed, else rebuilt (with fresh kept measurements).
  ///
  /// The tree can change under a layout without it knowing (``LayoutNode/addChild(_:)``,
  /// ``LayoutNode/removeFromParent()`` on a child), so the records are checked against the children
  /// by identity on every pass; parameters change only through ``store(_:of:call:)``, which marks them
  /// stale.
  func currentChildRecords() -> [ChildRecord] {
    let nodes = children
    if !childRecordsAreStale, childRecords.count == nodes.count, recordsMatch(nodes) { return childRecords }
    let records = nodes.map { node in
      let (params, nestedLayout) = entry(of: node)
      return ChildRecord(node: node, params: params, nestedLayout: nestedLayout)
    }
    childRecords = records
    childRecordsAreStale = false
    keptMeasurements = Array(repeating: KeptMeasurement(), count: records.count)
    // Slots measured with the old records name children by their index in them: they may not be reused.
    slotComputations &+= 1
    return records
  }

  private func recordsMatch(_ nodes: [LayoutNode]) -> Bool {
    childRecords.withUnsafeBufferPointer { records in
      nodes.withUnsafeBufferPointer { nodes in
        for index in nodes.indices where records[index].node !== nodes[index] { return false }
        return true
      }
    }
  }
}
