import Foundation

/// Neon's calls that stretch a node across the gap between two siblings.
///
/// Both siblings must be other children of the node's parent. An ``Align`` case the call does not
/// take (Neon's `fatalError`) records a ``LayoutDiagnostic/Kind/frameLayoutWarning`` and leaves the
/// frame unchanged, as do bad siblings, negative sizes and non-finite values.
extension LayoutNode {
  /// Places the node beside `primaryView` and stretches its width across the gap to `secondaryView`.
  ///
  /// `align` must put the node to the right or left of the primary view (including the leading and
  /// trailing cases, which follow the node's ``LayoutNode/layoutDirection``). To the right:
  /// `x = primaryView.xMax + padding`, `width = secondaryView.x - primaryView.xMax - 2 * padding`. To the
  /// left: `x = secondaryView.xMax + padding`, `width = primaryView.x - secondaryView.xMax - 2 * padding`.
  /// Vertically the node matches the primary view's top, centre or bottom, moved down by `offset`
  /// (also with ``AutoHeight``, where Neon's second pass drops the offset). A negative width becomes
  /// zero, as in Neon.
  ///
  /// ```swift
  /// title.alignBetweenHorizontal(
  ///   align: .toTheRightMatchingTop, primaryView: icon, secondaryView: button, padding: 8, height: AutoHeight)
  /// ```
  ///
  /// - Parameters:
  ///   - align: A to-the-right or to-the-left case: the side of `primaryView` and what the node matches.
  ///   - primaryView: The sibling the node sits beside and matches.
  ///   - secondaryView: The sibling that ends the gap.
  ///   - padding: The space between the node and each sibling.
  ///   - height: The node's height, or ``AutoHeight`` to measure the node at its stretched width.
  ///   - offset: A vertical shift.
  public func alignBetweenHorizontal(
    align: Align, primaryView: LayoutNode, secondaryView: LayoutNode, padding: CGFloat, height: CGFloat,
    offset: CGFloat = 0
  ) {
    let call = "alignBetweenHorizontal(align:primaryView:secondaryView:padding:height:offset:)"
    let placement = align.placement(in: layoutDirection)
    guard placement.mainAxis == .horizontal else {
      recordFrameLayoutWarning(
        call: call, ".\(align) does not place a node to the right or left of another; the frame is unchanged.")
      return
    }
    guard neonRequireFinite(call, "padding height offset", padding, height, offset),
      neonRequireSize(call, width: nil, height: height, allowsAutoHeight: true),
      neonContainer(call) != nil,
      neonRequireSibling(call, primaryView, role: "primaryView"),
      neonRequireSibling(call, secondaryView, role: "secondaryView")
    else { return }
    neonSetFrame(call, height: height) { height in
      placement.frameBetween(
        primary: primaryView.frame, secondary: secondaryView.frame, padding: padding, crossLength: height,
        offset: offset)
    }
  }

  /// Places the node under or above `primaryView` and stretches its height across the gap to
  /// `secondaryView`.
  ///
  /// `align` must put the node under or above the primary view (including the leading and trailing
  /// cases). Under: `y = primaryView.yMax + padding`,
  /// `height = secondaryView.y - primaryView.yMax - 2 * padding`. Above: `y = secondaryView.yMax + padding`,
  /// `height = primaryView.y - secondaryView.yMax - 2 * padding`. Horizontally the node matches the primary
  /// view's left, centre or right, moved right by `offset`. A negative height becomes zero, as in Neon.
  ///
  /// - Parameters:
  ///   - align: An under or above case: the side of `primaryView` and what the node matches.
  ///   - primaryView: The sibling the node sits under or above and matches.
  ///   - secondaryView: The sibling that ends the gap.
  ///   - padding: The space between the node and each sibling.
  ///   - width: The node's width.
  ///   - offset: A horizontal shift.
  public func alignBetweenVertical(
    align: Align, primaryView: LayoutNode, secondaryView: LayoutNode, padding: CGFloat, width: CGFloat,
    offset: CGFloat = 0
  ) {
    let call = "alignBetweenVertical(align:primaryView:secondaryView:padding:width:offset:)"
    let placement = align.placement(in: layoutDirection)
    guard placement.mainAxis == .vertical else {
      recordFrameLayoutWarning(
        call: call, ".\(align) does not place a node under or above another; the frame is unchanged.")
      return
    }
    guard neonRequireFinite(call, "padding width offset", padding, width, offset),
      neonRequireSize(call, width: width, height: nil, allowsAutoHeight: false),
      neonContainer(call) != nil,
      neonRequireSibling(call, primaryView, role: "primaryView"),
      neonRequireSibling(call, secondaryView, role: "secondaryView")
    else { return }
    neonSetFrame(
      call,
      placement.frameBetween(
        primary: primaryView.frame, secondary: secondaryView.frame, padding: padding, crossLength: width,
        offset: offset))
  }
}
