import Foundation
import LayoutNodes
import ShowcaseScreens
import Testing

/// The stacks version of the profile screen gives the anchors version's frames, node for node in the
/// screen's coordinates (the stacks add layers), at every size and after a rotation.
@Suite struct ProfileScreenStacksTests {
  /// Every screen node's frame in `view`'s coordinates, by name.
  private func screenFrames(_ screen: ProfileScreen) -> [String: CGRect] {
    var frames: [String: CGRect] = [:]
    let names = Set(ProfileScreen(size: .zero).allNodes.map(\.name))
    for node in screen.allNodes where names.contains(node.name) {
      var frame = node.frame
      var ancestor = node.parent
      while let current = ancestor, current !== screen.view {
        frame.origin.x += current.frame.minX
        frame.origin.y += current.frame.minY
        ancestor = current.parent
      }
      frames[node.name] = frame
    }
    return frames
  }

  private func expectAnchorsFrames(_ screen: ProfileScreen, sourceLocation: SourceLocation = #_sourceLocation) {
    let reference = ProfileScreen(size: screen.view.frame.size)
    reference.layoutWithAnchors()
    let expected = screenFrames(reference), actual = screenFrames(screen)
    #expect(actual.count == 15, sourceLocation: sourceLocation)
    for (name, frame) in expected {
      let found = actual[name] ?? .null
      let close =
        abs(found.minX - frame.minX) <= 1e-6 && abs(found.minY - frame.minY) <= 1e-6
        && abs(found.width - frame.width) <= 1e-6 && abs(found.height - frame.height) <= 1e-6
      #expect(close, "\(name): \(found) is not \(frame)", sourceLocation: sourceLocation)
    }
    #expect(screen.view.layoutDiagnostics.isEmpty, sourceLocation: sourceLocation)
  }

  @Test(arguments: [CGSize(width: 375, height: 667), CGSize(width: 667, height: 375), CGSize(width: 1024, height: 768)])
  func `stacks give the anchors version's frames`(size: CGSize) {
    let screen = ProfileScreen(size: size)
    screen.layoutWithStacks()
    expectAnchorsFrames(screen)
    #expect(!screen.allNodes.contains { $0.hasAmbiguousLayout })
  }

  @Test func `a rotated screen laid out again with stacks gives the landscape frames`() {
    let screen = ProfileScreen(size: CGSize(width: 375, height: 667))
    screen.layoutWithStacks()
    screen.view.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
    screen.layoutWithStacks()
    expectAnchorsFrames(screen)
    #expect(screen.view.children.count == 1)
  }
}
