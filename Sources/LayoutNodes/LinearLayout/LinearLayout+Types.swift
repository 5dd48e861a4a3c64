import Foundation

extension LinearLayout {
  /// The main axis along which a ``LinearLayout`` places its children one after another.
  public enum Orientation: Hashable, Sendable {
    /// Children left to right; they align along the vertical cross axis (`.top`, `.center`, `.bottom`).
    case horizontal
    /// Children top to bottom; they align along the horizontal cross axis (`.left`, `.center`, `.right`).
    case vertical
  }

  /// The width or the height a child asks for: a value in points, or one of the two special values of
  /// Android's (and the seed's) `LayoutParams`.
  ///
  /// Number literals are values in points, so `addView(image, width: 40, height: 40)` reads as in the seed.
  public enum Size: Hashable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// Exactly this many points (clamped to the room the layout has left, as in the seed).
    case points(CGFloat)
    /// All the room the layout has left on the main axis, or its whole inner size on the cross axis,
    /// minus the child's margins.
    case matchParent
    /// The size the child's content asks for: its ``LayoutNode/sizeThatFits(_:)`` answer for the room
    /// the layout has left (a nested linear layout answers with its own wrap-content size).
    case wrapContent

    /// A size in points from an integer literal.
    public init(integerLiteral value: Int) {
      self = .points(CGFloat(value))
    }

    /// A size in points from a floating-point literal.
    public init(floatLiteral value: Double) {
      self = .points(CGFloat(value))
    }
  }

  /// Where a child sits on the cross axis of its slot, in the seed's words.
  ///
  /// A horizontal layout takes `.top`, `.center` and `.bottom`; a vertical one `.left`, `.center` and
  /// `.right`. A case that does not fit the orientation records a warning and places the child at
  /// the start of the cross axis (top or left), which is what the seed does with it. Nested in
  /// ``LinearLayout`` because Neon's `Align` is a top-level type of the same module.
  public enum Alignment: Hashable, Sendable {
    /// Against the top padding (horizontal layouts).
    case top
    /// Centred between the paddings (either orientation).
    case center
    /// Against the bottom padding (horizontal layouts).
    case bottom
    /// Against the left padding (vertical layouts).
    case left
    /// Against the right padding (vertical layouts).
    case right
  }

  /// How a child is laid out: the seed's `LinearLayoutParams`, set by
  /// ``LinearLayout/addView(_:width:height:margin:align:fill:)`` and read or replaced with
  /// ``LinearLayout/layoutParams(of:)`` and ``LinearLayout/setLayoutParams(_:of:)``.
  public struct LayoutParams: Hashable, Sendable {
    // Declared in the order a pass reads them: placing a child reads the margin and the alignment
    // alone, in the first cache line of its record.

    /// Space around the child, inside its slot; negative values let it overlap its neighbours.
    public var margin: EdgeInsets
    /// Where the child sits on the cross axis; `nil` for the start (top or left), the seed's default.
    public var align: Alignment?
    /// The child's weight in sharing the room left on the main axis; 0 takes no share.
    public var fill: CGFloat
    /// The child's width.
    public var width: Size
    /// The child's height.
    public var height: Size
    /// Bounds on the width and height, applied before the room left, as the seed's `LayoutParams` does.
    public var minWidth: CGFloat
    /// See ``minWidth``.
    public var maxWidth: CGFloat
    /// See ``minWidth``.
    public var minHeight: CGFloat
    /// See ``minWidth``.
    public var maxHeight: CGFloat

    /// Creates parameters; the defaults are those of `addView` (wrap content, no margin, start
    /// alignment, no fill, no bounds).
    public init(
      width: Size = .wrapContent, height: Size = .wrapContent, margin: EdgeInsets = .zero, align: Alignment? = nil,
      fill: CGFloat = 0, minWidth: CGFloat = 0, maxWidth: CGFloat = .greatestFiniteMagnitude, minHeight: CGFloat = 0,
      maxHeight: CGFloat = .greatestFiniteMagnitude
    ) {
      self.width = width
      self.height = height
      self.margin = margin
      self.align = align
      self.fill = fill
      self.minWidth = minWidth
      self.maxWidth = maxWidth
      self.minHeight = minHeight
      self.maxHeight = maxHeight
    }

    /// The parameters of a child added with ``LayoutNode/addChild(_:)`` instead of `addView`: it
    /// matches the parent on both axes, as the seed's `addSubview` override gives it.
    public static let addedAsChild = LayoutParams(width: .matchParent, height: .matchParent)
  }
}
