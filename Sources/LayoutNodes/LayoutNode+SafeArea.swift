import Foundation

extension LayoutNode {
  /// The part of the node that its parent's unsafe area covers, edge by edge, as UIKit works out a
  /// subview's safe area: the node's frame, clipped to its parent's bounds, against the band that the
  /// parent's ``safeAreaInsets`` leave unsafe on each edge. Zero on a root, and on an edge whose band the
  /// node does not reach.
  ///
  /// A node that starts above its parent's top counts from the parent's top: under a top inset of 44, a
  /// node at y = -20 has a top inset of 44, not 64 (UIKit's value, which PinLayout's `PinSafeAreaSpec`
  /// checks). An inset is at most the clipped frame's extent; frames or insets that are not finite
  /// numbers (NaN) give no inherited insets.
  public var inheritedSafeAreaInsets: EdgeInsets {
    guard let parent else { return .zero }
    return part(coveredBy: parent.safeAreaInsets, of: parent.frame.size)
  }

  /// ``safeAreaInsets``, worked out from the root down without recursion (trees may be thousands of
  /// levels deep); a root's are those set on it.
  var effectiveSafeAreaInsets: EdgeInsets {
    var path: [LayoutNode] = []
    var top = self
    while let parent = top.parent {
      path.append(top)
      top = parent
    }
    var insets = top.assignedSafeAreaInsets
    var parent = top
    for node in path.reversed() {
      let own = node.assignedSafeAreaInsets
      let inherited = node.part(coveredBy: insets, of: parent.frame.size)
      insets = EdgeInsets(
        top: max(own.top, inherited.top), left: max(own.left, inherited.left),
        bottom: max(own.bottom, inherited.bottom), right: max(own.right, inherited.right))
      parent = node
    }
    return insets
  }

  /// Edge by edge, how much of the node's frame, clipped to a parent of size `bounds`, lies in the
  /// bands that the parent's insets `outer` leave unsafe (see ``inheritedSafeAreaInsets``).
  private func part(coveredBy outer: EdgeInsets, of bounds: CGSize) -> EdgeInsets {
    guard outer != .zero else { return .zero }
    let frame = self.frame
    let minX = max(frame.minX, 0), maxX = min(frame.maxX, bounds.width)
    let minY = max(frame.minY, 0), maxY = min(frame.maxY, bounds.height)
    guard minX <= maxX, minY <= maxY else { return .zero }
    func covered(_ length: CGFloat, within extent: CGFloat) -> CGFloat { min(max(length, 0), extent) }
    let width = maxX - minX, height = maxY - minY
    let insets = EdgeInsets(
      top: covered(outer.top - minY, within: height),
      left: covered(outer.left - minX, within: width),
      bottom: covered(maxY - (bounds.height - outer.bottom), within: height),
      right: covered(maxX - (bounds.width - outer.right), within: width))
    guard insets.top.isFinite, insets.left.isFinite, insets.bottom.isFinite, insets.right.isFinite else {
      return .zero
    }
    return insets
  }
}
