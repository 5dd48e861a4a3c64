/// SplitMix64 (Steele, Lea and Flood 2014), the generator every workload draws from, exactly as
/// `WORKLOADS.md` specifies it: all arithmetic wraps modulo 2^64.
struct SplitMix64 {
  /// The generator's state; the seed is its initial value.
  var state: UInt64

  init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A double in `[0, 1)` from the top 53 bits: `Double(next() >> 11) * 2^-53`.
  mutating func unit() -> Double {
    Double(next() >> 11) * 0x1.0p-53
  }
}
