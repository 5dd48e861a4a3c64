// Definitions: the rows of basic external symbols (the user's variables) are updated lazily.
//
// Nothing in the simplex reads such a row: an external is free, so its row limits no ratio test and is
// never infeasible. Yet in a layout these rows are most of the tableau, and the longest (a view's top
// is the sum of every height above it), so substituting each pivot into them was most of the cost of
// the dual simplex. A row `x = c + Σ a·y` is an identity that every solution of the constraints
// satisfies, whichever of its symbols are basic; it stays true when its symbols enter the basis, so a
// pivot leaves it as it is, and the row turns into a definition of `x` in terms of symbols that may
// themselves be basic. Its value is then its constant plus the values of those symbols. Operations
// that need every row in terms of non-basic symbols (adding or removing a constraint, a dump) first
// substitute the basic symbols out of the stale definitions, each once, in `refreshDefinitions`.
// Reading values evaluates them (`symbolValues()`), and refreshes them once the reads since the last
// refresh have cost as much as a refresh would (`evaluateStaleDefinitions()`).
//
// A definition is made fresh (all its symbols non-basic) when its external enters the basis and
// when it is refreshed, so a symbol basic in it entered the basis later than its own external: in
// the order of entry (`rowStamp`), from the last entered, every definition refers only to ones
// already evaluated or refreshed, and no definition can refer to itself.

extension Tableau {
  /// The stale definitions, the last entered first: the rows of basic externals that hold a basic
  /// symbol. Only a symbol that entered the basis while definitions held it (`lazilyEntered`) can be
  /// basic in a definition.
  func staleDefinitions() -> [Int32] {
    guard !lazilyEntered.isEmpty else { return [] }
    var isListed = [Bool](repeating: false, count: rows.count)
    // Stamp and slot in one integer: sorting plain integers is many times cheaper than sorting slots
    // by a closure that looks their stamps up.
    var keys: [Int] = []
    for symbol in lazilyEntered where isBasic(symbol) {
      for slot in columns[symbol.id] where !isListed[Int(slot)] {
        isListed[Int(slot)] = true
        keys.append(rowStamp[Int(slot)] << 32 | Int(slot))
      }
    }
    keys.sort(by: >)
    return keys.map { Int32(truncatingIfNeeded: $0) }
  }

  /// Substitutes the basic symbols out of every stale definition, so that every row is in terms of
  /// non-basic symbols again.
  mutating func refreshDefinitions() {
    guard !lazilyEntered.isEmpty else { return }
    let stale = staleDefinitions()
    for symbol in lazilyEntered {
      willChangeSymbol(symbol.id)
      isLazilyEntered[symbol.id] = false
      // A definition read the value of this symbol while it was basic; one that has left the basis
      // since reads 0, so the definitions that hold it changed value with no change to their rows.
      // They are listed for the next update, which reads only the rows changed since the last one
      // (a node-tree fuzz input kept a box 8 points tall that the solver had put at 0).
      if !isBasic(symbol) && !touchedRows.coversAll {
        for slot in columns[symbol.id] { touchedRows.touch(slot, basic: rowBasic[Int(slot)]) }
      }
    }
    lazilyEntered.removeAll()
    for slot in stale {
      let basicCells = rows[Int(slot)].cells.filter { isBasic($0.symbol) }
      for cell in basicCells {
        let row = rows[Int(slot)]
        // An earlier substitution may have dropped the cell as noise next to the row's largest.
        guard case (let index, true) = row.position(of: cell.symbol) else { continue }
        let factor = row.cells[index].coefficient
        detach(row.cells[index], from: slot)
        let source = rows[Int(basicSlot[cell.symbol.id])]
        addToRow(at: slot, source, times: factor, dropping: cell.symbol)
      }
    }
  }

  /// The value of every symbol in the current basic solution, by id: zero for a non-basic symbol,
  /// its row's constant for a basic one, or for a stale definition its constant plus the values of
  /// its basic symbols (the definitions of basic externals among them evaluated first, depth first,
  /// once each).
  func symbolValues() -> [Double] {
    var cost = DefinitionCost()
    return symbolValues(cost: &cost)
  }

  /// What reading the stale definitions costs, in cells visited: evaluating them once (`evaluation`),
  /// against an estimate of refreshing them (`refresh`: each basic symbol in a definition costs a
  /// merge of the two rows).
  struct DefinitionCost {
    var evaluation = 0
    var refresh = 0
  }

  /// `symbolValues()`, adding to `cost` what evaluating the stale definitions cost and what
  /// refreshing them would.
  ///
  /// A stale definition is fresh but for its cells of lazily entered symbols (see the top of the
  /// file), which the columns of the lazily entered basic symbols list. A definition at most
  /// `scannedDefinitionLength` cells per such symbol is read in one pass; a longer one has each
  /// coefficient found by galloping through it. A chain's definitions are as long as the chain,
  /// and a pivot that leaves them stale adds one symbol to each: reading every cell of every stale
  /// definition made each read cost the whole tableau (layout-chain-1000: 1,200 cells a
  /// definition), while in the feed's many short definitions the pass is the cheaper
  /// (layout-feed-20, callgrind: galloping everywhere cost 18 % more than the pass everywhere).
  func symbolValues(cost: inout DefinitionCost) -> [Double] {
    var values = [Double](repeating: 0, count: basicSlot.count)
    rows.withUnsafeBufferPointer { rows in
      rowBasic.withUnsafeBufferPointer { basics in
        for slot in 0..<basics.count where basics[slot].isValid {
          values[basics[slot].id] = rows[slot].constant
        }
      }
    }
    guard !lazilyEntered.isEmpty else { return values }
    // The stale cells grouped by slot (counted, then placed): `start[slot] ..< start[slot + 1]`.
    // In order of id, so that each slot's cells come in its row's order and the sums below add
    // them exactly as a pass over the whole row would.
    let entered = lazilyEntered.filter { isBasic($0) }.sorted { $0.id < $1.id }
    var start = [Int32](repeating: 0, count: rows.count + 1)
    for symbol in entered {
      for slot in columns[symbol.id] { start[Int(slot) + 1] += 1 }
    }
    for slot in 0..<rows.count { start[slot + 1] += start[slot] }
    var next = start
    // Each slot's stale symbols first (from the columns alone), then their coefficients.
    var staleCells = [Cell](repeating: Cell(symbol: .invalid, coefficient: 0), count: Int(start[rows.count]))
    for symbol in entered {
      for slot in columns[symbol.id] {
        staleCells[Int(next[Int(slot)])].symbol = symbol
        next[Int(slot)] += 1
      }
    }
    var sourceLength = [Int](repeating: 0, count: basicSlot.count)
    for symbol in entered { sourceLength[symbol.id] = rows[Int(basicSlot[symbol.id])].cells.count }
    rows.withUnsafeBufferPointer { rows in
      staleCells.withUnsafeMutableBufferPointer { staleCells in
        for slot in 0..<rows.count where start[slot] < start[slot + 1] {
          let cells = rows[slot].cells
          let stale = Int(start[slot])..<Int(start[slot + 1])
          if cells.count <= Tableau.scannedDefinitionLength * stale.count {
            // A short definition: one pass over its cells, walking its stale symbols alongside
            // (both in symbol order), as cheap as it is cache-friendly.
            var index = 0
            for k in stale {
              let target = staleCells[k].symbol.raw
              while index < cells.count && cells[index].symbol.raw < target { index += 1 }
              if index < cells.count && cells[index].symbol.raw == target {
                staleCells[k].coefficient = cells[index].coefficient
              }
            }
            cost.evaluation += cells.count
          } else {
            for k in stale {
              let (index, found) = rows[slot].gallopingPosition(of: staleCells[k].symbol)
              if found { staleCells[k].coefficient = cells[index].coefficient }
            }
            cost.evaluation += stale.count
          }
          // Refreshing costs a merge of the definition with each stale symbol's row.
          for k in stale { cost.refresh += cells.count + sourceLength[staleCells[k].symbol.id] }
        }
      }
    }
    // 0: not evaluated, 1: its basic externals are being evaluated, 2: evaluated.
    var state = [UInt8](repeating: 0, count: rows.count)
    var stack: [Int32] = []
    for symbol in entered {
      for root in columns[symbol.id] where state[Int(root)] == 0 {
        stack.append(root)
        while let top = stack.last {
          let index = Int(top)
          let cells = Int(start[index])..<Int(next[index])
          if state[index] == 0 {
            state[index] = 1
            for cell in staleCells[cells] where cell.symbol.isExternal {
              let other = basicSlot[cell.symbol.id]
              if other >= 0 && state[Int(other)] == 0 { stack.append(other) }
            }
            continue
          }
          stack.removeLast()
          guard state[index] == 1 else { continue }
          state[index] = 2
          var value = rows[index].constant
          for cell in staleCells[cells] { value += cell.coefficient * values[cell.symbol.id] }
          cost.evaluation += 1
          if !cells.isEmpty { values[rowBasic[index].id] = value }
        }
      }
    }
    return values
  }
}
