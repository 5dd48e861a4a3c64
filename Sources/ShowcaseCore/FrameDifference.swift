import Foundation
import LayoutNodes

/// A node whose frame differs between two layouts of the same tree.
public struct FrameDifference: CustomStringConvertible {
  /// The node's name.
  public var nodeName: String
  /// The frame the reference layout gave.
  public var expected: CGRect
  /// The frame the compared layout gave.
  public var actual: CGRect

  /// Reads like `nameLabel: expected (153.33, 132.59, 206.67, 120), got (153.33, 130, 206.67, 120)`.
  public var description: String {
    "\(nodeName): expected \(format(expected)), got \(format(actual))"
  }

  /// The differences between two lists of nodes, pairwise (the same tree laid out twice, listed in
  /// the same order): frames further apart than `tolerance` on any coordinate, and a node missing
  /// from either list.
  public static func between(
    _ expected: [(name: String, frame: CGRect)], _ actual: [(name: String, frame: CGRect)],
    tolerance: CGFloat = 1e-6
  ) -> [FrameDifference] {
    var differences: [FrameDifference] = []
    for index in 0..<max(expected.count, actual.count) {
      let reference = index < expected.count ? expected[index] : nil
      let compared = index < actual.count ? actual[index] : nil
      let name = reference?.name ?? compared?.name ?? ""
      let want = reference?.frame ?? .null
      let got = compared?.frame ?? .null
      if reference == nil || compared == nil || reference?.name != compared?.name || !isClose(want, got, tolerance) {
        differences.append(FrameDifference(nodeName: name, expected: want, actual: got))
      }
    }
    return differences
  }
}

func isClose(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat) -> Bool {
  abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
    && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// A rectangle as `(x, y, width, height)` with at most four decimals, or `none` for a missing node.
func format(_ rect: CGRect) -> String {
  guard !rect.isNull else { return "none" }
  return "(\(format(rect.minX)), \(format(rect.minY)), \(format(rect.width)), \(format(rect.height)))"
}

/// At most four decimals, without trailing zeros.
func format(_ value: CGFloat) -> String {
  var text = String(format: "%.4f", Double(value))
  while text.hasSuffix("0") { text.removeLast() }
  if text.hasSuffix(".") { text.removeLast() }
  return text == "-0" ? "0" : text
}

/// Each node with its frame in `root`'s coordinates (its origin plus its ancestors' origins below
/// `root`). Versions may restructure a tree (LinearLayout puts layers between a container and its
/// children), so versions are compared on the screen's own nodes in the root's coordinates, never on
/// parent-relative frames of whatever tree they built.
func framesInRoot(_ nodes: [LayoutNode], root: LayoutNode) -> [(name: String, frame: CGRect)] {
  nodes.map { node in
    var rect = node.frame
    if node !== root {
      var ancestor = node.parent
      while let current = ancestor, current !== root {
        rect.origin.x += current.frame.minX
        rect.origin.y += current.frame.minY
        ancestor = current.parent
      }
    } else {
      rect.origin = .zero
    }
    return (node.name, rect)
  }
}
