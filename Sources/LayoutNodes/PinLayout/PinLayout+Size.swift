import Foundation

// Sizes: values, percentages of the parent's size, other nodes' sizes, bounds, an aspect ratio, or
// the node's measured size.
extension PinLayout {
  /// Sets the width.
  @discardableResult
  @inline(__always)
  @inlinable public func width(_ width: CGFloat) -> PinLayout {
    setWidth(width, { "width(\(pinValue(width)))" })
    return self
  }

  /// Sets the width to a percentage of the parent's width.
  @discardableResult
  @inline(__always)
  @inlinable public func width(_ percent: Percent) -> PinLayout {
    func context() -> String { "width(\(percent))" }
    if let size = parentSize(context) { setWidth(percent.of(size.width), context) }
    return self
  }

  /// Sets the width to another node's width.
  @discardableResult
  @inline(__always)
  @inlinable public func width(of reference: LayoutNode) -> PinLayout {
    setWidth(reference.frame.width, { "width(of: \(nodeDescription(reference)))" })
    return self
  }

  /// Sets the smallest width; it wins over every other rule.
  @discardableResult
  @inline(__always)
  @inlinable public func minWidth(_ width: CGFloat) -> PinLayout {
    setMinWidth(width, { "minWidth(\(pinValue(width)))" })
    return self
  }

  /// Sets the smallest width to a percentage of the parent's width.
  @discardableResult
  @inline(__always)
  @inlinable public func minWidth(_ percent: Percent) -> PinLayout {
    func context() -> String { "minWidth(\(percent))" }
    if let size = parentSize(context) { setMinWidth(percent.of(size.width), context) }
    return self
  }

  /// Sets the largest width; it wins over every other rule.
  @discardableResult
  @inline(__always)
  @inlinable public func maxWidth(_ width: CGFloat) -> PinLayout {
    setMaxWidth(width, { "maxWidth(\(pinValue(width)))" })
    return self
  }

  /// Sets the largest width to a percentage of the parent's width.
  @discardableResult
  @inline(__always)
  @inlinable public func maxWidth(_ percent: Percent) -> PinLayout {
    func context() -> String { "maxWidth(\(percent))" }
    if let size = parentSize(context) { setMaxWidth(percent.of(size.width), context) }
    return self
  }

  /// Sets the height.
  @discardableResult
  @inline(__always)
  @inlinable public func height(_ height: CGFloat) -> PinLayout {
    setHeight(height, { "height(\(pinValue(height)))" })
    return self
  }

  /// Sets the height to a percentage of the parent's height.
  @discardableResult
  @inline(__always)
  @inlinable public func height(_ percent: Percent) -> PinLayout {
    func context() -> String { "height(\(percent))" }
    if let size = parentSize(context) { setHeight(percent.of(size.height), context) }
    return self
  }

  /// Sets the height to another node's height.
  @discardableResult
  @inline(__always)
  @inlinable public func height(of reference: LayoutNode) -> PinLayout {
    setHeight(reference.frame.height, { "height(of: \(nodeDescription(reference)))" })
    return self
  }

  /// Sets the smallest height; it wins over every other rule.
  @discardableResult
  @inline(__always)
  @inlinable public func minHeight(_ height: CGFloat) -> PinLayout {
    setMinHeight(height, { "minHeight(\(pinValue(height)))" })
    return self
  }

  /// Sets the smallest height to a percentage of the parent's height.
  @discardableResult
  @inline(__always)
  @inlinable public func minHeight(_ percent: Percent) -> PinLayout {
    func context() -> String { "minHeight(\(percent))" }
    if let size = parentSize(context) { setMinHeight(percent.of(size.height), context) }
    return self
  }

  /// Sets the largest height; it wins over every other rule.
  @discardableResult
  @inline(__always)
  @inlinable public func maxHeight(_ height: CGFloat) -> PinLayout {
    setMaxHeight(height, { "maxHeight(\(pinValue(height)))" })
    return self
  }

  /// Sets the largest height to a percentage of the parent's height.
  @discardableResult
  @inline(__always)
  @inlinable public func maxHeight(_ percent: Percent) -> PinLayout {
    func context() -> String { "maxHeight(\(percent))" }
    if let size = parentSize(context) { setMaxHeight(percent.of(size.height), context) }
    return self
  }

  /// Sets the width and the height.
  @discardableResult
  @inline(__always)
  @inlinable public func size(_ size: CGSize) -> PinLayout {
    setSize(size, { "size(CGSize(width: \(pinValue(size.width)), height: \(pinValue(size.height))))" })
    return self
  }

  /// Sets the width and the height to the same length.
  @discardableResult
  @inline(__always)
  @inlinable public func size(_ sideLength: CGFloat) -> PinLayout {
    setSize(CGSize(width: sideLength, height: sideLength), { "size(sideLength: \(pinValue(sideLength)))" })
    return self
  }

  /// Sets the width and the height to a percentage of the parent's width and height.
  @discardableResult
  @inline(__always)
  @inlinable public func size(_ percent: Percent) -> PinLayout {
    func context() -> String { "size(\(percent))" }
    if let size = parentSize(context) {
      setSize(CGSize(width: percent.of(size.width), height: percent.of(size.height)), context)
    }
    return self
  }

  /// Sets the size to another node's size.
  @discardableResult
  @inline(__always)
  @inlinable public func size(of reference: LayoutNode) -> PinLayout {
    setSize(reference.frame.size, { "size(of: \(nodeDescription(reference)))" })
    return self
  }

  /// Computes the missing dimension from the other with `ratio` (width / height): `aspectRatio(2)` makes
  /// the node twice as wide as tall. Applied only when exactly one dimension is determined by the other
  /// rules; it respects the min and max bounds.
  @discardableResult
  @inline(__always)
  @inlinable public func aspectRatio(_ ratio: CGFloat) -> PinLayout {
    setAdjustSize(.aspectRatio(ratio), { "aspectRatio(\(pinValue(ratio)))" })
    return self
  }

  /// Uses another node's aspect ratio (its frame's width / height).
  @discardableResult
  @inline(__always)
  @inlinable public func aspectRatio(of reference: LayoutNode) -> PinLayout {
    let ratio = reference.frame.width / reference.frame.height
    setAdjustSize(.aspectRatio(ratio), { "aspectRatio(of: \(nodeDescription(reference)))" })
    return self
  }

  /// Uses the node's own content's aspect ratio: its ``LayoutNode/intrinsicContentSize`` when it has
  /// both dimensions (an image), else its measured natural size when it has text or a `measure` closure
  /// (PinLayout reads a `UIImageView`'s image). Without either, the rule is skipped with a warning.
  @discardableResult
  @inline(__always)
  @inlinable public func aspectRatio() -> PinLayout {
    func context() -> String { "aspectRatio()" }
    hasRules = true
    let natural: CGSize
    if let width = node.intrinsicContentSize.width, let height = node.intrinsicContentSize.height {
      natural = CGSize(width: width, height: height)
    } else if node.text != nil || node.measure != nil {
      natural = node.sizeThatFits(CGSize(width: unboundedDimension, height: unboundedDimension))
    } else {
      warnWontBeApplied(
        "the node has no intrinsic content size, text or measure closure to take a ratio from.", context)
      return self
    }
    setAdjustSize(.aspectRatio(natural.width / natural.height), context)
    return self
  }

  /// Sizes the node with ``LayoutNode/sizeThatFits(_:)``, keeping the dimension `fitType` names (see
  /// ``FitType``). The reference dimension comes from the other rules (a width, left and right edges
  /// with their margins), else the current frame; the result respects the min and max bounds.
  @discardableResult
  @inline(__always)
  @inlinable public func sizeToFit(_ fitType: FitType = .content) -> PinLayout {
    setAdjustSize(.fit(fitType), { "sizeToFit(\(fitType.description))" })
    return self
  }
}
