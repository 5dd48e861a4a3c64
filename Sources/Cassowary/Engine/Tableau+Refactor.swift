// Refactorisation: the rows of the current basis computed afresh from the constraints as written.
//
// Every row is the product of every pivot since the tableau was built, and in a system that mixes
// magnitudes a pivot can turn the rounding of its row into an error of 1e-3 in a coefficient (a
// rounding of 1e-11 of a sum's operands divided by a pivot of 1e-8). Rebuilding by
// adding the constraints again walks the simplex path again, with pivots as poor. The basis the
// minimisation ended in is usually right, only its rows are not: elimination straight to that basis,
// each constraint solved for the basic symbol of largest coefficient in it (partial pivoting), gives
// the same rows to the accuracy of that basis alone.

extension Tableau {
  /// A tableau with the same basic symbols and rows computed afresh from the constraints, feasible
  /// and minimised (the dual and primal simplex finish from it if the old rows were wrong enough to
  /// have chosen the wrong basis); nil if reducing the constraints leaves one in which no symbol of
  /// the basis has a coefficient large enough to solve for (the basis is singular at this
  /// precision), or if the dual simplex cannot make it feasible, which only rounding could cause.
  func refactored() -> Tableau? {
    var isInBasis = [Bool](repeating: false, count: basicSlot.count)
    for basic in rowBasic where basic.isValid { isInBasis[basic.id] = true }
    var fresh = self
    fresh.removeAllRows()
    for record in records.filter({ $0.marker.isValid }).sorted(by: { $0.sequence < $1.sequence }) {
      var row = fresh.equationRow(of: record)
      var subject = Symbol.invalid
      var largest = 0.0
      for cell in row.cells where isInBasis[cell.symbol.id] && abs(cell.coefficient) > largest {
        subject = cell.symbol
        largest = abs(cell.coefficient)
      }
      guard subject.isValid && Tolerance.isPivot(largest, largest: row.largest) else {
        // A required equality that the others imply reduces to its dummies alone, which are zero. It
        // keeps its row, solved for its marker, as adding it did (see `addWithArtificialVariable`):
        // that row refuses a later constant that contradicts it.
        let isImplied =
          row.cells.allSatisfy { $0.symbol.isDummy || isInBasis[$0.symbol.id] }
          && Tolerance.isNegligibleConstant(of: row, constantScale: constantScale)
        guard isImplied else { return nil }
        if row.cells.contains(where: { $0.symbol == record.marker }) {
          row.constant = 0
          row.solve(for: record.marker)
          fresh.substitute(record.marker, with: row)
          fresh.insertRow(row, basic: record.marker)
        }
        continue
      }
      row.solve(for: subject)
      fresh.substitute(subject, with: row)
      fresh.insertRow(row, basic: subject)
    }
    guard fresh.rowCount == rowCount else { return nil }
    fresh.recomputeObjective()
    for slot in fresh.rows.indices where fresh.rowBasic[slot].isValid {
      fresh.queueIfInfeasible(Int32(slot))
    }
    guard fresh.dualOptimize() == nil else { return nil }
    fresh.needsOptimize = true
    fresh.optimizeIfNeeded()
    return fresh
  }

  /// Empties the tableau of its rows, keeping its symbols, records and variables; the objective holds
  /// the errors' weights, all symbols being non-basic, and the next update reads every variable.
  private mutating func removeAllRows() {
    let symbolCount = basicSlot.count
    rows = []
    rowBasic = []
    rowStamp = []
    nextStamp = 0
    freeSlots = []
    lazilyEntered = []
    isLazilyEntered = [Bool](repeating: false, count: symbolCount)
    staleReadCost = 0
    basicSlot = [Int32](repeating: -1, count: symbolCount)
    columns = [[Int32]](repeating: [], count: symbolCount)
    rowCount = 0
    cellCount = 0
    infeasible = []
    // Every row is new: the next update reads every variable, as a tableau built afresh does. A
    // variable basic in a row untouched since the last update and not basic in the new rows would
    // otherwise keep its old value.
    touchedRows = TouchedRows()
    recomputeObjective()
  }

  /// The constraint's equation `scale × expression + markerSign × (marker − other) = 0` as a row in
  /// terms of the non-basic symbols.
  private func equationRow(of record: ConstraintRecord) -> Row {
    let expression = record.constraint.expression
    var row = Row(constant: expression.constant * record.scale)
    addTerms(expression.terms, symbols: record.termSymbols, scale: record.scale, to: &row)
    for (symbol, sign) in [(record.marker, record.markerSign), (record.other, -record.markerSign)]
    where symbol.isValid {
      row.add(symbol, sign)
    }
    return row
  }
}
