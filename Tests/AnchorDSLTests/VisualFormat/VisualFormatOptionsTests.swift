import AnchorDSL
import Foundation
import LayoutNodes
import Testing

/// An alignment option and the constraints it adds to `[a][b][c]` (in the format's orientation).
struct AlignmentCase: Sendable, CustomTestStringConvertible {
  let option: VisualFormatOptions
  let orientation: String
  let attribute: String
  var testDescription: String { "\(orientation)[a][b][c] aligned on \(attribute)" }
}

let alignmentCases: [AlignmentCase] = [
  AlignmentCase(option: .alignAllTop, orientation: "H:", attribute: "top"),
  AlignmentCase(option: .alignAllBottom, orientation: "H:", attribute: "bottom"),
  AlignmentCase(option: .alignAllCenterY, orientation: "H:", attribute: "centerY"),
  AlignmentCase(option: .alignAllFirstBaseline, orientation: "H:", attribute: "firstBaseline"),
  AlignmentCase(option: .alignAllLastBaseline, orientation: "H:", attribute: "lastBaseline"),
  AlignmentCase(option: .alignAllLeft, orientation: "V:", attribute: "left"),
  AlignmentCase(option: .alignAllRight, orientation: "V:", attribute: "right"),
  AlignmentCase(option: .alignAllLeading, orientation: "V:", attribute: "leading"),
  AlignmentCase(option: .alignAllTrailing, orientation: "V:", attribute: "trailing"),
  AlignmentCase(option: .alignAllCenterX, orientation: "V:", attribute: "centerX"),
]

/// The options: alignments across the format's axis, the direction of a horizontal format, and
/// baseline-to-baseline spacing.
@Suite struct VisualFormatOptionsTests {
  @Test(arguments: alignmentCases)
  func `an alignment relates each node to the one before it`(_ example: AlignmentCase) {
    let tree = FormatTree("a", "b", "c")
    let (edge, dimension) = example.orientation == "H:" ? ("leading", "width") : ("top", "height")
    let trailingEdge = example.orientation == "H:" ? "trailing" : "bottom"
    #expect(
      describedConstraints("\(example.orientation)[a][b(10)][c]", options: example.option, nodes: tree.nodes) == [
        "b.\(edge) == a.\(trailingEdge)", "b.\(dimension) == 10", "c.\(edge) == b.\(trailingEdge)",
        "b.\(example.attribute) == a.\(example.attribute)", "c.\(example.attribute) == b.\(example.attribute)",
      ])
  }

  @Test func `alignments combine, and a single node has nothing to align with`() {
    let tree = FormatTree("a", "b")
    #expect(
      describedConstraints("V:[a]-[b]", options: [.alignAllLeading, .alignAllTrailing], nodes: tree.nodes) == [
        "b.top == a.bottom + 8", "b.leading == a.leading", "b.trailing == a.trailing",
      ])
    #expect(describedConstraints("|-[a]-|", options: .alignAllCenterY, nodes: tree.nodes).count == 2)
  }

  @Test func `aligned centers lay out on one line`() throws {
    let tree = FormatTree("a", "b")
    tree.children[0].frame = CGRect(x: 10, y: 100, width: 50, height: 60)
    tree.children[1].intrinsicContentSize = IntrinsicContentSize(width: 30, height: 20)
    try LayoutConstraint.activate(withVisualFormat: "[a]-[b]", options: .alignAllCenterY, nodes: tree.nodes)
    tree.root.layoutIfNeeded()
    // a's center at 130; b, 20 high, from 120.
    expectFrame(tree.children[1], 68, 120, 30, 20)
  }

  /// `|-[a(50)]-[b(60)]-10-|` read in each direction, in a tree of each direction.
  @Test(
    arguments: [
      (VisualFormatOptions.directionLeadingToTrailing, LayoutDirection.leftToRight, 20.0, 78.0),
      (.directionLeadingToTrailing, .rightToLeft, 305, 237),
      (.directionLeftToRight, .rightToLeft, 20, 78),
      (.directionRightToLeft, .leftToRight, 305, 237),
      (.directionRightToLeft, .rightToLeft, 305, 237),
    ] as [(VisualFormatOptions, LayoutDirection, CGFloat, CGFloat)])
  func `the direction options decide which side the line starts from`(
    _ option: VisualFormatOptions, _ direction: LayoutDirection, _ aX: CGFloat, _ bX: CGFloat
  ) throws {
    let tree = FormatTree(direction: direction, "a", "b")
    try LayoutConstraint.activate(
      withVisualFormat: "|-[a(50)]-[b(60)]", options: option.union(.alignAllTop), nodes: tree.nodes)
    try LayoutConstraint.activate(withVisualFormat: "V:|-[a(30)]", nodes: tree.nodes)
    tree.children[1].heightAnchor == 30
    tree.root.layoutIfNeeded()
    expectFrame(tree.children[0], aX, 20, 50, 30)
    expectFrame(tree.children[1], bX, 20, 60, 30)
  }

  @Test func `the direction options choose left and right edges, a reversed line flipping its inequalities`() {
    let tree = FormatTree("a", "b")
    let format = "|-[a]-(>=8)-[b]-10-|"
    #expect(
      describedConstraints(format, options: .directionLeftToRight, nodes: tree.nodes) == [
        "a.left == root.left + 20", "b.left >= a.right + 8", "b.right == root.right - 10",
      ])
    #expect(
      describedConstraints(format, options: .directionRightToLeft, nodes: tree.nodes) == [
        "a.right == root.right - 20", "b.right <= a.left - 8", "b.left == root.left + 10",
      ])
    // A vertical format has no direction: top to bottom whatever the option.
    #expect(
      describedConstraints("V:" + format, options: .directionRightToLeft, nodes: tree.nodes) == [
        "a.top == root.top + 20", "b.top >= a.bottom + 8", "b.bottom == root.bottom - 10",
      ])
  }

  @Test func `baseline spacing measures between siblings' baselines and from the superview's edges`() throws {
    let tree = FormatTree("title", "body")
    let (title, body) = (tree.children[0], tree.children[1])
    let format = "V:|-[title]-[body]-(>=20)-|"
    #expect(
      describedConstraints(format, options: .spacingBaselineToBaseline, nodes: tree.nodes) == [
        "title.top == root.top + 20", "body.firstBaseline == title.lastBaseline + 8",
        "body.bottom <= root.bottom - 20",
      ])
    title.intrinsicContentSize = IntrinsicContentSize(width: 100, height: 30)
    title.baselines = { _ in LayoutBaselines(first: 20, last: 20) }
    body.intrinsicContentSize = IntrinsicContentSize(width: 100, height: 60)
    body.baselines = { _ in LayoutBaselines(first: 15, last: 45) }
    try LayoutConstraint.activate(
      withVisualFormat: format, options: .spacingBaselineToBaseline, nodes: tree.nodes)
    body.leadingAnchor == title.leadingAnchor
    title.leadingAnchor == tree.root.leadingAnchor
    tree.root.layoutIfNeeded()
    // title's last baseline at 20 + 20 = 40; body's first 8 below, at 48, so its top at 48 - 15.
    expectFrame(title, 0, 20, 100, 30)
    expectFrame(body, 0, 33, 100, 60)
    #expect(tree.root.layoutDiagnostics.isEmpty)
  }
}
