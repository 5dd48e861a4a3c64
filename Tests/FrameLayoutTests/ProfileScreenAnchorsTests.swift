import Foundation
import LayoutNodes
import ShowcaseScreens
import Testing

/// The anchors version of the profile screen gives the frames of Neon's code (ProfileScreen's
/// documentation), computed here with Neon's arithmetic.
@Suite struct ProfileScreenAnchorsTests {
  /// Neon's frames for a screen of `size`, in parent coordinates, by node name.
  private func neonFrames(_ size: CGSize) -> [String: CGRect] {
    let width = size.width, height = size.height
    let banner = height * 0.43
    let avatar = banner * (width > height ? 0.75 : 0.43)
    var frames: [String: CGRect] = [
      "view": CGRect(x: 0, y: 0, width: width, height: height),
      "bannerImageView": CGRect(x: 0, y: 0, width: width, height: banner),
      "bannerMaskView": CGRect(x: 0, y: 0, width: width, height: banner),
      "avatarImageView": CGRect(x: 15, y: banner - 15 - avatar, width: avatar, height: avatar),
      // alignAndFillWidth(.toTheRightCentered): x = avatar.maxX + 15, width fills to 15 from the edge,
      // y centres the 120-high label on the avatar.
      "nameLabel": CGRect(
        x: 15 + avatar + 15, y: banner - 15 - avatar / 2 - 60, width: width - (15 + avatar + 15) - 15, height: 120),
      "cameraButton": CGRect(x: width - 10 - 28, y: banner - 7 - 28, width: 28, height: 28),
      "buttonContainerView": CGRect(x: 0, y: banner, width: width, height: 62),
      "buttonContainerView2": CGRect(x: 0, y: banner + 62, width: width, height: 128),
    ]
    // groupAndFill(.horizontal, padding: 10): width (W - (n + 1)·10) / n, height H - 20, x = 10 + i·(w + 10).
    let buttonWidth = (width - 5 * 10) / 4
    for (index, name) in ["postButton", "updateInfoButton", "activityLogButton", "moreButton"].enumerated() {
      frames[name] = CGRect(x: 10 + CGFloat(index) * (buttonWidth + 10), y: 10, width: buttonWidth, height: 62 - 20)
    }
    let tileWidth = (width - 4 * 10) / 3
    for (index, name) in ["aboutView", "photosView", "friendsView"].enumerated() {
      frames[name] = CGRect(x: 10 + CGFloat(index) * (tileWidth + 10), y: 10, width: tileWidth, height: 128 - 20)
    }
    return frames
  }

  private func expectNeonFrames(_ screen: ProfileScreen, mirrored: Bool = false) {
    let expected = neonFrames(screen.view.frame.size)
    for node in screen.allNodes {
      guard var frame = expected[node.name] else {
        Issue.record("no expected frame for \(node.name)")
        continue
      }
      if mirrored, let parent = node.parent { frame.origin.x = parent.frame.width - frame.maxX }
      let actual = node.frame
      let close =
        abs(actual.minX - frame.minX) <= 1e-6 && abs(actual.minY - frame.minY) <= 1e-6
        && abs(actual.width - frame.width) <= 1e-6 && abs(actual.height - frame.height) <= 1e-6
      #expect(close, "\(node.name): \(actual) is not \(frame)")
    }
    #expect(screen.view.layoutDiagnostics.isEmpty)
  }

  @Test(
    "anchors give Neon's frames in portrait and landscape",
    arguments: [CGSize(width: 375, height: 667), CGSize(width: 667, height: 375), CGSize(width: 1024, height: 768)])
  func neonFramesWithAnchors(size: CGSize) {
    let screen = ProfileScreen(size: size)
    screen.layoutWithAnchors()
    expectNeonFrames(screen)
  }

  @Test func `a rotation re-lays the same tree out with the landscape avatar`() {
    let screen = ProfileScreen(size: CGSize(width: 375, height: 667))
    screen.layoutWithAnchors()
    screen.view.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
    screen.layoutWithAnchors()
    expectNeonFrames(screen)
  }

  @Test func `right to left mirrors every frame inside its parent`() {
    let screen = ProfileScreen(size: CGSize(width: 375, height: 667))
    screen.view.layoutDirection = .rightToLeft
    screen.layoutWithAnchors()
    expectNeonFrames(screen, mirrored: true)
  }
}
