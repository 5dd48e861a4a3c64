import Foundation

extension LinearLayout {
  /// The frames that a pass beginning at this layout set in its subtree from one computation of its
  /// slots (named by the computation's stamp), kept in ``keptPlacements`` so that a pass placing the
  /// same slots at the same size, with nothing changed, sets them again without walking the nested
  /// layouts: a list laid out again at a width it had (a phone turned back, a window resized back and
  /// forth) places each row by writing its frames.
  ///
  /// A pass *begins* at a layout when no parent linear layout placed it (``placementContext`` is nil):
  /// `layoutChildren()` called by the node's hook, by a foreign hook such as a table cell's, or by the
  /// user. The frames it sets depend only on the subtree as it is, the layout's size and the display
  /// scale: every change to the subtree bumps its ``LayoutNode/subtreeGeneration`` (a generation, a
  /// child added, moved or removed, a hook set), so frames recorded at one generation, size and scale
  /// are the frames a full pass would set while they hold. They are recorded only from a pass that ran
  /// no hook but the layouts' own, recorded no diagnostic, did not change the subtree and placed only
  /// verified slots at every level (no child answers with its frame).
  ///
  /// Recording costs a little and holds memory, so slots placed at a size are recorded at once only
  /// while the layout keeps its computations (the sizes it is given recur), and otherwise the second
  /// time they are placed there; a layout resized to a new size every time (a window dragged wider)
  /// soon records nothing. The entries live beside the slots, not in them, so that the nested
  /// layouts of a list row, which never begin a pass, carry nothing but an empty list for them.
  struct KeptPlacement {
    /// The stamp of the computation whose slots were placed.
    var stamp: Int
    /// The size they were last placed at by a pass that began here.
    var size: CGSize
    /// Whether ``frames`` hold a recorded pass at ``size``, with its generation and scale.
    var isRecorded = false
    /// The layout's ``LayoutNode/subtreeGeneration`` when they were recorded.
    var subtreeGeneration = -1
    /// The display scale the pass rounded to.
    var displayScale: CGFloat?
    /// The frames that pass set, in the order it set them.
    var frames: [PlacedFrame] = []

    /// Notes that the slots of `stamp` were placed at `size`, with nothing recorded there yet (the
    /// frames' buffer keeps its room for the next recording).
    mutating func note(_ stamp: Int, placedAt size: CGSize) {
      self.stamp = stamp
      self.size = size
      isRecorded = false
    }
  }

  /// One frame a pass set: the node is reached without retaining it (its tree holds it while the
  /// recorded generation does: removing it bumps the generation).
  struct PlacedFrame {
    let node: Unmanaged<LayoutNode>
    let rect: CGRect
  }

  /// What a pass beginning here does with the kept frames of the slots it places.
  enum KeptPlacementUse {
    /// Places the children (having noted the size).
    case place
    /// Places the children and records the frames set.
    case record
    /// Sets the frames kept at this index of ``keptPlacements`` instead of placing.
    case replay(Int)
  }

  /// How many placements a layout keeps: one for the current slots and one for each kept computation.
  static var keptPlacementsLimit: Int { keptSlotsLimit + 1 }

  /// Decides, for a pass beginning here that places the current slots at `size`, whether it replays
  /// kept frames, records them, or only places (noting the size for the next pass).
  func keptPlacementUse(at size: CGSize, displayScale: CGFloat?) -> KeptPlacementUse {
    let stamp = measured.stamp
    guard let index = keptPlacements.firstIndex(where: { $0.stamp == stamp }) else {
      notePlacement(of: stamp, at: size)
      return firstPlacementUse
    }
    guard keptPlacements[index].size == size else {
      keptPlacements[index].note(stamp, placedAt: size)
      return firstPlacementUse
    }
    // The slots may be reused without being verified (a child answering with its frame): placing then
    // reads frames that a replay would not.
    guard hasVerifiedSlots else { return .place }
    let kept = keptPlacements[index]
    if kept.isRecorded, kept.subtreeGeneration == subtreeGeneration, kept.displayScale == displayScale {
      return .replay(index)
    }
    return .record
  }

  /// What a pass does that places slots at a size for the first time: it records the frames while the
  /// layout keeps its computations (the sizes it is given recur, so the slots will be placed there
  /// again), and only places otherwise.
  private var firstPlacementUse: KeptPlacementUse {
    slotKeeping.isOn && hasVerifiedSlots ? .record : .place
  }

  /// Notes that the slots of `stamp` were placed at `size`, in a new entry or in place of one whose
  /// computation is gone (else the oldest), whose frames' buffer it keeps.
  private func notePlacement(of stamp: Int, at size: CGSize) {
    guard keptPlacements.count >= Self.keptPlacementsLimit else {
      // Room for every entry, allocated once (not grown, moving the entries kept, at each).
      if keptPlacements.capacity == 0 { keptPlacements.reserveCapacity(Self.keptPlacementsLimit) }
      keptPlacements.append(KeptPlacement(stamp: stamp, size: size))
      return
    }
    let gone = keptPlacements.firstIndex { kept in !keptSlots.contains { $0.stamp == kept.stamp } }
    let index = gone ?? keptPlacements.indices.min { keptPlacements[$0].stamp < keptPlacements[$1].stamp } ?? 0
    keptPlacements[index].note(stamp, placedAt: size)
  }

  /// Sets the frames kept at `index`, with the effects of placing them (see
  /// ``setFrame(of:to:engine:placedByParent:hook:)``: no recorded pass ran a hook but the layouts').
  func replayKeptPlacement(at index: Int, engine: Unmanaged<LayoutEngine>?) {
    let frames = keptPlacements[index].frames
    for frame in frames {
      frame.node._withUnsafeGuaranteedRef { node in
        setFrame(of: node, to: frame.rect, engine: .found(engine), placedByParent: true, hook: nil)
      }
    }
  }

  /// What a pass that records its frames notes at its start, to check at its end that nothing it
  /// cannot replay happened in between.
  struct PlacementRecordingStart {
    let stamp: Int
    let subtreeGeneration: Int
    let root: Unmanaged<LayoutNode>
    let recordedDiagnostics: Int
  }

  /// Starts recording the frames a pass beginning here sets (into ``placementRecording``); nil if a
  /// pass of this layout that a measure closure re-entered is recording already (it records alone).
  func startRecordingPlacement() -> PlacementRecordingStart? {
    guard !isRecordingPlacement else { return nil }
    isRecordingPlacement = true
    placementRecording.removeAll(keepingCapacity: true)
    // Room for a list row's frames at the first recording, not grown frame by frame.
    if placementRecording.capacity == 0 { placementRecording.reserveCapacity(32) }
    placementRecordingIsSpoiled = false
    let root = unretainedRoot
    return PlacementRecordingStart(
      stamp: measured.stamp, subtreeGeneration: subtreeGeneration, root: root,
      recordedDiagnostics: root._withUnsafeGuaranteedRef(\.recordedDiagnosticCount))
  }

  /// Keeps the frames recorded since `start` for the slots placed, if the pass can be replayed: it ran
  /// no hook but the layouts' own (`ranForeignHooks` false), placed the same slots it started with and
  /// only verified slots below, changed nothing in the subtree and recorded no diagnostic.
  func finishRecordingPlacement(_ start: PlacementRecordingStart, displayScale: CGFloat?, ranForeignHooks: Bool) {
    isRecordingPlacement = false
    let root = unretainedRoot
    // (Looked up again: a measure closure may have laid this layout out meanwhile, noting others.)
    guard !ranForeignHooks, !placementRecordingIsSpoiled, measured.stamp == start.stamp,
      subtreeGeneration == start.subtreeGeneration,
      root.toOpaque() == start.root.toOpaque(),
      root._withUnsafeGuaranteedRef(\.recordedDiagnosticCount) == start.recordedDiagnostics,
      hasVerifiedSlots,
      let index = keptPlacements.firstIndex(where: { $0.stamp == start.stamp })
    else {
      placementRecording.removeAll(keepingCapacity: true)
      return
    }
    // Copied into the entry's own buffer, which keeps its room from one recording to the next, as the
    // recording's does: recording again allocates nothing. An entry without room takes the
    // recording's buffer instead (the next recording allocates its own).
    if keptPlacements[index].frames.capacity < placementRecording.count {
      swap(&keptPlacements[index].frames, &placementRecording)
    } else {
      keptPlacements[index].frames.removeAll(keepingCapacity: true)
      keptPlacements[index].frames.append(contentsOf: placementRecording)
    }
    placementRecording.removeAll(keepingCapacity: true)
    keptPlacements[index].isRecorded = true
    keptPlacements[index].subtreeGeneration = start.subtreeGeneration
    keptPlacements[index].displayScale = displayScale
  }
}

extension Unmanaged where Instance == LinearLayout {
  /// Marks the pass that this layout began and records as one that cannot be replayed.
  func spoilRecording() {
    _withUnsafeGuaranteedRef { $0.placementRecordingIsSpoiled = true }
  }

  /// Appends a frame set by the pass that this layout began and records.
  @inline(__always)
  func record(_ node: LayoutNode, _ rect: CGRect) {
    _withUnsafeGuaranteedRef {
      $0.placementRecording.append(LinearLayout.PlacedFrame(node: .passUnretained(node), rect: rect))
    }
  }
}
