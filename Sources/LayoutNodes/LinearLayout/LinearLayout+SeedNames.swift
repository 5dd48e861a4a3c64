import Foundation

/// The seed's top-level name for a linear layout's axis, so that `Orientation.horizontal` reads as the
/// seed's `Orientation.Horizontal` outside a ``LinearLayout`` subclass too.
public typealias Orientation = LinearLayout.Orientation

/// The seed's top-level name for a child's layout parameters, so that `LayoutParams.matchParent` and
/// `LayoutParams.wrapContent` read as the seed's `LayoutParams.MatchParent` and
/// `LayoutParams.WrapContent`.
public typealias LayoutParams = LinearLayout.LayoutParams

extension LinearLayout.LayoutParams {
  /// The seed's `LayoutParams.MatchParent`: the same as ``LinearLayout/Size/matchParent``.
  public static let matchParent = LinearLayout.Size.matchParent
  /// The seed's `LayoutParams.WrapContent` (the default): the same as ``LinearLayout/Size/wrapContent``.
  public static let wrapContent = LinearLayout.Size.wrapContent
}
