/// The rows whose constant or basic symbol changed since the variables were last updated, for a
/// solver that lists the variables its updates change (`Solver._recordsChangedVariables`).
///
/// An update writes every variable's value, and for a layout of 1,000 cells (60,000 variables) that
/// loop was most of the cost of re-laying out one edited cell: the edit's suggested values and
/// constants rewrite a handful of rows. With the rows listed, the update reads only the variables
/// basic in them now or when they were first touched (one that left the basis since is 0), which
/// are every variable whose value can have changed: a value is a row's constant or zero, and every
/// change to a row goes through `Tableau.willChangeSlot`, which lists it. (A stale definition's value
/// also depends on the rows of its basic symbols: one whose symbol has left the basis is listed when
/// the definitions are refreshed, see `refreshDefinitions()`.)
///
/// The list covers everything (`coversAll`) until the first update that records, and again after
/// anything it does not follow: a tableau built afresh starts with its own, covering all, and a
/// rolled-back transaction sets it. A solver that does not record never lists a row.
struct TouchedRows {
  /// Whether the next update must read every variable; while set, nothing is listed.
  var coversAll = true
  /// The touched slots, each once, in the order of their first touch.
  private(set) var slots: [Int32] = []
  /// The basic symbol of each listed slot when it was first touched.
  private(set) var formerBasics: [Symbol] = []
  private var isListed: [Bool] = []

  /// Lists `slot`, whose basic symbol is `basic` before the change, unless it is listed already.
  @inline(__always)
  mutating func touch(_ slot: Int32, basic: Symbol) {
    guard !coversAll else { return }  // callers on hot paths test it first
    let index = Int(slot)
    if index < isListed.count {
      guard !isListed[index] else { return }
    } else {
      isListed.append(contentsOf: repeatElement(false, count: index + 1 - isListed.count))
    }
    isListed[index] = true
    slots.append(slot)
    formerBasics.append(basic)
  }

  /// Empties the list after an update; while `recording`, the next changes are listed, otherwise the
  /// next update reads every variable again.
  mutating func restart(recording: Bool) {
    for slot in slots { isListed[Int(slot)] = false }
    slots.removeAll(keepingCapacity: true)
    formerBasics.removeAll(keepingCapacity: true)
    coversAll = !recording
  }
}
