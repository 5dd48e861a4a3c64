import Foundation

// Relative positioning: the node goes above, below, left or right of one or several other nodes of the
// same tree (their frames converted into the parent's coordinates), optionally aligned with them.
// Several references count as their bounding edges: `below(of: [a, b])` goes below the lower one.
extension PinLayout {
  /// Pins the bottom edge on the reference's top edge; `aligned` also pins a horizontal edge (or the
  /// centre) on the reference's.
  @discardableResult
  @inline(__always)
  @inlinable public func above(of reference: LayoutNode, aligned: HorizontalAlign = .none) -> PinLayout {
    let unretained = Unmanaged.passUnretained(reference)
    func context() -> String {
      relativeContext("above", nodeDescription(unretained.takeUnretainedValue()), aligned.description, aligned == .none)
    }
    pinAbove(of: reference, aligned, context)
    return self
  }

  /// Pins the bottom edge on the topmost top edge of the references.
  @discardableResult
  @inline(__always)
  @inlinable public func above(of references: [LayoutNode], aligned: HorizontalAlign = .none) -> PinLayout {
    func context() -> String {
      relativeContext("above", listDescription(references), aligned.description, aligned == .none)
    }
    pinAbove(of: references, aligned, context)
    return self
  }

  /// Pins the top edge on the reference's bottom edge; `aligned` also pins a horizontal edge (or the
  /// centre) on the reference's.
  @discardableResult
  @inline(__always)
  @inlinable public func below(of reference: LayoutNode, aligned: HorizontalAlign = .none) -> PinLayout {
    let unretained = Unmanaged.passUnretained(reference)
    func context() -> String {
      relativeContext("below", nodeDescription(unretained.takeUnretainedValue()), aligned.description, aligned == .none)
    }
    pinBelow(of: reference, aligned, context)
    return self
  }

  /// Pins the top edge on the lowest bottom edge of the references.
  @discardableResult
  @inline(__always)
  @inlinable public func below(of references: [LayoutNode], aligned: HorizontalAlign = .none) -> PinLayout {
    func context() -> String {
      relativeContext("below", listDescription(references), aligned.description, aligned == .none)
    }
    pinBelow(of: references, aligned, context)
    return self
  }

  /// Pins the right edge on the reference's left edge; `aligned` also pins a vertical edge (or the
  /// centre) on the reference's.
  @discardableResult
  @inline(__always)
  @inlinable public func left(of reference: LayoutNode, aligned: VerticalAlign = .none) -> PinLayout {
    pinSide(isLeft: true, of: reference, aligned, "left")
    return self
  }

  /// Pins the right edge on the leftmost left edge of the references.
  @discardableResult
  @inline(__always)
  @inlinable public func left(of references: [LayoutNode], aligned: VerticalAlign = .none) -> PinLayout {
    pinSide(isLeft: true, of: references, aligned, "left")
    return self
  }

  /// Pins the left edge on the reference's right edge; `aligned` also pins a vertical edge (or the
  /// centre) on the reference's.
  @discardableResult
  @inline(__always)
  @inlinable public func right(of reference: LayoutNode, aligned: VerticalAlign = .none) -> PinLayout {
    pinSide(isLeft: false, of: reference, aligned, "right")
    return self
  }

  /// Pins the left edge on the rightmost right edge of the references.
  @discardableResult
  @inline(__always)
  @inlinable public func right(of references: [LayoutNode], aligned: VerticalAlign = .none) -> PinLayout {
    pinSide(isLeft: false, of: references, aligned, "right")
    return self
  }

  /// Places the node before the reference in the reading direction: left of it in left-to-right,
  /// right of it in right-to-left.
  @discardableResult
  @inline(__always)
  @inlinable public func before(of reference: LayoutNode, aligned: VerticalAlign = .none) -> PinLayout {
    pinSide(isLeft: isLTR, of: reference, aligned, "before")
    return self
  }

  /// Places the node before the references in the reading direction.
  @discardableResult
  @inline(__always)
  @inlinable public func before(of references: [LayoutNode], aligned: VerticalAlign = .none) -> PinLayout {
    pinSide(isLeft: isLTR, of: references, aligned, "before")
    return self
  }

  /// Places the node after the reference in the reading direction: right of it in left-to-right,
  /// left of it in right-to-left.
  @discardableResult
  @inline(__always)
  @inlinable public func after(of reference: LayoutNode, aligned: VerticalAlign = .none) -> PinLayout {
    pinSide(isLeft: !isLTR, of: reference, aligned, "after")
    return self
  }

  /// Places the node after the references in the reading direction.
  @discardableResult
  @inline(__always)
  @inlinable public func after(of references: [LayoutNode], aligned: VerticalAlign = .none) -> PinLayout {
    pinSide(isLeft: !isLTR, of: references, aligned, "after")
    return self
  }

  // MARK: - Helpers

  /// The bounding edges of one or several reference frames, and the sums of their centres (PinLayout
  /// aligns `.center` on the mean of the references' centres).
  @usableFromInline struct ReferenceBounds {
    var minX: CGFloat
    var minY: CGFloat
    var maxX: CGFloat
    var maxY: CGFloat
    var sumMidX: CGFloat
    var sumMidY: CGFloat
    var count: CGFloat

    @usableFromInline @inline(__always) init(_ rect: CGRect) {
      (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
      (sumMidX, sumMidY, count) = (rect.midX, rect.midY, 1)
    }

    @inline(__always) mutating func add(_ rect: CGRect) {
      minX = Swift.min(minX, rect.minX)
      minY = Swift.min(minY, rect.minY)
      maxX = Swift.max(maxX, rect.maxX)
      maxY = Swift.max(maxY, rect.maxY)
      sumMidX += rect.midX
      sumMidY += rect.midY
      count += 1
    }
  }

  // One call per rule from the inlined public functions; the steps below are inlined into it.

  @usableFromInline func pinAbove(of reference: LayoutNode, _ aligned: HorizontalAlign, _ context: PinContext) {
    if let bounds = bounds(of: reference, context) { above(bounds, aligned, context) }
  }

  @usableFromInline func pinAbove(of references: [LayoutNode], _ aligned: HorizontalAlign, _ context: PinContext) {
    if let bounds = bounds(of: references, context) { above(bounds, aligned, context) }
  }

  @usableFromInline func pinBelow(of reference: LayoutNode, _ aligned: HorizontalAlign, _ context: PinContext) {
    if let bounds = bounds(of: reference, context) { below(bounds, aligned, context) }
  }

  @usableFromInline func pinBelow(of references: [LayoutNode], _ aligned: HorizontalAlign, _ context: PinContext) {
    if let bounds = bounds(of: references, context) { below(bounds, aligned, context) }
  }

  @inline(__always) func above(_ bounds: ReferenceBounds, _ aligned: HorizontalAlign, _ context: PinContext) {
    setBottom(bounds.minY, context)
    alignHorizontally(aligned, bounds, context)
  }

  @inline(__always) func below(_ bounds: ReferenceBounds, _ aligned: HorizontalAlign, _ context: PinContext) {
    setTop(bounds.maxY, context)
    alignHorizontally(aligned, bounds, context)
  }

  // Returning nothing: the public call returns `self`, inlined, which costs no reference counting, where
  // a chain returned from this call was retained here and released by the caller. The method's name
  // is a `StaticString`: a `String` captured by the warning context was retained and released around
  // each setter call.
  @usableFromInline func pinSide(
    isLeft: Bool, of reference: LayoutNode, _ aligned: VerticalAlign, _ method: StaticString
  ) {
    let unretained = Unmanaged.passUnretained(reference)
    func context() -> String {
      let reference = nodeDescription(unretained.takeUnretainedValue())
      return relativeContext("\(method)", reference, aligned.description, aligned == .none)
    }
    if let bounds = bounds(of: reference, context) { side(isLeft: isLeft, bounds, aligned, context) }
  }

  @usableFromInline func pinSide(
    isLeft: Bool, of references: [LayoutNode], _ aligned: VerticalAlign, _ method: StaticString
  ) {
    func context() -> String {
      relativeContext("\(method)", listDescription(references), aligned.description, aligned == .none)
    }
    if let bounds = bounds(of: references, context) { side(isLeft: isLeft, bounds, aligned, context) }
  }

  @inline(__always) func side(isLeft: Bool, _ bounds: ReferenceBounds, _ aligned: VerticalAlign, _ context: PinContext)
  {
    if isLeft { setRight(bounds.minX, context) } else { setLeft(bounds.maxX, context) }
    alignVertically(aligned, bounds, context)
  }

  @inline(__always) func bounds(of reference: LayoutNode, _ context: PinContext) -> ReferenceBounds? {
    // Not `.map(ReferenceBounds.init)`: the optimizer keeps that as a call to a thunk.
    guard let frame = referenceFrame(reference, context) else { return nil }
    return ReferenceBounds(frame)
  }

  /// The references' bounds in the parent's coordinates, as PinLayout: a reference that cannot be
  /// used (it has no parent) is skipped with a warning and the others count; `nil` (the rule is
  /// skipped) for an empty list, a node without a parent, or no usable reference.
  @usableFromInline func bounds(of references: [LayoutNode], _ context: PinContext) -> ReferenceBounds? {
    hasRules = true
    guard !references.isEmpty else {
      warnWontBeApplied("at least one reference node is required.", context)
      return nil
    }
    guard node.parentLink != nil else {
      skipBadRule("the node must be added as a sub-node before being laid out relative to another node.", context)
      return nil
    }
    var bounds: ReferenceBounds?
    // Subscripts rather than iteration, which retained each node.
    for index in 0..<references.count {
      guard let frame = referenceFrame(references[index], context) else { continue }
      if bounds == nil { bounds = ReferenceBounds(frame) } else { bounds?.add(frame) }
    }
    return bounds
  }

  /// Pins a horizontal edge (or the centre) on the references' bounding edges, as PinLayout's
  /// `applyHorizontalAlignment`.
  @usableFromInline @inline(__always) func alignHorizontally(
    _ aligned: HorizontalAlign, _ bounds: ReferenceBounds, _ context: PinContext
  ) {
    switch aligned {
    case .left: setLeft(bounds.minX, context)
    case .center: setHorizontalCenter(bounds.sumMidX / bounds.count, context)
    case .right: setRight(bounds.maxX, context)
    case .start: if isLTR { setLeft(bounds.minX, context) } else { setRight(bounds.maxX, context) }
    case .end: if isLTR { setRight(bounds.maxX, context) } else { setLeft(bounds.minX, context) }
    case .none: break
    }
  }

  /// Pins a vertical edge (or the centre) on the references' bounding edges.
  @usableFromInline @inline(__always) func alignVertically(
    _ aligned: VerticalAlign, _ bounds: ReferenceBounds, _ context: PinContext
  ) {
    switch aligned {
    case .top: setTop(bounds.minY, context)
    case .center: setVerticalCenter(bounds.sumMidY / bounds.count, context)
    case .bottom: setBottom(bounds.maxY, context)
    case .none: break
    }
  }

}

// Free functions, so that the warning contexts do not capture the chain (see PinContext).

@usableFromInline func listDescription(_ references: [LayoutNode]) -> String {
  "[\(references.map(nodeDescription).joined(separator: ", "))]"
}

@usableFromInline func relativeContext(_ method: String, _ references: String, _ aligned: String, _ isNone: Bool)
  -> String
{
  isNone ? "\(method)(of: \(references))" : "\(method)(of: \(references), aligned: .\(aligned))"
}
