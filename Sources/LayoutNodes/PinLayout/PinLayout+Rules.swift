import Foundation

// The setters every public call goes through. They keep PinLayout's conflict rules: an edge conflicts
// with the centre of its axis, a property set twice keeps its first value; and they skip bad input
// with a warning, applying the rest of the chain, as PinLayout does.
extension PinLayout {
  /// The parent's size, for rules measured from the parent (right, bottom, centres, percentages).
  /// On a node without a parent the rule is skipped, as in PinLayout (which skips it silently; here a
  /// warning says so).
  @usableFromInline func parentSize(_ context: PinContext) -> CGSize? {
    guard let parent = node.parentLink else {
      skipBadRule("the node must be added as a sub-node before being laid out with this rule.", context)
      return nil
    }
    return parent._withUnsafeGuaranteedRef(\.frame.size)
  }

  /// Whether a value is finite; a NaN or infinite value is skipped with a warning.
  @inlinable func isFinite(_ value: CGFloat, _ context: PinContext) -> Bool {
    hasRules = true
    if value.isFinite { return true }
    skipNonFinite(value, context)
    return false
  }

  // The setters below take the common case inline (the property is free, or already holds the
  // value) and leave every warning to an out-of-line call: a warning's text built inline would make
  // each rule, inlined into the caller, pay for a large stack frame.

  @inlinable func setTop(_ value: CGFloat, _ context: PinContext) {
    guard isFinite(value, context) else { return }
    if vCenter == nil, top == nil || top == value { top = value } else { warnEdgeNotSet(.top, context) }
  }

  @inlinable func setLeft(_ value: CGFloat, _ context: PinContext) {
    guard isFinite(value, context) else { return }
    if hCenter == nil, left == nil || left == value { left = value } else { warnEdgeNotSet(.left, context) }
  }

  /// `value` is the right edge's coordinate; warnings report it as the distance from the parent's
  /// right edge, as the user wrote it.
  @inlinable func setRight(_ value: CGFloat, _ context: PinContext) {
    guard isFinite(value, context) else { return }
    if hCenter == nil, right == nil || right == value { right = value } else { warnEdgeNotSet(.right, context) }
  }

  /// `value` is the bottom edge's coordinate; warnings report the distance from the parent's bottom.
  @inlinable func setBottom(_ value: CGFloat, _ context: PinContext) {
    guard isFinite(value, context) else { return }
    if vCenter == nil, bottom == nil || bottom == value {
      bottom = value
    } else {
      warnEdgeNotSet(.bottom, context)
    }
  }

  @inlinable func setStart(_ value: CGFloat, _ context: PinContext) {
    if isLTR { setLeft(value, context) } else { setRight(value, context) }
  }

  @inlinable func setEnd(_ value: CGFloat, _ context: PinContext) {
    if isLTR { setRight(value, context) } else { setLeft(value, context) }
  }

  @inlinable func setHorizontalCenter(_ value: CGFloat, _ context: PinContext) {
    guard isFinite(value, context) else { return }
    if left == nil, right == nil, hCenter == nil || hCenter == value {
      hCenter = value
    } else {
      warnEdgeNotSet(.hCenter, context)
    }
  }

  @inlinable func setVerticalCenter(_ value: CGFloat, _ context: PinContext) {
    guard isFinite(value, context) else { return }
    if top == nil, bottom == nil, vCenter == nil || vCenter == value {
      vCenter = value
    } else {
      warnEdgeNotSet(.vCenter, context)
    }
  }

  /// An edge or centre rule, for the warning of one that cannot be set.
  @usableFromInline enum EdgeRule {
    case top
    case left
    case bottom
    case right
    case hCenter
    case vCenter
  }

  /// PinLayout's warning for an edge or centre that is not set: the rule of the same axis that
  /// excludes it (an edge and the centre), else the value the property already holds.
  @usableFromInline @inline(never) func warnEdgeNotSet(_ rule: EdgeRule, _ context: PinContext) {
    switch rule {
    case .top, .bottom:
      if let vCenter { return warnConflict(context, [("Vertical Center", vCenter)]) }
      if rule == .top, let top { warnPropertyAlreadySet(top, context) }
      if rule == .bottom, let bottom { warnPropertyAlreadySet(distanceFromBottom(bottom), context) }
    case .left, .right:
      if let hCenter { return warnConflict(context, [("Horizontal Center", hCenter)]) }
      if rule == .left, let left { warnPropertyAlreadySet(left, context) }
      if rule == .right, let right { warnPropertyAlreadySet(distanceFromRight(right), context) }
    case .hCenter:
      if let left { return warnConflict(context, [("left", left)]) }
      if let right { return warnConflict(context, [("right", distanceFromRight(right))]) }
      if let hCenter { warnPropertyAlreadySet(hCenter, context) }
    case .vCenter:
      if let top { return warnConflict(context, [("top", top)]) }
      if let bottom { return warnConflict(context, [("bottom", distanceFromBottom(bottom))]) }
      if let vCenter { warnPropertyAlreadySet(vCenter, context) }
    }
  }

  @usableFromInline func distanceFromRight(_ coordinate: CGFloat) -> CGFloat {
    parent.map { $0.frame.width - coordinate } ?? coordinate
  }

  @usableFromInline func distanceFromBottom(_ coordinate: CGFloat) -> CGFloat {
    parent.map { $0.frame.height - coordinate } ?? coordinate
  }

  // MARK: - Sizes

  /// Whether a size is finite and not negative; otherwise the rule is skipped with a warning.
  @inlinable func isValidSize(_ value: CGFloat, _ dimension: String, _ context: PinContext) -> Bool {
    hasRules = true
    if value.isUsableLength { return true }
    skipBadSize(value, dimension, context)
    return false
  }

  @inlinable func setWidth(_ value: CGFloat, _ context: PinContext) {
    guard isValidSize(value, "width", context) else { return }
    if let width, width != value { warnPropertyAlreadySet(width, context) } else { width = value }
  }

  @inlinable func setHeight(_ value: CGFloat, _ context: PinContext) {
    guard isValidSize(value, "height", context) else { return }
    if let height, height != value { warnPropertyAlreadySet(height, context) } else { height = value }
  }

  @inlinable func setMinWidth(_ value: CGFloat, _ context: PinContext) {
    guard isValidSize(value, "width", context) else { return }
    if let minWidth, minWidth != value { warnConflict(context, [("minWidth", minWidth)]) } else { minWidth = value }
  }

  @inlinable func setMaxWidth(_ value: CGFloat, _ context: PinContext) {
    guard isValidSize(value, "width", context) else { return }
    if let maxWidth, maxWidth != value { warnConflict(context, [("maxWidth", maxWidth)]) } else { maxWidth = value }
  }

  @inlinable func setMinHeight(_ value: CGFloat, _ context: PinContext) {
    guard isValidSize(value, "height", context) else { return }
    if let minHeight, minHeight != value {
      warnConflict(context, [("minHeight", minHeight)])
    } else {
      minHeight = value
    }
  }

  @inlinable func setMaxHeight(_ value: CGFloat, _ context: PinContext) {
    guard isValidSize(value, "height", context) else { return }
    if let maxHeight, maxHeight != value {
      warnConflict(context, [("maxHeight", maxHeight)])
    } else {
      maxHeight = value
    }
  }

  @inlinable func setSize(_ size: CGSize, _ context: PinContext) {
    setWidth(size.width, { "\(context())'s width" })
    setHeight(size.height, { "\(context())'s height" })
  }

  /// Sets the measured or aspect-ratio sizing; only one per chain, as in PinLayout.
  ///
  /// Out of line, although short: `sizeToFit` usually ends a chain, and a branch inlined there splits
  /// the chain's final release in two, which keeps the optimizer from replacing it with a direct call
  /// of the deinitializer (the release through the runtime costs about a hundred instructions).
  @usableFromInline @inline(never) func setAdjustSize(_ adjust: AdjustSize, _ context: PinContext) {
    hasRules = true
    if adjustSize == nil, case .fit = adjust {
      adjustSize = adjust
    } else {
      setAdjustSizeChecked(adjust, context)
    }
  }

  /// An aspect ratio, or a second sizing rule: checked and warned about out of line.
  @usableFromInline @inline(never) func setAdjustSizeChecked(_ adjust: AdjustSize, _ context: PinContext) {
    if let adjustSize {
      let existing: String
      switch adjustSize {
      case .fit(let type): existing = "sizeToFit(\(type.description))"
      case .aspectRatio(let ratio): existing = "aspectRatio(\(pinValue(ratio)))"
      }
      record(conflict: "PinLayout Conflict: \(context()) won't be applied since it conflicts with \(existing).")
      return
    }
    if case .aspectRatio(let ratio) = adjust, !(ratio.isFinite && ratio > 0) {
      skipBadRule("the aspectRatio (\(pinValue(ratio))) must be greater than zero.", context)
      return
    }
    adjustSize = adjust
  }

  private func record(conflict message: String) {
    node.recordFrameLayoutWarning(call: "pin", message)
  }

  // MARK: - Margins

  /// The side a margin applies to.
  @usableFromInline enum MarginSide {
    case top
    case left
    case bottom
    case right
  }

  @inlinable func setMargin(_ value: CGFloat, _ context: PinContext, _ side: MarginSide) {
    guard isFinite(value, context) else { return }
    switch side {
    case .top: marginTop = value
    case .left: marginLeft = value
    case .bottom: marginBottom = value
    case .right: marginRight = value
    }
  }

  // MARK: - References

  /// The reference's frame in the coordinates of the node's parent, or `nil` (the rule, or this
  /// reference of several, is skipped) when the node has no parent or the reference has none, as in
  /// PinLayout. A reference in another tree is converted through both trees, as UIKit's
  /// `convert(_:to:)` does for views in different windowless hierarchies: each root's frame places
  /// its tree in one common space.
  @inline(__always) func referenceFrame(_ reference: LayoutNode, _ context: PinContext) -> CGRect? {
    hasRules = true
    // A sibling, the common case, without retaining the parent.
    if let link = node.parentLink, reference.parentLink?.toOpaque() == link.toOpaque() { return reference.frame }
    return frameInParent(of: reference, context)
  }

  /// A reference that is not a sibling: its frame converted through the trees, out of line.
  @inline(never) private func frameInParent(of reference: LayoutNode, _ context: PinContext) -> CGRect? {
    guard let parent else {
      skipBadRule("the node must be added as a sub-node before being laid out relative to another node.", context)
      return nil
    }
    guard let referenceParent = reference.parent else {
      skipBadRule(
        "the reference node \(nodeDescription(reference)) must be added as a sub-node before being used as a "
          + "reference.", context)
      return nil
    }
    let referenceOrigin = originInSpace(referenceParent)
    let parentOrigin = originInSpace(parent)
    return reference.frame.offsetBy(dx: referenceOrigin.x - parentOrigin.x, dy: referenceOrigin.y - parentOrigin.y)
  }

  /// Where a node's coordinate system (its bounds' origin) lies in the space common to all trees:
  /// the sum of its own and its ancestors' origins, its root's included (which cancels out within one
  /// tree).
  private func originInSpace(_ node: LayoutNode) -> CGPoint {
    var origin = node.frame.origin
    var current = node
    while let parent = current.parent {
      origin.x += parent.frame.minX
      origin.y += parent.frame.minY
      current = parent
    }
    return origin
  }

  /// An anchor's point in the coordinates of the node's parent.
  func point(of anchor: PinAnchor, _ context: PinContext) -> CGPoint? {
    guard let rect = referenceFrame(anchor.node, context) else { return nil }
    return CGPoint(x: rect.minX + rect.width * anchor.unitPoint.x, y: rect.minY + rect.height * anchor.unitPoint.y)
  }
}
