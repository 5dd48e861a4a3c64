import Foundation

/// Neon's grouping calls: a node lays a row or column of its own children out inside itself.
///
/// The views must be children of the node the call is made on; they take the given size each, in
/// the order given (left to right in a `.horizontal` group, top to bottom in a `.vertical` one, in
/// either layout direction, as in Neon), `padding` apart. The group as a whole — `count * width +
/// (count - 1) * padding` long — is placed with the arithmetic of the matching single-node call, using
/// this node's own size as the parent's, and `padding` also as the space to the edges. Leading and
/// trailing corners, edges and aligns follow this node's ``LayoutNode/layoutDirection``.
///
/// An empty group, a view of another parent, ``AutoHeight``, a negative size or a non-finite value
/// records a ``LayoutDiagnostic/Kind/frameLayoutWarning``, and no frame changes.
extension LayoutNode {
  /// Centres a row or column of children in this node.
  ///
  /// A row starts at `x = (self.width - count * width - (count - 1) * padding) / 2` with
  /// `y = self.height / 2 - height / 2`; a column is the same turned a quarter.
  ///
  /// - Parameters:
  ///   - group: A row (`.horizontal`) or a column (`.vertical`).
  ///   - views: Children of this node, in order.
  ///   - padding: The space between consecutive views.
  ///   - width: Each view's width.
  ///   - height: Each view's height.
  public func groupInCenter(group: Group, views: [LayoutNode], padding: CGFloat, width: CGFloat, height: CGFloat) {
    let call = "groupInCenter(group:views:padding:width:height:)"
    guard neonRequireGroup(call, views, padding: padding, width: width, height: height) else { return }
    let box = neonGroupBox(group, count: views.count, padding: padding, width: width, height: height)
    let origin = CGPoint(x: frame.width / 2 - box.width / 2, y: frame.height / 2 - box.height / 2)
    neonSetGroupFrames(call, group, views, from: origin, padding: padding, width: width, height: height)
  }

  /// Puts a row or column of children in a corner of this node.
  ///
  /// The group is `padding` from both edges of the corner: a row in `.topRight` starts at
  /// `x = self.width - (count * width + count * padding)`, a column in `.bottomLeft` at
  /// `y = self.height - (count * height + count * padding)`.
  ///
  /// - Parameters:
  ///   - group: A row (`.horizontal`) or a column (`.vertical`).
  ///   - views: Children of this node, in order.
  ///   - corner: The corner of this node.
  ///   - padding: The space between consecutive views, and between the group and the corner's edges.
  ///   - width: Each view's width.
  ///   - height: Each view's height.
  public func groupInCorner(
    group: Group, views: [LayoutNode], inCorner corner: Corner, padding: CGFloat, width: CGFloat, height: CGFloat
  ) {
    let call = "groupInCorner(group:views:inCorner:padding:width:height:)"
    guard neonRequireGroup(call, views, padding: padding, width: width, height: height) else { return }
    let box = neonGroupBox(group, count: views.count, padding: padding, width: width, height: height)
    let origin = corner.sides(in: layoutDirection).origin(of: box, in: frame.size, xPad: padding, yPad: padding)
    neonSetGroupFrames(call, group, views, from: origin, padding: padding, width: width, height: height)
  }

  /// Puts a row or column of children against an edge of this node, centred along it.
  ///
  /// The group is `padding` from the edge: a row against `.top` starts at
  /// `((self.width - count * width - (count - 1) * padding) / 2, padding)`, a row against `.right` at
  /// `x = self.width - count * width - count * padding`, a column against `.bottom` at
  /// `y = self.height - count * height - count * padding`.
  ///
  /// - Parameters:
  ///   - group: A row (`.horizontal`) or a column (`.vertical`).
  ///   - views: Children of this node, in order.
  ///   - edge: The edge of this node.
  ///   - padding: The space between consecutive views, and between the group and the edge.
  ///   - width: Each view's width.
  ///   - height: Each view's height.
  public func groupAgainstEdge(
    group: Group, views: [LayoutNode], againstEdge edge: Edge, padding: CGFloat, width: CGFloat, height: CGFloat
  ) {
    let call = "groupAgainstEdge(group:views:againstEdge:padding:width:height:)"
    guard neonRequireGroup(call, views, padding: padding, width: width, height: height) else { return }
    let box = neonGroupBox(group, count: views.count, padding: padding, width: width, height: height)
    let origin = edge.physical(in: layoutDirection).origin(of: box, in: frame.size, padding: padding)
    neonSetGroupFrames(call, group, views, from: origin, padding: padding, width: width, height: height)
  }

  /// Puts a row or column of children beside another child of this node.
  ///
  /// The group is placed as one node by ``align(_:relativeTo:padding:width:height:offset:)``: a row to
  /// the left of the sibling starts at `x = sibling.x - count * width - count * padding`, a row under it
  /// matching its right at `x = sibling.xMax - count * width - (count - 1) * padding`, a column to its
  /// right and centred at `y = sibling.yMid - (count * height + (count - 1) * padding) / 2`.
  ///
  /// - Parameters:
  ///   - group: A row (`.horizontal`) or a column (`.vertical`).
  ///   - align: The side of the sibling, and what the group matches.
  ///   - views: Children of this node, in order.
  ///   - sibling: Another child of this node.
  ///   - padding: The space between consecutive views, and between the group and the sibling.
  ///   - width: Each view's width.
  ///   - height: Each view's height.
  public func groupAndAlign(
    group: Group, andAlign align: Align, views: [LayoutNode], relativeTo sibling: LayoutNode, padding: CGFloat,
    width: CGFloat, height: CGFloat
  ) {
    let call = "groupAndAlign(group:andAlign:views:relativeTo:padding:width:height:)"
    guard neonRequireGroup(call, views, padding: padding, width: width, height: height) else { return }
    guard sibling.parent === self else {
      recordFrameLayoutWarning(
        call: call, "the reference node '\(sibling.name)' is not a child of the node; the frames are unchanged.")
      return
    }
    let box = neonGroupBox(group, count: views.count, padding: padding, width: width, height: height)
    let placed = align.placement(in: layoutDirection).frame(
      size: box, reference: sibling.frame, container: frame.size, padding: padding, offset: 0, fillsWidth: false,
      fillsHeight: false)
    neonSetGroupFrames(call, group, views, from: placed.origin, padding: padding, width: width, height: height)
  }

  /// Shares this node among a row or column of children, `padding` between them and around them.
  ///
  /// In a row each view is `(self.width - (count + 1) * padding) / count` wide and
  /// `self.height - 2 * padding` tall, starting at `(padding, padding)`; a column is the same turned a
  /// quarter.
  ///
  /// ```swift
  /// buttonContainerView.groupAndFill(group: .horizontal, views: buttons, padding: 10)
  /// ```
  ///
  /// - Parameters:
  ///   - group: A row (`.horizontal`) or a column (`.vertical`).
  ///   - views: Children of this node, in order.
  ///   - padding: The space between consecutive views and between the views and this node's edges.
  public func groupAndFill(group: Group, views: [LayoutNode], padding: CGFloat) {
    let call = "groupAndFill(group:views:padding:)"
    guard neonRequireFinite(call, "padding", padding), neonRequireChildren(call, views) else { return }
    let count = CGFloat(views.count)
    let width: CGFloat, height: CGFloat
    switch group {
    case .horizontal:
      width = (frame.width - (count + 1) * padding) / count
      height = frame.height - 2 * padding
    case .vertical:
      width = frame.width - 2 * padding
      height = (frame.height - (count + 1) * padding) / count
    }
    neonSetGroupFrames(
      call, group, views, from: CGPoint(x: padding, y: padding), padding: padding, width: width, height: height)
  }

  // MARK: - Shared

  /// The checks of the grouping calls that take a size for each view.
  private func neonRequireGroup(
    _ call: String, _ views: [LayoutNode], padding: CGFloat, width: CGFloat, height: CGFloat
  ) -> Bool {
    neonRequireFinite(call, "padding width height", padding, width, height)
      && neonRequireSize(call, width: width, height: height, allowsAutoHeight: false)
      && neonRequireChildren(call, views)
  }

  /// The size of the rectangle a group of `count` views covers.
  private func neonGroupBox(_ group: Group, count: Int, padding: CGFloat, width: CGFloat, height: CGFloat) -> CGSize {
    let count = CGFloat(count)
    switch group {
    case .horizontal: return CGSize(width: count * width + (count - 1) * padding, height: height)
    case .vertical: return CGSize(width: width, height: count * height + (count - 1) * padding)
    }
  }

  /// Sets the views' frames one after another from `origin`, `size + padding` apart along the group.
  private func neonSetGroupFrames(
    _ call: String, _ group: Group, _ views: [LayoutNode], from origin: CGPoint, padding: CGFloat, width: CGFloat,
    height: CGFloat
  ) {
    let step = group == .horizontal ? CGPoint(x: width + padding, y: 0) : CGPoint(x: 0, y: height + padding)
    var next = origin
    var frames: [(LayoutNode, CGRect)] = []
    frames.reserveCapacity(views.count)
    for view in views {
      frames.append((view, CGRect(x: next.x, y: next.y, width: width, height: height)))
      next.x += step.x
      next.y += step.y
    }
    neonSetFrames(call, frames)
  }
}
