import Foundation

extension LinearLayout {
  /// A child's parameters, kept on the child (``LayoutNode/linearLayoutParams``) while it is a child of
  /// the layout that gave them, as a view keeps its `layoutParams` in the seed's Android model.
  ///
  /// Kept on the child rather than in the layout by the child's identity: a layout built with `addView`
  /// then finds each child's parameters with a load instead of a hash lookup, and owns no table (a
  /// table per layout, allocated and filled as the layout was built, was an eighth of building one).
  final class HeldParams {
    /// The layout that gave them (compared, never dereferenced): they apply only while the node is its
    /// child. A child that leaves forgets them (``forgetParams(of:)``), and so do the children of a
    /// layout that goes away, so no other layout can come to have the identifier of this one while a
    /// node holds its parameters.
    let owner: ObjectIdentifier
    var params: LayoutParams

    init(owner: ObjectIdentifier, params: LayoutParams) {
      self.owner = owner
      self.params = params
    }
  }

  /// The parameters this layout gave `child`, or `nil` if it gave none (the child was added with
  /// `addChild`).
  func heldParams(of child: LayoutNode) -> HeldParams? {
    guard let held = child.linearLayoutParams, held.owner == ObjectIdentifier(self) else { return nil }
    return held
  }

  /// Gives `child` these parameters (replacing those this layout gave it before, in place).
  func holdParams(_ params: LayoutParams, of child: LayoutNode) {
    if let held = heldParams(of: child) {
      held.params = params
    } else {
      child.linearLayoutParams = HeldParams(owner: ObjectIdentifier(self), params: params)
    }
  }

  /// Forgets the parameters this layout gave `child`: it left the layout.
  func forgetParams(of child: LayoutNode) {
    if heldParams(of: child) != nil { child.linearLayoutParams = nil }
  }
}
