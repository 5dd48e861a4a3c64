/// A problem the layout engine found and worked around instead of trapping, recorded on the root
/// (``LayoutNode/layoutDiagnostics``) and passed to its ``LayoutNode/diagnosticHandler``.
public struct LayoutDiagnostic: CustomStringConvertible {
  /// What went wrong.
  public enum Kind: Hashable, Sendable {
    /// A required constraint (or a change making one required, or a new constant) conflicts with
    /// required constraints already installed, or with a changed fact (a frame of a frame-based node,
    /// a content size, a baseline, a guide inset); it was not installed, or was taken out, and is
    /// retried when something relaxes.
    case unsatisfiableConstraint
    /// A constraint relates nodes that share no common ancestor (different trees, a node removed from
    /// the tree, or a guide not added to a node); it was not activated.
    case noCommonAncestor
    /// A constant, multiplier, content size or frame is NaN or infinite; the constraint was not installed.
    case nonFiniteValue
    /// Height-for-width measurement had not settled after the pass bound; the last measurement is used.
    case measurementDidNotConverge
    /// Frames changed in `layoutSubviews` hooks kept invalidating the layout beyond the pass bound.
    case layoutDidNotSettle
    /// The strengths of the tree's non-required constraints sum to more than the root size's edit
    /// strength, so the root size is no longer guaranteed to win over all of them together.
    case priorityBudgetExceeded
    /// A tree operation that would make a cycle (adding an ancestor as a child, or arranging it in a
    /// stack) or that names a place that does not exist (a stack index out of range, custom spacing
    /// after a node the stack does not arrange), or a stack spacing that is not finite, was refused.
    case invalidTreeOperation
    /// A frame-layout call (Neon, PinLayout, LinearLayout) got a value it cannot apply (negative,
    /// NaN or infinite), a reference node outside the tree, an option the call does not take, or rules
    /// that conflict; the message names the node and the call, and says which frame was kept.
    case frameLayoutWarning
  }

  /// What went wrong.
  public let kind: Kind
  /// The constraint concerned, if one.
  public let constraint: LayoutConstraint?
  /// The solver's explanation for a conflict: a minimal set of installed required constraints that
  /// cannot hold together with ``constraint``, as readable lines (frames of frame-based nodes,
  /// content sizes and guide insets included, described as such).
  public let conflictingDescriptions: [String]
  /// The user constraints among the conflicting set.
  public let conflictingConstraints: [LayoutConstraint]
  /// The nodes involved (those still alive: a diagnostic does not keep nodes alive).
  public var nodes: [LayoutNode] { weakNodes.compactMap(\.node) }
  // Weak: the root stores its diagnostics, and a diagnostic naming the root would otherwise make a
  // retain cycle that leaks the whole tree.
  private let weakNodes: [WeakNode]
  /// A readable explanation, like Auto Layout's log.
  public let message: String

  init(
    kind: Kind, constraint: LayoutConstraint? = nil, conflictingDescriptions: [String] = [],
    conflictingConstraints: [LayoutConstraint] = [], nodes: [LayoutNode], message: () -> String
  ) {
    self.kind = kind
    self.constraint = constraint
    self.conflictingDescriptions = conflictingDescriptions
    self.conflictingConstraints = conflictingConstraints
    self.weakNodes = nodes.map(WeakNode.init)
    self.message = message()
  }

  /// The message.
  public var description: String { message }
}

/// A weak reference to a node: diagnostics and hook requests name nodes without keeping them alive.
struct WeakNode {
  weak var node: LayoutNode?
}
