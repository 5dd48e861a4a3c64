import Foundation

/// The layout's arithmetic is written once, along a main and a cross axis; these map it to widths
/// and heights for the orientation (the seed writes the horizontal and vertical cases out twice).
extension LinearLayout {
  /// Along the main axis.
  func main(_ size: CGSize) -> CGFloat { orientation == .horizontal ? size.width : size.height }
  /// Along the cross axis.
  func cross(_ size: CGSize) -> CGFloat { orientation == .horizontal ? size.height : size.width }

  /// The size with these main and cross extents.
  func size(main: CGFloat, cross: CGFloat) -> CGSize {
    orientation == .horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
  }

  /// The point with these main and cross coordinates.
  func point(main: CGFloat, cross: CGFloat) -> CGPoint {
    orientation == .horizontal ? CGPoint(x: main, y: cross) : CGPoint(x: cross, y: main)
  }

  /// A child's size along the main and the cross axis.
  func mainSize(_ params: LayoutParams) -> Size { orientation == .horizontal ? params.width : params.height }
  /// See ``mainSize(_:)``.
  func crossSize(_ params: LayoutParams) -> Size { orientation == .horizontal ? params.height : params.width }

  /// A child's bounds along the main and the cross axis.
  func mainBounds(_ params: LayoutParams) -> (min: CGFloat, max: CGFloat) {
    orientation == .horizontal ? (params.minWidth, params.maxWidth) : (params.minHeight, params.maxHeight)
  }
  /// See ``mainBounds(_:)``.
  func crossBounds(_ params: LayoutParams) -> (min: CGFloat, max: CGFloat) {
    orientation == .horizontal ? (params.minHeight, params.maxHeight) : (params.minWidth, params.maxWidth)
  }

  /// Insets at the start (left or top) and the end of the main axis.
  func mainInsets(_ insets: EdgeInsets) -> (start: CGFloat, end: CGFloat) {
    orientation == .horizontal ? (insets.left, insets.right) : (insets.top, insets.bottom)
  }
  /// Insets at the start and the end of the cross axis.
  func crossInsets(_ insets: EdgeInsets) -> (start: CGFloat, end: CGFloat) {
    orientation == .horizontal ? (insets.top, insets.bottom) : (insets.left, insets.right)
  }

  /// Where an alignment puts a child on the cross axis of this orientation.
  enum CrossPlacement {
    case start, center, end
  }

  /// The placement of an alignment; one that does not fit the orientation (warned about when it was
  /// set) falls back to the start, as the seed's `default:` branch does.
  func crossPlacement(_ alignment: Alignment?) -> CrossPlacement {
    switch (orientation, alignment) {
    case (_, .center): return .center
    case (.horizontal, .bottom), (.vertical, .right): return .end
    default: return .start
    }
  }
}
