import AnchorDSL
import Foundation
import LayoutNodes
import Testing

/// Stacks in trees: right to left, nested, a column of labels measured height for width, and a stack
/// among anchors, Neon, PinLayout and a LinearLayout in one tree.
@Suite struct StackTreeTests {
  let a = sizedNode("a", 40, 20), b = sizedNode("b", 60, 30), c = sizedNode("c", 80, 10)

  @Test func `a right-to-left row runs from the right edge, and back when the direction changes`() {
    let (root, _) = makeStack([a, b, c])
    root.layoutDirection = .rightToLeft
    root.layoutIfNeeded()
    // The left-to-right frames mirrored in the 300-point canvas.
    expectFrame(a, 160, 0, 140, 100)
    expectFrame(b, 90, 0, 60, 100)
    expectFrame(c, 0, 0, 80, 100)
    root.layoutDirection = .leftToRight
    root.layoutIfNeeded()
    expectFrame(a, 0, 0, 140, 100)
    expectFrame(c, 220, 0, 80, 100)
    #expect(root.layoutDiagnostics.isEmpty)
  }

  @Test func `a right-to-left column aligns leading edges on the right`() {
    let (root, stack) = makeStack([a, b, c], axis: .vertical, size: CGSize(width: 300, height: 200))
    stack.alignment = .leading
    stack.layoutDirection = .rightToLeft
    root.layoutIfNeeded()
    // Heights 20, 30, 10 and two gaps of 10 in 200: a takes the 120 left.
    expectFrame(a, 260, 0, 40, 140)
    expectFrame(b, 240, 150, 60, 30)
    expectFrame(c, 220, 190, 80, 10)
  }

  @Test func `a column of labels wraps them at its width and follows a new width`() {
    let long = label("long", "aaaa bbbb cccc"), short = label("short", "dd")
    let root = LayoutNode(name: "root")
    root.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
    let column = StackNode(name: "column", axis: .vertical, arrangedSubnodes: [long, short])
    column.spacing = 4
    root.addChild(column)
    column.topAnchor == root.topAnchor
    column.leadingAnchor == root.leadingAnchor
    let width = column.widthAnchor == 50
    root.layoutIfNeeded()
    // At 50: "aaaa bbbb" (45) and "cccc" on two lines of 12.
    expectFrame(long, 0, 0, 50, 24)
    expectFrame(short, 0, 28, 50, 12)
    expectFrame(column, 0, 0, 50, 40)
    width.constant = 100
    root.layoutIfNeeded()
    expectFrame(long, 0, 0, 100, 12)
    expectFrame(short, 0, 16, 100, 12)
    expectFrame(column, 0, 0, 100, 28)
    #expect(root.layoutDiagnostics.isEmpty)
  }

  @Test func `a row nested in a column fills its share and arranges its own nodes`() {
    let p = LayoutNode(name: "p"), q = LayoutNode(name: "q")
    let row = StackNode(name: "row", arrangedSubnodes: [p, q])
    row.distribution = .fillEqually
    row.spacing = 10
    let caption = label("caption", "hello")
    let (root, column) = makeStack([row, caption], axis: .vertical, size: CGSize(width: 300, height: 200))
    root.layoutIfNeeded()
    // The row, first of equal hugging, takes what the caption (12) and the gap leave.
    expectFrame(row, 0, 0, 300, 178)
    expectFrame(caption, 0, 188, 300, 12)
    expectFrame(p, 0, 0, 145, 178)
    expectFrame(q, 155, 0, 145, 178)
    column.spacing = 20
    root.layoutIfNeeded()
    expectFrame(row, 0, 0, 300, 168)
    expectFrame(q, 155, 0, 145, 168)
    #expect(root.layoutDiagnostics.isEmpty)
  }

  @Test func `a stack placed by PinLayout below a Neon header, holding a LinearLayout, with an anchored badge`() {
    let root = LayoutNode(name: "root")
    root.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    let header = LayoutNode(name: "header"), badge = LayoutNode(name: "badge")
    let icon = sizedNode("icon", 40, 40), title = label("title", "Title")
    let linear = LinearLayout(name: "linear", orientation: .vertical)
    let dot = LayoutNode(name: "dot")
    // A fixed width: a linear layout laid out by constraints takes its natural size from its children,
    // and a `.matchParent` child has none (it measures as unbounded, which the engine refuses).
    linear.addView(dot, width: 10, height: 10)
    let stack = StackNode(name: "stack", arrangedSubnodes: [icon, title, linear])
    stack.alignment = .center
    stack.spacing = 8
    icon.setContentHuggingPriority(.high, for: .horizontal)
    for node in [header, stack, badge] { root.addChild(node) }
    header.anchorAndFillEdge(.top, xPad: 0, yPad: 0, otherSize: 60)
    stack.pin.below(of: header).horizontally(10).height(100)
    linear.sizeAnchors == CGSize(width: 100, height: 50)
    badge.centerYAnchor == icon.centerYAnchor
    badge.trailingAnchor == root.trailingAnchor - 10
    badge.sizeAnchors == CGSize(width: 20, height: 20)
    root.layoutIfNeeded()
    expectFrame(header, 0, 0, 375, 60)
    expectFrame(stack, 10, 60, 355, 100)
    // 40 + 25 + 100 and two gaps of 8 in 355: the title, first of the lowest hugging, takes 174 more.
    expectFrame(icon, 0, 30, 40, 40)
    expectFrame(title, 48, 44, 199, 12)
    expectFrame(linear, 255, 25, 100, 50)
    expectFrame(dot, 0, 0, 10, 10)
    expectFrame(badge, 345, 100, 20, 20)
    #expect(root.layoutDiagnostics.isEmpty)
  }
}

extension StackTreeTests {
  @Test func `a hidden nested stack takes no room, without a conflict`() {
    let p = sizedNode("p", 40, 20), q = sizedNode("q", 60, 20)
    let inner = StackNode(name: "inner", axis: .vertical, arrangedSubnodes: [p, q])
    inner.spacing = 10
    let caption = label("caption", "hello")
    let (root, _) = makeStack([inner, caption], axis: .vertical, size: CGSize(width: 300, height: 200))
    root.layoutIfNeeded()
    // Stretching the inner column stretches p (its first node) against p's hugging, stretching the
    // caption against the caption's: equal priorities, so the first, the inner column, grows.
    expectFrame(inner, 0, 0, 300, 178)
    expectFrame(p, 0, 0, 300, 148)
    expectFrame(caption, 0, 188, 300, 12)
    inner.isHidden = true
    root.layoutIfNeeded()
    // The caption alone takes the column; the inner column collapses at the top, its spacing with it.
    expectFrame(inner, 0, 0, 300, 0)
    expectFrame(caption, 0, 0, 300, 200)
    #expect(root.layoutDiagnostics.isEmpty, "\(root.layoutDiagnostics)")
    inner.isHidden = false
    root.layoutIfNeeded()
    expectFrame(inner, 0, 0, 300, 178)
    expectFrame(q, 0, 158, 300, 20)
    #expect(root.layoutDiagnostics.isEmpty, "\(root.layoutDiagnostics)")
  }
}
