import Foundation

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Pass as the `height` of a Neon call to size the node's height from its content: the call computes
/// the node's width, measures the node at that width with ``LayoutNode/sizeThatFits(_:)`` (a proposal
/// of that width and an unbounded height), then places it with the measured height.
///
/// Neon's constant, with Neon's value (-1) and name, so that ported code reads the same. It works
/// with every call that takes a `height` for the node itself
/// (``LayoutNode/anchorInCenter(width:height:)``, ``LayoutNode/anchorInCorner(_:xPad:yPad:width:height:)``,
/// ``LayoutNode/anchorToEdge(_:padding:width:height:)``, ``LayoutNode/align(_:relativeTo:padding:width:height:offset:)``,
/// ``LayoutNode/alignAndFillWidth(align:relativeTo:padding:height:offset:)``,
/// ``LayoutNode/alignBetweenHorizontal(align:primaryView:secondaryView:padding:height:offset:)``) and as
/// the `otherSize` of ``LayoutNode/anchorAndFillEdge(_:xPad:yPad:otherSize:)`` against the top or bottom.
/// Grouping calls refuse it with a diagnostic (the original's README warns that it has "undesired
/// consequences" there). Text nodes measure their wrapped text; other nodes answer with their
/// ``LayoutNode/measure`` closure, intrinsic size, or current frame height.
public let AutoHeight: CGFloat = -1

extension LayoutNode {
  /// The node's height measured at `width` for ``AutoHeight``.
  func neonAutoHeight(atWidth width: CGFloat) -> CGFloat {
    sizeThatFits(CGSize(width: width, height: unboundedDimension)).height
  }
}
