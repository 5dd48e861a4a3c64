// A node's root and its inherited layout direction, kept on the node.
//
// Activating a constraint registers it with the engine of its boxes' root, and translating a
// `leading` or `trailing` anchor reads its box's inherited direction: both walked up the tree, N²
// steps for a nest N deep (about 60 % of building a nest 1,000 deep). Each node keeps what it last
// found, under two invariants that every change to the tree maintains, without any state shared
// between trees (trees on different threads never meet here):
//
// - `cachedRoot`, when set, is the node itself or one of its ancestors. Adding a node under another
//   makes no ancestor stop being one; a cut link does, so the subtree below a cut forgets its roots
//   (`removeFromParent`, and a parent's deinit for the children that outlive it). A cached root that
//   has been added to a parent since is a shortcut to walk on from. Being an ancestor of a live node,
//   it is alive: its deinit would have cut the way down to the node.
// - `cachedDirection`, when set, is the node's inherited direction, and every node between it and the
//   node that sets that direction (or the root) knows it too. A subtree forgets the directions it
//   inherited from above its root when it is added under a node and when its root changes its own
//   (those that come from a node inside it stay true), and all of them when it is cut off.
//
// What is not known is found by walking up to the nearest node that knows it, and kept on every node
// of the way: a tree built top down, or laid out after it was built, pays one step per node.
extension LayoutNode {
  /// The root: cached, else found (see the file's comment).
  @inline(never)
  func findRoot() -> Unmanaged<LayoutNode> {
    let start = Unmanaged.passUnretained(self)
    var current = start
    while let parent = current._withUnsafeGuaranteedRef(\.parentLink) {
      current = current._withUnsafeGuaranteedRef { $0.cachedProperAncestor } ?? parent
    }
    let root = current
    var next: Unmanaged<LayoutNode>? = start
    while let node = next {
      next = node._withUnsafeGuaranteedRef { node in
        let up = node.cachedProperAncestor ?? node.parentLink
        node.cachedRoot = root
        return up
      }
    }
    return root
  }

  /// The cached root, if it is a proper ancestor (see the file's comment).
  private var cachedProperAncestor: Unmanaged<LayoutNode>? {
    guard let root = cachedRoot, root.toOpaque() != Unmanaged.passUnretained(self).toOpaque() else { return nil }
    return root
  }

  /// The direction of the nearest ancestor that has one set or knows its own, `.leftToRight` if none
  /// does; kept on every node of the way.
  @inline(never)
  func findInheritedDirection() -> LayoutDirection {
    var direction = LayoutDirection.leftToRight
    var stop: Unmanaged<LayoutNode>?
    var node = parentLink
    while let current = node {
      if let found = current._withUnsafeGuaranteedRef({ $0.explicitLayoutDirection ?? $0.cachedDirection }) {
        direction = found
        stop = current
        break
      }
      node = current._withUnsafeGuaranteedRef(\.parentLink)
    }
    var next: Unmanaged<LayoutNode>? = Unmanaged.passUnretained(self)
    while let current = next, current.toOpaque() != stop?.toOpaque() {
      next = current._withUnsafeGuaranteedRef { node in
        node.cachedDirection = direction
        return node.parentLink
      }
    }
    return direction
  }

  /// Forgets the cached roots and directions of the subtree: cut off from its tree.
  func forgetTreeCaches() {
    forEachInSubtree { node in
      node.cachedRoot = nil
      node.cachedDirection = nil
    }
  }

  /// Forgets the directions that the subtree inherited through this node: added under a node, or its
  /// own direction changed.
  ///
  /// Only the nodes that know a direction and set none can hold one that came through this node: a node
  /// kept what it found on every node of the way up to the one that set it (see `findInheritedDirection`,
  /// and the invariant in the file's comment), so a node that knows nothing has no descendant that knows
  /// a direction from above it. The walk stops there, and at a node that sets its own direction (what
  /// lies below it came from it). A subtree built before it joins a tree, which knows no direction, is
  /// not walked at all: building nested linear layouts bottom up walked every nest at every insertion.
  func forgetInheritedDirections() {
    cachedDirection = nil
    guard !children.isEmpty else { return }
    var pending: [Unmanaged<LayoutNode>] = []
    var node = Unmanaged.passUnretained(self)
    while true {
      node._withUnsafeGuaranteedRef { node in
        for child in node.children where child.cachedDirection != nil && child.explicitLayoutDirection == nil {
          child.cachedDirection = nil
          pending.append(Unmanaged.passUnretained(child))
        }
      }
      guard let next = pending.popLast() else { return }
      node = next
    }
  }
}
