/// The solver's state: the simplex tableau, the objective, and the records that map the user's
/// constraints and variables to symbols.
///
/// Storage is built for the pivot loop: symbols are dense integer ids; rows live in contiguous
/// storage indexed by slot; `basicSlot` maps a symbol to the row it is basic in; and `columns` is the
/// symbol-to-rows index, so substitution, ratio tests and suggested values touch only the rows that
/// hold a symbol instead of scanning every row, as kiwi does. `Tableau` is a value: a copy is a
/// snapshot, which is how failed operations restore the previous state exactly.
struct Tableau {
  // MARK: The tableau

  /// Rows by slot; a free slot holds an empty row whose basic symbol is invalid.
  var rows: [Row] = []
  /// The basic symbol of each slot.
  var rowBasic: [Symbol] = []
  /// When each slot's basic symbol entered the basis, in the order of `nextStamp` (see
  /// `Tableau+Definitions.swift`).
  var rowStamp: [Int] = []
  var nextStamp = 0
  /// The symbols that entered the basis while rows of basic externals held them, which left those
  /// rows stale (see `Tableau+Definitions.swift`), each once (`isLazilyEntered`, by id).
  var lazilyEntered: [Symbol] = []
  /// Whether pivots leave the rows of basic externals as they are; on during the dual simplex of
  /// `changeConstant`, where those rows are most of the work and nothing reads them.
  var definesLazily = false
  var isLazilyEntered: [Bool] = []
  /// The rows changed since the last update, for an update that reads only their variables.
  var touchedRows = TouchedRows()
  /// What evaluating stale definitions at reads has cost since they were last refreshed, in cells
  /// (see `evaluateStaleDefinitions()`).
  var staleReadCost = 0
  var freeSlots: [Int32] = []
  /// For each symbol id: the slot of its row if it is basic, else -1.
  var basicSlot: [Int32] = []
  /// For each symbol id: the slots of the rows whose cells hold it (the symbol-to-rows index).
  var columns: [[Int32]] = []
  /// For each symbol id: the constraint record that owns it (its marker or other symbol), else -1.
  var owner: [Int32] = []
  var freeSymbolIds: [Int32] = []

  /// Σ strength × error, in terms of the non-basic symbols.
  var objective = Objective()
  /// The pricing weights of the deferred minimisation (see `optimize`).
  var devex = DevexWeights()
  /// For each symbol id: the symbol it currently stands for (its kind), for dumps and checks.
  var symbols: [Symbol] = []
  /// The phase-one objective while a constraint is added through an artificial variable.
  var artificial = Row()
  var hasArtificial = false
  /// Whether the objective may not be minimal: adds, removals and strength changes only keep the
  /// tableau feasible, and the objective is minimised once, when a solution or the dual simplex
  /// needs it. A batch of adds thus pivots once for the whole batch instead of once per constraint.
  var needsOptimize = false
  /// Whether the next read refines the solution and checks it for drift (see `notePivot`).
  var needsRefinement = false
  /// The cells pivots have rewritten since the solution was last refined (see `notePivot`).
  var refinementDebt = 0
  /// The cells a refinement reads: the terms of the constraints it checks, and each one's marker.
  var refinedCellCount = 0
  /// Pivots since the tableau was built or rebuilt, to space rebuilds out.
  var pivotsSinceRebuild = 0
  /// The output buffer of `addToRow`'s merges, kept between them so that a merge allocates nothing.
  var mergeScratch: [Cell] = []
  /// The coefficients of the primal simplex's entering symbol, from its ratio test to its pivot.
  var enteringColumn = EnteringColumn()
  /// How many rows and cells the tableau holds, the measure of its density.
  var rowCount = 0
  var cellCount = 0
  /// How many degenerate pivots in a row (pivots that leave the objective where it was) the simplex
  /// loops allow before they turn to Bland's rule, which cannot cycle but chooses worse pivots. A
  /// stored property so that tests can make both loops follow Bland's rule from the first pivot (0).
  var blandAfter = 50
  /// Relative size, next to its row's largest coefficient, below which a coefficient is never a
  /// pivot (see `Tolerance.pivot`); raised while `rebuild` tries a careful tableau.
  var pivotFloor = Tolerance.pivot
  /// The average row length up to which changes are optimised at once (see `optimizeIfSparse`).
  static let sparseRowLength = 16
  /// Basic symbols whose rows may have gone negative; the dual simplex repairs them.
  var infeasible: [Symbol] = []
  /// The largest magnitude among the constants the solver has seen, the scale of feasibility tests.
  var constantScale = 1.0
  /// The smallest and largest magnitudes among the coefficients of the constraints added, whose
  /// spread sets `rowNoise`.
  var coefficientRange = (smallest: Double.infinity, largest: 0.0)
  /// Relative size below which a cell is noise next to its row's largest (see
  /// `Tolerance.rowNoise(spread:)`).
  var rowNoise = Tolerance.rowRelative
  /// Whether the constraints' coefficients span at least `Tolerance.mixedSpread`: the rows keep
  /// cells down to `Tolerance.rowRelativeMixed`, and the mixed-magnitude safeguards (a fresh
  /// objective after every minimisation, last-resort pivots, verified adds) are on.
  var mixesMagnitudes: Bool { rowNoise == Tolerance.rowRelativeMixed }
  /// The largest non-required strength the solver has seen, the scale of the objective's tolerances.
  var objectiveScale = 1.0

  // MARK: The user's constraints and variables

  var records: [ConstraintRecord] = []
  var freeRecords: [Int32] = []
  var recordIndex = IdentityTable()
  var nextSequence = 0
  var variables = VariableRegistry()
  var edits: [ObjectIdentifier: EditRecord] = [:]
  /// Off for the scratch solvers that test candidate conflict sets.
  var explainsConflicts = true
  /// Whether an add of a required constraint in a mixed-magnitude system that breaks or rejects a
  /// required constraint is settled by building the tableau afresh (see `addToFreshTableau`); off
  /// in the tableaus built for it.
  var verifiesRequiredAdds = true
  /// The undo log of the transaction in progress, if any.
  var journal = Journal()
  var journalMarks = JournalMarks()

  // MARK: Symbols

  mutating func newSymbol(_ kind: Symbol.Kind) -> Symbol {
    if let id = freeSymbolIds.popLast() {
      let symbol = Symbol(id: id, kind: kind)
      willChangeSymbol(Int(id))
      symbols[Int(id)] = symbol
      return symbol
    }
    let symbol = Symbol(id: Int32(basicSlot.count), kind: kind)
    basicSlot.append(-1)
    columns.append([])
    isLazilyEntered.append(false)
    owner.append(-1)
    symbols.append(symbol)
    objective.appendSymbol()
    return symbol
  }

  /// Returns a symbol's id for reuse. The symbol must be in no row.
  mutating func freeSymbol(_ symbol: Symbol) {
    guard symbol.isValid else { return }
    willChangeSymbol(symbol.id)
    owner[symbol.id] = -1
    freeSymbolIds.append(Int32(symbol.id))
  }

  @inline(__always)
  func slot(of symbol: Symbol) -> Int32 { basicSlot[symbol.id] }

  @inline(__always)
  func isBasic(_ symbol: Symbol) -> Bool { basicSlot[symbol.id] >= 0 }

  // MARK: Rows and columns
  //
  // Every change to the storage by slot and by symbol id goes through the functions below, which
  // tell the journal first (see `Tableau+Transaction.swift`).

  /// Puts `row` into the tableau with `basic` as its basic symbol.
  @discardableResult
  mutating func insertRow(_ row: consuming Row, basic: Symbol) -> Int32 {
    let free = freeSlots.popLast()
    let slot = free ?? Int32(rows.count)
    // The cells learn their column positions before the row is stored: written afterwards, through
    // a copy that shared storage with the stored row, they copied the whole row once more (a
    // chain's rows are as long as the chain).
    if journal.isActive {
      for index in row.cells.indices {
        row.cells[index].position = attach(row.cells[index].symbol, to: slot)
      }
    } else {
      // Outside a transaction nothing needs telling the journal: one access to the column index
      // for the whole row (a chain's rows are as long as the chain, and the checks of `columns`
      // per cell cost 11 % of building stack-1000 and layout-chain-1000, callgrind).
      row.cells.withUnsafeMutableBufferPointer { cells in
        columns.withUnsafeMutableBufferPointer { columns in
          for index in cells.indices {
            cells[index].position = Tableau.appendEntry(slot, to: &columns[cells[index].symbol.id])
          }
        }
      }
    }
    cellCount += row.cells.count
    if free != nil {
      willChangeSlot(slot)
      rows[Int(slot)] = row
      rowBasic[Int(slot)] = basic
      rowStamp[Int(slot)] = nextStamp
    } else {
      rows.append(row)
      rowBasic.append(basic)
      rowStamp.append(nextStamp)
      touchedRows.touch(slot, basic: .invalid)
    }
    nextStamp += 1
    willChangeSymbol(basic.id)
    basicSlot[basic.id] = slot
    rowCount += 1
    return slot
  }

  /// Takes the row out of the tableau and returns it.
  mutating func removeRow(at slot: Int32) -> Row {
    willChangeSlot(slot)
    let row = rows[Int(slot)]
    rows[Int(slot)] = Row()
    for cell in row.cells { detach(cell, from: slot) }
    willChangeSymbol(rowBasic[Int(slot)].id)
    basicSlot[rowBasic[Int(slot)].id] = -1
    rowBasic[Int(slot)] = .invalid
    freeSlots.append(slot)
    rowCount -= 1
    cellCount -= row.cells.count
    return row
  }

  /// Sets the constant of the row at `slot`.
  @inline(__always)
  mutating func setConstant(_ constant: Double, ofRowAt slot: Int32) {
    willChangeSlot(slot)
    rows[Int(slot)].constant = constant
  }

  /// Adds `amount` to the constant of the row at `slot`.
  @inline(__always)
  mutating func addToConstant(_ amount: Double, ofRowAt slot: Int32) {
    willChangeSlot(slot)
    rows[Int(slot)].addToConstant(amount, magnitude: abs(amount))
  }

  /// Records in the column index that the row at `slot` holds `symbol`; returns the position of
  /// the entry, which the row's cell keeps.
  @inline(__always)
  mutating func attach(_ symbol: Symbol, to slot: Int32) -> Int32 {
    logColumnEdit(.appended, of: symbol.id)
    return Tableau.appendEntry(slot, to: &columns[symbol.id])
  }

  /// Appends `slot` to a column and returns its position, in one access to the column.
  @inline(__always)
  static func appendEntry(_ slot: Int32, to column: inout [Int32]) -> Int32 {
    column.append(slot)
    return Int32(column.count - 1)
  }

  /// Records in the column index that the row at `slot` no longer holds `cell`'s symbol: the last
  /// entry of the column takes its place, and that entry's row learns its new position.
  @inline(__always)
  mutating func detach(_ cell: Cell, from slot: Int32) {
    let id = cell.symbol.id
    logColumnEdit(.removed, of: id, position: cell.position, entry: slot)
    let moved = Tableau.removeEntry(at: Int(cell.position), from: &columns[id])
    if moved >= 0 {
      willChangeSlot(moved)
      Tableau.setPosition(cell.position, of: cell.symbol, in: &rows[Int(moved)])
    }
  }

  /// Removes the entry at `position` by moving the last one into its place; returns the moved
  /// entry, or -1 if the removed one was the last. One access to the column (one uniqueness check).
  @inline(__always)
  static func removeEntry(at position: Int, from column: inout [Int32]) -> Int32 {
    let last = column.count - 1
    var moved: Int32 = -1
    if position != last {
      moved = column[last]
      column[position] = moved
    }
    column.removeLast()
    return moved
  }

  /// Sets the column position kept in `row`'s cell of `symbol`, in one access to the row.
  @inline(__always)
  static func setPosition(_ position: Int32, of symbol: Symbol, in row: inout Row) {
    row.cells.withUnsafeMutableBufferPointer { cells in
      // A search without early exit (the symbol is in the row), over the row's buffer: in a dense
      // tableau this runs for nearly every cancelled cell.
      guard var cell = cells.baseAddress else { return }
      var count = cells.count
      while count > 1 {
        let half = count >> 1
        cell = cell[half &- 1].symbol.raw < symbol.raw ? cell + half : cell
        count &-= half
      }
      cell.pointee.position = position
    }
  }

  /// Empties a symbol's column and returns what it held.
  mutating func takeColumn(_ symbol: Symbol) -> [Int32] {
    var taken: [Int32] = []
    swap(&taken, &columns[symbol.id])
    logTakenColumn(taken, of: symbol.id)
    return taken
  }

  /// Adds `factor * source` to the row in `slot`, leaving out `dropped`, keeping the column index.
  @inline(__always)
  mutating func addToRow(at slot: Int32, _ source: Row, times factor: Double, dropping dropped: Symbol) {
    willChangeSlot(slot)
    let index = Int(slot)
    // Out of the table while it merges, so that the merge owns its storage and the column index can
    // be updated meanwhile (no other row's cell can name this slot's position).
    var row = Row()
    swap(&row, &rows[index])
    var scratch: [Cell] = []
    swap(&scratch, &mergeScratch)
    let before = row.cells.count
    if !journal.isActive && row.cells.count >= Row.longMerge {
      Tableau.mergeLong(
        &row, source.cells, times: factor, dropping: dropped, noise: rowNoise, slot: slot, scratch: &scratch,
        columns: &columns, rows: &rows)
    } else {
      row.merge(
        source.cells, factor: factor, dropping: dropped, noise: rowNoise, scratch: &scratch,
        attached: { self.attach($0, to: slot) }, detached: { self.detach($0, from: slot) })
    }
    cellCount += row.cells.count - before
    row.addToConstant(
      factor * source.constant, magnitude: abs(factor) * source.constantMagnitude,
      relative: Tolerance.rowCancellation(noise: rowNoise))
    swap(&row, &rows[index])
    swap(&scratch, &mergeScratch)
  }

  /// `addToRow`'s merge of a long row outside a transaction (in place when the source is a few cells:
  /// `Row.mergeSparse`): nothing needs telling the journal, and
  /// the column index is kept through the buffers of `columns` and `rows`, with one uniqueness check
  /// of each per merge instead of one per cell that appears or cancels. Out of line, so that the
  /// pivot of short rows stays small.
  @inline(never)
  static func mergeLong(
    _ row: inout Row, _ source: [Cell], times factor: Double, dropping dropped: Symbol, noise: Double,
    slot: Int32, scratch: inout [Cell], columns: inout [[Int32]], rows: inout [Row]
  ) {
    columns.withUnsafeMutableBufferPointer { columns in
      rows.withUnsafeMutableBufferPointer { rows in
        // The closures written at each call: kept in constants, they were allocated at every merge.
        if row.mergesInPlace(source) {
          row.mergeSparse(
            source, factor: factor, dropping: dropped, noise: noise,
            attached: { Tableau.appendEntry(slot, to: &columns[$0.id]) },
            detached: { Tableau.detach($0, from: &columns, rows: rows) })
        } else {
          row.merge(
            source, factor: factor, dropping: dropped, noise: noise, scratch: &scratch,
            attached: { Tableau.appendEntry(slot, to: &columns[$0.id]) },
            detached: { Tableau.detach($0, from: &columns, rows: rows) })
        }
      }
    }
  }

  /// `detach(_:from:)` over the buffers of `mergeLong`: the column drops the cell's entry, and the
  /// row whose entry takes its place learns its new position.
  @inline(__always)
  static func detach(
    _ cell: Cell, from columns: inout UnsafeMutableBufferPointer<[Int32]>, rows: UnsafeMutableBufferPointer<Row>
  ) {
    let moved = Tableau.removeEntry(at: Int(cell.position), from: &columns[cell.symbol.id])
    if moved >= 0 { Tableau.setPosition(cell.position, of: cell.symbol, in: &rows[Int(moved)]) }
  }

  /// Replaces `symbol` by the right-hand side of `row` (which reads `symbol = …` and is not in the
  /// tableau under `symbol`'s column) in the rows that hold it, and queues rows that became
  /// infeasible. Rows of basic externals keep `symbol` unless `definitions` is set: they become
  /// stale definitions (see `Tableau+Definitions.swift`).
  mutating func substitute(
    _ symbol: Symbol, with row: Row, definitions: Bool = false, knowsColumn: Bool = false
  ) {
    var targets = takeColumn(symbol)
    if !definitions && definesLazily && definitionCount(in: targets) >= Tableau.lazySpread {
      var restricted = 0
      var keptDefinition = false
      for (index, slot) in targets.enumerated() {
        if rowBasic[Int(slot)].isExternal {
          let position = attach(symbol, to: slot)
          willChangeSlot(slot)
          Tableau.setPosition(position, of: symbol, in: &rows[Int(slot)])
          keptDefinition = true
        } else {
          if knowsColumn { enteringColumn.coefficients[restricted] = enteringColumn.coefficients[index] }
          targets[restricted] = slot
          restricted += 1
        }
      }
      targets.removeSubrange(restricted...)
      if keptDefinition && !isLazilyEntered[symbol.id] {
        willChangeSymbol(symbol.id)
        isLazilyEntered[symbol.id] = true
        lazilyEntered.append(symbol)
      }
    }
    for (position, slot) in targets.enumerated() {
      let factor = knowsColumn ? enteringColumn.coefficients[position] : rows[Int(slot)].coefficient(of: symbol)
      guard factor != 0 else { continue }
      addToRow(at: slot, row, times: factor, dropping: symbol)
      queueIfInfeasible(slot)
    }
    objective.substitute(symbol, with: row)
    if hasArtificial { artificial.substitute(symbol, with: row, noise: rowNoise) }
  }

  /// The length per stale symbol up to which `symbolValues` reads a stale definition in one pass
  /// rather than galloping to each of its stale cells.
  static let scannedDefinitionLength = 32

  /// How many rows of basic externals there must be among a pivot's targets for the pivot to leave
  /// them stale: below it, updating them costs less than evaluating them at every later read.
  static let lazySpread = 16

  /// How many of `slots` hold rows of basic externals.
  func definitionCount(in slots: [Int32]) -> Int {
    var count = 0
    for slot in slots where rowBasic[Int(slot)].isExternal { count += 1 }
    return count
  }

  /// Whether the row's basic symbol has a value it may not have: a restricted symbol below zero, or
  /// a dummy (the marker of a required equality, which is zero) that is not zero.
  @inline(__always)
  func isInfeasible(_ basic: Symbol, constant: Double) -> Bool {
    basic.isDummy ? constant != 0 : basic.isRestricted && constant < 0
  }

  /// Queues the row at `slot` for the dual simplex if its constant is infeasible; a violation that is
  /// rounding noise is set to zero instead.
  @inline(__always)
  mutating func queueIfInfeasible(_ slot: Int32) {
    let basic = rowBasic[Int(slot)]
    let constant = rows[Int(slot)].constant
    guard isInfeasible(basic, constant: constant) else { return }
    if Tolerance.isNegligibleConstant(of: rows[Int(slot)], constantScale: constantScale) {
      setConstant(0, ofRowAt: slot)
    } else {
      infeasible.append(basic)
    }
  }

  /// Makes `entering` basic in the row at `slot`, whose basic symbol leaves the basis; with
  /// `knowsColumn`, `enteringColumn` holds the coefficients of `entering` in the rows of its column.
  mutating func pivot(slot: Int32, entering: Symbol, knowsColumn: Bool = false) {
    willChangeSlot(slot)
    let index = Int(slot)
    let leaving = rowBasic[index]
    let enteringCell = rows[index].cells[rows[index].position(of: entering).index]
    notePivot(rewriting: rows[index].cells.count * columns[entering.id].count)
    detach(enteringCell, from: slot)
    if knowsColumn { enteringColumn.removeEntry(at: Int(enteringCell.position)) }
    var row = Row()
    swap(&row, &rows[index])
    row.solve(for: leaving, entering: entering)
    let position = attach(leaving, to: slot)
    row.cells[row.position(of: leaving).index].position = position
    willChangeSymbol(leaving.id)
    willChangeSymbol(entering.id)
    basicSlot[leaving.id] = -1
    basicSlot[entering.id] = slot
    rowBasic[index] = entering
    rowStamp[index] = nextStamp
    nextStamp += 1
    rows[index] = row
    substitute(entering, with: row, knowsColumn: knowsColumn)
  }
}
