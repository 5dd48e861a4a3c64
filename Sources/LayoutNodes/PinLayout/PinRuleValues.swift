import Foundation

/// The values of a chain's rules, kept out of the chain object in a buffer that the chains of one tree
/// reuse.
///
/// The optimizer allocates a chain object on the caller's stack when it can, but only up to 1,024
/// bytes of such objects per function: with its values inside, a chain took 176 bytes, so a function
/// that lays out a cell with 17 chains had only its first five on the stack and allocated the rest on
/// the heap. Without them it takes 40.
///
/// A chain takes its tree root's spare buffer when it starts and hands it back to the root of its
/// node's tree when it ends, so that consecutive chains of one tree reuse one warm buffer. A tree is
/// used by one thread at a time, which makes the root a place to keep it without synchronisation.
/// A chain that starts while another one of its tree holds the buffer (a chain kept in a variable, or
/// one run by a `measure` closure while a chain applies) allocates its own; at the end, a root that
/// already has a spare buffer frees the second one.
@usableFromInline struct PinRuleValues {
  /// One bit per length rule that is set (see ``PinLayout/RuleBit``).
  @usableFromInline var setRules: UInt32 = 0
  // Edge coordinates in the parent's coordinate system (right and bottom as coordinates, not insets).
  // A value whose bit is clear is left from an earlier chain, except the margins, which read as zero.
  @usableFromInline var topValue: CGFloat = 0
  @usableFromInline var leftValue: CGFloat = 0
  @usableFromInline var bottomValue: CGFloat = 0
  @usableFromInline var rightValue: CGFloat = 0
  @usableFromInline var hCenterValue: CGFloat = 0
  @usableFromInline var vCenterValue: CGFloat = 0
  @usableFromInline var widthValue: CGFloat = 0
  @usableFromInline var minWidthValue: CGFloat = 0
  @usableFromInline var maxWidthValue: CGFloat = 0
  @usableFromInline var heightValue: CGFloat = 0
  @usableFromInline var minHeightValue: CGFloat = 0
  @usableFromInline var maxHeightValue: CGFloat = 0
  @usableFromInline var marginTopValue: CGFloat = 0
  @usableFromInline var marginLeftValue: CGFloat = 0
  @usableFromInline var marginBottomValue: CGFloat = 0
  @usableFromInline var marginRightValue: CGFloat = 0
  @usableFromInline var adjustSize: PinLayout.AdjustSize?

  @usableFromInline init() {}

  /// Clears the rules for a new chain. Only what is read without its bit in ``setRules`` is zeroed:
  /// the margins (an unset margin reads as zero) and ``adjustSize``.
  mutating func clear() {
    setRules = 0
    marginTopValue = 0
    marginLeftValue = 0
    marginBottomValue = 0
    marginRightValue = 0
    adjustSize = nil
  }

  /// A cleared buffer for a chain that starts on `node`: its root's spare one, or a new one.
  @usableFromInline static func take(for node: LayoutNode) -> UnsafeMutablePointer<PinRuleValues> {
    let root = node.unretainedRoot
    if let spare = root._withUnsafeGuaranteedRef(\.sparePinRuleValues) {
      root._withUnsafeGuaranteedRef { $0.sparePinRuleValues = nil }
      spare.pointee.clear()
      return spare
    }
    let values = UnsafeMutablePointer<PinRuleValues>.allocate(capacity: 1)
    values.initialize(to: PinRuleValues())
    return values
  }

  /// Hands a chain's buffer back to `root` (its node's root when the chain ends), or frees it when the
  /// root already keeps one.
  static func giveBack(_ values: UnsafeMutablePointer<PinRuleValues>, to root: Unmanaged<LayoutNode>) {
    root._withUnsafeGuaranteedRef { root in
      if root.sparePinRuleValues == nil {
        root.sparePinRuleValues = values
      } else {
        values.deallocate()
      }
    }
  }
}
