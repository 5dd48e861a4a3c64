/// The direction in which Neon's grouping calls (``LayoutNode/groupInCenter(group:views:padding:width:height:)``
/// and the others) line views up.
public enum Group: Hashable, Sendable, CaseIterable {
  /// A row: the views run from left to right, in the order given, `padding` apart.
  case horizontal
  /// A column: the views run from top to bottom, in the order given, `padding` apart.
  case vertical
}
