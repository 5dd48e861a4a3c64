import AnchorDSL
import Foundation
import LayoutNodes
import Testing

/// One example of the Auto Layout Guide's "Visual Format Language" appendix ("Visual Format Syntax"):
/// the format, the constraints Auto Layout makes of it, and a 375×667 tree in which the example's
/// constraints and a few anchors (`complete`) place every node, with its frames worked out by hand in
/// both directions.
struct GuideExample: Sendable, CustomTestStringConvertible {
  let title: String
  let format: String
  /// The root's children, in order; `complete` gets them in this order.
  let names: [String]
  let constraints: [String]
  let complete: @Sendable (_ root: LayoutNode, _ children: [LayoutNode]) -> Void
  let leftToRight: [CGRect]
  let rightToLeft: [CGRect]
  var testDescription: String { "\(title): \(format)" }
}

/// The completion of the one-node examples: content `width`×30, 20 from the root's leading and top edges.
func contentSized(width: CGFloat) -> @Sendable (LayoutNode, [LayoutNode]) -> Void {
  { root, nodes in
    nodes[0].intrinsicContentSize = IntrinsicContentSize(width: width, height: 30)
    nodes[0].leadingAnchor == root.leadingAnchor + 20
    nodes[0].topAnchor == root.topAnchor + 20
  }
}

let guideExamples: [GuideExample] = [
  // The button is frame-based (only on a right-hand side): at (20, 100, 80, 30). The text field
  // starts 8 after its trailing edge: x = 100 + 8. RTL: its right edge 8 left of the button's left
  // edge, 20 - 8 = 12, so x = 12 - 120.
  GuideExample(
    title: "Standard Space", format: "[button]-[textField]", names: ["button", "textField"],
    constraints: ["textField.leading == button.trailing + 8"],
    complete: { _, nodes in
      nodes[0].frame = CGRect(x: 20, y: 100, width: 80, height: 30)
      nodes[1].topAnchor == nodes[0].topAnchor
      nodes[1].sizeAnchors == CGSize(width: 120, height: 30)
    },
    leftToRight: [rect(20, 100, 80, 30), rect(108, 100, 120, 30)],
    rightToLeft: [rect(20, 100, 80, 30), rect(-108, 100, 120, 30)]),
  // Content 30 wide, at least 50: 50. RTL: x = 375 - 20 - 50.
  GuideExample(
    title: "Width Constraint", format: "[button(>=50)]", names: ["button"],
    constraints: ["button.width >= 50"],
    complete: contentSized(width: 30),
    leftToRight: [rect(20, 20, 50, 30)], rightToLeft: [rect(305, 20, 50, 30)]),
  // 50 in from both sides: width 375 - 100.
  GuideExample(
    title: "Connection to Superview", format: "|-50-[purpleBox]-50-|", names: ["purpleBox"],
    constraints: ["purpleBox.leading == root.leading + 50", "purpleBox.trailing == root.trailing - 50"],
    complete: { root, nodes in
      nodes[0].topAnchor == root.topAnchor + 50
      nodes[0].heightAnchor == 100
    },
    leftToRight: [rect(50, 50, 275, 100)], rightToLeft: [rect(50, 50, 275, 100)]),
  // The top field is frame-based at (20, 40, 200, 30): the bottom field starts at 70 + 10.
  GuideExample(
    title: "Vertical Layout", format: "V:[topField]-10-[bottomField]", names: ["topField", "bottomField"],
    constraints: ["bottomField.top == topField.bottom + 10"],
    complete: { _, nodes in
      nodes[0].frame = CGRect(x: 20, y: 40, width: 200, height: 30)
      nodes[1].leadingAnchor == nodes[0].leadingAnchor
      nodes[1].widthAnchor == nodes[0].widthAnchor
      nodes[1].heightAnchor == 30
    },
    leftToRight: [rect(20, 40, 200, 30), rect(20, 80, 200, 30)],
    rightToLeft: [rect(20, 40, 200, 30), rect(20, 80, 200, 30)]),
  // The maroon view is frame-based at (0, 0, 100, 50); the blue one touches its trailing edge: x = 100,
  // or (RTL) its right edge at 0, x = -100.
  GuideExample(
    title: "Flush Views", format: "[maroonView][blueView]", names: ["maroonView", "blueView"],
    constraints: ["blueView.leading == maroonView.trailing"],
    complete: { _, nodes in
      nodes[0].frame = CGRect(x: 0, y: 0, width: 100, height: 50)
      nodes[1].topAnchor == nodes[0].topAnchor
      nodes[1].sizeAnchors == nodes[0].sizeAnchors
    },
    leftToRight: [rect(0, 0, 100, 50), rect(100, 0, 100, 50)],
    rightToLeft: [rect(0, 0, 100, 50), rect(-100, 0, 100, 50)]),
  // Width 100 at priority 20 loses to the content's hugging (250) and compression resistance (750)
  // at 60. RTL: x = 375 - 20 - 60.
  GuideExample(
    title: "Priority", format: "[button(100@20)]", names: ["button"],
    constraints: ["button.width == 100 @20"],
    complete: contentSized(width: 60),
    leftToRight: [rect(20, 20, 60, 30)], rightToLeft: [rect(295, 20, 60, 30)]),
  // button2 is frame-based, 90 wide at (20, 20); button1 takes its width, 8 below it.
  GuideExample(
    title: "Equal Widths", format: "[button1(==button2)]", names: ["button1", "button2"],
    constraints: ["button1.width == button2.width"],
    complete: { _, nodes in
      nodes[1].frame = CGRect(x: 20, y: 20, width: 90, height: 30)
      nodes[0].leadingAnchor == nodes[1].leadingAnchor
      nodes[0].topAnchor == nodes[1].bottomAnchor + 8
      nodes[0].heightAnchor == 30
    },
    leftToRight: [rect(20, 58, 90, 30), rect(20, 20, 90, 30)],
    rightToLeft: [rect(20, 58, 90, 30), rect(20, 20, 90, 30)]),
  // Content 140 wide, at most 100: 100. RTL: x = 375 - 20 - 100.
  GuideExample(
    title: "Multiple Predicates", format: "[flexibleButton(>=70,<=100)]", names: ["flexibleButton"],
    constraints: ["flexibleButton.width >= 70", "flexibleButton.width <= 100"],
    complete: contentSized(width: 140),
    leftToRight: [rect(20, 20, 100, 30)], rightToLeft: [rect(255, 20, 100, 30)]),
  // Buttons of content width 40 and 70 keep it; the field (no content width) takes the rest:
  // 375 - 20 - 40 - 8 - 70 - 8 - 20 = 209. find at 20, findNext at 20 + 40 + 8 = 68, the field at
  // 68 + 70 + 8 = 146. RTL: find's right edge at 355 (x = 315), findNext's at 307 (x = 237), the
  // field's at 229 (x = 20).
  GuideExample(
    title: "A Complete Line of Layout", format: "|-[find]-[findNext]-[findField(>=20)]-|",
    names: ["find", "findNext", "findField"],
    constraints: [
      "find.leading == root.leading + 20", "findNext.leading == find.trailing + 8",
      "findField.leading == findNext.trailing + 8", "findField.width >= 20",
      "findField.trailing == root.trailing - 20",
    ],
    complete: { root, nodes in
      nodes[0].intrinsicContentSize = IntrinsicContentSize(width: 40, height: 30)
      nodes[1].intrinsicContentSize = IntrinsicContentSize(width: 70, height: 30)
      nodes[2].intrinsicContentSize = IntrinsicContentSize(height: 30)
      for node in nodes { node.topAnchor == root.topAnchor + 20 }
    },
    leftToRight: [rect(20, 20, 40, 30), rect(68, 20, 70, 30), rect(146, 20, 209, 30)],
    rightToLeft: [rect(315, 20, 40, 30), rect(237, 20, 70, 30), rect(20, 20, 209, 30)]),
]

/// The examples of the Auto Layout Guide's visual format chapter, each with the constraints Auto
/// Layout makes of it and the frames those give.
@Suite struct VisualFormatGuideExampleTests {
  @Test(arguments: guideExamples)
  func `each example makes Auto Layout's constraints`(_ example: GuideExample) throws {
    let tree = FormatTree(names: example.names)
    let constraints = try LayoutConstraint.constraints(withVisualFormat: example.format, nodes: tree.nodes)
    #expect(constraints.map(\.description) == example.constraints)
    #expect(constraints.allSatisfy { !$0.isActive })
  }

  @Test(arguments: guideExamples, [LayoutDirection.leftToRight, .rightToLeft])
  func `each example lays its nodes out as worked out by hand`(
    _ example: GuideExample, _ direction: LayoutDirection
  ) throws {
    let tree = FormatTree(direction: direction, names: example.names)
    let activated = try LayoutConstraint.activate(withVisualFormat: example.format, nodes: tree.nodes)
    #expect(activated.allSatisfy { $0.isActive })
    example.complete(tree.root, tree.children)
    tree.root.layoutIfNeeded()
    let expected = direction == .leftToRight ? example.leftToRight : example.rightToLeft
    for (node, frame) in zip(tree.children, expected) {
      expectFrame(node, frame.minX, frame.minY, frame.width, frame.height)
    }
    #expect(tree.root.layoutDiagnostics.isEmpty, "\(tree.root.layoutDiagnostics)")
  }

  /// `[flexibleButton(>=70,<=100)]` with content narrower than, between and wider than the bounds.
  @Test(arguments: [(50, 70), (85, 85), (140, 100)] as [(CGFloat, CGFloat)])
  func `multiple predicates bound the content width on both sides`(_ content: CGFloat, _ width: CGFloat) throws {
    let tree = FormatTree("flexibleButton")
    let button = tree.children[0]
    button.intrinsicContentSize = IntrinsicContentSize(width: content, height: 30)
    try LayoutConstraint.activate(withVisualFormat: "|-[flexibleButton(>=70,<=100)]", nodes: tree.nodes)
    try LayoutConstraint.activate(withVisualFormat: "V:|-[flexibleButton]", nodes: tree.nodes)
    tree.root.layoutIfNeeded()
    expectFrame(button, 20, 20, width, 30)
  }

  /// The complete line at a narrower root: only the field gives up width.
  @Test func `the complete line gives the field what the buttons leave at any width`() throws {
    let tree = FormatTree(width: 200, "find", "findNext", "findField")
    tree.children[0].intrinsicContentSize = IntrinsicContentSize(width: 40, height: 30)
    tree.children[1].intrinsicContentSize = IntrinsicContentSize(width: 70, height: 30)
    tree.children[2].intrinsicContentSize = IntrinsicContentSize(height: 30)
    try LayoutConstraint.activate(
      withVisualFormat: "|-[find]-[findNext]-[findField(>=20)]-|", options: .alignAllTop, nodes: tree.nodes)
    try LayoutConstraint.activate(withVisualFormat: "V:|-[find]", nodes: tree.nodes)
    tree.root.layoutIfNeeded()
    // 200 - 20 - 40 - 8 - 70 - 8 - 20 = 34.
    expectFrame(tree.children[2], 146, 20, 34, 30)
    tree.root.frame.size.width = 375
    tree.root.layoutIfNeeded()
    expectFrame(tree.children[2], 146, 20, 209, 30)
  }
}
