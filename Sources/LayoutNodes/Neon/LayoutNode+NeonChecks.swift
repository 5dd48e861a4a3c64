import Foundation

/// The checks Neon's calls share. Where the original traps (`fatalError`), silently lays a view out
/// against a zero-sized superview, or writes a negative or non-finite frame, these record a
/// ``LayoutDiagnostic/Kind/frameLayoutWarning`` naming the node and the call, and the call leaves
/// every frame unchanged.
extension LayoutNode {
  /// Whether every value is finite; warns about the first that is not, by its name in `names`
  /// (space-separated, in order). Fixed arity, so the check allocates nothing on the common path.
  /// The test is inlined, the warning is not.
  @inline(__always) func neonRequireFinite(
    _ call: String, _ names: String, _ a: CGFloat, _ b: CGFloat = 0, _ c: CGFloat = 0, _ d: CGFloat = 0,
    _ e: CGFloat = 0
  ) -> Bool {
    if a.isFinite && b.isFinite && c.isFinite && d.isFinite && e.isFinite { return true }
    neonWarnNotFinite(call, names, [a, b, c, d, e])
    return false
  }

  @inline(never) private func neonWarnNotFinite(_ call: String, _ names: String, _ values: [CGFloat]) {
    for (label, value) in zip(names.split(separator: " "), values) where !value.isFinite {
      recordFrameLayoutWarning(call: call, "\(label) is \(value), not a finite number; the frame is unchanged.")
      break
    }
  }

  /// Whether a given size is usable: not negative, except a height of ``AutoHeight`` where
  /// `allowsAutoHeight`.
  func neonRequireSize(_ call: String, width: CGFloat?, height: CGFloat?, allowsAutoHeight: Bool) -> Bool {
    if let width, width < 0 {
      recordFrameLayoutWarning(call: call, "width \(formatNumber(width)) is negative; the frame is unchanged.")
      return false
    }
    if let height, height < 0 {
      if height == AutoHeight {
        if allowsAutoHeight { return true }
        recordFrameLayoutWarning(call: call, "AutoHeight does not apply to this call; the frames are unchanged.")
        return false
      }
      recordFrameLayoutWarning(call: call, "height \(formatNumber(height)) is negative; the frame is unchanged.")
      return false
    }
    return true
  }

  /// The parent's size, or `nil` (with a warning) for a node without a parent. Read through the
  /// unretained link: retaining and releasing the parent cost more than the arithmetic of a call.
  func neonContainer(_ call: String) -> CGSize? {
    guard let parentLink else {
      recordFrameLayoutWarning(call: call, "the node has no parent to lay it out in; the frame is unchanged.")
      return nil
    }
    return parentLink._withUnsafeGuaranteedRef(\.frame.size)
  }

  /// Whether `reference` is another child of this node's parent: Neon's arithmetic reads the
  /// reference's frame in the node's own coordinates. The parents are compared by their unretained
  /// links.
  /// The test is inlined, the warnings are not.
  @inline(__always) func neonRequireSibling(
    _ call: String, _ reference: LayoutNode, role: String = "the reference node"
  ) -> Bool {
    if reference !== self, let link = reference.parentLink, link.toOpaque() == parentLink?.toOpaque() { return true }
    neonWarnNotSibling(call, reference, role: role)
    return false
  }

  @inline(never) private func neonWarnNotSibling(_ call: String, _ reference: LayoutNode, role: String) {
    if reference === self {
      recordFrameLayoutWarning(call: call, "\(role) is the node itself; the frame is unchanged.")
    } else {
      recordFrameLayoutWarning(
        call: call, "\(role) '\(reference.name)' is not a sibling of the node; the frame is unchanged.")
    }
  }

  /// Whether every node of a group is a child of this node, and the group is not empty.
  func neonRequireChildren(_ call: String, _ views: [LayoutNode]) -> Bool {
    if views.isEmpty {
      recordFrameLayoutWarning(call: call, "no views were given; nothing was laid out.")
      return false
    }
    if let stranger = views.first(where: { $0.parent !== self }) {
      recordFrameLayoutWarning(
        call: call, "'\(stranger.name)' is not a child of the node; the frames are unchanged.")
      return false
    }
    return true
  }

  /// Whether a computed frame can be applied: finite, with no negative size.
  //
  // The common case is checked inline, without an array of the four values (which each call
  // allocated and freed), and the warnings are built out of line.
  @inline(__always) func neonRequireValidFrame(_ call: String, _ rect: CGRect, of node: LayoutNode) -> Bool {
    let isFinite =
      rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite && rect.size.height.isFinite
    if isFinite && rect.size.width >= 0 && rect.size.height >= 0 { return true }
    neonWarnInvalidFrame(call, rect, of: node, isFinite: isFinite)
    return false
  }

  @inline(never) private func neonWarnInvalidFrame(_ call: String, _ rect: CGRect, of node: LayoutNode, isFinite: Bool)
  {
    if !isFinite {
      recordFrameLayoutWarning(
        call: call, "the computed frame of '\(node.name)' is not finite (\(rect)); the frames are unchanged.")
      return
    }
    recordFrameLayoutWarning(
      call: call,
      "the computed size of '\(node.name)' is negative (\(formatNumber(rect.size.width)) × "
        + "\(formatNumber(rect.size.height))); the frame is unchanged.")
  }

  /// Sets the frame `layout` computes for `height`. With ``AutoHeight``, lays out once at height 0
  /// to learn the width, measures the node at that width, and lays out with the measured height —
  /// Neon's `sizeToFit()` then second call, without the intermediate frame.
  func neonSetFrame(_ call: String, height: CGFloat, _ layout: (CGFloat) -> CGRect) {
    var resolvedHeight = height
    if height == AutoHeight {
      let width = layout(0).size.width
      guard neonRequireValidFrame(call, CGRect(x: 0, y: 0, width: width, height: 0), of: self) else { return }
      resolvedHeight = neonAutoHeight(atWidth: width)
    }
    let rect = layout(resolvedHeight)
    guard neonRequireValidFrame(call, rect, of: self) else { return }
    frame = rect
  }

  /// Sets the frames of a group, all or none.
  func neonSetFrames(_ call: String, _ frames: [(LayoutNode, CGRect)]) {
    guard frames.allSatisfy({ neonRequireValidFrame(call, $1, of: $0) }) else { return }
    for (node, rect) in frames { node.frame = rect }
  }
}

extension LayoutNode {
  /// Sets a computed frame if it is finite and not negative in size.
  func neonSetFrame(_ call: String, _ rect: CGRect) {
    guard neonRequireValidFrame(call, rect, of: self) else { return }
    frame = rect
  }
}
