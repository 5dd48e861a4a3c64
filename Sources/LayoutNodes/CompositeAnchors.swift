/// Two anchors constrained together by one expression: `horizontalAnchors` (leading, trailing),
/// `verticalAnchors` (top, bottom), `centerAnchors` (centerX, centerY) and `sizeAnchors` (width, height).
///
/// For the two edges of one axis, a constant is an **inset**: the far edge's constant is negated and
/// its `<=`/`>=` flipped (see the `AnchorDSL` operators). For centers and sizes the constant applies
/// to both anchors as written, as in Anchorage.
public struct AnchorPair<First: AnchorKind, Second: AnchorKind> {
  /// The first anchor: leading, top, centerX or width.
  public let first: LayoutAnchor<First>
  /// The second anchor: trailing, bottom, centerY or height.
  public let second: LayoutAnchor<Second>

  /// Creates a pair.
  public init(first: LayoutAnchor<First>, second: LayoutAnchor<Second>) {
    self.first = first
    self.second = second
  }

  /// Whether the pair is the two edges of one axis, where constants are insets.
  public var isEdgePair: Bool {
    switch (first.attribute, second.attribute) {
    case (.leading, .trailing), (.left, .right), (.top, .bottom): return true
    default: return false
    }
  }
}

/// The four edges of a node or guide: top, leading, bottom, trailing (`edgeAnchors`). Leading and
/// trailing follow the layout direction, as Anchorage's do.
public struct EdgeAnchors {
  /// Leading and trailing.
  public let horizontalAnchors: AnchorPair<XAxis, XAxis>
  /// Top and bottom.
  public let verticalAnchors: AnchorPair<YAxis, YAxis>

  /// Creates edge anchors from their pairs.
  public init(horizontal: AnchorPair<XAxis, XAxis>, vertical: AnchorPair<YAxis, YAxis>) {
    self.horizontalAnchors = horizontal
    self.verticalAnchors = vertical
  }
}

/// The anchors every node and guide has.
extension LayoutBox {
  func xAnchor(_ attribute: LayoutAttribute) -> LayoutXAxisAnchor { LayoutAnchor(self, attribute) }
  func yAnchor(_ attribute: LayoutAttribute) -> LayoutYAxisAnchor { LayoutAnchor(self, attribute) }
  func dimension(_ attribute: LayoutAttribute) -> LayoutDimension { LayoutAnchor(self, attribute) }

  var edgeAnchors: EdgeAnchors {
    EdgeAnchors(
      horizontal: AnchorPair(first: xAnchor(.leading), second: xAnchor(.trailing)),
      vertical: AnchorPair(first: yAnchor(.top), second: yAnchor(.bottom)))
  }
}
