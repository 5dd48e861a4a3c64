/// Options of a visual format, as `NSLayoutConstraint.FormatOptions`: an alignment of every node of
/// the format, the direction a horizontal format reads in, and what vertical spacing measures.
///
/// The raw values are Auto Layout's, so code that stores options as numbers ports unchanged. As in
/// Auto Layout, ``directionLeadingToTrailing`` and ``spacingEdgeToEdge`` are the defaults and have the
/// value 0 (every option set contains them); ``directionLeftToRight`` and ``directionRightToLeft``
/// together are not a direction, and are refused with
/// ``VisualFormatError/Problem/conflictingDirections``.
///
/// An alignment must be across the format's axis: a horizontal format (`H:`) aligns nodes on
/// ``alignAllTop``, ``alignAllBottom``, ``alignAllCenterY``, ``alignAllFirstBaseline`` or
/// ``alignAllLastBaseline``; a vertical one (`V:`) on ``alignAllLeft``, ``alignAllRight``,
/// ``alignAllLeading``, ``alignAllTrailing`` or ``alignAllCenterX``. Several alignments of the right
/// axis combine (`[.alignAllLeading, .alignAllTrailing]`).
public struct VisualFormatOptions: OptionSet, Hashable, Sendable {
  /// The options' bits, with Auto Layout's values.
  public let rawValue: UInt

  /// Creates options from their bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Aligns the left edges of the nodes of a vertical format.
  public static let alignAllLeft = VisualFormatOptions(rawValue: 1 << 1)
  /// Aligns the right edges of the nodes of a vertical format.
  public static let alignAllRight = VisualFormatOptions(rawValue: 1 << 2)
  /// Aligns the top edges of the nodes of a horizontal format.
  public static let alignAllTop = VisualFormatOptions(rawValue: 1 << 3)
  /// Aligns the bottom edges of the nodes of a horizontal format.
  public static let alignAllBottom = VisualFormatOptions(rawValue: 1 << 4)
  /// Aligns the leading edges of the nodes of a vertical format.
  public static let alignAllLeading = VisualFormatOptions(rawValue: 1 << 5)
  /// Aligns the trailing edges of the nodes of a vertical format.
  public static let alignAllTrailing = VisualFormatOptions(rawValue: 1 << 6)
  /// Aligns the horizontal centers of the nodes of a vertical format.
  public static let alignAllCenterX = VisualFormatOptions(rawValue: 1 << 9)
  /// Aligns the vertical centers of the nodes of a horizontal format.
  public static let alignAllCenterY = VisualFormatOptions(rawValue: 1 << 10)
  /// Aligns the last baselines of the nodes of a horizontal format.
  public static let alignAllLastBaseline = VisualFormatOptions(rawValue: 1 << 11)
  /// Aligns the first baselines of the nodes of a horizontal format.
  public static let alignAllFirstBaseline = VisualFormatOptions(rawValue: 1 << 12)

  /// A horizontal format reads from the leading edge to the trailing edge (the default): its
  /// constraints use `leading` and `trailing`, so they mirror in a right-to-left tree.
  public static let directionLeadingToTrailing = VisualFormatOptions([])
  /// A horizontal format reads from left to right whatever the layout direction (`left`, `right`).
  public static let directionLeftToRight = VisualFormatOptions(rawValue: 1 << 16)
  /// A horizontal format reads from right to left whatever the layout direction: the first node is
  /// the rightmost one.
  public static let directionRightToLeft = VisualFormatOptions(rawValue: 2 << 16)
  /// The direction bits.
  public static let directionMask = VisualFormatOptions(rawValue: 3 << 16)

  /// Spacing in a vertical format is measured between edges (the default).
  public static let spacingEdgeToEdge = VisualFormatOptions([])
  /// Spacing between two nodes of a vertical format is measured from the upper node's last baseline
  /// to the lower node's first baseline (a spacing to the superview stays between edges).
  public static let spacingBaselineToBaseline = VisualFormatOptions(rawValue: 1 << 19)

  /// The alignments that apply to a horizontal format: they align nodes on vertical positions.
  public static let horizontalFormatAlignments: VisualFormatOptions = [
    .alignAllTop, .alignAllBottom, .alignAllCenterY, .alignAllFirstBaseline, .alignAllLastBaseline,
  ]
  /// The alignments that apply to a vertical format: they align nodes on horizontal positions.
  public static let verticalFormatAlignments: VisualFormatOptions = [
    .alignAllLeft, .alignAllRight, .alignAllLeading, .alignAllTrailing, .alignAllCenterX,
  ]
}

extension VisualFormatOptions {
  /// Why the options do not fit a format of this orientation, or `nil` when they do.
  func problem(with orientation: VisualFormatOrientation) -> VisualFormatError.Problem? {
    if intersection(.directionMask) == .directionMask { return .conflictingDirections }
    switch orientation {
    case .horizontal:
      if !isDisjoint(with: .verticalFormatAlignments) { return .alignmentAlongFormatAxis(.horizontal) }
      if contains(.spacingBaselineToBaseline) { return .baselineSpacingInHorizontalFormat }
    case .vertical:
      if !isDisjoint(with: .horizontalFormatAlignments) { return .alignmentAlongFormatAxis(.vertical) }
    }
    return nil
  }
}
