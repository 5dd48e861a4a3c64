import AnchorDSL
import Foundation
import Testing

@testable import LayoutNodes

/// A required equality may define a coordinate that user constraints of its own box already hold in
/// the solver: they are taken out and installed again with the definition substituted, so that the
/// order a user writes constraints in does not decide what stays out of the solver.
@Suite struct HeldCoordinateDefinitionTests {
  /// A column of `count` cards, 2 apart from the top of a 300-wide root, the first inset 10 in the
  /// root's sides; each card holds a label of natural size 50×12 inset 4 in it, written before the card
  /// is linked to the card above (its width, leading edge and top).
  private struct Column {
    let root = LayoutNode(name: "root")
    var cards: [LayoutNode] = []
    var labels: [LayoutNode] = []
    var widthLinks: [LayoutConstraint] = []

    init(cards count: Int) {
      root.frame = CGRect(x: 0, y: 0, width: 300, height: 600)
      for index in 0..<count {
        let card = LayoutNode(name: "card\(index)"), label = LayoutNode(name: "label\(index)")
        label.intrinsicContentSize = IntrinsicContentSize(width: 50, height: 12)
        root.addChild(card)
        card.addChild(label)
        label.edgeAnchors == card.edgeAnchors + 4
        if let previous = cards.last {
          card.topAnchor == previous.bottomAnchor + 2
          card.leadingAnchor == previous.leadingAnchor
          widthLinks.append(card.widthAnchor == previous.widthAnchor)
        } else {
          card.horizontalAnchors == root.horizontalAnchors + 10
          card.topAnchor == root.topAnchor
        }
        cards.append(card)
        labels.append(label)
      }
    }
  }

  @Test func `a card's width linked after its label's inset is kept out of the solver`() throws {
    let column = Column(cards: 12)
    column.root.layoutIfNeeded()
    let engine = try #require(column.root.engine)
    for card in column.cards.dropFirst() {
      #expect(engine.definitions.contains(ObjectIdentifier(card.box.width)))
      #expect(!engine.solver._holds(card.box.width))
    }
    for (index, card) in column.cards.enumerated() {
      expectFrame(card, 10, CGFloat(index) * 22, 280, 20)
      expectFrame(column.labels[index], 4, 4, 272, 12)
    }
    column.root.frame.size.width = 200
    column.root.layoutIfNeeded()
    expectFrame(column.cards[11], 10, 11 * 22, 180, 20)
    expectFrame(column.labels[11], 4, 4, 172, 12)
    #expect(column.root.layoutDiagnostics.isEmpty)
  }

  @Test func `a link taken away gives the card's width back to the constraints that held it`() {
    var column = Column(cards: 3)
    column.root.layoutIfNeeded()
    column.widthLinks[1].isActive = false
    column.widthLinks[1] = column.cards[2].widthAnchor == 150
    column.root.layoutIfNeeded()
    expectFrame(column.cards[1], 10, 22, 280, 20)
    expectFrame(column.cards[2], 10, 44, 150, 20)
    expectFrame(column.labels[2], 4, 4, 142, 12)
    #expect(column.root.layoutDiagnostics.isEmpty)
  }

  @Test func `cards linked after their labels follow a change to right to left`() throws {
    let root = LayoutNode(name: "root")
    root.frame = CGRect(x: 0, y: 0, width: 300, height: 600)
    var cards: [LayoutNode] = [], labels: [LayoutNode] = []
    for index in 0..<6 {
      let card = LayoutNode(name: "card\(index)"), label = LayoutNode(name: "label\(index)")
      label.intrinsicContentSize = IntrinsicContentSize(width: 50, height: 12)
      root.addChild(card)
      card.addChild(label)
      // Insets of 4 at the leading side and 6 at the trailing side, before the card's links.
      label.leadingAnchor == card.leadingAnchor + 4
      label.trailingAnchor == card.trailingAnchor - 6
      label.verticalAnchors == card.verticalAnchors + 4
      if let previous = cards.last {
        card.widthAnchor == previous.widthAnchor
        card.leadingAnchor == previous.leadingAnchor
        card.topAnchor == previous.bottomAnchor
      } else {
        card.leadingAnchor == root.leadingAnchor + 10
        card.trailingAnchor == root.trailingAnchor - 20
        card.topAnchor == root.topAnchor
      }
      cards.append(card)
      labels.append(label)
    }
    root.layoutIfNeeded()
    for index in cards.indices {
      expectFrame(cards[index], 10, CGFloat(index) * 20, 270, 20)
      expectFrame(labels[index], 4, 4, 260, 12)
    }
    // Right to left: each leading edge is on the right.
    root.layoutDirection = .rightToLeft
    root.layoutIfNeeded()
    for index in cards.indices {
      expectFrame(cards[index], 20, CGFloat(index) * 20, 270, 20)
      expectFrame(labels[index], 6, 4, 260, 12)
    }
    let engine = try #require(root.engine)
    for card in cards.dropFirst() { #expect(engine.definitions.contains(ObjectIdentifier(card.box.width))) }
    #expect(root.layoutDiagnostics.isEmpty)
  }

  @Test func `a link that conflicts with the constraint it would be taken out of is the one refused`() throws {
    let root = LayoutNode(name: "root")
    root.frame = CGRect(x: 0, y: 0, width: 300, height: 600)
    let first = LayoutNode(name: "first"), second = LayoutNode(name: "second"), label = LayoutNode(name: "label")
    root.addChild(first)
    root.addChild(second)
    second.addChild(label)
    first.leadingAnchor == root.leadingAnchor + 10
    first.widthAnchor == 280
    first.verticalAnchors == root.verticalAnchors
    // A label 100×20 that neither grows nor shrinks: its trailing edge, a solver row, holds the card's
    // width at 108.
    label.intrinsicContentSize = IntrinsicContentSize(width: 100, height: 20)
    for axis in [LayoutAxis.horizontal, .vertical] {
      label.setContentHuggingPriority(.required, for: axis)
      label.setContentCompressionResistancePriority(.required, for: axis)
    }
    let insets = label.edgeAnchors == second.edgeAnchors + 4
    second.leadingAnchor == root.leadingAnchor
    second.topAnchor == root.topAnchor
    let link = second.widthAnchor == first.widthAnchor  // 280 against the label's 100 + 8
    root.layoutIfNeeded()
    expectFrame(first, 10, 0, 280, 600)
    expectFrame(second, 0, 0, 108, 28)
    expectFrame(label, 4, 4, 100, 20)
    #expect(!link.isInstalled)
    #expect(insets.all.allSatisfy { $0.isInstalled })
    let engine = try #require(root.engine)
    #expect(!engine.definitions.contains(ObjectIdentifier(second.box.width)))
    let diagnostics = root.layoutDiagnostics
    #expect(diagnostics.map(\.kind) == [.unsatisfiableConstraint])
    #expect(diagnostics.first?.message.contains("second.width == first.width") == true)
  }

  @Test func `fields aligned with the first field, a star and not a chain, stay in the solver`() throws {
    let root = LayoutNode(name: "root")
    root.frame = CGRect(x: 0, y: 0, width: 300, height: 600)
    var fields: [LayoutNode] = []
    for index in 0..<4 {
      // Labels 40 to 100 wide that do not compress, fields of natural width 200 ending 16 from the
      // right: the widest label pushes the column to 124, and the fields give up 40 of their width.
      let label = LayoutNode(name: "label\(index)"), field = LayoutNode(name: "field\(index)")
      label.intrinsicContentSize = IntrinsicContentSize(width: 40 + 20 * CGFloat(index), height: 20)
      label.setContentCompressionResistancePriority(.required, for: .horizontal)
      field.intrinsicContentSize = IntrinsicContentSize(width: 200, height: 20)
      root.addChild(label)
      root.addChild(field)
      label.leadingAnchor == root.leadingAnchor + 16
      label.topAnchor == root.topAnchor + 30 * CGFloat(index)
      field.topAnchor == label.topAnchor
      field.leadingAnchor >= label.trailingAnchor + 8  // holds the field's left in the solver
      field.trailingAnchor == root.trailingAnchor - 16
      if let first = fields.first { field.leadingAnchor == first.leadingAnchor }
      fields.append(field)
    }
    root.layoutIfNeeded()
    let engine = try #require(root.engine)
    for (index, field) in fields.enumerated() {
      #expect(!engine.definitions.contains(ObjectIdentifier(field.box.left)))
      expectFrame(field, 124, 30 * CGFloat(index), 160, 20)
    }
    #expect(root.layoutDiagnostics.isEmpty)
  }

  @Test func `a width held by more than sixteen constraints stays in the solver, laid out the same`() throws {
    let root = LayoutNode(name: "root")
    root.frame = CGRect(x: 0, y: 0, width: 300, height: 600)
    let container = LayoutNode(name: "container")
    root.addChild(container)
    var rows: [LayoutNode] = []
    for index in 0..<20 {
      // A measured row's trailing edge is a solver row that holds the container's width.
      let row = LayoutNode(name: "row\(index)")
      row.intrinsicContentSize = IntrinsicContentSize(width: 50, height: 10)
      container.addChild(row)
      row.leadingAnchor == container.leadingAnchor + 8
      row.trailingAnchor == container.trailingAnchor - 8
      row.topAnchor == container.topAnchor + CGFloat(index) * 10
      rows.append(row)
    }
    container.topAnchor == root.topAnchor
    container.leadingAnchor == root.leadingAnchor + 20
    container.heightAnchor == 200
    container.widthAnchor == root.widthAnchor * 0.5
    root.layoutIfNeeded()
    let engine = try #require(root.engine)
    #expect(engine.solver._holds(container.box.width))
    expectFrame(container, 20, 0, 150, 200)
    expectFrame(rows[19], 8, 190, 134, 10)
    #expect(root.layoutDiagnostics.isEmpty)
  }
}
