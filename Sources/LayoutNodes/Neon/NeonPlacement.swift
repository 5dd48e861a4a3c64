import Foundation

/// A rectangle's extent on one axis: Neon's `x`/`xMid`/`xMax` (or `y`/`yMid`/`yMax`) with the width
/// (or height) between them.
struct NeonSpan {
  var min: CGFloat
  var length: CGFloat

  /// The span of `rect` on `axis`.
  init(_ rect: CGRect, _ axis: LayoutAxis) {
    min = axis == .horizontal ? rect.origin.x : rect.origin.y
    length = axis == .horizontal ? rect.size.width : rect.size.height
  }

  var max: CGFloat { min + length }
  /// Neon's `xMid`: the origin plus half the length.
  var mid: CGFloat { min + length / 2 }
}

extension NeonSpan {
  /// A rectangle given by its origin and length on `main` and on the other axis.
  static func rect(
    _ main: LayoutAxis, mainOrigin: CGFloat, mainLength: CGFloat, crossOrigin: CGFloat, crossLength: CGFloat
  ) -> CGRect {
    if main == .horizontal {
      return CGRect(x: mainOrigin, y: crossOrigin, width: mainLength, height: crossLength)
    }
    return CGRect(x: crossOrigin, y: mainOrigin, width: crossLength, height: mainLength)
  }

  /// The width of `size` on `.horizontal`, its height on `.vertical`.
  static func length(of size: CGSize, on axis: LayoutAxis) -> CGFloat {
    axis == .horizontal ? size.width : size.height
  }
}

/// An ``Align`` resolved to physical terms: the side of the reference node the placed node sits on
/// (its *main* axis: horizontal beside, vertical under or above) and what it matches on the other
/// (*cross*) axis. All of Neon's aligning arithmetic is written once here, per axis.
struct NeonPlacement {
  enum Side {
    case toTheRight, toTheLeft, under, above
  }
  /// The reference's minimum (top or left), centre, or maximum (bottom or right) on the cross axis.
  enum Match {
    case minimum, center, maximum
  }

  let side: Side
  let match: Match

  init(_ side: Side, _ match: Match) {
    self.side = side
    self.match = match
  }

  var mainAxis: LayoutAxis { side == .toTheRight || side == .toTheLeft ? .horizontal : .vertical }
  var crossAxis: LayoutAxis { mainAxis == .horizontal ? .vertical : .horizontal }
  /// Whether the node follows the reference on the main axis (right of it, or under it).
  var isAfter: Bool { side == .toTheRight || side == .under }

  /// The main-axis origin of a node `length` long beside `reference`, `padding` away from it.
  func besideOrigin(length: CGFloat, reference: NeonSpan, padding: CGFloat) -> CGFloat {
    isAfter ? reference.max + padding : reference.min - length - padding
  }

  /// The cross-axis origin of a node `length` long matching `reference`.
  func matchingOrigin(length: CGFloat, reference: NeonSpan) -> CGFloat {
    switch match {
    case .minimum: return reference.min
    case .center: return reference.mid - length / 2
    case .maximum: return reference.max - length
    }
  }

  /// The frame of a node placed beside `reference` in a parent of size `container`, as Neon's
  /// `align` (no fill), `alignAndFillWidth`, `alignAndFillHeight` and `alignAndFill` compute it.
  ///
  /// `size` gives the lengths on axes that are not filled. A filled length that comes out negative is
  /// zero, as in Neon. `fillHeightFromReferenceTop` reproduces `alignAndFillHeight`'s arithmetic for
  /// a node beside its reference matching its top: the height runs from the reference's top, not from
  /// the offset origin, to `padding` above the parent's bottom.
  func frame(
    size: CGSize, reference: CGRect, container: CGSize, padding: CGFloat, offset: CGFloat,
    fillsWidth: Bool, fillsHeight: Bool, fillHeightFromReferenceTop: Bool = false
  ) -> CGRect {
    let main = mainAxis, cross = crossAxis
    let referenceMain = NeonSpan(reference, main), referenceCross = NeonSpan(reference, cross)
    let fillsMain = main == .horizontal ? fillsWidth : fillsHeight
    let fillsCross = cross == .horizontal ? fillsWidth : fillsHeight

    var mainOrigin: CGFloat, mainLength: CGFloat
    if fillsMain {
      // From the reference to `padding` inside the parent's far edge, `padding` from the reference.
      let containerLength = NeonSpan.length(of: container, on: main)
      if isAfter {
        mainOrigin = referenceMain.max + padding
        mainLength = containerLength - mainOrigin - padding
      } else {
        mainOrigin = padding
        mainLength = referenceMain.min - 2 * padding
      }
      mainLength = Swift.max(mainLength, 0)
    } else {
      mainLength = NeonSpan.length(of: size, on: main)
      mainOrigin = besideOrigin(length: mainLength, reference: referenceMain, padding: padding)
    }

    var crossOrigin: CGFloat, crossLength: CGFloat
    if fillsCross {
      // Matching the reference's near edge fills to the parent's far edge; matching its far edge
      // fills from the parent's near edge; centred fills the parent; `offset` moves the origin.
      let containerLength = NeonSpan.length(of: container, on: cross)
      switch match {
      case .minimum:
        crossOrigin = referenceCross.min + offset
        let start = fillHeightFromReferenceTop && cross == .vertical ? referenceCross.min : crossOrigin
        crossLength = containerLength - start - padding
      case .maximum:
        crossOrigin = padding + offset
        crossLength = containerLength - (containerLength - referenceCross.max) - padding
      case .center:
        crossOrigin = padding + offset
        crossLength = containerLength - 2 * padding
      }
      crossLength = Swift.max(crossLength, 0)
    } else {
      crossLength = NeonSpan.length(of: size, on: cross)
      crossOrigin = matchingOrigin(length: crossLength, reference: referenceCross) + offset
    }
    return NeonSpan.rect(
      main, mainOrigin: mainOrigin, mainLength: mainLength, crossOrigin: crossOrigin, crossLength: crossLength)
  }

  /// The frame of a node filling the main-axis gap between `primary` and `secondary` (`padding` from
  /// each), matching `primary` on the cross axis with `crossLength` and `offset`: Neon's
  /// `alignBetweenHorizontal` and `alignBetweenVertical`. A negative gap gives a zero length.
  func frameBetween(
    primary: CGRect, secondary: CGRect, padding: CGFloat, crossLength: CGFloat, offset: CGFloat
  ) -> CGRect {
    let main = mainAxis
    let primaryMain = NeonSpan(primary, main), secondaryMain = NeonSpan(secondary, main)
    let origin: CGFloat, length: CGFloat
    if isAfter {
      origin = primaryMain.max + padding
      length = secondaryMain.min - primaryMain.max - 2 * padding
    } else {
      origin = secondaryMain.max + padding
      length = primaryMain.min - secondaryMain.max - 2 * padding
    }
    let crossOrigin = matchingOrigin(length: crossLength, reference: NeonSpan(primary, crossAxis)) + offset
    return NeonSpan.rect(
      main, mainOrigin: origin, mainLength: Swift.max(length, 0), crossOrigin: crossOrigin, crossLength: crossLength)
  }
}
