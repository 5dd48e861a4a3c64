import Foundation
import LayoutNodes

extension VisualFormat {
  /// The constraints of the format, inactive, in the order the format writes them (the leading `|`'s
  /// spacing, then each node's size predicates followed by the spacing after it, the trailing `|`'s
  /// spacing), then the options' alignments. The options were checked against the orientation.
  ///
  /// As Auto Layout, a spacing relates the later node's near edge to the earlier node's far edge
  /// (`[a]-[b]` is `b.leading == a.trailing + 8`) and a size predicate a node's size (`[a(==b)]` is
  /// `a.width == b.width`). One difference: Auto Layout writes the spacing to a trailing `|` with the
  /// superview first (`superview.trailing == a.trailing + 20`); here the node comes first
  /// (`a.trailing == superview.trailing - 20`, an inequality flipped), because the left-hand side of an
  /// active constraint is the node the solver lays out, and the superview must keep its own layout.
  func constraints(options: VisualFormatOptions, spacing: VisualFormatSpacing) -> [LayoutConstraint] {
    switch orientation {
    case .horizontal:
      let direction = options.intersection(.directionMask)
      let axis: FormatAxis<XAxis> =
        direction == .directionLeftToRight
        ? .leftToRight : direction == .directionRightToLeft ? .rightToLeft : .leadingToTrailing
      let alignments: [(VisualFormatOptions, KeyPath<LayoutNode, LayoutYAxisAnchor>)] = [
        (.alignAllTop, \.topAnchor), (.alignAllBottom, \.bottomAnchor), (.alignAllCenterY, \.centerYAnchor),
        (.alignAllFirstBaseline, \.firstBaselineAnchor), (.alignAllLastBaseline, \.lastBaselineAnchor),
      ]
      return line(along: axis, spacing: spacing)
        + alignments.filter { options.contains($0.0) }.flatMap { aligning($0.1) }
    case .vertical:
      let axis: FormatAxis<YAxis> = options.contains(.spacingBaselineToBaseline) ? .baselineToBaseline : .topToBottom
      let alignments: [(VisualFormatOptions, KeyPath<LayoutNode, LayoutXAxisAnchor>)] = [
        (.alignAllLeft, \.leftAnchor), (.alignAllRight, \.rightAnchor), (.alignAllLeading, \.leadingAnchor),
        (.alignAllTrailing, \.trailingAnchor), (.alignAllCenterX, \.centerXAnchor),
      ]
      return line(along: axis, spacing: spacing)
        + alignments.filter { options.contains($0.0) }.flatMap { aligning($0.1) }
    }
  }

  /// The spacings and sizes along the format's axis.
  private func line<Kind>(along axis: FormatAxis<Kind>, spacing: VisualFormatSpacing) -> [LayoutConstraint] {
    var constraints: [LayoutConstraint] = []
    constraints.reserveCapacity(elements.count * 2 + 2)
    if let edge = leadingSuperview {
      let gaps = predicates(of: edge.spacing, standard: spacing.toSuperview)
      for gap in gaps {
        constraints.append(
          axis.gap(gap, from: edge.superview[keyPath: axis.startEdge], to: elements[0].node, axis.startEdge))
      }
    }
    for (offset, element) in elements.enumerated() {
      for predicate in element.sizePredicates {
        constraints.append(size(of: element.node, predicate, axis.size))
      }
      guard offset < spacings.count else { continue }
      let next = elements[offset + 1].node
      let earlierEdge = element.node[keyPath: axis.siblingEndEdge]
      for gap in predicates(of: spacings[offset], standard: spacing.betweenSiblings) {
        constraints.append(axis.gap(gap, from: earlierEdge, to: next, axis.siblingStartEdge))
      }
    }
    if let edge = trailingSuperview, let last = elements.last {
      for gap in predicates(of: edge.spacing, standard: spacing.toSuperview) {
        constraints.append(axis.gap(gap, before: edge.superview[keyPath: axis.endEdge], from: last.node))
      }
    }
    return constraints
  }

  /// `later.attribute == earlier.attribute` for each pair of neighbours of the line.
  private func aligning<Kind>(_ attribute: KeyPath<LayoutNode, LayoutAnchor<Kind>>) -> [LayoutConstraint] {
    zip(elements, elements.dropFirst()).map { earlier, later in
      LayoutConstraint(
        later.node[keyPath: attribute], .equal, AnchorExpression(earlier.node[keyPath: attribute]))
    }
  }

  /// `node.size relation constant` or `node.size relation other.size`, at the predicate's priority.
  private func size(
    of node: LayoutNode, _ predicate: SizePredicate, _ dimension: KeyPath<LayoutNode, LayoutDimension>
  ) -> LayoutConstraint {
    let rhs: AnchorExpression<DimensionKind>
    switch predicate.object {
    case .constant(let value): rhs = AnchorExpression(constant: value, priority: predicate.priority)
    case .node(let other):
      rhs = AnchorExpression(terms: [AnchorTerm(other[keyPath: dimension].erased)], priority: predicate.priority)
    }
    return LayoutConstraint(node[keyPath: dimension], predicate.relation, rhs)
  }

  /// A spacing's predicates, the standard space standing for a bare `-`.
  private func predicates(of spacing: Spacing, standard: CGFloat) -> [SpacingPredicate] {
    switch spacing {
    case .standard: return [SpacingPredicate(relation: .equal, object: standard, priority: .required)]
    case .predicates(let predicates): return predicates
    }
  }
}
