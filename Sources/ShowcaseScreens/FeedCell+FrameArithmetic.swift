import Foundation
import LayoutNodes

extension FeedCell {
  /// Lays the cell out at `width` with hand-written frame arithmetic, the physical floor that every
  /// layout system is measured against, and the specification of the cell's frames: sets the frame of
  /// every node and the cell's size (its origin is kept) and returns the cell's height.
  ///
  /// Text nodes are measured with ``LayoutNodes/LayoutNode/sizeThatFits(_:)``: single-line labels
  /// (options, like, comment, share) at an unbounded width, the others at the width they are given.
  @discardableResult
  public func layoutWithFrameArithmetic(width: CGFloat) -> CGFloat {
    let inset = FeedCell.inset, spacing = FeedCell.stackSpacing
    let unbounded = CGSize(width: unboundedDimension, height: unboundedDimension)
    let contentWidth = width - 2 * inset
    func height(_ node: LayoutNode, width: CGFloat) -> CGFloat {
      node.sizeThatFits(CGSize(width: width, height: unboundedDimension)).height
    }

    let options = optionsLabel.sizeThatFits(unbounded)
    optionsLabel.frame = CGRect(
      x: width - inset - options.width, y: inset, width: options.width, height: options.height)
    let actionWidth = optionsLabel.frame.minX - inset - inset
    actionLabel.frame = CGRect(x: inset, y: inset, width: actionWidth, height: height(actionLabel, width: actionWidth))
    let row1Bottom = max(actionLabel.frame.maxY, optionsLabel.frame.maxY)

    posterImage.frame = CGRect(origin: CGPoint(x: inset, y: row1Bottom + inset), size: FeedCell.posterImageSize)
    let stackX = posterImage.frame.maxX + inset
    let stackWidth = width - inset - stackX
    var stackY = posterImage.frame.minY
    for (index, label) in [posterNameLabel, posterHeadlineLabel, posterTimeLabel].enumerated() {
      if index > 0 { stackY += spacing }
      label.frame = CGRect(x: stackX, y: stackY, width: stackWidth, height: height(label, width: stackWidth))
      stackY = label.frame.maxY
    }
    let posterBottom = max(posterImage.frame.maxY, posterTimeLabel.frame.maxY)

    posterCommentLabel.frame = CGRect(
      x: inset, y: posterBottom + inset, width: contentWidth, height: height(posterCommentLabel, width: contentWidth))
    contentImage.frame = CGRect(
      origin: CGPoint(x: inset, y: posterCommentLabel.frame.maxY + inset), size: FeedCell.contentImageSize)
    contentTitleLabel.frame = CGRect(
      x: inset, y: contentImage.frame.maxY + inset, width: contentWidth,
      height: height(contentTitleLabel, width: contentWidth))
    contentDomainLabel.frame = CGRect(
      x: inset, y: contentTitleLabel.frame.maxY + spacing, width: contentWidth,
      height: height(contentDomainLabel, width: contentWidth))

    let actionsY = contentDomainLabel.frame.maxY + inset
    let like = likeLabel.sizeThatFits(unbounded)
    let comment = commentLabel.sizeThatFits(unbounded)
    let share = shareLabel.sizeThatFits(unbounded)
    likeLabel.frame = CGRect(x: inset, y: actionsY, width: like.width, height: like.height)
    commentLabel.frame = CGRect(
      x: (width - comment.width) / 2, y: actionsY, width: comment.width, height: comment.height)
    shareLabel.frame = CGRect(x: width - inset - share.width, y: actionsY, width: share.width, height: share.height)
    let actionsBottom = max(likeLabel.frame.maxY, commentLabel.frame.maxY, shareLabel.frame.maxY)

    actorImage.frame = CGRect(origin: CGPoint(x: inset, y: actionsBottom + inset), size: FeedCell.actorImageSize)
    let actorX = actorImage.frame.maxX + inset
    let actorWidth = width - inset - actorX
    actorCommentLabel.frame = CGRect(
      x: actorX, y: actorImage.frame.minY, width: actorWidth, height: height(actorCommentLabel, width: actorWidth))

    let cellHeight = max(actorImage.frame.maxY, actorCommentLabel.frame.maxY) + inset
    cell.frame.size = CGSize(width: width, height: cellHeight)
    return cellHeight
  }
}
