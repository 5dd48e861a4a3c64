import Foundation

// Resolution of the rules into a frame, when the chain ends: PinLayout's `apply()`.
extension PinLayout {
  /// Applies the rules once. Returns the root of the node's tree when it looked it up (for the display
  /// scale), so that the deinitializer hands the chain's buffer back without walking the tree again:
  /// writing the frame does not move the node.
  //
  // Inlined into its two callers, the deinitializer and `layout()`: a chain ends with one call fewer.
  @discardableResult @inline(__always) func apply() -> Unmanaged<LayoutNode>? {
    guard !isApplied else { return nil }
    isApplied = true
    guard hasRules else { return nil }
    // The checks below are written out here so that a chain without the rules they concern (most
    // chains) skips them without a call.
    if justification != nil || alignment != nil { warnAboutJustifyAndAlign() }
    if shouldPinEdges { convertSizesToEdges() }

    let current = node.frame
    let size = computeSize(current)
    var rect = current
    placeHorizontally(&rect, width: size.width)
    placeVertically(&rect, height: size.height)

    if !rect.size.width.isUsableLength || !rect.size.height.isUsableLength { keepCurrentSize(&rect, current) }
    let root = node.unretainedRoot
    if let scale = PinLayout.validDisplayScale(of: root) { rect = PinLayout.snapped(rect, scale: scale) }
    node.frame = rect
    return root
  }

  /// A computed size that is negative or not finite (crossed edges, a bad measurement) is not
  /// applied: the node keeps that dimension, as PinLayout does. Out of line: it warns.
  @inline(never) private func keepCurrentSize(_ rect: inout CGRect, _ current: CGRect) {
    if !rect.size.width.isUsableLength {
      warn(
        "the computed width (\(formatNumber(rect.size.width))) is negative or not finite; "
          + "'\(node.name)' keeps its width (\(formatNumber(current.width))).")
      rect.size.width = current.width
    }
    if !rect.size.height.isUsableLength {
      warn(
        "the computed height (\(formatNumber(rect.size.height))) is negative or not finite; "
          + "'\(node.name)' keeps its height (\(formatNumber(current.height))).")
      rect.size.height = current.height
    }
  }

  // MARK: - Positions (PinLayout's cases, in its order of precedence)

  @inline(__always) private func placeHorizontally(_ rect: inout CGRect, width: CGFloat?) {
    if let left, let right {
      if let width {
        rect.size.width = width
        // Without a justification, the left edge wins (inline: the common case of a measured width).
        rect.origin.x =
          justification == nil ? left + marginLeftValue : justified(width: width, left: left, right: right)
      } else {
        rect.origin.x = left + marginLeftValue
        rect.size.width = right - marginRightValue - rect.origin.x
      }
    } else if let left, let width {
      rect.origin.x = left + marginLeftValue
      rect.size.width = width
    } else if let right, let width {
      rect.size.width = width
      rect.origin.x = right - marginRightValue - width
    } else if let hCenter, let width {
      rect.size.width = width
      rect.origin.x = hCenter - width / 2 + marginLeftValue - marginRightValue
    } else if let left {
      rect.origin.x = left + marginLeftValue
    } else if let right {
      rect.origin.x = right - rect.size.width - marginRightValue
    } else if let hCenter {
      rect.origin.x = hCenter - rect.size.width / 2 + marginLeftValue - marginRightValue
    } else if let width {
      rect.size.width = width
    }
  }

  @inline(__always) private func placeVertically(_ rect: inout CGRect, height: CGFloat?) {
    if let top, let bottom {
      if let height {
        rect.size.height = height
        rect.origin.y = alignment == nil ? top + marginTopValue : aligned(height: height, top: top, bottom: bottom)
      } else {
        rect.origin.y = top + marginTopValue
        rect.size.height = bottom - marginBottomValue - rect.origin.y
      }
    } else if let top, let height {
      rect.origin.y = top + marginTopValue
      rect.size.height = height
    } else if let bottom, let height {
      rect.size.height = height
      rect.origin.y = bottom - marginBottomValue - height
    } else if let vCenter, let height {
      rect.size.height = height
      rect.origin.y = vCenter - height / 2 + marginTopValue - marginBottomValue
    } else if let top {
      rect.origin.y = top + marginTopValue
    } else if let bottom {
      rect.origin.y = bottom - rect.size.height - marginBottomValue
    } else if let vCenter {
      rect.origin.y = vCenter - rect.size.height / 2 + marginTopValue - marginBottomValue
    } else if let height {
      rect.size.height = height
    }
  }

  /// The x of a node of `width` between pinned left and right edges, by ``justify(_:)`` (left by default).
  @inline(never) private func justified(width: CGFloat, left: CGFloat, right: CGFloat) -> CGFloat {
    let leftX = left + marginLeftValue
    let rightX = right - marginRightValue - width
    switch justification ?? .left {
    case .left, .none: return leftX
    case .center: return leftX + (right - left - marginLeftValue - marginRightValue - width) / 2
    case .right: return rightX
    case .start: return isLTR ? leftX : rightX
    case .end: return isLTR ? rightX : leftX
    }
  }

  /// The y of a node of `height` between pinned top and bottom edges, by ``align(_:)`` (top by default).
  @inline(never) private func aligned(height: CGFloat, top: CGFloat, bottom: CGFloat) -> CGFloat {
    let topY = top + marginTopValue
    switch alignment ?? .top {
    case .top, .none: return topY
    case .center: return topY + (bottom - top - marginTopValue - marginBottomValue - height) / 2
    case .bottom: return bottom - marginBottomValue - height
    }
  }

  // MARK: - Rules that interact

  /// PinLayout's `displayLayoutWarnings`, in its order: a justification (alignment) needs both
  /// edges of its axis, or `pinEdges()` with a size and an edge or the centre; and it is not applied
  /// around a centre. Both warnings can be recorded for one rule, as in PinLayout.
  private func warnAboutJustifyAndAlign() {
    if let justification {
      func context() -> String { "justify(.\(justification))" }
      let hasBothEdges =
        (left != nil && right != nil)
        || (shouldPinEdges && width != nil && (left != nil || right != nil || hCenter != nil))
      if !hasBothEdges {
        warnWontBeApplied("the left and right coordinates must be set to justify the node horizontally.", context)
      }
      if hCenter != nil {
        warnWontBeApplied(
          "justification is not applied when hCenter has been set. By default the node will be centered around the "
            + "hCenter.", context)
      }
    }
    if let alignment {
      func context() -> String { "align(.\(alignment))" }
      let hasBothEdges =
        (top != nil && bottom != nil)
        || (shouldPinEdges && height != nil && (top != nil || bottom != nil || vCenter != nil))
      if !hasBothEdges {
        warnWontBeApplied("the top and bottom coordinates must be set to align the node vertically.", context)
      }
      if vCenter != nil {
        warnWontBeApplied(
          "alignment is not applied when vCenter has been set. By default the node will be centered around the "
            + "specified vCenter.", context)
      }
    }
  }

  /// `pinEdges()`: a size with one pinned edge (or a centre) becomes the opposite edge, so that margins
  /// shrink the node instead of moving it. Called by `apply` when `shouldPinEdges` is set.
  private func convertSizesToEdges() {
    guard top == nil || bottom == nil || left == nil || right == nil else {
      warn("pinEdges() won't be applied, top, left, bottom and right coordinates are already set.")
      return
    }
    if let width = applyMinMax(toWidth: width), left == nil || right == nil {
      if let left {
        right = left + width
        self.width = nil
      } else if let right {
        left = right - width
        self.width = nil
      } else if let hCenter {
        left = hCenter - width / 2
        right = hCenter + width / 2
        self.hCenter = nil
        self.width = nil
      }
    }
    if let height = applyMinMax(toHeight: height), top == nil || bottom == nil {
      if let top {
        bottom = top + height
        self.height = nil
      } else if let bottom {
        top = bottom - height
        self.height = nil
      } else if let vCenter {
        top = vCenter - height / 2
        bottom = vCenter + height / 2
        self.vCenter = nil
        self.height = nil
      }
    }
  }

  // MARK: - Display scale

  /// The root's display scale when it is usable (positive and finite).
  var validDisplayScale: CGFloat? { PinLayout.validDisplayScale(of: node.unretainedRoot) }

  /// `root`'s display scale when it is usable. Inlined: every chain asks.
  @inline(__always) static func validDisplayScale(of root: Unmanaged<LayoutNode>) -> CGFloat? {
    let scale = root._withUnsafeGuaranteedRef(\.storedDisplayScale)
    guard let scale, scale.isFinite, scale > 0 else { return nil }
    return scale
  }

  /// PinLayout's `adjustRectToDisplayScale`: the origin rounded and the size rounded up to whole pixels,
  /// computed in single precision as PinLayout does (which also absorbs double-precision noise such as
  /// 100.00000000000001, that would otherwise round up a whole pixel).
  //
  // Out of line: `FloatingPointRoundingRule` is a resilient type, whose metadata `apply` would
  // otherwise load on every chain, with or without a display scale.
  @inline(never) static func snapped(_ rect: CGRect, scale: CGFloat) -> CGRect {
    func snap(_ value: CGFloat, _ rule: FloatingPointRoundingRule) -> CGFloat {
      let pixels = Float(value * scale)
      guard pixels.isFinite else { return value }
      return CGFloat(pixels.rounded(rule)) / scale
    }
    return CGRect(
      x: snap(rect.origin.x, .toNearestOrAwayFromZero), y: snap(rect.origin.y, .toNearestOrAwayFromZero),
      width: snap(rect.size.width, .up), height: snap(rect.size.height, .up))
  }
}
