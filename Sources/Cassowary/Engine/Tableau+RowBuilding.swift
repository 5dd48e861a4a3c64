/// Building a new constraint's row in terms of the non-basic symbols.
///
/// A term whose symbol is basic brings in that symbol's row. Added one after the other, each such row
/// is merged into the row built so far, and a constraint over n basic symbols (a stack's lengths
/// summed to its container's) copies a row that grows with every merge: n²/2 cells. `addTerms`
/// sums every contribution of a symbol at once instead, in a sort by symbol, when the merges would
/// copy many times more cells than the terms bring, and gives the row the one-merge-at-a-time
/// method gives, bit for bit: each cell's additions happen in the same order with the same
/// cancellation tests, and the one step that reads the whole row at each merge (dropping
/// coefficients negligible next to its largest) is shown not to apply, or the terms are added one
/// after the other after all.
extension Tableau {
  /// Adds `coefficient × symbol` to a row under construction, through the symbol's row if it is basic,
  /// so that the row stays in terms of non-basic symbols.
  func addTerm(_ symbol: Symbol, _ coefficient: Double, to row: inout Row) {
    let slot = basicSlot[symbol.id]
    if slot >= 0 {
      row.add(rows[Int(slot)], times: coefficient, noise: rowNoise)
    } else {
      row.add(symbol, coefficient)
    }
  }

  /// Adds `scale × terms[i].coefficient × symbols[i]` for each term whose symbol is valid, in order, to
  /// a row under construction: the row `addTerm` gives for each term one after the other, bit for
  /// bit, in time linear in the cells the terms bring (up to a sort) when the merges one after the
  /// other would copy many more.
  @inline(__always)
  func addTerms(_ terms: [Term], symbols: [Symbol], scale: Double, to row: inout Row) {
    // The merges copy at most as many times the cells brought as there are terms: the common short
    // constraint is told apart here, without a call.
    if symbols.count >= Tableau.mergeCopyFactor, row.cells.isEmpty,
      Tableau.mergesCopyFarMore(symbols, rows: rows, basicSlot: basicSlot)
    {
      var pairs: [(symbol: Symbol, coefficient: Double)] = []
      for (term, symbol) in zip(terms, symbols) where symbol.isValid {
        pairs.append((symbol, term.coefficient * scale))
      }
      addTerms(pairs, to: &row)
      return
    }
    for index in symbols.indices where symbols[index].isValid {
      addTerm(symbols[index], terms[index].coefficient * scale, to: &row)
    }
  }

  /// Adds each `coefficient × symbol`, in order, to a row under construction, as
  /// ``addTerms(_:symbols:scale:to:)`` does.
  func addTerms(_ pairs: [(symbol: Symbol, coefficient: Double)], to row: inout Row) {
    if pairs.count >= Tableau.mergeCopyFactor, row.cells.isEmpty,
      Tableau.mergesCopyFarMore(pairs.map(\.symbol), rows: rows, basicSlot: basicSlot),
      let summed = Tableau.summedBySymbol(pairs, constant: row, rows: rows, basicSlot: basicSlot, noise: rowNoise)
    {
      row = summed
      return
    }
    for pair in pairs { addTerm(pair.symbol, pair.coefficient, to: &row) }
  }

  /// Whether merging the rows of the basic ones among `symbols` one after the other copies many times
  /// the cells the symbols bring, for enough cells that a sort repays its setup: the merges copy the
  /// row built so far at each one.
  static func mergesCopyFarMore(_ symbols: [Symbol], rows: [Row], basicSlot: [Int32]) -> Bool {
    var brought = 0
    var copied = 0
    for symbol in symbols where symbol.isValid {
      let slot = basicSlot[symbol.id]
      brought += slot >= 0 ? rows[Int(slot)].cells.count : 1
      if slot >= 0 { copied += brought }
    }
    return brought >= Tableau.longRowTerms && copied >= Tableau.mergeCopyFactor * brought
  }

  /// The cells a constraint's terms bring, from which `addTerms` considers summing them by symbol.
  static let longRowTerms = 64
  /// How many times the cells the terms bring the merges one after the other must copy before
  /// `addTerms` sums by symbol.
  static let mergeCopyFactor = 8

  /// One number that a term brings to a symbol: its key orders by symbol, then by term.
  private struct Contribution {
    /// The symbol's raw value in the high half, the term's index in the low half.
    let key: UInt64
    /// `coefficient × cell` for a cell of a basic symbol's row, the coefficient for a non-basic term.
    let value: Double
    var symbol: Symbol { Symbol(raw: Int32(truncatingIfNeeded: key >> 32)) }
    var term: Int { Int(truncatingIfNeeded: key & 0xFFFF_FFFF) }
  }

  /// The row `constant` (a row with no cells) becomes with the terms added one after the other, or
  /// nil when a merge one after the other might have dropped a negligible coefficient (which depends
  /// on the whole row as it stood then): the caller adds them one after the other.
  ///
  /// (Static, with the tableau's storage as arguments: a method called from a mutating one copied the
  /// whole tableau at every constraint added.)
  static func summedBySymbol(
    _ terms: [(symbol: Symbol, coefficient: Double)], constant: Row, rows: [Row], basicSlot: [Int32],
    noise rowNoise: Double
  ) -> Row? {
    var row = constant
    var contributions: [Contribution] = []
    var isMerge: [Bool] = []
    isMerge.reserveCapacity(terms.count)
    var lastMerge = -1
    for (index, term) in terms.enumerated() {
      let slot = basicSlot[term.symbol.id]
      isMerge.append(slot >= 0)
      guard slot >= 0 else {
        contributions.append(Contribution(key: Tableau.key(term.symbol, index), value: term.coefficient))
        continue
      }
      let source = rows[Int(slot)]
      let factor = term.coefficient
      // The constant sums in the order of the merges, as `Row.add(_:times:noise:)` sums it.
      row.addToConstant(factor * source.constant, magnitude: abs(factor) * source.constantMagnitude)
      for cell in source.cells {
        contributions.append(Contribution(key: Tableau.key(cell.symbol, index), value: factor * cell.coefficient))
      }
      lastMerge = index
    }
    contributions.sort { $0.key < $1.key }

    let mergeCancellation = Tolerance.rowCancellation(noise: rowNoise)
    // Every coefficient the row held at any step lies between these: if none of them is negligible
    // next to the largest, no merge dropped one.
    var smallestWritten = Double.infinity
    var largestWritten = 0.0
    // `Row.largest` as the merges leave it: exact after the last merge, raised by each add after it.
    var largestAtLastMerge = 0.0
    var largestAfterLastMerge = 0.0
    var cells: [Cell] = []
    cells.reserveCapacity(contributions.count + 2)
    var start = 0
    while start < contributions.count {
      let symbol = contributions[start].symbol
      var end = start
      var value = 0.0
      var present = false
      var valueAtLastMerge = 0.0
      var passedLastMerge = false
      while end < contributions.count && contributions[end].symbol == symbol {
        let contribution = contributions[end]
        end += 1
        let term = contribution.term
        if term > lastMerge && !passedLastMerge {
          valueAtLastMerge = present ? abs(value) : 0
          passedLastMerge = true
        }
        let added: Double
        if !present {
          // A new cell: `Row.add` and the merges skip a zero.
          guard contribution.value != 0 else { continue }
          added = contribution.value
        } else if isMerge[term] {
          let sum = value + contribution.value
          added = abs(sum) <= mergeCancellation * abs(value) ? 0 : sum
        } else {
          added = Tolerance.sum(value, contribution.value)
        }
        present = added != 0
        guard present else { continue }
        value = added
        let magnitude = abs(added)
        smallestWritten = Swift.min(smallestWritten, magnitude)
        largestWritten = Swift.max(largestWritten, magnitude)
        if term > lastMerge { largestAfterLastMerge = Swift.max(largestAfterLastMerge, magnitude) }
      }
      if !passedLastMerge { valueAtLastMerge = present ? abs(value) : 0 }
      largestAtLastMerge = Swift.max(largestAtLastMerge, valueAtLastMerge)
      if present { cells.append(Cell(symbol: symbol, coefficient: value)) }
      start = end
    }
    guard smallestWritten >= rowNoise * largestWritten else { return nil }
    row.cells = cells
    row.largest = Swift.max(largestAtLastMerge, largestAfterLastMerge)
    return row
  }

  private static func key(_ symbol: Symbol, _ term: Int) -> UInt64 {
    UInt64(UInt32(bitPattern: symbol.raw)) << 32 | UInt64(term)
  }
}
