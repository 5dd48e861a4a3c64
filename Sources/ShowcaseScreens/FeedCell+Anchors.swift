import AnchorDSL
import Foundation
import LayoutNodes

extension FeedCell {
  /// Lays the cell out at `width` with anchor constraints and the solver, giving the frames of
  /// ``layoutWithFrameArithmetic(width:)``: sets the frame of every node and the cell's size (its
  /// origin is kept) and returns the cell's height.
  ///
  /// The constraints are activated on the first call (``activateAnchorConstraints()``); later calls
  /// only resize, which re-solves with `suggestValue` and re-measures text at its new widths. The cell
  /// must be the root of its tree, a self-sizing cell: its frame's height is set to zero before the
  /// pass, and the solved height (which only the required content constraints decide) is written back.
  /// For a cell inside a larger tree (a feed, ``AnchorFeed``), lay out that tree instead; called on
  /// such a cell, this records a frame-layout warning and returns the cell's current height.
  @discardableResult
  public func layoutWithAnchors(width: CGFloat) -> CGFloat {
    guard cell.parent == nil else {
      cell.recordFrameLayoutWarning(
        call: "layoutWithAnchors(width:)",
        "the cell is inside the tree of '\(cell.root.name)'; lay out that tree instead (frames kept)")
      return cell.frame.height
    }
    guard width.isFinite, width >= 0 else {
      cell.recordFrameLayoutWarning(
        call: "layoutWithAnchors(width:)", "the width \(width) is not a finite, non-negative size (frames kept)")
      return cell.frame.height
    }
    if !hasAnchorConstraints { activateAnchorConstraints() }
    // Zero height: the root's size edit then pulls the cell up onto its content, which required
    // compression resistance keeps at its measured size.
    cell.frame = CGRect(origin: cell.frame.origin, size: CGSize(width: width, height: 0))
    cell.layoutIfNeeded()
    return cell.frame.height
  }

  /// Whether ``activateAnchorConstraints()`` has run: the action label takes part only in the cell's
  /// own constraints.
  public var hasAnchorConstraints: Bool { !actionLabel.activeConstraints.isEmpty }

  /// Activates the constraints that place the 15 nodes inside ``cell`` and give the cell its height
  /// (the cell's own position and width are left to the tree it is in), and sets the content
  /// priorities they rely on; returns the constraints. Call it once.
  ///
  /// How the specification's arithmetic becomes constraints:
  /// - A row ends at its tallest node: the next row's top is `>=` every node's bottom plus the
  ///   spacing, and pulled up towards the row's top with a `.low` constraint; the cell's bottom
  ///   likewise.
  /// - Text is measured: its natural width and, after each solve, its height at the solved width.
  ///   Compression resistance is required vertically for every node, so that no pull (and, for a root
  ///   cell, no size edit) can squeeze a row; hugging keeps each height at its measurement.
  /// - The single-line labels (options, like, comment, share) and the images have a fixed size: their
  ///   hugging and compression resistance are required on both axes, so that wrapping labels beside
  ///   them never trade width with them.
  @discardableResult
  public func activateAnchorConstraints() -> [LayoutConstraint] {
    setAnchorContentPriorities()
    return batch {
      activateTopRows()
      activateContentRows()
      activateBottomRows()
    }
  }

  private func setAnchorContentPriorities() {
    for node in contentNodes {
      node.setContentCompressionResistancePriority(.required, for: .vertical)
    }
    let fixedSize = [optionsLabel, likeLabel, commentLabel, shareLabel, posterImage, contentImage, actorImage]
    for node in fixedSize {
      node.setContentHuggingPriority(.required, for: .horizontal)
      node.setContentCompressionResistancePriority(.required, for: .horizontal)
    }
    for image in [posterImage, contentImage, actorImage] {
      image.setContentHuggingPriority(.required, for: .vertical)
    }
  }

  /// The action and options row, the poster image and the three labels stacked right of it.
  private func activateTopRows() {
    let inset = FeedCell.inset, spacing = FeedCell.stackSpacing
    optionsLabel.trailingAnchor == cell.trailingAnchor - inset
    optionsLabel.topAnchor == cell.topAnchor + inset
    actionLabel.leadingAnchor == cell.leadingAnchor + inset
    actionLabel.trailingAnchor == optionsLabel.leadingAnchor - inset
    actionLabel.topAnchor == cell.topAnchor + inset

    posterImage.leadingAnchor == cell.leadingAnchor + inset
    posterImage.topAnchor >= actionLabel.bottomAnchor + inset
    posterImage.topAnchor >= optionsLabel.bottomAnchor + inset
    posterImage.topAnchor == actionLabel.topAnchor ~ .low

    var previous: LayoutNode?
    for label in [posterNameLabel, posterHeadlineLabel, posterTimeLabel] {
      label.leadingAnchor == posterImage.trailingAnchor + inset
      label.trailingAnchor == cell.trailingAnchor - inset
      if let previous {
        label.topAnchor == previous.bottomAnchor + spacing
      } else {
        label.topAnchor == posterImage.topAnchor
      }
      previous = label
    }
  }

  /// The poster's comment, the content image, the content title and domain.
  private func activateContentRows() {
    let inset = FeedCell.inset
    posterCommentLabel.horizontalAnchors == cell.horizontalAnchors + inset
    posterCommentLabel.topAnchor >= posterImage.bottomAnchor + inset
    posterCommentLabel.topAnchor >= posterTimeLabel.bottomAnchor + inset
    posterCommentLabel.topAnchor == posterImage.topAnchor ~ .low

    contentImage.leadingAnchor == cell.leadingAnchor + inset
    contentImage.topAnchor == posterCommentLabel.bottomAnchor + inset
    contentTitleLabel.horizontalAnchors == cell.horizontalAnchors + inset
    contentTitleLabel.topAnchor == contentImage.bottomAnchor + inset
    contentDomainLabel.horizontalAnchors == cell.horizontalAnchors + inset
    contentDomainLabel.topAnchor == contentTitleLabel.bottomAnchor + FeedCell.stackSpacing
  }

  /// Like, comment and share; the actor's image and comment; the cell's bottom.
  private func activateBottomRows() {
    let inset = FeedCell.inset
    likeLabel.leadingAnchor == cell.leadingAnchor + inset
    likeLabel.topAnchor == contentDomainLabel.bottomAnchor + inset
    commentLabel.centerXAnchor == cell.centerXAnchor
    commentLabel.topAnchor == likeLabel.topAnchor
    shareLabel.trailingAnchor == cell.trailingAnchor - inset
    shareLabel.topAnchor == likeLabel.topAnchor

    actorImage.leadingAnchor == cell.leadingAnchor + inset
    for label in [likeLabel, commentLabel, shareLabel] {
      actorImage.topAnchor >= label.bottomAnchor + inset
    }
    actorImage.topAnchor == likeLabel.topAnchor ~ .low
    actorCommentLabel.leadingAnchor == actorImage.trailingAnchor + inset
    actorCommentLabel.trailingAnchor == cell.trailingAnchor - inset
    actorCommentLabel.topAnchor == actorImage.topAnchor

    cell.bottomAnchor >= actorImage.bottomAnchor + inset
    cell.bottomAnchor >= actorCommentLabel.bottomAnchor + inset
    cell.bottomAnchor == actorImage.topAnchor ~ .low
  }
}
