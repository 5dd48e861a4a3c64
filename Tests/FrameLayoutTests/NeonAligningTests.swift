import Foundation
import LayoutNodes
import Testing

/// Parent 300 × 200, sibling (100, 80, 60, 40): x 100, xMid 130, xMax 160, y 80, yMid 100, yMax 120.
/// Padding 10, offset 5; expected frames from Neon's arithmetic, written out per case.
@Suite("Neon aligning")
struct NeonAligningTests {
  static let physicalCases: [Align] = [
    .toTheRightMatchingTop, .toTheRightMatchingBottom, .toTheRightCentered, .toTheLeftMatchingTop,
    .toTheLeftMatchingBottom, .toTheLeftCentered, .underMatchingLeft, .underMatchingRight, .underCentered,
    .aboveMatchingLeft, .aboveMatchingRight, .aboveCentered,
  ]

  /// The physical case a leading or trailing case stands for, left to right and right to left.
  static let directionalCases: [(Align, ltr: Align, rtl: Align)] = [
    (.toTheLeadingMatchingTop, .toTheLeftMatchingTop, .toTheRightMatchingTop),
    (.toTheTrailingMatchingTop, .toTheRightMatchingTop, .toTheLeftMatchingTop),
    (.toTheLeadingMatchingBottom, .toTheLeftMatchingBottom, .toTheRightMatchingBottom),
    (.toTheTrailingMatchingBottom, .toTheRightMatchingBottom, .toTheLeftMatchingBottom),
    (.toTheLeadingCentered, .toTheLeftCentered, .toTheRightCentered),
    (.toTheTrailingCentered, .toTheRightCentered, .toTheLeftCentered),
    (.underMatchingLeading, .underMatchingLeft, .underMatchingRight),
    (.underMatchingTrailing, .underMatchingRight, .underMatchingLeft),
    (.aboveMatchingLeading, .aboveMatchingLeft, .aboveMatchingRight),
    (.aboveMatchingTrailing, .aboveMatchingRight, .aboveMatchingLeft),
  ]

  /// `align(_:relativeTo:padding: 10, width: 40, height: 30, offset: 5)`.
  static func alignFrame(_ align: Align) -> CGRect {
    let right: CGFloat = 160 + 10, left: CGFloat = 100 - 40 - 10
    let under: CGFloat = 120 + 10, above: CGFloat = 80 - 10 - 30
    switch align {
    case .toTheRightMatchingTop: return neonBox(right, 80 + 5)
    case .toTheRightMatchingBottom: return neonBox(right, 120 - 30 + 5)
    case .toTheRightCentered: return neonBox(right, 100 - 15 + 5)
    case .toTheLeftMatchingTop: return neonBox(left, 80 + 5)
    case .toTheLeftMatchingBottom: return neonBox(left, 120 - 30 + 5)
    case .toTheLeftCentered: return neonBox(left, 100 - 15 + 5)
    case .underMatchingLeft: return neonBox(100 + 5, under)
    case .underMatchingRight: return neonBox(160 - 40 + 5, under)
    case .underCentered: return neonBox(130 - 20 + 5, under)
    case .aboveMatchingLeft: return neonBox(100 + 5, above)
    case .aboveMatchingRight: return neonBox(160 - 40 + 5, above)
    case .aboveCentered: return neonBox(130 - 20 + 5, above)
    default: return .null
    }
  }

  /// `alignAndFillWidth(align:relativeTo:padding: 10, height: 30, offset: 5)`.
  static func fillWidthFrame(_ align: Align) -> CGRect {
    let under: CGFloat = 120 + 10, above: CGFloat = 80 - 10 - 30
    switch align {
    case .toTheRightMatchingTop: return neonBox(170, 80 + 5, width: 300 - 170 - 10)
    case .toTheRightMatchingBottom: return neonBox(170, 120 - 30 + 5, width: 300 - 170 - 10)
    case .toTheRightCentered: return neonBox(170, 100 - 15 + 5, width: 300 - 170 - 10)
    case .toTheLeftMatchingTop: return neonBox(10, 80 + 5, width: 100 - 2 * 10)
    case .toTheLeftMatchingBottom: return neonBox(10, 120 - 30 + 5, width: 100 - 2 * 10)
    case .toTheLeftCentered: return neonBox(10, 100 - 15 + 5, width: 100 - 2 * 10)
    case .underMatchingLeft: return neonBox(105, under, width: 300 - 105 - 10)
    case .underMatchingRight: return neonBox(10 + 5, under, width: 300 - (300 - 160) - 10)
    case .underCentered: return neonBox(10 + 5, under, width: 300 - 2 * 10)
    case .aboveMatchingLeft: return neonBox(105, above, width: 300 - 105 - 10)
    case .aboveMatchingRight: return neonBox(10 + 5, above, width: 300 - (300 - 160) - 10)
    case .aboveCentered: return neonBox(10 + 5, above, width: 300 - 2 * 10)
    default: return .null
    }
  }

  /// `alignAndFillHeight(align:relativeTo:padding: 10, width: 40, offset: 5)`: beside and matching the
  /// top, the height runs from the sibling's top (80), not from the offset origin.
  static func fillHeightFrame(_ align: Align) -> CGRect {
    let right: CGFloat = 170, left: CGFloat = 50
    switch align {
    case .toTheRightMatchingTop: return neonBox(right, 85, height: 200 - 80 - 10)
    case .toTheRightMatchingBottom: return neonBox(right, 10 + 5, height: 200 - (200 - 120) - 10)
    case .toTheRightCentered: return neonBox(right, 10 + 5, height: 200 - 2 * 10)
    case .toTheLeftMatchingTop: return neonBox(left, 85, height: 200 - 80 - 10)
    case .toTheLeftMatchingBottom: return neonBox(left, 10 + 5, height: 200 - (200 - 120) - 10)
    case .toTheLeftCentered: return neonBox(left, 10 + 5, height: 200 - 2 * 10)
    case .underMatchingLeft: return neonBox(105, 130, height: 200 - 130 - 10)
    case .underMatchingRight: return neonBox(125, 130, height: 200 - 130 - 10)
    case .underCentered: return neonBox(115, 130, height: 200 - 130 - 10)
    case .aboveMatchingLeft: return neonBox(105, 10, height: 80 - 2 * 10)
    case .aboveMatchingRight: return neonBox(125, 10, height: 80 - 2 * 10)
    case .aboveCentered: return neonBox(115, 10, height: 80 - 2 * 10)
    default: return .null
    }
  }

  /// `alignAndFill(align:relativeTo:padding: 10, offset: 5)`.
  static func fillFrame(_ align: Align) -> CGRect {
    switch align {
    case .toTheRightMatchingTop: return CGRect(x: 170, y: 85, width: 300 - 170 - 10, height: 200 - 85 - 10)
    case .toTheRightMatchingBottom: return CGRect(x: 170, y: 15, width: 300 - 170 - 10, height: 120 - 10)
    case .toTheRightCentered: return CGRect(x: 170, y: 15, width: 300 - 170 - 10, height: 200 - 2 * 10)
    case .toTheLeftMatchingTop: return CGRect(x: 10, y: 85, width: 100 - 2 * 10, height: 200 - 85 - 10)
    case .toTheLeftMatchingBottom: return CGRect(x: 10, y: 15, width: 100 - 2 * 10, height: 120 - 10)
    case .toTheLeftCentered: return CGRect(x: 10, y: 15, width: 100 - 2 * 10, height: 200 - 2 * 10)
    case .underMatchingLeft: return CGRect(x: 105, y: 130, width: 300 - 105 - 10, height: 200 - 130 - 10)
    case .underMatchingRight: return CGRect(x: 15, y: 130, width: 160 - 10, height: 200 - 130 - 10)
    case .underCentered: return CGRect(x: 15, y: 130, width: 300 - 2 * 10, height: 200 - 130 - 10)
    case .aboveMatchingLeft: return CGRect(x: 105, y: 10, width: 300 - 105 - 10, height: 80 - 2 * 10)
    case .aboveMatchingRight: return CGRect(x: 15, y: 10, width: 160 - 10, height: 80 - 2 * 10)
    case .aboveCentered: return CGRect(x: 15, y: 10, width: 300 - 2 * 10, height: 80 - 2 * 10)
    default: return .null
    }
  }

  /// The four calls, with the expected frame of a physical case.
  enum Call: String, CaseIterable, Sendable {
    case align, alignAndFillWidth, alignAndFillHeight, alignAndFill

    func run(_ align: Align, _ fixture: NeonFixture) {
      let node = fixture.node, sibling = fixture.sibling
      switch self {
      case .align: node.align(align, relativeTo: sibling, padding: 10, width: 40, height: 30, offset: 5)
      case .alignAndFillWidth:
        node.alignAndFillWidth(align: align, relativeTo: sibling, padding: 10, height: 30, offset: 5)
      case .alignAndFillHeight:
        node.alignAndFillHeight(align: align, relativeTo: sibling, padding: 10, width: 40, offset: 5)
      case .alignAndFill: node.alignAndFill(align: align, relativeTo: sibling, padding: 10, offset: 5)
      }
    }

    func expected(_ align: Align) -> CGRect {
      switch self {
      case .align: return NeonAligningTests.alignFrame(align)
      case .alignAndFillWidth: return NeonAligningTests.fillWidthFrame(align)
      case .alignAndFillHeight: return NeonAligningTests.fillHeightFrame(align)
      case .alignAndFill: return NeonAligningTests.fillFrame(align)
      }
    }
  }

  @Test(
    "every physical case of every aligning call, in both directions",
    arguments: Call.allCases, [LayoutDirection.leftToRight, .rightToLeft])
  func physicalCases(call: Call, direction: LayoutDirection) {
    for align in Self.physicalCases {
      let fixture = NeonFixture(direction: direction)
      call.run(align, fixture)
      expectNeonFrame(fixture.node, call.expected(align), "\(call) .\(align)")
    }
  }

  @Test("leading and trailing cases stand for the physical case of the node's direction", arguments: Call.allCases)
  func directionalCases(call: Call) {
    for (align, ltr, rtl) in Self.directionalCases {
      for (direction, physical) in [(LayoutDirection.leftToRight, ltr), (.rightToLeft, rtl)] {
        let fixture = NeonFixture(direction: direction)
        call.run(align, fixture)
        expectNeonFrame(fixture.node, call.expected(physical), "\(call) .\(align) \(direction)")
      }
    }
  }

  @Test("the tables cover all 22 cases")
  func tablesAreComplete() {
    let covered = Set(Self.physicalCases + Self.directionalCases.map(\.0))
    #expect(covered == Set(Align.allCases))
    #expect(Align.allCases.count == 22)
  }

  @Test("offset defaults to zero")
  func offsetDefaultsToZero() {
    let fixture = NeonFixture()
    fixture.node.align(.underMatchingLeft, relativeTo: fixture.sibling, padding: 10, width: 40, height: 30)
    expectNeonFrame(fixture.node, neonBox(100, 130))
    fixture.node.alignAndFillWidth(align: .toTheRightMatchingTop, relativeTo: fixture.sibling, padding: 10, height: 30)
    expectNeonFrame(fixture.node, neonBox(170, 80, width: 120))
  }

  @Test("filled sizes that come out negative are zero, as in Neon")
  func negativeFillsClampToZero() {
    let fixture = NeonFixture()
    fixture.sibling.frame = CGRect(x: 5, y: 5, width: 280, height: 180)
    fixture.node.alignAndFillWidth(align: .toTheRightMatchingTop, relativeTo: fixture.sibling, padding: 10, height: 30)
    // x = 285 + 10 = 295, width = 300 - 295 - 10 = -5 -> 0.
    expectNeonFrame(fixture.node, neonBox(295, 5, width: 0))
    fixture.node.alignAndFill(align: .underMatchingLeft, relativeTo: fixture.sibling, padding: 10)
    // y = 185 + 10 = 195, height = 200 - 195 - 10 = -5 -> 0; width = 300 - 5 - 10 = 285.
    expectNeonFrame(fixture.node, CGRect(x: 5, y: 195, width: 285, height: 0))
    #expect(fixture.warnings.isEmpty)
  }

  @Test("Neon's frame shortcuts read the frame and the parent's frame")
  func frameShortcuts() {
    let fixture = NeonFixture()
    let sibling = fixture.sibling
    #expect([sibling.x, sibling.xMid, sibling.xMax] == [100, 130, 160])
    #expect([sibling.y, sibling.yMid, sibling.yMax] == [80, 100, 120])
    #expect([sibling.width, sibling.height] == [60, 40])
    #expect(sibling.superFrame == CGRect(x: 0, y: 0, width: 300, height: 200))
    #expect(fixture.parent.superFrame == .zero)
  }
}
