import Foundation

/// Font metrics for measuring text: plug in real metrics by conforming your own type.
public protocol FontMetrics: Sendable {
  /// The horizontal advance of a character. It must depend on the character alone: a measurement
  /// may ask once for a character that occurs many times and use the answer for each.
  func advance(of character: Character) -> CGFloat
  /// The distance between the tops of consecutive lines.
  var lineHeight: CGFloat { get }
  /// The distance from the top of a line to its baseline.
  var baselineOffset: CGFloat { get }
}

/// A deterministic font for tests, demos and benchmarks: every character advances by the same amount.
///
/// By default a font of size `s` advances `0.5·s` per character, has lines `1.2·s` apart and puts the
/// baseline `s` below the top of a line; so size 10 gives 5-point characters, 12-point lines and a
/// first baseline at 10.
public struct FixedAdvanceFont: FontMetrics, Hashable {
  /// The nominal size.
  public var size: CGFloat
  /// The advance of every character.
  public var characterAdvance: CGFloat
  /// The distance between the tops of consecutive lines.
  public var lineHeight: CGFloat
  /// The distance from the top of a line to its baseline.
  public var baselineOffset: CGFloat

  /// Creates a font; unspecified metrics follow from the size as described on the type.
  public init(
    size: CGFloat, characterAdvance: CGFloat? = nil, lineHeight: CGFloat? = nil, baselineOffset: CGFloat? = nil
  ) {
    self.size = size
    self.characterAdvance = characterAdvance ?? size * 0.5
    self.lineHeight = lineHeight ?? size * 1.2
    self.baselineOffset = baselineOffset ?? size
  }

  /// The fixed advance, for every character.
  public func advance(of character: Character) -> CGFloat { characterAdvance }
}

/// Text shown by a node, with the metrics it is measured with; set it as ``LayoutNode/text``.
///
/// Text wraps at spaces, greedily (a line takes as many words as fit); a word wider than the width
/// is broken between characters; `"\n"` starts a new line; spaces at the end of a line take no room.
/// ``numberOfLines`` limits the lines (0 for no limit), as `UILabel` does.
public struct TextContent {
  /// The text.
  public var string: String {
    didSet { measurement = TextMeasurement(string, font: font) }
  }
  /// The metrics it is measured with.
  public var font: any FontMetrics {
    didSet { measurement = TextMeasurement(string, font: font) }
  }
  /// The maximum number of lines, 0 for no limit.
  public var numberOfLines: Int

  /// The advances of the text, measured once per string and font (wrapping at a new width, which
  /// every resize does, is then arithmetic only), and the last sizes measured.
  private(set) var measurement: TextMeasurement

  /// Creates text content.
  public init(_ string: String, font: any FontMetrics = FixedAdvanceFont(size: 17), numberOfLines: Int = 0) {
    self.string = string
    self.font = font
    self.numberOfLines = numberOfLines
    self.measurement = TextMeasurement(string, font: font)
  }

  /// The widths of the lines the text wraps into at `width` (`unboundedDimension` for no wrapping).
  public func lineWidths(forWidth width: CGFloat) -> [CGFloat] {
    measurement.lineWidths(forWidth: width, numberOfLines: numberOfLines)
  }

  /// The size of the text wrapped at the proposal's width: the widest line by the lines' height.
  /// Empty text measures zero by zero.
  public func size(for proposal: CGSize) -> CGSize {
    measurement.size(forWidth: proposal.width, numberOfLines: numberOfLines)
  }

  /// The first and last baselines of the text wrapped at `width`, from the top.
  public func baselines(forWidth width: CGFloat) -> LayoutBaselines {
    measurement.baselines(forWidth: width, numberOfLines: numberOfLines)
  }
}

extension TextContent: Equatable {
  /// Equal when the strings and line limits are equal and the fonts measure alike (same type and, for
  /// hashable fonts, equal values).
  public static func == (lhs: TextContent, rhs: TextContent) -> Bool {
    guard lhs.string == rhs.string, lhs.numberOfLines == rhs.numberOfLines else { return false }
    if let a = lhs.font as? FixedAdvanceFont, let b = rhs.font as? FixedAdvanceFont { return a == b }
    return false
  }
}
