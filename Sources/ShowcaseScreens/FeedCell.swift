import Foundation
import LayoutNodes

/// The feed cell of the Layout Framework Benchmark: 15 nodes under a `cell` node, 12 text nodes
/// and 3 fixed-size images, with text whose length varies from cell to cell.
///
/// The same cell is laid out by every layout system of the package (anchors, raw solver, Neon,
/// PinLayout, LinearLayout and hand-written frame arithmetic, ``layoutWithFrameArithmetic(width:)``);
/// all of them give the frames that ``layoutWithFrameArithmetic(width:)`` specifies.
///
/// ```
/// ┌───────────────────────────────────────────┐
/// │ action ........................... options│   row 1: action fills, options sized to fit
/// │ [poster] posterName                       │   row 2: 50×50 image; three labels stacked
/// │ [image ] posterHeadline                   │          (4 apart) right of it
/// │          posterTime                       │
/// │ posterComment ............................│   full width, wraps
/// │ [   contentImage 160×90   ]               │
/// │ contentTitle .............................│   full width, wraps
/// │ contentDomain ............................│   4 below the title
/// │ like          comment             share   │   sized to fit: left, centred, right
/// │ [actor] actorComment .....................│   30×30 image, comment wraps right of it
/// └───────────────────────────────────────────┘
/// ```
/// Insets are 8 on every side, rows are 8 apart, a row ends at its tallest node.
public final class FeedCell {
  /// The cell; the 15 nodes are its children.
  public let cell: LayoutNode
  public let actionLabel, optionsLabel: LayoutNode
  public let posterImage, posterNameLabel, posterHeadlineLabel, posterTimeLabel: LayoutNode
  public let posterCommentLabel: LayoutNode
  public let contentImage, contentTitleLabel, contentDomainLabel: LayoutNode
  public let likeLabel, commentLabel, shareLabel: LayoutNode
  public let actorImage, actorCommentLabel: LayoutNode
  /// The vertical linear layout that holds the cell's rows, once ``layoutWithLinearLayout(width:)``
  /// (or another linear-layout call) has built it: kept, as a cell keeps its subviews, so that a
  /// layout pass does not look it up among the children.
  var linearLayout: LinearLayout?

  /// The font of every text node: integer metrics, so frames are exact.
  public static let font = FixedAdvanceFont(size: 15, characterAdvance: 8, lineHeight: 20, baselineOffset: 15)
  /// The inset on every side and the space between rows.
  public static let inset: CGFloat = 8
  /// The space between the stacked poster labels and between the content title and domain.
  public static let stackSpacing: CGFloat = 4
  /// Fixed image sizes.
  public static let posterImageSize = CGSize(width: 50, height: 50)
  public static let contentImageSize = CGSize(width: 160, height: 90)
  public static let actorImageSize = CGSize(width: 30, height: 30)

  /// The 15 nodes, in the order they are added to ``cell``.
  public var contentNodes: [LayoutNode] {
    [
      actionLabel, optionsLabel, posterImage, posterNameLabel, posterHeadlineLabel, posterTimeLabel,
      posterCommentLabel, contentImage, contentTitleLabel, contentDomainLabel, likeLabel, commentLabel,
      shareLabel, actorImage, actorCommentLabel,
    ]
  }

  /// Creates cell number `index` of a feed: its texts are ``FeedCell/texts(index:)``.
  public init(index: Int) {
    let texts = FeedCell.texts(index: index)
    func label(_ name: String, _ string: String) -> LayoutNode {
      LayoutNode(name: name, text: TextContent(string, font: FeedCell.font))
    }
    func image(_ name: String, _ size: CGSize) -> LayoutNode {
      let node = LayoutNode(name: name)
      node.intrinsicContentSize = IntrinsicContentSize(size)
      return node
    }
    cell = LayoutNode(name: "cell \(index)")
    actionLabel = label("actionLabel", texts.action)
    optionsLabel = label("optionsLabel", "...")
    posterImage = image("posterImage", FeedCell.posterImageSize)
    posterNameLabel = label("posterNameLabel", texts.posterName)
    posterHeadlineLabel = label("posterHeadlineLabel", texts.posterHeadline)
    posterTimeLabel = label("posterTimeLabel", texts.posterTime)
    posterCommentLabel = label("posterCommentLabel", texts.posterComment)
    contentImage = image("contentImage", FeedCell.contentImageSize)
    contentTitleLabel = label("contentTitleLabel", texts.contentTitle)
    contentDomainLabel = label("contentDomainLabel", texts.contentDomain)
    likeLabel = label("likeLabel", "Like")
    commentLabel = label("commentLabel", "Comment")
    shareLabel = label("shareLabel", "Share")
    actorImage = image("actorImage", FeedCell.actorImageSize)
    actorCommentLabel = label("actorCommentLabel", texts.actorComment)
    for node in contentNodes { cell.addChild(node) }
  }

  /// The texts of cell number `index`: deterministic, of lengths that vary with the index so that
  /// cells wrap onto different numbers of lines.
  public static func texts(index: Int) -> FeedCellTexts {
    let words = [
      "layout", "solver", "frame", "anchor", "node", "swift", "cell", "text", "wraps", "width", "height",
      "pin", "edge", "row", "feed",
    ]
    func sentence(_ salt: Int, _ count: Int) -> String {
      (0..<count).map { words[(index &* 7 &+ salt &* 13 &+ $0 &* 5) % words.count] }.joined(separator: " ")
    }
    let variation = index % 9
    return FeedCellTexts(
      action: "\(sentence(1, 2 + variation % 3)) liked this",
      posterName: "Poster \(index)",
      posterHeadline: sentence(2, 3 + variation),
      posterTime: "\(index % 59 + 1) min",
      posterComment: sentence(3, 5 + 3 * variation),
      contentTitle: sentence(4, 4 + 2 * (variation % 4)),
      contentDomain: "feed\(index % 17).example.com",
      actorComment: sentence(5, 2 + 4 * (variation % 5)))
  }
}

/// The varying texts of a ``FeedCell``.
public struct FeedCellTexts: Hashable, Sendable {
  public var action, posterName, posterHeadline, posterTime, posterComment: String
  public var contentTitle, contentDomain, actorComment: String
}
