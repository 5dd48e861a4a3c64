import Foundation

extension CGFloat {
  /// Whether the value can be a width or a height: finite and not negative. PinLayout's rules reject
  /// other sizes, and a chain keeps the current dimension instead of a computed one that is not.
  //
  // Two comparisons instead of `isFinite`'s bit tests: NaN fails both, infinity the second.
  @inlinable var isUsableLength: Bool { self >= 0 && self < .infinity }
}
