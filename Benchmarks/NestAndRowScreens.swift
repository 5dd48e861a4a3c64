import AnchorDSL
import Foundation
import LayoutNodes
import ShowcaseScreens

/// Four screens whose parts depend on each other through sizes alone, for `layout-nest-N`,
/// `layout-row-N`, `layout-cards-N` and `layout-spacers-N` (``LayoutShapesBenchmark``).
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
  /// above it. Laid out at `width`. With `insetsFirst`, each card's label is inset in it before the
  /// card is linked to the one above (the same frames; the card's width is then read by the label's
  /// trailing edge, a solver row, when its link arrives).
  static func cards(count: Int, width: CGFloat, height: CGFloat = 667, insetsFirst: Bool = false) -> LayoutNode {
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
        if insetsFirst { label.edgeAnchors == card.edgeAnchors + cardSpacing }
        if let previous {
          card.widthAnchor == previous.widthAnchor
          card.leadingAnchor == previous.leadingAnchor
          card.topAnchor == previous.bottomAnchor + cardSpacing
        } else {
          card.horizontalAnchors == root.horizontalAnchors + cardSpacing
          card.topAnchor == root.topAnchor + cardSpacing
        }
        if !insetsFirst { label.edgeAnchors == card.edgeAnchors + cardSpacing }
      }
      previous = card
    }
    root.layoutIfNeeded()
    return root
  }

  /// The horizontal inset of a spaced list's labels, and the root's height per label.
  static let spacedInset: CGFloat = 16
  static let spacedHeightPerLabel: CGFloat = 80

  /// `count` wrapping labels (the cards' texts) in a column between `count + 1` spacer guides of one
  /// height, which fill the root's height (``spacedHeightPerLabel`` per label) with the labels: each
  /// spacer below the label above it (the first at the root's top, the last at its bottom), each label
  /// at its spacer's bottom, inset by ``spacedInset`` at the sides, and each spacer's height linked to
  /// the first's after the label below it reads it, as the pattern is written before stack views. Laid
  /// out at `width`.
  static func spacedList(count: Int, width: CGFloat) -> LayoutNode {
    let root = LayoutNode(name: "spaced")
    root.frame = CGRect(x: 0, y: 0, width: width, height: spacedHeightPerLabel * CGFloat(count))
    var spacers: [LayoutGuide] = []
    var previousBottom = root.topAnchor
    for index in 0...count {
      let spacer = LayoutGuide(identifier: "spacer\(index)")
      root.addLayoutGuide(spacer)
      batch {
        spacer.topAnchor == previousBottom
        if index == count {
          spacer.bottomAnchor == root.bottomAnchor
        } else {
          let label = LayoutNode(name: "label\(index)")
          label.text = TextContent(cardText(index), font: AnchorCardGrid.font)
          root.addChild(label)
          label.topAnchor == spacer.bottomAnchor
          label.horizontalAnchors == root.horizontalAnchors + spacedInset
          previousBottom = label.bottomAnchor
        }
        if let first = spacers.first { spacer.heightAnchor == first.heightAnchor }
      }
      spacers.append(spacer)
    }
    root.layoutIfNeeded()
    return root
  }
}
