/// A map from object identities (a constraint, a variable) to small integers: an open-addressing
/// hash table with linear probing.
///
/// Adding a constraint looks up the constraint and each of its variables; with `Dictionary` the
/// hashing alone (SipHash of the address) was 3 % of building the enaml layout. An address needs no
/// keyed hash: a multiplicative (Fibonacci) hash of it spreads the keys well, and no input the user
/// controls chooses addresses.
struct IdentityTable {
  /// Keys as address bits, 0 for an empty bucket (no object lives at address 0).
  private var keys: [UInt] = []
  private var values: [Int32] = []
  /// log2 of the bucket count.
  private var shift = 0
  private(set) var count = 0

  var isEmpty: Bool { count == 0 }

  subscript(_ object: ObjectIdentifier) -> Int32? {
    get {
      guard count > 0 else { return nil }
      let key = UInt(bitPattern: object)
      var bucket = home(of: key)
      while keys[bucket] != 0 {
        if keys[bucket] == key { return values[bucket] }
        bucket = (bucket &+ 1) & (keys.count &- 1)
      }
      return nil
    }
    set {
      if let value = newValue {
        insert(UInt(bitPattern: object), value)
      } else {
        remove(UInt(bitPattern: object))
      }
    }
  }

  @inline(__always)
  private func home(of key: UInt) -> Int {
    // The top bits of the product: they depend on every bit of the address.
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt(UInt.bitWidth - shift))
  }

  private mutating func insert(_ key: UInt, _ value: Int32) {
    // At most half full, so that probes stay short.
    if (count + 1) * 2 > keys.count { grow() }
    var bucket = home(of: key)
    while keys[bucket] != 0 {
      if keys[bucket] == key {
        values[bucket] = value
        return
      }
      bucket = (bucket &+ 1) & (keys.count &- 1)
    }
    keys[bucket] = key
    values[bucket] = value
    count += 1
  }

  private mutating func remove(_ key: UInt) {
    guard count > 0 else { return }
    let mask = keys.count &- 1
    var hole = home(of: key)
    while keys[hole] != key {
      if keys[hole] == 0 { return }
      hole = (hole &+ 1) & mask
    }
    // Backward-shift deletion: later keys of the probe run move into the hole when their home
    // allows it, so lookups never need tombstones.
    var next = (hole &+ 1) & mask
    while keys[next] != 0 {
      let home = home(of: keys[next])
      // `next` may fill the hole if its home is not cyclically within (hole, next].
      if (next &- home) & mask >= (next &- hole) & mask {
        keys[hole] = keys[next]
        values[hole] = values[next]
        hole = next
      }
      next = (next &+ 1) & mask
    }
    keys[hole] = 0
    count -= 1
  }

  /// Makes room for `capacity` keys in all: inserting up to that many rehashes nothing.
  mutating func reserveCapacity(_ capacity: Int) {
    var newShift = Swift.max(shift, 3)
    while capacity * 2 > 1 << newShift { newShift += 1 }
    if newShift > shift { grow(toShift: newShift) }
  }

  private mutating func grow() { grow(toShift: Swift.max(shift + 1, 3)) }

  private mutating func grow(toShift newShift: Int) {
    let oldKeys = keys
    let oldValues = values
    shift = newShift
    keys = [UInt](repeating: 0, count: 1 << shift)
    values = [Int32](repeating: 0, count: 1 << shift)
    count = 0
    for (key, value) in zip(oldKeys, oldValues) where key != 0 { insert(key, value) }
  }
}
