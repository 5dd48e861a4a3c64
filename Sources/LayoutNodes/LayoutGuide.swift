import Foundation

/// A rectangle that takes part in constraints like a node but has no children and draws nothing,
/// as `UILayoutGuide`: spacers, groups, and the safe-area and margins guides of every node.
///
/// A guide belongs to one node (``LayoutNode/addLayoutGuide(_:)``); its ``frame`` is in that node's
/// coordinates. The frame rule of nodes applies: a guide on the left-hand side of an active constraint
/// is laid out by the solver, otherwise it keeps its frame. The safe-area and margins guides are
/// always derived from their node's frame and insets and cannot be laid out by constraints.
public final class LayoutGuide {
  enum Role { case user, safeArea, margins }

  /// A name for descriptions and diagnostics.
  public var identifier: String
  /// The node the guide was added to.
  public internal(set) weak var owningNode: LayoutNode?
  let role: Role
  package let box: LayoutBox

  /// The guide's rectangle in its owning node's coordinates; written by the layout pass when the
  /// guide is solver-owned or is a safe-area or margins guide.
  public var frame: CGRect {
    didSet {
      guard !isWritingBack, !frame.isIdentical(to: oldValue) else { return }
      if role == .user, box.isMaterialized, !box.isOwned { owningNode?.engineIfAny?.queue(box) }
      owningNode?.markTreeNeedsLayout()
    }
  }
  var isWritingBack = false

  /// Creates a guide; add it to a node with ``LayoutNode/addLayoutGuide(_:)``.
  public init(identifier: String = "guide") {
    self.identifier = identifier
    self.role = .user
    self.frame = .zero
    self.box = LayoutBox()
    box.guide = self
  }

  init(role: Role, owner: LayoutNode) {
    self.role = role
    self.identifier = role == .safeArea ? "safeArea" : "margins"
    self.frame = .zero
    self.box = LayoutBox()
    self.owningNode = owner
    box.guide = self
  }

  // Breaks the cycle between the guide's box and its active constraints (see `LayoutNode`'s deinit).
  deinit { box.detachAll() }

  var displayName: String {
    guard let owningNode else { return identifier }
    return owningNode.name + "." + identifier
  }

  func setFrameFromLayout(_ rect: CGRect) {
    guard !rect.isIdentical(to: frame) else { return }
    isWritingBack = true
    frame = rect
    isWritingBack = false
  }
}
