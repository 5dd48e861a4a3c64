import Foundation

extension CGFloat {
  /// Whether the value can be a width or a height: finite and not negative. PinLayout's rules reject
  /// other sizes, and a chain keeps the current dimension instead of a computed one that is not.
  @usableFromInline var isUsableLength: Bool { isFinite && self >= 0 }
}
