import Foundation
import LayoutNodes
import Testing

/// Three children of a 300 × 200 parent grouped at 40 × 30 each, padding 10. A row covers
/// 3 * 40 + 2 * 10 = 140 by 30, a column 40 by 3 * 30 + 2 * 10 = 110; the expected origins are
/// Neon's arithmetic, written out per case, and the views follow `width + padding` (row) or
/// `height + padding` (column) apart.
@Suite("Neon grouping")
struct NeonGroupingTests {
  /// The frames of a group starting at `origin`.
  static func groupFrames(_ group: Group, from origin: CGPoint) -> [CGRect] {
    (0..<3).map { index in
      let step = CGFloat(index)
      return group == .horizontal
        ? neonBox(origin.x + step * (40 + 10), origin.y) : neonBox(origin.x, origin.y + step * (30 + 10))
    }
  }

  static func expectGroup(
    _ views: [LayoutNode], _ group: Group, from origin: CGPoint, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for (view, expected) in zip(views, groupFrames(group, from: origin)) {
      expectNeonFrame(view, expected, comment, sourceLocation: sourceLocation)
    }
  }

  @Test("groupInCenter: a row and a column", arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func groupInCenter(direction: LayoutDirection) {
    let fixture = NeonFixture(direction: direction)
    let views = fixture.addViews(3)
    fixture.parent.groupInCenter(group: .horizontal, views: views, padding: 10, width: 40, height: 30)
    Self.expectGroup(views, .horizontal, from: CGPoint(x: (300 - 3 * 40 - 2 * 10) / 2, y: 200 / 2 - 30 / 2))
    fixture.parent.groupInCenter(group: .vertical, views: views, padding: 10, width: 40, height: 30)
    Self.expectGroup(views, .vertical, from: CGPoint(x: 300 / 2 - 40 / 2, y: (200 - 3 * 30 - 2 * 10) / 2))
  }

  /// Row: right corners start at x = 300 - (3 * 40 + 3 * 10), bottom ones at y = 200 - 30 - 10.
  /// Column: right corners at x = 300 - 40 - 10, bottom ones start at y = 200 - (3 * 30 + 3 * 10).
  static let cornerCases: [(Group, Corner, LayoutDirection, CGPoint)] = {
    let rowRight: CGFloat = 300 - (3 * 40 + 3 * 10), rowBottom: CGFloat = 200 - 30 - 10
    let columnRight: CGFloat = 300 - 40 - 10, columnBottom: CGFloat = 200 - (3 * 30 + 3 * 10)
    var cases: [(Group, Corner, LayoutDirection, CGPoint)] = []
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
      let rtl = direction == .rightToLeft
      for (group, right, bottom) in [(Group.horizontal, rowRight, rowBottom), (.vertical, columnRight, columnBottom)] {
        cases += [
          (group, .topLeft, direction, CGPoint(x: 10, y: 10)),
          (group, .topRight, direction, CGPoint(x: right, y: 10)),
          (group, .bottomLeft, direction, CGPoint(x: 10, y: bottom)),
          (group, .bottomRight, direction, CGPoint(x: right, y: bottom)),
          (group, .topLeading, direction, CGPoint(x: rtl ? right : 10, y: 10)),
          (group, .topTrailing, direction, CGPoint(x: rtl ? 10 : right, y: 10)),
          (group, .bottomLeading, direction, CGPoint(x: rtl ? right : 10, y: bottom)),
          (group, .bottomTrailing, direction, CGPoint(x: rtl ? 10 : right, y: bottom)),
        ]
      }
    }
    return cases
  }()

  @Test("groupInCorner: every corner, rows and columns, both directions", arguments: cornerCases)
  func groupInCorner(group: Group, corner: Corner, direction: LayoutDirection, origin: CGPoint) {
    let fixture = NeonFixture(direction: direction)
    let views = fixture.addViews(3)
    fixture.parent.groupInCorner(group: group, views: views, inCorner: corner, padding: 10, width: 40, height: 30)
    Self.expectGroup(views, group, from: origin, "\(group) \(corner)")
  }

  static let edgeCases: [(Group, Edge, LayoutDirection, CGPoint)] = {
    let row: [Edge: CGPoint] = [
      .top: CGPoint(x: (300 - 3 * 40 - 2 * 10) / 2, y: 10),
      .left: CGPoint(x: 10, y: 200 / 2 - 30 / 2),
      .bottom: CGPoint(x: (300 - 3 * 40 - 2 * 10) / 2, y: 200 - 30 - 10),
      .right: CGPoint(x: 300 - 3 * 40 - 3 * 10, y: 200 / 2 - 30 / 2),
    ]
    let column: [Edge: CGPoint] = [
      .top: CGPoint(x: 300 / 2 - 40 / 2, y: 10),
      .left: CGPoint(x: 10, y: (200 - 3 * 30 - 2 * 10) / 2),
      .bottom: CGPoint(x: 300 / 2 - 40 / 2, y: 200 - 3 * 30 - 3 * 10),
      .right: CGPoint(x: 300 - 40 - 10, y: (200 - 3 * 30 - 2 * 10) / 2),
    ]
    var cases: [(Group, Edge, LayoutDirection, CGPoint)] = []
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
      let rtl = direction == .rightToLeft
      for (group, table) in [(Group.horizontal, row), (.vertical, column)] {
        for edge in Edge.allCases {
          let physical: Edge =
            switch edge {
            case .leading: rtl ? .right : .left
            case .trailing: rtl ? .left : .right
            default: edge
            }
          cases.append((group, edge, direction, table[physical] ?? .zero))
        }
      }
    }
    return cases
  }()

  @Test("groupAgainstEdge: every edge, rows and columns, both directions", arguments: edgeCases)
  func groupAgainstEdge(group: Group, edge: Edge, direction: LayoutDirection, origin: CGPoint) {
    let fixture = NeonFixture(direction: direction)
    let views = fixture.addViews(3)
    fixture.parent.groupAgainstEdge(group: group, views: views, againstEdge: edge, padding: 10, width: 40, height: 30)
    Self.expectGroup(views, group, from: origin, "\(group) \(edge)")
  }

  /// Sibling (100, 80, 60, 40): x 100, xMid 130, xMax 160, y 80, yMid 100, yMax 120.
  static func alignOrigin(_ group: Group, _ align: Align) -> CGPoint {
    let row = group == .horizontal
    // Beside the sibling: x to its right or left, y matching its top, bottom or centre.
    let right: CGFloat = 160 + 10
    let left: CGFloat = row ? 100 - 3 * 40 - 3 * 10 : 100 - 40 - 10
    let top: CGFloat = 80
    let bottom: CGFloat = row ? 120 - 30 : 120 - 3 * 30 - 2 * 10
    let middle: CGFloat = row ? 100 - 30 / 2 : 100 - (3 * 30 + 2 * 10) / 2
    // Under or above: y below or above it, x matching its left, right or centre.
    let under: CGFloat = 120 + 10
    let above: CGFloat = row ? 80 - 30 - 10 : 80 - 3 * 30 - 3 * 10
    let matchingLeft: CGFloat = 100
    let matchingRight: CGFloat = row ? 160 - 3 * 40 - 2 * 10 : 160 - 40
    let centered: CGFloat = row ? 130 - (3 * 40 + 2 * 10) / 2 : 130 - 40 / 2
    switch align {
    case .toTheRightMatchingTop: return CGPoint(x: right, y: top)
    case .toTheRightMatchingBottom: return CGPoint(x: right, y: bottom)
    case .toTheRightCentered: return CGPoint(x: right, y: middle)
    case .toTheLeftMatchingTop: return CGPoint(x: left, y: top)
    case .toTheLeftMatchingBottom: return CGPoint(x: left, y: bottom)
    case .toTheLeftCentered: return CGPoint(x: left, y: middle)
    case .underMatchingLeft: return CGPoint(x: matchingLeft, y: under)
    case .underMatchingRight: return CGPoint(x: matchingRight, y: under)
    case .underCentered: return CGPoint(x: centered, y: under)
    case .aboveMatchingLeft: return CGPoint(x: matchingLeft, y: above)
    case .aboveMatchingRight: return CGPoint(x: matchingRight, y: above)
    case .aboveCentered: return CGPoint(x: centered, y: above)
    default: return CGPoint(x: CGFloat.nan, y: CGFloat.nan)
    }
  }

  @Test(
    "groupAndAlign: every physical case, rows and columns",
    arguments: [Group.horizontal, .vertical], [LayoutDirection.leftToRight, .rightToLeft])
  func groupAndAlign(group: Group, direction: LayoutDirection) {
    for align in NeonAligningTests.physicalCases {
      let fixture = NeonFixture(direction: direction)
      let views = fixture.addViews(3)
      fixture.parent.groupAndAlign(
        group: group, andAlign: align, views: views, relativeTo: fixture.sibling, padding: 10, width: 40, height: 30)
      Self.expectGroup(views, group, from: Self.alignOrigin(group, align), "\(group) .\(align)")
    }
  }

  @Test(
    "groupAndAlign: leading and trailing cases follow the grouping node's direction",
    arguments: [Group.horizontal, .vertical])
  func groupAndAlignDirectional(group: Group) {
    for (align, ltr, rtl) in NeonAligningTests.directionalCases {
      for (direction, physical) in [(LayoutDirection.leftToRight, ltr), (.rightToLeft, rtl)] {
        let fixture = NeonFixture(direction: direction)
        let views = fixture.addViews(3)
        fixture.parent.groupAndAlign(
          group: group, andAlign: align, views: views, relativeTo: fixture.sibling, padding: 10, width: 40,
          height: 30)
        Self.expectGroup(views, group, from: Self.alignOrigin(group, physical), "\(align) \(direction)")
      }
    }
  }

  @Test(
    "groupAndFill shares the node, padding between and around the views, left to right in both directions",
    arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func groupAndFill(direction: LayoutDirection) {
    let fixture = NeonFixture(direction: direction)
    let views = fixture.addViews(3)
    fixture.parent.groupAndFill(group: .horizontal, views: views, padding: 10)
    let rowWidth: CGFloat = (300 - 4 * 10) / 3
    for (index, view) in views.enumerated() {
      let x = 10 + CGFloat(index) * (rowWidth + 10)
      expectNeonFrame(view, CGRect(x: x, y: 10, width: rowWidth, height: 200 - 2 * 10))
    }
    fixture.parent.groupAndFill(group: .vertical, views: views, padding: 10)
    let columnHeight: CGFloat = (200 - 4 * 10) / 3
    for (index, view) in views.enumerated() {
      let y = 10 + CGFloat(index) * (columnHeight + 10)
      expectNeonFrame(view, CGRect(x: 10, y: y, width: 300 - 2 * 10, height: columnHeight))
    }
  }

  @Test("groups of one view sit where the single-node call puts a node")
  func singleViewGroup() {
    let fixture = NeonFixture()
    let views = fixture.addViews(1)
    fixture.parent.groupInCorner(
      group: .horizontal, views: views, inCorner: .bottomRight, padding: 10, width: 40, height: 30)
    expectNeonFrame(views[0], neonBox(300 - 40 - 10, 200 - 30 - 10))
  }
}
