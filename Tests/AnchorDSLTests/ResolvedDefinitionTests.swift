import AnchorDSL
import Foundation
import Testing

@testable import LayoutNodes

/// A column of cards, each as wide as the one above and level with it, each holding a label inset in
/// it: every card's width is kept as a definition that reads the card above, and every label's width
/// reaches the root's through all of them. Constraints substituted through more than a few
/// definitions get resolved expressions (a step per card, not per card above); a change anywhere
/// up the chain reaches every label below it.
@Suite struct ResolvedDefinitionTests {
  /// The root, its cards and their labels, and the constraints that place the first card (its
  /// horizontal insets in the root) and link each later card to the one above (width, leading, top).
  private struct Column {
    let root: LayoutNode
    let cards: [LayoutNode]
    let labels: [LayoutNode]
    /// The first card's leading and trailing insets in the root.
    let firstInsets: [LayoutConstraint]
    let links: [[LayoutConstraint]]
    let labelInsets: [EdgeConstraints]
  }

  /// A label's measured size (its content's, whatever the proposal): narrower than its card, which
  /// stretches it (its hugging is not required), and as tall as the label is.
  private static let labelHeight: CGFloat = 20
  private static let labelContent = CGSize(width: 100, height: labelHeight)

  /// `count` cards at a root `width` wide: the first 8 inside the root's sides and 8 below its top,
  /// each later one as wide as the one above, level with it, 8 below it; each label 8 inside its card
  /// on every side (a card is 36 tall).
  private func makeColumn(count: Int, width: CGFloat) -> Column {
    let root = LayoutNode(name: "root")
    root.frame = CGRect(x: 0, y: 0, width: width, height: 600)
    var cards: [LayoutNode] = [], labels: [LayoutNode] = [], links: [[LayoutConstraint]] = []
    var labelInsets: [EdgeConstraints] = []
    var firstInsets: [LayoutConstraint] = []
    for index in 0..<count {
      let card = LayoutNode(name: "card\(index)")
      let label = LayoutNode(name: "label\(index)")
      label.measure = { _ in Self.labelContent }
      root.addChild(card)
      card.addChild(label)
      if let previous = cards.last {
        links.append([
          card.widthAnchor == previous.widthAnchor, card.leadingAnchor == previous.leadingAnchor,
          card.topAnchor == previous.bottomAnchor + 8,
        ])
      } else {
        firstInsets = (card.horizontalAnchors == root.horizontalAnchors + 8).all
        card.topAnchor == root.topAnchor + 8
      }
      labelInsets.append(label.edgeAnchors == card.edgeAnchors + 8)
      cards.append(card)
      labels.append(label)
    }
    root.layoutIfNeeded()
    return Column(
      root: root, cards: cards, labels: labels, firstInsets: firstInsets, links: links, labelInsets: labelInsets)
  }

  /// Every card `cardWidth` wide, 8 from the left, stacked 8 apart from y = 8 (`rows` gives each
  /// card's row), and its label 8 inside it.
  private func expectColumn(
    _ cards: [LayoutNode], _ labels: [LayoutNode], cardWidth: CGFloat, rows: [Int]? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for (index, (card, label)) in zip(cards, labels).enumerated() {
      let row = CGFloat(rows?[index] ?? index)
      expectFrame(card, 8, 8 + row * 44, cardWidth, 36, sourceLocation: sourceLocation)
      expectFrame(label, 8, 8, cardWidth - 16, Self.labelHeight, sourceLocation: sourceLocation)
    }
  }

  @Test func `every label of a column of cards is inset in its card, at every root width`() {
    let column = makeColumn(count: 60, width: 375)
    expectColumn(column.cards, column.labels, cardWidth: 359)
    column.root.frame.size.width = 320
    column.root.layoutIfNeeded()
    expectColumn(column.cards, column.labels, cardWidth: 304)
    #expect(column.root.layoutDiagnostics.isEmpty)
  }

  @Test func `a new inset of the first card reaches the label of every card below it`() {
    let column = makeColumn(count: 60, width: 375)
    column.firstInsets[1].constant = -24
    column.root.layoutIfNeeded()
    expectColumn(column.cards, column.labels, cardWidth: 343)
    // Twice in one pass, the second undoing most of the first.
    column.firstInsets[1].constant = -40
    column.firstInsets[1].constant = -12
    column.root.layoutIfNeeded()
    expectColumn(column.cards, column.labels, cardWidth: 355)
    #expect(column.root.layoutDiagnostics.isEmpty)
  }

  @Test func `a card taken out of the middle and the next linked over it keeps every label in its card`() {
    let column = makeColumn(count: 60, width: 375)
    let (cards, labels) = (column.cards, column.labels)
    cards[30].removeFromParent()
    cards[31].widthAnchor == cards[29].widthAnchor
    cards[31].leadingAnchor == cards[29].leadingAnchor
    cards[31].topAnchor == cards[29].bottomAnchor + 8
    column.root.layoutIfNeeded()
    var kept = Array(0..<60)
    kept.remove(at: 30)
    let rows = Array(0..<59)
    expectColumn(kept.map { cards[$0] }, kept.map { labels[$0] }, cardWidth: 359, rows: rows)
    // The chain is whole again: a new inset of the first card reaches the cards below the gap.
    column.firstInsets[1].constant = -24
    column.root.layoutIfNeeded()
    expectColumn(kept.map { cards[$0] }, kept.map { labels[$0] }, cardWidth: 343, rows: rows)
    // The card taken out lays out on its own, its label inset in it.
    expectFrame(labels[30], 8, 8, cards[30].frame.width - 16, Self.labelHeight)
    #expect(column.root.layoutDiagnostics.isEmpty)
  }

  @Test func `a link taken out and put back with a new constant moves every card below it`() {
    let column = makeColumn(count: 60, width: 375)
    // Card 40 as wide as card 39 less 20: every card from 40 down follows.
    column.links[39][0].isActive = false
    let narrower = column.cards[40].widthAnchor == column.cards[39].widthAnchor - 20
    column.root.layoutIfNeeded()
    expectColumn(Array(column.cards[..<40]), Array(column.labels[..<40]), cardWidth: 359)
    expectColumn(
      Array(column.cards[40...]), Array(column.labels[40...]), cardWidth: 339, rows: Array(40..<60))
    narrower.constant = -4
    column.firstInsets[1].constant = -24
    column.root.layoutIfNeeded()
    expectColumn(Array(column.cards[..<40]), Array(column.labels[..<40]), cardWidth: 343)
    expectColumn(
      Array(column.cards[40...]), Array(column.labels[40...]), cardWidth: 339, rows: Array(40..<60))
    #expect(column.root.layoutDiagnostics.isEmpty)
  }

  @Test func `a conflict at the end of the chain names every definition it was resolved through`() throws {
    let column = makeColumn(count: 40, width: 375)
    // The last label as wide as the first card: 16 wider than its own card allows.
    let wide = column.labels[39].widthAnchor == column.cards[0].widthAnchor
    column.root.layoutIfNeeded()
    #expect(!wide.isInstalled)
    expectColumn(column.cards, column.labels, cardWidth: 359)
    let diagnostic = try #require(column.root.layoutDiagnostics.first)
    #expect(diagnostic.kind == .unsatisfiableConstraint)
    #expect(diagnostic.constraint === wide)
    let conflicting = Set(diagnostic.conflictingConstraints.map(ObjectIdentifier.init))
    // Every card's width link from the last card up to the first, as the conflict runs through them,
    // and the last label's insets in its card.
    for link in column.links { #expect(conflicting.contains(ObjectIdentifier(link[0]))) }
    #expect(
      conflicting.isSuperset(of: [
        ObjectIdentifier(column.labelInsets[39].leading), ObjectIdentifier(column.labelInsets[39].trailing),
      ]))
  }

  @Test func `a label at the end of a long chain is substituted with a bounded number of definitions`() throws {
    let column = makeColumn(count: 200, width: 375)
    let engine = try #require(column.root.engine)
    // Each label's trailing inset reads its card's width, which reads the width of every card above.
    // A label's substitution goes past the budget once per stretch of the chain (to the last kept
    // resolution above it, or the top); the next label's meets its start and is resolved, and kept.
    // One definition at a time, the last label took 200.
    var resolved = 0
    for insets in column.labelInsets {
      let installed = try #require(insets.trailing.solverConstraint)
      let expansion = try #require(engine.expansions[ObjectIdentifier(installed)])
      #expect(expansion.uses.count <= 2 * LayoutEngine.substitutionBudget)
      if !expansion.resolvedUses.isEmpty { resolved += 1 }
    }
    #expect(resolved >= 150)
    expectColumn(column.cards, column.labels, cardWidth: 359)
  }
}
