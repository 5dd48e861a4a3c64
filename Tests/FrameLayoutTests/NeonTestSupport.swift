import Foundation
import LayoutNodes
import Testing

/// A parent of 300 × 200 with a child to place and a sibling at (100, 80, 60, 40), so that
/// sibling.x = 100, xMid = 130, xMax = 160, y = 80, yMid = 100, yMax = 120.
struct NeonFixture {
  let parent = LayoutNode(name: "parent")
  let node = LayoutNode(name: "node")
  let sibling = LayoutNode(name: "sibling")

  init(direction: LayoutDirection = .leftToRight) {
    parent.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
    parent.layoutDirection = direction
    sibling.frame = CGRect(x: 100, y: 80, width: 60, height: 40)
    parent.addChild(sibling)
    parent.addChild(node)
  }

  /// Adds `count` children named `view0`… to the parent.
  func addViews(_ count: Int) -> [LayoutNode] {
    (0..<count).map { index in
      let view = LayoutNode(name: "view\(index)")
      parent.addChild(view)
      return view
    }
  }

  /// The parent's frame-layout warnings.
  var warnings: [LayoutDiagnostic] { parent.layoutDiagnostics.filter { $0.kind == .frameLayoutWarning } }
}

/// Whether two rectangles agree within 1e-6 on every component.
func neonFramesMatch(_ actual: CGRect, _ expected: CGRect) -> Bool {
  let pairs = [
    (actual.origin.x, expected.origin.x), (actual.origin.y, expected.origin.y),
    (actual.size.width, expected.size.width), (actual.size.height, expected.size.height),
  ]
  return pairs.allSatisfy { abs($0 - $1) <= 1e-6 }
}

/// Expects `node`'s frame to be `expected` within 1e-6.
func expectNeonFrame(
  _ node: LayoutNode, _ expected: CGRect, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    neonFramesMatch(node.frame, expected), "\(node.name): \(node.frame) is not \(expected). \(comment ?? "")",
    sourceLocation: sourceLocation)
}

/// A 40 × 30 rectangle at (x, y): the size most tests place.
func neonBox(_ x: CGFloat, _ y: CGFloat, width: CGFloat = 40, height: CGFloat = 30) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}
