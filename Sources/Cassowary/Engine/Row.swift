/// One coefficient of a row.
struct Cell {
  var symbol: Symbol
  /// Where the row stands in its symbol's column (`Tableau.columns`), so that the index can drop it
  /// without a search. Meaningful only in the tableau's rows.
  var position: Int32 = 0
  var coefficient: Double

  init(symbol: Symbol, coefficient: Double, position: Int32 = 0) {
    self.symbol = symbol
    self.position = position
    self.coefficient = coefficient
  }
}

/// A linear form `constant + Σ coefficient * symbol`, with cells sorted by symbol.
///
/// A basic row reads `basic = constant + Σ cells`; a row being built for a new constraint reads
/// `0 = constant + Σ cells`. Sorted cells make lookups binary searches and additions of rows linear
/// merges. Rows are values: the tableau keeps them in contiguous storage indexed by slot.
struct Row {
  var cells: [Cell]
  var constant: Double
  /// An upper bound of the cells' magnitudes (exact after a merge), the scale of the pivot tolerance.
  var largest: Double

  init(constant: Double = 0) {
    cells = []
    self.constant = constant
    largest = 0
  }

  /// The position of `symbol`, or where it would be inserted.
  @inline(__always)
  func position(of symbol: Symbol) -> (index: Int, found: Bool) {
    var low = 0
    var high = cells.count
    while low < high {
      let mid = (low + high) >> 1
      let s = cells[mid].symbol.raw
      if s < symbol.raw {
        low = mid + 1
      } else if s > symbol.raw {
        high = mid
      } else {
        return (mid, true)
      }
    }
    return (low, false)
  }

  /// The coefficient of `symbol`, zero if absent.
  @inline(__always)
  func coefficient(of symbol: Symbol) -> Double {
    let (index, found) = position(of: symbol)
    return found ? cells[index].coefficient : 0
  }

  /// Adds `coefficient * symbol`, dropping the cell if it cancels.
  /// - Returns: +1 if a cell was created, -1 if one was removed, 0 otherwise.
  @discardableResult
  mutating func add(_ symbol: Symbol, _ coefficient: Double) -> Int {
    let (index, found) = position(of: symbol)
    if found {
      let sum = Tolerance.sum(cells[index].coefficient, coefficient)
      if sum == 0 {
        cells.remove(at: index)
        return -1
      }
      cells[index].coefficient = sum
      largest = Swift.max(largest, abs(sum))
      return 0
    }
    if coefficient == 0 { return 0 }
    cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
    largest = Swift.max(largest, abs(coefficient))
    return 1
  }

  /// Removes the cell of `symbol` and returns its coefficient (zero if absent).
  @discardableResult
  mutating func remove(_ symbol: Symbol) -> Double {
    let (index, found) = position(of: symbol)
    guard found else { return 0 }
    return cells.remove(at: index).coefficient
  }

  /// Adds `factor * other` by a merge. For rows outside the tableau's column index (a row under
  /// construction, the objectives).
  mutating func add(_ other: Row, times factor: Double) {
    constant = Tolerance.sum(constant, factor * other.constant)
    var (merged, smallest, largest) = Row.merged(
      cells, other.cells, factor: factor, dropping: .invalid, attached: { _ in 0 }, detached: { _ in })
    if Tolerance.isNegligibleInRow(smallest, largest: largest) {
      Row.dropNegligible(&merged, largest: largest) { _ in }
    }
    cells = merged
    self.largest = largest
  }

  /// Multiplies every cell and the constant by `factor`.
  mutating func multiply(by factor: Double) {
    constant *= factor
    largest *= abs(factor)
    for i in cells.indices { cells[i].coefficient *= factor }
  }

  /// Solves `0 = constant + Σ cells` for `symbol`, which must be in the row: afterwards the row reads
  /// `symbol = constant' + Σ cells'` and no longer holds `symbol`.
  mutating func solve(for symbol: Symbol) {
    let coefficient = remove(symbol)
    multiply(by: -1 / coefficient)
  }

  /// Turns `lhs = constant + Σ cells` into `rhs = …`; `rhs` must be in the row.
  mutating func solve(for lhs: Symbol, entering rhs: Symbol) {
    add(lhs, -1)
    solve(for: rhs)
  }

  /// The cells of `target + factor * source` in symbol order, leaving out the cell of `dropped` in
  /// `target`, reporting cells that appear (`attached` gives their column position) or cancel
  /// (`detached`), with the smallest and the largest
  /// magnitude among them. The merge writes into uninitialised storage through one pair of buffer
  /// pointers: it is the innermost loop of every pivot.
  @inline(__always)
  static func merged(
    _ target: [Cell], _ source: [Cell], factor: Double, dropping dropped: Symbol,
    attached: (Symbol) -> Int32, detached: (Cell) -> Void
  ) -> (cells: [Cell], smallest: Double, largest: Double) {
    var smallest = Double.infinity
    var largest = 0.0
    let cells = [Cell](unsafeUninitializedCapacity: target.count + source.count) { output, count in
      target.withUnsafeBufferPointer { t in
        source.withUnsafeBufferPointer { s in
          var i = 0
          var j = 0
          var k = 0
          let tn = t.count
          let sn = s.count
          @inline(__always) func emit(_ cell: Cell) {
            output.initializeElement(at: k, to: cell)
            k += 1
            let magnitude = abs(cell.coefficient)
            smallest = Swift.min(smallest, magnitude)
            largest = Swift.max(largest, magnitude)
          }
          while i < tn && j < sn {
            let ts = t[i].symbol.raw
            let ss = s[j].symbol.raw
            if ts < ss {
              if t[i].symbol != dropped { emit(t[i]) }
              i += 1
            } else if ss < ts {
              let value = factor * s[j].coefficient
              if value != 0 {
                emit(Cell(symbol: s[j].symbol, coefficient: value, position: attached(s[j].symbol)))
              }
              j += 1
            } else {
              let sum = Tolerance.sum(t[i].coefficient, factor * s[j].coefficient)
              if sum == 0 {
                detached(t[i])
              } else {
                var cell = t[i]
                cell.coefficient = sum
                emit(cell)
              }
              i += 1
              j += 1
            }
          }
          while i < tn {
            if t[i].symbol != dropped { emit(t[i]) }
            i += 1
          }
          while j < sn {
            let value = factor * s[j].coefficient
            if value != 0 {
              emit(Cell(symbol: s[j].symbol, coefficient: value, position: attached(s[j].symbol)))
            }
            j += 1
          }
          count = k
        }
      }
    }
    return (cells, smallest, largest)
  }

  /// Drops the cells that are negligible next to the row's largest coefficient (see
  /// ``Tolerance/isNegligibleInRow(_:largest:)``), reporting each to `dropped`.
  static func dropNegligible(_ cells: inout [Cell], largest: Double, dropped: (Cell) -> Void) {
    cells.removeAll { cell in
      guard Tolerance.isNegligibleInRow(cell.coefficient, largest: largest) else { return false }
      dropped(cell)
      return true
    }
  }
}

extension Row {
  /// Replaces `symbol` by the right-hand side of `row` (which reads `symbol = …`).
  /// For rows outside the column index: the objectives.
  mutating func substitute(_ symbol: Symbol, with row: Row) {
    let factor = coefficient(of: symbol)
    guard factor != 0 else { return }
    constant = Tolerance.sum(constant, factor * row.constant)
    var (merged, smallest, largest) = Row.merged(
      cells, row.cells, factor: factor, dropping: symbol, attached: { _ in 0 }, detached: { _ in })
    // The same noise filter as the tableau's rows: the artificial objective must stay the mirror
    // of the artificial variable's row.
    if Tolerance.isNegligibleInRow(smallest, largest: largest) {
      Row.dropNegligible(&merged, largest: largest) { _ in }
    }
    cells = merged
    self.largest = largest
  }
}
