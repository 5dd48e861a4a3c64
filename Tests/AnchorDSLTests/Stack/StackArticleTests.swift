import AnchorDSL
import Foundation
import LayoutNodes
import Testing

/// The example of the article "Stack nodes" (`LayoutNodes.docc/StackNodes.md`): its frames, and its
/// picture, which is this layout's `renderSVG()` (run with `UPDATE_DOC_PICTURES=1` to write it again).
@Suite struct StackArticleTests {
  /// The article's code, as written there.
  static func profileCard() -> (root: LayoutNode, nodes: [String: LayoutNode]) {
    let root = LayoutNode(name: "root")
    root.frame = CGRect(x: 0, y: 0, width: 375, height: 140)

    let avatar = LayoutNode(name: "avatar")
    avatar.intrinsicContentSize = IntrinsicContentSize(width: 48, height: 48)
    let follow = LayoutNode(name: "follow")
    follow.intrinsicContentSize = IntrinsicContentSize(width: 72, height: 32)
    for node in [avatar, follow] { node.setContentHuggingPriority(.high, for: .horizontal) }
    let name = LayoutNode(name: "name", text: TextContent("Mike Amaral", font: FixedAdvanceFont(size: 17)))
    let handle = LayoutNode(name: "handle", text: TextContent("@mikeamaral", font: FixedAdvanceFont(size: 13)))

    let names = StackNode(name: "names", axis: .vertical, arrangedSubnodes: [name, handle])
    names.spacing = 2
    let header = StackNode(name: "header", arrangedSubnodes: [avatar, names, follow])
    header.alignment = .center
    header.spacing = 12

    let buttons = ["like", "comment", "share"].map { title in
      let button = LayoutNode(name: title)
      button.intrinsicContentSize = IntrinsicContentSize(height: 36)
      return button
    }
    let actions = StackNode(name: "actions", arrangedSubnodes: buttons)
    actions.distribution = .fillEqually
    actions.spacing = 8

    let card = StackNode(name: "card", axis: .vertical, arrangedSubnodes: [header, actions])
    card.spacing = 8
    card.layoutMargins = EdgeInsets(all: 16)
    card.isLayoutMarginsRelativeArrangement = true
    root.addChild(card)
    card.topAnchor == root.topAnchor
    card.horizontalAnchors == root.horizontalAnchors
    root.layoutIfNeeded()

    var nodes: [String: LayoutNode] = [:]
    var stack = [root]
    while let node = stack.popLast() {
      nodes[node.name] = node
      stack += node.children
    }
    return (root, nodes)
  }

  @Test func `the article's card has the frames the article gives`() throws {
    let (root, nodes) = Self.profileCard()
    let expected: [(String, CGFloat, CGFloat, CGFloat, CGFloat)] = [
      // Margins of 16: a canvas 343 wide from x 16; 48 + 8 + 36 high, so the card is 124 high.
      ("card", 0, 0, 375, 124),
      // The header is as high as the avatar; the names stack takes what the avatar, the button and
      // two gaps of 12 leave: 343 − 48 − 72 − 24 = 199.
      ("header", 16, 16, 343, 48),
      ("avatar", 0, 0, 48, 48),
      ("names", 60, 5, 199, 38),
      ("follow", 271, 8, 72, 32),
      ("name", 0, 0, 199, 20.4),
      ("handle", 0, 22.4, 199, 15.6),
      // (343 − 16) / 3 = 109 each.
      ("actions", 16, 72, 343, 36),
      ("like", 0, 0, 109, 36),
      ("comment", 117, 0, 109, 36),
      ("share", 234, 0, 109, 36),
    ]
    for (name, x, y, width, height) in expected {
      expectFrame(try #require(nodes[name]), x, y, width, height)
    }
    #expect(root.layoutDiagnostics.isEmpty)
    #expect(!nodes.values.contains { $0.hasAmbiguousLayout })
  }

  @Test func `the article's picture is the card's renderSVG`() throws {
    let svg = Self.profileCard().root.renderSVG()
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "../../../Sources/LayoutNodes/LayoutNodes.docc/Resources/stack-nodes-card.svg"
    ).standardizedFileURL.path
    if ProcessInfo.processInfo.environment["UPDATE_DOC_PICTURES"] != nil {
      try svg.write(toFile: path, atomically: true, encoding: .utf8)
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == svg)
  }
}
