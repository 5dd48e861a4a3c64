import AnchorDSL
import Foundation
import LayoutNodes
import ShowcaseScreens

/// Three screens whose parts depend on each other through sizes alone, for `layout-nest-N`,
/// `layout-row-N` and `layout-cards-N` (``LayoutShapesBenchmark``).
enum NestAndRowScreens {
  /// The inset of each box of a nest in its parent, on every side (a binary fraction: exact sums).
  static let nestInset: CGFloat = 0.125

  /// `depth` nodes, each inset by ``nestInset`` on every side in the one before, the first in the
  /// root; laid out at `width`.
  static func nest(depth: Int, width: CGFloat, height: CGFloat = 667) -> LayoutNode {
    let root = LayoutNode(name: "nest")
    root.frame = CGRect(x: 0, y: 0, width: width, height: height)
    var parent = root
    for level in 0..<depth {
      let box = LayoutNode(name: "box\(level)")
      parent.addChild(box)
      batch {
        box.leadingAnchor == parent.leadingAnchor + nestInset
        box.trailingAnchor == parent.trailingAnchor - nestInset
        box.topAnchor == parent.topAnchor + nestInset
        box.bottomAnchor == parent.bottomAnchor - nestInset
      }
      parent = box
    }
    root.layoutIfNeeded()
    return root
  }

  /// The height of each node of a row.
  static let rowHeight: CGFloat = 20

  /// `count` nodes side by side, each as wide as the first, the first at the root's leading edge and
  /// the last at its trailing edge; laid out at `width`.
  static func row(count: Int, width: CGFloat, height: CGFloat = 667) -> LayoutNode {
    let root = LayoutNode(name: "row")
    root.frame = CGRect(x: 0, y: 0, width: width, height: height)
    var nodes: [LayoutNode] = []
    for index in 0..<count {
      let node = LayoutNode(name: "cell\(index)")
      root.addChild(node)
      batch {
        if let previous = nodes.last {
          node.leadingAnchor == previous.trailingAnchor
          node.widthAnchor == nodes[0].widthAnchor
        } else {
          node.leadingAnchor == root.leadingAnchor
        }
        node.topAnchor == root.topAnchor
        node.heightAnchor == rowHeight
      }
      nodes.append(node)
    }
    if let last = nodes.last { batch { last.trailingAnchor == root.trailingAnchor } }
    root.layoutIfNeeded()
    return root
  }

  /// The space around the cards, between them and around each one's label.
  static let cardSpacing: CGFloat = 8

  /// A card's label text: one to five times "with a title", in the card grid's font.
  static func cardText(_ index: Int) -> String {
    "Card \(index) " + Array(repeating: "with a title", count: 1 + index % 5).joined(separator: " ")
  }

  /// `count` cards in a column, each as wide as the one above and level with its leading edge (the
  /// first inset by ``cardSpacing`` in the root's width), ``cardSpacing`` below it, and each holding
  /// a label inset by ``cardSpacing`` on every side, which wraps at its width and makes the card as
  /// tall as its text: every label's width reaches the root's through the widths of every card
  /// above it. Laid out at `width`.
  static func cards(count: Int, width: CGFloat, height: CGFloat = 667) -> LayoutNode {
    let root = LayoutNode(name: "cards")
    root.frame = CGRect(x: 0, y: 0, width: width, height: height)
    var previous: LayoutNode?
    for index in 0..<count {
      let card = LayoutNode(name: "card\(index)")
      let label = LayoutNode(name: "label\(index)")
      label.text = TextContent(cardText(index), font: AnchorCardGrid.font)
      root.addChild(card)
      card.addChild(label)
      batch {
        if let previous {
          card.widthAnchor == previous.widthAnchor
          card.leadingAnchor == previous.leadingAnchor
          card.topAnchor == previous.bottomAnchor + cardSpacing
        } else {
          card.horizontalAnchors == root.horizontalAnchors + cardSpacing
          card.topAnchor == root.topAnchor + cardSpacing
        }
        label.edgeAnchors == card.edgeAnchors + cardSpacing
      }
      previous = card
    }
    root.layoutIfNeeded()
    return root
  }
}
