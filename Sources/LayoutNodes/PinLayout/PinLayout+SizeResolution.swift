import Foundation

// The size the rules give, before positioning: explicit sizes, the space between pinned edges, the
// current frame; then sizeToFit or the aspect ratio; then the min and max bounds.
extension PinLayout {
  /// A width and a height, either of which may be undetermined.
  struct ResolvedSize {
    var width: CGFloat?
    var height: CGFloat?
  }

  /// `current` is the node's frame when the chain is applied, read once: each read of a node's frame
  /// is a dynamically checked access.
  //
  // Inlined into `apply`, its one caller: returning the two optional dimensions cost more than the
  // call's work.
  @inline(__always) func computeSize(_ current: CGRect) -> ResolvedSize {
    var size = resolveSize(current)
    switch adjustSize {
    case .fit(let type): size = sizeToFit(type, size, current)
    case .aspectRatio(let ratio): size = applyAspectRatio(ratio, size)
    case nil: break
    }
    size.width = applyMinMax(toWidth: size.width)
    size.height = applyMinMax(toHeight: size.height)
    if let width = size.width, !width.isUsableLength { size.width = nil }
    if let height = size.height, !height.isUsableLength { size.height = nil }
    return size
  }

  @inline(__always) private func resolveSize(_ current: CGRect) -> ResolvedSize {
    // Without sizeToFit or an aspect ratio, an undetermined dimension keeps the current frame's.
    let keepsCurrentSize = adjustSize == nil
    var size = ResolvedSize()
    if let width {
      size.width = width
    } else if let left, let right {
      size.width = right - left - marginLeftValue - marginRightValue
    } else if keepsCurrentSize {
      size.width = current.width
    }
    if let height {
      size.height = height
    } else if let top, let bottom {
      size.height = bottom - top - marginTopValue - marginBottomValue
    } else if keepsCurrentSize {
      size.height = current.height
    }
    return size
  }

  /// PinLayout's `computeSizeToFit`: the reference dimension (bounded by min and max) is proposed with
  /// the other unbounded, and kept unless the fit type is flexible.
  @inline(__always) private func sizeToFit(_ type: FitType, _ size: ResolvedSize, _ current: CGRect) -> ResolvedSize {
    var proposal = CGSize(width: unboundedDimension, height: unboundedDimension)
    switch type {
    case .width, .widthFlexible:
      proposal.width = applyMinMax(toWidth: size.width) ?? current.width
    case .height, .heightFlexible:
      proposal.height = applyMinMax(toHeight: size.height) ?? current.height
    case .content:
      // The current size, with an empty dimension unbounded: UIKit's labels read a zero proposal as
      // "no limit", and PinLayout's `.content` relies on it for views not yet sized.
      if current.width > 0 { proposal.width = current.width }
      if current.height > 0 { proposal.height = current.height }
      let fitting = node.sizeThatFits(proposal)
      return ResolvedSize(width: fitting.width, height: fitting.height)
    }
    let fitting = node.sizeThatFits(proposal)
    var result = size
    if proposal.width != unboundedDimension {
      result.width = type.isFlexible ? fitting.width : proposal.width
    } else {
      result.width = fitting.width
    }
    if proposal.height != unboundedDimension {
      result.height = type.isFlexible ? fitting.height : proposal.height
    } else {
      result.height = fitting.height
    }
    return result
  }

  /// PinLayout's `computeAspectRatio`: applied only when exactly one dimension is known.
  private func applyAspectRatio(_ ratio: CGFloat, _ size: ResolvedSize) -> ResolvedSize {
    guard size.width != nil || size.height != nil else {
      warn("aspectRatio won't be applied, neither the width nor the height can be determined.")
      return size
    }
    guard size.width == nil || size.height == nil else {
      warn(
        "aspectRatio won't be applied, the width and the height are already defined by other PinLayout's properties.")
      return size
    }
    // The branch is chosen by the dimension the rules resolved, then its bounds apply: a min or max
    // bound alone does not resolve a width (`height(100).aspectRatio(2).minWidth(240)` takes the
    // height branch, then minWidth widens the node to 240 with the height kept).
    if let width = size.width, let bounded = applyMinMax(toWidth: width) {
      return ResolvedSize(width: bounded, height: bounded / ratio)
    }
    if let height = size.height, let bounded = applyMinMax(toHeight: height) {
      return ResolvedSize(width: bounded * ratio, height: bounded)
    }
    return size
  }

  /// minWidth then maxWidth, as PinLayout: a bound also determines an undetermined width.
  @inline(__always) func applyMinMax(toWidth width: CGFloat?) -> CGFloat? {
    var result = width
    if let minWidth, minWidth > (result ?? 0) { result = minWidth }
    if let maxWidth, maxWidth < (result ?? .greatestFiniteMagnitude) { result = maxWidth }
    return result
  }

  /// minHeight then maxHeight, as PinLayout.
  @inline(__always) func applyMinMax(toHeight height: CGFloat?) -> CGFloat? {
    var result = height
    if let minHeight, minHeight > (result ?? 0) { result = minHeight }
    if let maxHeight, maxHeight < (result ?? .greatestFiniteMagnitude) { result = maxHeight }
    return result
  }
}
