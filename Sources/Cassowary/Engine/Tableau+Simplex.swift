// The two simplex loops of the paper: the primal `optimize` after constraints are added or removed,
// and the dual `dualOptimize` after constants (suggested values) change.

extension Tableau {
  /// After an add, a removal or a strength change: minimises the objective at once while the rows
  /// are short (as kiwi does after every operation), or leaves it for `optimizeIfNeeded` once they
  /// are long.
  ///
  /// Optimising after every change keeps a layout's rows short (each variable stays expressed
  /// through its own constraints' errors), which is what makes a chain of a thousand views cheap.
  /// In a densely coupled system the rows fill in regardless, every pivot touches most of the
  /// tableau, and the pivots of successive operations largely undo each other: there one
  /// minimisation when a solution is read is many times cheaper than one per change.
  mutating func optimizeIfSparse() {
    needsOptimize = true
    if cellCount <= Tableau.sparseRowLength * rowCount { optimizeIfNeeded() }
  }

  /// Minimises the objective if an add, a removal or a strength change left it unminimised.
  ///
  /// With `lazily` (when a solution is read), the pivots leave the rows of basic externals stale (see
  /// `Tableau+Definitions.swift`): a deferred minimisation of a dense system pivots through all of
  /// them many times over, and only their values are needed.
  mutating func optimizeIfNeeded(lazily: Bool = false) {
    guard needsOptimize else { return }
    let pivotsBefore = pivotsSinceRebuild
    definesLazily = lazily
    optimize()
    definesLazily = false
    if pivotsSinceRebuild &- pivotsBefore > rowCount {
      // A minimisation this long has rounded the objective many times over: minimise once more
      // from an objective computed afresh (usually no pivot, or a few).
      recomputeObjective()
      optimize()
      refineSolution()
    }
    needsOptimize = false
  }

  /// Pivots until the objective (or, while a constraint is added through an artificial variable,
  /// the artificial objective) has no negative coefficient.
  ///
  /// Entering symbol: the most negative objective coefficient (Dantzig's rule), ties to the smallest
  /// id; after a run of degenerate pivots the rule falls back to Bland's (the smallest id with a
  /// negative coefficient), which cannot cycle. Leaving row: the minimum ratio test over the rows
  /// with a restricted basic symbol, ties to the smallest basic symbol.
  @discardableResult
  mutating func optimize(artificialObjective: Bool = false, pivotBudget: Int = .max) -> Bool {
    var degenerateRun = 0
    var pivots = 0
    var pivotsAtRecompute = -1
    let pivotLimit = Swift.min(pivotBudget, 50 * (rows.count + basicSlot.count) + 1000)
    while pivots < pivotLimit {
      let useBland = degenerateRun > 50
      let (entering, direction) =
        artificialObjective
        ? enteringSymbol(artificial, bland: useBland) : objective.enteringSymbol(bland: useBland)
      guard entering.isValid else { return true }
      guard let (slot, ratio) = leavingRow(for: entering, direction: direction) else {
        // The objective is bounded below by zero, so an entering symbol without a leaving row means
        // the objective's coefficients are off. Updated by every pivot, they drift (in a
        // mixed-magnitude system by far more than one coefficient's noise), and zeroing the one at
        // hand, as the loop once did at once, let the minimisations end above the optimum (seeds
        // 1,000,000-1,009,999: 123 instead of 136 systems kiwi could not solve). So they are
        // computed afresh first, at most once per pivot; a coefficient still without a leaving
        // row is noise, and dropped.
        if !artificialObjective && pivotsAtRecompute != pivots {
          pivotsAtRecompute = pivots
          recomputeObjective()
          continue
        }
        needsRefinement = true
        if artificialObjective { artificial.remove(entering) } else { objective.remove(entering) }
        continue
      }
      degenerateRun = ratio == 0 ? degenerateRun + 1 : 0
      pivot(slot: slot, entering: entering, knowsColumn: true)
      pivots += 1
      // The ratio test skips coefficients too small to pivot on (see `leavingRow(for:direction:)`);
      // in a system that mixes magnitudes such a coefficient times a step of 1e11 puts its row
      // below zero by far more than rounding. The dual simplex repairs it before the next step.
      if !infeasible.isEmpty { _ = dualOptimize() }
    }
    return false
  }

  /// `Objective.enteringSymbol(bland:)` for the artificial objective, which is a row.
  @inline(__always)
  func enteringSymbol(_ objective: Row, bland: Bool) -> (Symbol, Double) {
    var best = Symbol.invalid
    var bestDescent = 0.0
    var bestDirection = 0.0
    for cell in objective.cells where !cell.symbol.isDummy {
      guard cell.coefficient < 0 || (cell.symbol.isExternal && cell.coefficient != 0) else { continue }
      if bland { return (cell.symbol, cell.coefficient < 0 ? 1 : -1) }
      // Cells are in id order, so a strict comparison keeps the smallest id among equals.
      if -abs(cell.coefficient) < bestDescent {
        best = cell.symbol
        bestDescent = -abs(cell.coefficient)
        bestDirection = cell.coefficient < 0 ? 1 : -1
      }
    }
    return (best, bestDirection)
  }

  /// The row of the minimum ratio test for `entering`, with its ratio, or nil if no row limits it;
  /// leaves the coefficients of `entering` in the rows of its column in `enteringColumn`, for the
  /// pivot's substitution.
  ///
  /// Harris's two-pass ratio test over the rows that limit the entering symbol (see `limits`): the
  /// first pass bounds the step by `(constant + δ) / |coefficient|`, with δ the feasibility tolerance,
  /// so a row whose coefficient is rounding noise cannot hold the step at zero; the second chooses,
  /// among the rows whose exact ratio is within that bound, the coefficient largest next to its row,
  /// which keeps the pivots well conditioned (ties to the smallest basic symbol, which with Bland's
  /// entering rule cannot cycle). A row passed over may end up below zero by at most δ, which
  /// `queueIfInfeasible` then sets to zero.
  @inline(__always)
  mutating func leavingRow(for entering: Symbol, direction: Double = 1) -> (Int32, Double)? {
    let slack = Tolerance.feasibility * constantScale
    let column = columns[entering.id]
    // Each row is searched once: in a dense tableau the searches are most of the test, and the
    // pivot's substitution would otherwise search every row of the column again.
    enteringColumn.coefficients.removeAll(keepingCapacity: true)
    var bound = Double.infinity
    for slot in column {
      let coefficient = rows[Int(slot)].coefficient(of: entering)
      enteringColumn.coefficients.append(coefficient)
      guard limits(rowBasic[Int(slot)], coefficient * direction),
        Tolerance.isPivot(coefficient, largest: rows[Int(slot)].largest)
      else { continue }
      bound = Swift.min(bound, (Swift.max(rows[Int(slot)].constant, 0) + slack) / abs(coefficient))
    }
    guard bound < .infinity else { return nil }
    var bestSlot: Int32 = -1
    var bestMagnitude = 0.0
    var bestBasic = Symbol.invalid
    var bestRatio = 0.0
    for (index, slot) in column.enumerated() {
      let coefficient = enteringColumn.coefficients[index]
      let basic = rowBasic[Int(slot)]
      guard limits(basic, coefficient * direction) else { continue }
      let largest = rows[Int(slot)].largest
      guard Tolerance.isPivot(coefficient, largest: largest) else { continue }
      let ratio = Swift.max(rows[Int(slot)].constant, 0) / abs(coefficient)
      guard ratio <= bound else { continue }
      let magnitude = abs(coefficient) / Swift.max(largest, abs(coefficient))
      if bestSlot < 0 || magnitude > bestMagnitude || (magnitude == bestMagnitude && basic < bestBasic) {
        (bestSlot, bestMagnitude, bestBasic, bestRatio) = (slot, magnitude, basic, ratio)
      }
    }
    return (bestSlot, bestRatio)
  }

  /// Whether a row whose basic symbol is `basic` limits how far a symbol may enter when the basic
  /// symbol changes by `coefficient` per unit of the step: a restricted basic symbol limits it when
  /// it decreases toward zero, and a basic dummy, which must stay zero, when it moves at all.
  @inline(__always)
  func limits(_ basic: Symbol, _ coefficient: Double) -> Bool {
    basic.isDummy ? coefficient != 0 : basic.isRestricted && coefficient < 0
  }

  /// Restores feasibility after constants changed, keeping the objective optimal.
  ///
  /// - Returns: nil on success, or the slot of a row whose constant no pivot can repair: the
  ///   required constraints cannot hold with the new constants.
  mutating func dualOptimize() -> Int32? {
    // The dual simplex has no anti-cycling rule here: a bound on the pivots guarantees termination
    // (no input may make the solver loop forever); it is far above what any workload needs.
    var pivotsLeft = 50 * (rows.count + basicSlot.count) + 1000
    while pivotsLeft > 0, let leaving = infeasible.popLast() {
      let slot = basicSlot[leaving.id]
      guard slot >= 0, rowBasic[Int(slot)] == leaving else { continue }
      let constant = rows[Int(slot)].constant
      guard isInfeasible(leaving, constant: constant) else { continue }
      let entering = dualEnteringSymbol(rows[Int(slot)], direction: constant < 0 ? 1 : -1)
      if entering.isValid {
        pivot(slot: slot, entering: entering)
        pivotsLeft -= 1
      } else if Tolerance.isNegligible(constant, scale: constantScale) {
        setConstant(0, ofRowAt: slot)
      } else {
        infeasible.removeAll()
        return slot
      }
    }
    infeasible.removeAll()
    // Harris's ratio test may pick an entering symbol whose ratio is not the smallest, for a better
    // pivot: the objective coefficients of the symbols with smaller ratios then turn negative (by at
    // most the slack each). The point is feasible but no longer optimal, and weighted by a distance
    // that can be large, such a coefficient is not noise: the primal simplex finishes the job.
    if !objective.negatives.isEmpty { needsOptimize = true }
    return nil
  }

  /// The dual ratio test: among the row's non-dummy symbols whose coefficient has the sign of
  /// `direction` (positive to raise a negative constant, negative to lower the positive constant of a
  /// basic dummy), the smallest objective coefficient / |row coefficient|, in Harris's two passes as
  /// in `leavingRow(for:)`: the bound allows each objective coefficient a rounding slack, and within
  /// it the largest coefficient wins, then the smallest id.
  @inline(__always)
  func dualEnteringSymbol(_ row: Row, direction: Double) -> Symbol {
    // A restricted symbol helps when its coefficient has the sign of `direction`; an external, being
    // free, helps whenever it is in the row.
    func helps(_ cell: Cell) -> Bool {
      guard Tolerance.isPivot(cell.coefficient, largest: row.largest) else { return false }
      return cell.symbol.isExternal
        ? cell.coefficient != 0 : cell.coefficient * direction > 0 && !cell.symbol.isDummy
    }
    func ratio(_ cell: Cell) -> Double {
      let reducedCost = objective.coefficient(of: cell.symbol)
      return (cell.symbol.isExternal ? abs(reducedCost) : Swift.max(reducedCost, 0)) / abs(cell.coefficient)
    }
    let slack = Tolerance.feasibility * objectiveScale
    var bound = Double.infinity
    for cell in row.cells where helps(cell) {
      bound = Swift.min(bound, ratio(cell) + slack / abs(cell.coefficient))
    }
    guard bound < .infinity else { return .invalid }
    var best = Symbol.invalid
    var bestMagnitude = 0.0
    for cell in row.cells where helps(cell) && ratio(cell) <= bound {
      let magnitude = abs(cell.coefficient)
      if !best.isValid || magnitude > bestMagnitude {
        best = cell.symbol
        bestMagnitude = magnitude
      }
    }
    return best
  }
}
