import Foundation

/// How a node is placed horizontally: in relative positioning (`below(of:aligned:)`), between edges
/// that leave more room than its width (`justify(_:)`), and between two nodes (`verticallyBetween`).
public enum HorizontalAlign: Hashable, Sendable, CustomStringConvertible {
  /// Against the left edge.
  case left
  /// Centred.
  case center
  /// Against the right edge.
  case right
  /// Against the leading edge: left in left-to-right, right in right-to-left.
  case start
  /// Against the trailing edge: right in left-to-right, left in right-to-left.
  case end
  /// No alignment: the call sets no horizontal rule (PinLayout's default for `aligned:`).
  case none

  /// The case's name, as PinLayout's warnings print it.
  public var description: String {
    switch self {
    case .left: "left"
    case .center: "center"
    case .right: "right"
    case .start: "start"
    case .end: "end"
    case .none: "none"
    }
  }
}

/// How a node is placed vertically: in relative positioning (`after(of:aligned:)`), between edges
/// that leave more room than its height (`align(_:)`), and between two nodes (`horizontallyBetween`).
public enum VerticalAlign: Hashable, Sendable, CustomStringConvertible {
  /// Against the top edge.
  case top
  /// Centred.
  case center
  /// Against the bottom edge.
  case bottom
  /// No alignment: the call sets no vertical rule (PinLayout's default for `aligned:`).
  case none

  /// The case's name, as PinLayout's warnings print it.
  public var description: String {
    switch self {
    case .top: "top"
    case .center: "center"
    case .bottom: "bottom"
    case .none: "none"
    }
  }
}

/// Which dimension `sizeToFit(_:)` keeps when it measures a node with
/// ``LayoutNode/sizeThatFits(_:)``.
public enum FitType: Hashable, Sendable, CustomStringConvertible {
  /// The reference width (pinned width, left and right edges, else the current width) is kept; the
  /// height is measured at that width.
  case width
  /// The reference height is kept; the width is measured at that height.
  case height
  /// As ``width``, but the measured width replaces the reference width (a short label gets narrower).
  case widthFlexible
  /// As ``height``, but the measured height replaces the reference height.
  case heightFlexible
  /// Both dimensions are measured, proposing the current size (a zero dimension proposes
  /// `unboundedDimension`, as `UILabel.sizeThatFits(.zero)` answers the natural size).
  case content

  /// The case's name, as PinLayout's warnings print it.
  public var description: String {
    switch self {
    case .width: ".width"
    case .height: ".height"
    case .widthFlexible: ".widthFlexible"
    case .heightFlexible: ".heightFlexible"
    case .content: ".content"
    }
  }

  var isFlexible: Bool { self == .widthFlexible || self == .heightFlexible }
}

/// Which dimensions `wrapContent(_:)` adjusts to the node's children.
public enum WrapType: Hashable, Sendable, CustomStringConvertible {
  /// The width only.
  case horizontally
  /// The height only.
  case vertically
  /// Both.
  case all

  /// The case's name, as PinLayout's warnings print it.
  public var description: String {
    switch self {
    case .horizontally: ".horizontally"
    case .vertically: ".vertically"
    case .all: ".all"
    }
  }
}
