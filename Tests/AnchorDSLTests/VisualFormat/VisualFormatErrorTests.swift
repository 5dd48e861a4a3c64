import AnchorDSL
import Foundation
import LayoutNodes
import Testing

/// A format that must fail: the problem and the caret's column.
struct FormatErrorCase: Sendable, CustomTestStringConvertible {
  let format: String
  let options: VisualFormatOptions
  let problem: VisualFormatError.Problem
  let position: Int
  var testDescription: String { "\(format) → \(problem.message) at \(position)" }

  init(_ format: String, options: VisualFormatOptions = [], _ problem: VisualFormatError.Problem, at position: Int) {
    self.format = format
    self.options = options
    self.problem = problem
    self.position = position
  }
}

/// Every kind of error, with the column counted by hand (the first character is column 0). A syntax
/// error marks the character that does not fit, a name or value the character after it.
let formatErrorCases: [FormatErrorCase] = [
  // The Auto Layout Guide's own examples of diagnostics.
  FormatErrorCase("V|[backgroundBox]|", .expectedColonAfterOrientation(.vertical), at: 1),
  FormatErrorCase("|[whiteBox1][blackBox4(blackWidth][redBox]|", .expectedEndOfSizePredicate, at: 33),
  FormatErrorCase("|[whiteBox2][blackBox]", .unknownNode("blackBox"), at: 21),
  FormatErrorCase("V:|[blackBox4(>30)]|", .unknownRelation, at: 15),
  // The example: the end of the format.
  FormatErrorCase("H:|-[button", .expectedClosingBracket, at: 11),
  FormatErrorCase("H[button]", .expectedColonAfterOrientation(.horizontal), at: 1),
  FormatErrorCase("", .expectedNode, at: 0),
  FormatErrorCase("|-|", .expectedNode, at: 2),
  FormatErrorCase("[button]-", .expectedNode, at: 9),
  FormatErrorCase("[button]-+5-[redBox]", .expectedNode, at: 9),
  FormatErrorCase("[1button]", .expectedNodeName, at: 1),
  FormatErrorCase("[button]-8[redBox]", .expectedHyphenAfterSpacing, at: 10),
  FormatErrorCase("[button]-8@750-[redBox]", .expectedHyphenAfterSpacing, at: 10),
  FormatErrorCase("[button]x", .expectedConnection, at: 8),
  FormatErrorCase("[button] [redBox]", .expectedConnection, at: 8),
  // An en dash (three UTF-8 bytes) where `-` belongs: the caret counts characters.
  FormatErrorCase("[button]–[redBox]", .expectedConnection, at: 8),
  FormatErrorCase("[button\u{E4}]", .expectedClosingBracket, at: 7),
  FormatErrorCase("|[button]|[redBox]", .expectedEndOfFormat, at: 10),
  FormatErrorCase("[button]-(8[redBox]", .expectedEndOfSpacingPredicate, at: 11),
  FormatErrorCase("[button(>=)]", .expectedPredicateObject, at: 10),
  FormatErrorCase("[button(==-)]", .expectedPredicateObject, at: 10),
  FormatErrorCase("[button(8@)]", .expectedPriority, at: 10),
  FormatErrorCase("[button(=8)]", .unknownRelation, at: 9),
  FormatErrorCase("[button(<8)]", .unknownRelation, at: 9),
  FormatErrorCase("|-gap-[button]", .unknownMetric("gap"), at: 5),
  FormatErrorCase("[button]-(>=8@high)-[redBox]", .unknownMetric("high"), at: 18),
  FormatErrorCase("[button]-redBox-[redBox]", .nodeAsSpacing("redBox"), at: 15),
  FormatErrorCase("[button(==other)]", .unknownMetricOrNode("other"), at: 15),
  FormatErrorCase("[button(100@1001)]", .priorityOutOfRange(1001), at: 16),
  FormatErrorCase("[button(100@0.5)]", .priorityOutOfRange(0.5), at: 15),
  FormatErrorCase("[button(1e999)]", .nonFiniteValue, at: 13),
  FormatErrorCase("[button(infinite)]", .nonFiniteValue, at: 16),
  FormatErrorCase("[button(8@infinite)]", .nonFiniteValue, at: 18),
  // `|` beside a node without a superview: the caret under the `|`.
  FormatErrorCase("|-[loner]", .noSuperview("loner"), at: 0),
  FormatErrorCase("H:[button]-[loner]-|", .noSuperview("loner"), at: 19),
  FormatErrorCase("H:[button]", options: .alignAllLeading, .alignmentAlongFormatAxis(.horizontal), at: 0),
  FormatErrorCase("V:[button]", options: .alignAllTop, .alignmentAlongFormatAxis(.vertical), at: 0),
  FormatErrorCase(
    "[button]", options: [.directionLeftToRight, .directionRightToLeft], .conflictingDirections, at: 0),
  FormatErrorCase("[button]", options: .spacingBaselineToBaseline, .baselineSpacingInHorizontalFormat, at: 0),
]

/// How a format that cannot be used is refused: a typed error naming the problem and its column, in
/// Auto Layout's layout, and nothing created or activated.
@Suite struct VisualFormatErrorTests {
  /// A tree with the nodes the cases name, a detached `loner`, and the metrics they use.
  static func nodes() -> (root: LayoutNode, nodes: [String: LayoutNode]) {
    let tree = FormatTree(
      "button", "redBox", "backgroundBox", "whiteBox1", "whiteBox2", "blackBox4")
    var nodes = tree.nodes
    nodes["loner"] = LayoutNode(name: "loner")
    return (tree.root, nodes)
  }
  static let metrics: [String: CGFloat] = ["blackWidth": 10, "infinite": .infinity]

  @Test(arguments: formatErrorCases)
  func `each malformed format throws its problem at its column`(_ example: FormatErrorCase) {
    let (root, nodes) = Self.nodes()
    let error = visualFormatError(example.format, options: example.options, metrics: Self.metrics, nodes: nodes)
    #expect(error == VisualFormatError(example.problem, format: example.format, position: example.position))
    withExtendedLifetime(root) {}
  }

  @Test func `the message reads like Auto Layout's, with a caret under the column`() {
    let (root, nodes) = Self.nodes()
    let missingBracket = visualFormatError("H:|-[button", nodes: nodes)
    #expect(
      missingBracket?.description
        == "Unable to parse constraint format: \nExpected ']' \nH:|-[button\n           ^")
    let unknown = visualFormatError("|[whiteBox2][blackBox]", nodes: nodes)
    #expect(
      unknown?.description
        == """
        Unable to parse constraint format: 
        blackBox is not a key in the nodes dictionary 
        |[whiteBox2][blackBox]
                             ^
        """)
    let noSuperview = visualFormatError("|-[loner]", nodes: nodes)
    #expect(
      noSuperview?.description
        == "Unable to parse constraint format: \nUnable to interpret '|' character, because the related node loner "
        + "doesn't have a superview \n|-[loner]\n^")
    withExtendedLifetime(root) {}
  }

  @Test(arguments: [
    "|-[button]-[redBox(>=50)]-(>=8)-[whiteBox1]-x-|", "|-[button]-[redBox(>=50)]-[loner]-|",
    "V:|-[button]-[redBox]-(8@2000)-|",
  ])
  func `a format with an error activates nothing and leaves the layout as it was`(_ format: String) {
    let (root, nodes) = Self.nodes()
    let button = nodes["button"]
    button?.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
    root.layoutIfNeeded()
    #expect(throws: VisualFormatError.self) {
      try LayoutConstraint.activate(withVisualFormat: format, metrics: Self.metrics, nodes: nodes)
    }
    #expect(nodes.values.allSatisfy { $0.activeConstraints.isEmpty })
    root.layoutIfNeeded()
    #expect(button?.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(root.layoutDiagnostics.isEmpty)
  }

  @Test func `every problem has its own message`() {
    let messages = formatErrorCases.map(\.problem.message)
    let kinds = Set(formatErrorCases.map { String(describing: $0.problem).prefix { $0 != "(" } })
    #expect(kinds.count == 22)
    #expect(Set(messages).count == Set(formatErrorCases.map(\.problem)).count)
  }
}
