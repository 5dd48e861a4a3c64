import Foundation
import LayoutNodes

extension FeedCell {
  /// Lays the cell out at `width` with Neon's calls, as a Neon user would write it, giving exactly the
  /// frames of ``layoutWithFrameArithmetic(width:)``; sets the cell's size and returns its height.
  ///
  /// Wrapping labels take ``LayoutNodes/AutoHeight``; single-line labels are sized to fit first. Where a
  /// row's bottom is the taller of two nodes, the next row is anchored at that bottom with
  /// `anchorInCorner(.topLeft, …)` or `anchorAndFillEdge(.top, …)`, since Neon aligns to one sibling.
  @discardableResult
  public func layoutWithNeon(width: CGFloat) -> CGFloat {
    let inset = FeedCell.inset, spacing = FeedCell.stackSpacing
    let unbounded = CGSize(width: unboundedDimension, height: unboundedDimension)
    // Neon reads the parent's size: the width is known now, the height once the last row is placed.
    cell.frame.size.width = width

    let options = optionsLabel.sizeThatFits(unbounded)
    optionsLabel.anchorInCorner(.topRight, xPad: inset, yPad: inset, width: options.width, height: options.height)
    actionLabel.alignAndFillWidth(
      align: .toTheLeftMatchingTop, relativeTo: optionsLabel, padding: inset, height: AutoHeight)
    let row1Bottom = max(actionLabel.yMax, optionsLabel.yMax)

    let posterSize = FeedCell.posterImageSize
    posterImage.anchorInCorner(
      .topLeft, xPad: inset, yPad: row1Bottom + inset, width: posterSize.width, height: posterSize.height)
    posterNameLabel.alignAndFillWidth(
      align: .toTheRightMatchingTop, relativeTo: posterImage, padding: inset, height: AutoHeight)
    posterHeadlineLabel.align(
      .underMatchingLeft, relativeTo: posterNameLabel, padding: spacing, width: posterNameLabel.width,
      height: AutoHeight)
    posterTimeLabel.align(
      .underMatchingLeft, relativeTo: posterHeadlineLabel, padding: spacing, width: posterHeadlineLabel.width,
      height: AutoHeight)
    let posterBottom = max(posterImage.yMax, posterTimeLabel.yMax)

    posterCommentLabel.anchorAndFillEdge(.top, xPad: inset, yPad: posterBottom + inset, otherSize: AutoHeight)
    let contentSize = FeedCell.contentImageSize
    contentImage.align(
      .underMatchingLeft, relativeTo: posterCommentLabel, padding: inset, width: contentSize.width,
      height: contentSize.height)
    contentTitleLabel.alignAndFillWidth(
      align: .underMatchingLeft, relativeTo: contentImage, padding: inset, height: AutoHeight)
    contentDomainLabel.align(
      .underMatchingLeft, relativeTo: contentTitleLabel, padding: spacing, width: contentTitleLabel.width,
      height: AutoHeight)

    let like = likeLabel.sizeThatFits(unbounded)
    let comment = commentLabel.sizeThatFits(unbounded)
    let share = shareLabel.sizeThatFits(unbounded)
    likeLabel.align(
      .underMatchingLeft, relativeTo: contentDomainLabel, padding: inset, width: like.width, height: like.height)
    commentLabel.align(
      .underCentered, relativeTo: contentDomainLabel, padding: inset, width: comment.width, height: comment.height)
    shareLabel.align(
      .underMatchingRight, relativeTo: contentDomainLabel, padding: inset, width: share.width, height: share.height)
    let actionsBottom = max(likeLabel.yMax, commentLabel.yMax, shareLabel.yMax)

    let actorSize = FeedCell.actorImageSize
    actorImage.anchorInCorner(
      .topLeft, xPad: inset, yPad: actionsBottom + inset, width: actorSize.width, height: actorSize.height)
    actorCommentLabel.alignAndFillWidth(
      align: .toTheRightMatchingTop, relativeTo: actorImage, padding: inset, height: AutoHeight)

    let cellHeight = max(actorImage.yMax, actorCommentLabel.yMax) + inset
    cell.frame.size = CGSize(width: width, height: cellHeight)
    return cellHeight
  }
}
