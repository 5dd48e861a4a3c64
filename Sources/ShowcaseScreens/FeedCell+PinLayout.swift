import Foundation
import LayoutNodes

extension FeedCell {
  /// Lays the cell out at `width` with PinLayout calls, as a PinLayout user writes it: labels sized with
  /// `sizeToFit`, rows placed with `below(of:)` and `after(of:aligned:)`. Gives exactly the frames of
  /// ``layoutWithFrameArithmetic(width:)``; sets the cell's size (its origin is kept) and returns its
  /// height.
  @discardableResult
  public func layoutWithPinLayout(width: CGFloat) -> CGFloat {
    let inset = FeedCell.inset, spacing = FeedCell.stackSpacing
    cell.pin.width(width)

    optionsLabel.pin.top(inset).end(inset).sizeToFit()
    actionLabel.pin.top(inset).start(inset).before(of: optionsLabel).marginEnd(inset).sizeToFit(.width)

    posterImage.pin.below(of: [actionLabel, optionsLabel]).start(inset).marginTop(inset)
      .size(FeedCell.posterImageSize)
    posterNameLabel.pin.after(of: posterImage, aligned: .top).end(inset).marginStart(inset).sizeToFit(.width)
    posterHeadlineLabel.pin.below(of: posterNameLabel, aligned: .start).end(inset).marginTop(spacing)
      .sizeToFit(.width)
    posterTimeLabel.pin.below(of: posterHeadlineLabel, aligned: .start).end(inset).marginTop(spacing)
      .sizeToFit(.width)

    posterCommentLabel.pin.below(of: [posterImage, posterTimeLabel]).horizontally(inset).marginTop(inset)
      .sizeToFit(.width)
    contentImage.pin.below(of: posterCommentLabel, aligned: .start).marginTop(inset).size(FeedCell.contentImageSize)
    contentTitleLabel.pin.below(of: contentImage).horizontally(inset).marginTop(inset).sizeToFit(.width)
    contentDomainLabel.pin.below(of: contentTitleLabel).horizontally(inset).marginTop(spacing).sizeToFit(.width)

    likeLabel.pin.below(of: contentDomainLabel, aligned: .start).marginTop(inset).sizeToFit()
    commentLabel.pin.below(of: contentDomainLabel).hCenter().marginTop(inset).sizeToFit()
    shareLabel.pin.below(of: contentDomainLabel, aligned: .end).marginTop(inset).sizeToFit()

    actorImage.pin.below(of: [likeLabel, commentLabel, shareLabel]).start(inset).marginTop(inset)
      .size(FeedCell.actorImageSize)
    actorCommentLabel.pin.after(of: actorImage, aligned: .top).end(inset).marginStart(inset).sizeToFit(.width)

    let height = max(actorImage.frame.maxY, actorCommentLabel.frame.maxY) + inset
    cell.pin.height(height)
    return height
  }
}
