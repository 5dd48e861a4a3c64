import AnchorDSL
import Foundation
import LayoutNodes
import Testing

/// The README's stack example (section "Stacks"), line by line.
@Suite struct StackReadmeExampleTests {
  @Test func `the stack example gives the stated frames and tree`() {
    let root = LayoutNode(name: "root")
    root.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    let title = LayoutNode(name: "title", text: TextContent("Stacks", font: FixedAdvanceFont(size: 20)))
    let sentence = "Rows and columns, as UIStackView lays them out"
    let body = LayoutNode(name: "body", text: TextContent(sentence, font: FixedAdvanceFont(size: 14)))
    let cancel = LayoutNode(name: "cancel"), ok = LayoutNode(name: "ok")
    for button in [cancel, ok] { button.intrinsicContentSize = IntrinsicContentSize(width: 80, height: 44) }

    let buttons = StackNode(name: "buttons", arrangedSubnodes: [cancel, ok])
    buttons.distribution = .fillEqually
    buttons.spacing = 8
    let column = StackNode(name: "column", axis: .vertical, arrangedSubnodes: [title, body, buttons])
    column.spacing = 12
    column.setCustomSpacing(24, after: body)
    column.layoutMargins = EdgeInsets(all: 20)
    column.isLayoutMarginsRelativeArrangement = true
    root.addChild(column)
    column.topAnchor == root.topAnchor
    column.horizontalAnchors == root.horizontalAnchors
    root.layoutIfNeeded()

    // Margins of 20: a canvas 335 wide. The title (6 characters of 10) and the body (46 of 7, 322)
    // fit on one line each, 24 and 16.8 high; 12 below the title, 24 below the body; the buttons share
    // 335 − 8 equally, 44 high: the column is 20 + 24 + 12 + 16.8 + 24 + 44 + 20 = 160.8 high.
    expectFrame(column, 0, 0, 375, 160.8)
    expectFrame(title, 20, 20, 335, 24)
    expectFrame(body, 20, 56, 335, 16.8)
    expectFrame(buttons, 20, 96.8, 335, 44)
    expectFrame(cancel, 0, 0, 163.5, 44)
    expectFrame(ok, 171.5, 0, 163.5, 44)
    #expect(root.layoutDiagnostics.isEmpty)
    #expect(
      root.debugTree() == """
        root (0, 0, 375, 667)
        |   *column (0, 0, 375, 160.8)
        |   |   *title (20, 20, 335, 24) "Stacks"
        |   |   *body (20, 56, 335, 16.8) "Rows and columns, as UIStackView lays them out"
        |   |   *buttons (20, 96.8, 335, 44)
        |   |   |   *cancel (0, 0, 163.5, 44)
        |   |   |   *ok (171.5, 0, 163.5, 44)

        """)
  }
}
