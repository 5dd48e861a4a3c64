import Foundation

extension LinearLayout {
  /// What a layout hands to a nested layout it places (through ``placementContext``), so that each
  /// level need not walk to the root again for them: the root's display scale as read, unchecked (the
  /// nested layout checks it, and warns, as it would have), the tree's engine, and the layout at which
  /// the pass began if it records the frames set (see ``KeptPlacement``).
  ///
  /// The engine is not retained (retaining and releasing it for every child cost more than placing
  /// the child): the root holds it, and the root outlives the pass, unless a hook that is not a linear
  /// layout's moves the tree, after which a layout neither uses nor hands down the engine it found.
  struct PlacementContext {
    let displayScale: CGFloat?
    let engine: Unmanaged<LayoutEngine>?
    let recorder: Unmanaged<LinearLayout>?
  }

  /// The tree's engine as a layout knows it while it places its children.
  enum KnownEngine {
    /// Found during this placement, and the tree has not changed since: the engine, or `nil` if the
    /// tree has none.
    case found(Unmanaged<LayoutEngine>?)
    /// Not known: a hook that is not a linear layout's ran, and may have moved the tree.
    case unknown
  }

  /// Sets a child's frame with the effects of ``LayoutNode/frame``'s setter, given the tree's engine
  /// (found once per pass instead of by a walk to the root per child).
  ///
  /// Only while the tree is known not to have changed since the engine was found (no foreign hook
  /// ran): the child is then this layout's, so it has a parent, and the engine is its root's. An
  /// ``KnownEngine/unknown`` engine sets the frame as usual.
  ///
  /// `hook` is the child's ``LayoutNode/layoutSubviews``, read once by the caller, which runs it next.
  func setFrame(
    of child: LayoutNode, to rect: CGRect, engine knownEngine: KnownEngine, placedByParent: Bool,
    hook: ((LayoutNode) -> Void)?
  ) {
    guard case .found(let foundEngine) = knownEngine else {
      child.isBeingPlacedByParent = placedByParent
      child.frame = rect
      child.isBeingPlacedByParent = false
      return
    }
    let old = child.frame
    // The value alone, then what the setter does.
    child.storedFrame = rect
    guard !rect.isIdentical(to: old) else { return }
    guard let foundEngine else {
      // No engine: no box is in a solver, and there is no pass to ask for.
      if !placedByParent, hook != nil, rect.size != old.size { child.setNeedsLayout() }
      return
    }
    foundEngine._withUnsafeGuaranteedRef { engine in
      if child.boxIsMaterialized, !child.box.isOwned { engine.queue(child.box) }
      if !placedByParent, hook != nil, rect.size != old.size {
        child.setNeedsLayout()
      } else {
        engine.needsPass = true
      }
    }
  }
}
