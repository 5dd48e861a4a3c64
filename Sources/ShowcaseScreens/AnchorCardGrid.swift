import AnchorDSL
import Foundation
import LayoutNodes

/// A grid of cards laid out with anchors, a screen shaped unlike the feed: rows of `columns` equal
/// cards, each row as tall as its tallest card, the rows stacked under one root.
///
/// ```
/// ┌─────────────────────────────────────┐
/// │ ┌─────────┐ ┌─────────┐ ┌─────────┐ │   8 around and between the cards
/// │ │[image]  │ │[image]  │ │[image]  │ │   a 40×40 image, 4 from the card's corner
/// │ │title    │ │title    │ │title    │ │   the title 4 below it, 4 inside the card's sides,
/// │ │wraps    │ │         │ │wraps    │ │   wrapping; the card ends 4 below it
/// │ └─────────┘ └─────────┘ │over     │ │
/// │                         └─────────┘ │   a row ends at its tallest card
/// │ ┌─────────┐ ...                     │   the next row 8 below
/// ```
///
/// Each row is a node of its own (the cards' frames are in its coordinates), so the rows depend on
/// each other only through their heights, as a feed's cells do.
public final class AnchorCardGrid {
  /// The root: the window, with the rows as children.
  public let root: LayoutNode
  /// The rows, top to bottom; each holds its cards.
  public let rows: [LayoutNode]
  /// The cards, row by row; each holds its image, then its title.
  public let cards: [[LayoutNode]]

  /// The font of the titles: integer metrics, so that frames are exact.
  public static let font = FixedAdvanceFont(size: 10, characterAdvance: 6, lineHeight: 12, baselineOffset: 10)
  /// The space around and between the cards.
  public static let spacing: CGFloat = 8
  /// The inset of a card's image and title.
  public static let cardInset: CGFloat = 4
  /// The image's side.
  public static let imageSide: CGFloat = 40

  /// The title of the card at `row`, `column`: one to five repeats of "with a title", so that cards of a
  /// row differ in height.
  public static func title(row: Int, column: Int) -> String {
    "Card \(row)-\(column) "
      + Array(repeating: "with a title", count: 1 + (row * 3 + column) % 5).joined(separator: " ")
  }

  /// Builds `rows` rows of `columns` cards and lays them out at `width`.
  public init(rows rowCount: Int, columns: Int, width: CGFloat, height: CGFloat = 667) {
    let root = LayoutNode(name: "grid")
    self.root = root
    root.frame = CGRect(x: 0, y: 0, width: width, height: height)
    var rows: [LayoutNode] = []
    var cards: [[LayoutNode]] = []
    let spacing = Self.spacing, inset = Self.cardInset
    var previousBottom = root.topAnchor
    for rowIndex in 0..<rowCount {
      let row = LayoutNode(name: "row\(rowIndex)")
      root.addChild(row)
      let rowCards = (0..<columns).map { column in
        Self.makeCard(row: rowIndex, column: column, in: row)
      }
      batch {
        row.topAnchor == previousBottom + spacing
        row.horizontalAnchors == root.horizontalAnchors
        row.heightAnchor == 0 ~ .low
        for (column, card) in rowCards.enumerated() {
          card.topAnchor == row.topAnchor
          row.bottomAnchor >= card.bottomAnchor
          if column == 0 {
            card.leadingAnchor == row.leadingAnchor + spacing
          } else {
            card.leadingAnchor == rowCards[column - 1].trailingAnchor + spacing
            card.widthAnchor == rowCards[0].widthAnchor
          }
          let image = card.children[0], title = card.children[1]
          image.topAnchor == card.topAnchor + inset
          image.leadingAnchor == card.leadingAnchor + inset
          title.topAnchor == image.bottomAnchor + inset
          title.horizontalAnchors == card.horizontalAnchors + inset
          card.bottomAnchor == title.bottomAnchor + inset
        }
        if let last = rowCards.last { last.trailingAnchor == row.trailingAnchor - spacing }
      }
      rows.append(row)
      cards.append(rowCards)
      previousBottom = row.bottomAnchor
    }
    self.rows = rows
    self.cards = cards
    root.layoutIfNeeded()
  }

  private static func makeCard(row: Int, column: Int, in parent: LayoutNode) -> LayoutNode {
    let card = LayoutNode(name: "card\(row)-\(column)")
    parent.addChild(card)
    let image = LayoutNode(name: "image\(row)-\(column)")
    image.intrinsicContentSize = IntrinsicContentSize(width: imageSide, height: imageSide)
    let title = LayoutNode(
      name: "title\(row)-\(column)", text: TextContent(title(row: row, column: column), font: font))
    card.addChild(image)
    card.addChild(title)
    for node in [image, title] { node.setContentCompressionResistancePriority(.required, for: .vertical) }
    for axis in [LayoutAxis.horizontal, .vertical] {
      image.setContentHuggingPriority(.required, for: axis)
      image.setContentCompressionResistancePriority(.required, for: axis)
    }
    return card
  }

  /// Lays the grid out at a new width.
  public func resize(width: CGFloat) {
    root.frame.size.width = width
    root.layoutIfNeeded()
  }
}
