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
    // The context is taken, not copied. The engine is found here at the top (a nested layout gets its
    // parent's), again after a measurement, and held until the call returns: the unretained
    // references to it stay valid even if the tree moves to another root meanwhile.
    let beginsPass = placementContext == nil
    var heldEngine = beginsPass ? engineIfAny : nil
    defer { withExtendedLifetime(heldEngine) {} }
    let context =
      placementContext.take()
      ?? PlacementContext(displayScale: displayScale, engine: heldEngine.map { .passUnretained($0) }, recorder: nil)
    let scale = snappingScale(context.displayScale)
    var engine = context.engine
    let axes = self.axes
    let padding = self.padding
    let paddingMain = axes.mainInsets(padding), paddingCross = axes.crossInsets(padding)
    let crossExtent = axes.cross(size)
    var cursor = paddingMain.start
    // Taken before the reuse check: rebuilding the records makes slots measured with the old ones stale.
    let recorded = currentChildRecords()
    defer { endReadingRecords() }
    // Laid out by a parent that measured it: its stamp says the slots are the ones it measured.
    // Otherwise the slots computed last are checked against the tree.
    let stamp = slotsStampToReuse ?? (measuredSlotsAreCurrent() ? slotComputations : nil)
    let reused: [Slot]?
    if let slots = reusableSlots(for: size, stamp: stamp) {
      reused = slots
    } else if restoreKeptSlots(holdingFor: size) {
      // Slots kept from a measurement at this size (a list laid out again at a width it had before).
      reused = measured.slots
    } else {
      reused = nil
    }
    slotsStampToReuse = nil
    // Slots measured before a user's hook ran are not reused after it: the hook may change the tree.
    // Nor is the engine: the tree may have moved.
    var mayReuseNested = true
    ranForeignLayoutHooks = false
    let placed: [Slot]
    if let reused {
      placed = reused
    } else {
      placed = slots(in: size, records: recorded, reporting: true)
      // Measuring may have run a measure closure, which may have given the tree an engine.
      heldEngine = engineIfAny
      engine = heldEngine.map { .passUnretained($0) }
    }
    // A pass that begins here sets the frames it kept for these slots at this size, or records them.
    var recorder = context.recorder
    var recordingStart: PlacementRecordingStart?
    if let pass = recorder, !hasVerifiedSlots {
      // Slots that were not verified (a child answers with its frame) are placed afresh at every pass.
      pass.spoilRecording()
      recorder = nil
    }
    if beginsPass {
      switch keptPlacementUse(at: size, displayScale: context.displayScale) {
      case .replay(let index):
        replayKeptPlacement(at: index, engine: engine)
        return
      case .record:
        recordingStart = startRecordingPlacement()
        if recordingStart != nil { recorder = .passUnretained(self) }
      case .place:
        break
      }
    }
    for slot in placed {
      let params = recorded.records[slot.index].params
      let margin = (main: axes.mainInsets(params.margin), cross: axes.crossInsets(params.margin))
      let crossOrigin: CGFloat
      switch axes.crossPlacement(params.align) {
      case .start:
        crossOrigin = paddingCross.start + margin.cross.start
      case .center:
        crossOrigin =
          paddingCross.start + margin.cross.start
          + (crossExtent - slot.crossExtent - paddingCross.start - paddingCross.end) / 2
      case .end:
        crossOrigin = crossExtent - paddingCross.end - slot.crossExtent + margin.cross.start
      }
      let origin = axes.point(main: snap(cursor + margin.main.start, scale), cross: snap(crossOrigin, scale))
      let rect = CGRect(origin: origin, size: axes.size(main: slot.main, cross: slot.cross))
      // The children stay alive until endReadingRecords(): they are reached without retaining them.
      let frameEngine: KnownEngine = mayReuseNested ? .found(engine) : .unknown
      let handsDown = mayReuseNested
      let placedNested = recorded.records[slot.index].withNestedLayout { nested in
        // Laid out just below, so its new size need not ask for another layout. The hook installed by
        // the initializer is called directly, without reading the closure (the placement reads no hook).
        let hook = nested.runsInstalledLayoutHook ? nil : nested.layoutSubviews
        // A hook of the user's runs at every pass, even one that lays the nested layout out (and
        // clears the flag that says a foreign hook ran): the frames are not replayed.
        if hook != nil { recorder?.spoilRecording() }
        recorder?.record(nested, rect)
        setFrame(of: nested, to: rect, engine: frameEngine, placedByParent: true, hook: hook)
        if handsDown {
          nested.slotsStampToReuse = slot.nestedStamp
          nested.placementContext = PlacementContext(
            displayScale: context.displayScale, engine: engine, recorder: recorder)
        }
        nested.ranForeignLayoutHooks = true  // unless its hook is still ours, which clears it
        if nested.runsInstalledLayoutHook { nested.layoutChildren() } else { hook?(nested) }
        nested.slotsStampToReuse = nil
        nested.placementContext = nil
        return nested.ranForeignLayoutHooks
      }
      let ranForeignHooks =
        placedNested
        ?? recorded.records[slot.index].withNode { child in
          let hook = child.layoutSubviews
          recorder?.record(child, rect)
          setFrame(of: child, to: rect, engine: frameEngine, placedByParent: false, hook: hook)
          guard let hook else { return false }
          hook(child)
          return true
        }
      // The engine found above is used no more once a foreign hook may have moved the tree. (Nothing
      // else here makes an engine: a request for a hook is kept by the tree's root.)
      if ranForeignHooks { mayReuseNested = false }
      cursor += slot.mainExtent
    }
    ranForeignLayoutHooks = !mayReuseNested
    if let recordingStart {
      finishRecordingPlacement(recordingStart, displayScale: context.displayScale, ranForeignHooks: !mayReuseNested)
    }
  }

  /// Rounds to the display scale (`round(v · scale) / scale`), or leaves the value exact without one.
  private func snap(_ value: CGFloat, _ scale: CGFloat?) -> CGFloat {
    guard let scale else { return value }
    return (value * scale).rounded() / scale
  }

  /// The root's display scale for rounding origins, or nil for exact values; a scale that is not a
  /// positive finite number records a warning and is ignored. (Inlined: every placement asks, and
  /// almost every one has no scale or a good one.)
  @inline(__always)
  private func snappingScale(_ displayScale: CGFloat?) -> CGFloat? {
    guard let scale = displayScale else { return nil }
    guard scale.isFinite, scale > 0 else {
      warnOfBadDisplayScale(scale)
      return nil
    }
    return scale
  }

  private func warnOfBadDisplayScale(_ scale: CGFloat) {
    recordFrameLayoutWarning(
      call: "layoutChildren()", "displayScale \(scale) is not a positive number; origins are not rounded.")
  }
}
