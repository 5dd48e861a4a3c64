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
    var scratch: [Cell] = []
    merge(
      other.cells, factor: factor, dropping: .invalid, scratch: &scratch, copiesBack: false,
      attached: { _ in 0 }, detached: { _ in })
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

  /// Replaces the cells by those of `cells + factor * source` in symbol order, leaving out the cell
  /// of `dropped`, reporting cells that appear (`attached` gives their column position) or cancel
  /// or are dropped as noise (`detached`); `largest` becomes the largest magnitude among them.
  ///
  /// This is the innermost loop of every pivot, so it allocates nothing once `scratch` and the row
  /// have grown to their sizes: the merge writes into `scratch`, whose count only grows (its cells
  /// past the merged ones are garbage), and the result is copied back into the row's own storage.
  @inline(__always)
  mutating func merge(
    _ source: [Cell], factor: Double, dropping dropped: Symbol, scratch: inout [Cell],
    copiesBack: Bool = true, attached: (Symbol) -> Int32, detached: (Cell) -> Void
  ) {
    let tn = cells.count
    let sn = source.count
    var smallest = Double.infinity
    var largest = 0.0
    var k = 0
    if scratch.count < tn + sn {
      scratch.append(
        contentsOf: repeatElement(Cell(symbol: .invalid, coefficient: 0), count: tn + sn - scratch.count))
    }
    scratch.withUnsafeMutableBufferPointer { output in
      guard let base = output.baseAddress else { return }
      cells.withUnsafeBufferPointer { t in
        source.withUnsafeBufferPointer { s in
          var i = 0
          var j = 0
          @inline(__always) func emit(_ cell: Cell) {
            base[k] = cell
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
        }
      }
      if copiesBack {
        cells.removeAll(keepingCapacity: true)
        cells.append(contentsOf: UnsafeBufferPointer(start: base, count: k))
      }
    }
    if !copiesBack {
      // A row outside the tableau takes the buffer itself: one allocation per merge, as a new array.
      scratch.removeSubrange(k...)
      swap(&cells, &scratch)
    }
    if Tolerance.isNegligibleInRow(smallest, largest: largest) {
      Row.dropNegligible(&cells, largest: largest, dropped: detached)
    }
    self.largest = largest
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
    // The same noise filter as the tableau's rows: the artificial objective must stay the mirror
    // of the artificial variable's row.
    var scratch: [Cell] = []
    merge(
      row.cells, factor: factor, dropping: symbol, scratch: &scratch, copiesBack: false,
      attached: { _ in 0 }, detached: { _ in })
  }
}
