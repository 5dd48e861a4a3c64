import Foundation

extension LinearLayout {
  /// Whether a layout keeps the slots of earlier computations (``SlotComputation``): from its first
  /// computations, and then only while the sizes it is given recur. Keeping costs a little at every
  /// computation and holds memory, which a layout resized to a new size each time (a window dragged
  /// wider) would pay for nothing.
  ///
  /// A new layout keeps, so that the first return to a size it had (a phone turned back to portrait)
  /// takes its slots back. Keeping stops (the kept slots are let go) after ``stopAfterMisses``
  /// computations in a row with none taken back, and starts again when a computation is for a size
  /// among the last eight computed.
  struct SlotKeeping {
    /// Computations since slots were last taken back (first: a pass that takes slots back writes it).
    private var misses = 0
    /// Whether computations are kept.
    private(set) var isOn = true
    private var nextRecent = 0
    /// The sizes of the last eight computations, a ring (inline: no allocation, no pointer to follow).
    private var recentSizes: (CGSize, CGSize, CGSize, CGSize, CGSize, CGSize, CGSize, CGSize)

    /// Computations in a row with no kept slots taken back after which keeping stops.
    static let stopAfterMisses = 4

    init() {
      let none = CGSize(width: CGFloat.nan, height: .nan)  // equal to no size
      recentSizes = (none, none, none, none, none, none, none, none)
    }

    /// Records a computation for `size`; returns whether keeping just stopped (the caller lets the
    /// kept slots go).
    mutating func recordComputation(for size: CGSize) -> Bool {
      let recent = recentSizes
      let recurs =
        recent.0 == size || recent.1 == size || recent.2 == size || recent.3 == size || recent.4 == size
        || recent.5 == size || recent.6 == size || recent.7 == size
      switch nextRecent {
      case 0: recentSizes.0 = size
      case 1: recentSizes.1 = size
      case 2: recentSizes.2 = size
      case 3: recentSizes.3 = size
      case 4: recentSizes.4 = size
      case 5: recentSizes.5 = size
      case 6: recentSizes.6 = size
      default: recentSizes.7 = size
      }
      nextRecent = (nextRecent + 1) & 7
      if !isOn {
        if recurs {
          isOn = true
          misses = 0
        }
        return false
      }
      misses += 1
      guard misses > Self.stopAfterMisses else { return false }
      isOn = false
      return true
    }

    /// Records that kept slots were taken back.
    mutating func recordRestore() {
      misses = 0
    }
  }
}
