import AnchorDSL
import Foundation
import LayoutNodes
import Testing

/// One format over the nodes `a`, `b`, `c` (children of `root`) and the constraints it makes.
struct GrammarCase: Sendable, CustomTestStringConvertible {
  let format: String
  let metrics: [String: CGFloat]
  let constraints: [String]
  var testDescription: String { format }

  init(_ format: String, metrics: [String: CGFloat] = [:], _ constraints: [String]) {
    self.format = format
    self.metrics = metrics
    self.constraints = constraints
  }
}

/// The grammar beyond the guide's examples: metrics wherever a number may stand, predicate lists on
/// spacings, numbers as `strtod` reads them, superview edges, and vertical formats.
let grammarCases: [GrammarCase] = [
  GrammarCase(
    "|-margin-[a(width@priority)]-(>=margin)-|", metrics: ["margin": 16, "width": 100, "priority": 750],
    ["a.leading == root.leading + 16", "a.width == 100 @750", "a.trailing <= root.trailing - 16"]),
  GrammarCase("[a]-(>=8,<=20@999)-[b]", ["b.leading >= a.trailing + 8", "b.leading <= a.trailing + 20 @999"]),
  GrammarCase("[a]-(-5)-[b]", ["b.leading == a.trailing - 5"]),
  GrammarCase("[a]-2.5-[b]", ["b.leading == a.trailing + 2.5"]),
  GrammarCase(
    "[a(.5)][b(1.5e2)][c(+3.)]",
    [
      "a.width == 0.5", "b.leading == a.trailing", "b.width == 150",
      "c.leading == b.trailing", "c.width == 3",
    ]),
  GrammarCase("[a(>=b@750,<=c)]", ["a.width >= b.width @750", "a.width <= c.width"]),
  // A name in a size predicate is a metric first, a node otherwise.
  GrammarCase("[a(==b)]", metrics: ["b": 30], ["a.width == 30"]),
  GrammarCase("|[a]|", ["a.leading == root.leading", "a.trailing == root.trailing"]),
  GrammarCase("[a]-(>=20)-|", ["a.trailing <= root.trailing - 20"]),
  GrammarCase("[a]-(<=20@250)-|", ["a.trailing >= root.trailing - 20 @250"]),
  GrammarCase("|-(>=20)-[a]", ["a.leading >= root.leading + 20"]),
  GrammarCase(
    "V:|-[a(44)]-[b(==a)]-(>=0)-|",
    [
      "a.top == root.top + 20", "a.height == 44", "b.top == a.bottom + 8", "b.height == a.height",
      "b.bottom <= root.bottom",
    ]),
  GrammarCase("H:[a]-0-[b]", ["b.leading == a.trailing"]),
  GrammarCase("[a(priority)]", metrics: ["priority": 1000], ["a.width == 1000"]),
  GrammarCase("[a(10@1000)]", ["a.width == 10"]),
  GrammarCase("[a(_x1)]", metrics: ["_x1": 7], ["a.width == 7"]),
]

/// How the parts of the grammar become constraints, and how they lay out.
@Suite struct VisualFormatGrammarTests {
  @Test(arguments: grammarCases)
  func `each format makes its constraints`(_ example: GrammarCase) {
    let tree = FormatTree("a", "b", "c")
    #expect(describedConstraints(example.format, metrics: example.metrics, nodes: tree.nodes) == example.constraints)
  }

  @Test func `a bare hyphen stands for the standard spacing given`() {
    let tree = FormatTree("a", "b")
    let format = "|-[a]-[b]-|"
    #expect(
      describedConstraints(format, nodes: tree.nodes)
        == ["a.leading == root.leading + 20", "b.leading == a.trailing + 8", "b.trailing == root.trailing - 20"])
    let compact = VisualFormatSpacing(betweenSiblings: 4, toSuperview: 16)
    #expect(
      describedConstraints(format, nodes: tree.nodes, spacing: compact)
        == ["a.leading == root.leading + 16", "b.leading == a.trailing + 4", "b.trailing == root.trailing - 16"])
  }

  @Test func `metrics lay out as the numbers they stand for`() throws {
    let tree = FormatTree("a", "b")
    let metrics: [String: CGFloat] = ["margin": 16, "gap": 12, "side": 40]
    try LayoutConstraint.activate(
      withVisualFormat: "|-margin-[a(side)]-gap-[b]-margin-|", options: [.alignAllTop, .alignAllBottom],
      metrics: metrics, nodes: tree.nodes)
    try LayoutConstraint.activate(withVisualFormat: "V:|-margin-[a(side)]", metrics: metrics, nodes: tree.nodes)
    tree.root.layoutIfNeeded()
    // b: from 16 + 40 + 12 = 68 to 375 - 16 = 359.
    expectFrame(tree.children[0], 16, 16, 40, 40)
    expectFrame(tree.children[1], 68, 16, 291, 40)
  }

  @Test func `a spacing predicate list keeps the gap within its bounds`() throws {
    let tree = FormatTree("a", "b")
    tree.children[0].frame = CGRect(x: 0, y: 0, width: 100, height: 20)
    // The gap is pulled to 50 at a low priority, held within 8...20.
    try LayoutConstraint.activate(withVisualFormat: "[a]-(>=8,<=20,50@250)-[b(30)]", nodes: tree.nodes)
    tree.children[1].topAnchor == tree.root.topAnchor
    tree.children[1].heightAnchor == 20
    tree.root.layoutIfNeeded()
    expectFrame(tree.children[1], 120, 0, 30, 20)
  }

  @Test func `activate inside an inactive batch hands the constraints to the batch`() throws {
    let tree = FormatTree("a", "b")
    var created: [LayoutConstraint] = []
    let collected = try batch(active: false) {
      created = try LayoutConstraint.activate(withVisualFormat: "[a]-[b]", nodes: tree.nodes)
    }
    #expect(collected.map(\.description) == ["b.leading == a.trailing + 8"])
    #expect(created.count == 1 && created[0] === collected[0])
    #expect(!collected[0].isActive)
  }

  @Test func `a bar stands for the superview of the node next to it, at any depth`() throws {
    let tree = FormatTree("card")
    let card = tree.children[0]
    card.frame = CGRect(x: 30, y: 40, width: 200, height: 100)
    let label = LayoutNode(name: "label")
    card.addChild(label)
    let nodes = ["card": card, "label": label]
    #expect(
      describedConstraints("|-[label]-|", nodes: nodes)
        == ["label.leading == card.leading + 20", "label.trailing == card.trailing - 20"])
    try LayoutConstraint.activate(withVisualFormat: "|-[label]-|", nodes: nodes)
    try LayoutConstraint.activate(withVisualFormat: "V:|-10-[label]-10-|", nodes: nodes)
    tree.root.layoutIfNeeded()
    // In the card's coordinates: 20 in from its sides (200 - 40 wide), 10 from its top and bottom.
    expectFrame(label, 20, 10, 160, 80)
    expectFrame(card, 30, 40, 200, 100)
  }

  @Test func `a node can stand in a format more than once`() {
    let tree = FormatTree("a", "b")
    #expect(
      describedConstraints("[a]-[b]-[a]", nodes: tree.nodes)
        == ["b.leading == a.trailing + 8", "a.leading == b.trailing + 8"])
  }

  @Test func `a long format parses in time linear in its length`() throws {
    // 2,000 nodes, each with a predicate: the constraints come out in order.
    let names = (0..<2000).map { "v\($0)" }
    let tree = FormatTree(names: names)
    let format = "|-" + names.map { "[\($0)(>=10)]" }.joined(separator: "-") + "-|"
    let constraints = try LayoutConstraint.constraints(withVisualFormat: format, nodes: tree.nodes)
    #expect(constraints.count == 1 + 2000 + 1999 + 1)
    #expect(constraints.last?.description == "v1999.trailing == root.trailing - 20")
  }
}
