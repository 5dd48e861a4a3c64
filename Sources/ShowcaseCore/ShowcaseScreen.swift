import Foundation

/// The built-in screens.
public enum ShowcaseScreen: String, CaseIterable, Sendable {
  /// Neon's Facebook-profile screen, in every version of ``ProfileVersion/all``.
  case profile
  /// A feed of ``ShowcaseScreens/FeedCell``s with text of varying length, each sized to its content.
  case feed
  /// The profile screen laid out right to left with anchors: the mirror image of ``profile``.
  case profileRightToLeft = "profile-rtl"
  /// A small screen with a conflict, an ambiguous node and a frame-layout warning, drawn with its
  /// constraints: what diagnostics look like.
  case diagnostics
}

/// A size to lay a screen out at, with the label its file name carries.
public struct ShowcaseSize: Equatable, Sendable {
  /// `portrait`, `landscape`, or `WIDTHxHEIGHT`.
  public var label: String
  /// The size; a feed uses only the width (its height is its content's).
  public var size: CGSize

  /// Creates a labelled size.
  public init(label: String, size: CGSize) {
    self.label = label
    self.size = size
  }

  /// An iPhone 8 in portrait, 375×667.
  public static let portrait = ShowcaseSize(label: "portrait", size: CGSize(width: 375, height: 667))
  /// An iPhone 8 in landscape, 667×375.
  public static let landscape = ShowcaseSize(label: "landscape", size: CGSize(width: 667, height: 375))

  /// A size given on the command line, labelled `WIDTHxHEIGHT`.
  public static func custom(_ size: CGSize) -> ShowcaseSize {
    ShowcaseSize(label: "\(format(size.width))x\(format(size.height))", size: size)
  }
}
