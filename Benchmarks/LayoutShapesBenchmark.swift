import Foundation
import LayoutNodes
import ShowcaseScreens

/// `layout-grid-N`, `layout-form-N`, `layout-chat-N`, `layout-nest-N`, `layout-row-N`,
/// `layout-cards-N`, `layout-inset-cards-N` and `layout-spacers-N`: screens
/// shaped unlike the feed, laid out with anchors, to show that the cost per node stays flat from N to
/// 100N on other shapes too (issue 25).
///
/// - `layout-grid-N`: ``AnchorCardGrid``, N cards in rows of three (4 nodes per card: the card, its
///   image and title, a third of a row).
/// - `layout-form-N`: ``AnchorForm``, N rows of a label and a field whose column every label pushes.
/// - `layout-chat-N`: ``AnchorChat``, N messages in bubbles on alternating sides, each as wide as its
///   text up to 70% of the width (2 nodes per message: the row and its bubble).
/// - `layout-nest-N`: N nodes each inset in the one before (``NestAndRowScreens/nest(depth:width:height:)``).
/// - `layout-row-N`: N nodes of equal widths filling the root's width
///   (``NestAndRowScreens/row(count:width:height:)``).
/// - `layout-cards-N`: N cards in a column, each as wide as the one above, each with a wrapping label
///   inset in it (``NestAndRowScreens/cards(count:width:height:)``; 2 nodes per card).
/// - `layout-inset-cards-N`: the same column with each label inset in its card before the card is
///   linked to the one above (`insetsFirst`; 2 nodes per card).
/// - `layout-spacers-N`: N wrapping labels between N + 1 spacer guides of one height that fill the
///   root's height with them (``NestAndRowScreens/spacedList(count:width:)``; 1 node per label).
///
/// Phases (median ms over the repetitions, each on a fresh tree): `build` (nodes, constraints, first
/// layout at width 375) and `resize` (the screen laid out again at each of `widths`). Checksum: the sum
/// of every frame after the phase. Every frame is checked, untimed, against the screen's arithmetic
/// (below) after each phase of the first repetition.
struct LayoutShapesBenchmark {
  enum Shape: String {
    case grid, form, chat, nest, row, cards, spacers
    case insetCards = "inset-cards"
  }

  let shape: Shape
  let count: Int
  var name: String { "layout-\(shape.rawValue)-\(count)" }

  static let widths: [CGFloat] = [414, 320, 375, 414]
  static let columns = 3

  /// A built screen: its root and how it lays itself out at a new width.
  private final class Screen {
    let root: LayoutNode
    let resize: (CGFloat) -> Void
    init(root: LayoutNode, resize: @escaping (CGFloat) -> Void) {
      self.root = root
      self.resize = resize
    }

    /// A screen laid out at a new width by giving its root that width: a nest, a row, a column of
    /// cards or a spaced list.
    convenience init(resizingRoot root: LayoutNode) {
      self.init(root: root) { [unowned root] width in
        root.frame.size.width = width
        root.layoutIfNeeded()
      }
    }
  }

  @inline(never)
  private func build() -> Screen {
    switch shape {
    case .grid:
      let grid = AnchorCardGrid(rows: count / Self.columns, columns: Self.columns, width: 375)
      return Screen(root: grid.root, resize: grid.resize(width:))
    case .form:
      let form = AnchorForm(rows: count, width: 375)
      return Screen(root: form.root, resize: form.resize(width:))
    case .chat:
      let chat = AnchorChat(messages: count, width: 375)
      return Screen(root: chat.root, resize: chat.resize(width:))
    case .nest: return Screen(resizingRoot: NestAndRowScreens.nest(depth: count, width: 375))
    case .row: return Screen(resizingRoot: NestAndRowScreens.row(count: count, width: 375))
    case .cards: return Screen(resizingRoot: NestAndRowScreens.cards(count: count, width: 375))
    case .insetCards:
      return Screen(resizingRoot: NestAndRowScreens.cards(count: count, width: 375, insetsFirst: true))
    case .spacers: return Screen(resizingRoot: NestAndRowScreens.spacedList(count: count, width: 375))
    }
  }

  @inline(never)
  private func resize(_ screen: Screen) {
    for width in Self.widths { screen.resize(width) }
  }

  /// The nodes below the root, in tree order (pre-order).
  private func nodes(of screen: Screen) -> [LayoutNode] {
    var nodes: [LayoutNode] = []
    screen.root.forEachInSubtree { if $0 !== screen.root { nodes.append($0) } }
    return nodes
  }

  private func checksum(_ screen: Screen) -> Double {
    nodes(of: screen).reduce(0) { $0 + Double($1.frame.minX + $1.frame.minY + $1.frame.width + $1.frame.height) }
  }

  func run(_ report: Report, repetitions: Int) {
    var builds: [Double] = [], resizes: [Double] = []
    var buildSums: [Double] = [], resizeSums: [Double] = []
    var nodeCount = 0
    for repetition in 0..<max(repetitions, 1) {
      let (screen, build) = measure { self.build() }
      if repetition == 0 {
        nodeCount = nodes(of: screen).count
        check(screen, width: 375, phase: "build", report)
      }
      buildSums.append(checksum(screen))
      let (_, resize) = measure { self.resize(screen) }
      if repetition == 0 { check(screen, width: Self.widths[Self.widths.count - 1], phase: "resize", report) }
      resizeSums.append(checksum(screen))
      builds.append(build)
      resizes.append(resize)
      blackHole(screen)
    }
    report.phase(name, "build", times: builds, checksums: buildSums)
    report.phase(name, "resize", times: resizes, checksums: resizeSums)
    let nodes = Double(nodeCount)
    report.note(
      "\(name): \(nodeCount) nodes; build \(microseconds(median(builds) / nodes)) per node, resize pass "
        + "\(microseconds(median(resizes) / nodes / Double(Self.widths.count))) per node")
  }

  /// Every frame against the screen's arithmetic at `width`.
  private func check(_ screen: Screen, width: CGFloat, phase: String, _ report: Report) {
    let expected: [CGRect]
    switch shape {
    case .grid: expected = gridFrames(width: width)
    case .form: expected = formFrames(width: width)
    case .chat: expected = chatFrames(width: width)
    case .nest: expected = nestFrames(width: width)
    case .row: expected = rowFrames(width: width)
    case .cards, .insetCards: expected = cardFrames(width: width)
    case .spacers: expected = spacedFrames(width: width)
    }
    let nodes = nodes(of: screen)
    report.check(nodes.count == expected.count, "\(name) \(phase): \(nodes.count) nodes, expected \(expected.count)")
    for (node, rect) in zip(nodes, expected) {
      guard framesAgree(node.frame, rect) else {
        return report.fail("\(name) \(phase): \(node.name) at \(node.frame), expected \(rect)")
      }
    }
    report.check(
      screen.root.layoutDiagnostics.isEmpty,
      "\(name) \(phase): diagnostics \(screen.root.layoutDiagnostics.map(\.message))")
  }

  /// The text's height at `width` in the screens' font.
  private func textHeight(_ string: String, width: CGFloat) -> CGFloat {
    TextContent(string, font: AnchorCardGrid.font).size(for: CGSize(width: width, height: .infinity)).height
  }

  /// A grid's frames in tree order (each row, then its cards, each followed by its image and title):
  /// cards share the width left by 8 around and between them; a card is its 40-point image, 4 inside
  /// its corner, and its title 4 below, 4 inside its sides and 4 above its bottom; a row is as tall as
  /// its tallest card, 8 below the one above.
  private func gridFrames(width: CGFloat) -> [CGRect] {
    let columns = Self.columns, spacing = AnchorCardGrid.spacing, inset = AnchorCardGrid.cardInset
    let side = AnchorCardGrid.imageSide
    let cardWidth = (width - spacing * CGFloat(columns + 1)) / CGFloat(columns)
    var frames: [CGRect] = []
    var top = spacing
    for row in 0..<count / columns {
      let titles = (0..<columns).map {
        textHeight(AnchorCardGrid.title(row: row, column: $0), width: cardWidth - 2 * inset)
      }
      let cardHeights = titles.map { inset + side + inset + $0 + inset }
      let rowHeight = cardHeights.max() ?? 0
      frames.append(CGRect(x: 0, y: top, width: width, height: rowHeight))
      for column in 0..<columns {
        let x = spacing + CGFloat(column) * (cardWidth + spacing)
        frames.append(CGRect(x: x, y: 0, width: cardWidth, height: cardHeights[column]))
        frames.append(CGRect(x: inset, y: inset, width: side, height: side))
        frames.append(CGRect(x: inset, y: inset + side + inset, width: cardWidth - 2 * inset, height: titles[column]))
      }
      top += rowHeight + spacing
    }
    return frames
  }

  /// A form's frames in tree order (each row, then its label and field): labels at their natural
  /// width, 16 from the left; fields from 8 right of the widest label to 16 from the right, at their
  /// text's height there, their tops level with the labels' (one font, so aligned baselines); a row as
  /// tall as its taller node, 8 below the one above.
  private func formFrames(width: CGFloat) -> [CGRect] {
    let font = AnchorForm.font, side = AnchorForm.sideInset, spacing = AnchorForm.spacing
    let labelWidths = (0..<count).map { CGFloat(AnchorForm.label($0).count) * font.characterAdvance }
    let column = side + (labelWidths.max() ?? 0) + spacing
    let fieldWidth = width - side - column
    var frames: [CGRect] = []
    var top = spacing
    for row in 0..<count {
      let fieldHeight = textHeight(AnchorForm.value(row), width: fieldWidth)
      let rowHeight = max(font.lineHeight, fieldHeight)
      frames.append(CGRect(x: 0, y: top, width: width, height: rowHeight))
      frames.append(CGRect(x: side, y: 0, width: labelWidths[row], height: font.lineHeight))
      frames.append(CGRect(x: column, y: 0, width: fieldWidth, height: fieldHeight))
      top += rowHeight + spacing
    }
    return frames
  }

  /// A conversation's frames in tree order (each row, then its bubble): a bubble as wide as its text
  /// on one line (6 points a character) but at most 70% of the width, as tall as its text wrapped at
  /// that width, 2 inside its row and 8 from its side (the left for incoming messages, the right for
  /// outgoing ones); a row as wide as the screen, 4 below the one above.
  private func chatFrames(width: CGFloat) -> [CGRect] {
    let inset = AnchorChat.bubbleInset, side = AnchorChat.sideInset, spacing = AnchorChat.spacing
    let widest = width * AnchorChat.widthShare
    var frames: [CGRect] = []
    var top = spacing
    for index in 0..<count {
      let text = AnchorChat.text(index)
      let bubbleWidth = min(CGFloat(text.count) * AnchorChat.font.characterAdvance, widest)
      let bubbleHeight = textHeight(text, width: bubbleWidth)
      let x = AnchorChat.isOutgoing(index) ? width - side - bubbleWidth : side
      frames.append(CGRect(x: 0, y: top, width: width, height: bubbleHeight + 2 * inset))
      frames.append(CGRect(x: x, y: inset, width: bubbleWidth, height: bubbleHeight))
      top += bubbleHeight + 2 * inset + spacing
    }
    return frames
  }

  /// A nest's frames, outermost first: each inset on every side in its parent.
  private func nestFrames(width: CGFloat, height: CGFloat = 667) -> [CGRect] {
    let inset = NestAndRowScreens.nestInset
    return (1...count).map {
      CGRect(
        x: inset, y: inset, width: width - 2 * inset * CGFloat($0), height: height - 2 * inset * CGFloat($0))
    }
  }

  /// A row's frames, left to right: the width shared equally.
  private func rowFrames(width: CGFloat) -> [CGRect] {
    let share = width / CGFloat(count)
    return (0..<count).map {
      CGRect(x: share * CGFloat($0), y: 0, width: share, height: NestAndRowScreens.rowHeight)
    }
  }

  /// A column of cards' frames in tree order (each card, then its label): cards 8 from the sides and
  /// 8 below the one above (the first 8 below the root's top), each label 8 inside its card, as tall
  /// as its text wrapped at its width, and its card 16 taller.
  private func cardFrames(width: CGFloat) -> [CGRect] {
    let spacing = NestAndRowScreens.cardSpacing
    let labelWidth = width - 4 * spacing
    var frames: [CGRect] = []
    var top = spacing
    for index in 0..<count {
      let labelHeight = textHeight(NestAndRowScreens.cardText(index), width: labelWidth)
      frames.append(CGRect(x: spacing, y: top, width: width - 2 * spacing, height: labelHeight + 2 * spacing))
      frames.append(CGRect(x: spacing, y: spacing, width: labelWidth, height: labelHeight))
      top += labelHeight + 3 * spacing
    }
    return frames
  }

  /// A spaced list's frames, top to bottom: labels inset at the sides, as tall as their texts wrapped
  /// at their width, and the root's height left by them shared by the N + 1 spacers around them.
  private func spacedFrames(width: CGFloat) -> [CGRect] {
    let inset = NestAndRowScreens.spacedInset
    let heights = (0..<count).map { textHeight(NestAndRowScreens.cardText($0), width: width - 2 * inset) }
    let rootHeight = NestAndRowScreens.spacedHeightPerLabel * CGFloat(count)
    let spacer = (rootHeight - heights.reduce(0, +)) / CGFloat(count + 1)
    var frames: [CGRect] = []
    var top = spacer
    for height in heights {
      frames.append(CGRect(x: inset, y: top, width: width - 2 * inset, height: height))
      top += height + spacer
    }
    return frames
  }
}
