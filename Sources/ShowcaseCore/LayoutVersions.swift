import Foundation
import LayoutNodes
import ShowcaseScreens

/// One way of writing the profile screen: a layout system's version of Neon's Facebook profile.
public struct ProfileVersion {
  /// The layout system's name, as printed.
  public var name: String
  /// Lays a freshly built screen out at its view's size.
  public var layout: (ProfileScreen) -> Void

  /// Creates a version.
  public init(name: String, layout: @escaping (ProfileScreen) -> Void) {
    self.name = name
    self.layout = layout
  }

  /// Every version the package has, the reference first: each is laid out and compared with the
  /// first. A new version is one line here.
  public static var all: [ProfileVersion] {
    [
      ProfileVersion(name: "anchors") { $0.layoutWithAnchors() },
      ProfileVersion(name: "neon") { $0.layoutWithNeon() },
      ProfileVersion(name: "pinlayout") { $0.layoutWithPinLayout() },
      ProfileVersion(name: "linearlayout") { $0.layoutWithLinearLayout() },
      ProfileVersion(name: "visual format") { $0.layoutWithVisualFormat() },
      ProfileVersion(name: "stacks") { $0.layoutWithStacks() },
    ]
  }
}

/// One way of writing the feed cell: a layout system's version of ``FeedCell``.
public struct FeedVersion {
  /// The layout system's name, as printed.
  public var name: String
  /// Lays a cell out at a width and returns its height.
  public var layout: (FeedCell, CGFloat) -> CGFloat

  /// Creates a version.
  public init(name: String, layout: @escaping (FeedCell, CGFloat) -> CGFloat) {
    self.name = name
    self.layout = layout
  }

  /// Every version the package has, the specification (hand-written frame arithmetic) first: each is
  /// laid out and compared with the first. A new version is one line here.
  public static var all: [FeedVersion] {
    [
      FeedVersion(name: "frame arithmetic") { $0.layoutWithFrameArithmetic(width: $1) },
      FeedVersion(name: "anchors") { $0.layoutWithAnchors(width: $1) },
      FeedVersion(name: "raw solver") { $0.layoutWithRawSolver(width: $1) },
      FeedVersion(name: "neon") { $0.layoutWithNeon(width: $1) },
      FeedVersion(name: "pinlayout") { $0.layoutWithPinLayout(width: $1) },
      FeedVersion(name: "linearlayout") { $0.layoutWithLinearLayout(width: $1) },
    ]
  }
}
