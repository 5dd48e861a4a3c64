import Foundation

// Margins, applied by the rules table of PinLayout's README when the chain ends: a node pinned on one
// side of an axis moves away from that side, a node pinned on both sides shrinks, a centred node moves
// by marginLeft - marginRight (marginTop - marginBottom). Percentages are of the parent's width (left,
// right, start, end) or height (top, bottom).
extension PinLayout {
  /// Sets the top margin.
  @discardableResult
  @inline(__always)
  @inlinable public func marginTop(_ margin: CGFloat) -> PinLayout {
    setMargin(margin, { "marginTop(\(formatNumber(margin)))" }, .top)
    return self
  }

  /// Sets the top margin to a percentage of the parent's height.
  @discardableResult
  @inline(__always)
  @inlinable public func marginTop(_ percent: Percent) -> PinLayout {
    marginPercent(percent, vertical: true, { "marginTop(\(percent))" }, .top)
  }

  /// Sets the left margin.
  @discardableResult
  @inline(__always)
  @inlinable public func marginLeft(_ margin: CGFloat) -> PinLayout {
    setMargin(margin, { "marginLeft(\(formatNumber(margin)))" }, .left)
    return self
  }

  /// Sets the left margin to a percentage of the parent's width.
  @discardableResult
  @inline(__always)
  @inlinable public func marginLeft(_ percent: Percent) -> PinLayout {
    marginPercent(percent, vertical: false, { "marginLeft(\(percent))" }, .left)
  }

  /// Sets the bottom margin.
  @discardableResult
  @inline(__always)
  @inlinable public func marginBottom(_ margin: CGFloat) -> PinLayout {
    setMargin(margin, { "marginBottom(\(formatNumber(margin)))" }, .bottom)
    return self
  }

  /// Sets the bottom margin to a percentage of the parent's height.
  @discardableResult
  @inline(__always)
  @inlinable public func marginBottom(_ percent: Percent) -> PinLayout {
    marginPercent(percent, vertical: true, { "marginBottom(\(percent))" }, .bottom)
  }

  /// Sets the right margin.
  @discardableResult
  @inline(__always)
  @inlinable public func marginRight(_ margin: CGFloat) -> PinLayout {
    setMargin(margin, { "marginRight(\(formatNumber(margin)))" }, .right)
    return self
  }

  /// Sets the right margin to a percentage of the parent's width.
  @discardableResult
  @inline(__always)
  @inlinable public func marginRight(_ percent: Percent) -> PinLayout {
    marginPercent(percent, vertical: false, { "marginRight(\(percent))" }, .right)
  }

  /// Sets the leading margin: the left margin in left-to-right, the right margin in right-to-left.
  @discardableResult
  @inline(__always)
  @inlinable public func marginStart(_ margin: CGFloat) -> PinLayout {
    isLTR ? marginLeft(margin) : marginRight(margin)
  }

  /// Sets the leading margin to a percentage of the parent's width.
  @discardableResult
  @inline(__always)
  @inlinable public func marginStart(_ percent: Percent) -> PinLayout {
    isLTR ? marginLeft(percent) : marginRight(percent)
  }

  /// Sets the trailing margin: the right margin in left-to-right, the left margin in right-to-left.
  @discardableResult
  @inline(__always)
  @inlinable public func marginEnd(_ margin: CGFloat) -> PinLayout {
    isLTR ? marginRight(margin) : marginLeft(margin)
  }

  /// Sets the trailing margin to a percentage of the parent's width.
  @discardableResult
  @inline(__always)
  @inlinable public func marginEnd(_ percent: Percent) -> PinLayout {
    isLTR ? marginRight(percent) : marginLeft(percent)
  }

  /// Sets the left and right margins.
  @discardableResult
  @inline(__always)
  @inlinable public func marginHorizontal(_ margin: CGFloat) -> PinLayout {
    marginLeft(margin).marginRight(margin)
  }

  /// Sets the left and right margins to a percentage of the parent's width.
  @discardableResult
  @inline(__always)
  @inlinable public func marginHorizontal(_ percent: Percent) -> PinLayout {
    marginLeft(percent).marginRight(percent)
  }

  /// Sets the top and bottom margins.
  @discardableResult
  @inline(__always)
  @inlinable public func marginVertical(_ margin: CGFloat) -> PinLayout {
    marginTop(margin).marginBottom(margin)
  }

  /// Sets the top and bottom margins to a percentage of the parent's height.
  @discardableResult
  @inline(__always)
  @inlinable public func marginVertical(_ percent: Percent) -> PinLayout {
    marginTop(percent).marginBottom(percent)
  }

  /// Sets the four margins.
  @discardableResult
  @inline(__always)
  @inlinable public func margin(_ margin: CGFloat) -> PinLayout {
    marginTop(margin).marginLeft(margin).marginBottom(margin).marginRight(margin)
  }

  /// Sets the four margins to a percentage of the parent's height (top, bottom) and width (left, right).
  @discardableResult
  @inline(__always)
  @inlinable public func margin(_ percent: Percent) -> PinLayout {
    marginTop(percent).marginLeft(percent).marginBottom(percent).marginRight(percent)
  }

  /// Sets the four margins from insets: `view.pin.all().margin(parent.pin.safeArea)`.
  @discardableResult
  @inline(__always)
  @inlinable public func margin(_ insets: EdgeInsets) -> PinLayout {
    marginTop(insets.top).marginLeft(insets.left).marginBottom(insets.bottom).marginRight(insets.right)
  }

  /// Sets the top, left, bottom and right margins.
  @discardableResult
  @inline(__always)
  @inlinable public func margin(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> PinLayout {
    marginTop(top).marginLeft(left).marginBottom(bottom).marginRight(right)
  }

  /// Sets the top, left, bottom and right margins as percentages.
  @discardableResult
  @inline(__always)
  @inlinable public func margin(_ top: Percent, _ left: Percent, _ bottom: Percent, _ right: Percent) -> PinLayout {
    marginTop(top).marginLeft(left).marginBottom(bottom).marginRight(right)
  }

  /// Sets the vertical (top, bottom) and horizontal (left, right) margins.
  @discardableResult
  @inline(__always)
  @inlinable public func margin(_ vertical: CGFloat, _ horizontal: CGFloat) -> PinLayout {
    marginVertical(vertical).marginHorizontal(horizontal)
  }

  /// Sets the vertical and horizontal margins as percentages.
  @discardableResult
  @inline(__always)
  @inlinable public func margin(_ vertical: Percent, _ horizontal: Percent) -> PinLayout {
    marginVertical(vertical).marginHorizontal(horizontal)
  }

  /// Sets the top margin, the left and right margins, and the bottom margin.
  @discardableResult
  @inline(__always)
  @inlinable public func margin(_ top: CGFloat, _ horizontal: CGFloat, _ bottom: CGFloat) -> PinLayout {
    marginTop(top).marginHorizontal(horizontal).marginBottom(bottom)
  }

  /// Sets the top, horizontal and bottom margins as percentages.
  @discardableResult
  @inline(__always)
  @inlinable public func margin(_ top: Percent, _ horizontal: Percent, _ bottom: Percent) -> PinLayout {
    marginTop(top).marginHorizontal(horizontal).marginBottom(bottom)
  }

  /// Makes a node pinned on one side of an axis with a size behave as if pinned on both sides, so that
  /// margins shrink it instead of moving it (PinLayout's `pinEdges()`).
  @discardableResult
  @inline(__always)
  @inlinable public func pinEdges() -> PinLayout {
    hasRules = true
    shouldPinEdges = true
    return self
  }

  /// Places the node horizontally when its left and right edges are pinned and its width (set, or
  /// bounded by `minWidth`/`maxWidth`) is smaller than the space between them: `.left` by default.
  @discardableResult
  @inline(__always)
  @inlinable public func justify(_ value: HorizontalAlign) -> PinLayout {
    hasRules = true
    justification = value
    return self
  }

  /// Places the node vertically when its top and bottom edges are pinned and its height is smaller than
  /// the space between them: `.top` by default.
  @discardableResult
  @inline(__always)
  @inlinable public func align(_ value: VerticalAlign) -> PinLayout {
    hasRules = true
    alignment = value
    return self
  }

  @usableFromInline func marginPercent(
    _ percent: Percent, vertical: Bool, _ context: PinContext, _ side: MarginSide
  ) -> PinLayout {
    if let size = parentSize(context) {
      setMargin(percent.of(vertical ? size.height : size.width), context, side)
    }
    return self
  }
}
