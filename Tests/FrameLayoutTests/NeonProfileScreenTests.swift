import Foundation
import LayoutNodes
import ShowcaseScreens
import Testing

/// Neon's Facebook-profile screen: every frame worked out from the seed's code with Neon's arithmetic.
@Suite("Neon's profile screen")
struct NeonProfileScreenTests {
  /// The frames the seed's ten lines give on a screen of `width` × `height`, by node name.
  static func expectedFrames(width: CGFloat, height: CGFloat) -> [String: CGRect] {
    let bannerHeight = height * 0.43
    let avatarSize = bannerHeight * (width > height ? 0.75 : 0.43)
    var frames: [String: CGRect] = ["view": CGRect(x: 0, y: 0, width: width, height: height)]
    // anchorAndFillEdge(.top, xPad: 0, yPad: 0, otherSize: bannerHeight): (xPad, yPad, width - 2 * xPad, otherSize).
    frames["bannerImageView"] = CGRect(x: 0, y: 0, width: width - 2 * 0, height: bannerHeight)
    frames["bannerMaskView"] = CGRect(x: 0, y: 0, width: width, height: bannerHeight)
    // anchorInCorner(.bottomLeft, xPad: 15, yPad: 15): y = superview height - height - yPad.
    let avatar = CGRect(x: 15, y: bannerHeight - avatarSize - 15, width: avatarSize, height: avatarSize)
    frames["avatarImageView"] = avatar
    // alignAndFillWidth(.toTheRightCentered, padding: 15, height: 120): x = avatar.xMax + 15,
    // y = avatar.yMid - 120 / 2, width = superview width - x - 15.
    let nameX = avatar.origin.x + avatarSize + 15
    frames["nameLabel"] = CGRect(
      x: nameX, y: avatar.origin.y + avatarSize / 2 - 120 / 2, width: width - nameX - 15, height: 120)
    // anchorInCorner(.bottomRight, xPad: 10, yPad: 7, width: 28, height: 28).
    frames["cameraButton"] = CGRect(x: width - 28 - 10, y: bannerHeight - 28 - 7, width: 28, height: 28)
    // alignAndFillWidth(.underCentered, padding: 0): x = padding, y = sibling.yMax + padding,
    // width = superview width - 2 * padding.
    frames["buttonContainerView"] = CGRect(x: 0, y: bannerHeight + 0, width: width - 2 * 0, height: 62)
    frames["buttonContainerView2"] = CGRect(x: 0, y: bannerHeight + 62 + 0, width: width, height: 128)
    // groupAndFill(.horizontal, padding: 10): each (width - (count + 1) * 10) / count wide,
    // height - 2 * 10 tall, from (10, 10), width + 10 apart.
    let buttonWidth = (width - 5 * 10) / 4
    for (index, name) in ["postButton", "updateInfoButton", "activityLogButton", "moreButton"].enumerated() {
      frames[name] = CGRect(
        x: 10 + CGFloat(index) * (buttonWidth + 10), y: 10, width: buttonWidth, height: 62 - 2 * 10)
    }
    let tileWidth = (width - 4 * 10) / 3
    for (index, name) in ["aboutView", "photosView", "friendsView"].enumerated() {
      frames[name] = CGRect(x: 10 + CGFloat(index) * (tileWidth + 10), y: 10, width: tileWidth, height: 128 - 2 * 10)
    }
    return frames
  }

  @Test(
    "every node's frame, in portrait and landscape",
    arguments: [CGSize(width: 375, height: 667), CGSize(width: 667, height: 375)])
  func everyFrame(size: CGSize) {
    let screen = ProfileScreen(size: size)
    screen.layoutWithNeon()
    let expected = Self.expectedFrames(width: size.width, height: size.height)
    #expect(screen.allNodes.count == expected.count)
    for node in screen.allNodes {
      guard let frame = expected[node.name] else {
        Issue.record("no expected frame for \(node.name)")
        continue
      }
      expectNeonFrame(node, frame, "\(size)")
    }
    #expect(screen.view.layoutDiagnostics.isEmpty)
  }

  @Test("portrait 375 × 667 in numbers")
  func portraitNumbers() {
    let screen = ProfileScreen(size: CGSize(width: 375, height: 667))
    screen.layoutWithNeon()
    // Banner 667 * 0.43 = 286.81; avatar 286.81 * 0.43 = 123.3283.
    expectNeonFrame(screen.bannerImageView, CGRect(x: 0, y: 0, width: 375, height: 286.81))
    expectNeonFrame(screen.avatarImageView, CGRect(x: 15, y: 148.4817, width: 123.3283, height: 123.3283))
    expectNeonFrame(screen.nameLabel, CGRect(x: 153.3283, y: 150.14585, width: 206.6717, height: 120))
    expectNeonFrame(screen.cameraButton, CGRect(x: 337, y: 251.81, width: 28, height: 28))
    expectNeonFrame(screen.moreButton, CGRect(x: 283.75, y: 10, width: 81.25, height: 42))
    expectNeonFrame(screen.buttonContainerView2, CGRect(x: 0, y: 348.81, width: 375, height: 128))
    expectNeonFrame(screen.friendsView, CGRect(x: 10 + 2 * (335.0 / 3 + 10), y: 10, width: 335.0 / 3, height: 108))
  }

  @Test("landscape 667 × 375 in numbers")
  func landscapeNumbers() {
    let screen = ProfileScreen(size: CGSize(width: 667, height: 375))
    screen.layoutWithNeon()
    // Banner 375 * 0.43 = 161.25; avatar 161.25 * 0.75 = 120.9375.
    expectNeonFrame(screen.bannerImageView, CGRect(x: 0, y: 0, width: 667, height: 161.25))
    expectNeonFrame(screen.avatarImageView, CGRect(x: 15, y: 25.3125, width: 120.9375, height: 120.9375))
    expectNeonFrame(screen.nameLabel, CGRect(x: 150.9375, y: 25.78125, width: 501.0625, height: 120))
    expectNeonFrame(screen.cameraButton, CGRect(x: 629, y: 126.25, width: 28, height: 28))
    expectNeonFrame(screen.postButton, CGRect(x: 10, y: 10, width: 154.25, height: 42))
    expectNeonFrame(screen.photosView, CGRect(x: 229, y: 10, width: 209, height: 108))
  }

  @Test("rotating and laying out again gives the other orientation's frames")
  func rotation() {
    let screen = ProfileScreen(size: CGSize(width: 375, height: 667))
    screen.layoutWithNeon()
    screen.view.frame.size = CGSize(width: 667, height: 375)
    screen.layoutWithNeon()
    let expected = Self.expectedFrames(width: 667, height: 375)
    for node in screen.allNodes {
      expectNeonFrame(node, expected[node.name] ?? .null)
    }
  }
}
