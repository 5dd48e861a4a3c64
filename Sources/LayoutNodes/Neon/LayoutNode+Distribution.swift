import Foundation

/// Equal-size distribution, beyond Neon: a row (or column) of children sharing a length.
///
/// Neon's ``LayoutNode/groupAndFill(group:views:padding:)`` shares the whole node with equal padding
/// all round, left to right; these calls share any rectangle, with spacing only between the views,
/// and a row runs from the leading side, so it mirrors under right to left.
extension LayoutNode {
  /// Lays children out in a row across `rect`, all of the same width, `spacing` apart.
  ///
  /// Each view is `(rect.width - (count - 1) * spacing) / count` wide and as tall as `rect`. The first
  /// view is at the leading end: at `rect.minX` left to right, ending at `rect.maxX` right to left (this
  /// node's ``LayoutNode/layoutDirection``).
  ///
  /// ```swift
  /// toolbar.distributeHorizontally([like, comment, share], in: CGRect(x: 8, y: 0, width: 359, height: 44), spacing: 8)
  /// ```
  ///
  /// Views of another parent, an empty list, a negative width or non-finite values record a
  /// ``LayoutDiagnostic/Kind/frameLayoutWarning``, and no frame changes.
  ///
  /// - Parameters:
  ///   - views: Children of this node, from the leading end.
  ///   - rect: The rectangle to share, in this node's coordinates.
  ///   - spacing: The space between consecutive views.
  public func distributeHorizontally(_ views: [LayoutNode], in rect: CGRect, spacing: CGFloat) {
    neonDistribute(.horizontal, views, in: rect, spacing: spacing, call: "distributeHorizontally(_:in:spacing:)")
  }

  /// Lays children out in a row across this node's whole bounds, all of the same width, `spacing`
  /// apart, from the leading end (see ``distributeHorizontally(_:in:spacing:)``).
  ///
  /// - Parameters:
  ///   - views: Children of this node, from the leading end.
  ///   - spacing: The space between consecutive views.
  public func distributeHorizontally(_ views: [LayoutNode], spacing: CGFloat) {
    neonDistribute(
      .horizontal, views, in: CGRect(origin: .zero, size: frame.size), spacing: spacing,
      call: "distributeHorizontally(_:spacing:)")
  }

  /// Lays children out in a column down `rect`, all of the same height, `spacing` apart.
  ///
  /// Each view is `(rect.height - (count - 1) * spacing) / count` tall and as wide as `rect`; the first
  /// is at the top.
  ///
  /// - Parameters:
  ///   - views: Children of this node, from the top.
  ///   - rect: The rectangle to share, in this node's coordinates.
  ///   - spacing: The space between consecutive views.
  public func distributeVertically(_ views: [LayoutNode], in rect: CGRect, spacing: CGFloat) {
    neonDistribute(.vertical, views, in: rect, spacing: spacing, call: "distributeVertically(_:in:spacing:)")
  }

  /// Lays children out in a column down this node's whole bounds, all of the same height, `spacing`
  /// apart (see ``distributeVertically(_:in:spacing:)``).
  ///
  /// - Parameters:
  ///   - views: Children of this node, from the top.
  ///   - spacing: The space between consecutive views.
  public func distributeVertically(_ views: [LayoutNode], spacing: CGFloat) {
    neonDistribute(
      .vertical, views, in: CGRect(origin: .zero, size: frame.size), spacing: spacing,
      call: "distributeVertically(_:spacing:)")
  }

  private func neonDistribute(
    _ axis: LayoutAxis, _ views: [LayoutNode], in rect: CGRect, spacing: CGFloat, call: String
  ) {
    let (origin, size) = (rect.origin, rect.size)
    guard
      neonRequireFinite(
        call, "rect.x rect.y rect.width rect.height spacing", origin.x, origin.y, size.width, size.height, spacing),
      neonRequireSize(call, width: rect.size.width, height: rect.size.height, allowsAutoHeight: false),
      neonRequireChildren(call, views)
    else { return }
    let count = CGFloat(views.count)
    let mirrored = axis == .horizontal && layoutDirection == .rightToLeft
    let along = NeonSpan(rect, axis), across = NeonSpan(rect, axis == .horizontal ? .vertical : .horizontal)
    let length = (along.length - (count - 1) * spacing) / count
    let frames = views.enumerated().map { index, view in
      let position = CGFloat(index) * (length + spacing)
      let origin = mirrored ? along.max - position - length : along.min + position
      return (
        view,
        NeonSpan.rect(axis, mainOrigin: origin, mainLength: length, crossOrigin: across.min, crossLength: across.length)
      )
    }
    neonSetFrames(call, frames)
  }
}
