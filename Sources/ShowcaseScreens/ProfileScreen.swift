import Foundation
import LayoutNodes

/// The Facebook-profile screen of Neon's README: a banner with an avatar, a name and a camera button,
/// a row of four buttons and a row of three tiles.
///
/// The screen is written five times, with anchors, with Neon, with PinLayout, with LinearLayouts and
/// with stack nodes; each version lays out the same tree (``view`` and its descendants) and all five
/// give the same frames, in portrait 375×667 and landscape 667×375. Neon's numbers define it:
///
/// ```swift
/// let bannerHeight = view.height * 0.43
/// let avatarSize = bannerHeight * (isLandscape ? 0.75 : 0.43)
/// bannerImageView.anchorAndFillEdge(.top, xPad: 0, yPad: 0, otherSize: bannerHeight)
/// bannerMaskView.fillSuperview()
/// avatarImageView.anchorInCorner(.bottomLeft, xPad: 15, yPad: 15, width: avatarSize, height: avatarSize)
/// nameLabel.alignAndFillWidth(align: .toTheRightCentered, relativeTo: avatarImageView, padding: 15, height: 120)
/// cameraButton.anchorInCorner(.bottomRight, xPad: 10, yPad: 7, width: 28, height: 28)
/// buttonContainerView.alignAndFillWidth(align: .underCentered, relativeTo: bannerImageView, padding: 0, height: 62)
/// buttonContainerView.groupAndFill(group: .horizontal, views: [postButton, updateInfoButton, activityLogButton, moreButton], padding: 10)
/// buttonContainerView2.alignAndFillWidth(align: .underCentered, relativeTo: buttonContainerView, padding: 0, height: 128)
/// buttonContainerView2.groupAndFill(group: .horizontal, views: [aboutView, photosView, friendsView], padding: 10)
/// ```
/// (The seed's search bar lives in a navigation bar, outside the screen's tree.)
public final class ProfileScreen {
  /// The screen's root; its frame is the screen.
  public let view = LayoutNode(name: "view")
  /// The banner across the top, and what lies on it.
  public let bannerImageView = LayoutNode(name: "bannerImageView")
  public let bannerMaskView = LayoutNode(name: "bannerMaskView")
  public let avatarImageView = LayoutNode(name: "avatarImageView")
  public let nameLabel = LayoutNode(name: "nameLabel", text: TextContent("Mike Amaral", font: FeedCell.font))
  public let cameraButton = LayoutNode(name: "cameraButton")
  /// The row of four buttons under the banner.
  public let buttonContainerView = LayoutNode(name: "buttonContainerView")
  public let postButton = LayoutNode(name: "postButton")
  public let updateInfoButton = LayoutNode(name: "updateInfoButton")
  public let activityLogButton = LayoutNode(name: "activityLogButton")
  public let moreButton = LayoutNode(name: "moreButton")
  /// The row of three tiles under the buttons.
  public let buttonContainerView2 = LayoutNode(name: "buttonContainerView2")
  public let aboutView = LayoutNode(name: "aboutView")
  public let photosView = LayoutNode(name: "photosView")
  public let friendsView = LayoutNode(name: "friendsView")

  /// The buttons, left to right.
  public var buttons: [LayoutNode] { [postButton, updateInfoButton, activityLogButton, moreButton] }
  /// The tiles, left to right.
  public var tiles: [LayoutNode] { [aboutView, photosView, friendsView] }

  /// Builds the tree with the screen's size as the root's frame.
  public init(size: CGSize) {
    view.frame = CGRect(origin: .zero, size: size)
    view.addChild(bannerImageView)
    for node in [bannerMaskView, avatarImageView, nameLabel, cameraButton] { bannerImageView.addChild(node) }
    view.addChild(buttonContainerView)
    for node in buttons { buttonContainerView.addChild(node) }
    view.addChild(buttonContainerView2)
    for node in tiles { buttonContainerView2.addChild(node) }
  }

  /// The banner's height: 43% of the screen's height.
  public var bannerHeight: CGFloat { view.frame.height * 0.43 }
  /// The avatar's side: 75% of the banner's height in landscape, 43% in portrait.
  public var avatarSize: CGFloat { bannerHeight * (view.frame.width > view.frame.height ? 0.75 : 0.43) }

  /// Every node of the screen, depth first, root included.
  public var allNodes: [LayoutNode] {
    var result: [LayoutNode] = []
    var stack = [view]
    while let node = stack.popLast() {
      result.append(node)
      stack.append(contentsOf: node.children.reversed())
    }
    return result
  }
}
