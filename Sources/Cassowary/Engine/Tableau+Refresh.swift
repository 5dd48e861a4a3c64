// Keeping the solution accurate: the tableau is a product of every pivot since the solver began, and
// in a densely coupled system rounding accumulates. Iterative refinement moves the solution back onto
// the constraints as written; when the rows themselves have drifted, rebuilding from the constraints
// is the refactorisation of LP codes.

extension Tableau {
  /// Notes a pivot that rewrites about `cells` cells. In a mixed-magnitude system the next
  /// `updateVariables` refines the solution and checks the rows for drift; in any other, once the
  /// pivots since the last check have rewritten as many cells as the check reads (a pass over the
  /// constraints), so that the checks cost at most what the pivots did.
  ///
  /// Refining after every pivot made a read cost the whole system whatever changed: in a feed of
  /// 1,000 cells laid out with anchors, where a resize pivots in every cell but a new text in one
  /// cell pivots in that cell alone, it was 61 % of a resize (152 µs per cell per resize pass; 54 µs
  /// without it), and every kiwi differential fixture of the plain and integer regimes replays the
  /// same without it.
  @inline(__always)
  mutating func notePivot(rewriting cells: Int) {
    pivotsSinceRebuild &+= 1
    refinementDebt &+= Swift.max(cells, 1)
    if mixesMagnitudes || refinementDebt >= refinedCellCount { needsRefinement = true }
  }

  /// At `updateVariables`, after pivots: refines the solution (a pass over the constraints' terms,
  /// less than the pivots cost: enaml +0.7% instructions, grid-squeeze-10x10 +8%; it is what keeps
  /// mixed-magnitude systems accurate), then rebuilds the tableau if its rows have drifted. A
  /// rebuild costs about as much as a pivot for every row, so it waits until at least that many
  /// pivots happened since the last one: a system that drifts again at once costs at most twice
  /// its pivots, never a rebuild per solution. Only rows that are lost (`Tolerance.lostRows`) are
  /// rebuilt without waiting.
  ///
  /// - Parameter current: the values of the symbols if the caller has evaluated them already.
  /// - Returns: the values of the symbols (see `symbolValues()`) if they are known for the final
  ///   state (`current` when nothing changed), so that the caller need not compute them again.
  mutating func refineAndRebuildIfDrifted(from current: [Double]?) -> [Double]? {
    guard needsRefinement else { return current }
    needsRefinement = false
    refinementDebt = 0
    let (values, currentDrift) = refineSolutionMeasuringDrift(from: current)
    guard currentDrift > Tolerance.drift else { return values }
    // A drift of the order of the constraints' own magnitudes is no rounding: the rows describe the
    // constraints no more, and any answer read from them is wrong. So is an answer that breaks a
    // required constraint. Either is worth a rebuild at once.
    guard
      pivotsSinceRebuild >= rowCount || currentDrift > Tolerance.lostRows
        || breaksRequiredConstraint(values)
    else { return values }
    rebuild(replacing: currentDrift)
    // A rebuilt tableau has no stale definitions, but one kept as it was may have.
    return lazilyEntered.isEmpty ? nil : symbolValues()
  }

  /// Whether the solution read from the rows breaks a required constraint as written (see `drift`).
  func breaksRequiredConstraint(_ values: [Double]) -> Bool {
    drift(values, requiredOnly: true) > Tolerance.drift
  }

  /// A symbol's value in `values` (see `symbolValues()`), zero for `.invalid`.
  @inline(__always)
  func value(of symbol: Symbol, in values: [Double]) -> Double {
    symbol.isValid ? values[symbol.id] : 0
  }

  /// How far the solution read from the rows is from satisfying the constraint's own equation
  /// `scale × expression + markerSign × (marker − other) = 0`, with the sum of the magnitudes of
  /// its terms (what the residual is compared with).
  func residual(of record: ConstraintRecord, values: [Double]) -> (residual: Double, magnitude: Double) {
    let expression = record.constraint.expression
    var residual = expression.constant * record.scale
    var magnitude = abs(residual)
    for (term, symbol) in zip(expression.terms, record.termSymbols) where symbol.isValid {
      let contribution = term.coefficient * record.scale * values[symbol.id]
      residual += contribution
      magnitude += abs(contribution)
    }
    let markers =
      record.markerSign * (value(of: record.marker, in: values) - value(of: record.other, in: values))
    return (residual + markers, magnitude + abs(markers))
  }

  /// One step of iterative refinement: the rows solve each constraint with its constant off by the
  /// rounding they accumulated (its residual); shifting each constraint's marker by its residual,
  /// as a change of constant does, moves the solution onto the constraints as written.
  ///
  /// Residuals at the rounding of the constraint's own terms are left alone (shifting them would
  /// cost a pass over the tableau for nothing); if the shifts leave a required constraint that the
  /// dual simplex cannot repair, which only rounding could cause, the step is undone.
  /// - Returns: the values of the symbols after the step (see `symbolValues()`).
  @discardableResult
  mutating func refineSolution(from current: [Double]? = nil) -> [Double] {
    refineSolutionMeasuringDrift(from: current).values
  }

  /// `refineSolution(from:)`, which also returns the `drift` of the values it returns: measured in the
  /// passes over the constraints that refinement makes anyway, instead of in one more. Each pass
  /// reads every constraint's terms, which in a large system are far apart in memory: building a
  /// feed of 1,000 anchored cells spent a sixth of its cache misses in these passes (callgrind).
  mutating func refineSolutionMeasuringDrift(from current: [Double]? = nil) -> (values: [Double], drift: Double) {
    var before = ResidualMeasures()
    let values = current ?? symbolValues()
    let shifts = records.compactMap { record -> (Symbol, Double)? in
      guard record.marker.isValid else { return nil }
      let (residual, magnitude) = residual(of: record, values: values)
      // Measured over every constraint, as the refined solution is measured.
      before.add(record, residual: residual, magnitude: magnitude, values: values, of: self)
      guard abs(residual) > Tolerance.refinement * magnitude else { return nil }
      return (record.marker, residual / record.markerSign)
    }
    guard !shifts.isEmpty else { return (values, before.drift) }
    let savepoint = beginTransaction()
    for (marker, amount) in shifts { shift(marker, by: amount) }
    // Refinement converges only while the rows are accurate enough; a step that does not reduce the
    // worst residual (or that the dual simplex cannot finish) is undone, and the drift check decides.
    guard dualOptimize() == nil else {
      rollBack(to: savepoint)
      return (values, before.drift)
    }
    let refined = symbolValues()
    let after = residualMeasures(refined)
    if after.worstRelative >= before.worstRelative || after.drift > Tolerance.drift {
      rollBack(to: savepoint)
      return (values, before.drift)
    }
    commit(savepoint)
    return (refined, after.drift)
  }

  /// The worst relative residual and the drift of `values`, in one pass over the constraints (the
  /// required ones alone with `requiredOnly`).
  func residualMeasures(_ values: [Double], requiredOnly: Bool = false) -> ResidualMeasures {
    var measures = ResidualMeasures()
    for record in records where record.marker.isValid && (!requiredOnly || record.isRequired) {
      let (residual, magnitude) = residual(of: record, values: values)
      measures.add(record, residual: residual, magnitude: magnitude, values: values, of: self)
    }
    return measures
  }

  /// Builds the tableau again from the constraints it holds, with the edit variables' suggested
  /// values (they are the edit constraints' constants), and keeps it if its solution is closer to
  /// the constraints than the current one.
  ///
  /// Up to six tableaus are tried, until one has not drifted:
  /// 1. the current basis refactored (see `refactored()`): the rows were wrong, not the basis;
  /// 2. every constraint added with the objective minimised once, at the end;
  /// 3. the objective minimised after each add, as the constraints came. In a mixed-magnitude
  ///    system its intermediate optima can have values of 1e18 that a later constraint brings back
  ///    to 1e3, losing every digit on the way; the second never visits them, but its phase-one
  ///    pivots are chosen for feasibility alone and sometimes condition the rows worse;
  /// 4. and 5. the second and third with pivots of at least `Tolerance.carefulPivot` of their row:
  ///    a pivot of 6e-9 of its row, rounding above the usual floor, took a minimisation to a vertex
  ///    that broke a required constraint by 4,860, and the two rebuilds above took it again (kiwi
  ///    differential seed 1,057, with the rows' cancellation tolerance lowered to 1e-15 in an experiment).
  ///    Fewer steps are possible, so the optimum may be missed; the careful tableau is kept only if
  ///    the others drift more;
  /// 6. the precise solve (see `preciselySolved()`): the system solved in double-double arithmetic,
  ///    its optimal basis written back as double rows.
  /// - Parameter currentDrift: the current solution's `drift`, which a rebuilt tableau must beat.
  mutating func rebuild(replacing currentDrift: Double) {
    var bestDrift = currentDrift
    var best: Tableau?
    for attempt in 1...6 {
      let candidate: Tableau? =
        switch attempt {
        case 1: refactored()
        case 2, 3: try? rebuilt(deferring: attempt == 2)
        case 4, 5: try? rebuilt(deferring: attempt == 4, careful: true)
        default:
          if case .solved(let precise) = preciselySolved() { precise } else { nil }
        }
      guard var fresh = candidate else { continue }
      let freshDrift = fresh.refineSolutionMeasuringDrift().drift
      if freshDrift < bestDrift {
        best = fresh
        bestDrift = freshDrift
      }
      if freshDrift <= Tolerance.drift { break }
    }
    // Rebuilding once more would give the same rows: the next check waits for as many pivots.
    guard var best else {
      pivotsSinceRebuild = 0
      return
    }
    best.needsRefinement = false
    best.pivotsSinceRebuild = 0
    self = best
  }

  /// A tableau built from the constraints this one holds, in the order they were added, and then
  /// `extra`, minimised after each add or (`deferring`) once at the end, with `careful` pivots of at
  /// least `Tolerance.carefulPivot` of their row; nil if it rejects a constraint this one holds,
  /// which only rounding could make it do.
  /// - Throws: The error of adding `extra`, explained only if `explaining`.
  func rebuilt(
    deferring: Bool, careful: Bool = false, adding extra: Constraint? = nil, explaining: Bool = true
  ) throws(SolverError) -> Tableau? {
    var fresh = Tableau()
    fresh.explainsConflicts = explainsConflicts
    fresh.verifiesRequiredAdds = false
    fresh.blandAfter = blandAfter
    if careful { fresh.pivotFloor = Tolerance.carefulPivot }
    fresh.variables.released = variables.released
    for record in records.filter({ $0.marker.isValid }).sorted(by: { $0.sequence < $1.sequence }) {
      do throws(SolverError) {
        try fresh.add(record.constraint, isEdit: record.isEdit, optimizing: !deferring)
      } catch {
        return nil
      }
    }
    if let extra {
      fresh.explainsConflicts = explainsConflicts && explaining
      try fresh.add(extra, optimizing: !deferring)
      fresh.explainsConflicts = explainsConflicts
    }
    fresh.edits = edits
    fresh.optimizeIfNeeded()
    fresh.pivotFloor = pivotFloor
    fresh.verifiesRequiredAdds = verifiesRequiredAdds
    return fresh
  }

  /// How far the solution read from the rows is from the constraints: the largest residual of a
  /// constraint's own equation, `scale × expression + markerSign × (marker − other) = 0`, or value of
  /// a marker it cannot have (a dummy not zero, a slack or an error below zero), next to the
  /// constraint's magnitude or 1, in the constraint's own units; infinity for a value that is not a
  /// number. Above `Tolerance.drift` the rows have drifted: rounding cannot explain it. Costs one pass
  /// over the constraints' terms. The rows hold each constraint scaled (see `ConstraintRecord.scale`); measured in their
  /// units, a residual of 0.00255 in `-4950*x0 + 0.00228*x1 >= 0` (scaled by 2^-12) passed for
  /// 6e-7 and was never repaired (kiwi differential seed 3,002,101).
  func drift(_ values: [Double], requiredOnly: Bool = false) -> Double {
    residualMeasures(values, requiredOnly: requiredOnly).drift
  }
}

/// What a pass over the constraints measures of a solution's residuals.
struct ResidualMeasures {
  /// The largest residual of a constraint next to the magnitudes of its terms, or next to 1 where
  /// they are smaller: near zero, the magnitudes are the residuals themselves, and a refinement step
  /// that took a residual from 4e-5 to 7e-22 would otherwise count as no better (kiwi differential
  /// seed 1975).
  var worstRelative = 0.0
  private var worstDrift = 0.0
  private var sawNaN = false

  /// How far the solution is from the constraints' equations and its markers' signs, next to the
  /// magnitudes of their terms (see `Tableau.drift`); infinite when a measure was not a number.
  var drift: Double { sawNaN ? .infinity : worstDrift }

  /// Adds one constraint's `residual` and the `magnitude` of its terms (`Tableau.residual(of:values:)`).
  @inline(__always)
  mutating func add(
    _ record: ConstraintRecord, residual: Double, magnitude: Double, values: [Double], of tableau: Tableau
  ) {
    worstRelative = Swift.max(worstRelative, abs(residual) / Swift.max(magnitude, 1))
    let marker = tableau.value(of: record.marker, in: values), other = tableau.value(of: record.other, in: values)
    let markerBound = record.marker.isDummy ? abs(marker) : -marker
    let measure = Swift.max(abs(residual), markerBound, -other) / Swift.max(magnitude, record.scale)
    if measure.isNaN { sawNaN = true } else { worstDrift = Swift.max(worstDrift, measure) }
  }
}

extension Tableau {
  /// Computes the objective again from the constraints' error symbols and the rows that hold them.
  ///
  /// The objective is updated by every pivot of a minimisation, and a long one (thousands of pivots
  /// in a densely coupled system) leaves rounding in it that can hide a descent worth a weak
  /// constraint's strength: the minimisation stops short of the optimum. A fresh objective costs one
  /// pass over the error rows.
  mutating func recomputeObjective() {
    var fresh = Objective()
    for _ in 0..<basicSlot.count { fresh.appendSymbol() }
    for record in records where record.marker.isValid && !record.isRequired {
      let weight = record.errorWeight(record.strength)
      for symbol in [record.marker, record.other] where symbol.isValid && symbol.kind == .error {
        let slot = basicSlot[symbol.id]
        if slot >= 0 {
          fresh.add(rows[Int(slot)], times: weight)
        } else {
          fresh.add(symbol, weight)
        }
      }
    }
    objective = fresh
  }
}
