import Foundation
import LayoutNodes
import Testing

/// Parent 300 × 200. Padding 10, offset 5; expected frames from Neon's arithmetic.
@Suite("Neon aligning between two siblings")
struct NeonAligningBetweenTests {
  /// Two siblings side by side: `west` (40, 80, 40, 40) and `east` (200, 60, 50, 80).
  struct Row {
    let fixture = NeonFixture()
    let west = LayoutNode(name: "west"), east = LayoutNode(name: "east")
    init(direction: LayoutDirection = .leftToRight) {
      fixture.parent.layoutDirection = direction
      west.frame = CGRect(x: 40, y: 80, width: 40, height: 40)
      east.frame = CGRect(x: 200, y: 60, width: 50, height: 80)
      fixture.parent.addChild(west)
      fixture.parent.addChild(east)
    }
  }

  /// Two siblings one above the other: `north` (100, 20, 60, 40) and `south` (80, 150, 100, 30).
  struct Column {
    let fixture = NeonFixture()
    let north = LayoutNode(name: "north"), south = LayoutNode(name: "south")
    init(direction: LayoutDirection = .leftToRight) {
      fixture.parent.layoutDirection = direction
      north.frame = CGRect(x: 100, y: 20, width: 60, height: 40)
      south.frame = CGRect(x: 80, y: 150, width: 100, height: 30)
      fixture.parent.addChild(north)
      fixture.parent.addChild(south)
    }
  }

  /// The gap between west (xMax 80) and east (x 200): x = 80 + 10, width = 200 - 80 - 2 * 10.
  static let gapX: CGFloat = 80 + 10, gapWidth: CGFloat = 200 - 80 - 2 * 10
  /// Height 30 matching the primary: west (y 80, yMid 100, yMax 120) to its right; east (y 60, yMid 100,
  /// yMax 140) to its left.
  static let horizontalCases: [(Align, primaryIsWest: Bool, y: CGFloat)] = [
    (.toTheRightMatchingTop, true, 80 + 5),
    (.toTheRightMatchingBottom, true, 120 - 30 + 5),
    (.toTheRightCentered, true, 100 - 15 + 5),
    (.toTheLeftMatchingTop, false, 60 + 5),
    (.toTheLeftMatchingBottom, false, 140 - 30 + 5),
    (.toTheLeftCentered, false, 100 - 15 + 5),
  ]

  @Test("alignBetweenHorizontal: the six side cases", arguments: horizontalCases)
  func horizontal(align: Align, primaryIsWest: Bool, y: CGFloat) {
    let row = Row()
    let (primary, secondary) = primaryIsWest ? (row.west, row.east) : (row.east, row.west)
    row.fixture.node.alignBetweenHorizontal(
      align: align, primaryView: primary, secondaryView: secondary, padding: 10, height: 30, offset: 5)
    expectNeonFrame(row.fixture.node, CGRect(x: Self.gapX, y: y, width: Self.gapWidth, height: 30), "\(align)")
  }

  @Test(
    "alignBetweenHorizontal: leading and trailing cases stand for the physical case of the direction",
    arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func horizontalDirectional(direction: LayoutDirection) {
    for (align, ltr, rtl) in NeonAligningTests.directionalCases {
      let physical = direction == .leftToRight ? ltr : rtl
      guard let (_, primaryIsWest, y) = Self.horizontalCases.first(where: { $0.0 == physical }) else { continue }
      let row = Row(direction: direction)
      let (primary, secondary) = primaryIsWest ? (row.west, row.east) : (row.east, row.west)
      row.fixture.node.alignBetweenHorizontal(
        align: align, primaryView: primary, secondaryView: secondary, padding: 10, height: 30, offset: 5)
      expectNeonFrame(
        row.fixture.node, CGRect(x: Self.gapX, y: y, width: Self.gapWidth, height: 30), "\(align) \(direction)")
    }
  }

  /// The gap between north (yMax 60) and south (y 150): y = 60 + 10, height = 150 - 60 - 2 * 10.
  static let gapY: CGFloat = 60 + 10, gapHeight: CGFloat = 150 - 60 - 2 * 10
  /// Width 40 matching the primary: north (x 100, xMid 130, xMax 160) above; south (x 80, xMid 130,
  /// xMax 180) below.
  static let verticalCases: [(Align, primaryIsNorth: Bool, x: CGFloat)] = [
    (.underMatchingLeft, true, 100 + 5),
    (.underMatchingRight, true, 160 - 40 + 5),
    (.underCentered, true, 130 - 20 + 5),
    (.aboveMatchingLeft, false, 80 + 5),
    (.aboveMatchingRight, false, 180 - 40 + 5),
    (.aboveCentered, false, 130 - 20 + 5),
  ]

  @Test("alignBetweenVertical: the six under and above cases", arguments: verticalCases)
  func vertical(align: Align, primaryIsNorth: Bool, x: CGFloat) {
    let column = Column()
    let (primary, secondary) = primaryIsNorth ? (column.north, column.south) : (column.south, column.north)
    column.fixture.node.alignBetweenVertical(
      align: align, primaryView: primary, secondaryView: secondary, padding: 10, width: 40, offset: 5)
    expectNeonFrame(column.fixture.node, CGRect(x: x, y: Self.gapY, width: 40, height: Self.gapHeight), "\(align)")
  }

  @Test(
    "alignBetweenVertical: leading and trailing cases stand for the physical case of the direction",
    arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func verticalDirectional(direction: LayoutDirection) {
    for (align, ltr, rtl) in NeonAligningTests.directionalCases {
      let physical = direction == .leftToRight ? ltr : rtl
      guard let (_, primaryIsNorth, x) = Self.verticalCases.first(where: { $0.0 == physical }) else { continue }
      let column = Column(direction: direction)
      let (primary, secondary) = primaryIsNorth ? (column.north, column.south) : (column.south, column.north)
      column.fixture.node.alignBetweenVertical(
        align: align, primaryView: primary, secondaryView: secondary, padding: 10, width: 40, offset: 5)
      expectNeonFrame(
        column.fixture.node, CGRect(x: x, y: Self.gapY, width: 40, height: Self.gapHeight), "\(align) \(direction)")
    }
  }

  @Test("every leading and trailing case is taken by exactly one of the two calls")
  func directionalCasesAreCovered() {
    let sides = Set(Self.horizontalCases.map(\.0)), verticals = Set(Self.verticalCases.map(\.0))
    for (_, ltr, rtl) in NeonAligningTests.directionalCases {
      #expect(sides.contains(ltr) != verticals.contains(ltr))
      #expect(sides.contains(rtl) == sides.contains(ltr))
    }
  }

  @Test("a gap narrower than the padding gives a zero size, as in Neon")
  func negativeGapClampsToZero() {
    let row = Row()
    row.fixture.node.alignBetweenHorizontal(
      align: .toTheRightMatchingTop, primaryView: row.west, secondaryView: row.east, padding: 70, height: 30)
    // x = 80 + 70, width = 200 - 80 - 140 = -20 -> 0.
    expectNeonFrame(row.fixture.node, CGRect(x: 150, y: 80, width: 0, height: 30))
    #expect(row.fixture.warnings.isEmpty)
  }

  static let verticalOnlyCases: [Align] = [
    .underMatchingLeft, .underMatchingRight, .underCentered, .aboveMatchingLeft, .aboveMatchingRight,
    .aboveCentered, .underMatchingLeading, .underMatchingTrailing, .aboveMatchingLeading, .aboveMatchingTrailing,
  ]

  @Test("alignBetweenHorizontal refuses under and above cases (Neon's fatalError)", arguments: verticalOnlyCases)
  func horizontalRefusesVerticalCases(align: Align) {
    let row = Row()
    let before = CGRect(x: 1, y: 2, width: 3, height: 4)
    row.fixture.node.frame = before
    row.fixture.node.alignBetweenHorizontal(
      align: align, primaryView: row.west, secondaryView: row.east, padding: 10, height: 30)
    #expect(row.fixture.node.frame == before)
    #expect(row.fixture.warnings.count == 1)
    #expect(row.fixture.warnings.first?.message.contains("alignBetweenHorizontal") == true)
  }

  @Test(
    "alignBetweenVertical refuses side cases (Neon's fatalError)",
    arguments: Set(Align.allCases).subtracting(verticalOnlyCases).sorted { "\($0)" < "\($1)" })
  func verticalRefusesSideCases(align: Align) {
    let column = Column()
    let before = CGRect(x: 1, y: 2, width: 3, height: 4)
    column.fixture.node.frame = before
    column.fixture.node.alignBetweenVertical(
      align: align, primaryView: column.north, secondaryView: column.south, padding: 10, width: 40)
    #expect(column.fixture.node.frame == before)
    #expect(column.fixture.warnings.count == 1)
    #expect(column.fixture.warnings.first?.message.contains("alignBetweenVertical") == true)
  }
}
