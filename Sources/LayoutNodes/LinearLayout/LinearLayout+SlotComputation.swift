import Foundation

extension LinearLayout {
  /// One computation of a layout's slots, with what it depended on: the current one (``measured``) or
  /// one kept for its size (``keptSlots``).
  ///
  /// A layout measured or placed again at a size it had before takes kept slots back instead of
  /// measuring its subtree again, as Yoga keeps a node's last measurements: a list resized back and
  /// forth between a phone's two orientations, or a cell measured at each width of a resize, lays out
  /// from what it kept. It keeps computations from its first ones and then while the sizes it is given
  /// recur (``SlotKeeping``), at most ``keptSlotsLimit`` of them. Only slots that were verified
  /// (``hasVerifiedSlots``: no child answers with its frame, and every nested layout's slots were
  /// verified too) are kept, with the ``LayoutNode/subtreeGeneration`` they were verified at; they are
  /// taken back only while that generation, the node's own ``LayoutNode/measurementGeneration`` and
  /// the records are unchanged. Every change that can change a slot bumps one of them (see
  /// ``measuredSlotsAreCurrent()``), so slots taken back are the ones a new computation would give,
  /// and a layout from them sets the same frames.
  ///
  /// The current computation and the kept ones have the same shape, so that taking kept slots back
  /// swaps two values in place: no field copied one by one, no array retained or released.
  struct SlotComputation {
    /// The visible children's slots, in child order.
    var slots: [Slot] = []
    /// The size the slots were computed for; nil before the first computation and while one is under
    /// way (the slots are then not the last computation's).
    var size: CGSize?
    /// Whether a size in ``slots`` came out negative: laying out must then compute again, to record
    /// the warning that measuring does not.
    var wereClamped = false
    /// What the slots depended on.
    var dependence = SlotDependence()
    /// The wrap-content size of the slots: their sum along the main axis and the largest across, plus
    /// padding (never negative), summed as they were computed.
    var wrapSize = CGSize.zero
    /// The size down to which the slots hold, if known (see
    /// ``lowerBound(of:records:measured:dependence:clamped:)``).
    var lowerBound: CGSize?
    /// The children's ``LayoutNode/measurementGeneration`` (all of them, hidden ones too, in child
    /// order) when the slots were computed.
    var generations: [Int] = []
    /// The node's own ``LayoutNode/measurementGeneration`` when the slots were computed.
    var ownGeneration = -1
    /// ``slotComputations`` right after the slots were computed: unique within the layout.
    var stamp = -1
    /// The ``LayoutNode/subtreeGeneration`` at which the slots were last verified
    /// (``verifiedSlotsStamp`` says whether they were).
    var verifiedSubtreeGeneration = -1

    /// Moves the arrays out for a new computation to overwrite, with room for `childCount` slots, and
    /// marks this one as under way. (A first computation then allocates each array once, at its size,
    /// instead of growing it slot by slot.)
    @inline(__always) mutating func takeBuffers(childCount: Int) -> (slots: [Slot], generations: [Int]) {
      var buffers: (slots: [Slot], generations: [Int]) = ([], [])
      swap(&buffers.slots, &slots)
      swap(&buffers.generations, &generations)
      if buffers.slots.capacity < childCount || buffers.generations.capacity < childCount {
        Self.reserve(&buffers, childCount)
      }
      size = nil
      stamp = -1
      return buffers
    }

    /// Room for `count` slots in both buffers. Out of line: only a first computation, or one with more
    /// children, needs it.
    @inline(never) private static func reserve(_ buffers: inout (slots: [Slot], generations: [Int]), _ count: Int) {
      buffers.slots.reserveCapacity(count)
      buffers.generations.reserveCapacity(count)
    }
  }
}
