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
  /// The largest magnitude among the numbers summed into `constant` since the row was made (each
  /// scaled by the factors applied to the row since): the scale of the constant's rounding, against
  /// which a violation is judged (`Tolerance.isNegligibleConstant(of:constantScale:)`). The largest
  /// constant of the whole system alone is too coarse: next to a weak constraint's 33,850, the -4.3e-7 of a
  /// row scaled by 2^-9 (987 * x2 - x0 <= 0 with x0 = -1/4540) passed for rounding, and the
  /// constraint was accepted broken by 2.2e-4 (kiwi differential seed 911).
  var constantMagnitude: Double
  /// An upper bound of the cells' magnitudes (exact after a merge), the scale of the pivot tolerance.
  var largest: Double

  init(constant: Double = 0) {
    cells = []
    self.constant = constant
    constantMagnitude = abs(constant)
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

  /// `position(of:)` by galloping from the nearer end (by symbol id): about 2 log2(d) cells read for
  /// a symbol d cells from that end. In a long row a plain binary search misses the cache at almost
  /// every step, and the symbols a lookup across many rows asks for are mostly near one end (the
  /// oldest or the newest).
  func gallopingPosition(of symbol: Symbol) -> (index: Int, found: Bool) {
    let count = cells.count
    guard count > 8 else { return position(of: symbol) }
    let target = symbol.raw
    let fromFront = target &- cells[0].symbol.raw <= cells[count - 1].symbol.raw &- target
    var low = 0
    var high = count
    var step = 1
    if fromFront {
      var probe = 0
      while probe < count && cells[probe].symbol.raw < target {
        low = probe + 1
        probe += step
        step <<= 1
      }
      high = Swift.min(probe + 1, count)
    } else {
      var probe = count - 1
      while probe >= 0 && cells[probe].symbol.raw > target {
        high = probe
        probe -= step
        step <<= 1
      }
      low = Swift.max(probe, 0)
    }
    while low < high {
      let mid = (low + high) >> 1
      let s = cells[mid].symbol.raw
      if s < target {
        low = mid + 1
      } else if s > target {
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
  mutating func add(_ other: Row, times factor: Double, noise: Double) {
    addToConstant(factor * other.constant, magnitude: abs(factor) * other.constantMagnitude)
    // Room for the marker and error cells a new row receives next: inserted into a row without
    // spare capacity, they copied a chain's long rows into fresh storage once more per add.
    var scratch: [Cell] = []
    scratch.reserveCapacity(cells.count + other.cells.count + 2)
    merge(
      other.cells, factor: factor, dropping: .invalid, noise: noise, scratch: &scratch, copiesBack: false,
      attached: { _ in 0 }, detached: { _ in })
  }

  /// Multiplies every cell and the constant by `factor`.
  mutating func multiply(by factor: Double) {
    constant *= factor
    constantMagnitude *= abs(factor)
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
  /// of `dropped` and those negligible at the floor `noise` (see `Tolerance.rowNoise(spread:)`),
  /// reporting cells that appear (`attached` gives their column position) or cancel (within
  /// `Tolerance.rowCancellation(noise:)` of the target's cell) or are dropped as noise (`detached`);
  /// `largest` becomes the largest magnitude among them.
  ///
  /// This is the innermost loop of every pivot, so it allocates nothing once `scratch` and the row
  /// have grown to their sizes: the merge writes into `scratch`, whose count only grows (its cells
  /// past the merged ones are garbage), and the result is copied back into the row's own storage.
  @inline(__always)
  mutating func merge(
    _ source: [Cell], factor: Double, dropping dropped: Symbol, noise: Double, scratch: inout [Cell],
    copiesBack: Bool = true, attached: (Symbol) -> Int32, detached: (Cell) -> Void
  ) {
    let tn = cells.count
    let sn = source.count
    let cancellation = Tolerance.rowCancellation(noise: noise)
    if scratch.count < tn + sn {
      scratch.append(
        contentsOf: repeatElement(Cell(symbol: .invalid, coefficient: 0), count: tn + sn - scratch.count))
    }
    let (k, smallest, largest) = scratch.withUnsafeMutableBufferPointer { output in
      let merged = cells.withUnsafeBufferPointer { t in
        source.withUnsafeBufferPointer { s in
          t.count >= Row.longMerge && s.count >= Row.longMerge
            ? Row.mergeCells(
              t, s, factor: factor, dropping: dropped, into: output, cancellation: cancellation, attached: attached,
              detached: detached)
            : Row.mergeShort(
              t, s, factor: factor, dropping: dropped, into: output, cancellation: cancellation, attached: attached,
              detached: detached)
        }
      }
      if copiesBack, let base = output.baseAddress {
        // The count adjusted first, then one copy over the row's own storage: emptying the row and
        // appending the merge cost more than the copy itself in a dense tableau.
        let kept = Swift.min(cells.count, merged.count)
        if cells.count > merged.count {
          cells.removeLast(cells.count &- merged.count)
        } else if cells.count < merged.count {
          cells.append(contentsOf: UnsafeBufferPointer(start: base + kept, count: merged.count &- kept))
        }
        cells.withUnsafeMutableBufferPointer { row in
          row.baseAddress?.update(from: base, count: kept)
        }
      }
      return merged
    }
    if !copiesBack {
      // A row outside the tableau takes the buffer itself: one allocation per merge, as a new array.
      scratch.removeSubrange(k...)
      swap(&cells, &scratch)
    }
    if Tolerance.isNegligibleInRow(smallest, largest: largest, noise: noise) {
      Row.dropNegligible(&cells, largest: largest, noise: noise, dropped: detached)
    }
    self.largest = largest
  }

  /// The length from which a row takes a short source (at most 1/``sparseRatio`` of its length, and
  /// shorter than ``longMerge``) in place (``mergeSparse(_:factor:dropping:noise:attached:detached:)``).
  static let sparseMerge = 128
  static let sparseRatio = 16

  /// Whether `merge` of `source` into this row is made in place by `mergeSparse`.
  @inline(__always)
  func mergesInPlace(_ source: [Cell]) -> Bool {
    source.count < Row.longMerge && cells.count >= Row.sparseMerge && source.count &* Row.sparseRatio <= cells.count
  }

  /// `merge` of a few cells into a long row (see ``mergesInPlace(_:)``), in place: per source cell a
  /// binary search and, for a cell that appears or cancels, one move of the cells after it; then one
  /// pass over the magnitudes. The cells, their coefficients, `largest`, the noise dropped and the
  /// reports to `attached` and `detached` are those of `merge`, in the same order.
  ///
  /// Merged whole, a short row substituted into a long one was two copies of the long one: every
  /// label's height measured into a list's closing constraint, which sums all of them, cost N per
  /// label (a list of 1,000 labels between spacers spent 40 % of its build in those copies). Called
  /// only from the merges of long rows, so that the inlined merge of short rows stays as it is.
  @inline(never)
  mutating func mergeSparse(
    _ source: [Cell], factor: Double, dropping dropped: Symbol, noise: Double,
    attached: (Symbol) -> Int32, detached: (Cell) -> Void
  ) {
    let cancellation = Tolerance.rowCancellation(noise: noise)
    // `mergeShort` drops the target's cell of `dropped` unless the source has one to add to it.
    if !source.contains(where: { $0.symbol == dropped }) {
      let (index, found) = position(of: dropped)
      if found { cells.remove(at: index) }
    }
    for cell in source {
      let (index, found) = position(of: cell.symbol)
      if found {
        let sum = Tolerance.sum(cells[index].coefficient, factor * cell.coefficient, relative: cancellation)
        if sum == 0 {
          detached(cells[index])
          cells.remove(at: index)
        } else {
          cells[index].coefficient = sum
        }
      } else {
        let value = factor * cell.coefficient
        if value != 0 {
          cells.insert(Cell(symbol: cell.symbol, coefficient: value, position: attached(cell.symbol)), at: index)
        }
      }
    }
    var smallest = Double.infinity
    var largest = 0.0
    cells.withUnsafeBufferPointer { cells in
      for cell in cells {
        let magnitude = abs(cell.coefficient)
        smallest = Swift.min(smallest, magnitude)
        largest = Swift.max(largest, magnitude)
      }
    }
    if Tolerance.isNegligibleInRow(smallest, largest: largest, noise: noise) {
      Row.dropNegligible(&cells, largest: largest, noise: noise, dropped: detached)
    }
    self.largest = largest
  }

  /// The merge loop of `merge`, over raw buffers: writes the merged cells to `output` and returns
  /// their count and their smallest and largest magnitudes.
  ///
  /// In a dense tableau most cells of the target meet a cell of the source: the inner loop runs
  /// through such matches with one test of the symbols, no call (its state stays in registers), and
  /// leaves on anything else, which the outer loop handles one cell at a time.
  @inline(never)
  static func mergeCells(
    _ t: UnsafeBufferPointer<Cell>, _ s: UnsafeBufferPointer<Cell>, factor: Double, dropping dropped: Symbol,
    into output: UnsafeMutableBufferPointer<Cell>, cancellation: Double, attached: (Symbol) -> Int32,
    detached: (Cell) -> Void
  ) -> (count: Int, smallest: Double, largest: Double) {
    guard let base = output.baseAddress, let tBase = t.baseAddress, let sBase = s.baseAddress else {
      return mergeTails(t, s, factor: factor, dropping: dropped, into: output, attached: attached)
    }
    let tn = t.count
    let sn = s.count
    var smallest = Double.infinity
    var largest = 0.0
    var i = 0
    var j = 0
    var k = 0
    while i < tn && j < sn {
      // Matches: `Tolerance.sum` written out, so that its magnitudes serve the bounds too.
      // One byte offset into the three buffers, the loop's only counter: fewer registers, no spills.
      let stride = MemoryLayout<Cell>.stride
      let end = Swift.min(tn &- i, sn &- j) &* stride
      let tp = UnsafeRawPointer(tBase + i)
      let sp = UnsafeRawPointer(sBase + j)
      let op = UnsafeMutableRawPointer(base + k)
      var offset = 0
      // Four cells a step, in two pairs of SIMD lanes (bounds included): a step that meets anything
      // but four kept matches leaves them to the loop below, which takes the same cells again one
      // at a time.
      var lows = (SIMD2<Double>(repeating: smallest), SIMD2<Double>(repeating: smallest))
      var highs = (SIMD2<Double>(repeating: largest), SIMD2<Double>(repeating: largest))
      let factors = SIMD2<Double>(repeating: factor)
      let thresholds = SIMD2<Double>(repeating: cancellation)
      while end &- offset >= 4 &* stride {
        let t = (tp + offset).assumingMemoryBound(to: Cell.self)
        let s = (sp + offset).assumingMemoryBound(to: Cell.self)
        guard t[0].symbol.raw == s[0].symbol.raw, t[1].symbol.raw == s[1].symbol.raw,
          t[2].symbol.raw == s[2].symbol.raw, t[3].symbol.raw == s[3].symbol.raw
        else { break }
        let targets = (SIMD2(t[0].coefficient, t[1].coefficient), SIMD2(t[2].coefficient, t[3].coefficient))
        let sums = (
          targets.0 + factors * SIMD2(s[0].coefficient, s[1].coefficient),
          targets.1 + factors * SIMD2(s[2].coefficient, s[3].coefficient)
        )
        let magnitudes = (Row.magnitudes(sums.0), Row.magnitudes(sums.1))
        let cancelled =
          (magnitudes.0 .<= thresholds * Row.magnitudes(targets.0))
          .| (magnitudes.1 .<= thresholds * Row.magnitudes(targets.1))
        guard !any(cancelled) else { break }
        let output = (op + offset).assumingMemoryBound(to: Cell.self)
        Row.copyCell(t, to: output, coefficient: sums.0[0])
        Row.copyCell(t + 1, to: output + 1, coefficient: sums.0[1])
        Row.copyCell(t + 2, to: output + 2, coefficient: sums.1[0])
        Row.copyCell(t + 3, to: output + 3, coefficient: sums.1[1])
        lows.0 = lows.0.replacing(with: magnitudes.0, where: magnitudes.0 .< lows.0)
        lows.1 = lows.1.replacing(with: magnitudes.1, where: magnitudes.1 .< lows.1)
        highs.0 = highs.0.replacing(with: magnitudes.0, where: magnitudes.0 .> highs.0)
        highs.1 = highs.1.replacing(with: magnitudes.1, where: magnitudes.1 .> highs.1)
        offset &+= 4 &* stride
      }
      let low = lows.0.replacing(with: lows.1, where: lows.1 .< lows.0)
      let high = highs.0.replacing(with: highs.1, where: highs.1 .> highs.0)
      smallest = low[0] < low[1] ? low[0] : low[1]
      largest = high[0] > high[1] ? high[0] : high[1]
      while offset != end {
        let target = (tp + offset).assumingMemoryBound(to: Cell.self)
        let source = (sp + offset).assumingMemoryBound(to: Cell.self)
        if target.pointee.symbol.raw != source.pointee.symbol.raw { break }
        let a = target.pointee.coefficient
        let sum = a + factor * source.pointee.coefficient
        let magnitude = abs(sum)
        if magnitude <= cancellation * abs(a) { break }
        Row.copyCell(target, to: (op + offset).assumingMemoryBound(to: Cell.self), coefficient: sum)
        smallest = smallest < magnitude ? smallest : magnitude
        largest = largest > magnitude ? largest : magnitude
        offset &+= stride
      }
      let run = offset / stride
      let limit = end / stride
      i &+= run
      j &+= run
      k &+= run
      guard run < limit else { break }
      // One cell that is not a kept match: a cancellation, a cell of the target alone, or of the
      // source alone.
      let ts = t[i].symbol.raw
      let ss = s[j].symbol.raw
      let cell: Cell
      if ts == ss {
        detached(t[i])
        i &+= 1
        j &+= 1
        continue
      } else if ts < ss {
        i &+= 1
        if t[i &- 1].symbol == dropped { continue }
        cell = t[i &- 1]
      } else {
        j &+= 1
        let value = factor * s[j &- 1].coefficient
        if value == 0 { continue }
        cell = Cell(symbol: s[j &- 1].symbol, coefficient: value, position: attached(s[j &- 1].symbol))
      }
      base[k] = cell
      k &+= 1
      let magnitude = abs(cell.coefficient)
      smallest = smallest < magnitude ? smallest : magnitude
      largest = largest > magnitude ? largest : magnitude
    }
    let tail = mergeTails(
      UnsafeBufferPointer(rebasing: t[i...]), UnsafeBufferPointer(rebasing: s[j...]), factor: factor,
      dropping: dropped, into: UnsafeMutableBufferPointer(rebasing: output[k...]), attached: attached)
    return (
      k &+ tail.count, tail.smallest < smallest ? tail.smallest : smallest,
      tail.largest > largest ? tail.largest : largest
    )
  }

  /// The length of both rows from which a merge takes `mergeCells`: in shorter rows the runs of
  /// matching symbols are too short to repay its loop's setup.
  static let longMerge = 40

  /// The lanes' absolute values: their sign bits cleared.
  @inline(__always)
  static func magnitudes(_ values: SIMD2<Double>) -> SIMD2<Double> {
    let bits = unsafeBitCast(values, to: SIMD2<UInt64>.self) & SIMD2(repeating: ~(1 << 63))
    return unsafeBitCast(bits, to: SIMD2<Double>.self)
  }

  /// Writes the cell at `source` to `destination` with `coefficient`.
  @inline(__always)
  static func copyCell(_ source: UnsafePointer<Cell>, to destination: UnsafeMutablePointer<Cell>, coefficient: Double) {
    // The symbol and the position, the cell's first eight bytes (a struct's stored properties are
    // laid out in order; debug builds check it), in one move.
    assert(MemoryLayout<Cell>.offset(of: \.coefficient) == MemoryLayout<UInt64>.size)
    UnsafeMutableRawPointer(destination).storeBytes(of: UnsafeRawPointer(source).load(as: UInt64.self), as: UInt64.self)
    destination.pointee.coefficient = coefficient
  }

  /// The merge of short rows: one loop that takes each cell as it comes. Inlined into the pivot,
  /// where sparse tableaus (layouts) spend their time.
  @inline(__always)
  static func mergeShort(
    _ t: UnsafeBufferPointer<Cell>, _ s: UnsafeBufferPointer<Cell>, factor: Double, dropping dropped: Symbol,
    into output: UnsafeMutableBufferPointer<Cell>, cancellation: Double, attached: (Symbol) -> Int32,
    detached: (Cell) -> Void
  ) -> (count: Int, smallest: Double, largest: Double) {
    guard let base = output.baseAddress else { return (0, .infinity, 0) }
    let tn = t.count
    let sn = s.count
    var smallest = Double.infinity
    var largest = 0.0
    var k = 0
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
        let sum = Tolerance.sum(t[i].coefficient, factor * s[j].coefficient, relative: cancellation)
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
    return (k, smallest, largest)
  }

  /// The end of a merge, where one of `t` and `s` is empty: copies the other (the target's cells
  /// but `dropped`, or `factor` times the source's), as `mergeCells` does.
  @inline(__always)
  static func mergeTails(
    _ t: UnsafeBufferPointer<Cell>, _ s: UnsafeBufferPointer<Cell>, factor: Double, dropping dropped: Symbol,
    into output: UnsafeMutableBufferPointer<Cell>, attached: (Symbol) -> Int32
  ) -> (count: Int, smallest: Double, largest: Double) {
    var smallest = Double.infinity
    var largest = 0.0
    var k = 0
    for cell in t where cell.symbol != dropped {
      output[k] = cell
      k &+= 1
      let magnitude = abs(cell.coefficient)
      smallest = smallest < magnitude ? smallest : magnitude
      largest = largest > magnitude ? largest : magnitude
    }
    for cell in s {
      let value = factor * cell.coefficient
      if value == 0 { continue }
      output[k] = Cell(symbol: cell.symbol, coefficient: value, position: attached(cell.symbol))
      k &+= 1
      let magnitude = abs(value)
      smallest = smallest < magnitude ? smallest : magnitude
      largest = largest > magnitude ? largest : magnitude
    }
    return (k, smallest, largest)
  }

  /// Drops the cells that are negligible next to the row's largest coefficient (see
  /// ``Tolerance/isNegligibleInRow(_:largest:noise:)``), reporting each to `dropped`.
  static func dropNegligible(_ cells: inout [Cell], largest: Double, noise: Double, dropped: (Cell) -> Void) {
    // A stable compaction in one pass: in a tableau that mixes strengths, most merges of a long row
    // leave a cell or two of rounding noise to drop.
    let kept = cells.withUnsafeMutableBufferPointer { buffer -> Int in
      var kept = 0
      for index in buffer.indices {
        let cell = buffer[index]
        if Tolerance.isNegligibleInRow(cell.coefficient, largest: largest, noise: noise) {
          dropped(cell)
        } else {
          buffer[kept] = cell
          kept &+= 1
        }
      }
      return kept
    }
    cells.removeSubrange(kept...)
  }
}

extension Row {
  /// Replaces `symbol` by the right-hand side of `row` (which reads `symbol = …`).
  /// For rows outside the column index: the objectives.
  mutating func substitute(_ symbol: Symbol, with row: Row, noise: Double) {
    let factor = coefficient(of: symbol)
    guard factor != 0 else { return }
    addToConstant(factor * row.constant, magnitude: abs(factor) * row.constantMagnitude)
    // The same noise filter as the tableau's rows: the artificial objective must stay the mirror
    // of the artificial variable's row.
    guard !mergesInPlace(row.cells) else {
      return mergeSparse(
        row.cells, factor: factor, dropping: symbol, noise: noise, attached: { _ in 0 }, detached: { _ in })
    }
    var scratch: [Cell] = []
    merge(
      row.cells, factor: factor, dropping: symbol, noise: noise, scratch: &scratch, copiesBack: false,
      attached: { _ in 0 }, detached: { _ in })
  }
}

extension Row {
  /// Adds `amount` to the constant, a number whose own rounding is of the order of `magnitude` (the
  /// `constantMagnitude` of the row it comes from, times the factor); a sum within `relative` of
  /// the constant is zero (see ``Tolerance/rowCancellation(noise:)``).
  @inline(__always)
  mutating func addToConstant(_ amount: Double, magnitude: Double, relative: Double = Tolerance.cancellation) {
    constant = Tolerance.sum(constant, amount, relative: relative)
    constantMagnitude = Swift.max(constantMagnitude, magnitude)
  }
}
