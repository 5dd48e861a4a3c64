import Foundation

extension CGFloat {
  /// Whether the value can be a width or a height: finite and not negative. PinLayout's rules reject
  /// other sizes, and a chain keeps the current dimension instead of a computed one that is not; a
  /// text whose advances are all usable lengths wraps the same when narrowed (`TextContent`).
  //
  // Two integer comparisons of the bits: +0 up to the largest finite value lie below the bits of
  // +infinity, and -0 is the one other usable value. (The optimizer turns `isFinite && self >= 0`, or
  // two floating-point comparisons, into a classification of about twenty instructions.)
  @inlinable var isUsableLength: Bool {
    let bits = native.bitPattern
    return bits < Double.infinity.bitPattern || bits == (-0.0 as Double).bitPattern
  }
}
