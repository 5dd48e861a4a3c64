import Foundation
import LayoutNodes
import Testing

/// Every distribution with every alignment, on a horizontal stack 300×100 with spacing 10. The
/// expected frames are computed by hand from UIStackView's documentation: the distribution decides the
/// x and width of each node, the alignment its y and height, independently; each case combines one row
/// of each table.
@Suite struct StackDistributionAlignmentTests {
  /// Three fixed-size nodes: a 40×20, b 60×30, c 80×10 (natural widths 180, gaps 20).
  static let fixedAlong: [StackNode.Distribution: [(CGFloat, CGFloat)]] = [
    // a, the first of equal hugging, takes the 100 points left.
    .fill: [(0, 140), (150, 60), (220, 80)],
    // (300 − 20) / 3 each.
    .fillEqually: [(0, 280.0 / 3), (280.0 / 3 + 10, 280.0 / 3), (560.0 / 3 + 20, 280.0 / 3)],
    // 280 shared 40 : 60 : 80.
    .fillProportionally: [
      (0, 280.0 * 40 / 180), (280.0 * 40 / 180 + 10, 280.0 * 60 / 180), (300 - 280.0 * 80 / 180, 280.0 * 80 / 180),
    ],
    // Natural widths, the 120 points left in two equal gaps.
    .equalSpacing: [(0, 40), (100, 60), (220, 80)],
    // Centres at 20 and 260 (the ends' half-widths from the edges), 120 apart: b's centre at 140.
    .equalCentering: [(0, 40), (110, 60), (220, 80)],
  ]

  /// The same nodes across the axis, in a canvas 100 high; without text a node's baselines are its
  /// bottom edge, so both baseline alignments align bottoms, the tallest (b, 30) touching the top.
  static let fixedAcross: [StackNode.Alignment: [(CGFloat, CGFloat)]] = [
    .fill: [(0, 100), (0, 100), (0, 100)],
    .leading: [(0, 20), (0, 30), (0, 10)],
    .center: [(40, 20), (35, 30), (45, 10)],
    .trailing: [(80, 20), (70, 30), (90, 10)],
    .firstBaseline: [(10, 20), (0, 30), (20, 10)],
    .lastBaseline: [(10, 20), (0, 30), (20, 10)],
  ]

  static let distributions: [StackNode.Distribution] = [
    .fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering,
  ]
  static let alignments: [StackNode.Alignment] = [.fill, .leading, .center, .trailing, .firstBaseline, .lastBaseline]

  @Test(arguments: distributions, alignments)
  func `fixed-size nodes get the frames of the distribution and the alignment`(
    distribution: StackNode.Distribution, alignment: StackNode.Alignment
  ) throws {
    let nodes = [sizedNode("a", 40, 20), sizedNode("b", 60, 30), sizedNode("c", 80, 10)]
    try expectArrangement(
      nodes, distribution, alignment, along: Self.fixedAlong[distribution], across: Self.fixedAcross[alignment])
  }

  /// Lays `nodes` out in the test stack and expects each node's x and width from `along`, its y and
  /// height from `across`, with no diagnostic and no ambiguity.
  private func expectArrangement(
    _ nodes: [LayoutNode], _ distribution: StackNode.Distribution, _ alignment: StackNode.Alignment,
    axis: LayoutAxis = .horizontal, along: [(CGFloat, CGFloat)]?, across: [(CGFloat, CGFloat)]?
  ) throws {
    let size = axis == .horizontal ? CGSize(width: 300, height: 100) : CGSize(width: 100, height: 300)
    let (root, stack) = makeStack(nodes, axis: axis, size: size)
    stack.distribution = distribution
    stack.alignment = alignment
    root.layoutIfNeeded()
    for (node, (along, across)) in zip(nodes, zip(try #require(along), try #require(across))) {
      let expected = frame(axis: axis, along: along, across: across)
      expectFrame(node, expected.minX, expected.minY, expected.width, expected.height)
    }
    #expect(root.layoutDiagnostics.isEmpty)
    #expect(!nodes.contains { $0.hasAmbiguousLayout })
  }

  /// A column 100 wide and 300 high arranges the same nodes turned a quarter (a 20×40, b 30×60, c
  /// 10×80) as the row does: the same table along the axis, and across it the same offsets from the
  /// left; a column treats the baseline alignments as leading and trailing.
  @Test(arguments: distributions, alignments)
  func `fixed-size nodes in a column get the row's frames, transposed`(
    distribution: StackNode.Distribution, alignment: StackNode.Alignment
  ) throws {
    let nodes = [sizedNode("a", 20, 40), sizedNode("b", 30, 60), sizedNode("c", 10, 80)]
    let columnAlignment: [StackNode.Alignment: StackNode.Alignment] = [
      .firstBaseline: .leading, .lastBaseline: .trailing,
    ]
    try expectArrangement(
      nodes, distribution, alignment, axis: .vertical, along: Self.fixedAlong[distribution],
      across: Self.fixedAcross[columnAlignment[alignment] ?? alignment])
  }

  /// Right to left, every distribution gives the left-to-right frames mirrored in the 300-point row.
  @Test(arguments: distributions)
  func `a right-to-left row mirrors every distribution`(distribution: StackNode.Distribution) throws {
    let nodes = [sizedNode("a", 40, 20), sizedNode("b", 60, 30), sizedNode("c", 80, 10)]
    let (root, stack) = makeStack(nodes)
    stack.distribution = distribution
    stack.layoutDirection = .rightToLeft
    root.layoutIfNeeded()
    for (node, (x, width)) in zip(nodes, try #require(Self.fixedAlong[distribution])) {
      expectFrame(node, 300 - x - width, 0, width, 100)
    }
    #expect(root.layoutDiagnostics.isEmpty)
  }

  /// Three labels of the test font: a "one" (15×12, baselines 10 and 10), b "two\nlines" (25×24,
  /// baselines 10 and 22), c "x" at size 20 (10×24, baselines 20 and 20): natural widths 50.
  static let textAlong: [StackNode.Distribution: [(CGFloat, CGFloat)]] = [
    .fill: [(0, 245), (255, 25), (290, 10)],
    .fillEqually: [(0, 280.0 / 3), (280.0 / 3 + 10, 280.0 / 3), (560.0 / 3 + 20, 280.0 / 3)],
    // 280 shared 15 : 25 : 10.
    .fillProportionally: [(0, 84), (94, 140), (244, 56)],
    .equalSpacing: [(0, 15), (140, 25), (290, 10)],
    // Centres at 7.5 and 295, 143.75 apart: b's centre at 151.25.
    .equalCentering: [(0, 15), (138.75, 25), (290, 10)],
  ]

  /// First baselines at 10, 10 and 20 from the tops: aligned on c's, at 20. Last baselines at 10, 22
  /// and 20: aligned on b's, at 22.
  static let textAcross: [StackNode.Alignment: [(CGFloat, CGFloat)]] = [
    .fill: [(0, 100), (0, 100), (0, 100)],
    .leading: [(0, 12), (0, 24), (0, 24)],
    .center: [(44, 12), (38, 24), (38, 24)],
    .trailing: [(88, 12), (76, 24), (76, 24)],
    .firstBaseline: [(10, 12), (10, 24), (0, 24)],
    .lastBaseline: [(12, 12), (0, 24), (2, 24)],
  ]

  @Test(arguments: distributions, alignments)
  func `labels get the frames of the distribution and the alignment`(
    distribution: StackNode.Distribution, alignment: StackNode.Alignment
  ) throws {
    let nodes = [label("a", "one"), label("b", "two\nlines"), label("c", "x", size: 20)]
    try expectArrangement(
      nodes, distribution, alignment, along: Self.textAlong[distribution], across: Self.textAcross[alignment])
  }
}
