import Foundation
import LayoutNodes
import Testing

@testable import ShowcaseCore

/// How the showcase compares two layouts of a screen.
@Suite struct FrameComparisonTests {
  @Test func `frames are compared in the root's coordinates, whatever layers a version inserted`() {
    let root = LayoutNode(name: "root")
    let container = LayoutNode(name: "container")
    let layer = LayoutNode(name: "layer")
    let leaf = LayoutNode(name: "leaf")
    root.addChild(container)
    container.addChild(layer)
    layer.addChild(leaf)
    root.frame = CGRect(x: 100, y: 100, width: 300, height: 200)
    container.frame = CGRect(x: 10, y: 20, width: 200, height: 100)
    layer.frame = CGRect(x: 5, y: 6, width: 100, height: 50)
    leaf.frame = CGRect(x: 1, y: 2, width: 30, height: 40)
    let frames = framesInRoot([root, container, leaf], root: root)
    #expect(frames.map(\.name) == ["root", "container", "leaf"])
    // The root at its own origin; the leaf at 10 + 5 + 1, 20 + 6 + 2.
    #expect(
      frames.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 300, height: 200), CGRect(x: 10, y: 20, width: 200, height: 100),
        CGRect(x: 16, y: 28, width: 30, height: 40),
      ])
  }

  @Test func `differences beyond 1e-6, renamed and missing nodes are listed; closer frames are equal`() {
    let a = CGRect(x: 0, y: 0, width: 10, height: 10)
    let expected = [(name: "a", frame: a), (name: "b", frame: a), (name: "c", frame: a), (name: "d", frame: a)]
    let actual = [
      (name: "a", frame: a.offsetBy(dx: 5e-7, dy: 0)), (name: "b", frame: a.offsetBy(dx: 2e-6, dy: 0)),
      (name: "x", frame: a),
    ]
    let differences = FrameDifference.between(expected, actual)
    #expect(differences.map(\.nodeName) == ["b", "c", "d"])
    #expect(differences.map(\.description).last == "d: expected (0, 0, 10, 10), got none")
  }

  @Test func `the mirror image keeps y and size and reflects x within the width`() {
    let mirroredFrames = mirrored([(name: "n", frame: CGRect(x: 15, y: 3, width: 100, height: 7))], width: 375)
    #expect(mirroredFrames.map(\.frame) == [CGRect(x: 375 - 15 - 100, y: 3, width: 100, height: 7)])
  }
}
