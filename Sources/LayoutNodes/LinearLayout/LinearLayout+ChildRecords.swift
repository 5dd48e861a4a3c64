import Foundation

extension LinearLayout {
  /// A child with its parameters, in child order: what a pass reads for every child, looked up once
  /// instead of on each child (``HeldParams``) at every measurement.
  ///
  /// The references are unmanaged so that copying a record or calling its node costs no reference
  /// counting (every node is referenced weakly by its children, so its counts live in a side table
  /// and are slow to change): whoever reads records holds the array of their nodes
  /// (``ChildRecords/nodes``, or ``childRecordNodes`` for ``childRecords``).
  ///
  /// What placing a child reads (the references, the margin and the alignment) comes first, in the
  /// record's first cache line (see ``allocateRecords(count:)``).
  struct ChildRecord {
    private let unmanagedNode: Unmanaged<LayoutNode>
    private let unmanagedNestedLayout: Unmanaged<LinearLayout>?
    let params: LayoutParams

    init(node: LayoutNode, params: LayoutParams, nestedLayout: LinearLayout?) {
      unmanagedNode = .passUnretained(node)
      self.params = params
      unmanagedNestedLayout = nestedLayout.map { .passUnretained($0) }
    }

    /// The child.
    var node: LayoutNode { unmanagedNode.takeUnretainedValue() }
    /// The child as a linear layout, if it is one (cast once, not at every layout).
    var nestedLayout: LinearLayout? { unmanagedNestedLayout?.takeUnretainedValue() }
    /// Whether the child is a linear layout.
    var isNestedLayout: Bool { unmanagedNestedLayout != nil }

    /// Runs `body` with the child, without retaining it.
    func withNode<Result>(_ body: (LayoutNode) -> Result) -> Result {
      unmanagedNode._withUnsafeGuaranteedRef(body)
    }

    /// Runs `body` with the child as a linear layout, without retaining it; nil if it is not one.
    func withNestedLayout<Result>(_ body: (LinearLayout) -> Result) -> Result? {
      unmanagedNestedLayout?._withUnsafeGuaranteedRef(body)
    }

    /// Whether the record is for `node`.
    func isRecord(of node: LayoutNode) -> Bool { unmanagedNode.toOpaque() == Unmanaged.passUnretained(node).toOpaque() }
  }

  /// Records replaced while a reader was running, and the nodes they name (see ``retiredRecords``).
  typealias RetiredRecords = (records: UnsafeMutableBufferPointer<ChildRecord>, nodes: [LayoutNode])

  /// The records of a pass, taken with ``currentChildRecords()``: they and their nodes stay alive
  /// until the taker calls ``endReadingRecords()`` (see there).
  struct ChildRecords {
    let records: UnsafeBufferPointer<ChildRecord>
  }

  /// The records of the current children: the kept ones while they still describe ``children`` one
  /// for one and no parameters changed, else rebuilt (with fresh kept measurements).
  ///
  /// The tree can change under a layout without it knowing (``LayoutNode/addChild(_:)``,
  /// ``LayoutNode/removeFromParent()`` on a child), so the records are checked against the children
  /// by identity on every pass; parameters change only through ``store(_:of:call:)``, which marks them
  /// stale.
  ///
  /// Each call must be balanced by ``endReadingRecords()`` once the records are no longer read. Until
  /// then the records and their nodes stay alive without being retained here: ``childRecordNodes``
  /// holds the nodes, and a rebuild meanwhile (a measure closure that changed the tree, then measured
  /// this layout again) keeps the records and nodes it replaces in ``retiredRecords`` until the last
  /// reader is done. (Retaining the node array at every call
  /// read a cold block of memory per layout and pass in a long list; retaining an array of records
  /// cost two atomic operations per layout and pass.)
  @inline(__always)
  func currentChildRecords() -> ChildRecords {
    recordReaders += 1
    // Matched at this subtree generation: no child was added, moved or removed since, so the children
    // are still `childRecordNodes`, and neither that array nor `children` need be read again (each is a
    // separate block of memory, cold in a long list). (The check is inlined into every pass; the rest
    // is a call.)
    if !childRecordsAreStale, recordsMatchedGeneration == subtreeGeneration {
      return ChildRecords(records: UnsafeBufferPointer(childRecords))
    }
    return matchedChildRecords()
  }

  /// ``currentChildRecords()`` once the records may not match the children: checked, else rebuilt.
  private func matchedChildRecords() -> ChildRecords {
    let nodes = children
    if !childRecordsAreStale, recordsMatch(nodes) {
      recordsMatchedGeneration = subtreeGeneration
      return ChildRecords(records: UnsafeBufferPointer(childRecords))
    }
    let records = Self.allocateRecords(count: nodes.count)
    for (index, node) in nodes.enumerated() {
      let (params, nestedLayout) = entry(of: node)
      records.initializeElement(at: index, to: ChildRecord(node: node, params: params, nestedLayout: nestedLayout))
    }
    if recordReaders > 1 {
      retiredRecords.append((childRecords, childRecordNodes))
    } else {
      Self.freeRecords(childRecords)
    }
    childRecords = records
    childRecordNodes = nodes
    childRecordsAreStale = false
    recordsMatchedGeneration = subtreeGeneration
    // Refilled in place (the array is the layout's alone): `Array(repeating:count:)` allocated a new one
    // through the standard library's unspecialized code, which looks the storage's type up at run time.
    keptMeasurements.removeAll(keepingCapacity: true)
    keptMeasurements.append(contentsOf: repeatElement(KeptMeasurement(), count: records.count))
    // Slots measured with the old records name children by their index in them: they may not be reused.
    _ = takeNewSlotStamp()
    keptSlots.removeAll()
    return ChildRecords(records: UnsafeBufferPointer(records))
  }

  /// Memory for `count` records, aligned on a cache line: with a record's stride of two lines (128
  /// bytes), each record starts a line, and placing a child reads that line alone.
  static func allocateRecords(count: Int) -> UnsafeMutableBufferPointer<ChildRecord> {
    let stride = MemoryLayout<ChildRecord>.stride
    let raw = UnsafeMutableRawPointer.allocate(byteCount: max(stride * count, 1), alignment: 64)
    return UnsafeMutableBufferPointer(start: raw.bindMemory(to: ChildRecord.self, capacity: count), count: count)
  }

  /// Frees records allocated by ``allocateRecords(count:)`` (or the empty buffer a layout starts with).
  /// A record holds no reference counted value: its memory needs no deinitialization.
  static func freeRecords(_ records: UnsafeMutableBufferPointer<ChildRecord>) {
    UnsafeMutableRawPointer(records.baseAddress)?.deallocate()
  }

  /// Ends a read of records taken with ``currentChildRecords()``; the last reader lets replaced
  /// records and their nodes go.
  func endReadingRecords() {
    recordReaders -= 1
    if recordReaders == 0, !retiredRecords.isEmpty {
      for retired in retiredRecords { Self.freeRecords(retired.records) }
      retiredRecords.removeAll()
    }
  }

  /// Whether ``childRecords`` describe `nodes` one for one.
  func recordsMatch(_ nodes: [LayoutNode]) -> Bool {
    let records = childRecords
    guard records.count == nodes.count else { return false }
    // Children not changed since the records were built still share their storage with
    // `childRecordNodes` (which keeps it alive, so a changed array cannot have a storage at the same
    // address): no need to compare them one by one.
    let sameStorage = nodes.withUnsafeBufferPointer { nodes in
      childRecordNodes.withUnsafeBufferPointer { $0.baseAddress == nodes.baseAddress && $0.count == nodes.count }
    }
    if sameStorage { return true }
    return nodes.withUnsafeBufferPointer { nodes in
      for index in nodes.indices where !records[index].isRecord(of: nodes[index]) { return false }
      return true
    }
  }
}
