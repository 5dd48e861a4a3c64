/// A map from object identities (a box, a variable, a constraint) to values: an open-addressing hash
/// table with linear probing, as the solver's `IdentityTable`.
///
/// The engine keeps its boxes by identity: each box of a tree by each of its four variables (every
/// variable a solve changes leads to its box), the solver-owned, measured and baseline boxes by the
/// box; and its position definitions by the coordinate each defines, looked up for every term of
/// every constraint it installs. A `Dictionary` hashes each address with SipHash; an address needs no keyed hash: a
/// multiplicative (Fibonacci) hash of it spreads the keys well, and no input the user controls
/// chooses addresses (callgrind, layout-feed-10: a resize pass 79.0K -> 76.0K instructions per cell,
/// the build unchanged).
struct IdentityMap<Value> {
  /// A bucket: the key as address bits, 0 when empty (no object lives at address 0), and its object.
  private struct Entry {
    var key: UInt
    var value: Value?
  }
  private var entries: [Entry] = []
  /// log2 of the bucket count.
  private var shift = 0
  /// The number of keys.
  private(set) var count = 0

  var isEmpty: Bool { count == 0 }

  /// The object of a key, or `nil`; setting `nil` removes the key.
  subscript(_ object: ObjectIdentifier) -> Value? {
    get {
      guard let slot = slot(of: UInt(bitPattern: object)) else { return nil }
      return entries[slot].value
    }
    set {
      let key = UInt(bitPattern: object)
      if let value = newValue {
        entries[insertionSlot(of: key)].value = value
      } else if let slot = slot(of: key) {
        remove(at: slot)
      }
    }
  }

  /// What `body` reads from the value of a key, `nil` without one; the value is read in place (a
  /// copy of a value holding objects retains and releases each of them).
  @inline(__always)
  func read<Result>(_ object: ObjectIdentifier, _ body: (Value) -> Result) -> Result? {
    guard let slot = slot(of: UInt(bitPattern: object)) else { return nil }
    return entries[slot].value.map(body)
  }

  /// Whether the key has a value (read without copying the value).
  func contains(_ object: ObjectIdentifier) -> Bool { slot(of: UInt(bitPattern: object)) != nil }

  /// The values, in no particular order.
  var values: [Value] { entries.compactMap(\.value) }

  /// Removes a key; returns its value, or `nil` if it had none.
  @discardableResult
  mutating func removeValue(forKey object: ObjectIdentifier) -> Value? {
    guard let slot = slot(of: UInt(bitPattern: object)) else { return nil }
    let value = entries[slot].value
    remove(at: slot)
    return value
  }

  /// Changes the value of a key in place (`defaultValue` first if it has none), without copying it:
  /// a list kept as a value grows without being copied at each change.
  mutating func update(
    _ object: ObjectIdentifier, default defaultValue: @autoclosure () -> Value, _ change: (inout Value) -> Void
  ) {
    let slot = insertionSlot(of: UInt(bitPattern: object))
    var value = entries[slot].value.take() ?? defaultValue()
    change(&value)
    entries[slot].value = value
  }

  @inline(__always)
  private func home(of key: UInt) -> Int {
    // The top bits of the product: they depend on every bit of the address.
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt(UInt.bitWidth - shift))
  }

  /// The bucket that holds `key`, or `nil`: the one probe of every lookup.
  @inline(__always)
  private func slot(of key: UInt) -> Int? {
    guard count > 0 else { return nil }
    let mask = entries.count &- 1
    var bucket = home(of: key)
    while entries[bucket].key != 0 {
      if entries[bucket].key == key { return bucket }
      bucket = (bucket &+ 1) & mask
    }
    return nil
  }

  /// The bucket that holds `key`, claimed for it (without a value) if it was not there; the table
  /// grows first if a new key would make it more than half full, so that probes stay short.
  @inline(__always)
  private mutating func insertionSlot(of key: UInt) -> Int {
    if (count + 1) * 2 > entries.count { grow() }
    let mask = entries.count &- 1
    var bucket = home(of: key)
    while entries[bucket].key != 0, entries[bucket].key != key { bucket = (bucket &+ 1) & mask }
    if entries[bucket].key == 0 {
      entries[bucket].key = key
      count += 1
    }
    return bucket
  }

  /// Empties the bucket `slot` by backward-shift deletion: later keys of the probe run move into the
  /// hole when their home allows it, so lookups never need tombstones.
  private mutating func remove(at slot: Int) {
    let mask = entries.count &- 1
    var hole = slot
    var next = (hole &+ 1) & mask
    while entries[next].key != 0 {
      let home = home(of: entries[next].key)
      // `next` may fill the hole if its home is not cyclically within (hole, next].
      if (next &- home) & mask >= (next &- hole) & mask {
        entries.swapAt(hole, next)
        hole = next
      }
      next = (next &+ 1) & mask
    }
    entries[hole] = Entry(key: 0, value: nil)
    count -= 1
  }

  /// Makes room for `capacity` keys at once, so that adding them does not regrow the table at every
  /// doubling on the way.
  mutating func reserveCapacity(_ capacity: Int) {
    var buckets = Swift.max(entries.count, 8)
    while capacity * 2 > buckets { buckets *= 2 }
    if buckets > entries.count { grow(toShift: buckets.trailingZeroBitCount) }
  }

  /// Doubles the buckets (eight at first) and puts every entry in its new place.
  private mutating func grow() { grow(toShift: Swift.max(shift + 1, 3)) }

  private mutating func grow(toShift newShift: Int) {
    var old: [Entry] = []
    swap(&old, &entries)
    shift = newShift
    entries = [Entry](repeating: Entry(key: 0, value: nil), count: 1 << shift)
    let mask = entries.count &- 1
    for index in old.indices where old[index].key != 0 {
      // Every key is new here: no comparison, no growth. The value moves out of the old bucket: a
      // copy retained each object of a value and the old table's release released it again, a
      // visit to every object in the map, most of them no longer in the caches.
      var bucket = home(of: old[index].key)
      while entries[bucket].key != 0 { bucket = (bucket &+ 1) & mask }
      entries[bucket].key = old[index].key
      entries[bucket].value = old[index].value.take()
    }
  }
}
