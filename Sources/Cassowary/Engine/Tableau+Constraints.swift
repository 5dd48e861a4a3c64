// Adding and removing constraints: kiwi's addConstraint / removeConstraint, with the state restored
// exactly when an add fails.

extension Tableau {
  func contains(_ constraint: Constraint) -> Bool {
    recordIndex[ObjectIdentifier(constraint)] != nil
  }

  var userConstraints: [Constraint] {
    records.filter { $0.marker.isValid && !$0.isEdit }.sorted { $0.sequence < $1.sequence }
      .map(\.constraint)
  }

  static func isFinite(_ constraint: Constraint) -> Bool {
    Tolerance.isUsable(constraint.expression.constant) && !constraint.strength.value.isNaN
      && constraint.expression.terms.allSatisfy { Tolerance.isUsable($0.coefficient) }
  }

  // MARK: Adding

  /// Adds a constraint; with `optimizing` false the objective is left for `optimizeIfNeeded`, which
  /// `rebuild` uses to minimise once, over the whole system.
  mutating func add(_ constraint: Constraint, isEdit: Bool = false, optimizing: Bool = true) throws(SolverError) {
    guard !contains(constraint) else { throw .duplicateConstraint(constraint) }
    guard Tableau.isFinite(constraint) else { throw .nonFiniteValue }
    // The new row is written in terms of non-basic symbols through the rows of its basic ones.
    refreshDefinitions()
    constantScale = Swift.max(constantScale, abs(constraint.expression.constant))
    noteCoefficients(of: constraint)

    var (row, record) = makeRow(for: constraint, isEdit: isEdit)
    var subject = chooseSubject(row, record)
    if !subject.isValid && row.cells.allSatisfy({ $0.symbol.isDummy }) {
      guard Tolerance.isNegligibleConstant(of: row, constantScale: constantScale) else {
        let conflicting = explainConflict(of: constraint, certificate: row)
        discard(record, of: constraint)
        if case .adopted = addToFreshTableau(constraint, explaining: false) { return }
        throw .unsatisfiableConstraint(constraint, conflicting: conflicting)
      }
      // Redundant: the constant is rounding noise, and a basic dummy must be exactly zero.
      row.constant = 0
      subject = record.marker
    }

    let recordSlot = storeRecord(record)
    if subject.isValid {
      if !record.isRequired {
        objectiveScale = Swift.max(objectiveScale, record.strength)
        weighErrors(of: record, by: record.strength)
      }
      // A required row whose constant is what remains of numbers far larger than the constraint's
      // own holds it only to their rounding: `-0.587*x7 == 27.3` reached a row constant of 2.5e17
      // through x7's row, and was accepted broken by 27.3 (kiwi differential seed 6,006,858).
      let isAtRisk =
        verifiesAdds && record.isRequired
        && row.constantMagnitude
          > Tolerance.lostDigits * Swift.max(abs(constraint.expression.constant * record.scale), 1)
      let savepoint = isAtRisk ? beginTransaction() : nil
      row.solve(for: subject)
      substitute(subject, with: row)
      // Consumed: a row passed while this variable still held it shared its cells with the stored
      // one, and `insertRow`'s write of their positions copied them.
      insertRow(consume row, basic: subject)
      if let savepoint {
        if breaksRequiredConstraint(symbolValues()) {
          return try settleBrokenAdd(
            constraint, record, at: recordSlot, savepoint: savepoint, isEdit: isEdit, optimizing: optimizing)
        }
        commit(savepoint)
      }
    } else {
      // Only a required constraint can lack a subject: a non-required one always has an error symbol
      // of negative coefficient.
      let savepoint = beginTransaction()
      if let certificate =
        needsOptimize
        ? addWithArtificialVariable(row, marker: record.marker) : addByDualSimplex(row, marker: record.marker)
      {
        let conflicting = explainConflict(of: constraint, certificate: certificate)
        rollBack(to: savepoint)
        releaseRecord(at: recordSlot)
        discard(record, of: constraint)
        if case .adopted = addToFreshTableau(constraint, explaining: false) { return }
        throw .unsatisfiableConstraint(constraint, conflicting: conflicting)
      }
      // Rows that accept a constraint by breaking another have pivoted on noise (see
      // `Tableau+VerifiedAdd.swift`).
      if verifiesAdds && breaksRequiredConstraint(symbolValues()) {
        return try settleBrokenAdd(
          constraint, record, at: recordSlot, savepoint: savepoint, isEdit: isEdit, optimizing: optimizing)
      }
      commit(savepoint)
    }
    if optimizing {
      optimizeIfSparse()
    } else {
      needsOptimize = true
    }
    checkInvariants()
  }

  /// Settles the add of a required constraint whose rows break a required constraint: undoes it and
  /// adds the constraint to a tableau built afresh (see `addToFreshTableau`), or, if none settles
  /// it, adds it again without the check.
  private mutating func settleBrokenAdd(
    _ constraint: Constraint, _ record: ConstraintRecord, at recordSlot: Int32, savepoint: Savepoint,
    isEdit: Bool, optimizing: Bool
  ) throws(SolverError) {
    rollBack(to: savepoint)
    releaseRecord(at: recordSlot)
    discard(record, of: constraint)
    switch addToFreshTableau(constraint) {
    case .adopted: return
    case .rejected(let error): throw error
    case .inconclusive:
      verifiesRequiredAdds = false
      defer { verifiesRequiredAdds = true }
      try add(constraint, isEdit: isEdit, optimizing: optimizing)
    }
  }

  /// Widens `coefficientRange` to the constraint's coefficients and sets the rows' noise floor from
  /// their spread. A floor lowered for a constraint that is then rejected stays: it costs speed, never
  /// accuracy.
  mutating func noteCoefficients(of constraint: Constraint) {
    for term in constraint.expression.terms where term.coefficient != 0 {
      let magnitude = abs(term.coefficient)
      coefficientRange.smallest = Swift.min(coefficientRange.smallest, magnitude)
      coefficientRange.largest = Swift.max(coefficientRange.largest, magnitude)
    }
    guard coefficientRange.largest > 0 else { return }
    rowNoise = Tolerance.rowNoise(spread: coefficientRange.largest / coefficientRange.smallest)
  }

  /// Builds the row of a constraint in terms of the current non-basic symbols, registering its
  /// variables and creating its marker symbols (kiwi's `createRow`).
  mutating func makeRow(for constraint: Constraint, isEdit: Bool) -> (Row, ConstraintRecord) {
    let expression = constraint.expression
    let largest = expression.terms.reduce(0.0) { Swift.max($0, abs($1.coefficient)) }
    let scale = ConstraintRecord.scale(forLargest: largest)
    var row = Row(constant: expression.constant * scale)
    var termSymbols: [Symbol] = []
    termSymbols.reserveCapacity(expression.terms.count)
    // Constraints have a few terms: a linear search per term spots a repeated variable for less
    // than sorting would cost.
    let searchesForRepeats = expression.terms.count <= 32
    var repeats = false
    for term in expression.terms {
      guard term.coefficient != 0 else {
        termSymbols.append(.invalid)
        continue
      }
      let symbol = variables.symbol(of: term.variable) ?? newSymbol(.external)
      if searchesForRepeats && !repeats { repeats = termSymbols.contains(symbol) }
      termSymbols.append(symbol)
      variables.retain(term.variable, symbol: symbol)
    }
    if repeats || (!searchesForRepeats && Tableau.hasRepeatedSymbol(termSymbols)) {
      // A variable's terms are added together first, exactly as written: through the variable's row
      // `-0.695*x3 + 0.695*x3` left the rounding of 0.695 × 1e13 instead of nothing, and
      // `-0.695*x3 + 0.695*x3 == -26.54` was accepted (kiwi differential seed 3,004,651).
      var combined: [(symbol: Symbol, coefficient: Double)] = []
      for (term, symbol) in zip(expression.terms, termSymbols) where symbol.isValid {
        if let index = combined.firstIndex(where: { $0.symbol == symbol }) {
          combined[index].coefficient += term.coefficient
        } else {
          combined.append((symbol, term.coefficient))
        }
      }
      addTerms(combined.filter { $0.coefficient != 0 }.map { ($0.symbol, $0.coefficient * scale) }, to: &row)
    } else {
      addTerms(expression.terms, symbols: termSymbols, scale: scale, to: &row)
    }

    let strength = constraint.strength.value
    let required = strength >= Strength.requiredValue
    var marker = Symbol.invalid
    var other = Symbol.invalid
    var markerSign = 1.0
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      markerSign = constraint.relation == .lessThanOrEqual ? 1 : -1
      marker = newSymbol(.slack)
      row.add(marker, markerSign)
      if !required {
        other = newSymbol(.error)
        row.add(other, -markerSign)
      }
    case .equal:
      if required {
        marker = newSymbol(.dummy)
        row.add(marker, 1)
      } else {
        markerSign = -1
        marker = newSymbol(.error)
        other = newSymbol(.error)
        row.add(marker, -1)
        row.add(other, 1)
      }
    }
    if row.constant < 0 { row.multiply(by: -1) }
    let record = ConstraintRecord(
      constraint: constraint, marker: marker, other: other, markerSign: markerSign, scale: scale,
      termSymbols: termSymbols, strength: strength, sequence: nextSequence, isEdit: isEdit)
    return (row, record)
  }

  /// Whether a symbol appears more than once among a constraint's term symbols (`.invalid` aside).
  static func hasRepeatedSymbol(_ symbols: [Symbol]) -> Bool {
    let sorted = symbols.filter(\.isValid).sorted()
    return zip(sorted, sorted.dropFirst()).contains { $0 == $1 }
  }

  /// The symbol to solve a new row for, in kiwi's order of precedence:
  /// 1. an external symbol: the one of largest coefficient, ties to the one the fewest rows hold, then
  ///    to the smallest id (kiwi takes the smallest id; solving for a small coefficient divides the
  ///    whole row by it, and in a system that mixes coefficients of 1e-4 and 1e4 that multiplies every
  ///    other coefficient by up to 1e8),
  ///    unless even that coefficient is noise next to the row's largest: then rules 2 to 4 come
  ///    first and the external is the last resort; only an external that no restricted row holds
  ///    (see `isInRestrictedRow`) qualifies;
  /// 2. the marker, if pivotable with a negative coefficient;
  /// 3. the other symbol, if pivotable with a negative coefficient;
  /// 4. when the row's constant is zero, a pivotable marker or other symbol of positive coefficient
  ///    (the row is negated first: with a zero constant it stays feasible), which spares the
  ///    artificial variable that kiwi would need here.
  /// `.invalid` when none applies.
  func chooseSubject(_ row: Row, _ record: ConstraintRecord) -> Symbol {
    var subject = Symbol.invalid
    var largest = 0.0
    for cell in row.cells where cell.symbol.isExternal {
      let magnitude = abs(cell.coefficient)
      guard magnitude > largest || (magnitude == largest && isHeldByFewerRows(cell.symbol, than: subject)) else {
        continue
      }
      guard !isInRestrictedRow(cell.symbol) else { continue }
      subject = cell.symbol
      largest = magnitude
    }
    // An external whose coefficient is rounding noise next to the row's would be a disastrous pivot;
    // a marker of the constraint does as well, and the external stays non-basic (free).
    if subject.isValid && largest >= Tolerance.subject * row.largest { return subject }
    let external = subject
    for candidate in [record.marker, record.other] where candidate.isValid && candidate.isPivotable {
      if row.coefficient(of: candidate) < 0 { return candidate }
    }
    if row.constant == 0 {
      for candidate in [record.marker, record.other] where candidate.isValid && candidate.isPivotable {
        if row.coefficient(of: candidate) > 0 { return candidate }
      }
    }
    return external
  }

  /// Whether fewer rows hold `symbol` than `other` (a valid symbol). Solving a new row for a symbol
  /// substitutes the row into every row that holds it: in `w[i] == w[0]` for i = 1 ..< n (equal
  /// widths), solving each for the older `w[0]` rewrote every earlier row, n² cells; the fresh `w[i]`
  /// is in none.
  func isHeldByFewerRows(_ symbol: Symbol, than other: Symbol) -> Bool {
    other.isValid && columns[symbol.id].count < columns[other.id].count
  }

  /// Whether a non-basic symbol appears in the row of a restricted basic symbol (a slack, an error or
  /// a dummy). Such a row's value depends on the symbol's: solving a new row for it would move the
  /// symbol off zero and shift those rows' constants, possibly below zero, with nothing to repair them.
  func isInRestrictedRow(_ symbol: Symbol) -> Bool {
    columns[symbol.id].contains { rowBasic[Int($0)].isRestricted }
  }

  /// Adds the row of a required constraint that has no subject, by minimising an artificial
  /// variable equal to the row (phase one of the two-phase simplex).
  ///
  /// A constraint that the others imply ends as a row of dummies alone; it is kept, solved for a dummy
  /// (its `marker` if the row holds it), as the main path of `add` keeps one: that row is what makes a
  /// later constant of any constraint it names fail when it contradicts this one. (Dropped, the
  /// constraint was held by nothing: a frame-based node's `left == 0`, implied by two required
  /// equalities through a margins guide, was broken by 8 when the guide's inset changed.)
  ///
  /// - Returns: nil on success; otherwise the artificial objective at its minimum, whose cells name
  ///   the constraints that keep it above zero (the caller restores the snapshot).
  mutating func addWithArtificialVariable(_ row: Row, marker: Symbol) -> Row? {
    let art = newSymbol(.slack)
    insertRow(row, basic: art)
    artificial = row
    hasArtificial = true
    optimize(artificialObjective: true)
    hasArtificial = false
    let certificate = artificial
    artificial = Row()
    guard Tolerance.isNegligibleConstant(of: certificate, constantScale: constantScale) else { return certificate }

    let slot = basicSlot[art.id]
    if slot >= 0 {
      var artRow = removeRow(at: slot)
      if let entering = artRow.cells.first(where: { $0.symbol.isPivotable })?.symbol {
        artRow.solve(for: art, entering: entering)
        substitute(entering, with: artRow)
        // The artificial variable's value, judged rounding noise above, is now the entering
        // symbol's: a restricted one must not be left below zero by it (vfl fuzz input
        // `regression-artificial-noise-below-zero`: -8 next to magnitudes of 1.4e28).
        queueIfInfeasible(insertRow(artRow, basic: entering))
      } else if let dummy = artRow.cells.contains(where: { $0.symbol == marker })
        ? marker : artRow.cells.first?.symbol
      {
        // Dummies alone, which are zero, as the constant is (judged rounding noise above).
        artRow.constant = 0
        artRow.solve(for: art, entering: dummy)
        substitute(dummy, with: artRow)
        insertRow(artRow, basic: dummy)
      }
    }
    purge(art)
    freeSymbol(art)
    return nil
  }

  /// Adds the row of a required constraint that has no subject by making its marker basic, however
  /// infeasible its value, and letting the dual simplex restore feasibility: the objective is
  /// optimal before and stays optimal, so this spares both phase one and the re-optimisation after it.
  ///
  /// - Returns: nil on success; otherwise the row no pivot could repair, whose cells name the
  ///   constraints that the new one conflicts with (the caller rolls back).
  mutating func addByDualSimplex(_ row: Row, marker: Symbol) -> Row? {
    var row = row
    row.solve(for: marker)
    substitute(marker, with: row)
    let slot = insertRow(consume row, basic: marker)
    queueIfInfeasible(slot)
    guard let failed = dualOptimize() else { return nil }
    var certificate = rows[Int(failed)]
    certificate.add(rowBasic[Int(failed)], 1)
    return certificate
  }

  /// Removes every remaining cell of a symbol that is leaving the solver.
  mutating func purge(_ symbol: Symbol) {
    for slot in takeColumn(symbol) {
      willChangeSlot(slot)
      rows[Int(slot)].remove(symbol)
      cellCount -= 1
    }
    objective.remove(symbol)
  }

  /// Adds `weight` times each error symbol of a non-required constraint to the objective: its
  /// strength when it is added, minus it when removed, the difference when its strength changes.
  mutating func weighErrors(of record: ConstraintRecord, by weight: Double) {
    // Two statements rather than a loop over an array literal, which would allocate on every add.
    if record.marker.isValid && record.marker.kind == .error {
      changeObjective(by: record.errorWeight(weight), of: record.marker)
    }
    if record.other.isValid && record.other.kind == .error {
      changeObjective(by: record.errorWeight(weight), of: record.other)
    }
  }

  /// Adds `amount * symbol` to the objective, in terms of non-basic symbols.
  mutating func changeObjective(by amount: Double, of symbol: Symbol) {
    let slot = basicSlot[symbol.id]
    if slot >= 0 {
      objective.add(rows[Int(slot)], times: amount)
    } else {
      objective.add(symbol, amount)
    }
  }

  mutating func storeRecord(_ record: ConstraintRecord) -> Int32 {
    let slot: Int32
    if let free = freeRecords.popLast() {
      slot = free
      records[Int(slot)] = record
    } else {
      slot = Int32(records.count)
      records.append(record)
    }
    recordIndex[ObjectIdentifier(record.constraint)] = slot
    if record.marker.isValid {
      refinedCellCount += record.refinedCells
      willChangeSymbol(record.marker.id)
      owner[record.marker.id] = slot
    }
    if record.other.isValid {
      willChangeSymbol(record.other.id)
      owner[record.other.id] = slot
    }
    nextSequence += 1
    return slot
  }

  mutating func releaseRecord(at slot: Int32) {
    let record = records[Int(slot)]
    recordIndex[ObjectIdentifier(record.constraint)] = nil
    if record.marker.isValid { refinedCellCount -= record.refinedCells }
    records[Int(slot)].marker = .invalid
    records[Int(slot)].other = .invalid
    freeRecords.append(slot)
  }

  /// Undoes `makeRow` for a constraint that was not added: frees its symbols and variable uses
  /// without touching the variables' values.
  mutating func discard(_ record: ConstraintRecord, of constraint: Constraint) {
    freeSymbol(record.marker)
    freeSymbol(record.other)
    releaseVariables(of: constraint, resetValues: false)
  }

  // MARK: Removing

  mutating func remove(_ constraint: Constraint) throws(SolverError) {
    guard let recordSlot = recordIndex[ObjectIdentifier(constraint)],
      !records[Int(recordSlot)].isEdit
    else { throw .unknownConstraint(constraint) }
    removeRecord(at: recordSlot)
  }

  mutating func removeRecord(at recordSlot: Int32) {
    // Definitions that hold the marker depend on the constraint: the marker must leave every row.
    refreshDefinitions()
    let record = records[Int(recordSlot)]
    if !record.isRequired { weighErrors(of: record, by: -record.strength) }
    let marker = record.marker
    let slot = basicSlot[marker.id]
    let otherSlot = record.other.isValid ? basicSlot[record.other.id] : -1
    if slot >= 0 {
      _ = removeRow(at: slot)
    } else if otherSlot >= 0 {
      // The marker and the other symbol appear in the constraint's equation alone, with opposite
      // signs: with `other` basic, the marker's column is a cell of 1 in `other`'s row and nothing
      // else, so that row is the one to pivot the marker into and remove. Any other cell of the
      // marker is rounding noise, which the ratio test below could pick (a degenerate row, ratio 0):
      // `other`'s row would then outlive the constraint, under a symbol freed for reuse.
      _ = removeRow(at: otherSlot)
    } else if let leavingSlot = markerLeavingRow(for: marker) {
      let leaving = rowBasic[Int(leavingSlot)]
      notePivot(rewriting: rows[Int(leavingSlot)].cells.count * columns[marker.id].count)
      var row = removeRow(at: leavingSlot)
      row.solve(for: leaving, entering: marker)
      substitute(marker, with: row, definitions: true)
    }
    // Once the marker's row is gone, neither symbol has a meaning left; what remains of them is noise.
    purge(marker)
    if record.other.isValid { purge(record.other) }
    freeSymbol(marker)
    freeSymbol(record.other)
    releaseRecord(at: recordSlot)
    releaseVariables(of: record.constraint, resetValues: true)
    // Pivoting the marker out moves the other rows' constants (kiwi's rule picks the leaving row by
    // ratio, not by feasibility): a basic dummy can end up non-zero, a restricted symbol negative.
    // The remaining constraints are a subset of feasible ones, so the dual simplex repairs that.
    _ = dualOptimize()
    optimizeIfSparse()
    if recordIndex.isEmpty {
      // Nothing is left: start from a fresh tableau, so that what rounding left in the objective's
      // constant or in the storage's capacity does not outlive the constraints.
      let released = variables.released
      let (explains, blandAfter) = (explainsConflicts, blandAfter)
      self = Tableau()
      variables.released = released
      (explainsConflicts, self.blandAfter) = (explains, blandAfter)
    }
    checkInvariants()
  }

  /// The row to pivot a non-basic marker into before its constraint is removed (kiwi's
  /// `getMarkerLeavingRow`):
  /// 1. among restricted rows where the marker's coefficient is negative, the smallest ratio
  ///    constant / |coefficient|;
  /// 2. among restricted rows where it is positive, the same;
  /// 3. a row with an external basic symbol, the one with the largest coefficient.
  /// Within classes 1 and 2 the choice is Harris's two-pass test of `leavingRow(for:direction:)`, so
  /// a coefficient that is rounding noise does not become the pivot. Nil when no row holds the marker.
  ///
  /// kiwi takes class 1 whenever it has a row, class 2 only when it has none; here the better
  /// conditioned of the two wins (ties to class 1). Either keeps every restricted row feasible (the
  /// marker, which is leaving, may rise or fall), but class 1 alone may offer only a coefficient that
  /// is rounding noise: in random-dense-500's removals a pivot on one of 3.5e-11 of its row lost
  /// the rows (drift 1.0, then a rebuild); choosing by conditioning, no removal there loses them.
  func markerLeavingRow(for marker: Symbol) -> Int32? {
    let slack = Tolerance.feasibility * constantScale
    var bounds = (negative: Double.infinity, positive: Double.infinity)
    for slot in columns[marker.id] where rowBasic[Int(slot)].isRestricted {
      let row = rows[Int(slot)]
      let coefficient = row.coefficient(of: marker)
      let bound = (Swift.max(row.constant, 0) + slack) / abs(coefficient)
      if coefficient < 0 {
        bounds.negative = Swift.min(bounds.negative, bound)
      } else if coefficient > 0 {
        bounds.positive = Swift.min(bounds.positive, bound)
      }
    }
    var best: [(slot: Int32, magnitude: Double, basic: Symbol)] = [
      (-1, 0, .invalid), (-1, 0, .invalid), (-1, 0, .invalid),
    ]
    for slot in columns[marker.id] {
      let basic = rowBasic[Int(slot)]
      let row = rows[Int(slot)]
      let coefficient = row.coefficient(of: marker)
      if coefficient == 0 { continue }
      let ratio = Swift.max(row.constant, 0) / abs(coefficient)
      let magnitude = abs(coefficient) / Swift.max(row.largest, abs(coefficient))
      let group: Int
      if basic.isExternal {
        group = 2
      } else if coefficient < 0 {
        guard ratio <= bounds.negative else { continue }
        group = 0
      } else {
        guard ratio <= bounds.positive else { continue }
        group = 1
      }
      let current = best[group]
      if current.slot < 0 || magnitude > current.magnitude
        || (magnitude == current.magnitude && basic < current.basic)
      {
        best[group] = (slot, magnitude, basic)
      }
    }
    if best[1].slot >= 0 && (best[0].slot < 0 || best[1].magnitude > best[0].magnitude) {
      return best[1].slot
    }
    return best.first { $0.slot >= 0 }?.slot
  }

  /// Counts one use less of each variable of the constraint and releases the unused ones.
  mutating func releaseVariables(of constraint: Constraint, resetValues: Bool) {
    for term in constraint.expression.terms where term.coefficient != 0 {
      guard let entry = variables.release(term.variable) else { continue }
      let symbol = entry.symbol
      let slot = basicSlot[symbol.id]
      if slot >= 0 {
        // A basic variable that no constraint mentions defines nothing: its row can go.
        _ = removeRow(at: slot)
      }
      purge(symbol)
      freeSymbol(symbol)
      if resetValues { variables.released.append(entry.variable) }
    }
  }
}
