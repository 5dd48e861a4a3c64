extension Tableau {
  /// Makes room for `constraints` more constraints over `variables` new variables, for a caller about
  /// to add many at once (a layout engine's first pass adds a whole tree): the storage by slot, by
  /// symbol id and by record then grows once, instead of through every doubling on the way, each of
  /// which copied the array and, for a large one, touched fresh pages.
  ///
  /// A constraint takes a row, a record and at most two symbols of its own (its marker and the
  /// other), and each new variable one symbol.
  mutating func reserveCapacity(constraints: Int, variables: Int) {
    guard constraints > 0 || variables > 0 else { return }
    let slots = rows.count + constraints
    rows.reserveCapacity(slots)
    rowBasic.reserveCapacity(slots)
    rowStamp.reserveCapacity(slots)
    let symbolCount = basicSlot.count + 2 * constraints + variables
    basicSlot.reserveCapacity(symbolCount)
    columns.reserveCapacity(symbolCount)
    isLazilyEntered.reserveCapacity(symbolCount)
    owner.reserveCapacity(symbolCount)
    symbols.reserveCapacity(symbolCount)
    objective.reserveCapacity(symbolCount: symbolCount)
    records.reserveCapacity(records.count + constraints)
    recordIndex.reserveCapacity(recordIndex.count + constraints)
    self.variables.reserveCapacity(variables, symbolCount: symbolCount)
  }
}
