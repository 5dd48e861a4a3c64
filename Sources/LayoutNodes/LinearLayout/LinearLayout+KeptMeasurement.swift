import Foundation

extension LinearLayout {
  /// What in a proposed size a child's `sizeThatFits` answer depends on.
  enum ProposalUse {
    case nothing, width, proposal
  }

  /// A leaf child's last two `sizeThatFits` answers, valid while the child's
  /// ``LayoutNode/measurementGeneration`` stays the one they were measured at.
  ///
  /// Measuring nested layouts again at each level (to size, then to place) asks the same leaves the
  /// same questions; keeping their answers makes that arithmetic only. Only nodes whose answers
  /// depend on nothing but the proposal and their content are kept: text (its size depends on the
  /// proposed width only) and ``LayoutNode/measure`` closures (whose owners call
  /// ``LayoutNode/invalidateIntrinsicContentSize()`` when the answers change, which bumps the
  /// generation). Nested linear layouts are not kept: a change deep inside does not reach their own
  /// generation. Nodes measured by their intrinsic size answer with it whatever the proposal, unless
  /// it lacks an axis: they then answer with their frame there, and are measured at every call.
  struct KeptMeasurement {
    /// How the kept node is measured, as found when its generation was first measured.
    enum Kind {
      /// Not measured yet at ``generation``.
      case unknown
      /// Text: its answers depend on the proposed width only.
      case text
      /// A measure closure: its answers depend on the whole proposal.
      case closure
      /// An intrinsic size on both axes: the answer, whatever the proposal.
      case intrinsic
      /// Not kept (the frame on an axis): measured at every call.
      case direct
    }

    var generation = -1
    var kind = Kind.unknown
    /// Whether the node answers with its frame on an axis (no text, measure closure or intrinsic
    /// size there): its answers may then change without a new generation.
    var readsFrame = false
    /// Whether the node's text answers a narrower width between an answer's own width and its
    /// proposal's with that same answer (``TextMeasurement/sizeHoldsWhenNarrowed``): a label measured at
    /// the room left and then at its share, or at each width of a resize, is measured once.
    var textHoldsWhenNarrowed = false
    var recent: (proposal: CGSize, size: CGSize)?
    var older: (proposal: CGSize, size: CGSize)?

    /// What in a proposal the node's answers depend on.
    var answersTo: ProposalUse {
      switch kind {
      case .text: return .width
      case .closure, .unknown: return .proposal
      // Without text or a measure closure, `sizeThatFits` answers with the intrinsic size or the frame.
      case .intrinsic, .direct: return .nothing
      }
    }

    /// The kept answer for `proposal`, if there is one.
    func size(for proposal: CGSize) -> CGSize? {
      if let recent, matches(recent, proposal) { return recent.size }
      if let older, matches(older, proposal) { return older.size }
      return nil
    }

    private func matches(_ kept: (proposal: CGSize, size: CGSize), _ proposal: CGSize) -> Bool {
      switch kind {
      case .intrinsic: return true
      case .text:
        return kept.proposal.width == proposal.width
          || textHoldsWhenNarrowed && kept.size.width <= proposal.width && proposal.width <= kept.proposal.width
      default: return kept.proposal == proposal
      }
    }

    /// Keeps an answer, dropping the older one.
    mutating func keep(_ size: CGSize, for proposal: CGSize) {
      older = recent
      recent = (proposal, size)
    }
  }

  /// A leaf child's `sizeThatFits` answer, kept in ``keptMeasurements`` at `index` (see
  /// ``KeptMeasurement``), and what in the proposal the answer depends on.
  func leafSize(of node: LayoutNode, at index: Int, for proposal: CGSize) -> (size: CGSize, answersTo: ProposalUse) {
    let generation = node.measurementGeneration
    // The kept measurements follow the current records: after a measure closure changed the children
    // and measured this layout again, a computation still reading the old records finds another
    // node's measurement at `index` (whose generation may well be equal).
    let keptIsNodes =
      index < keptMeasurements.count && index < childRecords.count && childRecords[index].isRecord(of: node)
    // A kept answer is read in place; the measurement is copied out only to be measured and kept.
    if keptIsNodes, keptMeasurements[index].generation == generation, keptMeasurements[index].kind != .direct,
      let size = keptMeasurements[index].size(for: proposal)
    {
      return (size, keptMeasurements[index].answersTo)
    }
    var kept = keptIsNodes ? keptMeasurements[index] : KeptMeasurement()
    if kept.generation == generation {
      if kept.kind == .direct { return (node.sizeThatFits(proposal), .nothing) }
      if let size = kept.size(for: proposal) { return (size, kept.answersTo) }
    } else {
      kept = KeptMeasurement()
      kept.generation = generation
      if let measurement = node.textMeasurement {
        kept.kind = .text
        kept.textHoldsWhenNarrowed = measurement.sizeHoldsWhenNarrowed
      } else {
        kept.kind = node.measure != nil ? .closure : .direct
      }
      if kept.kind == .direct {
        let intrinsic = node.intrinsicContentSize
        kept.readsFrame = intrinsic.width == nil || intrinsic.height == nil
        if !kept.readsFrame { kept.kind = .intrinsic }
      }
    }
    let size = node.sizeThatFits(proposal)
    let answersTo = kept.answersTo
    if kept.kind != .direct { kept.keep(size, for: proposal) }
    // A measure closure may have changed the tree (and so the records) meanwhile: its answer is
    // then not kept, nor is the generation, which it may have bumped.
    guard index < keptMeasurements.count, generation == node.measurementGeneration,
      index < childRecords.count, childRecords[index].isRecord(of: node)
    else { return (size, answersTo) }
    keptMeasurements[index] = kept
    if kept.readsFrame { keptMeasurementsMayReadFrame = true }
    return (size, answersTo)
  }
}
