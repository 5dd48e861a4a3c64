import Foundation

/// Insets from the four edges of a rectangle, in points: positive values move an edge inwards.
///
/// LayoutNodes' own type (UIKit's `UIEdgeInsets` is not available on every platform); the sides are
/// physical (`left`, `right`), as in `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
  /// The inset of the top edge.
  public var top: CGFloat
  /// The inset of the left edge.
  public var left: CGFloat
  /// The inset of the bottom edge.
  public var bottom: CGFloat
  /// The inset of the right edge.
  public var right: CGFloat

  /// Creates insets for each side; a side not given is 0, so `EdgeInsets(top: 2)` insets only the top
  /// (as the LinearLayout seed's `Edge(top: 2)`).
  public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Creates the same inset on every side.
  public init(all inset: CGFloat) {
    self.init(top: inset, left: inset, bottom: inset, right: inset)
  }

  /// Creates the same inset on every side, as the LinearLayout seed's `Edge(8)`.
  public init(_ inset: CGFloat) {
    self.init(all: inset)
  }

  /// Creates `horizontal` on the left and right and `vertical` on the top and bottom, as the
  /// LinearLayout seed's `Edge(horizontal:vertical:)`.
  public init(horizontal: CGFloat, vertical: CGFloat = 0) {
    self.init(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
  }

  /// Creates `vertical` on the top and bottom and none on the sides, as the LinearLayout seed's
  /// `Edge(vertical:)`.
  public init(vertical: CGFloat) {
    self.init(horizontal: 0, vertical: vertical)
  }

  /// No inset on any side.
  public static let zero = EdgeInsets(all: 0)
}

/// The direction in which a node's content flows horizontally; it decides which physical edge the
/// `leading` and `trailing` anchors name.
public enum LayoutDirection: Hashable, Sendable {
  /// Leading is the left edge (English, French, …).
  case leftToRight
  /// Leading is the right edge (Arabic, Hebrew, …), and offsets from leading/trailing anchors are
  /// measured leftwards, as in Auto Layout.
  case rightToLeft
}

/// An axis of a node's content size, for hugging and compression-resistance priorities.
public enum LayoutAxis: Hashable, Sendable {
  /// Widths.
  case horizontal
  /// Heights.
  case vertical
}

/// A node's natural size from its content, per axis; `nil` on an axis means "no intrinsic metric",
/// like UIKit's `UIView.noIntrinsicMetric`, and puts no content constraint on that axis.
public struct IntrinsicContentSize: Hashable, Sendable {
  /// The natural width, or `nil` for none.
  public var width: CGFloat?
  /// The natural height, or `nil` for none.
  public var height: CGFloat?

  /// Creates an intrinsic size; leave an axis `nil` for no intrinsic metric on it.
  public init(width: CGFloat? = nil, height: CGFloat? = nil) {
    self.width = width
    self.height = height
  }

  /// Creates an intrinsic size with both axes.
  public init(_ size: CGSize) {
    self.init(width: size.width, height: size.height)
  }

  /// No intrinsic metric on either axis (the default of a node).
  public static let none = IntrinsicContentSize()
}

/// Where a node's first and last text baselines lie, measured down from its top edge.
public struct LayoutBaselines: Hashable, Sendable {
  /// The distance from the top edge to the first baseline.
  public var first: CGFloat
  /// The distance from the top edge to the last baseline.
  public var last: CGFloat

  /// Creates baseline offsets.
  public init(first: CGFloat, last: CGFloat) {
    self.first = first
    self.last = last
  }
}

/// The proposal for an unbounded dimension in a ``LayoutNode/measure`` call.
public let unboundedDimension = CGFloat.greatestFiniteMagnitude

extension CGRect {
  /// Whether the origins and sizes are equal as stored. `==` standardizes (a rectangle with a negative
  /// height equals its flipped twin), which would hide a solved negative size from the write-back.
  func isIdentical(to other: CGRect) -> Bool {
    origin == other.origin && size == other.size
  }
}
