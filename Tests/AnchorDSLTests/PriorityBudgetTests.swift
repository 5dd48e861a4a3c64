import AnchorDSL
import Foundation
import LayoutNodes
import Testing

/// The root size's edit variables have strength 10⁹; priority `p < 1000` maps to `10^(p / 250)`
/// (LayoutPriority's documentation). A tree whose non-required strengths sum to 10⁹ or more records
/// `priorityBudgetExceeded` once, and again only after it has gone back under the budget.
@Suite struct PriorityBudgetTests {
  static let budget = 1_000_000_000.0
  /// The strength of priority 999, from the documented mapping.
  static let strength999 = Foundation.pow(10.0, 999.0 / 250.0)

  /// The total strength in a `priorityBudgetExceeded` message, or nil when the message does not read
  /// exactly as documented around it.
  func reportedTotal(_ message: String) -> Double? {
    let prefix = "The non-required constraints of this tree have a total strength of "
    let suffix = ", more than the root size's 1000000000: together they could now resize the root."
    guard message.hasPrefix(prefix), message.hasSuffix(suffix) else { return nil }
    return Double(message.dropFirst(prefix.count).dropLast(suffix.count))
  }

  @Test func `the budget is reported once when the non-required strengths reach the root size's strength`()
    throws
  {
    let (root, nodes) = makeTree("a")
    let a = nodes[0]
    var handled: [LayoutDiagnostic] = []
    root.diagnosticHandler = { handled.append($0) }
    a.edgeAnchors == root.edgeAnchors + 10
    // 10⁹ / 10^3.996 = 100925.3…: 100925 constraints of priority 999 stay under the budget. Each is on
    // a node of its own, so that the solver adds each one without re-optimising the others.
    let underBudget = Int((Self.budget / Self.strength999).rounded(.down))
    #expect(underBudget == 100_925)
    let priority: LayoutPriority = 999
    @discardableResult func widthPreference() -> LayoutConstraint {
      let node = LayoutNode(name: "w")
      root.addChild(node)
      return node.widthAnchor == 10 ~ priority
    }
    let many = (0..<underBudget).map { _ in widthPreference() }
    root.layoutIfNeeded()
    #expect(root.layoutDiagnostics.isEmpty)

    // One more reaches it: one diagnostic, on the root, with the total.
    let last = widthPreference()
    root.layoutIfNeeded()
    let diagnostic = try #require(root.layoutDiagnostics.first)
    #expect(root.layoutDiagnostics.count == 1 && handled.count == 1)
    #expect(diagnostic.kind == .priorityBudgetExceeded)
    #expect(diagnostic.nodes.map(\.name) == ["root"])
    #expect(diagnostic.constraint == nil)
    let total = try #require(reportedTotal(diagnostic.message))
    #expect(abs(total - Double(underBudget + 1) * Self.strength999) < 0.01)
    // The root keeps its size and the required constraints hold.
    #expect(root.frame.size == CGSize(width: 375, height: 667))
    expectFrame(a, 10, 10, 355, 647)
    #expect(last.firstAnchor.node?.frame.width == 10)

    // Still over: not reported again.
    widthPreference()
    root.layoutIfNeeded()
    #expect(root.layoutDiagnostics.count == 1)

    // Back under the budget, then over it again: reported a second time.
    LayoutConstraint.deactivate(Array(many.prefix(2)))
    root.layoutIfNeeded()
    #expect(root.layoutDiagnostics.count == 1)
    LayoutConstraint.activate(Array(many.prefix(2)))
    root.layoutIfNeeded()
    #expect(root.layoutDiagnostics.map(\.kind) == [.priorityBudgetExceeded, .priorityBudgetExceeded])
    #expect(handled.count == 2)
    let second = try #require(reportedTotal(root.layoutDiagnostics[1].message))
    #expect(abs(second - Double(underBudget + 2) * Self.strength999) < 0.01)
  }
}
