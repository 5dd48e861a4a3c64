import AnchorDSL
import Foundation
import LayoutNodes

/// A conversation laid out with anchors, a screen shaped unlike the feed: messages in bubbles on
/// alternating sides, each as wide as its text up to a share of the screen and wrapping beyond.
///
/// ```
/// ┌─────────────────────────────────────┐
/// │ ┌───────────┐                       │   an incoming bubble 8 from the left, 2 inside its row
/// │ │Message 0  │                       │
/// │ └───────────┘                       │   the next row 4 below
/// │           ┌───────────────────────┐ │   an outgoing bubble 8 from the right: as wide as its
/// │           │Message 1 text text    │ │   text, at most 70% of the screen, wrapping beyond
/// │           │text text              │ │
/// │           └───────────────────────┘ │
/// ```
///
/// Each message is a row node of its own holding its bubble, so the rows depend on each other only
/// through their heights. A bubble's width comes from inequalities and content priorities, not from
/// equalities: its compression resistance (`.high`) holds it at its text's width, the required
/// `width <= 0.7 * row.width` caps it, and its required vertical compression resistance makes it as
/// tall as its text at the width it gets.
public final class AnchorChat {
  /// The root: the window, with the rows as children.
  public let root: LayoutNode
  /// The rows, top to bottom; each holds one bubble.
  public let rows: [LayoutNode]
  /// The bubbles, in the rows' order: text nodes.
  public let bubbles: [LayoutNode]

  /// The font of the messages: integer metrics, so that frames are exact.
  public static let font = FixedAdvanceFont(size: 10, characterAdvance: 6, lineHeight: 12, baselineOffset: 10)
  /// The space between rows, and above the first.
  public static let spacing: CGFloat = 4
  /// The space between a bubble and the top and bottom of its row.
  public static let bubbleInset: CGFloat = 2
  /// The space between a bubble and its side of the screen.
  public static let sideInset: CGFloat = 8
  /// The largest share of the screen's width a bubble takes.
  public static let widthShare: CGFloat = 0.7

  /// The text of message `index`: "Message N" and 0 to 22 more words, so that some bubbles are
  /// narrower than their share and the others wrap.
  public static func text(_ index: Int) -> String {
    "Message \(index)" + String(repeating: " text", count: (index * 7) % 23)
  }

  /// Whether message `index` is outgoing (its bubble on the right): every other one.
  public static func isOutgoing(_ index: Int) -> Bool { index % 2 == 1 }

  /// Builds a conversation of `messages` messages and lays it out at `width`.
  public init(messages count: Int, width: CGFloat, height: CGFloat = 667) {
    let root = LayoutNode(name: "chat")
    self.root = root
    root.frame = CGRect(x: 0, y: 0, width: width, height: height)
    var rows: [LayoutNode] = []
    var bubbles: [LayoutNode] = []
    var previousBottom = root.topAnchor
    for index in 0..<count {
      let row = LayoutNode(name: "row\(index)")
      root.addChild(row)
      let bubble = LayoutNode(name: "bubble\(index)", text: TextContent(Self.text(index), font: Self.font))
      row.addChild(bubble)
      bubble.setContentCompressionResistancePriority(.required, for: .vertical)
      batch {
        row.topAnchor == previousBottom + Self.spacing
        row.horizontalAnchors == root.horizontalAnchors
        bubble.topAnchor == row.topAnchor + Self.bubbleInset
        row.bottomAnchor == bubble.bottomAnchor + Self.bubbleInset
        bubble.widthAnchor <= row.widthAnchor * Self.widthShare
        if Self.isOutgoing(index) {
          bubble.trailingAnchor == row.trailingAnchor - Self.sideInset
        } else {
          bubble.leadingAnchor == row.leadingAnchor + Self.sideInset
        }
      }
      rows.append(row)
      bubbles.append(bubble)
      previousBottom = row.bottomAnchor
    }
    self.rows = rows
    self.bubbles = bubbles
    root.layoutIfNeeded()
  }

  /// Lays the conversation out at a new width.
  public func resize(width: CGFloat) {
    root.frame.size.width = width
    root.layoutIfNeeded()
  }
}
