// Recovering from numerical drift: the tableau is a product of every pivot since the solver began,
// and in a densely coupled system a run of ill-conditioned pivots can leave rows that no longer
// say what the constraints say. Rebuilding from the constraints is the refactorisation of LP codes.

extension Tableau {
  /// Marks the tableau as worth checking at the next `updateVariables`: a pivot on a coefficient
  /// this small next to its row (or an entering symbol no row limits, which exact arithmetic never
  /// produces) multiplies whatever rounding its row carries.
  @inline(__always)
  mutating func noteIllConditionedPivot(_ coefficient: Double, largest: Double) {
    pivotsSinceRebuild &+= 1
    if abs(coefficient) < Tolerance.suspectPivot * largest { isSuspect = true }
  }

  /// At `updateVariables`, after a suspect pivot: rebuilds the tableau if its rows have drifted. A
  /// rebuild costs about as much as a pivot for every row, so it waits until at least that many
  /// pivots happened since the last one: a system that drifts again at once costs at most twice
  /// its pivots, never a rebuild per solution.
  mutating func rebuildIfDrifted() {
    guard isSuspect else { return }
    isSuspect = false
    if pivotsSinceRebuild >= rowCount, hasDrifted() { rebuild() }
  }

  /// After a suspect pivot: whether the solution read from the rows breaks one of the constraints'
  /// own equations, `scale × expression + markerSign × (marker − other) = 0`, or gives a marker a value it
  /// cannot have (a dummy not zero, a slack or an error below zero), by more than rounding can
  /// explain. Costs one pass over the constraints' terms.
  func hasDrifted() -> Bool {
    func value(_ symbol: Symbol) -> Double {
      guard symbol.isValid else { return 0 }
      let slot = basicSlot[symbol.id]
      return slot >= 0 ? rows[Int(slot)].constant : 0
    }
    for record in records where record.marker.isValid {
      let expression = record.constraint.expression
      var residual = expression.constant * record.scale
      var scale = abs(residual)
      for term in expression.terms where term.coefficient != 0 {
        guard let symbol = variables.symbol(of: term.variable) else { continue }
        let contribution = term.coefficient * record.scale * value(symbol)
        residual += contribution
        scale += abs(contribution)
      }
      let marker = value(record.marker), other = value(record.other)
      let markers = record.markerSign * (marker - other)
      residual += markers
      scale += abs(markers)
      let slack = Tolerance.drift * Swift.max(scale, 1)
      if !(abs(residual) <= slack) { return true }
      // A dummy is zero and the other markers are not negative, or the constraint does not hold.
      let markerBound = record.marker.isDummy ? abs(marker) : -marker
      if markerBound > slack || -other > slack { return true }
    }
    return false
  }

  /// Builds the tableau again from the constraints it holds, in the order they were added, with the
  /// edit variables' suggested values (they are the edit constraints' constants), and minimises it.
  /// Keeps the tableau as it is if the fresh one rejects a constraint, which only rounding could make
  /// it do.
  mutating func rebuild() {
    var fresh = Tableau()
    fresh.explainsConflicts = explainsConflicts
    fresh.variables.released = variables.released
    for record in records.filter({ $0.marker.isValid }).sorted(by: { $0.sequence < $1.sequence }) {
      do throws(SolverError) {
        try fresh.add(record.constraint, isEdit: record.isEdit)
      } catch {
        return
      }
    }
    fresh.edits = edits
    fresh.optimizeIfNeeded()
    // Rebuilding once more would give the same rows: the next check waits for the next suspect pivot.
    fresh.isSuspect = false
    fresh.pivotsSinceRebuild = 0
    self = fresh
  }
}
