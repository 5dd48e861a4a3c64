import Foundation

// Anchor points: a corner, an edge's middle or the centre of the node, pinned on the same point of the
// parent (moved inwards by a margin) or on an anchor of another node.
extension PinLayout {
  /// Pins the top-left corner `margin` inside the parent's top-left corner (0 when omitted).
  @discardableResult
  @inline(__always)
  @inlinable public func topLeft(_ margin: CGFloat = 0) -> PinLayout {
    pinCorner(x: .leading, y: .leading, margin, { "topLeft(\(optionalDescription(margin)))" })
  }

  /// Pins the top-left corner on another node's anchor: `b.pin.topLeft(to: a.anchor.bottomRight)`.
  @discardableResult
  @inline(__always)
  @inlinable public func topLeft(to anchor: PinAnchor) -> PinLayout {
    pin(anchor, method: "topLeft") {
      $0.setTop($1.y, $2)
      $0.setLeft($1.x, $2)
    }
  }

  /// Pins the top-leading corner (top-left in left-to-right) inside the parent's.
  @discardableResult
  @inline(__always)
  @inlinable public func topStart(_ margin: CGFloat = 0) -> PinLayout {
    pinCorner(x: isLTR ? .leading : .trailing, y: .leading, margin, { "topStart(\(optionalDescription(margin)))" })
  }

  /// Pins the top-leading corner on another node's anchor.
  @discardableResult
  @inline(__always)
  @inlinable public func topStart(to anchor: PinAnchor) -> PinLayout {
    pin(anchor, method: "topStart") {
      $0.setTop($1.y, $2)
      $0.setStart($1.x, $2)
    }
  }

  /// Pins the middle of the top edge `topMargin` below the middle of the parent's top edge.
  @discardableResult
  @inline(__always)
  @inlinable public func topCenter(_ topMargin: CGFloat = 0) -> PinLayout {
    pinCorner(x: .middle, y: .leading, topMargin, { "topCenter(\(optionalDescription(topMargin)))" })
  }

  /// Pins the middle of the top edge on another node's anchor.
  @discardableResult
  @inline(__always)
  @inlinable public func topCenter(to anchor: PinAnchor) -> PinLayout {
    pin(anchor, method: "topCenter") {
      $0.setTop($1.y, $2)
      $0.setHorizontalCenter($1.x, $2)
    }
  }

  /// Pins the top-right corner `margin` inside the parent's top-right corner.
  @discardableResult
  @inline(__always)
  @inlinable public func topRight(_ margin: CGFloat = 0) -> PinLayout {
    pinCorner(x: .trailing, y: .leading, margin, { "topRight(\(optionalDescription(margin)))" })
  }

  /// Pins the top-right corner on another node's anchor.
  @discardableResult
  @inline(__always)
  @inlinable public func topRight(to anchor: PinAnchor) -> PinLayout {
    pin(anchor, method: "topRight") {
      $0.setTop($1.y, $2)
      $0.setRight($1.x, $2)
    }
  }

  /// Pins the top-trailing corner (top-right in left-to-right) inside the parent's.
  @discardableResult
  @inline(__always)
  @inlinable public func topEnd(_ margin: CGFloat = 0) -> PinLayout {
    pinCorner(x: isLTR ? .trailing : .leading, y: .leading, margin, { "topEnd(\(optionalDescription(margin)))" })
  }

  /// Pins the top-trailing corner on another node's anchor.
  @discardableResult
  @inline(__always)
  @inlinable public func topEnd(to anchor: PinAnchor) -> PinLayout {
    pin(anchor, method: "topEnd") {
      $0.setTop($1.y, $2)
      $0.setEnd($1.x, $2)
    }
  }

  /// Pins the middle of the left edge `leftMargin` right of the middle of the parent's left edge.
  @discardableResult
  @inline(__always)
  @inlinable public func centerLeft(_ leftMargin: CGFloat = 0) -> PinLayout {
    pinCorner(x: .leading, y: .middle, leftMargin, { "centerLeft(\(optionalDescription(leftMargin)))" })
  }

  /// Pins the middle of the left edge on another node's anchor.
  @discardableResult
  @inline(__always)
  @inlinable public func centerLeft(to anchor: PinAnchor) -> PinLayout {
    pin(anchor, method: "centerLeft") {
      $0.setVerticalCenter($1.y, $2)
      $0.setLeft($1.x, $2)
    }
  }

  /// Pins the middle of the leading edge inside the middle of the parent's leading edge.
  @discardableResult
  @inline(__always)
  @inlinable public func centerStart(_ startMargin: CGFloat = 0) -> PinLayout {
    pinCorner(
      x: isLTR ? .leading : .trailing, y: .middle, startMargin,
      { "centerStart(\(optionalDescription(startMargin)))" })
  }

  /// Pins the middle of the leading edge on another node's anchor.
  @discardableResult
  @inline(__always)
  @inlinable public func centerStart(to anchor: PinAnchor) -> PinLayout {
    pin(anchor, method: "centerStart") {
      $0.setVerticalCenter($1.y, $2)
      $0.setStart($1.x, $2)
    }
  }

  /// Centres the node in its parent, moved right and down by `margin`.
  @discardableResult
  @inline(__always)
  @inlinable public func center(_ margin: CGFloat = 0) -> PinLayout {
    func context() -> String { "center(\(optionalDescription(margin)))" }
    guard let size = parentSize(context) else { return self }
    setVerticalCenter(size.height / 2 + margin, context)
    setHorizontalCenter(size.width / 2 + margin, context)
    return self
  }

  /// Centres the node on another node's anchor.
  @discardableResult
  @inline(__always)
  @inlinable public func center(to anchor: PinAnchor) -> PinLayout {
    pin(anchor, method: "center") {
      $0.setVerticalCenter($1.y, $2)
      $0.setHorizontalCenter($1.x, $2)
    }
  }

  /// Pins the middle of the right edge `rightMargin` left of the middle of the parent's right edge.
  @discardableResult
  @inline(__always)
  @inlinable public func centerRight(_ rightMargin: CGFloat = 0) -> PinLayout {
    pinCorner(x: .trailing, y: .middle, rightMargin, { "centerRight(\(optionalDescription(rightMargin)))" })
  }

  /// Pins the middle of the right edge on another node's anchor.
  @discardableResult
  @inline(__always)
  @inlinable public func centerRight(to anchor: PinAnchor) -> PinLayout {
    pin(anchor, method: "centerRight") {
      $0.setVerticalCenter($1.y, $2)
      $0.setRight($1.x, $2)
    }
  }

  /// Pins the middle of the trailing edge inside the middle of the parent's trailing edge.
  @discardableResult
  @inline(__always)
  @inlinable public func centerEnd(_ endMargin: CGFloat = 0) -> PinLayout {
    pinCorner(
      x: isLTR ? .trailing : .leading, y: .middle, endMargin, { "centerEnd(\(optionalDescription(endMargin)))" })
  }

  /// Pins the middle of the trailing edge on another node's anchor.
  @discardableResult
  @inline(__always)
  @inlinable public func centerEnd(to anchor: PinAnchor) -> PinLayout {
    pin(anchor, method: "centerEnd") {
      $0.setVerticalCenter($1.y, $2)
      $0.setEnd($1.x, $2)
    }
  }

  /// Pins the bottom-left corner `margin` inside the parent's bottom-left corner.
  @discardableResult
  @inline(__always)
  @inlinable public func bottomLeft(_ margin: CGFloat = 0) -> PinLayout {
    pinCorner(x: .leading, y: .trailing, margin, { "bottomLeft(\(optionalDescription(margin)))" })
  }

  /// Pins the bottom-left corner on another node's anchor.
  @discardableResult
  @inline(__always)
  @inlinable public func bottomLeft(to anchor: PinAnchor) -> PinLayout {
    pin(anchor, method: "bottomLeft") {
      $0.setBottom($1.y, $2)
      $0.setLeft($1.x, $2)
    }
  }

  /// Pins the bottom-leading corner inside the parent's.
  @discardableResult
  @inline(__always)
  @inlinable public func bottomStart(_ margin: CGFloat = 0) -> PinLayout {
    pinCorner(
      x: isLTR ? .leading : .trailing, y: .trailing, margin, { "bottomStart(\(optionalDescription(margin)))" })
  }

  /// Pins the bottom-leading corner on another node's anchor.
  @discardableResult
  @inline(__always)
  @inlinable public func bottomStart(to anchor: PinAnchor) -> PinLayout {
    pin(anchor, method: "bottomStart") {
      $0.setBottom($1.y, $2)
      $0.setStart($1.x, $2)
    }
  }

  /// Pins the middle of the bottom edge `bottomMargin` above the middle of the parent's bottom edge.
  @discardableResult
  @inline(__always)
  @inlinable public func bottomCenter(_ bottomMargin: CGFloat = 0) -> PinLayout {
    pinCorner(x: .middle, y: .trailing, bottomMargin, { "bottomCenter(\(optionalDescription(bottomMargin)))" })
  }

  /// Pins the middle of the bottom edge on another node's anchor.
  @discardableResult
  @inline(__always)
  @inlinable public func bottomCenter(to anchor: PinAnchor) -> PinLayout {
    pin(anchor, method: "bottomCenter") {
      $0.setBottom($1.y, $2)
      $0.setHorizontalCenter($1.x, $2)
    }
  }

  /// Pins the bottom-right corner `margin` inside the parent's bottom-right corner.
  @discardableResult
  @inline(__always)
  @inlinable public func bottomRight(_ margin: CGFloat = 0) -> PinLayout {
    pinCorner(x: .trailing, y: .trailing, margin, { "bottomRight(\(optionalDescription(margin)))" })
  }

  /// Pins the bottom-right corner on another node's anchor.
  @discardableResult
  @inline(__always)
  @inlinable public func bottomRight(to anchor: PinAnchor) -> PinLayout {
    pin(anchor, method: "bottomRight") {
      $0.setBottom($1.y, $2)
      $0.setRight($1.x, $2)
    }
  }

  /// Pins the bottom-trailing corner inside the parent's.
  @discardableResult
  @inline(__always)
  @inlinable public func bottomEnd(_ margin: CGFloat = 0) -> PinLayout {
    pinCorner(
      x: isLTR ? .trailing : .leading, y: .trailing, margin, { "bottomEnd(\(optionalDescription(margin)))" })
  }

  /// Pins the bottom-trailing corner on another node's anchor.
  @discardableResult
  @inline(__always)
  @inlinable public func bottomEnd(to anchor: PinAnchor) -> PinLayout {
    pin(anchor, method: "bottomEnd") {
      $0.setBottom($1.y, $2)
      $0.setEnd($1.x, $2)
    }
  }

  // MARK: - Helpers

  /// Where on an axis of the parent a point lies: the axis's start (left, top), its middle, its end.
  @usableFromInline enum AxisPosition {
    case leading
    case middle
    case trailing
  }

  /// Pins a point of the node on the same point of the parent, `margin` inwards (the middle of an
  /// axis is not moved), as PinLayout's `topLeft(_:)` … `bottomRight(_:)`.
  @usableFromInline func pinCorner(x: AxisPosition, y: AxisPosition, _ margin: CGFloat, _ context: PinContext)
    -> PinLayout
  {
    guard isFinite(margin, context) else { return self }
    // topLeft needs no parent, as in PinLayout; every other point is measured from the parent's size.
    let size: CGSize
    if x == .leading, y == .leading {
      size = .zero
    } else {
      guard let parentSize = parentSize(context) else { return self }
      size = parentSize
    }
    switch y {
    case .leading: setTop(margin, context)
    case .middle: setVerticalCenter(size.height / 2, context)
    case .trailing: setBottom(size.height - margin, context)
    }
    switch x {
    case .leading: setLeft(margin, context)
    case .middle: setHorizontalCenter(size.width / 2, context)
    case .trailing: setRight(size.width - margin, context)
    }
    return self
  }

  /// Pins a point of the node on another node's anchor, converted into the parent's coordinates.
  @usableFromInline func pin(
    _ anchor: PinAnchor, method: String, _ set: (PinLayout, CGPoint, PinContext) -> Void
  ) -> PinLayout {
    func context() -> String { "\(method)(to: .\(anchor.name), of: \(nodeDescription(anchor.node)))" }
    if let point = point(of: anchor, context) { set(self, point, context) }
    return self
  }
}
