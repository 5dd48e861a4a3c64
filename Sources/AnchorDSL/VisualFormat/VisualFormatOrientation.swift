/// The axis a visual format lays its nodes out along: `H:` (the default) or `V:`.
public enum VisualFormatOrientation: Hashable, Sendable, CustomStringConvertible {
  /// `H:`, along x.
  case horizontal
  /// `V:`, along y.
  case vertical

  /// The letter of the format's prefix.
  public var letter: Character { self == .horizontal ? "H" : "V" }

  /// `horizontal` or `vertical`.
  public var description: String { self == .horizontal ? "horizontal" : "vertical" }
}
