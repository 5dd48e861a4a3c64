import Foundation
import LayoutNodes
import Testing

/// The one tolerance for solved values.
let tolerance: CGFloat = 1e-6

func isClose(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= tolerance }

/// Whether two rectangles agree within the tolerance on every coordinate.
func isClose(_ a: CGRect, _ b: CGRect) -> Bool {
  isClose(a.minX, b.minX) && isClose(a.minY, b.minY) && isClose(a.width, b.width) && isClose(a.height, b.height)
}

/// Expects a node's frame, reporting the actual frame on failure.
func expectFrame(
  _ node: LayoutNode, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let expected = CGRect(x: x, y: y, width: width, height: height)
  #expect(
    isClose(node.frame, expected), "\(node.name): \(node.frame) is not \(expected)", sourceLocation: sourceLocation)
}

/// A root of a given size with named children, all direct children of the root.
func makeTree(width: CGFloat = 375, height: CGFloat = 667, _ names: String...) -> (LayoutNode, [LayoutNode]) {
  let root = LayoutNode(name: "root")
  root.frame = CGRect(x: 0, y: 0, width: width, height: height)
  let nodes = names.map { LayoutNode(name: $0) }
  nodes.forEach(root.addChild)
  return (root, nodes)
}
