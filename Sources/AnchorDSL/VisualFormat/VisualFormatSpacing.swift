import Foundation

/// What a bare `-` stands for in a visual format: the standard space between two sibling nodes, and
/// between a node and its superview (`|-[button]`).
///
/// Auto Layout's standard spaces are 8 points between siblings and 20 to the superview
/// (``autoLayout``). The value is a parameter of every visual-format call rather than a setting of the
/// module, so that two screens (or two threads) can use different standards without sharing state.
public struct VisualFormatSpacing: Hashable, Sendable {
  /// The space `[a]-[b]` leaves between two nodes.
  public var betweenSiblings: CGFloat
  /// The space `|-[a]` and `[a]-|` leave between a node and its superview's edge.
  public var toSuperview: CGFloat

  /// Creates standard spaces.
  public init(betweenSiblings: CGFloat, toSuperview: CGFloat) {
    self.betweenSiblings = betweenSiblings
    self.toSuperview = toSuperview
  }

  /// Auto Layout's standard spaces: 8 between siblings, 20 to the superview.
  public static let autoLayout = VisualFormatSpacing(betweenSiblings: 8, toSuperview: 20)
}
