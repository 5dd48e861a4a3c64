import Foundation

extension LayoutNode {
  /// UIKit's readable width at the default text size (its readable content guide is at most this wide
  /// on an iPad in portrait), the default of ``maximumReadableWidth``.
  public static let defaultMaximumReadableWidth: CGFloat = 672

  /// The widest that lines of text should be for comfortable reading: ``readableContentInsets`` keep
  /// the area between them at most this wide. Set it on the root (as the text size of a window); a
  /// node reads its root's value. A value that is not a finite positive number sets no limit.
  public var maximumReadableWidth: CGFloat {
    get { root.storedMaximumReadableWidth }
    set { root.storedMaximumReadableWidth = newValue }
  }

  /// The insets of UIKit's readable content guide: the ``layoutMargins``, with the left and right ones
  /// widened equally where the area between the margins is wider than ``maximumReadableWidth``, so
  /// that it is that wide and centred. A node 400 points wide with the default margins has readable
  /// insets of 8 on each side; one 1,000 points wide, 164 on the left and right.
  public var readableContentInsets: EdgeInsets {
    var insets = layoutMargins
    let limit = maximumReadableWidth
    let width = frame.width - insets.left - insets.right
    if limit.isFinite, limit > 0, width > limit {
      insets.left += (width - limit) / 2
      insets.right += (width - limit) / 2
    }
    return insets
  }
}

extension PinLayout {
  /// The node's ``LayoutNode/readableContentInsets``, for its children's rules:
  /// `child.pin.all(parent.pin.readableMargins)`. As PinLayout's, zero when the readable area is empty
  /// (the margins leave no width or no height).
  public var readableMargins: EdgeInsets {
    let insets = node.readableContentInsets
    let frame = node.frame
    guard frame.width - insets.left - insets.right > 0, frame.height - insets.top - insets.bottom > 0 else {
      return .zero
    }
    return insets
  }
}
