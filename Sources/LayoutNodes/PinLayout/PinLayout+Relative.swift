import Foundation

// Relative positioning: the node goes above, below, left or right of one or several other nodes of the
// same tree (their frames converted into the parent's coordinates), optionally aligned with them.
// Several references count as their bounding edges: `below(of: [a, b])` goes below the lower one.
extension PinLayout {
  /// Pins the bottom edge on the reference's top edge; `aligned` also pins a horizontal edge (or the
  /// centre) on the reference's.
  @discardableResult
  public func above(of reference: LayoutNode, aligned: HorizontalAlign = .none) -> PinLayout {
    above(of: [reference], aligned: aligned)
  }

  /// Pins the bottom edge on the topmost top edge of the references.
  @discardableResult
  public func above(of references: [LayoutNode], aligned: HorizontalAlign = .none) -> PinLayout {
    func context() -> String { relativeContext("above", references, aligned.description, aligned == .none) }
    guard let frames = referenceFrames(references, context) else { return self }
    setBottom(frames.map(\.minY).min() ?? 0, context)
    alignHorizontally(aligned, frames, context)
    return self
  }

  /// Pins the top edge on the reference's bottom edge; `aligned` also pins a horizontal edge (or the
  /// centre) on the reference's.
  @discardableResult
  public func below(of reference: LayoutNode, aligned: HorizontalAlign = .none) -> PinLayout {
    below(of: [reference], aligned: aligned)
  }

  /// Pins the top edge on the lowest bottom edge of the references.
  @discardableResult
  public func below(of references: [LayoutNode], aligned: HorizontalAlign = .none) -> PinLayout {
    func context() -> String { relativeContext("below", references, aligned.description, aligned == .none) }
    guard let frames = referenceFrames(references, context) else { return self }
    setTop(frames.map(\.maxY).max() ?? 0, context)
    alignHorizontally(aligned, frames, context)
    return self
  }

  /// Pins the right edge on the reference's left edge; `aligned` also pins a vertical edge (or the
  /// centre) on the reference's.
  @discardableResult
  public func left(of reference: LayoutNode, aligned: VerticalAlign = .none) -> PinLayout {
    left(of: [reference], aligned: aligned, "left")
  }

  /// Pins the right edge on the leftmost left edge of the references.
  @discardableResult
  public func left(of references: [LayoutNode], aligned: VerticalAlign = .none) -> PinLayout {
    left(of: references, aligned: aligned, "left")
  }

  /// Pins the left edge on the reference's right edge; `aligned` also pins a vertical edge (or the
  /// centre) on the reference's.
  @discardableResult
  public func right(of reference: LayoutNode, aligned: VerticalAlign = .none) -> PinLayout {
    right(of: [reference], aligned: aligned, "right")
  }

  /// Pins the left edge on the rightmost right edge of the references.
  @discardableResult
  public func right(of references: [LayoutNode], aligned: VerticalAlign = .none) -> PinLayout {
    right(of: references, aligned: aligned, "right")
  }

  /// Places the node before the reference in the reading direction: left of it in left-to-right,
  /// right of it in right-to-left.
  @discardableResult
  public func before(of reference: LayoutNode, aligned: VerticalAlign = .none) -> PinLayout {
    before(of: [reference], aligned: aligned)
  }

  /// Places the node before the references in the reading direction.
  @discardableResult
  public func before(of references: [LayoutNode], aligned: VerticalAlign = .none) -> PinLayout {
    isLTR ? left(of: references, aligned: aligned, "before") : right(of: references, aligned: aligned, "before")
  }

  /// Places the node after the reference in the reading direction: right of it in left-to-right,
  /// left of it in right-to-left.
  @discardableResult
  public func after(of reference: LayoutNode, aligned: VerticalAlign = .none) -> PinLayout {
    after(of: [reference], aligned: aligned)
  }

  /// Places the node after the references in the reading direction.
  @discardableResult
  public func after(of references: [LayoutNode], aligned: VerticalAlign = .none) -> PinLayout {
    isLTR ? right(of: references, aligned: aligned, "after") : left(of: references, aligned: aligned, "after")
  }

  // MARK: - Helpers

  private func left(of references: [LayoutNode], aligned: VerticalAlign, _ method: String) -> PinLayout {
    func context() -> String { relativeContext(method, references, aligned.description, aligned == .none) }
    guard let frames = referenceFrames(references, context) else { return self }
    setRight(frames.map(\.minX).min() ?? 0, context)
    alignVertically(aligned, frames, context)
    return self
  }

  private func right(of references: [LayoutNode], aligned: VerticalAlign, _ method: String) -> PinLayout {
    func context() -> String { relativeContext(method, references, aligned.description, aligned == .none) }
    guard let frames = referenceFrames(references, context) else { return self }
    setLeft(frames.map(\.maxX).max() ?? 0, context)
    alignVertically(aligned, frames, context)
    return self
  }

  /// The references' frames in the parent's coordinates; `nil` for an empty list (the rule is
  /// skipped, as in PinLayout) or a bad reference (the chain is rejected).
  private func referenceFrames(_ references: [LayoutNode], _ context: PinContext) -> [CGRect]? {
    hasRules = true
    guard !references.isEmpty else {
      warnWontBeApplied("at least one reference node is required.", context)
      return nil
    }
    var frames: [CGRect] = []
    frames.reserveCapacity(references.count)
    for reference in references {
      guard let frame = referenceFrame(reference, context) else { return nil }
      frames.append(frame)
    }
    return frames
  }

  /// Pins a horizontal edge (or the centre) on the references' bounding edges, as PinLayout's
  /// `applyHorizontalAlignment`: `.center` takes the mean of their centres.
  func alignHorizontally(_ aligned: HorizontalAlign, _ frames: [CGRect], _ context: PinContext) {
    let leftMost = frames.map(\.minX).min() ?? 0
    let rightMost = frames.map(\.maxX).max() ?? 0
    switch aligned {
    case .left: setLeft(leftMost, context)
    case .center: setHorizontalCenter(frames.map(\.midX).reduce(0, +) / CGFloat(frames.count), context)
    case .right: setRight(rightMost, context)
    case .start: if isLTR { setLeft(leftMost, context) } else { setRight(rightMost, context) }
    case .end: if isLTR { setRight(rightMost, context) } else { setLeft(leftMost, context) }
    case .none: break
    }
  }

  /// Pins a vertical edge (or the centre) on the references' bounding edges.
  func alignVertically(_ aligned: VerticalAlign, _ frames: [CGRect], _ context: PinContext) {
    switch aligned {
    case .top: setTop(frames.map(\.minY).min() ?? 0, context)
    case .center: setVerticalCenter(frames.map(\.midY).reduce(0, +) / CGFloat(frames.count), context)
    case .bottom: setBottom(frames.map(\.maxY).max() ?? 0, context)
    case .none: break
    }
  }

  private func relativeContext(_ method: String, _ references: [LayoutNode], _ aligned: String, _ isNone: Bool)
    -> String
  {
    let list =
      references.count == 1
      ? nodeDescription(references[0]) : "[\(references.map(nodeDescription).joined(separator: ", "))]"
    return isNone ? "\(method)(of: \(list))" : "\(method)(of: \(list), aligned: .\(aligned))"
  }
}
