import Foundation

/// A percentage of the parent's size, written `50%` (a postfix operator on `CGFloat` literals), for
/// PinLayout's edges, sizes and margins: horizontal rules take it of the parent's width, vertical
/// rules of its height.
public struct Percent: Hashable, Sendable, CustomStringConvertible {
  /// The percentage: 50 for 50%.
  public var value: CGFloat

  /// Creates a percentage (50 for 50%).
  public init(_ value: CGFloat) {
    self.value = value
  }

  /// The percentage of a length: `(50%).of(200)` is 100.
  public func of(_ length: CGFloat) -> CGFloat {
    length * value / 100
  }

  /// Reads like `50%`.
  public var description: String { "\(formatNumber(value))%" }
}

/// Makes a ``Percent`` from a number: `view.pin.width(50%)`.
postfix operator %

/// Makes a ``Percent`` from a number: `view.pin.width(50%)`.
public postfix func % (value: CGFloat) -> Percent {
  Percent(value)
}

/// The opposite percentage, as PinLayout allows: `view.pin.top(-10%)`.
public prefix func - (percent: Percent) -> Percent {
  Percent(-percent.value)
}
