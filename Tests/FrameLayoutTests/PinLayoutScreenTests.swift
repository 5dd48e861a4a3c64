import Foundation
import LayoutNodes
import ShowcaseScreens
import Testing

@Suite("The showcase screens written with PinLayout")
struct PinLayoutScreenTests {
  /// Neon's arithmetic for the profile screen (ProfileScreen's documentation), computed here by hand.
  static func neonFrames(width: CGFloat, height: CGFloat) -> [String: CGRect] {
    let bannerHeight = height * 0.43
    let avatar = bannerHeight * (width > height ? 0.75 : 0.43)
    let avatarY = bannerHeight - avatar - 15
    let nameX = 15 + avatar + 15
    var frames: [String: CGRect] = [
      "view": CGRect(x: 0, y: 0, width: width, height: height),
      "bannerImageView": CGRect(x: 0, y: 0, width: width, height: bannerHeight),
      "bannerMaskView": CGRect(x: 0, y: 0, width: width, height: bannerHeight),
      "avatarImageView": CGRect(x: 15, y: avatarY, width: avatar, height: avatar),
      "nameLabel": CGRect(x: nameX, y: avatarY + avatar / 2 - 60, width: width - nameX - 15, height: 120),
      "cameraButton": CGRect(x: width - 28 - 10, y: bannerHeight - 28 - 7, width: 28, height: 28),
      "buttonContainerView": CGRect(x: 0, y: bannerHeight, width: width, height: 62),
      "buttonContainerView2": CGRect(x: 0, y: bannerHeight + 62, width: width, height: 128),
    ]
    let buttonWidth = (width - 5 * 10) / 4
    for (index, name) in ["postButton", "updateInfoButton", "activityLogButton", "moreButton"].enumerated() {
      frames[name] = CGRect(
        x: 10 + CGFloat(index) * (buttonWidth + 10), y: 10, width: buttonWidth, height: 62 - 20)
    }
    let tileWidth = (width - 4 * 10) / 3
    for (index, name) in ["aboutView", "photosView", "friendsView"].enumerated() {
      frames[name] = CGRect(x: 10 + CGFloat(index) * (tileWidth + 10), y: 10, width: tileWidth, height: 128 - 20)
    }
    return frames
  }

  @Test(
    "the profile screen gives Neon's frames in portrait and landscape",
    arguments: [CGSize(width: 375, height: 667), CGSize(width: 667, height: 375)])
  func profileScreen(size: CGSize) {
    let screen = ProfileScreen(size: size)
    screen.layoutWithPinLayout()
    let expected = Self.neonFrames(width: size.width, height: size.height)
    #expect(screen.allNodes.count == expected.count)
    for node in screen.allNodes {
      let frame = expected[node.name] ?? .null
      #expect(pinFramesMatch(node.frame, frame), "\(node.name): \(node.frame) instead of \(frame)")
    }
    #expect(screen.view.layoutDiagnostics.isEmpty)
  }

  @Test("laying the profile screen out again after a rotation gives the new orientation's frames")
  func profileScreenRotation() {
    let screen = ProfileScreen(size: CGSize(width: 375, height: 667))
    screen.layoutWithPinLayout()
    screen.view.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
    screen.layoutWithPinLayout()
    let expected = Self.neonFrames(width: 667, height: 375)
    for node in screen.allNodes {
      let frame = expected[node.name] ?? .null
      #expect(pinFramesMatch(node.frame, frame), "\(node.name): \(node.frame) instead of \(frame)")
    }
  }

  @Test("the feed cell gives the frames of the hand-written arithmetic", arguments: [320, 375, 414] as [CGFloat])
  func feedCell(width: CGFloat) {
    for index in 0..<12 {
      let reference = FeedCell(index: index)
      let pinned = FeedCell(index: index)
      let referenceHeight = reference.layoutWithFrameArithmetic(width: width)
      let height = pinned.layoutWithPinLayout(width: width)
      #expect(abs(height - referenceHeight) < 1e-6, "cell \(index)")
      #expect(pinFramesMatch(pinned.cell.frame, reference.cell.frame), "cell \(index): \(pinned.cell.frame)")
      for (node, expected) in zip(pinned.contentNodes, reference.contentNodes) {
        #expect(
          pinFramesMatch(node.frame, expected.frame), "cell \(index) \(node.name): \(node.frame) vs \(expected.frame)")
      }
      #expect(pinned.cell.layoutDiagnostics.isEmpty, "cell \(index): \(pinned.cell.layoutDiagnostics)")
    }
  }

  @Test("a feed cell laid out again at another width matches a fresh reference (the chains are stateless)")
  func feedCellRelayout() {
    let pinned = FeedCell(index: 4)
    for width in [414, 320, 375] as [CGFloat] {
      let reference = FeedCell(index: 4)
      reference.layoutWithFrameArithmetic(width: width)
      pinned.layoutWithPinLayout(width: width)
      for (node, expected) in zip(pinned.contentNodes, reference.contentNodes) {
        #expect(pinFramesMatch(node.frame, expected.frame), "width \(width) \(node.name)")
      }
    }
  }
}
