import Foundation
import LayoutNodes

extension ProfileScreen {
  /// Lays the screen out at `view.frame.size` with Neon's calls: the seed's code, line for line (its
  /// search bar lives outside this tree). These frames define the screen for every other layout system.
  public func layoutWithNeon() {
    let isLandscape = view.width > view.height
    let bannerHeight = view.height * 0.43
    let avatarHeightMultipler: CGFloat = isLandscape ? 0.75 : 0.43
    let avatarSize = bannerHeight * avatarHeightMultipler

    bannerImageView.anchorAndFillEdge(.top, xPad: 0, yPad: 0, otherSize: bannerHeight)
    bannerMaskView.fillSuperview()
    avatarImageView.anchorInCorner(.bottomLeft, xPad: 15, yPad: 15, width: avatarSize, height: avatarSize)
    nameLabel.alignAndFillWidth(align: .toTheRightCentered, relativeTo: avatarImageView, padding: 15, height: 120)
    cameraButton.anchorInCorner(.bottomRight, xPad: 10, yPad: 7, width: 28, height: 28)
    buttonContainerView.alignAndFillWidth(align: .underCentered, relativeTo: bannerImageView, padding: 0, height: 62)
    buttonContainerView.groupAndFill(
      group: .horizontal, views: [postButton, updateInfoButton, activityLogButton, moreButton], padding: 10)
    buttonContainerView2.alignAndFillWidth(
      align: .underCentered, relativeTo: buttonContainerView, padding: 0, height: 128)
    buttonContainerView2.groupAndFill(group: .horizontal, views: [aboutView, photosView, friendsView], padding: 10)
  }
}
