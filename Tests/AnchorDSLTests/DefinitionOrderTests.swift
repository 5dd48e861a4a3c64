import AnchorDSL
import Foundation
import Testing

@testable import LayoutNodes

/// A required equality may define a coordinate that kept definitions already read, when written after
/// them: its definition goes before its readers in the order, and stays out of the solver as it does
/// when written first.
@Suite struct DefinitionOrderTests {
  /// Rows of natural height 20 between spacers of one height, in a root of `height`: each spacer's
  /// `height == firstSpacer.height` written after the row below it is placed at the spacer's bottom.
  private struct SpacedList {
    let root = LayoutNode(name: "root")
    var spacers: [LayoutGuide] = []
    var rows: [LayoutNode] = []
    var heightLinks: [LayoutConstraint] = []

    init(rows count: Int, height: CGFloat) {
      root.frame = CGRect(x: 0, y: 0, width: 200, height: height)
      var previousBottom = root.topAnchor
      for index in 0...count {
        let spacer = LayoutGuide(identifier: "spacer\(index)")
        root.addLayoutGuide(spacer)
        spacer.topAnchor == previousBottom
        if index == count {
          spacer.bottomAnchor == root.bottomAnchor
        } else {
          let row = LayoutNode(name: "row\(index)")
          row.intrinsicContentSize = IntrinsicContentSize(width: 100, height: 20)
          root.addChild(row)
          row.topAnchor == spacer.bottomAnchor
          row.horizontalAnchors == root.horizontalAnchors
          rows.append(row)
          previousBottom = row.bottomAnchor
        }
        if let first = spacers.first { heightLinks.append(spacer.heightAnchor == first.heightAnchor) }
        spacers.append(spacer)
      }
      root.layoutIfNeeded()
    }

    /// Every row at its place with spacers of `gap` between them.
    func expectRows(gap: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) {
      for (index, row) in rows.enumerated() {
        expectFrame(row, 0, gap + CGFloat(index) * (20 + gap), 200, 20, sourceLocation: sourceLocation)
      }
    }
  }

  @Test func `spacers linked after the rows that read them share the height the rows leave`() throws {
    // Six rows of 20 in 260 leave 140 to seven spacers.
    let list = SpacedList(rows: 6, height: 260)
    list.expectRows(gap: 20)
    let engine = try #require(list.root.engine)
    for spacer in list.spacers.dropFirst() {
      #expect(engine.definitions.contains(ObjectIdentifier(spacer.box.height)))
      #expect(!engine.solver._holds(spacer.box.height))
    }
    list.root.frame.size.height = 330
    list.root.layoutIfNeeded()
    list.expectRows(gap: 30)
    #expect(list.root.layoutDiagnostics.isEmpty)
  }

  @Test func `a spacer's link takes a new constant and can go and come back`() {
    var list = SpacedList(rows: 3, height: 140)
    list.expectRows(gap: 20)
    // The third spacer 8 taller than the others: 140 - 60 - 8 leave 18 each.
    list.heightLinks[1].constant = 8
    list.root.layoutIfNeeded()
    expectFrame(list.rows[0], 0, 18, 200, 20)
    expectFrame(list.rows[1], 0, 56, 200, 20)
    expectFrame(list.rows[2], 0, 102, 200, 20)
    list.heightLinks[1].isActive = false
    list.heightLinks[1] = list.spacers[2].heightAnchor == list.spacers[0].heightAnchor
    list.root.layoutIfNeeded()
    list.expectRows(gap: 20)
    #expect(list.root.layoutDiagnostics.isEmpty)
  }

  @Test func `a definition that reads what is defined after its readers goes to the solver`() throws {
    let root = LayoutNode(name: "root")
    root.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
    let a = LayoutNode(name: "a"), b = LayoutNode(name: "b")
    root.addChild(a)
    root.addChild(b)
    a.topAnchor == root.topAnchor + 10
    a.leadingAnchor == root.leadingAnchor
    a.widthAnchor == 30
    b.topAnchor == a.bottomAnchor + 5  // reads a's height
    b.leadingAnchor == root.leadingAnchor
    b.heightAnchor == 10
    b.widthAnchor == 50  // defined after b's top
    a.heightAnchor == b.widthAnchor  // a's height cannot go before b's top: it reads b's width
    root.layoutIfNeeded()
    expectFrame(a, 0, 10, 30, 50)
    expectFrame(b, 0, 65, 50, 10)
    let engine = try #require(root.engine)
    #expect(!engine.definitions.contains(ObjectIdentifier(a.box.height)))
    #expect(root.layoutDiagnostics.isEmpty)
  }

  @Test func `cards whose labels are inset before the cards are linked are laid out as a column`() {
    let root = LayoutNode(name: "root")
    root.frame = CGRect(x: 0, y: 0, width: 300, height: 600)
    var cards: [LayoutNode] = []
    for index in 0..<40 {
      let card = LayoutNode(name: "card\(index)"), label = LayoutNode(name: "label\(index)")
      label.intrinsicContentSize = IntrinsicContentSize(width: 50, height: 12)
      root.addChild(card)
      card.addChild(label)
      label.edgeAnchors == card.edgeAnchors + 4  // reads the card's width, not linked yet
      if let previous = cards.last {
        card.topAnchor == previous.bottomAnchor + 2
        card.leadingAnchor == previous.leadingAnchor
        card.widthAnchor == previous.widthAnchor
      } else {
        card.horizontalAnchors == root.horizontalAnchors + 10
        card.topAnchor == root.topAnchor
      }
      cards.append(card)
    }
    root.layoutIfNeeded()
    for (index, card) in cards.enumerated() { expectFrame(card, 10, CGFloat(index) * 22, 280, 20) }
    root.frame.size.width = 200
    root.layoutIfNeeded()
    expectFrame(cards[39], 10, 39 * 22, 180, 20)
    #expect(root.layoutDiagnostics.isEmpty)
  }
}
