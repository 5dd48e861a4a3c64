import AnchorDSL
import Foundation
import LayoutNodes
import Testing

/// Font size 10: 5-point characters, 12-point lines, first baseline 10 below a line's top.
let smallFont = FixedAdvanceFont(size: 10)

@Suite struct ContentSizeTests {
  @Test func `an intrinsic size sizes a node that is only positioned`() {
    let (root, nodes) = makeTree("a")
    let a = nodes[0]
    a.intrinsicContentSize = IntrinsicContentSize(width: 100, height: 20)
    a.leadingAnchor == root.leadingAnchor + 5
    a.topAnchor == root.topAnchor + 7
    root.layoutIfNeeded()
    expectFrame(a, 5, 7, 100, 20)
    a.intrinsicContentSize = IntrinsicContentSize(width: 60, height: nil)
    a.heightAnchor == 33
    root.layoutIfNeeded()
    expectFrame(a, 5, 7, 60, 33)
  }

  @Test func `compression resistance yields to a required maximum`() {
    let (root, nodes) = makeTree("a")
    let a = nodes[0]
    a.intrinsicContentSize = IntrinsicContentSize(width: 100, height: 20)
    a.leadingAnchor == root.leadingAnchor
    a.topAnchor == root.topAnchor
    a.widthAnchor <= 60
    root.layoutIfNeeded()
    expectFrame(a, 0, 0, 60, 20)
  }

  @Test func `hugging decides against a stretch of nearly equal priority`() {
    let (root, nodes) = makeTree("a")
    let a = nodes[0]
    a.intrinsicContentSize = IntrinsicContentSize(width: 100, height: 20)
    a.leadingAnchor == root.leadingAnchor
    a.topAnchor == root.topAnchor
    a.trailingAnchor == root.trailingAnchor ~ .low + 1
    root.layoutIfNeeded()
    // 251 beats the default hugging of 250: stretched to the root's 375.
    expectFrame(a, 0, 0, 375, 20)
    a.setContentHuggingPriority(.low + 2, for: .horizontal)
    root.layoutIfNeeded()
    expectFrame(a, 0, 0, 100, 20)
    #expect(a.contentHuggingPriority(for: .horizontal).value == 252)
    #expect(a.contentHuggingPriority(for: .vertical) == .low)
  }

  @Test func `the node with lower compression resistance gives way`() {
    // 200 + 250 natural widths in 375 points: 75 must go. b resists at 751, a at 750: a shrinks to 125.
    let (root, nodes) = makeTree("a", "b")
    let (a, b) = (nodes[0], nodes[1])
    a.intrinsicContentSize = IntrinsicContentSize(width: 200, height: 20)
    b.intrinsicContentSize = IntrinsicContentSize(width: 250, height: 20)
    b.setContentCompressionResistancePriority(751, for: .horizontal)
    a.leadingAnchor == root.leadingAnchor
    b.leadingAnchor == a.trailingAnchor
    b.trailingAnchor == root.trailingAnchor
    a.topAnchor == root.topAnchor
    b.topAnchor == root.topAnchor
    root.layoutIfNeeded()
    expectFrame(a, 0, 0, 125, 20)
    expectFrame(b, 125, 0, 250, 20)
    #expect(b.contentCompressionResistancePriority(for: .horizontal).value == 751)
    // Swap the resistances: b gives way instead.
    a.setContentCompressionResistancePriority(752, for: .horizontal)
    root.layoutIfNeeded()
    expectFrame(a, 0, 0, 200, 20)
    expectFrame(b, 200, 0, 175, 20)
  }

  @Test func `text takes its natural single-line size`() {
    let (root, nodes) = makeTree("label")
    let label = nodes[0]
    label.text = TextContent("hello world foo", font: smallFont)
    label.leadingAnchor == root.leadingAnchor
    label.topAnchor == root.topAnchor
    root.layoutIfNeeded()
    // 15 characters × 5 points, one 12-point line.
    expectFrame(label, 0, 0, 75, 12)
  }

  @Test func `text wraps at its solved width in one layout pass`() {
    let (root, nodes) = makeTree("label")
    let label = nodes[0]
    label.text = TextContent("hello world foo", font: smallFont)
    label.leadingAnchor == root.leadingAnchor
    label.topAnchor == root.topAnchor
    label.widthAnchor == 40
    root.layoutIfNeeded()
    // "hello" (25) / "world" (25) / "foo" (15): three lines at 40 points.
    expectFrame(label, 0, 0, 40, 36)
  }

  @Test func `a cell grows with its wrapped text and follows resizes`() {
    // Ten 9-letter words: 45 points each, 5 between. A line of n words is 50n - 5 wide.
    let text = Array(repeating: "abcdefghi", count: 10).joined(separator: " ")
    let (root, nodes) = makeTree("card")
    let card = nodes[0]
    let label = LayoutNode(name: "label", text: TextContent(text, font: smallFont))
    card.addChild(label)
    card.topAnchor == root.topAnchor
    card.horizontalAnchors == root.horizontalAnchors + 20
    label.edgeAnchors == card.edgeAnchors + 10
    root.layoutIfNeeded()
    // Label width 375 - 40 - 20 = 315: 6 words per line (295), 2 lines, 24 high; card 44 high.
    expectFrame(label, 10, 10, 315, 24)
    expectFrame(card, 20, 0, 335, 44)
    root.frame = CGRect(x: 0, y: 0, width: 275, height: 667)
    root.layoutIfNeeded()
    // Label width 215: 4 words per line (195), 3 lines (4 + 4 + 2), 36 high; card 56 high.
    expectFrame(label, 10, 10, 215, 36)
    expectFrame(card, 20, 0, 235, 56)
    label.text = TextContent("short", font: smallFont)
    root.layoutIfNeeded()
    expectFrame(label, 10, 10, 215, 12)
    expectFrame(card, 20, 0, 235, 32)
  }

  @Test func `a measure closure gives height for width`() {
    // Content of area 1000, at most 100 wide: natural 100 × 10; at width 50 it is 20 high.
    let (root, nodes) = makeTree("a")
    let a = nodes[0]
    a.measure = { proposal in
      let width = min(proposal.width, 100)
      return CGSize(width: width, height: 1000 / width)
    }
    a.leadingAnchor == root.leadingAnchor
    a.topAnchor == root.topAnchor
    root.layoutIfNeeded()
    expectFrame(a, 0, 0, 100, 10)
    let narrow = a.widthAnchor <= 50
    root.layoutIfNeeded()
    expectFrame(a, 0, 0, 50, 20)
    narrow.constant = 40
    root.layoutIfNeeded()
    expectFrame(a, 0, 0, 40, 25)
  }

  @Test func `hidden nodes collapse their content size and keep their constraints`() {
    let (root, nodes) = makeTree("title", "body")
    let (title, body) = (nodes[0], nodes[1])
    title.text = TextContent("Title", font: smallFont)
    body.intrinsicContentSize = IntrinsicContentSize(width: 50, height: 30)
    title.leadingAnchor == root.leadingAnchor
    title.topAnchor == root.topAnchor + 8
    body.leadingAnchor == root.leadingAnchor
    body.topAnchor == title.bottomAnchor + 4
    root.layoutIfNeeded()
    expectFrame(title, 0, 8, 25, 12)
    expectFrame(body, 0, 24, 50, 30)
    title.isHidden = true
    root.layoutIfNeeded()
    expectFrame(title, 0, 8, 0, 0)
    expectFrame(body, 0, 12, 50, 30)
    title.isHidden = false
    root.layoutIfNeeded()
    expectFrame(body, 0, 24, 50, 30)
  }

  @Test func `a node whose content size is required on both sides follows it down and up`() {
    let (root, nodes) = makeTree("badge")
    let badge = nodes[0]
    badge.intrinsicContentSize = IntrinsicContentSize(width: 116, height: 12)
    badge.setContentHuggingPriority(.required, for: .horizontal)
    badge.setContentCompressionResistancePriority(.required, for: .horizontal)
    badge.leadingAnchor == root.leadingAnchor + 10
    badge.topAnchor == root.topAnchor + 20
    // Wins wherever the content leaves room: a bound left at its old value shows as width 34.
    badge.widthAnchor == 34 ~ .low
    root.layoutIfNeeded()
    expectFrame(badge, 10, 20, 116, 12)
    badge.isHidden = true
    root.layoutIfNeeded()
    expectFrame(badge, 10, 20, 0, 0)
    badge.isHidden = false
    root.layoutIfNeeded()
    expectFrame(badge, 10, 20, 116, 12)
    badge.intrinsicContentSize = IntrinsicContentSize(width: 40, height: 12)
    root.layoutIfNeeded()
    expectFrame(badge, 10, 20, 40, 12)
    #expect(root.layoutDiagnostics.isEmpty, "\(root.layoutDiagnostics.map(\.message))")
  }

  @Test func `text whose height is required on both sides shrinks when it widens`() {
    let (root, nodes) = makeTree("label")
    let label = nodes[0]
    label.text = TextContent("hello world foo", font: smallFont)
    label.setContentHuggingPriority(.required, for: .vertical)
    label.setContentCompressionResistancePriority(.required, for: .vertical)
    label.leadingAnchor == root.leadingAnchor
    label.topAnchor == root.topAnchor
    label.heightAnchor == 50 ~ .low
    let width = label.widthAnchor == 40
    root.layoutIfNeeded()
    // "hello" / "world" / "foo": three 12-point lines at 40 points.
    expectFrame(label, 0, 0, 40, 36)
    width.constant = 60
    root.layoutIfNeeded()
    // "hello world" (55) / "foo": two lines.
    expectFrame(label, 0, 0, 60, 24)
    width.constant = 40
    root.layoutIfNeeded()
    expectFrame(label, 0, 0, 40, 36)
    #expect(root.layoutDiagnostics.isEmpty, "\(root.layoutDiagnostics.map(\.message))")
  }

  @Test func `baselines align text of different sizes`() {
    let (root, nodes) = makeTree("big", "small", "below", "box", "besideBox")
    let (big, small, below, box, besideBox) = (nodes[0], nodes[1], nodes[2], nodes[3], nodes[4])
    big.text = TextContent("Big", font: FixedAdvanceFont(size: 20))
    small.text = TextContent("aa bb", font: smallFont)
    big.leadingAnchor == root.leadingAnchor
    big.topAnchor == root.topAnchor
    small.leadingAnchor == big.trailingAnchor + 10
    small.widthAnchor == 10
    // First baselines: big's at 20, small's 10 below its top → small's top at 10.
    small.firstBaselineAnchor == big.firstBaselineAnchor
    // small wraps into "aa" / "bb": last baseline 12 + 10 below its top = 32.
    below.topAnchor == small.lastBaselineAnchor
    below.leadingAnchor == root.leadingAnchor
    below.sizeAnchors == CGSize(width: 5, height: 5)
    // Without text, a node's baseline is its bottom edge.
    box.sizeAnchors == CGSize(width: 10, height: 40)
    box.topAnchor == root.topAnchor + 100
    box.leadingAnchor == root.leadingAnchor
    besideBox.sizeAnchors == CGSize(width: 10, height: 10)
    besideBox.lastBaselineAnchor == box.firstBaselineAnchor
    besideBox.leadingAnchor == box.trailingAnchor
    root.layoutIfNeeded()
    expectFrame(big, 0, 0, 30, 24)
    expectFrame(small, 40, 10, 10, 24)
    expectFrame(below, 0, 32, 5, 5)
    expectFrame(besideBox, 10, 130, 10, 10)
  }

  @Test func `a custom baselines closure is used`() {
    let (root, nodes) = makeTree("icon", "caption")
    let (icon, caption) = (nodes[0], nodes[1])
    icon.baselines = { size in LayoutBaselines(first: size.height * 0.75, last: size.height * 0.75) }
    icon.sizeAnchors == CGSize(width: 40, height: 40)
    icon.topAnchor == root.topAnchor
    icon.leadingAnchor == root.leadingAnchor
    caption.text = TextContent("x", font: smallFont)
    caption.firstBaselineAnchor == icon.firstBaselineAnchor
    caption.leadingAnchor == icon.trailingAnchor
    root.layoutIfNeeded()
    // Icon baseline at 30; caption's baseline is 10 below its top.
    expectFrame(caption, 40, 20, 5, 12)
  }
}

@Suite struct TextContentTests {
  @Test(arguments: [
    ("hello world foo", 1000.0, [75.0]),
    ("hello world foo", 40.0, [25.0, 25.0, 15.0]),
    ("hello world foo", 55.0, [55.0, 15.0]),  // a line that fits exactly does not wrap
    ("abcdefghij", 20.0, [20.0, 20.0, 10.0]),  // a long word breaks between characters
    ("one\ntwo three", 1000.0, [15.0, 45.0]),  // newlines start lines
    ("a b", 5.0, [5.0, 5.0]),  // spaces at line ends take no room
  ])
  func `text wraps greedily at spaces`(_ string: String, _ width: Double, _ lines: [Double]) {
    let text = TextContent(string, font: smallFont)
    #expect(text.lineWidths(forWidth: CGFloat(width)) == lines.map { CGFloat($0) })
  }

  @Test func `a line limit truncates and measures the kept lines`() {
    let text = TextContent("hello world foo", font: smallFont, numberOfLines: 2)
    #expect(text.size(for: CGSize(width: 40, height: unboundedDimension)) == CGSize(width: 25, height: 24))
    #expect(text.baselines(forWidth: 40) == LayoutBaselines(first: 10, last: 22))
  }

  @Test func `a node measures its text as it changes in place, and its own size once the text is gone`() {
    let label = LayoutNode(name: "label", text: TextContent("hello world foo", font: smallFont))
    let proposal = CGSize(width: 40, height: unboundedDimension)
    #expect(label.sizeThatFits(proposal) == CGSize(width: 25, height: 36))
    label.text?.numberOfLines = 1
    #expect(label.sizeThatFits(proposal) == CGSize(width: 25, height: 12))
    label.text?.string = "hi"
    #expect(label.sizeThatFits(proposal) == CGSize(width: 10, height: 12))
    label.text?.font = FixedAdvanceFont(size: 20)
    #expect(label.sizeThatFits(proposal) == CGSize(width: 20, height: 24))
    label.text = nil
    label.intrinsicContentSize = IntrinsicContentSize(width: 7, height: 9)
    #expect(label.sizeThatFits(proposal) == CGSize(width: 7, height: 9))
  }

  @Test func `a copy of a text that changes its string measures its own string`() {
    let original = TextContent("hello world foo", font: smallFont)
    var copy = original
    let proposal = CGSize(width: 40, height: unboundedDimension)
    #expect(copy.size(for: proposal) == CGSize(width: 25, height: 36))
    copy.string = "hi"
    #expect(copy.size(for: proposal) == CGSize(width: 10, height: 12))
    #expect(original.size(for: proposal) == CGSize(width: 25, height: 36))
    #expect(original.lineWidths(forWidth: 40) == [25, 25, 15])
  }

  @Test func `empty text measures zero`() {
    #expect(TextContent("", font: smallFont).size(for: CGSize(width: 100, height: 100)) == .zero)
  }

  @Test func `the default font derives its metrics from its size`() {
    let font = FixedAdvanceFont(size: 17)
    #expect(font.characterAdvance == 8.5 && isClose(font.lineHeight, 20.4) && font.baselineOffset == 17)
  }
}

/// The order in which a node's content constraints first reach the solver: compression resistance
/// before hugging on each axis (see `contentUpdateOrder`), so that a stack's weak pull towards zero
/// costs no pivot per arranged node.
@Suite struct ContentConstraintOrderTests {
  @Test func `compression resistance reaches the solver before hugging on each axis`() throws {
    let (root, nodes) = makeTree("a")
    let a = nodes[0]
    a.intrinsicContentSize = IntrinsicContentSize(width: 100, height: 20)
    a.leadingAnchor == root.leadingAnchor
    a.topAnchor == root.topAnchor
    let solver = try #require(root._solver)
    var added: [String] = []
    solver._operationObserver = { operation in
      guard case .addConstraint(let constraint) = operation,
        constraint.expression.terms.count == 1, constraint.expression.terms[0].variable.name.hasPrefix("a.")
      else { return }
      added.append("\(constraint.expression.terms[0].variable.name) \(constraint.relation)")
    }
    root.layoutIfNeeded()
    solver._operationObserver = nil
    #expect(added == ["a.width >=", "a.width <=", "a.height >=", "a.height <="])
    expectFrame(a, 0, 0, 100, 20)
  }

  @Test func `a label's soft content constraints reach the solver after the constraints of its pass`() throws {
    // The label's width equation finds the width fresh and is solved for it (see `sync()`); its
    // required bound and the fixed-size node's content go in as their boxes are materialized.
    let (root, nodes) = makeTree("label", "box")
    let label = nodes[0], box = nodes[1]
    label.text = TextContent(String(repeating: "abcd ", count: 20), font: smallFont)
    label.setContentCompressionResistancePriority(.required, for: .vertical)
    box.intrinsicContentSize = IntrinsicContentSize(width: 40, height: 40)
    label.leadingAnchor == root.leadingAnchor + 8
    label.widthAnchor == root.widthAnchor - 16
    label.topAnchor == root.topAnchor
    box.widthAnchor == label.widthAnchor / 8
    box.topAnchor == label.bottomAnchor
    box.leadingAnchor == root.leadingAnchor
    let solver = try #require(root._solver)
    var added: [String] = []
    solver._operationObserver = { operation in
      guard case .addConstraint(let constraint) = operation else { return }
      let names = constraint.expression.terms.map(\.variable.name).filter { !$0.hasPrefix("root.") }.sorted()
      guard !names.isEmpty else { return }
      added.append("\(names.joined(separator: " ")) \(constraint.relation)")
    }
    root.layoutIfNeeded()
    solver._operationObserver = nil
    func position(_ entry: String) -> Int { added.firstIndex(of: entry) ?? -1 }
    // Each is there once, in this order.
    let order = [
      "label.height >=", "label.width ==", "box.width >=", "box.width <=", "box.height >=", "box.height <=",
      "box.width label.width ==", "label.width >=", "label.width <=", "label.height <=",
    ]
    #expect(order.allSatisfy { entry in added.filter { $0 == entry }.count == 1 }, "\(added)")
    #expect(order.map(position) == order.map(position).sorted(), "\(added)")
    // 359 points hold 14 words of four five-point characters and their spaces: 20 words are 2 lines.
    expectFrame(label, 8, 0, 359, 24)
    expectFrame(box, 0, 24, 44.875, 40)
  }

  @Test func `a column of labels that hugs them keeps their natural heights`() {
    let root = LayoutNode(name: "root")
    root.frame = CGRect(x: 0, y: 0, width: 200, height: 600)
    let labels = (0..<3).map {
      LayoutNode(name: "l\($0)", text: TextContent(String(repeating: "x", count: 10 + 30 * $0), font: smallFont))
    }
    let stack = StackNode(name: "column", axis: .vertical, arrangedSubnodes: labels)
    stack.spacing = 4
    root.addChild(stack)
    stack.topAnchor == root.topAnchor
    stack.horizontalAnchors == root.horizontalAnchors
    root.layoutIfNeeded()
    // 200 points hold 40 five-point characters a line: 10, 40 and 70 characters are 1, 1 and 2 lines.
    expectFrame(labels[0], 0, 0, 200, 12)
    expectFrame(labels[1], 0, 16, 200, 12)
    expectFrame(labels[2], 0, 32, 200, 24)
    expectFrame(stack, 0, 0, 200, 56)
  }
}
