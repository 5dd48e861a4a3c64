import Foundation

/// Checks of the values a user hands to a linear layout. The seed takes anything and may produce
/// negative or NaN frames; we replace a bad value with the one the warning names.
extension LinearLayout {
  /// The parameters with every bad value replaced, each replacement warned about on `child`.
  func checked(_ params: LayoutParams, of child: LayoutNode, call: String) -> LayoutParams {
    // The common case, every value usable, without a copy rebuilt field by field.
    if Self.isUsable(params) && alignmentFits(params.align) { return params }
    var result = params
    result.width = checked(params.width, of: child, what: "width", call: call)
    result.height = checked(params.height, of: child, what: "height", call: call)
    result.margin = checkedInsets(params.margin, of: child, what: "margin", call: call)
    if !params.fill.isUsableLength {
      child.recordFrameLayoutWarning(
        call: call, "fill weight \(params.fill) is not a finite, non-negative number; 0 is used.")
      result.fill = 0
    }
    result.minWidth = checkedMinimum(params.minWidth, of: child, what: "minWidth", call: call)
    result.minHeight = checkedMinimum(params.minHeight, of: child, what: "minHeight", call: call)
    result.maxWidth = checkedMaximum(params.maxWidth, of: child, what: "maxWidth", call: call)
    result.maxHeight = checkedMaximum(params.maxHeight, of: child, what: "maxHeight", call: call)
    warnIfAlignmentDoesNotFit(params.align, of: child, call: call)
    return result
  }

  /// Insets with NaN or infinite sides replaced by 0 (negative sides are allowed: they overlap).
  func checkedInsets(_ insets: EdgeInsets, of node: LayoutNode, what: String, call: String) -> EdgeInsets {
    // The common case without the key paths below, which are resolved at run time.
    if Self.areFinite(insets) { return insets }
    var result = insets
    var bad: [String] = []
    func check(_ side: WritableKeyPath<EdgeInsets, CGFloat>, _ sideName: String) {
      guard !insets[keyPath: side].isFinite else { return }
      bad.append("\(sideName) \(insets[keyPath: side])")
      result[keyPath: side] = 0
    }
    check(\.top, "top")
    check(\.left, "left")
    check(\.bottom, "bottom")
    check(\.right, "right")
    if !bad.isEmpty {
      node.recordFrameLayoutWarning(
        call: call, "\(what) \(bad.joined(separator: ", ")) is not finite; 0 is used on that side.")
    }
    return result
  }

  /// Whether every value of `params` passes the checks of ``checked(_:of:call:)`` as it is (by the
  /// same predicates, one per kind of value).
  private static func isUsable(_ params: LayoutParams) -> Bool {
    isUsable(params.width) && isUsable(params.height) && areFinite(params.margin) && params.fill.isUsableLength
      && params.minWidth.isUsableLength && params.minHeight.isUsableLength
      && isUsableMaximum(params.maxWidth) && isUsableMaximum(params.maxHeight)
  }

  /// A size in points must be finite and not negative; the other sizes are always usable.
  private static func isUsable(_ size: Size) -> Bool {
    guard case .points(let value) = size else { return true }
    return value.isUsableLength
  }

  /// A maximum may be infinite (no bound), not NaN or negative.
  private static func isUsableMaximum(_ value: CGFloat) -> Bool { value >= 0 }

  /// Insets may be negative (children overlap), not NaN or infinite.
  private static func areFinite(_ insets: EdgeInsets) -> Bool {
    insets.top.isFinite && insets.left.isFinite && insets.bottom.isFinite && insets.right.isFinite
  }

  /// Whether `alignment` belongs to the layout's orientation (no alignment does).
  private func alignmentFits(_ alignment: Alignment?) -> Bool {
    switch alignment {
    case nil, .center: true
    case .top, .bottom: orientation == .horizontal
    case .left, .right: orientation == .vertical
    }
  }

  /// Records a warning when an alignment does not belong to the layout's orientation.
  func warnIfAlignmentDoesNotFit(_ alignment: Alignment?, of child: LayoutNode, call: String) {
    guard let alignment, !alignmentFits(alignment) else { return }
    let axis = orientation == .horizontal ? "a horizontal" : "a vertical"
    let start = orientation == .horizontal ? "top" : "left"
    let allowed = orientation == .horizontal ? ".top, .center or .bottom" : ".left, .center or .right"
    child.recordFrameLayoutWarning(
      call: call,
      ".\(alignment) does not apply in \(axis) layout ('\(name)' takes \(allowed)); the child is placed at the \(start)."
    )
  }

  private func checked(_ size: Size, of child: LayoutNode, what: String, call: String) -> Size {
    guard case .points(let value) = size, !Self.isUsable(size) else { return size }
    child.recordFrameLayoutWarning(call: call, "\(what) \(value) is not a finite, non-negative size; 0 is used.")
    return .points(0)
  }

  private func checkedMinimum(_ value: CGFloat, of child: LayoutNode, what: String, call: String) -> CGFloat {
    if value.isUsableLength { return value }
    child.recordFrameLayoutWarning(call: call, "\(what) \(value) is not a finite, non-negative size; 0 is used.")
    return 0
  }

  /// A maximum may be infinite (no bound); NaN or negative means no bound, with a warning.
  private func checkedMaximum(_ value: CGFloat, of child: LayoutNode, what: String, call: String) -> CGFloat {
    if Self.isUsableMaximum(value) { return value }
    child.recordFrameLayoutWarning(call: call, "\(what) \(value) is not a non-negative size; no bound is used.")
    return .greatestFiniteMagnitude
  }
}
