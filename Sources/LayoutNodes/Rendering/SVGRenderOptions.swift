/// What ``LayoutNode/renderSVG(options:)`` draws besides the nodes.
public struct SVGRenderOptions: Hashable, Sendable {
  /// Whether to draw each active constraint between two anchors as a line from the first anchor's
  /// point to the second's (horizontal between two x positions, vertical between two y positions,
  /// centre to centre for dimensions; dashed for a non-required constraint), with the constraint in
  /// a tooltip.
  public var showsConstraints: Bool
  /// Whether to probe solver-owned nodes for ambiguity (``LayoutNode/hasAmbiguousLayout``) and outline
  /// the ambiguous ones; each probe copies the tree's solver, so large trees may turn it off.
  public var checksAmbiguity: Bool

  /// Creates options; by default no constraint lines and ambiguity checked.
  public init(showsConstraints: Bool = false, checksAmbiguity: Bool = true) {
    self.showsConstraints = showsConstraints
    self.checksAmbiguity = checksAmbiguity
  }
}
