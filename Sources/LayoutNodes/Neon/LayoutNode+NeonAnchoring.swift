import Foundation

/// Neon's anchoring calls: a node placed against its parent's bounds.
///
/// Each call sets the node's ``LayoutNode/frame`` at once, in its parent's coordinates, from the
/// parent's current frame size, with Neon's arithmetic and no pixel snapping; it works anywhere,
/// including in a ``LayoutNode/layoutSubviews`` hook. A node without a parent, a negative size or a
/// non-finite value records a ``LayoutDiagnostic/Kind/frameLayoutWarning`` and leaves the frame as it was.
extension LayoutNode {
  /// Fills the parent, inset by a padding on each side (none by default).
  ///
  /// The frame is `(left, top, parent.width - (left + right), parent.height - (top + bottom))`.
  /// Paddings wider or taller than the parent (a negative size) are refused with a diagnostic.
  ///
  /// ```swift
  /// bannerMaskView.fillSuperview()
  /// card.fillSuperview(left: 10, right: 10, top: 20, bottom: 20)
  /// ```
  ///
  /// - Parameters:
  ///   - left: The space between the parent's left edge and the node's.
  ///   - right: The space between the node's right edge and the parent's.
  ///   - top: The space between the parent's top edge and the node's.
  ///   - bottom: The space between the node's bottom edge and the parent's.
  public func fillSuperview(left: CGFloat = 0, right: CGFloat = 0, top: CGFloat = 0, bottom: CGFloat = 0) {
    let call = "fillSuperview(left:right:top:bottom:)"
    guard neonRequireFinite(call, "left right top bottom", left, right, top, bottom),
      let container = neonContainer(call)
    else { return }
    neonSetFrame(
      call,
      CGRect(x: left, y: top, width: container.width - (left + right), height: container.height - (top + bottom)))
  }

  /// Centres the node in its parent with the given size.
  ///
  /// The origin is `(parent.width / 2 - width / 2, parent.height / 2 - height / 2)`.
  ///
  /// - Parameters:
  ///   - width: The node's width.
  ///   - height: The node's height, or ``AutoHeight`` to measure the node at `width`.
  public func anchorInCenter(width: CGFloat, height: CGFloat) {
    let call = "anchorInCenter(width:height:)"
    guard neonRequireFinite(call, "width height", width, height),
      neonRequireSize(call, width: width, height: height, allowsAutoHeight: true),
      let container = neonContainer(call)
    else { return }
    neonSetFrame(call, height: height) { height in
      CGRect(
        x: container.width / 2 - width / 2, y: container.height / 2 - height / 2, width: width, height: height)
    }
  }

  /// Places the node in a corner of its parent, `xPad` from the side and `yPad` from the top or bottom.
  ///
  /// `.topLeft` puts the origin at `(xPad, yPad)`; a right corner puts it at
  /// `parent.width - width - xPad`, a bottom corner at `parent.height - height - yPad`. Leading and
  /// trailing corners follow the node's ``LayoutNode/layoutDirection``.
  ///
  /// ```swift
  /// avatar.anchorInCorner(.bottomLeft, xPad: 15, yPad: 15, width: 120, height: 120)
  /// badge.anchorInCorner(.topTrailing, xPad: 8, yPad: 8, width: 20, height: 20)
  /// ```
  ///
  /// - Parameters:
  ///   - corner: The corner of the parent.
  ///   - xPad: The space between the node and the parent's left or right edge.
  ///   - yPad: The space between the node and the parent's top or bottom edge.
  ///   - width: The node's width.
  ///   - height: The node's height, or ``AutoHeight`` to measure the node at `width`.
  public func anchorInCorner(_ corner: Corner, xPad: CGFloat, yPad: CGFloat, width: CGFloat, height: CGFloat) {
    let call = "anchorInCorner(_:xPad:yPad:width:height:)"
    guard neonRequireFinite(call, "xPad yPad width height", xPad, yPad, width, height),
      neonRequireSize(call, width: width, height: height, allowsAutoHeight: true),
      let container = neonContainer(call)
    else { return }
    let sides = corner.sides(in: layoutDirection)
    neonSetFrame(call, height: height) { height in
      let size = CGSize(width: width, height: height)
      return CGRect(origin: sides.origin(of: size, in: container, xPad: xPad, yPad: yPad), size: size)
    }
  }

  /// Places the node against an edge of its parent, centred along it, `padding` away from it.
  ///
  /// Against `.top` the origin is `(parent.width / 2 - width / 2, padding)`; against `.right` it is
  /// `(parent.width - width - padding, parent.height / 2 - height / 2)`; and so on. `.leading` and
  /// `.trailing` follow the node's ``LayoutNode/layoutDirection``.
  ///
  /// - Parameters:
  ///   - edge: The edge of the parent.
  ///   - padding: The space between the node and that edge.
  ///   - width: The node's width.
  ///   - height: The node's height, or ``AutoHeight`` to measure the node at `width`.
  public func anchorToEdge(_ edge: Edge, padding: CGFloat, width: CGFloat, height: CGFloat) {
    let call = "anchorToEdge(_:padding:width:height:)"
    guard neonRequireFinite(call, "padding width height", padding, width, height),
      neonRequireSize(call, width: width, height: height, allowsAutoHeight: true),
      let container = neonContainer(call)
    else { return }
    let physicalEdge = edge.physical(in: layoutDirection)
    neonSetFrame(call, height: height) { height in
      let size = CGSize(width: width, height: height)
      return CGRect(origin: physicalEdge.origin(of: size, in: container, padding: padding), size: size)
    }
  }

  /// Places the node against an edge of its parent and stretches it along that edge.
  ///
  /// Against `.top` the frame is `(xPad, yPad, parent.width - 2 * xPad, otherSize)`; against `.bottom`
  /// its origin is `(xPad, parent.height - otherSize - yPad)`. Against `.left` it is
  /// `(xPad, yPad, otherSize, parent.height - 2 * yPad)`; against `.right` its origin is
  /// `(parent.width - otherSize - xPad, yPad)`. `.leading` and `.trailing` follow the node's
  /// ``LayoutNode/layoutDirection``.
  ///
  /// ```swift
  /// bannerImageView.anchorAndFillEdge(.top, xPad: 0, yPad: 0, otherSize: view.height * 0.43)
  /// ```
  ///
  /// - Parameters:
  ///   - edge: The edge of the parent.
  ///   - xPad: The space left and right of the node (for `.top` and `.bottom` at both ends).
  ///   - yPad: The space above and below the node (for `.left` and `.right` at both ends).
  ///   - otherSize: The size that filling does not decide: the height against the top or bottom
  ///     (``AutoHeight`` measures the node at its filled width), the width against a side.
  public func anchorAndFillEdge(_ edge: Edge, xPad: CGFloat, yPad: CGFloat, otherSize: CGFloat) {
    let call = "anchorAndFillEdge(_:xPad:yPad:otherSize:)"
    guard neonRequireFinite(call, "xPad yPad otherSize", xPad, yPad, otherSize) else { return }
    let sizeIsHeight = edge.isHorizontal
    guard
      neonRequireSize(
        call, width: sizeIsHeight ? nil : otherSize, height: sizeIsHeight ? otherSize : nil, allowsAutoHeight: true),
      let container = neonContainer(call)
    else { return }
    let physicalEdge = edge.physical(in: layoutDirection)
    neonSetFrame(call, height: sizeIsHeight ? otherSize : 0) { height in
      physicalEdge.filledFrame(otherSize: sizeIsHeight ? height : otherSize, in: container, xPad: xPad, yPad: yPad)
    }
  }
}
