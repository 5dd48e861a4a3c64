import Foundation
import LayoutNodes

/// The anchors a format's line uses on one axis, and which way the line runs.
struct FormatAxis<Kind: PositionKind> {
  /// The edge a `|` at the start stands for, and the edge of the first node that faces it.
  let startEdge: KeyPath<LayoutNode, LayoutAnchor<Kind>>
  /// The edge a `|` at the end stands for, and the edge of the last node that faces it.
  let endEdge: KeyPath<LayoutNode, LayoutAnchor<Kind>>
  /// The edges a spacing between two siblings lies between: the later node's and the earlier node's
  /// (baselines in a vertical format with `spacingBaselineToBaseline`).
  let siblingStartEdge: KeyPath<LayoutNode, LayoutAnchor<Kind>>
  let siblingEndEdge: KeyPath<LayoutNode, LayoutAnchor<Kind>>
  /// The dimension a node's size predicates constrain.
  let size: KeyPath<LayoutNode, LayoutDimension>
  /// Whether coordinates decrease along the line (`directionRightToLeft`): a spacing `g` then puts
  /// the later edge `g` to the left of the earlier one, and an inequality flips.
  let isReversed: Bool

  /// `later.edge relation earlier + gap`: the spacing from an earlier edge (a node's or the leading
  /// superview's) to the later node, the later node first.
  func gap(
    _ predicate: VisualFormat.SpacingPredicate, from earlier: LayoutAnchor<Kind>, to later: LayoutNode,
    _ laterEdge: KeyPath<LayoutNode, LayoutAnchor<Kind>>
  ) -> LayoutConstraint {
    relate(later[keyPath: laterEdge], predicate, flipped: isReversed, sign: isReversed ? -1 : 1, earlier)
  }

  /// `node.end relation superviewEnd - gap`: the spacing from the last node to the trailing superview
  /// edge, the node first (Auto Layout's `superview.end relation node.end + gap`, solved for the node).
  func gap(
    _ predicate: VisualFormat.SpacingPredicate, before superviewEdge: LayoutAnchor<Kind>, from node: LayoutNode
  ) -> LayoutConstraint {
    relate(node[keyPath: endEdge], predicate, flipped: !isReversed, sign: isReversed ? 1 : -1, superviewEdge)
  }

  /// `lhs relation rhs + sign × gap`, the relation flipped when asked, at the predicate's priority.
  private func relate(
    _ lhs: LayoutAnchor<Kind>, _ predicate: VisualFormat.SpacingPredicate, flipped: Bool, sign: CGFloat,
    _ rhs: LayoutAnchor<Kind>
  ) -> LayoutConstraint {
    LayoutConstraint(
      lhs, flipped ? predicate.relation.flipped : predicate.relation,
      AnchorExpression(terms: [AnchorTerm(rhs.erased)], constant: sign * predicate.object, priority: predicate.priority)
    )
  }
}

extension FormatAxis where Kind == XAxis {
  /// `H:`, the default: leading to trailing, mirrored in a right-to-left tree.
  static var leadingToTrailing: FormatAxis {
    FormatAxis(
      startEdge: \.leadingAnchor, endEdge: \.trailingAnchor, siblingStartEdge: \.leadingAnchor,
      siblingEndEdge: \.trailingAnchor, size: \.widthAnchor, isReversed: false)
  }
  /// `H:` with `directionLeftToRight`.
  static var leftToRight: FormatAxis {
    FormatAxis(
      startEdge: \.leftAnchor, endEdge: \.rightAnchor, siblingStartEdge: \.leftAnchor, siblingEndEdge: \.rightAnchor,
      size: \.widthAnchor, isReversed: false)
  }
  /// `H:` with `directionRightToLeft`: the first node is the rightmost.
  static var rightToLeft: FormatAxis {
    FormatAxis(
      startEdge: \.rightAnchor, endEdge: \.leftAnchor, siblingStartEdge: \.rightAnchor, siblingEndEdge: \.leftAnchor,
      size: \.widthAnchor, isReversed: true)
  }
}

extension FormatAxis where Kind == YAxis {
  /// `V:`: top to bottom.
  static var topToBottom: FormatAxis {
    FormatAxis(
      startEdge: \.topAnchor, endEdge: \.bottomAnchor, siblingStartEdge: \.topAnchor,
      siblingEndEdge: \.bottomAnchor, size: \.heightAnchor, isReversed: false)
  }
  /// `V:` with `spacingBaselineToBaseline`: siblings from the upper one's last baseline to the lower
  /// one's first baseline; the superview's edges stay edges.
  static var baselineToBaseline: FormatAxis {
    FormatAxis(
      startEdge: \.topAnchor, endEdge: \.bottomAnchor, siblingStartEdge: \.firstBaselineAnchor,
      siblingEndEdge: \.lastBaselineAnchor, size: \.heightAnchor, isReversed: false)
  }
}
