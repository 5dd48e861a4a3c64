import Foundation
import LayoutNodes
import Testing

/// Helpers of the LinearLayout tests.
enum LinearLayoutFixtures {
  /// 5 points per character, 12 per line: "hello world" is 55 × 12, and wraps at a width under 55
  /// into "hello" / "world", 25 × 24.
  static let font = FixedAdvanceFont(size: 10, characterAdvance: 5, lineHeight: 12, baselineOffset: 10)

  /// A text node in ``font``.
  static func label(_ name: String, _ string: String) -> LayoutNode {
    LayoutNode(name: name, text: TextContent(string, font: font))
  }

  /// A node of a fixed natural size (an image).
  static func image(_ name: String, width: CGFloat, height: CGFloat) -> LayoutNode {
    let node = LayoutNode(name: name)
    node.intrinsicContentSize = IntrinsicContentSize(width: width, height: height)
    return node
  }

  /// A linear layout with a frame at the origin.
  static func layout(
    _ orientation: LinearLayout.Orientation, width: CGFloat, height: CGFloat, padding: EdgeInsets = .zero
  ) -> LinearLayout {
    let layout = LinearLayout(name: "layout", orientation: orientation, padding: padding)
    layout.frame = CGRect(x: 0, y: 0, width: width, height: height)
    return layout
  }

  /// Insets with only some sides set.
  static func insets(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) -> EdgeInsets {
    EdgeInsets(top: top, left: left, bottom: bottom, right: right)
  }

  /// Lays a layout out as a list row is (the seed's `TableViewCell` with automatic row height): its
  /// wrap-content height at `width`, then that frame and its children. Returns the height.
  @discardableResult
  static func layOutAsRow(_ layout: LinearLayout, width: CGFloat) -> CGFloat {
    let height = layout.sizeThatFits(CGSize(width: width, height: unboundedDimension)).height
    layout.frame = CGRect(x: 0, y: 0, width: width, height: height)
    layout.layoutChildren()
    return height
  }

  /// Whether two rectangles agree within 1e-6 on every component.
  static func isClose(_ actual: CGRect, _ expected: CGRect) -> Bool {
    abs(actual.minX - expected.minX) <= 1e-6 && abs(actual.minY - expected.minY) <= 1e-6
      && abs(actual.width - expected.width) <= 1e-6 && abs(actual.height - expected.height) <= 1e-6
  }

  /// The node's frame in the coordinates of `ancestor` (its origin plus its ancestors' origins).
  static func frame(of node: LayoutNode, in ancestor: LayoutNode) -> CGRect {
    var rect = node.frame
    var parent = node.parent
    while let current = parent, current !== ancestor {
      rect.origin.x += current.frame.minX
      rect.origin.y += current.frame.minY
      parent = current.parent
    }
    return rect
  }

  /// xorshift64*: a small deterministic generator, so that a failing seed of a randomized test
  /// reproduces.
  struct Generator {
    var state: UInt64
    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }
    mutating func next() -> UInt64 {
      state ^= state >> 12
      state ^= state << 25
      state ^= state >> 27
      return state &* 0x2545_F491_4F6C_DD1D
    }
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    mutating func pick<T>(_ options: [T]) -> T { options[below(options.count)] }
  }

  /// The warnings recorded on the node's root.
  static func warnings(_ node: LayoutNode) -> [LayoutDiagnostic] {
    node.root.layoutDiagnostics.filter { $0.kind == .frameLayoutWarning }
  }
}

/// Expects a frame within 1e-6 of `expected`, naming the node on failure.
func expectLinearFrame(
  _ node: LayoutNode, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    LinearLayoutFixtures.isClose(node.frame, expected), "\(node.name): \(node.frame) != \(expected)",
    sourceLocation: sourceLocation)
}
