import Foundation

// wrapContent: the node takes the size of its children's bounding box (plus padding), and the children
// move so that the box starts at the padding, as PinLayout does at the moment of the call.
extension PinLayout {
  /// Sizes the node to wrap its children tightly, moving them to its top-left corner.
  @discardableResult
  @inline(__always)
  @inlinable public func wrapContent() -> PinLayout {
    wrapContent(.all, padding: .zero, { "wrapContent()" })
  }

  /// Sizes the node to wrap its children with `padding` around them.
  @discardableResult
  @inline(__always)
  @inlinable public func wrapContent(padding: CGFloat) -> PinLayout {
    wrapContent(.all, padding: EdgeInsets(all: padding), { "wrapContent(padding: \(pinValue(padding)))" })
  }

  /// Sizes the node to wrap its children with per-side padding.
  @discardableResult
  @inline(__always)
  @inlinable public func wrapContent(padding: EdgeInsets) -> PinLayout {
    wrapContent(.all, padding: padding, { "wrapContent(padding: \(insetsDescription(padding)))" })
  }

  /// Adjusts the width, the height or both to wrap the children.
  @discardableResult
  @inline(__always)
  @inlinable public func wrapContent(_ type: WrapType) -> PinLayout {
    wrapContent(type, padding: .zero, { "wrapContent(\(type.description))" })
  }

  /// Adjusts the width, the height or both to wrap the children with `padding` around them.
  @discardableResult
  @inline(__always)
  @inlinable public func wrapContent(_ type: WrapType, padding: CGFloat) -> PinLayout {
    wrapContent(
      type, padding: EdgeInsets(all: padding),
      { "wrapContent(\(type.description), padding: \(pinValue(padding)))" })
  }

  /// Adjusts the width, the height or both to wrap the children with per-side padding.
  @discardableResult
  @inline(__always)
  @inlinable public func wrapContent(_ type: WrapType, padding: EdgeInsets) -> PinLayout {
    wrapContent(
      type, padding: padding, { "wrapContent(\(type.description), padding: \(insetsDescription(padding)))" })
  }

  @usableFromInline func wrapContent(_ type: WrapType, padding: EdgeInsets, _ context: PinContext) -> PinLayout {
    hasRules = true
    for value in [padding.top, padding.left, padding.bottom, padding.right] {
      guard isFinite(value, context) else { return self }
    }
    let children = node.children
    guard let first = children.first else { return self }
    var minX = first.frame.minX, minY = first.frame.minY, maxX = first.frame.maxX, maxY = first.frame.maxY
    for child in children.dropFirst() {
      minX = min(minX, child.frame.minX)
      minY = min(minY, child.frame.minY)
      maxX = max(maxX, child.frame.maxX)
      maxY = max(maxY, child.frame.maxY)
    }
    var offset = CGPoint.zero
    if type != .vertically {
      let contentWidth = maxX - minX + padding.left + padding.right
      if contentWidth >= 0 { setWidth(contentWidth, context) }
      offset.x = padding.left - minX
    }
    if type != .horizontally {
      let contentHeight = maxY - minY + padding.top + padding.bottom
      if contentHeight >= 0 { setHeight(contentHeight, context) }
      offset.y = padding.top - minY
    }
    guard offset != .zero else { return self }
    let scale = validDisplayScale
    for child in children {
      let moved = child.frame.offsetBy(dx: offset.x, dy: offset.y)
      child.frame = scale.map { PinLayout.snapped(moved, scale: $0) } ?? moved
    }
    return self
  }
}
