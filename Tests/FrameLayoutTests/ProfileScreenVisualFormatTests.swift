import AnchorDSL
import Foundation
import LayoutNodes
import ShowcaseScreens
import Testing

/// The profile screen written in the Visual Format Language gives the anchors version's frames (which
/// ProfileScreenAnchorsTests check against Neon's arithmetic).
@Suite struct ProfileScreenVisualFormatTests {
  @Test func `the screen's formats make 52 constraints, as counted from the formats`() throws {
    let screen = ProfileScreen(size: CGSize(width: 375, height: 667))
    var counts: [Int] = []
    for (format, options) in ProfileScreen.visualFormats {
      counts.append(
        try LayoutConstraint.constraints(withVisualFormat: format, options: options, nodes: screen.visualFormatNodes)
          .count)
    }
    // Two per `|[x]|`, five for the stacked rows (a top, two flush spacings, two heights), three for
    // the avatar line, one or two per short format, and for the rows of 4 and 3 equal nodes: the
    // spacings (n + 1), the widths (n - 1) and two alignments per neighbour pair (2·(n - 1)).
    #expect(counts == [2, 2, 2, 5, 2, 2, 3, 1, 1, 2, 2, 14, 2, 10, 2])
  }

  @Test(arguments: [
    (CGSize(width: 375, height: 667), LayoutDirection.leftToRight), (CGSize(width: 667, height: 375), .leftToRight),
    (CGSize(width: 1024, height: 768), .leftToRight), (CGSize(width: 375, height: 667), .rightToLeft),
  ])
  func `the visual formats give the anchors version's frames`(_ size: CGSize, _ direction: LayoutDirection) {
    let anchors = ProfileScreen(size: size)
    anchors.view.layoutDirection = direction
    anchors.layoutWithAnchors()
    let formats = ProfileScreen(size: size)
    formats.view.layoutDirection = direction
    formats.layoutWithVisualFormat()
    for (expected, actual) in zip(anchors.allNodes, formats.allNodes) {
      let close =
        abs(actual.frame.minX - expected.frame.minX) <= 1e-6 && abs(actual.frame.minY - expected.frame.minY) <= 1e-6
        && abs(actual.frame.width - expected.frame.width) <= 1e-6
        && abs(actual.frame.height - expected.frame.height) <= 1e-6
      #expect(close, "\(actual.name): \(actual.frame) is not \(expected.frame)")
    }
    #expect(formats.view.layoutDiagnostics.isEmpty)
  }

  @Test func `a rotation replaces the constraints of the previous call`() {
    let screen = ProfileScreen(size: CGSize(width: 375, height: 667))
    screen.layoutWithVisualFormat()
    let constraintCount = Set(screen.allNodes.flatMap(\.activeConstraints).map(ObjectIdentifier.init)).count
    screen.view.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
    screen.layoutWithVisualFormat()
    #expect(Set(screen.allNodes.flatMap(\.activeConstraints).map(ObjectIdentifier.init)).count == constraintCount)
    // Landscape: the banner 0.43 × 375 high, the avatar 0.75 of it.
    let avatar = 375 * 0.43 * 0.75
    #expect(abs(screen.avatarImageView.frame.width - avatar) <= 1e-6)
    #expect(screen.view.layoutDiagnostics.isEmpty)
  }
}
