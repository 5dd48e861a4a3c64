/// The tableau's storage by slot and by symbol id, which a transaction's savepoint leaves out and the
/// journal restores (see `Tableau+Transaction.swift`). Any such array left in the savepoint would be
/// copied whole at its first write in the transaction, being shared with it.
struct JournaledStorage {
  var rows: [Row] = []
  var rowBasic: [Symbol] = []
  var rowStamp: [Int] = []
  var columns: [[Int32]] = []
  var basicSlot: [Int32] = []
  var owner: [Int32] = []
  var symbols: [Symbol] = []
  var isLazilyEntered: [Bool] = []
  var objective = Objective()
  /// Not restored: the merge's output buffer holds nothing between merges.
  var mergeScratch: [Cell] = []
  /// Not restored: it holds nothing between pivots either.
  var enteringColumn = EnteringColumn()
  /// Not restored: the marks outlive transactions, by epoch.
  var marks = JournalMarks()
  /// Not restored: a rollback makes the list cover every row instead.
  var touchedRows = TouchedRows()
  /// Not restored: the journal itself, emptied when its transaction ends, keeping its storage for the
  /// next one (adding a feed's constraints runs a transaction per constraint, and growing the lists
  /// from empty each time cost a tenth of the build's cache misses on writes).
  var journal = Journal()

  /// Swaps this storage with the tableau's.
  mutating func exchange(with tableau: inout Tableau) {
    swap(&rows, &tableau.rows)
    swap(&rowBasic, &tableau.rowBasic)
    swap(&rowStamp, &tableau.rowStamp)
    swap(&columns, &tableau.columns)
    swap(&basicSlot, &tableau.basicSlot)
    swap(&owner, &tableau.owner)
    swap(&symbols, &tableau.symbols)
    swap(&isLazilyEntered, &tableau.isLazilyEntered)
    swap(&objective, &tableau.objective)
    swap(&mergeScratch, &tableau.mergeScratch)
    swap(&enteringColumn, &tableau.enteringColumn)
    swap(&marks, &tableau.journalMarks)
    swap(&touchedRows, &tableau.touchedRows)
    swap(&journal, &tableau.journal)
  }

  /// Restores the state before the transaction that ``journal`` recorded, and ends the journal.
  mutating func undo() {
    rows.removeSubrange(journal.rowCount...)
    rowBasic.removeSubrange(journal.rowCount...)
    rowStamp.removeSubrange(journal.rowCount...)
    for saved in journal.savedSlots {
      let slot = Int(saved.slot)
      rows[slot] = saved.row
      rowBasic[slot] = saved.basic
      rowStamp[slot] = saved.stamp
    }
    columns.removeSubrange(journal.symbolCount...)
    basicSlot.removeSubrange(journal.symbolCount...)
    owner.removeSubrange(journal.symbolCount...)
    symbols.removeSubrange(journal.symbolCount...)
    isLazilyEntered.removeSubrange(journal.symbolCount...)
    for edit in journal.columnEdits.reversed() { undo(edit) }
    for saved in journal.savedSymbols {
      let id = Int(saved.id)
      basicSlot[id] = saved.basicSlot
      owner[id] = saved.owner
      symbols[id] = saved.symbol
      isLazilyEntered[id] = saved.isLazilyEntered
    }
    objective.rollBackTransaction()
    journal.end()
  }

  /// Undoes one change to a column; the changes made after it are undone already.
  private mutating func undo(_ edit: ColumnEdit) {
    let id = Int(edit.id)
    switch edit.kind {
    case .appended:
      columns[id].removeLast()
    case .removed:
      // The removal moved the last entry into `position` (unless the removed one was the last):
      // that entry goes back to the end, and the removed one back to its place.
      let position = Int(edit.position)
      if position == columns[id].count {
        columns[id].append(edit.entry)
      } else {
        columns[id].append(columns[id][position])
        columns[id][position] = edit.entry
      }
    case .taken:
      columns[id] = journal.takenColumns[Int(edit.position)]
    }
  }
}
