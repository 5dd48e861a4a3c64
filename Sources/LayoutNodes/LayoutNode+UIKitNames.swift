import Foundation

extension LayoutNode {
  /// The parent, by UIKit's name, so that ported code such as Anchorage's
  /// `view.centerXAnchor == view.superview!.centerXAnchor + 20 ~ .low` reads as written; the same as
  /// ``parent``.
  public var superview: LayoutNode? { parent }
}
