import Foundation

extension StackNode {
  /// How a stack places its arranged nodes across its axis (UIKit's `UIStackView.Alignment`).
  ///
  /// Except with ``fill``, a node keeps its natural breadth (a node without one gets none), never more
  /// than the canvas's.
  public enum Alignment: Hashable, Sendable {
    /// The nodes span the canvas across the axis.
    case fill
    /// The nodes' leading edges (a horizontal stack: top edges) lie on the canvas's.
    case leading
    /// The nodes are centred across the axis.
    case center
    /// The nodes' trailing edges (a horizontal stack: bottom edges) lie on the canvas's.
    case trailing
    /// A horizontal stack aligns the nodes' first baselines, the group as high as the canvas allows; a
    /// vertical stack treats it as ``leading``, as UIKit does (the value it shares with `.top`).
    case firstBaseline
    /// A horizontal stack aligns the nodes' last baselines, the group as high as the canvas allows; a
    /// vertical stack treats it as ``trailing``.
    case lastBaseline

    /// The top edges, for a horizontal stack: the same as ``leading``.
    public static var top: Alignment { .leading }
    /// The bottom edges, for a horizontal stack: the same as ``trailing``.
    public static var bottom: Alignment { .trailing }
  }
}

extension StackArrangement {
  /// The constraints across the axis, for every arranged node (hidden ones included: they keep their
  /// place across the axis, as in UIKit).
  mutating func align() {
    switch stack.alignment {
    case .fill:
      for node in nodes {
        add("UISV-canvas-connection", node.box, across.leading, .equal, [stackTerm(canvas, across.leading)])
        add("UISV-canvas-connection", node.box, across.length, .equal, [stackTerm(canvas, across.length)])
      }
    case .leading: alignEdges(nodes, across.leading)
    case .center: alignEdges(nodes, across.center)
    case .trailing: alignEdges(nodes, across.trailing)
    case .firstBaseline, .lastBaseline:
      guard stack.axis == .horizontal else {
        return alignEdges(nodes, stack.alignment == .firstBaseline ? across.leading : across.trailing)
      }
      alignEdges(nodes.filter(\.isHidden), across.leading)
      alignBaselines(stack.alignment == .firstBaseline ? .firstBaseline : .lastBaseline)
    }
  }

  /// One edge (or the centre) of each node on the canvas's, each node no broader than the canvas.
  private mutating func alignEdges(_ aligned: [LayoutNode], _ attribute: LayoutAttribute) {
    for node in aligned {
      add("UISV-alignment", node.box, attribute, .equal, [stackTerm(canvas, attribute)])
      add("UISV-spanning-fit", node.box, across.length, .lessThanOrEqual, [stackTerm(canvas, across.length)])
      suppressBreadthAmbiguity(node)
    }
  }

  /// The visible nodes' baselines on the first visible node's, every node within the canvas, and the
  /// group pulled up until one of them touches the canvas's top (UIKit's spanning guide): each node's
  /// top is pulled towards the canvas's top more weakly than anything else, and the baselines move
  /// together, so the pulls settle where the highest node touches it.
  private mutating func alignBaselines(_ baseline: LayoutAttribute) {
    guard let reference = visible.first else { return }
    for node in visible {
      if node !== reference {
        add("UISV-alignment", node.box, baseline, .equal, [stackTerm(reference.box, baseline)])
      }
      add("UISV-spanning-boundary", node.box, .top, .greaterThanOrEqual, [stackTerm(canvas, .top)])
      add("UISV-spanning-boundary", node.box, .bottom, .lessThanOrEqual, [stackTerm(canvas, .bottom)])
      add(
        "UISV-spanning-fit", node.box, .top, .equal, [stackTerm(canvas, .top)],
        priority: StackNode.baselineGroupPriority)
      suppressBreadthAmbiguity(node)
    }
  }

  /// A node without a natural breadth gets none rather than an ambiguous one.
  private mutating func suppressBreadthAmbiguity(_ node: LayoutNode) {
    add(
      "UISV-ambiguity-suppression", node.box, across.length, .equal, [],
      priority: StackNode.ambiguitySuppressionPriority)
  }
}

extension StackNode {
  /// The pull of each baseline-aligned node's top towards the canvas's top: below the ambiguity
  /// suppression, so that a node without a natural height collapses at its baseline rather than grows
  /// up to the canvas's top.
  static let baselineGroupPriority = LayoutPriority(20)
}
