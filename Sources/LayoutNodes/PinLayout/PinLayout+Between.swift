import Foundation

// Between two nodes: the node fills the space between them on one axis, whichever order they are in.
extension PinLayout {
  /// Pins the left and right edges on the facing edges of two nodes, whichever is on the left;
  /// `aligned` also pins a vertical edge (or the centre) on the first node's. Overlapping nodes leave no space: the rule is skipped with a warning.
  @discardableResult
  @inline(__always)
  @inlinable public func horizontallyBetween(
    _ first: LayoutNode, and second: LayoutNode, aligned: VerticalAlign = .none
  )
    -> PinLayout
  {
    func context() -> String {
      betweenContext("horizontallyBetween", first, second, aligned.description, aligned == .none)
    }
    guard let (a, b) = betweenFrames(first, second, context) else { return self }
    if a.maxX <= b.minX {
      setLeft(a.maxX, context)
      setRight(b.minX, context)
      alignVertically(aligned, ReferenceBounds(a), context)
    } else if b.maxX <= a.minX {
      setLeft(b.maxX, context)
      setRight(a.minX, context)
      alignVertically(aligned, ReferenceBounds(a), context)
    } else {
      warnWontBeApplied("there is no horizontal space between these nodes.", context)
    }
    return self
  }

  /// Pins the top and bottom edges on the facing edges of two nodes, whichever is above; `aligned` also
  /// pins a horizontal edge (or the centre) on the first node's. Overlapping nodes leave no space: the
  /// rule is skipped with a warning.
  @discardableResult
  @inline(__always)
  @inlinable public func verticallyBetween(
    _ first: LayoutNode, and second: LayoutNode, aligned: HorizontalAlign = .none
  )
    -> PinLayout
  {
    func context() -> String {
      betweenContext("verticallyBetween", first, second, aligned.description, aligned == .none)
    }
    guard let (a, b) = betweenFrames(first, second, context) else { return self }
    if a.maxY <= b.minY {
      setTop(a.maxY, context)
      setBottom(b.minY, context)
      alignHorizontally(aligned, ReferenceBounds(a), context)
    } else if b.maxY <= a.minY {
      setTop(b.maxY, context)
      setBottom(a.minY, context)
      alignHorizontally(aligned, ReferenceBounds(a), context)
    } else {
      warnWontBeApplied("there is no vertical space between these nodes.", context)
    }
    return self
  }

  /// The two references' frames in the parent's coordinates; the node itself or the same node twice
  /// as references is bad input: the rule is skipped.
  @usableFromInline func betweenFrames(_ first: LayoutNode, _ second: LayoutNode, _ context: PinContext) -> (
    CGRect, CGRect
  )? {
    hasRules = true
    guard first !== node, second !== node else {
      skipBadRule("the node being layouted cannot be used as one of the references.", context)
      return nil
    }
    guard first !== second else {
      skipBadRule("reference nodes must be different.", context)
      return nil
    }
    guard let a = referenceFrame(first, context), let b = referenceFrame(second, context) else { return nil }
    return (a, b)
  }

  @usableFromInline func betweenContext(
    _ method: String, _ first: LayoutNode, _ second: LayoutNode, _ aligned: String, _ isNone: Bool
  ) -> String {
    let nodes = "\(nodeDescription(first)), and: \(nodeDescription(second))"
    return isNone ? "\(method)(\(nodes))" : "\(method)(\(nodes), aligned: .\(aligned))"
  }
}
