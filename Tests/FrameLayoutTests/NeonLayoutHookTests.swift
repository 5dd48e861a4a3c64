import Foundation
import LayoutNodes
import Testing

/// Neon's calls written in a `layoutSubviews` hook run in the layout pass, against the sizes of that pass.
@Suite("Neon in a layout hook")
struct NeonLayoutHookTests {
  @Test("a hook lays its children out with Neon at each new size")
  func hookFollowsTheRootSize() {
    let root = LayoutNode(name: "root")
    let banner = LayoutNode(name: "banner"), badge = LayoutNode(name: "badge")
    let row = LayoutNode(name: "row")
    let buttons = (0..<2).map { LayoutNode(name: "button\($0)") }
    for node in [banner, badge, row] { root.addChild(node) }
    for button in buttons { row.addChild(button) }
    root.layoutSubviews = { root in
      banner.anchorAndFillEdge(.top, xPad: 0, yPad: 0, otherSize: root.height * 0.5)
      badge.anchorInCorner(.bottomTrailing, xPad: 10, yPad: 10, width: 20, height: 20)
      row.alignAndFillWidth(align: .underCentered, relativeTo: banner, padding: 0, height: 40)
      row.groupAndFill(group: .horizontal, views: buttons, padding: 10)
    }
    // The root of a tree without constraints does not run its hook on a resize alone (see the report
    // of the Neon branch), so each step also asks for it with setNeedsLayout().
    root.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
    root.setNeedsLayout()
    root.layoutIfNeeded()
    expectNeonFrame(banner, CGRect(x: 0, y: 0, width: 300, height: 100))
    expectNeonFrame(badge, CGRect(x: 300 - 20 - 10, y: 200 - 20 - 10, width: 20, height: 20))
    expectNeonFrame(row, CGRect(x: 0, y: 100, width: 300, height: 40))
    expectNeonFrame(buttons[1], CGRect(x: 10 + 135 + 10, y: 10, width: (300 - 3 * 10) / 2, height: 20))

    root.frame.size = CGSize(width: 400, height: 100)
    root.setNeedsLayout()
    root.layoutIfNeeded()
    expectNeonFrame(banner, CGRect(x: 0, y: 0, width: 400, height: 50))
    expectNeonFrame(badge, CGRect(x: 400 - 20 - 10, y: 100 - 20 - 10, width: 20, height: 20))
    expectNeonFrame(buttons[1], CGRect(x: 10 + 185 + 10, y: 10, width: (400 - 3 * 10) / 2, height: 20))

    root.layoutDirection = .rightToLeft
    root.setNeedsLayout()
    root.layoutIfNeeded()
    expectNeonFrame(badge, CGRect(x: 10, y: 100 - 20 - 10, width: 20, height: 20))
    #expect(root.layoutDiagnostics.isEmpty)
  }
}
