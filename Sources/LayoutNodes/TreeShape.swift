import Synchronization

/// Process-wide stamps of the changes to the shape of trees of nodes, against which a node checks the
/// root and the inherited direction it has cached (``LayoutNode/root``, ``LayoutNode/layoutDirection``).
///
/// Without the caches, each constraint activated and each directional anchor translated walked up to
/// the root: a tree N levels deep cost N² steps to build (a nest 1,000 deep spent about 60 % of its
/// build in such walks). A cache records the stamp it was made at, and is trusted while that stamp has
/// not moved. The stamps are global, not per tree, so that a node never has to reach a tree it may
/// have left to learn whether its cache still holds: a change anywhere makes every cache check its
/// path again once. Trees on other threads only make the caches miss more often: what a thread reads
/// of its own trees' shape, it changed itself.
enum TreeShape {
  /// Moves whenever a parent link is cut: a node removed from its parent (or moved to another one), or
  /// its parent deinitialized. While it stands still, every link that existed still does, so a cached
  /// root is still an ancestor of the node, and alive; it may have been added to a parent since.
  static let detachments = Atomic<UInt64>(1)
  /// Moves whenever an inherited direction may change: at every detachment, every insertion and every
  /// change of a node's ``LayoutNode/explicitLayoutDirection``.
  static let directionChanges = Atomic<UInt64>(1)

  /// Notes that parent links were cut.
  static func noteDetachment() {
    detachments.wrappingAdd(1, ordering: .relaxed)
    directionChanges.wrappingAdd(1, ordering: .relaxed)
  }

  /// Notes an insertion or a change of an explicit direction.
  static func noteDirectionChange() {
    directionChanges.wrappingAdd(1, ordering: .relaxed)
  }
}
