// Transactions: how an operation that may fail halfway (a required constraint added through an
// artificial variable, a required constant change) restores the state it started from, exactly.
//
// Copying the whole tableau would cost a retain and a release for every row and every column, since
// both are arrays of arrays; and a copy of the flat arrays by slot and by symbol id, shared with the
// live tableau, makes the first write to each copy it whole (with ~14,000 symbols, a third of the
// instructions of grid-100x10 went to those copies). Instead a transaction copies the tableau
// without that storage (`JournaledStorage`): what remains is small or untouched. The journal keeps
// the first old state of each slot and each symbol that the operation changes, and the objective
// keeps its own (see `Objective.swift`). Rolling back puts those back and truncates
// what was appended.
//
// Columns are not saved but logged: each entry appended to or removed from a column is one record,
// and rolling back undoes them in reverse order, which gives every column back its old entries in
// their old order (the rows' cells keep positions in them). A saved copy of a column shared its
// storage, so the column's next change copied it whole: the column of the edit variable of a feed's
// width, which every cell's rows hold, was copied at nearly every constraint added through a
// transaction, which made building a feed quadratic (at 1,000 anchored cells, `memcpy` was 8 % of
// the build's instructions, callgrind).

/// The undo log of the storage by slot and by symbol id: the first old state of each, in the order
/// they changed. Whether one is saved already is marked in the tableau (`JournalMarks`), not looked
/// up here: a hashed lookup on every change of a row or column was a tenth of the cost of adding a
/// constraint.
struct Journal {
  var isActive = false
  var rowCount = 0
  var symbolCount = 0
  var savedSlots: [SavedSlot] = []
  var savedSymbols: [SavedSymbol] = []
  /// The changes to the columns of the symbols that existed when the transaction began, in order.
  var columnEdits: [ColumnEdit] = []
  /// The columns that `takeColumn` emptied, which `columnEdits` refer to by index.
  var takenColumns: [[Int32]] = []

  /// Starts recording a transaction over `rowCount` slots and `symbolCount` symbols.
  mutating func begin(rowCount: Int, symbolCount: Int) {
    isActive = true
    self.rowCount = rowCount
    self.symbolCount = symbolCount
  }

  /// Stops recording and empties the lists, keeping their storage for the next transaction.
  mutating func end() {
    isActive = false
    savedSlots.removeAll(keepingCapacity: true)
    savedSymbols.removeAll(keepingCapacity: true)
    columnEdits.removeAll(keepingCapacity: true)
    takenColumns.removeAll(keepingCapacity: true)
  }
}

/// One change to a column in a transaction.
struct ColumnEdit {
  enum Kind: UInt8 {
    /// An entry was appended.
    case appended
    /// The entry `entry` at `position` was removed, the last one taking its place.
    case removed
    /// The column was emptied; it held `takenColumns[position]`.
    case taken
  }

  var id: Int32
  var kind: Kind
  var position: Int32
  var entry: Int32
}

/// What a slot held before the transaction changed it.
struct SavedSlot {
  var slot: Int32
  var row: Row
  var basic: Symbol
  var stamp: Int
}

/// What the tableau held for a symbol id before the transaction changed it (its column is logged
/// instead, see `ColumnEdit`).
struct SavedSymbol {
  var id: Int32
  var basicSlot: Int32
  var owner: Int32
  var symbol: Symbol
  var isLazilyEntered: Bool
}

/// For each slot and each symbol id: the transaction (`epoch`) whose journal saved it last. A
/// transaction starts a new epoch, so the marks never need clearing.
struct JournalMarks {
  var epoch: UInt32 = 0
  var slots: [UInt32] = []
  var symbols: [UInt32] = []

  /// Starts the marks of a new transaction over `rowCount` slots and `symbolCount` symbols.
  mutating func begin(rowCount: Int, symbolCount: Int) {
    epoch &+= 1
    if epoch == 0 {
      slots = []
      symbols = []
      epoch = 1
    }
    if slots.count < rowCount { slots.append(contentsOf: repeatElement(0, count: rowCount - slots.count)) }
    if symbols.count < symbolCount {
      symbols.append(contentsOf: repeatElement(0, count: symbolCount - symbols.count))
    }
  }
}

/// The state a transaction rolls back to.
struct Savepoint {
  /// The tableau when the transaction began; without its `JournaledStorage` when the journal keeps it.
  var tableau: Tableau
  var isJournaled: Bool
}

extension Tableau {
  /// Starts a transaction. A transaction begun inside another one saves a whole copy instead.
  mutating func beginTransaction() -> Savepoint {
    guard !journal.isActive else { return Savepoint(tableau: self, isJournaled: false) }
    let snapshot = withoutJournaledStorage()
    journal.begin(rowCount: rows.count, symbolCount: basicSlot.count)
    journalMarks.begin(rowCount: rows.count, symbolCount: basicSlot.count)
    objective.beginTransaction()
    return Savepoint(tableau: snapshot, isJournaled: true)
  }

  /// A copy of the tableau without its `JournaledStorage`. A function of its own so that the
  /// copy's references to that storage are released before the transaction writes to it: one held
  /// until `beginTransaction` returned made `journalMarks.begin` copy the marks whole.
  func withoutJournaledStorage() -> Tableau {
    var copy = self
    var shared = JournaledStorage()
    shared.exchange(with: &copy)
    return copy
  }

  /// Ends the transaction, keeping its changes.
  mutating func commit(_ savepoint: Savepoint) {
    guard savepoint.isJournaled else { return }
    journal.end()
    objective.commitTransaction()
  }

  /// Ends the transaction, restoring the state it began in.
  mutating func rollBack(to savepoint: Savepoint) {
    guard savepoint.isJournaled else {
      self = savepoint.tableau
      touchedRows.coversAll = true
      return
    }
    var storage = JournaledStorage()
    storage.exchange(with: &self)
    self = savepoint.tableau
    storage.undo()
    storage.exchange(with: &self)
    // The journal restores rows without touching them.
    touchedRows.coversAll = true
  }

  /// Tells the journal, and the list of touched rows, that the row, basic symbol or stamp of `slot` is
  /// about to change.
  @inline(__always)
  mutating func willChangeSlot(_ slot: Int32) {
    let index = Int(slot)
    // Tested here, not in `touch`, so that a solver that does not record reads no basic symbol.
    if !touchedRows.coversAll { touchedRows.touch(slot, basic: rowBasic[index]) }
    guard journal.isActive, index < journal.rowCount, journalMarks.slots[index] != journalMarks.epoch else {
      return
    }
    journalMarks.slots[index] = journalMarks.epoch
    journal.savedSlots.append(SavedSlot(slot: slot, row: rows[index], basic: rowBasic[index], stamp: rowStamp[index]))
  }

  /// Tells the journal that the basic slot, owner, kind or lazy-entry flag of symbol `id` is about to
  /// change.
  @inline(__always)
  mutating func willChangeSymbol(_ id: Int) {
    guard journal.isActive, id < journal.symbolCount, journalMarks.symbols[id] != journalMarks.epoch else {
      return
    }
    journalMarks.symbols[id] = journalMarks.epoch
    journal.savedSymbols.append(
      SavedSymbol(
        id: Int32(id), basicSlot: basicSlot[id], owner: owner[id], symbol: symbols[id],
        isLazilyEntered: isLazilyEntered[id]))
  }

  /// Logs an entry appended to or removed from the column of symbol `id` (see `ColumnEdit`); a column
  /// made in the transaction goes whole when it rolls back, and needs none.
  @inline(__always)
  mutating func logColumnEdit(_ kind: ColumnEdit.Kind, of id: Int, position: Int32 = 0, entry: Int32 = 0) {
    guard journal.isActive, id < journal.symbolCount else { return }
    journal.columnEdits.append(ColumnEdit(id: Int32(id), kind: kind, position: position, entry: entry))
  }

  /// Logs that the column of symbol `id`, which held `taken`, was emptied.
  @inline(__always)
  mutating func logTakenColumn(_ taken: [Int32], of id: Int) {
    guard journal.isActive, id < journal.symbolCount else { return }
    journal.columnEdits.append(
      ColumnEdit(id: Int32(id), kind: .taken, position: Int32(journal.takenColumns.count), entry: 0))
    journal.takenColumns.append(taken)
  }
}
