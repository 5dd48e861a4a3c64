import Foundation

/// Neon's aligning calls: a node placed beside a sibling, optionally stretched to the parent's edges.
///
/// The sibling must be another child of the node's parent (Neon reads its frame in the same
/// coordinates); anything else — the node itself, a node of another parent or tree — records a
/// ``LayoutDiagnostic/Kind/frameLayoutWarning`` and leaves the frame unchanged, as do negative sizes
/// and non-finite values. Leading and trailing cases of ``Align`` follow the node's
/// ``LayoutNode/layoutDirection``. Frames are set at once, unsnapped.
extension LayoutNode {
  /// Places the node beside a sibling with a given size.
  ///
  /// On the side named by `align` the node is `padding` away from the sibling: to the right,
  /// `x = sibling.xMax + padding`; to the left, `x = sibling.x - width - padding`; under,
  /// `y = sibling.yMax + padding`; above, `y = sibling.y - padding - height`. On the other axis it
  /// matches the sibling's top or left (`sibling.y`, `sibling.x`), centre (`sibling.yMid - height / 2`,
  /// `sibling.xMid - width / 2`) or bottom or right (`sibling.yMax - height`, `sibling.xMax - width`),
  /// then moves by `offset`.
  ///
  /// ```swift
  /// caption.align(.underCentered, relativeTo: photo, padding: 8, width: 200, height: AutoHeight)
  /// ```
  ///
  /// - Parameters:
  ///   - align: The side of the sibling, and what the node matches.
  ///   - sibling: Another child of the node's parent.
  ///   - padding: The space between the sibling and the node.
  ///   - width: The node's width.
  ///   - height: The node's height, or ``AutoHeight`` to measure the node at `width`.
  ///   - offset: A shift along the matched axis: down for the sides, right for under and above.
  public func align(
    _ align: Align, relativeTo sibling: LayoutNode, padding: CGFloat, width: CGFloat, height: CGFloat,
    offset: CGFloat = 0
  ) {
    let call = "align(_:relativeTo:padding:width:height:offset:)"
    guard neonRequireFinite(call, "padding width height offset", padding, width, height, offset),
      neonRequireSize(call, width: width, height: height, allowsAutoHeight: true),
      let container = neonContainer(call), neonRequireSibling(call, sibling)
    else { return }
    let placement = align.placement(in: layoutDirection)
    // The closure reads the sibling through an unretained reference (the caller keeps it alive):
    // capturing it retained and released it at every call.
    let sibling = Unmanaged.passUnretained(sibling)
    neonSetFrame(call, height: height) { height in
      placement.frame(
        size: CGSize(width: width, height: height), reference: sibling._withUnsafeGuaranteedRef(\.frame),
        container: container, padding: padding, offset: offset, fillsWidth: false, fillsHeight: false)
    }
  }

  /// Places the node beside a sibling and stretches its width to the parent's edge (or across it).
  ///
  /// To the right: `x = sibling.xMax + padding`, `width = parent.width - x - padding`. To the left:
  /// `x = padding`, `width = sibling.x - 2 * padding`. Under or above (`y` as in
  /// ``align(_:relativeTo:padding:width:height:offset:)``): matching left, `x = sibling.x + offset`
  /// and `width = parent.width - x - padding`; matching right, `x = padding + offset` and
  /// `width = sibling.xMax - padding`; centred, `x = padding + offset` and
  /// `width = parent.width - 2 * padding`. Beside the sibling `offset` moves the node down. A negative
  /// width becomes zero, as in Neon.
  ///
  /// ```swift
  /// nameLabel.alignAndFillWidth(align: .toTheRightCentered, relativeTo: avatar, padding: 15, height: 120)
  /// ```
  ///
  /// - Parameters:
  ///   - align: The side of the sibling, and what the node matches.
  ///   - sibling: Another child of the node's parent.
  ///   - padding: The space between the sibling, the node and the parent's edges.
  ///   - height: The node's height, or ``AutoHeight`` to measure the node at its filled width.
  ///   - offset: A shift along the matched axis.
  public func alignAndFillWidth(
    align: Align, relativeTo sibling: LayoutNode, padding: CGFloat, height: CGFloat, offset: CGFloat = 0
  ) {
    let call = "alignAndFillWidth(align:relativeTo:padding:height:offset:)"
    guard neonRequireFinite(call, "padding height offset", padding, height, offset),
      neonRequireSize(call, width: nil, height: height, allowsAutoHeight: true),
      let container = neonContainer(call), neonRequireSibling(call, sibling)
    else { return }
    let placement = align.placement(in: layoutDirection)
    let sibling = Unmanaged.passUnretained(sibling)  // as in align(_:relativeTo:padding:width:height:offset:)
    neonSetFrame(call, height: height) { height in
      placement.frame(
        size: CGSize(width: 0, height: height), reference: sibling._withUnsafeGuaranteedRef(\.frame),
        container: container, padding: padding, offset: offset, fillsWidth: true, fillsHeight: false)
    }
  }

  /// Places the node beside a sibling and stretches its height to the parent's edge (or across it).
  ///
  /// Under: `y = sibling.yMax + padding`, `height = parent.height - y - padding`. Above: `y = padding`,
  /// `height = sibling.y - 2 * padding`. Beside (`x` as in
  /// ``align(_:relativeTo:padding:width:height:offset:)``): matching top, `y = sibling.y + offset` and
  /// `height = parent.height - sibling.y - padding` (Neon measures from the sibling's top, not from the
  /// offset origin); matching bottom, `y = padding + offset` and `height = sibling.yMax - padding`;
  /// centred, `y = padding + offset` and `height = parent.height - 2 * padding`. Under or above,
  /// `offset` moves the node right. A negative height becomes zero, as in Neon.
  ///
  /// - Parameters:
  ///   - align: The side of the sibling, and what the node matches.
  ///   - sibling: Another child of the node's parent.
  ///   - padding: The space between the sibling, the node and the parent's edges.
  ///   - width: The node's width.
  ///   - offset: A shift along the matched axis.
  public func alignAndFillHeight(
    align: Align, relativeTo sibling: LayoutNode, padding: CGFloat, width: CGFloat, offset: CGFloat = 0
  ) {
    let call = "alignAndFillHeight(align:relativeTo:padding:width:offset:)"
    guard neonRequireFinite(call, "padding width offset", padding, width, offset),
      neonRequireSize(call, width: width, height: nil, allowsAutoHeight: false),
      let container = neonContainer(call), neonRequireSibling(call, sibling)
    else { return }
    let placement = align.placement(in: layoutDirection)
    neonSetFrame(
      call,
      placement.frame(
        size: CGSize(width: width, height: 0), reference: sibling.frame, container: container, padding: padding,
        offset: offset, fillsWidth: false, fillsHeight: true, fillHeightFromReferenceTop: true))
  }

  /// Places the node beside a sibling and stretches it to fill the rest of the parent.
  ///
  /// On the sibling's side the node fills from `padding` beyond the sibling to `padding` inside the
  /// parent's edge, as in ``alignAndFillWidth(align:relativeTo:padding:height:offset:)`` (beside) or
  /// ``alignAndFillHeight(align:relativeTo:padding:width:offset:)`` (under, above). On the other axis:
  /// matching the top or left, from the sibling's edge plus `offset` to `padding` inside the parent's
  /// far edge; matching the bottom or right, from `padding + offset` to `padding` short of the
  /// sibling's far edge; centred, from `padding + offset` across the parent less `2 * padding`.
  /// Negative sizes become zero, as in Neon.
  ///
  /// - Parameters:
  ///   - align: The side of the sibling, and what the node matches.
  ///   - sibling: Another child of the node's parent.
  ///   - padding: The space between the sibling, the node and the parent's edges.
  ///   - offset: A shift along the matched axis.
  public func alignAndFill(align: Align, relativeTo sibling: LayoutNode, padding: CGFloat, offset: CGFloat = 0) {
    let call = "alignAndFill(align:relativeTo:padding:offset:)"
    guard neonRequireFinite(call, "padding offset", padding, offset),
      let container = neonContainer(call), neonRequireSibling(call, sibling)
    else { return }
    let placement = align.placement(in: layoutDirection)
    neonSetFrame(
      call,
      placement.frame(
        size: .zero, reference: sibling.frame, container: container, padding: padding, offset: offset,
        fillsWidth: true, fillsHeight: true))
  }
}
