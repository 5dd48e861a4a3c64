import AnchorDSL
import Foundation
import LayoutNodes

extension ProfileScreen {
  /// Lays the screen out at `view.frame.size` with anchor constraints, then solves
  /// (`layoutIfNeeded()`): the same frames as Neon's code in the type's documentation.
  ///
  /// Neon's numbers become relations: the banner's height is `0.43 × view.height`, the avatar's side
  /// `0.43` (portrait) or `0.75` (landscape) of the banner's height, a row of `n` equal buttons with
  /// padding `p` is `n` equal widths chained `p` apart between the container's edges (Neon's
  /// `(width - (n + 1)·p) / n`). Horizontal relations use `leading`/`trailing`, so a right-to-left
  /// `view` mirrors the screen. Calling it again (after a rotation) replaces the constraints of the
  /// previous call, because the avatar's factor depends on the orientation.
  public func layoutWithAnchors() {
    for node in allNodes { LayoutConstraint.deactivate(node.activeConstraints) }
    let avatarFactor: CGFloat = view.frame.width > view.frame.height ? 0.75 : 0.43

    bannerImageView.topAnchor == view.topAnchor
    bannerImageView.horizontalAnchors == view.horizontalAnchors
    bannerImageView.heightAnchor == 0.43 * view.heightAnchor
    bannerMaskView.edgeAnchors == bannerImageView.edgeAnchors

    avatarImageView.leadingAnchor == bannerImageView.leadingAnchor + 15
    avatarImageView.bottomAnchor == bannerImageView.bottomAnchor - 15
    avatarImageView.widthAnchor == avatarFactor * bannerImageView.heightAnchor
    avatarImageView.heightAnchor == avatarImageView.widthAnchor

    // Neon's alignAndFillWidth(.toTheRightCentered, padding: 15, height: 120).
    nameLabel.leadingAnchor == avatarImageView.trailingAnchor + 15
    nameLabel.trailingAnchor == bannerImageView.trailingAnchor - 15
    nameLabel.centerYAnchor == avatarImageView.centerYAnchor
    nameLabel.heightAnchor == 120

    cameraButton.trailingAnchor == bannerImageView.trailingAnchor - 10
    cameraButton.bottomAnchor == bannerImageView.bottomAnchor - 7
    cameraButton.sizeAnchors == CGSize(width: 28, height: 28)

    buttonContainerView.topAnchor == bannerImageView.bottomAnchor
    buttonContainerView.horizontalAnchors == view.horizontalAnchors
    buttonContainerView.heightAnchor == 62
    fillRow(buttonContainerView, with: buttons, padding: 10)

    buttonContainerView2.topAnchor == buttonContainerView.bottomAnchor
    buttonContainerView2.horizontalAnchors == view.horizontalAnchors
    buttonContainerView2.heightAnchor == 128
    fillRow(buttonContainerView2, with: tiles, padding: 10)

    view.layoutIfNeeded()
  }

  /// Neon's `groupAndFill(group: .horizontal, views:, padding:)` as constraints: equal widths,
  /// `padding` from the container's edges and between neighbours.
  private func fillRow(_ container: LayoutNode, with nodes: [LayoutNode], padding: CGFloat) {
    guard let first = nodes.first, let last = nodes.last else { return }
    first.leadingAnchor == container.leadingAnchor + padding
    for (previous, next) in zip(nodes, nodes.dropFirst()) {
      next.leadingAnchor == previous.trailingAnchor + padding
      next.widthAnchor == first.widthAnchor
    }
    last.trailingAnchor == container.trailingAnchor - padding
    for node in nodes { node.verticalAnchors == container.verticalAnchors + padding }
  }
}
