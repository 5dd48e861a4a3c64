import AnchorDSL
import Foundation
import LayoutNodes

extension ProfileScreen {
  /// The name of the vertical stack that holds the banner and the two rows once ``layoutWithStacks()``
  /// has built it.
  public static let stackName = "profileStack"

  /// Lays the screen out at `view.frame.size` with stack nodes and a few anchors around them, as an
  /// Anchorage user writes a screen, giving the frames of Neon's version (the arithmetic in
  /// ``ProfileScreen``'s documentation).
  ///
  /// **The tree changes on the first call.** The banner and the two rows become the arranged nodes of
  /// a column, and each container gets a stack as a layer (a child at its origin with its size) that
  /// arranges the container's former children, so every node's frame in ``view``'s coordinates is
  /// the other versions':
  ///
  /// ```
  /// view
  ///   profileStack (vertical, .fill)       banner (height 0.43 × view's), buttons row (62), tiles row (128)
  /// bannerImageView
  ///   bannerMaskView                       the banner's edges (anchors)
  ///   avatarRow (horizontal, .center, spacing 15; 15 from the banner's leading, trailing and bottom)
  ///                                        avatar (a × a), name (the rest × 120, centred on the avatar)
  ///   cameraButton                         10 from the trailing edge, 7 from the bottom (anchors)
  /// buttonContainerView, buttonContainerView2
  ///   a row (.fillEqually, spacing 10, within margins of 10)
  ///                                        the buttons (tiles)
  /// ```
  /// Later calls replace the avatar's size, whose factor depends on the orientation, and lay out.
  /// Use one system per `ProfileScreen` instance.
  public func layoutWithStacks() {
    if !(view.children.first is StackNode) { buildStacks() }
    let avatarFactor: CGFloat = view.frame.width > view.frame.height ? 0.75 : 0.43
    LayoutConstraint.deactivate(
      avatarImageView.activeConstraints.filter { $0.identifier == ProfileScreen.avatarSizeIdentifier })
    let avatarSize = avatarImageView.widthAnchor == avatarFactor * bannerImageView.heightAnchor
    avatarSize.identifier = ProfileScreen.avatarSizeIdentifier
    view.layoutIfNeeded()
  }

  private static let avatarSizeIdentifier = "avatar size"

  /// Builds the stacks and the anchors around them, once.
  private func buildStacks() {
    let column = StackNode(
      name: ProfileScreen.stackName, axis: .vertical,
      arrangedSubnodes: [bannerImageView, buttonContainerView, buttonContainerView2])
    view.addChild(column)
    column.topAnchor == view.topAnchor
    column.horizontalAnchors == view.horizontalAnchors
    bannerImageView.heightAnchor == 0.43 * view.heightAnchor
    buttonContainerView.heightAnchor == 62
    buttonContainerView2.heightAnchor == 128

    bannerMaskView.edgeAnchors == bannerImageView.edgeAnchors
    let avatarRow = StackNode(name: "avatarRow", arrangedSubnodes: [avatarImageView, nameLabel])
    avatarRow.alignment = .center
    avatarRow.spacing = 15
    bannerImageView.insertChild(avatarRow, at: 1)
    avatarRow.horizontalAnchors == bannerImageView.horizontalAnchors + 15
    avatarRow.bottomAnchor == bannerImageView.bottomAnchor - 15
    avatarImageView.heightAnchor == avatarImageView.widthAnchor
    nameLabel.heightAnchor == 120
    // Arranging the avatar and the name moved them after the camera: put the camera back on top.
    bannerImageView.addChild(cameraButton)
    cameraButton.trailingAnchor == bannerImageView.trailingAnchor - 10
    cameraButton.bottomAnchor == bannerImageView.bottomAnchor - 7
    cameraButton.sizeAnchors == CGSize(width: 28, height: 28)

    for (container, nodes) in [(buttonContainerView, buttons), (buttonContainerView2, tiles)] {
      // Neon's groupAndFill(group: .horizontal, views:, padding: 10): equal widths, 10 apart and 10
      // from every edge of the container.
      let row = StackNode(name: "\(container.name)Row", arrangedSubnodes: nodes)
      row.distribution = .fillEqually
      row.spacing = 10
      row.layoutMargins = EdgeInsets(all: 10)
      row.isLayoutMarginsRelativeArrangement = true
      container.addChild(row)
      row.edgeAnchors == container.edgeAnchors
    }
  }
}
