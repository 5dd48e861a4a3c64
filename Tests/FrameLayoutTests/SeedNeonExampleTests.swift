import Foundation
import LayoutNodes
import Testing

/// Every code example of Neon's README (`shared/seeds/neon.txt`), run as written (`UIView` →
/// `LayoutNode`, `addSubview` → `addChild`, Swift 2 enum cases → lowerCamelCase), with the frames
/// mamaral/Neon's arithmetic gives, worked out by hand in each expectation.
///
/// Unless a test says otherwise the superview is 375 × 667, `padding` is 10 and `size` is 50.
@Suite("Seed: Neon README examples")
struct SeedNeonExampleTests {
  let view = LayoutNode(name: "view")
  let padding: CGFloat = 10
  let size: CGFloat = 50

  init() {
    view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
  }

  /// `count` new children of `parent`, named `prefix1`, `prefix2`…
  func children(_ count: Int, of parent: LayoutNode, named prefix: String = "view") -> [LayoutNode] {
    (1...count).map { index in
      let child = LayoutNode(name: "\(prefix)\(index)")
      parent.addChild(child)
      return child
    }
  }

  /// A 50 × 50 square at (x, y).
  func square(_ x: CGFloat, _ y: CGFloat) -> CGRect { CGRect(x: x, y: y, width: 50, height: 50) }

  // MARK: Example (the Facebook profile)

  /// The README's ten lines, with `view.height()` read as Neon 3's `view.height` and the device's
  /// orientation given by the test.
  func layOutProfile(in size: CGSize) -> [String: LayoutNode] {
    view.frame = CGRect(origin: .zero, size: size)
    let navigationBar = LayoutNode(name: "navigationBar"), searchBar = LayoutNode(name: "searchBar")
    navigationBar.frame = CGRect(x: 0, y: 0, width: size.width, height: 44)
    navigationBar.addChild(searchBar)
    let bannerImageView = LayoutNode(name: "bannerImageView"), bannerMaskView = LayoutNode(name: "bannerMaskView")
    let avatarImageView = LayoutNode(name: "avatarImageView"), cameraButton = LayoutNode(name: "cameraButton")
    let nameLabel = LayoutNode(name: "nameLabel", text: TextContent("Mike Amaral"))
    let buttonContainerView = LayoutNode(name: "buttonContainerView")
    let buttonContainerView2 = LayoutNode(name: "buttonContainerView2")
    for node in [bannerImageView, buttonContainerView, buttonContainerView2] { view.addChild(node) }
    for node in [bannerMaskView, avatarImageView, nameLabel, cameraButton] { bannerImageView.addChild(node) }
    let buttons = children(4, of: buttonContainerView, named: "button")
    let (postButton, updateInfoButton, activityLogButton, moreButton) = (buttons[0], buttons[1], buttons[2], buttons[3])
    let tiles = children(3, of: buttonContainerView2, named: "tile")
    let (aboutView, photosView, friendsView) = (tiles[0], tiles[1], tiles[2])

    let isLandscape: Bool = size.width > size.height
    let bannerHeight: CGFloat = view.height * 0.43
    let avatarHeightMultipler: CGFloat = isLandscape ? 0.75 : 0.43
    let avatarSize = bannerHeight * avatarHeightMultipler

    searchBar.fillSuperview()
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

    var nodes = ["searchBar": searchBar]
    for node in [bannerImageView, bannerMaskView, avatarImageView, nameLabel, cameraButton] { nodes[node.name] = node }
    for node in [buttonContainerView, buttonContainerView2] + buttons + tiles { nodes[node.name] = node }
    return nodes
  }

  @Test("Example: the Facebook profile in portrait (375 × 667) and landscape (667 × 375)", arguments: [false, true])
  func profile(isLandscape: Bool) throws {
    let (width, height): (CGFloat, CGFloat) = isLandscape ? (667, 375) : (375, 667)
    let nodes = layOutProfile(in: CGSize(width: width, height: height))
    func frame(_ name: String) throws -> CGRect { try #require(nodes[name]).frame }
    let banner = height * 0.43, avatar = banner * (isLandscape ? 0.75 : 0.43)
    #expect(neonFramesMatch(try frame("searchBar"), CGRect(x: 0, y: 0, width: width, height: 44)))
    #expect(neonFramesMatch(try frame("bannerImageView"), CGRect(x: 0, y: 0, width: width, height: banner)))
    #expect(neonFramesMatch(try frame("bannerMaskView"), CGRect(x: 0, y: 0, width: width, height: banner)))
    #expect(
      neonFramesMatch(
        try frame("avatarImageView"), CGRect(x: 15, y: banner - avatar - 15, width: avatar, height: avatar)))
    // To the right of the avatar, centred on it, filling to 15 from the banner's right edge.
    let nameX = 15 + avatar + 15
    #expect(
      neonFramesMatch(
        try frame("nameLabel"),
        CGRect(x: nameX, y: banner - avatar - 15 + avatar / 2 - 60, width: width - nameX - 15, height: 120)))
    #expect(
      neonFramesMatch(try frame("cameraButton"), CGRect(x: width - 28 - 10, y: banner - 28 - 7, width: 28, height: 28)))
    #expect(neonFramesMatch(try frame("buttonContainerView"), CGRect(x: 0, y: banner, width: width, height: 62)))
    #expect(neonFramesMatch(try frame("buttonContainerView2"), CGRect(x: 0, y: banner + 62, width: width, height: 128)))
    let buttonWidth = (width - 5 * 10) / 4
    for index in 0..<4 {
      let x = 10 + CGFloat(index) * (buttonWidth + 10)
      #expect(
        neonFramesMatch(try frame("button\(index + 1)"), CGRect(x: x, y: 10, width: buttonWidth, height: 62 - 20)))
    }
    let tileWidth = (width - 4 * 10) / 3
    for index in 0..<3 {
      let x = 10 + CGFloat(index) * (tileWidth + 10)
      #expect(neonFramesMatch(try frame("tile\(index + 1)"), CGRect(x: x, y: 10, width: tileWidth, height: 128 - 20)))
    }
  }

  // MARK: Anchoring Views

  @Test("Center: anchorInCenter")
  func center() {
    let view1 = children(1, of: view)[0]
    view1.anchorInCenter(width: size, height: size)
    expectNeonFrame(view1, square(375 / 2 - 25, 667 / 2 - 25))
  }

  @Test("Filling Superview: fillSuperview, without and with padding")
  func fillingSuperview() {
    let child = children(2, of: view)
    let (plain, view1) = (child[0], child[1])
    plain.fillSuperview()
    view1.fillSuperview(left: padding, right: padding, top: padding, bottom: padding)
    expectNeonFrame(plain, CGRect(x: 0, y: 0, width: 375, height: 667))
    expectNeonFrame(view1, CGRect(x: 10, y: 10, width: 375 - 20, height: 667 - 20))
  }

  @Test("Corner: anchorInCorner in the four corners")
  func corner() {
    let views = children(4, of: view)
    let (view1, view2, view3, view4) = (views[0], views[1], views[2], views[3])
    view1.anchorInCorner(.topLeft, xPad: padding, yPad: padding, width: size, height: size)
    view2.anchorInCorner(.topRight, xPad: padding, yPad: padding, width: size, height: size)
    view3.anchorInCorner(.bottomLeft, xPad: padding, yPad: padding, width: size, height: size)
    view4.anchorInCorner(.bottomRight, xPad: padding, yPad: padding, width: size, height: size)
    expectNeonFrame(view1, square(10, 10))
    expectNeonFrame(view2, square(375 - 50 - 10, 10))
    expectNeonFrame(view3, square(10, 667 - 50 - 10))
    expectNeonFrame(view4, square(375 - 50 - 10, 667 - 50 - 10))
  }

  @Test("Edge: anchorToEdge on the four edges")
  func edge() {
    let views = children(4, of: view)
    let (view1, view2, view3, view4) = (views[0], views[1], views[2], views[3])
    view1.anchorToEdge(.top, padding: padding, width: size, height: size)
    view2.anchorToEdge(.left, padding: padding, width: size, height: size)
    view3.anchorToEdge(.bottom, padding: padding, width: size, height: size)
    view4.anchorToEdge(.right, padding: padding, width: size, height: size)
    expectNeonFrame(view1, square(375 / 2 - 25, 10))
    expectNeonFrame(view2, square(10, 667 / 2 - 25))
    expectNeonFrame(view3, square(375 / 2 - 25, 667 - 50 - 10))
    expectNeonFrame(view4, square(375 - 50 - 10, 667 / 2 - 25))
  }

  @Test("Filling an edge: anchorAndFillEdge with otherSize")
  func fillingAnEdge() {
    let views = children(4, of: view)
    let (view1, view2, view3, view4) = (views[0], views[1], views[2], views[3])
    view1.anchorAndFillEdge(.top, xPad: padding, yPad: padding, otherSize: size)
    view2.anchorAndFillEdge(.bottom, xPad: padding, yPad: padding, otherSize: size)
    view3.anchorAndFillEdge(.left, xPad: padding, yPad: padding, otherSize: size)
    view4.anchorAndFillEdge(.right, xPad: padding, yPad: padding, otherSize: size)
    expectNeonFrame(view1, CGRect(x: 10, y: 10, width: 375 - 20, height: 50))
    expectNeonFrame(view2, CGRect(x: 10, y: 667 - 50 - 10, width: 375 - 20, height: 50))
    expectNeonFrame(view3, CGRect(x: 10, y: 10, width: 50, height: 667 - 20))
    expectNeonFrame(view4, CGRect(x: 375 - 50 - 10, y: 10, width: 50, height: 667 - 20))
  }

  // MARK: Align

  @Test("Align: all twelve Align cases around one sibling")
  func align() {
    let anchorView = LayoutNode(name: "anchorView")
    view.addChild(anchorView)
    // x 150, xMid 190, xMax 230; y 300, yMid 330, yMax 360.
    anchorView.frame = CGRect(x: 150, y: 300, width: 80, height: 60)
    let views = children(12, of: view)
    let (view1, view2, view3, view4, view5, view6) = (views[0], views[1], views[2], views[3], views[4], views[5])
    let (view7, view8, view9, view10, view11, view12) = (views[6], views[7], views[8], views[9], views[10], views[11])
    view1.align(.aboveMatchingLeft, relativeTo: anchorView, padding: padding, width: size, height: size)
    view2.align(.aboveCentered, relativeTo: anchorView, padding: padding, width: size, height: size)
    view3.align(.aboveMatchingRight, relativeTo: anchorView, padding: padding, width: size, height: size)
    view4.align(.toTheRightMatchingTop, relativeTo: anchorView, padding: padding, width: size, height: size)
    view5.align(.toTheRightCentered, relativeTo: anchorView, padding: padding, width: size, height: size)
    view6.align(.toTheRightMatchingBottom, relativeTo: anchorView, padding: padding, width: size, height: size)
    view7.align(.underMatchingRight, relativeTo: anchorView, padding: padding, width: size, height: size)
    view8.align(.underCentered, relativeTo: anchorView, padding: padding, width: size, height: size)
    view9.align(.underMatchingLeft, relativeTo: anchorView, padding: padding, width: size, height: size)
    view10.align(.toTheLeftMatchingBottom, relativeTo: anchorView, padding: padding, width: size, height: size)
    view11.align(.toTheLeftCentered, relativeTo: anchorView, padding: padding, width: size, height: size)
    view12.align(.toTheLeftMatchingTop, relativeTo: anchorView, padding: padding, width: size, height: size)
    let above: CGFloat = 300 - 10 - 50, under: CGFloat = 360 + 10
    let right: CGFloat = 230 + 10, left: CGFloat = 150 - 50 - 10
    expectNeonFrame(view1, square(150, above))
    expectNeonFrame(view2, square(190 - 25, above))
    expectNeonFrame(view3, square(230 - 50, above))
    expectNeonFrame(view4, square(right, 300))
    expectNeonFrame(view5, square(right, 330 - 25))
    expectNeonFrame(view6, square(right, 360 - 50))
    expectNeonFrame(view7, square(230 - 50, under))
    expectNeonFrame(view8, square(190 - 25, under))
    expectNeonFrame(view9, square(150, under))
    expectNeonFrame(view10, square(left, 360 - 50))
    expectNeonFrame(view11, square(left, 330 - 25))
    expectNeonFrame(view12, square(left, 300))
  }

  // MARK: Align and fill

  @Test("Align and fill: alignAndFillWidth, alignAndFillHeight, alignAndFill")
  func alignAndFill() {
    let views = children(6, of: view)
    let (view1, view2, view3, view4, view5, view6) = (views[0], views[1], views[2], views[3], views[4], views[5])
    view1.frame = square(10, 10)
    view3.frame = square(160, 400)
    view5.frame = square(300, 500)
    view2.alignAndFillWidth(align: .toTheRightMatchingTop, relativeTo: view1, padding: padding, height: size / 2.0)
    view4.alignAndFillHeight(align: .aboveCentered, relativeTo: view3, padding: padding, width: size / 2.0)
    view6.alignAndFill(align: .toTheLeftMatchingTop, relativeTo: view5, padding: padding)
    // Right of view1 (xMax 60) to 10 from the right edge.
    expectNeonFrame(view2, CGRect(x: 70, y: 10, width: 375 - 70 - 10, height: 25))
    // Centred over view3 (xMid 185), from 10 below the top to 10 above view3 (y 400).
    expectNeonFrame(view4, CGRect(x: 185 - 12.5, y: 10, width: 25, height: 400 - 2 * 10))
    // Left of view5 (x 300) from x 10, matching its top, down to 10 above the bottom.
    expectNeonFrame(view6, CGRect(x: 10, y: 500, width: 375 - (375 - 300) - 2 * 10, height: 667 - 500 - 10))
  }

  // MARK: Align between

  /// Four squares in the corners, 10 in: A top left, B top right, C bottom left, D bottom right.
  func cornerViews() -> (LayoutNode, LayoutNode, LayoutNode, LayoutNode) {
    let anchors = children(4, of: view, named: "anchorView")
    anchors[0].anchorInCorner(.topLeft, xPad: padding, yPad: padding, width: size, height: size)
    anchors[1].anchorInCorner(.topRight, xPad: padding, yPad: padding, width: size, height: size)
    anchors[2].anchorInCorner(.bottomLeft, xPad: padding, yPad: padding, width: size, height: size)
    anchors[3].anchorInCorner(.bottomRight, xPad: padding, yPad: padding, width: size, height: size)
    return (anchors[0], anchors[1], anchors[2], anchors[3])
  }

  @Test("Align between: alignBetweenHorizontal and alignBetweenVertical around the four corners")
  func alignBetween() {
    let (anchorViewA, anchorViewB, anchorViewC, anchorViewD) = cornerViews()
    let views = children(4, of: view)
    let (view1, view2, view3, view4) = (views[0], views[1], views[2], views[3])
    view1.alignBetweenHorizontal(
      align: .toTheRightMatchingTop, primaryView: anchorViewA, secondaryView: anchorViewB, padding: padding,
      height: size)
    view2.alignBetweenVertical(
      align: .underCentered, primaryView: anchorViewB, secondaryView: anchorViewD, padding: padding, width: size)
    view3.alignBetweenHorizontal(
      align: .toTheLeftMatchingBottom, primaryView: anchorViewD, secondaryView: anchorViewC, padding: padding,
      height: size)
    view4.alignBetweenVertical(
      align: .aboveMatchingRight, primaryView: anchorViewC, secondaryView: anchorViewA, padding: padding, width: size)
    // A and C span x 10...60, B and D x 315...365; A and B y 10...60, C and D y 607...657.
    expectNeonFrame(view1, CGRect(x: 70, y: 10, width: 375 - 60 - (375 - 315) - 20, height: 50))
    expectNeonFrame(view2, CGRect(x: 340 - 25, y: 70, width: 50, height: 667 - 60 - (667 - 607) - 20))
    expectNeonFrame(view3, CGRect(x: 70, y: 657 - 50, width: 375 - 60 - (375 - 315) - 20, height: 50))
    expectNeonFrame(view4, CGRect(x: 60 - 50, y: 70, width: 50, height: 667 - 60 - (667 - 607) - 20))
  }

  // MARK: What about labels?

  @Test("What about labels?: AutoHeight sizes a label between two views, for a short and a longer text")
  func autoHeight() {
    let (anchorViewA, anchorViewB, _, _) = cornerViews()
    // 5 points per character, 12-point lines; "word " is 25, so a line of 235 holds 9 four-letter words.
    let testLabel = LayoutNode(
      name: "testLabel",
      text: TextContent(Array(repeating: "word", count: 12).joined(separator: " "), font: FixedAdvanceFont(size: 10)))
    view.addChild(testLabel)
    testLabel.alignBetweenHorizontal(
      align: .toTheRightMatchingBottom, primaryView: anchorViewA, secondaryView: anchorViewB, padding: padding,
      height: AutoHeight)
    // Two lines (9 + 3 words): 24 tall, bottom on A's (60).
    expectNeonFrame(testLabel, CGRect(x: 70, y: 60 - 24, width: 235, height: 24))

    testLabel.text?.string = Array(repeating: "word", count: 20).joined(separator: " ")
    testLabel.alignBetweenHorizontal(
      align: .toTheRightMatchingBottom, primaryView: anchorViewA, secondaryView: anchorViewB, padding: padding,
      height: AutoHeight)
    // Three lines (9 + 9 + 2 words): 36 tall, same width, bottom still on A's.
    expectNeonFrame(testLabel, CGRect(x: 70, y: 60 - 36, width: 235, height: 36))
  }

  // MARK: What if I don't want to align them perfectly?

  @Test("What if I don't want to align them perfectly?: align with an offset")
  func offset() {
    let anchorViewA = LayoutNode(name: "anchorViewA")
    view.addChild(anchorViewA)
    anchorViewA.frame = CGRect(x: 100, y: 100, width: 80, height: 60)
    let views = children(2, of: view)
    let (view1, view2) = (views[0], views[1])
    let offset: CGFloat = 15
    view1.align(
      .toTheRightMatchingTop, relativeTo: anchorViewA, padding: padding, width: size, height: size, offset: offset)
    view2.align(
      .underMatchingLeft, relativeTo: anchorViewA, padding: padding, width: size, height: size, offset: offset)
    // To the right the offset moves the node down; under, to the right.
    expectNeonFrame(view1, square(180 + 10, 100 + 15))
    expectNeonFrame(view2, square(100 + 15, 160 + 10))
  }

  // MARK: Grouping

  /// Two containers: A over the top 375 × 200, B under it, 375 × 400.
  func groupContainers() -> (LayoutNode, LayoutNode) {
    let anchorViewA = LayoutNode(name: "anchorViewA"), anchorViewB = LayoutNode(name: "anchorViewB")
    view.addChild(anchorViewA)
    view.addChild(anchorViewB)
    anchorViewA.frame = CGRect(x: 0, y: 0, width: 375, height: 200)
    anchorViewB.frame = CGRect(x: 0, y: 200, width: 375, height: 400)
    return (anchorViewA, anchorViewB)
  }

  @Test("Grouping: groupInCenter, horizontal and vertical")
  func groupInCenter() {
    let (anchorViewA, anchorViewB) = groupContainers()
    let row = children(3, of: anchorViewA), column = children(3, of: anchorViewB)
    let (view1, view2, view3, view4, view5, view6) = (row[0], row[1], row[2], column[0], column[1], column[2])
    anchorViewA.groupInCenter(
      group: .horizontal, views: [view1, view2, view3], padding: padding, width: size, height: size)
    anchorViewB.groupInCenter(
      group: .vertical, views: [view4, view5, view6], padding: padding, width: size, height: size)
    let rowX: CGFloat = (375 - 3 * 50 - 2 * 10) / 2, columnY: CGFloat = (400 - 3 * 50 - 2 * 10) / 2
    for (index, node) in row.enumerated() { expectNeonFrame(node, square(rowX + CGFloat(index) * 60, 100 - 25)) }
    for (index, node) in column.enumerated() {
      expectNeonFrame(node, square(375 / 2 - 25, columnY + CGFloat(index) * 60))
    }
  }

  @Test("Grouping: groupInCorner, horizontal top left and vertical bottom right")
  func groupInCorner() {
    let (anchorViewA, anchorViewB) = groupContainers()
    let row = children(3, of: anchorViewA), column = children(3, of: anchorViewB)
    let (view1, view2, view3, view4, view5, view6) = (row[0], row[1], row[2], column[0], column[1], column[2])
    anchorViewA.groupInCorner(
      group: .horizontal, views: [view1, view2, view3], inCorner: .topLeft, padding: padding, width: size, height: size)
    anchorViewB.groupInCorner(
      group: .vertical, views: [view4, view5, view6], inCorner: .bottomRight, padding: padding, width: size,
      height: size)
    for (index, node) in row.enumerated() { expectNeonFrame(node, square(10 + CGFloat(index) * 60, 10)) }
    // Neon: y = height - (3 · 50 + 3 · 10), so the last one ends 10 above the bottom.
    for (index, node) in column.enumerated() {
      expectNeonFrame(node, square(375 - 50 - 10, 400 - (3 * 50 + 3 * 10) + CGFloat(index) * 60))
    }
  }

  @Test("Grouping: groupAgainstEdge, horizontal on the left and vertical on the bottom")
  func groupAgainstEdge() {
    let (anchorViewA, anchorViewB) = groupContainers()
    let row = children(3, of: anchorViewA), column = children(3, of: anchorViewB)
    let (view1, view2, view3, view4, view5, view6) = (row[0], row[1], row[2], column[0], column[1], column[2])
    anchorViewA.groupAgainstEdge(
      group: .horizontal, views: [view1, view2, view3], againstEdge: .left, padding: padding, width: size,
      height: size)
    anchorViewB.groupAgainstEdge(
      group: .vertical, views: [view4, view5, view6], againstEdge: .bottom, padding: padding, width: size,
      height: size)
    for (index, node) in row.enumerated() { expectNeonFrame(node, square(10 + CGFloat(index) * 60, 100 - 25)) }
    for (index, node) in column.enumerated() {
      expectNeonFrame(node, square(375 / 2 - 25, 400 - 3 * 50 - 3 * 10 + CGFloat(index) * 60))
    }
  }

  @Test("Grouping: groupAndAlign relative to a sibling, horizontal and vertical")
  func groupAndAlign() {
    let anchorViewA = LayoutNode(name: "anchorViewA")
    view.addChild(anchorViewA)
    // x 20, xMid 60, xMax 100; y 100, yMax 160.
    anchorViewA.frame = CGRect(x: 20, y: 100, width: 80, height: 60)
    let views = children(6, of: view)
    let (view1, view2, view3, view4, view5, view6) = (views[0], views[1], views[2], views[3], views[4], views[5])
    view.groupAndAlign(
      group: .horizontal, andAlign: .toTheRightMatchingTop, views: [view1, view2, view3], relativeTo: anchorViewA,
      padding: padding, width: size, height: size)
    view.groupAndAlign(
      group: .vertical, andAlign: .underCentered, views: [view4, view5, view6], relativeTo: anchorViewA,
      padding: padding, width: size, height: size)
    for (index, node) in [view1, view2, view3].enumerated() {
      expectNeonFrame(node, square(100 + 10 + CGFloat(index) * 60, 100))
    }
    for (index, node) in [view4, view5, view6].enumerated() {
      expectNeonFrame(node, square(60 - 25, 160 + 10 + CGFloat(index) * 60))
    }
  }

  @Test("Grouping: groupAndFill, horizontal and vertical")
  func groupAndFill() {
    let (anchorViewA, anchorViewB) = groupContainers()
    let row = children(3, of: anchorViewA), column = children(3, of: anchorViewB)
    let (view1, view2, view3, view4, view5, view6) = (row[0], row[1], row[2], column[0], column[1], column[2])
    anchorViewA.groupAndFill(group: .horizontal, views: [view1, view2, view3], padding: padding)
    anchorViewB.groupAndFill(group: .vertical, views: [view4, view5, view6], padding: padding)
    let rowWidth = (375 - 4 * 10) / CGFloat(3), columnHeight = (400 - 4 * 10) / CGFloat(3)
    for (index, node) in row.enumerated() {
      expectNeonFrame(node, CGRect(x: 10 + CGFloat(index) * (rowWidth + 10), y: 10, width: rowWidth, height: 200 - 20))
    }
    for (index, node) in column.enumerated() {
      expectNeonFrame(
        node, CGRect(x: 10, y: 10 + CGFloat(index) * (columnHeight + 10), width: 375 - 20, height: columnHeight))
    }
  }
}
