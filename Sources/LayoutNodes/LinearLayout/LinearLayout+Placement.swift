import Foundation

extension LinearLayout {
  /// Sets the frames of the visible children from the node's current frame, at once, then runs each
  /// child's ``LayoutNode/layoutSubviews`` hook (so nested linear layouts follow in the same call).
  ///
  /// Children follow each other from the start padding; on the cross axis a child sits against the
  /// start padding, centred between the paddings, or against the end padding, per its alignment,
  /// offset by its start margin. With a root ``LayoutNode/displayScale`` the origins are rounded to
  /// the nearest pixel (sizes stay exact), as the seed does. The node's own `layoutSubviews` hook,
  /// installed by the initializer, calls this. A frame with a NaN, infinite or negative size records a
  /// warning and leaves the children's frames unchanged.
  public func layoutChildren() {
    let size = frame.size
    guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
      recordFrameLayoutWarning(
        call: "layoutChildren()", "the frame size \(size) is not a finite, non-negative size; children unchanged.")
      return
    }
    let snap = pixelSnapping()
    let paddingMain = mainInsets(padding), paddingCross = crossInsets(padding)
    let crossExtent = cross(size)
    var cursor = paddingMain.start
    for slot in slots(in: size, reporting: true) {
      let margin = (main: mainInsets(slot.params.margin), cross: crossInsets(slot.params.margin))
      let crossOrigin: CGFloat
      switch crossPlacement(slot.params.align) {
      case .start:
        crossOrigin = paddingCross.start + margin.cross.start
      case .center:
        crossOrigin =
          paddingCross.start + margin.cross.start
          + (crossExtent - slot.crossExtent - paddingCross.start - paddingCross.end) / 2
      case .end:
        crossOrigin = crossExtent - paddingCross.end - slot.crossExtent + margin.cross.start
      }
      let origin = point(main: snap(cursor + margin.main.start), cross: snap(crossOrigin))
      let rect = CGRect(origin: origin, size: self.size(main: slot.main, cross: slot.cross))
      if let nested = slot.nestedLayout {
        // Laid out just below, so its new size need not ask for another layout.
        nested.isBeingPlacedByParent = true
        nested.frame = rect
        nested.isBeingPlacedByParent = false
      } else {
        slot.child.frame = rect
      }
      slot.child.layoutSubviews?(slot.child)
      cursor += slot.mainExtent
    }
  }

  /// Rounds to the root's display scale (`round(v · scale) / scale`), or leaves values exact without
  /// one; a scale that is not a positive finite number records a warning and is ignored.
  private func pixelSnapping() -> (CGFloat) -> CGFloat {
    guard let scale = displayScale else { return { $0 } }
    guard scale.isFinite, scale > 0 else {
      recordFrameLayoutWarning(
        call: "layoutChildren()", "displayScale \(scale) is not a positive number; origins are not rounded.")
      return { $0 }
    }
    return { ($0 * scale).rounded() / scale }
  }
}
