import Foundation
import LayoutNodes

extension ProfileScreen {
  /// Lays the screen out at `view.frame.size` with PinLayout calls, giving exactly the frames of Neon's
  /// version (see the type's documentation): the banner across the top, the avatar in its bottom-left
  /// corner with the name after it, the camera button in its bottom-right corner, then two rows of
  /// equally wide nodes 10 apart.
  public func layoutWithPinLayout() {
    bannerImageView.pin.top().horizontally().height(bannerHeight)
    bannerMaskView.pin.all()
    avatarImageView.pin.bottomLeft(15).size(avatarSize)
    nameLabel.pin.after(of: avatarImageView, aligned: .center).end().marginHorizontal(15).height(120)
    cameraButton.pin.bottom(7).right(10).size(28)

    buttonContainerView.pin.below(of: bannerImageView).horizontally().height(62)
    layOutRow(buttons, spacing: 10)
    buttonContainerView2.pin.below(of: buttonContainerView).horizontally().height(128)
    layOutRow(tiles, spacing: 10)
  }

  /// Neon's `groupAndFill(group: .horizontal, views:, padding:)` written with pins: equal widths, the
  /// padding around and between the nodes.
  private func layOutRow(_ nodes: [LayoutNode], spacing: CGFloat) {
    guard let container = nodes.first?.parent else { return }
    let count = CGFloat(nodes.count)
    let width = (container.frame.width - (count + 1) * spacing) / count
    var previous: LayoutNode?
    for node in nodes {
      if let previous {
        node.pin.vertically(spacing).after(of: previous).marginStart(spacing).width(width)
      } else {
        node.pin.vertically(spacing).start(spacing).width(width)
      }
      previous = node
    }
  }
}
