import Foundation

/// The attributes of one axis of a stack: its two edges, its centre and its length.
struct StackEdges {
  let leading: LayoutAttribute
  let trailing: LayoutAttribute
  let center: LayoutAttribute
  let length: LayoutAttribute

  /// Leading and trailing follow the layout direction: a right-to-left row runs from the right.
  static let horizontal = StackEdges(leading: .leading, trailing: .trailing, center: .centerX, length: .width)
  static let vertical = StackEdges(leading: .top, trailing: .bottom, center: .centerY, length: .height)

  init(leading: LayoutAttribute, trailing: LayoutAttribute, center: LayoutAttribute, length: LayoutAttribute) {
    self.leading = leading
    self.trailing = trailing
    self.center = center
    self.length = length
  }

  init(_ axis: LayoutAxis) {
    self = axis == .horizontal ? .horizontal : .vertical
  }
}

/// The constraints of one arrangement of a stack, built in activation order: along the axis
/// (`StackNode+Distribution.swift`), then across it (`StackNode+Alignment.swift`).
///
/// Every position is written as a required equality that places one arranged node from its
/// predecessor or from the canvas (`next.leading == previous.trailing + spacing`), with the node on the
/// left-hand side: the engine keeps such a chain out of the solver as position definitions, so the
/// solver holds only lengths. The far end of the canvas is reached through lengths too (the last
/// node's length is what the canvas leaves it), never through the last node's position, which would
/// bring the whole chain into the solver and make each node's row hold every node before it.
struct StackArrangement {
  let stack: StackNode
  /// The stack, or its margins guide for a margins-relative arrangement.
  let canvas: LayoutBox
  let along: StackEdges
  let across: StackEdges
  let nodes: [LayoutNode]
  let visible: [LayoutNode]
  /// The guide whose length is the common gap of the equal-spacing distributions, when in use.
  let distributingGuide: LayoutBox?
  private(set) var constraints: [LayoutConstraint] = []

  init(stack: StackNode, distributingGuide: LayoutGuide?) {
    self.stack = stack
    canvas = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide.box : stack.box
    along = StackEdges(stack.axis)
    across = StackEdges(stack.axis == .horizontal ? .vertical : .horizontal)
    nodes = stack.arrangedSubnodes
    visible = nodes.filter { !$0.isHidden }
    self.distributingGuide = distributingGuide?.box
  }

  /// Whether spacing is measured between baselines (a vertical stack's `isBaselineRelativeArrangement`).
  var isBaselineRelative: Bool { stack.axis == .vertical && stack.isBaselineRelativeArrangement }

  /// Appends `first.attribute relation Σ terms + constant @ priority`, named `identifier` as UIKit
  /// names the constraint of the same role.
  mutating func add(
    _ identifier: String, _ first: LayoutBox, _ attribute: LayoutAttribute, _ relation: Relation,
    _ terms: [AnchorTerm], constant: CGFloat = 0, priority: LayoutPriority = .required
  ) {
    let constraint = LayoutConstraint(
      AnyLayoutAnchor(first, attribute), relation, terms, constant: constant, priority: priority)
    constraint.identifier = identifier
    constraints.append(constraint)
  }

  /// The canvas fit: a stack placed by other constraints is as long as its arranged nodes need and,
  /// when its alignment leaves its breadth free (all but `.fill`), as broad as its broadest node, as a
  /// `UIStackView` is: pulls of its length and breadth towards zero at a priority below
  /// `.fittingSize`, so that any constraint a user writes on the stack's size wins over them. The
  /// pull along the axis also bounds `.fill`'s tie-break, which pulls the first node longer, more
  /// weakly: where nothing fixes the stack's length, the nodes keep their natural lengths.
  mutating func fitCanvas() {
    guard stack.isOwnedByOthers else { return }
    add("UISV-canvas-fit", stack.box, along.length, .equal, [], priority: StackNode.canvasFitPriority)
    guard stack.alignment != .fill else { return }
    add("UISV-canvas-fit", stack.box, across.length, .equal, [], priority: StackNode.canvasFitPriority)
  }
}

/// `coefficient ×` an attribute of a box, as a term of a generated constraint.
func stackTerm(_ box: LayoutBox, _ attribute: LayoutAttribute, _ coefficient: CGFloat = 1) -> AnchorTerm {
  AnchorTerm(AnyLayoutAnchor(box, attribute), coefficient: coefficient)
}

extension LayoutConstraint {
  /// An inactive constraint from an erased first anchor, for constraints generated along an axis
  /// chosen at run time (a stack's). The kind parameter of the public initializer only types the
  /// anchors a user writes; the constraint stores erased anchors.
  convenience init(
    _ first: AnyLayoutAnchor, _ relation: Relation, _ terms: [AnchorTerm], constant: CGFloat, priority: LayoutPriority
  ) {
    self.init(
      LayoutAnchor<DimensionKind>(first.box, first.attribute), relation,
      AnchorExpression(terms: terms, constant: constant, priority: priority))
  }
}

extension StackNode {
  /// The priority of the stack's hug of its arranged nodes across its axis (`UISV-canvas-fit`) and of
  /// the equal-spacing distributions' gap (`UISV-distributing-fit`): just below `.fittingSize`, so
  /// that any constraint a user writes on the stack's size wins over it.
  static let canvasFitPriority = LayoutPriority(49)
  /// The priority of the constraints that settle what would otherwise be ambiguous, as UIKit's
  /// `UISV-ambiguity-suppression` (a node without a natural size collapses rather than floats).
  static let ambiguitySuppressionPriority = LayoutPriority(25)

  /// Regenerates the arrangement's constraints, keeping those that stay the same.
  func regenerateArrangement() {
    let usesGuide =
      (distribution == .equalSpacing || distribution == .equalCentering)
      && arrangedSubnodes.lazy.filter { !$0.isHidden }.count >= 2
    if usesGuide, distributingGuide == nil {
      let guide = LayoutGuide(identifier: "UISV-distributing")
      addLayoutGuide(guide)
      distributingGuide = guide
    } else if !usesGuide, let guide = distributingGuide {
      removeLayoutGuide(guide)
      distributingGuide = nil
    }
    var arrangement = StackArrangement(stack: self, distributingGuide: distributingGuide)
    arrangement.distribute()
    arrangement.align()
    arrangement.fitCanvas()
    arrangementConstraints = replaceArrangement(with: arrangement.constraints)
    // An arranged stack is now placed by these constraints (or no longer is): it fits itself to its
    // nodes only while it is, so it compares its inputs again, in this same pass.
    for case let nested as StackNode in arrangedSubnodes { nested.requestArrangementUpdate() }
  }
}
