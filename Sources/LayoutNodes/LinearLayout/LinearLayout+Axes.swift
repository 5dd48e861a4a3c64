import Foundation

extension LinearLayout {
  /// The layout's arithmetic is written once, along a main and a cross axis; this maps it to widths
  /// and heights for an orientation (the seed writes the horizontal and vertical cases out twice).
  ///
  /// A value taken once per pass (``LinearLayout/axes``): reading ``orientation`` at every call would
  /// cost a property access each time in the hot loops.
  struct Axes {
    /// Whether the main axis is horizontal.
    let isHorizontal: Bool

    init(_ orientation: Orientation) {
      isHorizontal = orientation == .horizontal
    }

    /// Along the main axis.
    func main(_ size: CGSize) -> CGFloat { isHorizontal ? size.width : size.height }
    /// Along the cross axis.
    func cross(_ size: CGSize) -> CGFloat { isHorizontal ? size.height : size.width }

    /// The size with these main and cross extents.
    func size(main: CGFloat, cross: CGFloat) -> CGSize {
      isHorizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
    }

    /// The point with these main and cross coordinates.
    func point(main: CGFloat, cross: CGFloat) -> CGPoint {
      isHorizontal ? CGPoint(x: main, y: cross) : CGPoint(x: cross, y: main)
    }

    /// A child's size along the main and the cross axis.
    func mainSize(_ params: LayoutParams) -> Size { isHorizontal ? params.width : params.height }
    /// See ``mainSize(_:)``.
    func crossSize(_ params: LayoutParams) -> Size { isHorizontal ? params.height : params.width }

    /// A child's bounds along the main and the cross axis.
    func mainBounds(_ params: LayoutParams) -> (min: CGFloat, max: CGFloat) {
      isHorizontal ? (params.minWidth, params.maxWidth) : (params.minHeight, params.maxHeight)
    }
    /// See ``mainBounds(_:)``.
    func crossBounds(_ params: LayoutParams) -> (min: CGFloat, max: CGFloat) {
      isHorizontal ? (params.minHeight, params.maxHeight) : (params.minWidth, params.maxWidth)
    }

    /// Insets at the start (left or top) and the end of the main axis.
    func mainInsets(_ insets: EdgeInsets) -> (start: CGFloat, end: CGFloat) {
      isHorizontal ? (insets.left, insets.right) : (insets.top, insets.bottom)
    }
    /// Insets at the start and the end of the cross axis.
    func crossInsets(_ insets: EdgeInsets) -> (start: CGFloat, end: CGFloat) {
      isHorizontal ? (insets.top, insets.bottom) : (insets.left, insets.right)
    }

    /// The placement of an alignment; one that does not fit the orientation (warned about when it was
    /// set) falls back to the start, as the seed's `default:` branch does.
    func crossPlacement(_ alignment: Alignment?) -> CrossPlacement {
      switch alignment {
      case .center: return .center
      case .bottom: return isHorizontal ? .end : .start
      case .right: return isHorizontal ? .start : .end
      default: return .start
      }
    }
  }

  /// Where an alignment puts a child on the cross axis of this orientation.
  enum CrossPlacement {
    case start, center, end
  }

  /// The axes of the current orientation.
  var axes: Axes { Axes(orientation) }
}
