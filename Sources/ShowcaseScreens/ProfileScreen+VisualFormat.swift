import AnchorDSL
import Foundation
import LayoutNodes

extension ProfileScreen {
  /// The screen's formats in the Visual Format Language, over the names of ``visualFormatNodes``;
  /// `alignAllTop` and `alignAllBottom` give each row's nodes the first one's top and bottom.
  public static let visualFormats: [(format: String, options: VisualFormatOptions)] = [
    ("H:|[banner]|", []),
    ("H:|[buttons]|", []),
    ("H:|[tiles]|", []),
    ("V:|[banner][buttons(62)][tiles(128)]", []),
    ("H:|[mask]|", []),
    ("V:|[mask]|", []),
    ("H:|-15-[avatar]-15-[name]-15-|", []),
    ("V:[avatar]-15-|", []),
    ("V:[name(120)]", []),
    ("H:[camera(28)]-10-|", []),
    ("V:[camera(28)]-7-|", []),
    (
      "H:|-10-[post]-10-[updateInfo(==post)]-10-[activityLog(==post)]-10-[more(==post)]-10-|",
      [.alignAllTop, .alignAllBottom]
    ),
    ("V:|-10-[post]-10-|", []),
    ("H:|-10-[about]-10-[photos(==about)]-10-[friends(==about)]-10-|", [.alignAllTop, .alignAllBottom]),
    ("V:|-10-[about]-10-|", []),
  ]

  /// The screen's nodes by the names its visual formats give them.
  public var visualFormatNodes: [String: LayoutNode] {
    [
      "banner": bannerImageView, "mask": bannerMaskView, "avatar": avatarImageView, "name": nameLabel,
      "camera": cameraButton, "buttons": buttonContainerView, "post": postButton, "updateInfo": updateInfoButton,
      "activityLog": activityLogButton, "more": moreButton, "tiles": buttonContainerView2, "about": aboutView,
      "photos": photosView, "friends": friendsView,
    ]
  }

  /// Lays the screen out at `view.frame.size` with ``visualFormats`` and four anchor relations for
  /// what the Visual Format Language cannot say (proportions and centering), then solves: the same
  /// frames as ``layoutWithAnchors()``.
  ///
  /// The formats read like the screen: the banner, the button row and the tile row stacked flush
  /// (`V:|[banner][buttons(62)][tiles(128)]`); the avatar and the name 15 apart on the banner; each
  /// row's equal widths 10 apart. Horizontal formats use `leading`/`trailing`, so a right-to-left
  /// `view` mirrors the screen. Calling it again (after a rotation) replaces the constraints of the
  /// previous call.
  public func layoutWithVisualFormat() {
    for node in allNodes { LayoutConstraint.deactivate(node.activeConstraints) }
    let nodes = visualFormatNodes
    for (format, options) in Self.visualFormats {
      do {
        try LayoutConstraint.activate(withVisualFormat: format, options: options, nodes: nodes)
      } catch {
        // The formats are constants that ShowcaseTests lay out on every run: an error is a bug here.
        preconditionFailure("ProfileScreen.visualFormats: \(error)")
      }
    }
    let avatarFactor: CGFloat = view.frame.width > view.frame.height ? 0.75 : 0.43
    bannerImageView.heightAnchor == 0.43 * view.heightAnchor
    avatarImageView.widthAnchor == avatarFactor * bannerImageView.heightAnchor
    avatarImageView.heightAnchor == avatarImageView.widthAnchor
    nameLabel.centerYAnchor == avatarImageView.centerYAnchor
    view.layoutIfNeeded()
  }
}
