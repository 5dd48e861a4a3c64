import Foundation
import LayoutNodes
import Testing

// Support for the ports of PinLayout's own specs (layoutBox/PinLayout, Tests/Common/*Spec.swift):
// each Quick `it` becomes one `SpecCase`, named by the original file's line and description, with
// the original's expected values. `UIView` reads `LayoutNode`, `viewController.view` is the tree's
// root, `_pinlayoutSetUnitTest(scale: 2)` is the root's `displayScale`, and `Pin.lastWarningText` is
// the last `frameLayoutWarning` recorded on the root; where an expected warning fragment says "view",
// the port reads "node" (and a node is named by its name, where PinLayout describes a view by its
// class and frame).

/// One `it` of a PinLayout spec, run on a fresh `Fixture` (the spec's `beforeEach`).
struct SpecCase<Fixture>: Sendable, CustomTestStringConvertible {
  /// The `it`'s line in the original spec file.
  let line: Int
  let name: String
  let body: @Sendable (Fixture) -> Void

  init(_ line: Int, _ name: String, _ body: @escaping @Sendable (Fixture) -> Void) {
    self.line = line
    self.name = name
    self.body = body
  }

  var testDescription: String { "line \(line): \(name)" }
}

/// A node with a name and a frame, added to `parent` when one is given.
func specNode(_ name: String, _ frame: CGRect = .zero, in parent: LayoutNode? = nil) -> LayoutNode {
  let node = LayoutNode(name: name)
  node.frame = frame
  parent?.addChild(node)
  return node
}

/// The answer of PinLayout's test `BasicView.sizeThatFits(_:)`: 35×45 for a bounded proposal; with one
/// dimension bounded, that dimension (plus `offset`) and the other from `area`; unbounded, 40 wide.
func basicViewMeasure(area: CGFloat = 40 * 40, offset: CGFloat = 0) -> @Sendable (CGSize) -> CGSize {
  { proposal in
    let isWidthBounded = proposal.width != unboundedDimension
    let isHeightBounded = proposal.height != unboundedDimension
    if isWidthBounded && isHeightBounded { return CGSize(width: 35, height: 45) }
    if isWidthBounded {
      let width = proposal.width + offset
      return CGSize(width: width, height: area / width)
    }
    if isHeightBounded {
      let height = proposal.height + offset
      return CGSize(width: area / height, height: height)
    }
    return CGSize(width: 40, height: area / 40)
  }
}

/// Nimble's `equal` on a frame, within 1e-6 (or `within`, for the spec's `beCloseTo`).
func expectFrame(
  _ node: LayoutNode, _ expected: CGRect, within tolerance: CGFloat = 1e-6,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let actual = node.frame
  let isClose =
    abs(actual.minX - expected.minX) <= tolerance && abs(actual.minY - expected.minY) <= tolerance
    && abs(actual.width - expected.width) <= tolerance && abs(actual.height - expected.height) <= tolerance
  #expect(isClose, "\(node.name): got \(actual), expected \(expected)", sourceLocation: sourceLocation)
}

/// The messages of the frame-layout warnings recorded on `node`'s root.
func specWarnings(_ node: LayoutNode) -> [String] {
  node.root.layoutDiagnostics.filter { $0.kind == .frameLayoutWarning }.map(\.message)
}

/// `expect(Pin.lastWarningText).to(contain(fragments))`.
func expectLastWarning(
  _ node: LayoutNode, contains fragments: [String], sourceLocation: SourceLocation = #_sourceLocation
) {
  let last = specWarnings(node).last
  for fragment in fragments {
    #expect(
      last?.contains(fragment) == true, "last warning \(last ?? "none") lacks \"\(fragment)\"",
      sourceLocation: sourceLocation)
  }
}

/// `expect(Pin.lastWarningText).to(beNil())`.
func expectNoWarning(_ node: LayoutNode, sourceLocation: SourceLocation = #_sourceLocation) {
  #expect(specWarnings(node).isEmpty, "\(specWarnings(node))", sourceLocation: sourceLocation)
}
