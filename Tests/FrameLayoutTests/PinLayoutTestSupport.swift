import Foundation
import LayoutNodes
import Testing

/// The tree most PinLayout tests lay out in: a 400×300 root, the `node` being pinned (50×20 at
/// (5, 6), so that a dimension no rule sets visibly keeps its value), siblings `a` and `b`, and a
/// `container` holding `inner` holding `deep`, for references across levels.
final class PinFixture {
  let root = LayoutNode(name: "root")
  let node = LayoutNode(name: "node")
  /// (100, 50, 80, 40)
  let a = LayoutNode(name: "a")
  /// (250, 150, 60, 30)
  let b = LayoutNode(name: "b")
  /// (20, 200, 200, 80) in the root.
  let container = LayoutNode(name: "container")
  /// (10, 10, 30, 20) in the container, so (30, 210) in the root.
  let inner = LayoutNode(name: "inner")
  /// (1, 2, 3, 4) in `inner`.
  let deep = LayoutNode(name: "deep")

  init(direction: LayoutDirection = .leftToRight) {
    root.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
    root.layoutDirection = direction
    node.frame = CGRect(x: 5, y: 6, width: 50, height: 20)
    a.frame = CGRect(x: 100, y: 50, width: 80, height: 40)
    b.frame = CGRect(x: 250, y: 150, width: 60, height: 30)
    container.frame = CGRect(x: 20, y: 200, width: 200, height: 80)
    inner.frame = CGRect(x: 10, y: 10, width: 30, height: 20)
    deep.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
    for child in [node, a, b, container] { root.addChild(child) }
    container.addChild(inner)
    inner.addChild(deep)
  }

  /// The messages of the warnings recorded so far.
  var warnings: [String] {
    root.layoutDiagnostics.filter { $0.kind == .frameLayoutWarning }.map(\.message)
  }
}

/// A PinLayout call on the fixture's `node` (or another fixture node) and the frame it must give.
struct PinCase: Sendable, CustomTestStringConvertible {
  let name: String
  let expected: CGRect
  let pin: @Sendable (PinFixture) -> Void

  init(_ name: String, _ expected: CGRect, _ pin: @escaping @Sendable (PinFixture) -> Void) {
    self.name = name
    self.expected = expected
    self.pin = pin
  }

  var testDescription: String { name }
}

/// Frames within 1e-6 of each other.
func pinFramesMatch(_ actual: CGRect, _ expected: CGRect) -> Bool {
  abs(actual.origin.x - expected.origin.x) < 1e-6 && abs(actual.origin.y - expected.origin.y) < 1e-6
    && abs(actual.size.width - expected.size.width) < 1e-6 && abs(actual.size.height - expected.size.height) < 1e-6
}

/// Runs a case on a fresh fixture and checks the node's frame and that no warning was recorded.
func runPinCase(_ pinCase: PinCase, direction: LayoutDirection = .leftToRight) {
  let fixture = PinFixture(direction: direction)
  pinCase.pin(fixture)
  #expect(pinFramesMatch(fixture.node.frame, pinCase.expected), "\(pinCase.name): got \(fixture.node.frame)")
  #expect(fixture.warnings.isEmpty, "\(pinCase.name): \(fixture.warnings)")
}

/// The font of the text tests: 8 points per character, 20 per line.
let pinTestFont = FixedAdvanceFont(size: 15, characterAdvance: 8, lineHeight: 20, baselineOffset: 15)
