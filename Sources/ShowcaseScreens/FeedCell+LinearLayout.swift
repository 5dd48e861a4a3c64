import Foundation
import LayoutNodes

extension FeedCell {
  /// The name of the vertical linear layout that holds the cell's rows once
  /// ``layoutWithLinearLayout(width:)`` has built them.
  public static let linearLayoutName = "feedLinearLayout"

  /// Lays the cell out at `width` with nested linear layouts, as a user of the seed's LinearLayout
  /// writes the cell; sets the cell's size (its origin is kept) and returns its height, as
  /// ``layoutWithFrameArithmetic(width:)`` does.
  ///
  /// **The tree changes on the first call.** A linear layout places its own children, so the first
  /// call moves the 15 nodes out of ``cell`` into a vertical ``LinearLayout`` (the only child of
  /// ``cell``, at its origin, named ``linearLayoutName``) and rows nested in it; the cell keeps it,
  /// and later calls only lay out. The 15 nodes' frames are then relative to their rows: their frames in
  /// ``cell``'s coordinates, ``frameInCell(of:)``, equal those of `layoutWithFrameArithmetic(width:)`
  /// on a cell whose tree has not changed (`frame` itself equals it only for the nodes placed directly
  /// by the outer layout, which sits at the cell's origin). Use one system per `FeedCell` instance.
  ///
  /// ```
  /// feedLinearLayout (vertical, padding 8)
  ///   row 1 (horizontal)   action (width 0, fill 1, margin right 8), options (wrap)
  ///   row 2 (horizontal)   posterImage (wrap), poster stack (vertical; width 0, fill 1, margin left 8):
  ///                          posterName, posterHeadline (margin top 4), posterTime (margin top 4)
  ///   posterComment, contentImage, contentTitle (each margin top 8), contentDomain (margin top 4)
  ///   actions (horizontal) three cells (vertical; width 0, fill 1): like (left), comment (center),
  ///                          share (right)
  ///   actor row (horizontal) actorImage (wrap), actorComment (width 0, fill 1, margin left 8)
  /// ```
  /// The comment label is centred in the middle of three equal cells, which is the cell's centre; the
  /// share label sits at the right of the last cell.
  @discardableResult
  public func layoutWithLinearLayout(width: CGFloat) -> CGFloat {
    let layout = linearLayoutTree()
    let height = layout.sizeThatFits(CGSize(width: width, height: unboundedDimension)).height
    layout.frame = CGRect(x: 0, y: 0, width: width, height: height)
    layout.layoutChildren()
    cell.frame.size = CGSize(width: width, height: height)
    return height
  }

  /// Lays the cell's linear layouts out in the cell's current frame, as the `layoutSubviews` of a cell
  /// that a parent sized (to ``linearLayoutHeight(width:)`` at its width) does: the frames of
  /// ``layoutWithLinearLayout(width:)`` at that width, without measuring the cell again.
  public func layoutLinearLayoutInCell() {
    let layout = linearLayoutTree()
    layout.frame = CGRect(origin: .zero, size: cell.frame.size)
    layout.layoutChildren()
  }

  /// The height ``layoutWithLinearLayout(width:)`` gives the cell at `width`, without setting any frame
  /// (building the cell's linear layouts on the first call, as that method does): what a parent linear
  /// layout that stacks cells measures them by.
  public func linearLayoutHeight(width: CGFloat) -> CGFloat {
    linearLayoutTree().sizeThatFits(CGSize(width: width, height: unboundedDimension)).height
  }

  /// A node's frame in ``cell``'s coordinates: its origin plus the origins of its ancestors below
  /// ``cell``. For the flat tree this is the node's ``LayoutNodes/LayoutNode/frame``; after
  /// ``layoutWithLinearLayout(width:)`` it is what equals `layoutWithFrameArithmetic(width:)`'s frame
  /// (compare these, not `frame`, when checking a cell laid out with linear layouts).
  public func frameInCell(of node: LayoutNode) -> CGRect {
    var rect = node.frame
    var ancestor = node.parent
    while let current = ancestor, current !== cell {
      rect.origin.x += current.frame.minX
      rect.origin.y += current.frame.minY
      ancestor = current.parent
    }
    return rect
  }

  /// The cell's linear layouts: kept since the first call, which builds them under ``cell``.
  private func linearLayoutTree() -> LinearLayout {
    if let linearLayout { return linearLayout }
    let inset = FeedCell.inset, spacing = FeedCell.stackSpacing
    let content = LinearLayout(
      name: FeedCell.linearLayoutName, orientation: .vertical, padding: EdgeInsets(all: inset))
    func below(_ gap: CGFloat) -> EdgeInsets { EdgeInsets(top: gap, left: 0, bottom: 0, right: 0) }

    let header = LinearLayout(name: "headerRow", orientation: .horizontal)
    header.addView(actionLabel, width: 0, margin: EdgeInsets(top: 0, left: 0, bottom: 0, right: inset), fill: 1)
    header.addView(optionsLabel)
    content.addView(header, width: .matchParent)

    let posterStack = LinearLayout(name: "posterStack", orientation: .vertical)
    posterStack.addView(posterNameLabel, width: .matchParent)
    posterStack.addView(posterHeadlineLabel, width: .matchParent, margin: below(spacing))
    posterStack.addView(posterTimeLabel, width: .matchParent, margin: below(spacing))
    let posterRow = LinearLayout(name: "posterRow", orientation: .horizontal)
    posterRow.addView(posterImage)
    posterRow.addView(posterStack, width: 0, margin: EdgeInsets(top: 0, left: inset, bottom: 0, right: 0), fill: 1)
    content.addView(posterRow, width: .matchParent, margin: below(inset))

    content.addView(posterCommentLabel, width: .matchParent, margin: below(inset))
    content.addView(contentImage, margin: below(inset))
    content.addView(contentTitleLabel, width: .matchParent, margin: below(inset))
    content.addView(contentDomainLabel, width: .matchParent, margin: below(spacing))

    let actions = LinearLayout(name: "actionsRow", orientation: .horizontal)
    for (label, align) in [(likeLabel, LinearLayout.Alignment.left), (commentLabel, .center), (shareLabel, .right)] {
      let actionCell = LinearLayout(name: "\(label.name)Cell", orientation: .vertical)
      actionCell.addView(label, align: align)
      actions.addView(actionCell, width: 0, fill: 1)
    }
    content.addView(actions, width: .matchParent, margin: below(inset))

    let actorRow = LinearLayout(name: "actorRow", orientation: .horizontal)
    actorRow.addView(actorImage)
    actorRow.addView(actorCommentLabel, width: 0, margin: EdgeInsets(top: 0, left: inset, bottom: 0, right: 0), fill: 1)
    content.addView(actorRow, width: .matchParent, margin: below(inset))

    cell.addChild(content)
    linearLayout = content
    return content
  }
}
