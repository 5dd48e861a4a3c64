import AnchorDSL
import Foundation
import LayoutNodes
import Testing

/// A row whose nodes' leading edges are position definitions (`b.leading == a.trailing + 8`) and
/// whose last node is tied to the container's trailing edge: the closing constraint is solved with
/// the definitions substituted into it, and behaves as if they were in the solver.
@Suite struct ClosedRowTests {
  /// `|-20-[a]-8-[b]-20-|` in a 300-wide row, a and b equally wide, 30 tall.
  private struct Row {
    let root: LayoutNode
    let row: LayoutNode
    let a: LayoutNode
    let b: LayoutNode
    let leading: LayoutConstraint
    let gap: LayoutConstraint
    let closing: LayoutConstraint
    let rowWidth: LayoutConstraint

    init(width: CGFloat = 300) {
      let (root, nodes) = makeTree(width: 400, height: 100, "row")
      let row = nodes[0]
      let (a, b) = (LayoutNode(name: "a"), LayoutNode(name: "b"))
      row.addChild(a)
      row.addChild(b)
      row.leadingAnchor == root.leadingAnchor
      row.topAnchor == root.topAnchor
      rowWidth = row.widthAnchor == width
      row.heightAnchor == 50
      leading = a.leadingAnchor == row.leadingAnchor + 20
      gap = b.leadingAnchor == a.trailingAnchor + 8
      closing = row.trailingAnchor == b.trailingAnchor + 20
      for node in [a, b] {
        node.topAnchor == row.topAnchor
        node.heightAnchor == 30
      }
      (self.root, self.row, self.a, self.b) = (root, row, a, b)
    }
  }

  @Test func `a closed row shares the container's width between its nodes`() {
    let row = Row()
    row.a.widthAnchor == row.b.widthAnchor
    row.root.layoutIfNeeded()
    expectFrame(row.a, 20, 0, 126, 30)  // (300 - 20 - 8 - 20) / 2
    expectFrame(row.b, 154, 0, 126, 30)  // 20 + 126 + 8
    #expect(row.root.layoutDiagnostics.isEmpty)
  }

  @Test func `new constants of the row's gaps move the closing edge's share`() {
    let row = Row()
    row.a.widthAnchor == row.b.widthAnchor
    row.root.layoutIfNeeded()
    row.gap.constant = 18
    row.root.layoutIfNeeded()
    expectFrame(row.a, 20, 0, 121, 30)  // (300 - 58) / 2
    expectFrame(row.b, 159, 0, 121, 30)
    row.leading.constant = 30
    row.root.layoutIfNeeded()
    expectFrame(row.a, 30, 0, 116, 30)  // (300 - 68) / 2
    expectFrame(row.b, 164, 0, 116, 30)
    row.closing.constant = 40
    row.root.layoutIfNeeded()
    expectFrame(row.a, 30, 0, 106, 30)  // (300 - 88) / 2
    expectFrame(row.b, 154, 0, 106, 30)
    #expect(row.root.layoutDiagnostics.isEmpty)
  }

  @Test func `a replaced gap is solved with the closing edge`() {
    let row = Row()
    row.a.widthAnchor == row.b.widthAnchor
    row.root.layoutIfNeeded()
    row.gap.isActive = false
    row.b.leadingAnchor == row.a.trailingAnchor + 28
    row.root.layoutIfNeeded()
    expectFrame(row.a, 20, 0, 116, 30)  // (300 - 68) / 2
    expectFrame(row.b, 164, 0, 116, 30)
    #expect(row.root.layoutDiagnostics.isEmpty)
  }

  @Test func `a gap that stops being required still places the row`() {
    let row = Row()
    row.a.widthAnchor == row.b.widthAnchor
    row.root.layoutIfNeeded()
    row.gap.priority = LayoutPriority(999)
    row.root.layoutIfNeeded()
    expectFrame(row.a, 20, 0, 126, 30)
    expectFrame(row.b, 154, 0, 126, 30)
    row.gap.priority = .required
    row.gap.constant = 58
    row.root.layoutIfNeeded()
    expectFrame(row.a, 20, 0, 101, 30)  // (300 - 98) / 2
    expectFrame(row.b, 179, 0, 101, 30)
    #expect(row.root.layoutDiagnostics.isEmpty)
  }

  @Test func `a right-to-left row is closed at its left edge`() {
    let row = Row()
    row.root.layoutDirection = .rightToLeft
    row.a.widthAnchor == row.b.widthAnchor
    row.root.layoutIfNeeded()
    expectFrame(row.a, 154, 0, 126, 30)  // 300 - 20 - 126
    expectFrame(row.b, 20, 0, 126, 30)  // 154 - 8 - 126
    row.gap.constant = 18
    row.root.layoutIfNeeded()
    expectFrame(row.a, 159, 0, 121, 30)  // 300 - 20 - 121
    expectFrame(row.b, 20, 0, 121, 30)
    #expect(row.root.layoutDiagnostics.isEmpty)
  }

  @Test func `a row whose closing edge is deactivated keeps its definitions`() {
    let row = Row()
    row.a.widthAnchor == 100
    row.a.widthAnchor == row.b.widthAnchor
    row.closing.priority = LayoutPriority(999)
    row.root.layoutIfNeeded()
    expectFrame(row.b, 128, 0, 100, 30)  // 20 + 100 + 8; the closing edge wants 300 - 20 - 100 = 180
    row.closing.isActive = false
    row.gap.constant = 18
    row.root.layoutIfNeeded()
    expectFrame(row.a, 20, 0, 100, 30)
    expectFrame(row.b, 138, 0, 100, 30)
    #expect(row.root.layoutDiagnostics.isEmpty)
  }

  @Test func `a width the row cannot fit names the row's gaps among the conflicting constraints`() {
    let row = Row()
    let equalWidths = row.a.widthAnchor == row.b.widthAnchor
    let tooWide = row.a.widthAnchor == 150  // 20 + 150 + 8 + 150 + 20 = 348 > 300
    row.root.layoutIfNeeded()
    expectFrame(row.a, 20, 0, 126, 30)
    expectFrame(row.b, 154, 0, 126, 30)
    #expect(!tooWide.isInstalled)
    let diagnostics = row.root.layoutDiagnostics
    #expect(diagnostics.map(\.kind) == [.unsatisfiableConstraint])
    let named = Set((diagnostics.first?.conflictingConstraints ?? []).map(ObjectIdentifier.init))
    let expected = [row.leading, row.gap, row.closing, equalWidths, row.rowWidth].map(ObjectIdentifier.init)
    #expect(named.isSuperset(of: expected))
  }

  @Test func `a gap constant the fixed row cannot take is taken out`() {
    let row = Row(width: 248)  // 20 + 100 + 8 + 100 + 20
    row.a.widthAnchor == 100
    row.b.widthAnchor == 100
    row.root.layoutIfNeeded()
    expectFrame(row.b, 128, 0, 100, 30)
    row.gap.constant = 18
    row.root.layoutIfNeeded()
    #expect(!row.gap.isInstalled)
    #expect(row.root.layoutDiagnostics.map(\.kind) == [.unsatisfiableConstraint])
    expectFrame(row.a, 20, 0, 100, 30)
    expectFrame(row.b, 128, 0, 100, 30)  // placed by the closing edge alone: 248 - 20 - 100
  }
}
