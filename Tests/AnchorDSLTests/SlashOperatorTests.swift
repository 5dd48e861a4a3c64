import AnchorDSL
import Foundation
import LayoutNodes
import Testing

/// `/==/`, `/<=/` and `/>=/` cover every operand shape of `==`, `<=` and `>=`, and build the same
/// constraints (compared through their descriptions: anchors, relation, terms, constant, priority).
@Suite("Anchorage's slash operators")
struct SlashOperatorTests {
  /// One operand shape of the relations: single anchors, expressions, dimension constants, edges,
  /// edges with insets, pairs, pairs with a constant, sizes, sizes with a priority.
  enum Shape: String, CaseIterable, Sendable {
    case anchor, expression, dimensionConstant, edges, edgesWithInsets, pair, pairExpression, size, prioritizedSize
  }

  @Test(arguments: Shape.allCases, [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
  func `a slash operator builds what its plain operator builds`(shape: Shape, relation: Relation) {
    // Each spelling on a tree of its own (the root is kept alive: nodes hold their parent weakly).
    let (plainRoot, plainNodes) = makeTree("a", "b")
    let (slashRoot, slashNodes) = makeTree("a", "b")
    let plain = build(shape, relation, plainNodes[0], plainNodes[1], slash: false)
    let slash = build(shape, relation, slashNodes[0], slashNodes[1], slash: true)
    withExtendedLifetime((plainRoot, slashRoot)) {}
    #expect(plain.count == slash.count)
    #expect(plain.map(\.description) == slash.map(\.description))
    #expect(slash.allSatisfy { $0.isActive })
  }

  @Test func `a slash relation binds looser than ~, which binds looser than +`() {
    let (root, nodes) = makeTree("a", "b")
    defer { withExtendedLifetime(root) {} }
    // Anchorage's precedences: `/==/` at ComparisonPrecedence, `~` between it and AdditionPrecedence.
    let constraint = nodes[0].widthAnchor /==/ nodes[1].widthAnchor + 10 ~ .low
    #expect(constraint.description == "a.width == b.width + 10 @250")
  }

  func build(_ shape: Shape, _ relation: Relation, _ a: LayoutNode, _ b: LayoutNode, slash: Bool)
    -> [LayoutConstraint]
  {
    switch shape {
    case .anchor:
      return [relateAnchor(a.leadingAnchor, relation, b.trailingAnchor, slash: slash)]
    case .expression:
      return [relateExpression(a.centerYAnchor, relation, b.topAnchor / 2 + 8 ~ .high, slash: slash)]
    case .dimensionConstant:
      return [relateConstant(a.widthAnchor, relation, 44, slash: slash)]
    case .edges:
      return relateEdges(a.edgeAnchors, relation, EdgeAnchorsExpression(anchors: b.edgeAnchors), slash: slash)
    case .edgesWithInsets:
      let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
      return relateEdges(a.edgeAnchors, relation, b.edgeAnchors + insets ~ .low, slash: slash)
    case .pair:
      return relatePair(a.horizontalAnchors, relation, AnchorPairExpression(anchors: b.horizontalAnchors), slash: slash)
    case .pairExpression:
      return relatePair(a.centerAnchors, relation, b.centerAnchors + 6 ~ .high, slash: slash)
    case .size:
      return relateSize(a.sizeAnchors, relation, CGSize(width: 10, height: 20) ~ .required, slash: slash)
    case .prioritizedSize:
      return relateSize(a.sizeAnchors, relation, CGSize(width: 10, height: 20) ~ .low, slash: slash)
    }
  }

  func relateAnchor<K>(_ a: LayoutAnchor<K>, _ r: Relation, _ b: LayoutAnchor<K>, slash: Bool) -> LayoutConstraint {
    switch (r, slash) {
    case (.equal, false): return a == b
    case (.equal, true): return a /==/ b
    case (.lessThanOrEqual, false): return a <= b
    case (.lessThanOrEqual, true): return a /<=/ b
    case (.greaterThanOrEqual, false): return a >= b
    case (.greaterThanOrEqual, true): return a />=/ b
    }
  }

  func relateExpression<K>(_ a: LayoutAnchor<K>, _ r: Relation, _ b: AnchorExpression<K>, slash: Bool)
    -> LayoutConstraint
  {
    switch (r, slash) {
    case (.equal, false): return a == b
    case (.equal, true): return a /==/ b
    case (.lessThanOrEqual, false): return a <= b
    case (.lessThanOrEqual, true): return a /<=/ b
    case (.greaterThanOrEqual, false): return a >= b
    case (.greaterThanOrEqual, true): return a />=/ b
    }
  }

  func relateConstant(_ a: LayoutDimension, _ r: Relation, _ b: CGFloat, slash: Bool) -> LayoutConstraint {
    switch (r, slash) {
    case (.equal, false): return a == b
    case (.equal, true): return a /==/ b
    case (.lessThanOrEqual, false): return a <= b
    case (.lessThanOrEqual, true): return a /<=/ b
    case (.greaterThanOrEqual, false): return a >= b
    case (.greaterThanOrEqual, true): return a />=/ b
    }
  }

  func relateEdges(_ a: EdgeAnchors, _ r: Relation, _ b: EdgeAnchorsExpression, slash: Bool) -> [LayoutConstraint] {
    // Plain edges (no insets, required) go through the EdgeAnchors-to-EdgeAnchors overloads.
    if b.insets == .zero, b.priority == .required {
      switch (r, slash) {
      case (.equal, false): return (a == b.anchors).all
      case (.equal, true): return (a /==/ b.anchors).all
      case (.lessThanOrEqual, false): return (a <= b.anchors).all
      case (.lessThanOrEqual, true): return (a /<=/ b.anchors).all
      case (.greaterThanOrEqual, false): return (a >= b.anchors).all
      case (.greaterThanOrEqual, true): return (a />=/ b.anchors).all
      }
    }
    switch (r, slash) {
    case (.equal, false): return (a == b).all
    case (.equal, true): return (a /==/ b).all
    case (.lessThanOrEqual, false): return (a <= b).all
    case (.lessThanOrEqual, true): return (a /<=/ b).all
    case (.greaterThanOrEqual, false): return (a >= b).all
    case (.greaterThanOrEqual, true): return (a />=/ b).all
    }
  }

  func relatePair<F, S>(_ a: AnchorPair<F, S>, _ r: Relation, _ b: AnchorPairExpression<F, S>, slash: Bool)
    -> [LayoutConstraint]
  {
    // A pair without constant or priority goes through the pair-to-pair overloads.
    if b.constant == 0, b.priority == .required {
      switch (r, slash) {
      case (.equal, false): return (a == b.anchors).all
      case (.equal, true): return (a /==/ b.anchors).all
      case (.lessThanOrEqual, false): return (a <= b.anchors).all
      case (.lessThanOrEqual, true): return (a /<=/ b.anchors).all
      case (.greaterThanOrEqual, false): return (a >= b.anchors).all
      case (.greaterThanOrEqual, true): return (a />=/ b.anchors).all
      }
    }
    switch (r, slash) {
    case (.equal, false): return (a == b).all
    case (.equal, true): return (a /==/ b).all
    case (.lessThanOrEqual, false): return (a <= b).all
    case (.lessThanOrEqual, true): return (a /<=/ b).all
    case (.greaterThanOrEqual, false): return (a >= b).all
    case (.greaterThanOrEqual, true): return (a />=/ b).all
    }
  }

  func relateSize(
    _ a: AnchorPair<DimensionKind, DimensionKind>, _ r: Relation, _ b: PrioritizedSize, slash: Bool
  ) -> [LayoutConstraint] {
    // A required size goes through the CGSize overloads.
    if b.priority == .required {
      switch (r, slash) {
      case (.equal, false): return (a == b.size).all
      case (.equal, true): return (a /==/ b.size).all
      case (.lessThanOrEqual, false): return (a <= b.size).all
      case (.lessThanOrEqual, true): return (a /<=/ b.size).all
      case (.greaterThanOrEqual, false): return (a >= b.size).all
      case (.greaterThanOrEqual, true): return (a />=/ b.size).all
      }
    }
    switch (r, slash) {
    case (.equal, false): return (a == b).all
    case (.equal, true): return (a /==/ b).all
    case (.lessThanOrEqual, false): return (a <= b).all
    case (.lessThanOrEqual, true): return (a /<=/ b).all
    case (.greaterThanOrEqual, false): return (a >= b).all
    case (.greaterThanOrEqual, true): return (a />=/ b).all
    }
  }
}
