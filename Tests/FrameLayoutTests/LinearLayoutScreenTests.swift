import Foundation
import LayoutNodes
import ShowcaseScreens
import Testing

/// The showcase screens written with linear layouts give the frames of their references: the feed
/// cell those of `layoutWithFrameArithmetic(width:)`, the profile screen those of Neon's arithmetic.
@Suite("LinearLayout showcase screens")
struct LinearLayoutScreenTests {
  typealias F = LinearLayoutFixtures

  @Test("the feed cell equals the hand-written frames, in the cell's coordinates", arguments: [320, 375, 414])
  func feedCell(width: CGFloat) {
    for index in 0..<12 {
      let reference = FeedCell(index: index)
      let referenceHeight = reference.layoutWithFrameArithmetic(width: width)
      let cell = FeedCell(index: index)
      let height = cell.layoutWithLinearLayout(width: width)
      #expect(abs(height - referenceHeight) <= 1e-6, "cell \(index)")
      #expect(cell.cell.frame.size == CGSize(width: width, height: referenceHeight))
      for (node, expected) in zip(cell.contentNodes, reference.contentNodes) {
        let actual = cell.frameInCell(of: node)
        #expect(F.isClose(actual, expected.frame), "cell \(index) \(node.name): \(actual) != \(expected.frame)")
      }
      #expect(F.warnings(cell.cell).isEmpty)
    }
  }

  @Test("frameInCell is the frame for the flat tree and adds the rows' origins after the restructuring")
  func frameInCell() {
    let cell = FeedCell(index: 1)
    cell.layoutWithFrameArithmetic(width: 375)
    for node in cell.contentNodes { #expect(cell.frameInCell(of: node) == node.frame) }
    cell.layoutWithLinearLayout(width: 375)
    // The share label sits in the last of three equal cells of the actions row, which is 8 from the
    // left of the outer layout (at the cell's origin).
    let shareCell = cell.shareLabel.parent, actionsRow = shareCell?.parent
    #expect(shareCell?.name == "shareLabelCell" && actionsRow?.name == "actionsRow")
    let rowOrigin = actionsRow?.frame.origin ?? .zero, cellOrigin = shareCell?.frame.origin ?? .zero
    #expect(rowOrigin.x == 8 && abs(cellOrigin.x - 2 * (375 - 16) / 3) <= 1e-9)
    let expected = cell.shareLabel.frame.offsetBy(dx: rowOrigin.x + cellOrigin.x, dy: rowOrigin.y + cellOrigin.y)
    #expect(F.isClose(cell.frameInCell(of: cell.shareLabel), expected))
    #expect(
      F.isClose(cell.frameInCell(of: cell.shareLabel), CGRect(x: 375 - 8 - 40, y: expected.minY, width: 40, height: 20))
    )
  }

  @Test("laying the feed cell out again at another width reuses its linear layouts")
  func feedCellRelayout() {
    let cell = FeedCell(index: 4)
    cell.layoutWithLinearLayout(width: 414)
    let layouts = cell.cell.children
    let height = cell.layoutWithLinearLayout(width: 320)
    #expect(cell.cell.children.count == 1 && cell.cell.children[0] === layouts[0])
    #expect(cell.cell.children[0].name == FeedCell.linearLayoutName)
    let reference = FeedCell(index: 4)
    #expect(abs(height - reference.layoutWithFrameArithmetic(width: 320)) <= 1e-6)
    for (node, expected) in zip(cell.contentNodes, reference.contentNodes) {
      #expect(F.isClose(cell.frameInCell(of: node), expected.frame), "\(node.name)")
    }
  }

  /// Neon's frames for the profile screen, from the arithmetic in ProfileScreen's documentation, in
  /// the coordinates of each node's parent in the original tree.
  static func neonFrames(width w: CGFloat, height h: CGFloat) -> [String: CGRect] {
    let banner = h * 0.43
    let avatar = banner * (w > h ? 0.75 : 0.43)
    var frames: [String: CGRect] = [
      "bannerImageView": CGRect(x: 0, y: 0, width: w, height: banner),
      "bannerMaskView": CGRect(x: 0, y: 0, width: w, height: banner),
      "avatarImageView": CGRect(x: 15, y: banner - 15 - avatar, width: avatar, height: avatar),
      // To the right of the avatar, 15 apart, centred on it, filling to 15 from the right edge.
      "nameLabel": CGRect(
        x: 15 + avatar + 15, y: (banner - 15 - avatar / 2) - 60, width: w - (15 + avatar + 15) - 15, height: 120),
      "cameraButton": CGRect(x: w - 10 - 28, y: banner - 7 - 28, width: 28, height: 28),
      "buttonContainerView": CGRect(x: 0, y: banner, width: w, height: 62),
      "buttonContainerView2": CGRect(x: 0, y: banner + 62, width: w, height: 128),
    ]
    // groupAndFill(.horizontal, padding: 10): equal widths, 10 around and between.
    let buttonWidth = (w - 5 * 10) / 4
    for (index, name) in ["postButton", "updateInfoButton", "activityLogButton", "moreButton"].enumerated() {
      frames[name] = CGRect(x: 10 + CGFloat(index) * (buttonWidth + 10), y: 10, width: buttonWidth, height: 62 - 20)
    }
    let tileWidth = (w - 4 * 10) / 3
    for (index, name) in ["aboutView", "photosView", "friendsView"].enumerated() {
      frames[name] = CGRect(x: 10 + CGFloat(index) * (tileWidth + 10), y: 10, width: tileWidth, height: 128 - 20)
    }
    return frames
  }

  /// The original parent of each named node.
  static func originalParent(of node: LayoutNode, in screen: ProfileScreen) -> LayoutNode {
    if [screen.bannerMaskView, screen.avatarImageView, screen.nameLabel, screen.cameraButton].contains(where: {
      $0 === node
    }) {
      return screen.bannerImageView
    }
    if screen.buttons.contains(where: { $0 === node }) { return screen.buttonContainerView }
    if screen.tiles.contains(where: { $0 === node }) { return screen.buttonContainerView2 }
    return screen.view
  }

  static func namedNodes(_ screen: ProfileScreen) -> [LayoutNode] {
    [
      screen.bannerImageView, screen.bannerMaskView, screen.avatarImageView, screen.nameLabel, screen.cameraButton,
      screen.buttonContainerView, screen.buttonContainerView2,
    ] + screen.buttons + screen.tiles
  }

  /// Checks every named node: its own frame (in its layer, which sits at its original parent's
  /// origin with its size), its frame in its original parent's coordinates, and in the root's.
  static func expectNeonFrames(_ screen: ProfileScreen, width: CGFloat, height: CGFloat) {
    let expected = neonFrames(width: width, height: height)
    for node in namedNodes(screen) {
      guard let rect = expected[node.name] else {
        Issue.record("no expected frame for \(node.name)")
        continue
      }
      #expect(F.isClose(node.frame, rect), "\(node.name): \(node.frame) != \(rect)")
      let parent = originalParent(of: node, in: screen)
      let inParent = F.frame(of: node, in: parent)
      #expect(F.isClose(inParent, rect), "\(node.name) in \(parent.name): \(inParent) != \(rect)")
      #expect(node.isDescendant(of: parent))
      // In the root's coordinates: the original parent's Neon origin (the banner and both rows lie
      // directly in the view) plus the node's frame.
      let parentOrigin = parent === screen.view ? CGPoint.zero : expected[parent.name]?.origin ?? .zero
      let inRoot = F.frame(of: node, in: screen.view)
      #expect(
        F.isClose(inRoot, rect.offsetBy(dx: parentOrigin.x, dy: parentOrigin.y)), "\(node.name) in the view: \(inRoot)")
    }
  }

  @Test(
    "the profile screen equals Neon's frames in portrait and landscape",
    arguments: [CGSize(width: 375, height: 667), CGSize(width: 667, height: 375)])
  func profileScreen(size: CGSize) {
    let screen = ProfileScreen(size: size)
    screen.layoutWithLinearLayout()
    Self.expectNeonFrames(screen, width: size.width, height: size.height)
    #expect(F.warnings(screen.view).isEmpty)
  }

  @Test("rotating the profile screen and laying it out again gives the landscape frames")
  func profileScreenRotation() {
    let screen = ProfileScreen(size: CGSize(width: 375, height: 667))
    screen.layoutWithLinearLayout()
    screen.view.frame.size = CGSize(width: 667, height: 375)
    screen.layoutWithLinearLayout()
    Self.expectNeonFrames(screen, width: 667, height: 375)
    #expect(screen.view.children.count == 1)
    #expect(screen.view.children.first?.name == ProfileScreen.linearLayoutName)
  }
}
