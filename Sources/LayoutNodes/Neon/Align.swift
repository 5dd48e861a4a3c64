/// Where a node goes relative to a sibling, for Neon's aligning calls
/// (``LayoutNode/align(_:relativeTo:padding:width:height:offset:)`` and the others).
///
/// A case names a side of the sibling (to the right, to the left, under, above) and what the node
/// matches on the other axis: the sibling's top, bottom or vertical centre for the sides, its left,
/// right or horizontal centre for under and above. The twelve physical cases are Neon's; the ten
/// leading and trailing cases (as in Neon's right-to-left extension) name a physical case through the
/// ``LayoutDirection`` of the node being placed — leading is left in `.leftToRight`, right in
/// `.rightToLeft`.
public enum Align: Hashable, Sendable, CaseIterable {
  /// To the right of the sibling, tops matching.
  case toTheRightMatchingTop
  /// To the right of the sibling, bottoms matching.
  case toTheRightMatchingBottom
  /// To the right of the sibling, centred on its vertical centre.
  case toTheRightCentered
  /// To the left of the sibling, tops matching.
  case toTheLeftMatchingTop
  /// To the left of the sibling, bottoms matching.
  case toTheLeftMatchingBottom
  /// To the left of the sibling, centred on its vertical centre.
  case toTheLeftCentered
  /// Under the sibling, left edges matching.
  case underMatchingLeft
  /// Under the sibling, right edges matching.
  case underMatchingRight
  /// Under the sibling, centred on its horizontal centre.
  case underCentered
  /// Above the sibling, left edges matching.
  case aboveMatchingLeft
  /// Above the sibling, right edges matching.
  case aboveMatchingRight
  /// Above the sibling, centred on its horizontal centre.
  case aboveCentered
  /// On the sibling's leading side, tops matching (`.toTheLeftMatchingTop` left to right).
  case toTheLeadingMatchingTop
  /// On the sibling's trailing side, tops matching (`.toTheRightMatchingTop` left to right).
  case toTheTrailingMatchingTop
  /// On the sibling's leading side, bottoms matching (`.toTheLeftMatchingBottom` left to right).
  case toTheLeadingMatchingBottom
  /// On the sibling's trailing side, bottoms matching (`.toTheRightMatchingBottom` left to right).
  case toTheTrailingMatchingBottom
  /// On the sibling's leading side, centred vertically (`.toTheLeftCentered` left to right).
  case toTheLeadingCentered
  /// On the sibling's trailing side, centred vertically (`.toTheRightCentered` left to right).
  case toTheTrailingCentered
  /// Under the sibling, leading edges matching (`.underMatchingLeft` left to right).
  case underMatchingLeading
  /// Under the sibling, trailing edges matching (`.underMatchingRight` left to right).
  case underMatchingTrailing
  /// Above the sibling, leading edges matching (`.aboveMatchingLeft` left to right).
  case aboveMatchingLeading
  /// Above the sibling, trailing edges matching (`.aboveMatchingRight` left to right).
  case aboveMatchingTrailing

  /// The physical side and match the case names in `direction`, which is read only for a leading or
  /// trailing case.
  @inline(__always)
  func placement(in direction: @autoclosure () -> LayoutDirection) -> NeonPlacement {
    switch self {
    case .toTheRightMatchingTop: return NeonPlacement(.toTheRight, .minimum)
    case .toTheRightMatchingBottom: return NeonPlacement(.toTheRight, .maximum)
    case .toTheRightCentered: return NeonPlacement(.toTheRight, .center)
    case .toTheLeftMatchingTop: return NeonPlacement(.toTheLeft, .minimum)
    case .toTheLeftMatchingBottom: return NeonPlacement(.toTheLeft, .maximum)
    case .toTheLeftCentered: return NeonPlacement(.toTheLeft, .center)
    case .underMatchingLeft: return NeonPlacement(.under, .minimum)
    case .underMatchingRight: return NeonPlacement(.under, .maximum)
    case .underCentered: return NeonPlacement(.under, .center)
    case .aboveMatchingLeft: return NeonPlacement(.above, .minimum)
    case .aboveMatchingRight: return NeonPlacement(.above, .maximum)
    case .aboveCentered: return NeonPlacement(.above, .center)
    default: break
    }
    // Leading is the left side left to right, the right side right to left.
    let rtl = direction() == .rightToLeft
    let leadingSide: NeonPlacement.Side = rtl ? .toTheRight : .toTheLeft
    let trailingSide: NeonPlacement.Side = rtl ? .toTheLeft : .toTheRight
    let leadingEdge: NeonPlacement.Match = rtl ? .maximum : .minimum
    let trailingEdge: NeonPlacement.Match = rtl ? .minimum : .maximum
    switch self {
    case .toTheLeadingMatchingTop: return NeonPlacement(leadingSide, .minimum)
    case .toTheTrailingMatchingTop: return NeonPlacement(trailingSide, .minimum)
    case .toTheLeadingMatchingBottom: return NeonPlacement(leadingSide, .maximum)
    case .toTheTrailingMatchingBottom: return NeonPlacement(trailingSide, .maximum)
    case .toTheLeadingCentered: return NeonPlacement(leadingSide, .center)
    case .toTheTrailingCentered: return NeonPlacement(trailingSide, .center)
    case .underMatchingLeading: return NeonPlacement(.under, leadingEdge)
    case .underMatchingTrailing: return NeonPlacement(.under, trailingEdge)
    case .aboveMatchingLeading: return NeonPlacement(.above, leadingEdge)
    default: return NeonPlacement(.above, trailingEdge)  // .aboveMatchingTrailing
    }
  }
}
