import Foundation

// Edges measured from the parent's edges: a value is a distance in points, a percentage is taken of
// the parent's width (left, right, start, end, hCenter) or height (top, bottom, vCenter).
extension PinLayout {
  /// Pins the top edge `offset` below the parent's top edge (0 when omitted).
  @discardableResult
  @inline(__always)
  @inlinable public func top(_ offset: CGFloat = 0) -> PinLayout {
    setTop(offset, { "top(\(optionalDescription(offset)))" })
    return self
  }

  /// Pins the top edge a percentage of the parent's height below its top edge.
  @discardableResult
  @inline(__always)
  @inlinable public func top(_ percent: Percent) -> PinLayout {
    func context() -> String { "top(\(percent))" }
    if let size = parentSize(context) { setTop(percent.of(size.height), context) }
    return self
  }

  /// Pins the top edge `insets.top` below the parent's top edge: `view.pin.top(parent.pin.safeArea)`.
  @discardableResult
  @inline(__always)
  @inlinable public func top(_ insets: EdgeInsets) -> PinLayout {
    setTop(insets.top, { "top(\(insetsDescription(insets)))" })
    return self
  }

  /// Pins the left edge `offset` right of the parent's left edge (0 when omitted).
  @discardableResult
  @inline(__always)
  @inlinable public func left(_ offset: CGFloat = 0) -> PinLayout {
    setLeft(offset, { "left(\(optionalDescription(offset)))" })
    return self
  }

  /// Pins the left edge a percentage of the parent's width right of its left edge.
  @discardableResult
  @inline(__always)
  @inlinable public func left(_ percent: Percent) -> PinLayout {
    func context() -> String { "left(\(percent))" }
    if let size = parentSize(context) { setLeft(percent.of(size.width), context) }
    return self
  }

  /// Pins the left edge `insets.left` right of the parent's left edge.
  @discardableResult
  @inline(__always)
  @inlinable public func left(_ insets: EdgeInsets) -> PinLayout {
    setLeft(insets.left, { "left(\(insetsDescription(insets)))" })
    return self
  }

  /// Pins the bottom edge `offset` above the parent's bottom edge (0 when omitted).
  @discardableResult
  @inline(__always)
  @inlinable public func bottom(_ offset: CGFloat = 0) -> PinLayout {
    pinBottom(inset: offset, { "bottom(\(optionalDescription(offset)))" })
    return self
  }

  /// Pins the bottom edge a percentage of the parent's height above its bottom edge.
  @discardableResult
  @inline(__always)
  @inlinable public func bottom(_ percent: Percent) -> PinLayout {
    pinBottom(inset: percent, { "bottom(\(percent))" })
  }

  /// Pins the bottom edge `insets.bottom` above the parent's bottom edge.
  @discardableResult
  @inline(__always)
  @inlinable public func bottom(_ insets: EdgeInsets) -> PinLayout {
    pinBottom(inset: insets.bottom, { "bottom(\(insetsDescription(insets)))" })
    return self
  }

  /// Pins the right edge `offset` left of the parent's right edge (0 when omitted).
  @discardableResult
  @inline(__always)
  @inlinable public func right(_ offset: CGFloat = 0) -> PinLayout {
    pinRight(inset: offset, { "right(\(optionalDescription(offset)))" })
    return self
  }

  /// Pins the right edge a percentage of the parent's width left of its right edge.
  @discardableResult
  @inline(__always)
  @inlinable public func right(_ percent: Percent) -> PinLayout {
    pinRight(inset: percent, { "right(\(percent))" })
  }

  /// Pins the right edge `insets.right` left of the parent's right edge.
  @discardableResult
  @inline(__always)
  @inlinable public func right(_ insets: EdgeInsets) -> PinLayout {
    pinRight(inset: insets.right, { "right(\(insetsDescription(insets)))" })
    return self
  }

  /// Pins the leading edge: the left edge in left-to-right, the right edge in right-to-left.
  @discardableResult
  @inline(__always)
  @inlinable public func start(_ offset: CGFloat = 0) -> PinLayout {
    func context() -> String { "start(\(optionalDescription(offset)))" }
    if isLTR { setLeft(offset, context) } else { pinRight(inset: offset, context) }
    return self
  }

  /// Pins the leading edge a percentage of the parent's width from the parent's leading edge.
  @discardableResult
  @inline(__always)
  @inlinable public func start(_ percent: Percent) -> PinLayout {
    func context() -> String { "start(\(percent))" }
    return isLTR ? pinLeft(inset: percent, context) : pinRight(inset: percent, context)
  }

  /// Pins the leading edge with `insets.left` (left-to-right) or `insets.right` (right-to-left).
  @discardableResult
  @inline(__always)
  @inlinable public func start(_ insets: EdgeInsets) -> PinLayout {
    func context() -> String { "start(\(insetsDescription(insets)))" }
    if isLTR { setLeft(insets.left, context) } else { pinRight(inset: insets.right, context) }
    return self
  }

  /// Pins the trailing edge: the right edge in left-to-right, the left edge in right-to-left.
  @discardableResult
  @inline(__always)
  @inlinable public func end(_ offset: CGFloat = 0) -> PinLayout {
    func context() -> String { "end(\(optionalDescription(offset)))" }
    if isLTR { pinRight(inset: offset, context) } else { setLeft(offset, context) }
    return self
  }

  /// Pins the trailing edge a percentage of the parent's width from the parent's trailing edge.
  @discardableResult
  @inline(__always)
  @inlinable public func end(_ percent: Percent) -> PinLayout {
    func context() -> String { "end(\(percent))" }
    return isLTR ? pinRight(inset: percent, context) : pinLeft(inset: percent, context)
  }

  /// Pins the trailing edge with `insets.right` (left-to-right) or `insets.left` (right-to-left).
  @discardableResult
  @inline(__always)
  @inlinable public func end(_ insets: EdgeInsets) -> PinLayout {
    func context() -> String { "end(\(insetsDescription(insets)))" }
    if isLTR { pinRight(inset: insets.right, context) } else { setLeft(insets.left, context) }
    return self
  }

  /// Centres the node horizontally in its parent, moved right by `offset`.
  @discardableResult
  @inline(__always)
  @inlinable public func hCenter(_ offset: CGFloat = 0) -> PinLayout {
    func context() -> String { "hCenter(\(optionalDescription(offset)))" }
    if let size = parentSize(context) { setHorizontalCenter(size.width / 2 + offset, context) }
    return self
  }

  /// Centres the node horizontally, moved right by a percentage of the parent's width.
  @discardableResult
  @inline(__always)
  @inlinable public func hCenter(_ percent: Percent) -> PinLayout {
    func context() -> String { "hCenter(\(percent))" }
    if let size = parentSize(context) { setHorizontalCenter(size.width / 2 + percent.of(size.width), context) }
    return self
  }

  /// Centres the node vertically in its parent, moved down by `offset`.
  @discardableResult
  @inline(__always)
  @inlinable public func vCenter(_ offset: CGFloat = 0) -> PinLayout {
    func context() -> String { "vCenter(\(optionalDescription(offset)))" }
    if let size = parentSize(context) { setVerticalCenter(size.height / 2 + offset, context) }
    return self
  }

  /// Centres the node vertically, moved down by a percentage of the parent's height.
  @discardableResult
  @inline(__always)
  @inlinable public func vCenter(_ percent: Percent) -> PinLayout {
    func context() -> String { "vCenter(\(percent))" }
    if let size = parentSize(context) { setVerticalCenter(size.height / 2 + percent.of(size.height), context) }
    return self
  }

  // MARK: - Several edges

  /// Pins the four edges `margin` inside the parent's edges (0 when omitted).
  @discardableResult
  @inline(__always)
  @inlinable public func all(_ margin: CGFloat = 0) -> PinLayout {
    setTop(margin, { "all(\(optionalDescription(margin))) top coordinate" })
    pinBottom(inset: margin, { "all(\(optionalDescription(margin))) bottom coordinate" })
    setLeft(margin, { "all(\(optionalDescription(margin))) left coordinate" })
    pinRight(inset: margin, { "all(\(optionalDescription(margin))) right coordinate" })
    return self
  }

  /// Pins the four edges a percentage inside the parent's edges (of its height for top and bottom, of
  /// its width for left and right).
  @discardableResult
  @inline(__always)
  @inlinable public func all(_ percent: Percent) -> PinLayout {
    return vertically(percent, { "all(\(percent))" }).horizontally(percent, { "all(\(percent))" })
  }

  /// Pins the four edges inside the parent's edges by the insets: `view.pin.all(parent.pin.safeArea)`.
  @discardableResult
  @inline(__always)
  @inlinable public func all(_ insets: EdgeInsets) -> PinLayout {
    setTop(insets.top, { "all(\(insetsDescription(insets))) top coordinate" })
    pinBottom(inset: insets.bottom, { "all(\(insetsDescription(insets))) bottom coordinate" })
    setLeft(insets.left, { "all(\(insetsDescription(insets))) left coordinate" })
    pinRight(inset: insets.right, { "all(\(insetsDescription(insets))) right coordinate" })
    return self
  }

  /// Pins the left and right edges `margin` inside the parent's (0 when omitted).
  @discardableResult
  @inline(__always)
  @inlinable public func horizontally(_ margin: CGFloat = 0) -> PinLayout {
    setLeft(margin, { "horizontally(\(optionalDescription(margin))) left coordinate" })
    pinRight(inset: margin, { "horizontally(\(optionalDescription(margin))) right coordinate" })
    return self
  }

  /// Pins the left and right edges a percentage of the parent's width inside its edges.
  @discardableResult
  @inline(__always)
  @inlinable public func horizontally(_ percent: Percent) -> PinLayout {
    horizontally(percent, { "horizontally(\(percent))" })
  }

  /// Pins the left and right edges inside the parent's by `insets.left` and `insets.right`.
  @discardableResult
  @inline(__always)
  @inlinable public func horizontally(_ insets: EdgeInsets) -> PinLayout {
    setLeft(insets.left, { "horizontally(\(insetsDescription(insets))) left coordinate" })
    pinRight(inset: insets.right, { "horizontally(\(insetsDescription(insets))) right coordinate" })
    return self
  }

  /// Pins the top and bottom edges `margin` inside the parent's (0 when omitted).
  @discardableResult
  @inline(__always)
  @inlinable public func vertically(_ margin: CGFloat = 0) -> PinLayout {
    setTop(margin, { "vertically(\(optionalDescription(margin))) top coordinate" })
    pinBottom(inset: margin, { "vertically(\(optionalDescription(margin))) bottom coordinate" })
    return self
  }

  /// Pins the top and bottom edges a percentage of the parent's height inside its edges.
  @discardableResult
  @inline(__always)
  @inlinable public func vertically(_ percent: Percent) -> PinLayout {
    vertically(percent, { "vertically(\(percent))" })
  }

  /// Pins the top and bottom edges inside the parent's by `insets.top` and `insets.bottom`.
  @discardableResult
  @inline(__always)
  @inlinable public func vertically(_ insets: EdgeInsets) -> PinLayout {
    setTop(insets.top, { "vertically(\(insetsDescription(insets))) top coordinate" })
    pinBottom(inset: insets.bottom, { "vertically(\(insetsDescription(insets))) bottom coordinate" })
    return self
  }

  // MARK: - Edges of other nodes

  /// Pins the top edge on another node's edge: `b.pin.top(to: a.edge.bottom)`.
  @discardableResult
  @inline(__always)
  @inlinable public func top(to edge: PinVerticalEdge) -> PinLayout {
    pin(edge, method: "top") { $0.setTop($1, $2) }
  }

  /// Pins the vertical centre on another node's edge.
  @discardableResult
  @inline(__always)
  @inlinable public func vCenter(to edge: PinVerticalEdge) -> PinLayout {
    pin(edge, method: "vCenter") { $0.setVerticalCenter($1, $2) }
  }

  /// Pins the bottom edge on another node's edge.
  @discardableResult
  @inline(__always)
  @inlinable public func bottom(to edge: PinVerticalEdge) -> PinLayout {
    pin(edge, method: "bottom") { $0.setBottom($1, $2) }
  }

  /// Pins the left edge on another node's edge: `b.pin.left(to: a.edge.right)`.
  @discardableResult
  @inline(__always)
  @inlinable public func left(to edge: PinHorizontalEdge) -> PinLayout {
    pin(edge, method: "left") { $0.setLeft($1, $2) }
  }

  /// Pins the horizontal centre on another node's edge.
  @discardableResult
  @inline(__always)
  @inlinable public func hCenter(to edge: PinHorizontalEdge) -> PinLayout {
    pin(edge, method: "hCenter") { $0.setHorizontalCenter($1, $2) }
  }

  /// Pins the right edge on another node's edge.
  @discardableResult
  @inline(__always)
  @inlinable public func right(to edge: PinHorizontalEdge) -> PinLayout {
    pin(edge, method: "right") { $0.setRight($1, $2) }
  }

  /// Pins the leading edge (left in left-to-right) on another node's edge.
  @discardableResult
  @inline(__always)
  @inlinable public func start(to edge: PinHorizontalEdge) -> PinLayout {
    pin(edge, method: "start") { $0.setStart($1, $2) }
  }

  /// Pins the trailing edge (right in left-to-right) on another node's edge.
  @discardableResult
  @inline(__always)
  @inlinable public func end(to edge: PinHorizontalEdge) -> PinLayout {
    pin(edge, method: "end") { $0.setEnd($1, $2) }
  }

  // MARK: - Helpers

  // One call from the inlined public rule, which returns `self` itself: two calls there (the parent's
  // size, then the setter) cost more, and a chain returned from here would be retained and released.
  @usableFromInline @inline(never) func pinBottom(inset: CGFloat, _ context: PinContext) {
    if let size = parentSize(context) { setBottom(size.height - inset, context) }
  }

  @discardableResult
  @usableFromInline func pinBottom(inset percent: Percent, _ context: PinContext) -> PinLayout {
    if let size = parentSize(context) { setBottom(size.height - percent.of(size.height), context) }
    return self
  }

  // As pinBottom(inset:_:).
  @usableFromInline @inline(never) func pinRight(inset: CGFloat, _ context: PinContext) {
    if let size = parentSize(context) { setRight(size.width - inset, context) }
  }

  @discardableResult
  @usableFromInline func pinRight(inset percent: Percent, _ context: PinContext) -> PinLayout {
    if let size = parentSize(context) { setRight(size.width - percent.of(size.width), context) }
    return self
  }

  @discardableResult
  @usableFromInline func pinLeft(inset percent: Percent, _ context: PinContext) -> PinLayout {
    if let size = parentSize(context) { setLeft(percent.of(size.width), context) }
    return self
  }

  @discardableResult
  @usableFromInline func horizontally(_ percent: Percent, _ context: PinContext) -> PinLayout {
    pinLeft(inset: percent, { "\(context()) left coordinate" })
    return pinRight(inset: percent, { "\(context()) right coordinate" })
  }

  @discardableResult
  @usableFromInline func vertically(_ percent: Percent, _ context: PinContext) -> PinLayout {
    if let size = parentSize(context) { setTop(percent.of(size.height), { "\(context()) top coordinate" }) }
    return pinBottom(inset: percent, { "\(context()) bottom coordinate" })
  }

  @usableFromInline func pin(_ edge: PinVerticalEdge, method: String, _ set: (PinLayout, CGFloat, PinContext) -> Void)
    -> PinLayout
  {
    func context() -> String { "\(method)(to: .\(edge.name), of: \(nodeDescription(edge.node)))" }
    if let rect = referenceFrame(edge.node, context) { set(self, rect.minY + rect.height * edge.unitY, context) }
    return self
  }

  @usableFromInline func pin(_ edge: PinHorizontalEdge, method: String, _ set: (PinLayout, CGFloat, PinContext) -> Void)
    -> PinLayout
  {
    func context() -> String { "\(method)(to: .\(edge.name), of: \(nodeDescription(edge.node)))" }
    if let rect = referenceFrame(edge.node, context) { set(self, rect.minX + rect.width * edge.unitX, context) }
    return self
  }
}
