import Foundation

extension StackNode {
  /// How a stack shares its length along its axis among its arranged nodes (UIKit's
  /// `UIStackView.Distribution`). In every distribution the first visible node starts at the canvas's
  /// leading (top) edge and the last one ends at its trailing (bottom) edge.
  public enum Distribution: Hashable, Sendable {
    /// The nodes fill the stack, ``StackNode/spacing`` apart. When they are too short, the node with the
    /// lowest content-hugging priority grows; when too long, the one with the lowest compression
    /// resistance shrinks. Among nodes of equal lowest hugging, the first one in the list grows.
    case fill
    /// The nodes fill the stack, ``StackNode/spacing`` apart, all of the same length.
    case fillEqually
    /// The nodes fill the stack, ``StackNode/spacing`` apart, with lengths in proportion to their
    /// natural lengths (text, measure closure or intrinsic size). Without any natural length it acts as
    /// ``fill``.
    case fillProportionally
    /// The nodes keep their natural lengths and the gaps between them are equal, at least
    /// ``StackNode/spacing`` (or the custom spacing after each node); when even the minimum gaps leave
    /// too little room, the nodes shrink by compression resistance.
    case equalSpacing
    /// The nodes keep their natural lengths and their centres are equally far apart, with at least
    /// ``StackNode/spacing`` (or the custom spacing) between neighbours' edges.
    case equalCentering
  }
}

extension StackArrangement {
  /// The constraints along the axis: canvas connections, spacing, the distribution's lengths and the
  /// collapse of hidden nodes.
  mutating func distribute() {
    defer { collapseHiddenNodes() }
    guard let first = visible.first, let last = visible.last else { return }
    add("UISV-canvas-connection", first.box, along.leading, .equal, [stackTerm(canvas, along.leading)])
    let pairs = Array(zip(visible, visible.dropFirst()))
    let gaps = pairs.map { stack.spacing(after: $0.0) }
    switch stack.distribution {
    case .equalSpacing where pairs.count > 0:
      distributeWithEqualGaps(pairs: pairs, gaps: gaps, last: last)
    case .equalCentering where pairs.count > 0:
      distributeWithEqualCentres(pairs: pairs, gaps: gaps, first: first, last: last)
    default:
      for ((previous, next), gap) in zip(pairs, gaps) {
        addSpacing("UISV-spacing", from: previous, to: next, gap: [], constant: gap)
      }
      fillLengths(last: last, totalGap: gaps.reduce(0, +))
    }
  }

  /// `next` starts `gap` after `previous` ends: between edges, or between the last baseline of
  /// `previous` and the first baseline of `next` in a baseline-relative arrangement.
  private mutating func addSpacing(
    _ identifier: String, from previous: LayoutNode, to next: LayoutNode, gap: [AnchorTerm], constant: CGFloat
  ) {
    if isBaselineRelative {
      add(
        identifier, next.box, .firstBaseline, .equal, [stackTerm(previous.box, .lastBaseline)] + gap, constant: constant
      )
    } else {
      add(
        identifier, next.box, along.leading, .equal, [stackTerm(previous.box, along.trailing)] + gap, constant: constant
      )
    }
  }

  /// The last node ends at the canvas's trailing edge: its length is the canvas's less the others' and
  /// the gaps, the row the engine would make of `last.trailing == canvas.trailing` by substituting
  /// the chain of positions into it. Baseline-relative spacing has no such form (the gaps are between
  /// baselines), so the edge is pinned, and the engine substitutes the chain's definitions into it.
  private mutating func connectToTrailingEdge(last: LayoutNode, gapTerms: [AnchorTerm], gapConstant: CGFloat) {
    if isBaselineRelative {
      add("UISV-canvas-connection", last.box, along.trailing, .equal, [stackTerm(canvas, along.trailing)])
      return
    }
    let others = visible.dropLast().map { stackTerm($0.box, along.length, -1) }
    add(
      "UISV-canvas-connection", last.box, along.length, .equal,
      [stackTerm(canvas, along.length)] + others + gapTerms, constant: -gapConstant)
  }

  /// The lengths of the fill distributions, and the connection to the canvas's trailing edge.
  ///
  /// `.fillEqually` and `.fillProportionally` give each node its share of what the gaps leave, from
  /// the canvas's length: rows of two variables, and the last node then ends at the canvas's edge
  /// through the chain, with no row of every length. Written as equal lengths tied to each other and a
  /// sum of them all (the first formulation), 1,000 nodes took 29 ms each to add: each equality
  /// changed the common length and re-solved the content constraints of every node tied to it.
  private mutating func fillLengths(last: LayoutNode, totalGap: CGFloat) {
    let naturals: [CGFloat]
    switch stack.distribution {
    case .fillEqually where !isBaselineRelative:
      naturals = visible.map { _ in 1 }
    case .fillProportionally where !isBaselineRelative:
      naturals = visible.map { $0.naturalLength(along: stack.axis) }
    default:
      naturals = []
    }
    let total = naturals.reduce(0, +)
    guard total > 0, total.isFinite else {
      if stack.distribution == .fillEqually, let first = visible.first {
        // Baseline-relative gaps are not lengths: equal lengths, and the edge pinned.
        for node in visible.dropFirst() {
          add("UISV-fill-equally", node.box, along.length, .equal, [stackTerm(first.box, along.length)])
        }
      } else {
        suppressFillAmbiguity()
      }
      return connectToTrailingEdge(last: last, gapTerms: [], gapConstant: totalGap)
    }
    let identifier = stack.distribution == .fillEqually ? "UISV-fill-equally" : "UISV-fill-proportionally"
    for (node, natural) in zip(visible, naturals) {
      let share = natural / total
      add(
        identifier, node.box, along.length, .equal, [stackTerm(canvas, along.length, share)],
        constant: -share * totalGap)
    }
  }

  /// UIKit's rule for `.fill`: among the nodes of the lowest content-hugging priority, the first one
  /// takes the room left (or gives it up last). It alone gets the weakest pull towards the canvas's
  /// length, which decides between otherwise equal solutions and nothing else: a one-point difference
  /// of hugging or compression priority outweighs it. (A pull towards zero on each of the others did
  /// the same, but made the canvas connection walk the room through them one pivot at a time:
  /// quadratic, 0.76 ms per node at 1,000.)
  private mutating func suppressFillAmbiguity() {
    let hugging = visible.map { $0.contentHuggingPriority(for: stack.axis) }
    guard let lowest = hugging.min(), hugging.filter({ $0 == lowest }).count > 1,
      let index = hugging.firstIndex(of: lowest)
    else { return }
    add(
      "UISV-ambiguity-suppression", visible[index].box, along.length, .greaterThanOrEqual, [],
      constant: StackNode.tieBreakLength, priority: LayoutPriority(1))
  }

  /// `.equalSpacing`: one gap, the distributing guide's length, between every two nodes; at least the
  /// largest spacing asked for, and no more than the canvas leaves.
  private mutating func distributeWithEqualGaps(pairs: [(LayoutNode, LayoutNode)], gaps: [CGFloat], last: LayoutNode) {
    guard let guide = distributingGuide else { return }
    placeDistributingGuide(guide)
    let gap = stackTerm(guide, along.length)
    for (previous, next) in pairs {
      addSpacing("UISV-distributing-edge", from: previous, to: next, gap: [gap], constant: 0)
    }
    let minimum = gaps.max() ?? 0
    add("UISV-spacing", guide, along.length, .greaterThanOrEqual, [], constant: minimum)
    add(
      "UISV-distributing-fit", guide, along.length, .equal, [], constant: minimum, priority: StackNode.canvasFitPriority
    )
    connectToTrailingEdge(
      last: last, gapTerms: [stackTerm(guide, along.length, -CGFloat(pairs.count))], gapConstant: 0)
    suppressLengthAmbiguity()
  }

  /// `.equalCentering`: the centres one distance apart (the guide's length), with at least the spacing
  /// between neighbours' edges; the first node starts at the canvas's edge and the last ends at the
  /// other, so the distance is what the canvas leaves beyond the two half-lengths at its ends.
  private mutating func distributeWithEqualCentres(
    pairs: [(LayoutNode, LayoutNode)], gaps: [CGFloat], first: LayoutNode, last: LayoutNode
  ) {
    guard let guide = distributingGuide else { return }
    placeDistributingGuide(guide)
    for ((previous, next), gap) in zip(pairs, gaps) {
      // Centre to centre, written with the edges: `next.leading + next.trailing == previous.leading +
      // previous.trailing + 2 × distance`. A centre anchor does not follow the layout direction, and a
      // right-to-left row must step leftwards.
      add(
        "UISV-distributing-edge", next.box, along.leading, .equal,
        [
          stackTerm(previous.box, along.leading), stackTerm(previous.box, along.trailing),
          stackTerm(next.box, along.trailing, -1), stackTerm(guide, along.length, 2),
        ])
      add(
        "UISV-spacing", guide, along.length, .greaterThanOrEqual,
        [stackTerm(previous.box, along.length, 0.5), stackTerm(next.box, along.length, 0.5)], constant: gap)
    }
    add("UISV-distributing-fit", guide, along.length, .equal, [], priority: StackNode.canvasFitPriority)
    let intervals = CGFloat(pairs.count)
    add(
      "UISV-canvas-connection", guide, along.length, .equal,
      [
        stackTerm(canvas, along.length, 1 / intervals), stackTerm(first.box, along.length, -0.5 / intervals),
        stackTerm(last.box, along.length, -0.5 / intervals),
      ])
    suppressLengthAmbiguity()
  }

  /// The distributing guide lies at the canvas's leading corner, with no breadth: only its length
  /// means anything.
  private mutating func placeDistributingGuide(_ guide: LayoutBox) {
    add("UISV-distributing", guide, along.leading, .equal, [stackTerm(canvas, along.leading)])
    add("UISV-distributing", guide, across.leading, .equal, [stackTerm(canvas, across.leading)])
    add("UISV-distributing", guide, across.length, .equal, [])
  }

  /// A node without a natural length collapses rather than leaves the equal-spacing distributions
  /// ambiguous.
  private mutating func suppressLengthAmbiguity() {
    for node in visible {
      add(
        "UISV-ambiguity-suppression", node.box, along.length, .equal, [],
        priority: StackNode.ambiguitySuppressionPriority)
    }
  }

  /// UIKit's `UISV-hiding`: a hidden node has no length and sits where the previous visible node ends
  /// (or at the canvas's leading edge); no spacing is counted for it.
  private mutating func collapseHiddenNodes() {
    var previous: LayoutNode?
    for node in nodes {
      guard node.isHidden else {
        previous = node
        continue
      }
      add("UISV-hiding", node.box, along.length, .equal, [])
      let start = previous.map { stackTerm($0.box, along.trailing) } ?? stackTerm(canvas, along.leading)
      add("UISV-hiding", node.box, along.leading, .equal, [start])
    }
  }
}

extension StackNode {
  /// The length towards which `.fill`'s tie-break pulls the first node of the lowest hugging priority:
  /// longer than any stack, so that the pull is the same at every length and never ends. (Pulled
  /// towards the canvas's length instead, it also pulled on every other node's length through the
  /// canvas, and a column of labels re-measured at a new width re-solved that pull once per label.)
  static let tieBreakLength: CGFloat = 100_000
}
