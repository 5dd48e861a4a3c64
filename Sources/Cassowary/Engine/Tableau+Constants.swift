// Changing an added constraint in place: its constant (suggested values are the constants of edit
// constraints) and its strength.

extension Tableau {
  /// Sets the constant of a constraint's expression.
  ///
  /// A constraint `expr + c + μ·marker + … = 0` with constant `c + d` is the same system with the
  /// marker shifted by `d / μ`, so the change is applied where the marker stands: to its row if it
  /// is basic, else to the constants of the rows that hold it. The dual simplex then restores
  /// feasibility. This is kiwi's `suggestValue`, generalised from edit constraints to any constraint.
  mutating func setConstant(_ value: Double, of constraint: Constraint) throws(SolverError) {
    guard let recordSlot = recordIndex[ObjectIdentifier(constraint)],
      !records[Int(recordSlot)].isEdit
    else { throw .unknownConstraint(constraint) }
    guard Tolerance.isUsable(value) else { throw .nonFiniteValue }
    try changeConstant(of: recordSlot, to: value)
  }

  mutating func changeConstant(of recordSlot: Int32, to value: Double) throws(SolverError) {
    // The record's fields one by one: a copy of the whole record costs a retain and a release of
    // its arrays on every suggested value (enaml: +1% instructions).
    let constraint = records[Int(recordSlot)].constraint
    let previous = constraint.constant
    let delta = value - previous
    guard delta != 0 else { return }
    // The dual simplex needs an optimal objective to start from.
    optimizeIfNeeded()
    constantScale = Swift.max(constantScale, abs(value))
    // Only required constraints can become infeasible; keep a snapshot for them alone.
    let savepoint = records[Int(recordSlot)].isRequired ? beginTransaction() : nil
    // The dual simplex of a new constant (a suggested value, most often) leaves the rows of basic
    // externals stale: the next read brings them up to date (see `Tableau+Definitions.swift`).
    definesLazily = true
    let marker = records[Int(recordSlot)].marker
    shift(marker, by: delta * records[Int(recordSlot)].scale / records[Int(recordSlot)].markerSign)
    let failed = dualOptimize()
    definesLazily = false
    if let failedSlot = failed, let savepoint {
      let failedRow = rows[Int(failedSlot)]
      let failedBasic = rowBasic[Int(failedSlot)]
      rollBack(to: savepoint)
      // In a mixed-magnitude system the dual simplex may have failed on rounding alone.
      if verifiesAdds && adoptPreciseSolution(setting: constraint, to: value, restoring: previous) { return }
      throw unsatisfiableConstant(of: constraint, value, certificate: failedRow, alsoOwnedBy: [failedBasic])
    }
    // Set before the check below, which measures the constraint as it now reads.
    constraint.constant = value
    if let savepoint {
      // Rows that accept a constant by breaking a required constraint have pivoted on noise, as
      // verified adds find (see `Tableau+VerifiedAdd.swift`): kiwi differential seed 2,002,520
      // accepted `-0.00295*x2 <= -9678`, which the others make infeasible, and broke it by 9,678.
      if verifiesAdds && breaksRequiredConstraint(symbolValues()) {
        if try settlePrecisely(constraint, changedFrom: previous, savepoint: savepoint) { return }
      }
      commit(savepoint)
    }
    // The rows' constants moved by `delta` with its rounding, which next to a constant far smaller
    // is more than the rounding of the constraint itself: -154400 -> 2.319 left 9e-12 in a strong
    // constraint's error, an objective of 9e-6 where 0 is optimal (kiwi differential seed
    // 2,008,345). Refinement at the next read moves the solution back onto the constraint. In a
    // mixed-magnitude system every change is refined: with values of 3e10, two suggestions of 1e5
    // left a required equality broken by 37.7 (kiwi differential seed 4,000,492).
    if mixesMagnitudes || abs(delta) > Tolerance.shrinkingConstant * Swift.max(abs(value), 1) {
      needsRefinement = true
    }
    checkInvariants()
  }

  /// Adopts the precise solve of the system with `constraint`'s constant set to `value` if its rows
  /// keep every required constraint; else sets the constant back to `previous` and returns false.
  @inline(never)
  private mutating func adoptPreciseSolution(
    setting constraint: Constraint, to value: Double, restoring previous: Double
  ) -> Bool {
    constraint.constant = value
    if case .solved(let fresh) = preciselySolved(), let sound = fresh.keepingRequiredConstraints() {
      self = sound
      return true
    }
    constraint.constant = previous
    return false
  }

  /// Settles a new constant whose double rows break a required constraint by the precise solve:
  /// adopts its tableau (true), rejects the constant if the system is infeasible (the constant set
  /// back to `previous`), or keeps the double answer (false) if the solve cannot tell.
  @inline(never)
  private mutating func settlePrecisely(
    _ constraint: Constraint, changedFrom previous: Double, savepoint: Savepoint
  ) throws(SolverError) -> Bool {
    switch preciselySolved() {
    case .solved(let fresh):
      guard let sound = fresh.keepingRequiredConstraints() else { return false }
      rollBack(to: savepoint)
      self = sound
      return true
    case .infeasible:
      rollBack(to: savepoint)
      let value = constraint.constant
      constraint.constant = previous
      throw unsatisfiableConstant(of: constraint, value, certificate: Row())
    case .failed:
      return false
    }
  }

  /// The error of a constant that the required constraints cannot hold with, explained by those
  /// that conflict with the changed constraint (see `explainConflict`).
  func unsatisfiableConstant(
    of constraint: Constraint, _ value: Double, certificate: Row, alsoOwnedBy extra: [Symbol] = []
  ) -> SolverError {
    let changed = Constraint(constraint.expression, constraint.relation, strength: constraint.strength)
    changed.constant = value
    let conflicting = explainConflict(of: changed, excluding: constraint, certificate: certificate, alsoOwnedBy: extra)
    return .unsatisfiableConstraint(constraint, conflicting: conflicting)
  }

  /// Replaces `symbol` by `symbol + amount` in every row's constant.
  mutating func shift(_ symbol: Symbol, by amount: Double) {
    let slot = basicSlot[symbol.id]
    // The rows that hold the symbol: if it is basic, stale definitions alone (whose identities were
    // written with the symbol's old meaning, so they move with it as well).
    for slot in columns[symbol.id] {
      let row = rows[Int(slot)]
      addToConstant(row.coefficient(of: symbol) * amount, ofRowAt: slot)
      queueIfInfeasible(slot)
    }
    if slot >= 0 {
      addToConstant(-amount, ofRowAt: slot)
      queueIfInfeasible(slot)
      // The objective holds the row of a basic error symbol times its weight.
      if symbol.kind == .error, owner[symbol.id] >= 0 {
        let record = records[Int(owner[symbol.id])]
        let weight = record.errorWeight(record.strength)
        objective.constant = Tolerance.sum(objective.constant, -weight * amount)
      }
      return
    }
    let coefficient = objective.coefficient(of: symbol)
    objective.constant = Tolerance.sum(objective.constant, coefficient * amount)
  }

  /// Sets a constraint's strength: between non-required strengths by moving the objective by the
  /// difference; to or from required by removing and re-adding it.
  mutating func setStrength(_ strength: Strength, of constraint: Constraint) throws(SolverError) {
    guard let recordSlot = recordIndex[ObjectIdentifier(constraint)],
      !records[Int(recordSlot)].isEdit
    else { throw .unknownConstraint(constraint) }
    guard !strength.value.isNaN else { throw .nonFiniteValue }
    let record = records[Int(recordSlot)]
    let old = constraint.strength
    guard strength.value != record.strength else {
      constraint.strength = strength
      return
    }
    if record.isRequired || strength.isRequired {
      let snapshot = self
      removeRecord(at: recordSlot)
      constraint.strength = strength
      do {
        try add(constraint)
      } catch {
        self = snapshot
        constraint.strength = old
        throw error
      }
      if let newSlot = recordIndex[ObjectIdentifier(constraint)] {
        records[Int(newSlot)].sequence = record.sequence
        // Removing the last constraint starts a fresh tableau, whose sequence restarts: later
        // constraints must still come after this one.
        nextSequence = Swift.max(nextSequence, record.sequence + 1)
      }
      return
    }
    objectiveScale = Swift.max(objectiveScale, strength.value)
    weighErrors(of: record, by: strength.value - record.strength)
    records[Int(recordSlot)].strength = strength.value
    constraint.strength = strength
    needsOptimize = true
    checkInvariants()
  }

  // MARK: Edit variables

  mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
    let key = ObjectIdentifier(variable)
    guard edits[key] == nil else { throw .duplicateEditVariable(variable) }
    guard !strength.value.isNaN else { throw .nonFiniteValue }
    guard !strength.isRequired else { throw .badRequiredStrength }
    let constraint = Constraint(LinearExpression(variable), .equal, strength: strength)
    try add(constraint, isEdit: true)
    edits[key] = EditRecord(variable: variable, constraint: constraint, value: 0)
  }

  mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
    let key = ObjectIdentifier(variable)
    guard let edit = edits[key], let recordSlot = recordIndex[ObjectIdentifier(edit.constraint)]
    else { throw .unknownEditVariable(variable) }
    removeRecord(at: recordSlot)
    edits[key] = nil
  }

  func hasEditVariable(_ variable: Variable) -> Bool {
    edits[ObjectIdentifier(variable)] != nil
  }

  mutating func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
    let key = ObjectIdentifier(variable)
    guard let edit = edits[key], let recordSlot = recordIndex[ObjectIdentifier(edit.constraint)]
    else { throw .unknownEditVariable(variable) }
    guard Tolerance.isUsable(value) else { throw .nonFiniteValue }
    // The edit constraint reads `variable - value == 0`; it is never required, so this cannot fail.
    try? changeConstant(of: recordSlot, to: -value)
    edits[key]?.value = value
  }

  // MARK: Solution

  /// The values of the symbols if some definitions are stale (else nil: the rows' constants are the
  /// values), refreshing the definitions once reading them has cost as much as refreshing would.
  ///
  /// Refreshing at every read costs a substitution for each basic symbol of each stale definition
  /// at each step of a squeeze, most of which evaluating them once would have covered
  /// (grid-squeeze-100x10: 4.1 s against 2.4 s); never refreshing lets staleness spread in a loop
  /// that suggests and reads, until each read evaluates every definition (grid-100x10's suggest:
  /// 5x slower). Paying for reads until they have cost one refresh (the rent-or-buy rule) costs at
  /// most twice the better of the two.
  mutating func evaluateStaleDefinitions() -> [Double]? {
    guard !lazilyEntered.isEmpty else {
      staleReadCost = 0
      return nil
    }
    var cost = DefinitionCost()
    let values = symbolValues(cost: &cost)
    staleReadCost += cost.evaluation
    if staleReadCost >= cost.refresh {
      refreshDefinitions()
      staleReadCost = 0
    }
    return values
  }

  /// A symbol's value in the basic solution: its row's constant, or 0 if it is not basic (`+ 0`
  /// turns -0 into 0).
  @inline(__always)
  func solvedValue(of symbol: Symbol) -> Double {
    let slot = basicSlot[symbol.id]
    return slot >= 0 ? rows[Int(slot)].constant + 0 : 0
  }

  /// Writes the solution into the variables; lists those whose value changed in `changed` if there
  /// is one; with `resettingReleased`, sets the variables no constraint mentions any more to 0.
  mutating func updateVariables(changed: inout [Variable]?, resettingReleased: Bool = true) {
    optimizeIfNeeded(lazily: true)
    let values = refineAndRebuildIfDrifted(from: evaluateStaleDefinitions())
    if let values {
      variables.assignValues(changed: &changed) { values[$0.id] + 0 }
    } else if touchedRows.coversAll {
      variables.assignValues(changed: &changed) { solvedValue(of: $0) }
    } else {
      // Only the variables of the touched rows and the new variables can have changed (see
      // `TouchedRows`).
      variables.assignValues(of: touchedRows.formerBasics, changed: &changed) { solvedValue(of: $0) }
      let basics = touchedRows.slots.map { rowBasic[Int($0)] }
      variables.assignValues(of: basics, changed: &changed) { solvedValue(of: $0) }
      variables.assignValues(of: variables.registeredSinceUpdate, changed: &changed) { solvedValue(of: $0) }
    }
    touchedRows.restart(recording: changed != nil)
    variables.registeredSinceUpdate.removeAll(keepingCapacity: true)
    for variable in variables.released where resettingReleased && !variables.contains(variable) {
      variable.value = 0
      changed?.append(variable)
    }
    variables.released.removeAll()
  }
}
