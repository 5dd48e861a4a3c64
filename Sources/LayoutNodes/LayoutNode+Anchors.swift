// The anchors of nodes and guides, named as UIKit's.

extension LayoutNode {
  /// The leading edge: left, or right under `.rightToLeft`.
  public var leadingAnchor: LayoutXAxisAnchor { box.xAnchor(.leading) }
  /// The trailing edge: right, or left under `.rightToLeft`.
  public var trailingAnchor: LayoutXAxisAnchor { box.xAnchor(.trailing) }
  /// The left edge, whatever the direction.
  public var leftAnchor: LayoutXAxisAnchor { box.xAnchor(.left) }
  /// The right edge, whatever the direction.
  public var rightAnchor: LayoutXAxisAnchor { box.xAnchor(.right) }
  /// The horizontal center.
  public var centerXAnchor: LayoutXAxisAnchor { box.xAnchor(.centerX) }
  /// The top edge.
  public var topAnchor: LayoutYAxisAnchor { box.yAnchor(.top) }
  /// The bottom edge.
  public var bottomAnchor: LayoutYAxisAnchor { box.yAnchor(.bottom) }
  /// The vertical center.
  public var centerYAnchor: LayoutYAxisAnchor { box.yAnchor(.centerY) }
  /// The width.
  public var widthAnchor: LayoutDimension { box.dimension(.width) }
  /// The height.
  public var heightAnchor: LayoutDimension { box.dimension(.height) }
  /// The baseline of the first line of text (of ``text`` or ``baselines``; the bottom edge without them).
  public var firstBaselineAnchor: LayoutYAxisAnchor { box.yAnchor(.firstBaseline) }
  /// The baseline of the last line of text (of ``text`` or ``baselines``; the bottom edge without them).
  public var lastBaselineAnchor: LayoutYAxisAnchor { box.yAnchor(.lastBaseline) }
  /// Top, leading, bottom and trailing.
  public var edgeAnchors: EdgeAnchors { box.edgeAnchors }
  /// Leading and trailing; a constant is an inset on both sides.
  public var horizontalAnchors: AnchorPair<XAxis, XAxis> { box.edgeAnchors.horizontalAnchors }
  /// Top and bottom; a constant is an inset on both sides.
  public var verticalAnchors: AnchorPair<YAxis, YAxis> { box.edgeAnchors.verticalAnchors }
  /// The horizontal and vertical centers.
  public var centerAnchors: AnchorPair<XAxis, YAxis> { AnchorPair(first: centerXAnchor, second: centerYAnchor) }
  /// The width and height.
  public var sizeAnchors: AnchorPair<DimensionKind, DimensionKind> {
    AnchorPair(first: widthAnchor, second: heightAnchor)
  }
}

extension LayoutGuide {
  /// The leading edge: left, or right under `.rightToLeft`.
  public var leadingAnchor: LayoutXAxisAnchor { box.xAnchor(.leading) }
  /// The trailing edge: right, or left under `.rightToLeft`.
  public var trailingAnchor: LayoutXAxisAnchor { box.xAnchor(.trailing) }
  /// The left edge, whatever the direction.
  public var leftAnchor: LayoutXAxisAnchor { box.xAnchor(.left) }
  /// The right edge, whatever the direction.
  public var rightAnchor: LayoutXAxisAnchor { box.xAnchor(.right) }
  /// The horizontal center.
  public var centerXAnchor: LayoutXAxisAnchor { box.xAnchor(.centerX) }
  /// The top edge.
  public var topAnchor: LayoutYAxisAnchor { box.yAnchor(.top) }
  /// The bottom edge.
  public var bottomAnchor: LayoutYAxisAnchor { box.yAnchor(.bottom) }
  /// The vertical center.
  public var centerYAnchor: LayoutYAxisAnchor { box.yAnchor(.centerY) }
  /// The width.
  public var widthAnchor: LayoutDimension { box.dimension(.width) }
  /// The height.
  public var heightAnchor: LayoutDimension { box.dimension(.height) }
  /// Top, leading, bottom and trailing.
  public var edgeAnchors: EdgeAnchors { box.edgeAnchors }
  /// Leading and trailing; a constant is an inset on both sides.
  public var horizontalAnchors: AnchorPair<XAxis, XAxis> { box.edgeAnchors.horizontalAnchors }
  /// Top and bottom; a constant is an inset on both sides.
  public var verticalAnchors: AnchorPair<YAxis, YAxis> { box.edgeAnchors.verticalAnchors }
  /// The horizontal and vertical centers.
  public var centerAnchors: AnchorPair<XAxis, YAxis> { AnchorPair(first: centerXAnchor, second: centerYAnchor) }
  /// The width and height.
  public var sizeAnchors: AnchorPair<DimensionKind, DimensionKind> {
    AnchorPair(first: widthAnchor, second: heightAnchor)
  }
}
