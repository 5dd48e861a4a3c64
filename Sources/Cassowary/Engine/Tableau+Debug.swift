// Diagnostics of the engine: a dump like kiwi's `debug::dump`, and the invariant checks compiled in
// with CASSOWARY_INTERNAL_CHECKS.

extension Tableau {
  func name(of symbol: Symbol) -> String {
    let prefix: String
    switch symbol.kind {
    case .external: prefix = "v"
    case .slack: prefix = "s"
    case .error: prefix = "e"
    case .dummy: prefix = "d"
    }
    if symbol.isExternal,
      let entry = variables.entries.first(where: { $0.symbol == symbol }),
      !entry.variable.name.isEmpty
    {
      return entry.variable.name
    }
    return "\(prefix)\(symbol.id)"
  }

  func describe(_ row: Row) -> String {
    var text = Number(row.constant).description
    for cell in row.cells {
      let sign = cell.coefficient < 0 ? " - " : " + "
      text += "\(sign)\(Number(abs(cell.coefficient)))*\(name(of: cell.symbol))"
    }
    return text
  }

  func dump() -> String {
    var objectiveRow = Row(constant: objective.constant)
    objectiveRow.cells = objective.nonZeroCells { symbols[$0] }
    var lines = ["Objective", "---------", describe(objectiveRow), "", "Tableau", "-------"]
    for (slot, basic) in rowBasic.enumerated() where basic.isValid {
      lines.append("\(name(of: basic)) | \(describe(rows[slot]))")
    }
    lines += ["", "Infeasible", "----------"]
    lines += infeasible.map { name(of: $0) }
    lines += ["", "Edit Variables", "--------------"]
    lines += edits.values.sorted { $0.variable.name < $1.variable.name }.map {
      "\($0.variable) = \(Number($0.value)) | \($0.constraint.strength)"
    }
    lines += ["", "Constraints", "-----------"]
    lines += userConstraints.map(\.description)
    return lines.joined(separator: "\n")
  }

  /// Checks the tableau's invariants; compiled in with `-DCASSOWARY_INTERNAL_CHECKS`.
  @inline(__always)
  func checkInvariants() {
    #if CASSOWARY_INTERNAL_CHECKS
      let stale = Set(staleDefinitions())
      for (slot, basic) in rowBasic.enumerated() where basic.isExternal {
        for cell in rows[slot].cells where isBasic(cell.symbol) {
          precondition(stale.contains(Int32(slot)), "a stale definition is not listed")
          let other = Int(basicSlot[cell.symbol.id])
          precondition(rowStamp[other] > rowStamp[slot], "a definition refers to an earlier one")
        }
      }
      for (slot, basic) in rowBasic.enumerated() where basic.isValid {
        let row = rows[slot]
        precondition(basicSlot[basic.id] == Int32(slot), "basic index out of date")
        precondition(basic.isExternal || owner[basic.id] >= 0, "a row outlives its constraint")
        precondition(!basic.isRestricted || row.constant >= 0, "infeasible row after an operation")
        for cell in row.cells {
          // A definition (the row of a basic external) may be stale: see `Tableau+Definitions.swift`.
          precondition(
            basic.isExternal || basicSlot[cell.symbol.id] < 0, "a basic symbol appears in another row")
          let column = columns[cell.symbol.id]
          precondition(
            Int(cell.position) < column.count && column[Int(cell.position)] == Int32(slot),
            "a cell's column position is out of date")
        }
      }
      for (id, coefficient) in objective.coefficients.enumerated() where coefficient != 0 {
        precondition(basicSlot[id] < 0, "the objective holds a basic symbol")
      }
      for (id, column) in columns.enumerated() {
        for slot in column {
          precondition(rows[Int(slot)].cells.contains { $0.symbol.id == id }, "stale column entry")
        }
      }
      let checkedCells = records.reduce(0) { $0 + ($1.marker.isValid ? $1.refinedCells : 0) }
      precondition(refinedCellCount == checkedCells, "the count of cells a refinement reads is out of date")
    #endif
  }
}
