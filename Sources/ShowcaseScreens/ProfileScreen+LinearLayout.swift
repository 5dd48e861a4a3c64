import Foundation
import LayoutNodes

extension ProfileScreen {
  /// The name of the vertical linear layout that holds the banner and the two rows once
  /// ``layoutWithLinearLayout()`` has built it.
  public static let linearLayoutName = "profileLinearLayout"

  /// Lays the screen out at `view.frame.size` with linear layouts, giving the frames of Neon's version
  /// (the arithmetic in ``ProfileScreen``'s documentation).
  ///
  /// **The tree changes on the first call.** A linear layout places its own children, so each
  /// container gets linear layouts as *layers*: children at its origin with its size, which hold the
  /// container's former children. A node's frame in its layer's coordinates is therefore its frame in
  /// its former parent's coordinates, and its frame in ``view``'s coordinates is unchanged too:
  ///
  /// ```
  /// view
  ///   profileLinearLayout (vertical)      banner (height 43%), buttons row (62), tiles row (128)
  /// bannerImageView
  ///   bannerMaskLayer (vertical)          mask (match parent both ways)
  ///   avatarLayer (horizontal; padding left, right, bottom 15)
  ///                                       avatar (a × a, bottom), name (match parent × 120, margin
  ///                                       left 15 and bottom (a − 120) / 2, bottom: centred on the avatar)
  ///   cameraLayer (horizontal; padding right 10, bottom 7)
  ///                                       cameraSpacer (width 0, fill 1), camera (28 × 28, bottom)
  /// buttonContainerView, buttonContainerView2
  ///   a horizontal layer with padding 10  the buttons (tiles): width 0, fill 1, match parent height,
  ///                                       margin left 10 after the first
  /// ```
  /// Later calls find the layers, update the sizes that depend on the screen's size, and lay out.
  /// Use one system per `ProfileScreen` instance.
  public func layoutWithLinearLayout() {
    let layers = linearLayers()
    let bannerHeight = self.bannerHeight, avatarSize = self.avatarSize
    layers.screen.setLayoutParams(
      LinearLayout.LayoutParams(width: .matchParent, height: .points(bannerHeight)), of: bannerImageView)
    layers.avatar.setLayoutParams(
      LinearLayout.LayoutParams(width: .points(avatarSize), height: .points(avatarSize), align: .bottom),
      of: avatarImageView)
    // Neon centres the 120-point name on the avatar: its bottom lies (a − 120) / 2 above the avatar's.
    layers.avatar.setLayoutParams(
      LinearLayout.LayoutParams(
        width: .matchParent, height: 120,
        margin: EdgeInsets(top: 0, left: 15, bottom: (avatarSize - 120) / 2, right: 0), align: .bottom),
      of: nameLabel)

    layers.screen.frame = CGRect(origin: .zero, size: view.frame.size)
    layers.screen.layoutChildren()
    for container in [bannerImageView, buttonContainerView, buttonContainerView2] {
      for case let layer as LinearLayout in container.children {
        layer.frame = CGRect(origin: .zero, size: container.frame.size)
        layer.layoutChildren()
      }
    }
  }

  private struct LinearLayers {
    let screen: LinearLayout
    let avatar: LinearLayout
  }

  /// The screen's linear layouts: found in the tree, or built on the first call.
  private func linearLayers() -> LinearLayers {
    if let screen = view.children.first as? LinearLayout, screen.name == ProfileScreen.linearLayoutName,
      let avatar = bannerImageView.children.first(where: { $0.name == "avatarLayer" }) as? LinearLayout
    {
      return LinearLayers(screen: screen, avatar: avatar)
    }
    let screen = LinearLayout(name: ProfileScreen.linearLayoutName, orientation: .vertical)
    screen.addView(bannerImageView, width: .matchParent, height: .points(bannerHeight))
    screen.addView(buttonContainerView, width: .matchParent, height: 62)
    screen.addView(buttonContainerView2, width: .matchParent, height: 128)
    view.addChild(screen)

    let maskLayer = LinearLayout(name: "bannerMaskLayer", orientation: .vertical)
    maskLayer.addView(bannerMaskView, width: .matchParent, height: .matchParent)
    let avatarLayer = LinearLayout(
      name: "avatarLayer", orientation: .horizontal, padding: EdgeInsets(top: 0, left: 15, bottom: 15, right: 15))
    // Sizes that depend on the screen are set on every call.
    avatarLayer.addView(avatarImageView, align: .bottom)
    avatarLayer.addView(nameLabel, width: .matchParent, height: 120, align: .bottom)
    let cameraLayer = LinearLayout(
      name: "cameraLayer", orientation: .horizontal, padding: EdgeInsets(top: 0, left: 0, bottom: 7, right: 10))
    cameraLayer.addView(LayoutNode(name: "cameraSpacer"), width: 0, height: 0, fill: 1)
    cameraLayer.addView(cameraButton, width: 28, height: 28, align: .bottom)
    for layer in [maskLayer, avatarLayer, cameraLayer] { bannerImageView.addChild(layer) }

    for (container, nodes) in [(buttonContainerView, buttons), (buttonContainerView2, tiles)] {
      let layer = LinearLayout(
        name: "\(container.name)Layer", orientation: .horizontal, padding: EdgeInsets(all: 10))
      for (index, node) in nodes.enumerated() {
        let gap: CGFloat = index == 0 ? 0 : 10
        layer.addView(
          node, width: 0, height: .matchParent, margin: EdgeInsets(top: 0, left: gap, bottom: 0, right: 0), fill: 1)
      }
      container.addChild(layer)
    }
    return LinearLayers(screen: screen, avatar: avatarLayer)
  }
}
