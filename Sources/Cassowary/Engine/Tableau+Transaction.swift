// Transactions: how an operation that may fail halfway (a required constraint added through an
// artificial variable, a required constant change) restores the state it started from, exactly.
//
// Copying the whole tableau would cost a retain and a release for every row and every column, since
// both are arrays of arrays. Instead a transaction copies the tableau without those two (everything
// else is flat, cheap to copy on write, or untouched), and the journal keeps the first old value of
// each row and column that the operation changes. Rolling back puts those back and truncates what
// was appended.

/// The undo log of the rows and columns.
struct Journal {
  var isActive = false
  var rowCount = 0
  var columnCount = 0
  var savedRows: [Int32: Row] = [:]
  var savedColumns: [Int32: [Int32]] = [:]
}

/// The state a transaction rolls back to.
struct Savepoint {
  /// The tableau when the transaction began; without rows and columns when the journal keeps them.
  var tableau: Tableau
  var isJournaled: Bool
}

extension Tableau {
  /// Starts a transaction. A transaction begun inside another one saves a whole copy instead.
  mutating func beginTransaction() -> Savepoint {
    guard !journal.isActive else { return Savepoint(tableau: self, isJournaled: false) }
    var snapshot = self
    snapshot.rows = []
    snapshot.columns = []
    journal = Journal(isActive: true, rowCount: rows.count, columnCount: columns.count)
    return Savepoint(tableau: snapshot, isJournaled: true)
  }

  /// Ends the transaction, keeping its changes.
  mutating func commit(_ savepoint: Savepoint) {
    if savepoint.isJournaled { journal = Journal() }
  }

  /// Ends the transaction, restoring the state it began in.
  mutating func rollBack(to savepoint: Savepoint) {
    guard savepoint.isJournaled else {
      self = savepoint.tableau
      return
    }
    let snapshot = savepoint.tableau
    var restoredRows: [Row] = []
    var restoredColumns: [[Int32]] = []
    swap(&restoredRows, &rows)
    swap(&restoredColumns, &columns)
    let journal = self.journal
    self = snapshot
    restoredRows.removeSubrange(journal.rowCount...)
    restoredColumns.removeSubrange(journal.columnCount...)
    for (slot, row) in journal.savedRows { restoredRows[Int(slot)] = row }
    for (id, column) in journal.savedColumns { restoredColumns[Int(id)] = column }
    rows = restoredRows
    columns = restoredColumns
    self.journal = Journal()
  }

  /// Tells the journal that the row at `slot` is about to change.
  @inline(__always)
  mutating func willChangeRow(_ slot: Int32) {
    guard journal.isActive, Int(slot) < journal.rowCount, journal.savedRows[slot] == nil else { return }
    journal.savedRows[slot] = rows[Int(slot)]
  }

  /// Tells the journal that the column of symbol `id` is about to change.
  @inline(__always)
  mutating func willChangeColumn(_ id: Int) {
    guard journal.isActive, id < journal.columnCount, journal.savedColumns[Int32(id)] == nil else {
      return
    }
    journal.savedColumns[Int32(id)] = columns[id]
  }
}
