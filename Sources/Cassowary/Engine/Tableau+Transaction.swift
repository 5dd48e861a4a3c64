// Transactions: how an operation that may fail halfway (a required constraint added through an
// artificial variable, a required constant change) restores the state it started from, exactly.
//
// Copying the whole tableau would cost a retain and a release for every row and every column, since
// both are arrays of arrays. Instead a transaction copies the tableau without those two (everything
// else is flat, cheap to copy on write, or untouched), and the journal keeps the first old value of
// each row and column that the operation changes. Rolling back puts those back and truncates what
// was appended.

/// The undo log of the rows and columns: the first old value of each, in the order they changed.
/// Whether one is saved already is marked in the tableau (`JournalMarks`), not looked up here: a
/// hashed lookup on every change of a row or column was a tenth of the cost of adding a constraint.
struct Journal {
  var isActive = false
  var rowCount = 0
  var columnCount = 0
  var savedRows: [(slot: Int32, row: Row)] = []
  var savedColumns: [(id: Int32, column: [Int32])] = []
}

/// For each slot and each symbol id: the transaction (`epoch`) whose journal saved its row or column
/// last. A transaction starts a new epoch, so the marks never need clearing.
struct JournalMarks {
  var epoch: UInt32 = 0
  var rows: [UInt32] = []
  var columns: [UInt32] = []

  /// Starts the marks of a new transaction over `rowCount` slots and `columnCount` symbols.
  mutating func begin(rowCount: Int, columnCount: Int) {
    epoch &+= 1
    if epoch == 0 {
      rows = []
      columns = []
      epoch = 1
    }
    if rows.count < rowCount { rows.append(contentsOf: repeatElement(0, count: rowCount - rows.count)) }
    if columns.count < columnCount {
      columns.append(contentsOf: repeatElement(0, count: columnCount - columns.count))
    }
  }
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
    snapshot.journalMarks = JournalMarks()
    journal = Journal(isActive: true, rowCount: rows.count, columnCount: columns.count)
    journalMarks.begin(rowCount: rows.count, columnCount: columns.count)
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
    var marks = JournalMarks()
    swap(&restoredRows, &rows)
    swap(&restoredColumns, &columns)
    swap(&marks, &journalMarks)
    let journal = self.journal
    self = snapshot
    restoredRows.removeSubrange(journal.rowCount...)
    restoredColumns.removeSubrange(journal.columnCount...)
    for (slot, row) in journal.savedRows { restoredRows[Int(slot)] = row }
    for (id, column) in journal.savedColumns { restoredColumns[Int(id)] = column }
    rows = restoredRows
    columns = restoredColumns
    journalMarks = marks
    self.journal = Journal()
  }

  /// Tells the journal that the row at `slot` is about to change.
  @inline(__always)
  mutating func willChangeRow(_ slot: Int32) {
    guard journal.isActive, Int(slot) < journal.rowCount, journalMarks.rows[Int(slot)] != journalMarks.epoch
    else { return }
    journalMarks.rows[Int(slot)] = journalMarks.epoch
    journal.savedRows.append((slot, rows[Int(slot)]))
  }

  /// Tells the journal that the column of symbol `id` is about to change.
  @inline(__always)
  mutating func willChangeColumn(_ id: Int) {
    guard journal.isActive, id < journal.columnCount, journalMarks.columns[id] != journalMarks.epoch else {
      return
    }
    journalMarks.columns[id] = journalMarks.epoch
    journal.savedColumns.append((Int32(id), columns[id]))
  }
}
