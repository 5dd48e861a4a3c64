// The two simplex loops of the paper: the primal `optimize` after constraints are added or removed,
// and the dual `dualOptimize` after constants (suggested values) change.

extension Tableau {
  /// After an add, a removal or a strength change: minimises the objective at once (as kiwi does
  /// after every operation) while the rows are short or the minimisation is local, or leaves it for
  /// `optimizeIfNeeded` otherwise.
  ///
  /// The rule, first match wins:
  /// 1. Rows short on average (at most `sparseRowLength` cells): at once. Optimising after every
  ///    change keeps a layout's rows short (each variable stays expressed through its own
  ///    constraints' errors).
  /// 2. Every symbol the objective would bring into the basis (a negative coefficient) in at most
  ///    `sparseRowLength` rows: at once. The pivots then touch only the rows of the constraints just
  ///    added, however long the other rows are. Left for later, those symbols spread: in a chain
  ///    (`left[i+1] == left[i] + width[i] + gap`) every later add copies its predecessor's row, so
  ///    the same pivots would touch every later row, and the deferred minimisation of 4,000 boxes
  ///    cost n^2.9 (and left the rows of the user's variables stale, `Tableau+Definitions.swift`,
  ///    for every read after it to pay for).
  /// 3. Otherwise, deferred. In a densely coupled system the symbols of a new row reach most rows at
  ///    once (a third of them in random-dense-200's first long rows), every pivot touches most of the
  ///    tableau, and the pivots of successive operations largely undo each other: there one
  ///    minimisation when a solution is read is many times cheaper than one per change.
  mutating func optimizeIfSparse() {
    needsOptimize = true
    if cellCount <= Tableau.sparseRowLength * rowCount || minimisationIsLocal() {
      optimizeIfNeeded()
    }
  }

  /// Whether every symbol with a negative objective coefficient appears in at most
  /// `sparseRowLength` rows (rule 2 of `optimizeIfSparse`).
  func minimisationIsLocal() -> Bool {
    for symbol in objective.negatives where columns[symbol.id].count > Tableau.sparseRowLength {
      return false
    }
    return true
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
    if pivotsSinceRebuild &- pivotsBefore > rowCount
      || (mixesMagnitudes && pivotsSinceRebuild != pivotsBefore)
    {
      // A minimisation this long has rounded the objective many times over, and in a system that
      // mixes magnitudes one pivot may do it (a weak error's 1 cancelled out of 4.6e11): minimise
      // once more from an objective computed afresh (usually no pivot, or a few).
      recomputeObjective()
      optimize()
      refineSolution()
    }
    needsOptimize = false
  }

  /// Pivots until the objective (or, while a constraint is added through an artificial variable,
  /// the artificial objective) has no negative coefficient.
  ///
  /// Entering symbol: the most negative objective coefficient (Dantzig's rule), or in a deferred
  /// minimisation the largest squared coefficient per Devex weight (see `DevexWeights`) unless its
  /// pivot is poorly conditioned (see `devexAlternative`), ties to the smallest id; after a run of
  /// degenerate pivots the rule falls back to Bland's (the smallest id with a negative
  /// coefficient), which cannot cycle. Leaving row: the minimum ratio test over the rows
  /// with a restricted basic symbol, ties to the smallest basic symbol.
  @discardableResult
  mutating func optimize(artificialObjective: Bool = false, pivotBudget: Int = .max) -> Bool {
    var degenerateRun = 0
    var pivots = 0
    // Devex pricing once a deferred minimisation proves long (a dense system's, after a batch of
    // adds), with a poorly conditioned choice replaced by a runner-up (`devexAlternative`):
    // random-dense-500's takes 1,292 pivots instead of 2,063, and the removals that follow no
    // more than with Dantzig's basis. Short minimisations keep Dantzig's rule: Devex saved them
    // nothing, and in a removal's, interleaved with the dual simplex, it made the two undo each
    // other (119,000 pivots instead of 600).
    let allowsDevex = definesLazily && !artificialObjective
    var pivotsAtRecompute = -1
    let pivotLimit = Swift.min(pivotBudget, 50 * (rows.count + basicSlot.count) + 1000)
    while pivots < pivotLimit {
      let useBland = degenerateRun >= blandAfter
      let usesDevex = allowsDevex && pivots >= Tableau.devexAfter
      if usesDevex && pivots == Tableau.devexAfter { devex.reset(symbolCount: basicSlot.count) }
      var (entering, direction) =
        artificialObjective
        ? enteringSymbol(artificial, bland: useBland)
        : objective.enteringSymbol(bland: useBland, weights: usesDevex ? devex : nil)
      guard entering.isValid else { return true }
      var leaving = leavingRow(for: entering, direction: direction)
      if usesDevex && !useBland, let (slot, ratio) = leaving, !isWellConditioned(slot, entering) {
        (entering, direction, leaving) = devexAlternative(to: entering, direction, leaving: (slot, ratio))
      }
      if leaving == nil && mixesMagnitudes
        && (artificialObjective || pivotsAtRecompute == pivots),
        let (slot, _) = lastResortLeavingRow(for: entering, direction: direction, inPhaseOne: artificialObjective)
      {
        if pivotKeepsRequiredConstraints(slot: slot, entering: entering) {
          pivots += 1
          degenerateRun = 0
          continue
        }
        leaving = nil
      }
      guard let (slot, ratio) = leaving else {
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
      if usesDevex { devex.notePivot(rows[Int(slot)], entering: entering, leaving: rowBasic[Int(slot)]) }
      pivot(slot: slot, entering: entering, knowsColumn: true)
      pivots += 1
      // The ratio test skips coefficients too small to pivot on (see `leavingRow(for:direction:)`);
      // in a system that mixes magnitudes such a coefficient times a step of 1e11 puts its row
      // below zero by far more than rounding. The dual simplex repairs it before the next step.
      if !infeasible.isEmpty { _ = dualOptimize() }
    }
    return false
  }

  /// The pivots after which a deferred minimisation turns to Devex pricing.
  static let devexAfter = 64

  /// How many of Devex's runners-up `devexAlternative` weighs.
  static let devexRunnersUp = 8

  /// The smallest pivot, next to its row's largest coefficient, that Devex's choice may have before
  /// `devexAlternative` looks at its runners-up.
  static let devexPivotFloor = 0.1

  /// Whether pivoting `entering` in at `slot` divides the row by a coefficient of at least
  /// `devexPivotFloor` of its largest.
  @inline(__always)
  func isWellConditioned(_ slot: Int32, _ entering: Symbol) -> Bool {
    let row = rows[Int(slot)]
    return abs(row.coefficient(of: entering)) >= Tableau.devexPivotFloor * row.largest
  }

  /// Devex's choice when its best symbol's pivot is poorly conditioned: among its runners-up, the
  /// first whose pivot is at least `devexPivotFloor` of its row's largest coefficient, else the one
  /// whose pivot is the largest next to its row (the best symbol itself if none is larger). Leaves
  /// the chosen symbol's column in `enteringColumn`, which the runners-up's ratio tests overwrite.
  ///
  /// Devex favours symbols whose edges are short, whose coefficients are small next to the rows they
  /// are in: in random-dense-500's minimisation 43 % of its pivots divided a row by less than a tenth
  /// of its largest coefficient, against 11 % of Dantzig's. The tableau it ended in held 6,000 cells
  /// of rounding noise (between 1e-11 and 1e-9 of their rows) where Dantzig's held 45, and the
  /// removals that follow, whose merges cancel less exactly in less accurate rows, multiplied them:
  /// 117,000 cells after the first half where Dantzig's basis left 31,000, remove 0.17 s to 0.7 s.
  /// With this choice the minimisation takes 1,292 pivots (Devex alone 1,239, Dantzig 2,063), its
  /// tableau 70 noise cells, and the removals 31,000 cells. Checking a runner-up costs a ratio
  /// test, a few per cent of a pivot in a dense tableau, and only when the best one's pivot is poor.
  mutating func devexAlternative(
    to entering: Symbol, _ direction: Double, leaving: (slot: Int32, ratio: Double)
  ) -> (Symbol, Double, (Int32, Double)?) {
    var best: (Symbol, Double, (Int32, Double)?) = (entering, direction, leaving)
    let row = rows[Int(leaving.slot)]
    var bestMagnitude = abs(row.coefficient(of: entering)) / row.largest
    var tested = entering
    for candidate in objective.devexCandidates(devex, count: Tableau.devexRunnersUp + 1)
    where candidate != entering {
      let candidateDirection: Double = objective.coefficient(of: candidate) < 0 ? 1 : -1
      tested = candidate
      guard let (candidateSlot, ratio) = leavingRow(for: candidate, direction: candidateDirection) else {
        continue
      }
      let candidateRow = rows[Int(candidateSlot)]
      let magnitude = abs(candidateRow.coefficient(of: candidate)) / candidateRow.largest
      guard magnitude > bestMagnitude else { continue }
      best = (candidate, candidateDirection, (candidateSlot, ratio))
      bestMagnitude = magnitude
      if magnitude >= Tableau.devexPivotFloor { break }
    }
    // The chosen symbol's column, unless its ratio test was the last one run.
    if best.0 != tested { _ = leavingRow(for: best.0, direction: best.1) }
    return best
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
      guard limitsStep(slot, coefficient * direction) else { continue }
      bound = Swift.min(bound, (Swift.max(rows[Int(slot)].constant, 0) + slack) / abs(coefficient))
    }
    guard bound < .infinity else { return nil }
    var bestSlot: Int32 = -1
    var bestMagnitude = 0.0
    var bestBasic = Symbol.invalid
    var bestRatio = 0.0
    for (index, slot) in column.enumerated() {
      let coefficient = enteringColumn.coefficients[index]
      guard limitsStep(slot, coefficient * direction) else { continue }
      let basic = rowBasic[Int(slot)]
      let largest = rows[Int(slot)].largest
      let ratio = Swift.max(rows[Int(slot)].constant, 0) / abs(coefficient)
      guard ratio <= bound else { continue }
      let magnitude = abs(coefficient) / Swift.max(largest, abs(coefficient))
      if bestSlot < 0 || magnitude > bestMagnitude || (magnitude == bestMagnitude && basic < bestBasic) {
        (bestSlot, bestMagnitude, bestBasic, bestRatio) = (slot, magnitude, basic, ratio)
      }
    }
    return (bestSlot, bestRatio)
  }

  /// The leaving row of a mixed-magnitude system's descent that no coefficient above the pivot floor
  /// limits, from the coefficients above the rows' noise floor (`Tolerance.lastResortPivot`).
  ///
  /// The objective is bounded below, so some row limits every real descent; in a system that mixes
  /// magnitudes it can do so through a product of small coefficients that is real, far below the
  /// floor (kiwi differential seed 2,000,061: 1.6e-11 of its row, 7.3e-8 / 4450, was all that held
  /// x0 = -1.5e7 from a weak constraint; dropped, the minimisation ended above the optimum). A
  /// pivot on noise shows at once as a required constraint broken, and is undone
  /// (`pivotKeepsRequiredConstraints`). On four fresh sets of 10,000 mixed-magnitude systems, the
  /// systems where ours is wrong by the LP referee went from 40 to 29 (objective above the optimum
  /// 20 to 9); without the undo, to 58 (required constraints broken in 47 instead of 17).
  ///
  /// In phase one (`inPhaseOne`), any coefficient the rows kept qualifies: a rejection there is
  /// final, and a constraint that only values of 3.6e14 satisfy was rejected through a cell of
  /// 2.8e-15 of its row (kiwi differential seed 1044, shrunk).
  mutating func lastResortLeavingRow(for entering: Symbol, direction: Double, inPhaseOne: Bool) -> (Int32, Double)? {
    let floor = pivotFloor
    pivotFloor = inPhaseOne ? Tolerance.rowRelativeMixed : Tolerance.lastResortPivot
    defer { pivotFloor = floor }
    return leavingRow(for: entering, direction: direction)
  }

  /// Pivots `entering` in at `slot`, a last-resort pivot, and keeps the pivot if the solution still
  /// keeps every required constraint; otherwise the pivot was on noise, and is undone.
  mutating func pivotKeepsRequiredConstraints(slot: Int32, entering: Symbol) -> Bool {
    let savepoint = beginTransaction()
    pivot(slot: slot, entering: entering, knowsColumn: true)
    if !infeasible.isEmpty { _ = dualOptimize() }
    guard !breaksRequiredConstraint(symbolValues()) else {
      rollBack(to: savepoint)
      return false
    }
    commit(savepoint)
    return true
  }

  /// Whether the row at `slot` takes part in the ratio test of a symbol whose entry changes its basic
  /// symbol by `coefficient` per unit: it limits the step (see `limits`), through a coefficient
  /// large enough to pivot on.
  @inline(__always)
  func limitsStep(_ slot: Int32, _ coefficient: Double) -> Bool {
    limits(rowBasic[Int(slot)], coefficient)
      && Tolerance.isPivot(coefficient, largest: rows[Int(slot)].largest, floor: pivotFloor)
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
  /// Leaving row: the infeasible row queued last; entering symbol: the dual ratio test (see
  /// `dualEnteringSymbol`). After a run of `blandAfter` degenerate pivots (whose entering symbol
  /// has a reduced cost of zero, so that the objective does not move) both choices turn to Bland's
  /// rule for the dual simplex, which cannot cycle: the infeasible row of the smallest basic symbol,
  /// and among the entering symbols of the smallest ratio, the smallest. The required constraints
  /// of a layout have a zero objective, so every one of their dual pivots is degenerate.
  ///
  /// - Returns: nil on success, or the slot of a row whose constant no pivot can repair: the
  ///   required constraints cannot hold with the new constants. Also that slot if the pivots reach
  ///   a bound far above what Bland's rule needs (which only rounding could make it need): the
  ///   caller then rolls back rather than keep a row that breaks a required constraint.
  mutating func dualOptimize() -> Int32? {
    var pivotsLeft = 50 * (rows.count + basicSlot.count) + 1000
    var degenerateRun = 0
    while let leaving = nextInfeasible(bland: degenerateRun >= blandAfter) {
      let slot = basicSlot[leaving.id]
      let constant = rows[Int(slot)].constant
      let (entering, ratio) = dualEnteringSymbol(
        rows[Int(slot)], direction: constant < 0 ? 1 : -1, bland: degenerateRun >= blandAfter)
      if entering.isValid && pivotsLeft > 0 {
        pivot(slot: slot, entering: entering)
        pivotsLeft -= 1
        degenerateRun = ratio == 0 ? degenerateRun + 1 : 0
      } else if Tolerance.isNegligibleConstant(of: rows[Int(slot)], constantScale: constantScale) {
        setConstant(0, ofRowAt: slot)
      } else {
        infeasible.removeAll()
        return slot
      }
    }
    // Harris's ratio test may pick an entering symbol whose ratio is not the smallest, for a better
    // pivot: the objective coefficients of the symbols with smaller ratios then turn negative (by at
    // most the slack each). The point is feasible but no longer optimal, and weighted by a distance
    // that can be large, such a coefficient is not noise: the primal simplex finishes the job.
    if !objective.negatives.isEmpty { needsOptimize = true }
    return nil
  }

  /// The next queued basic symbol whose row is still infeasible (entries go stale as pivots move
  /// rows), taken off the queue: the last queued or, with `bland`, the smallest; nil when none is
  /// left, with the queue empty.
  mutating func nextInfeasible(bland: Bool) -> Symbol? {
    func isStillInfeasible(_ basic: Symbol) -> Bool {
      let slot = basicSlot[basic.id]
      return slot >= 0 && rowBasic[Int(slot)] == basic && isInfeasible(basic, constant: rows[Int(slot)].constant)
    }
    guard bland else {
      while let basic = infeasible.popLast() {
        if isStillInfeasible(basic) { return basic }
      }
      return nil
    }
    var queue: [Symbol] = []
    swap(&queue, &infeasible)
    queue.removeAll { !isStillInfeasible($0) }
    defer { infeasible = queue }
    guard let smallest = queue.indices.min(by: { queue[$0] < queue[$1] }) else { return nil }
    return queue.remove(at: smallest)
  }

  /// The dual ratio test: among the row's non-dummy symbols whose coefficient has the sign of
  /// `direction` (positive to raise a negative constant, negative to lower the positive constant of a
  /// basic dummy), the smallest objective coefficient / |row coefficient|, in Harris's two passes as
  /// in `leavingRow(for:)`: the bound allows each objective coefficient a rounding slack, and within
  /// it the largest coefficient wins, then the smallest id. With `bland`, the smallest ratio itself,
  /// ties to the smallest id (Bland's rule, which Harris's tolerance would break).
  /// - Returns: the entering symbol (`.invalid` if none helps) and its ratio.
  @inline(__always)
  func dualEnteringSymbol(_ row: Row, direction: Double, bland: Bool = false) -> (Symbol, Double) {
    // A restricted symbol helps when its coefficient has the sign of `direction`; an external, being
    // free, helps whenever it is in the row.
    func helps(_ cell: Cell) -> Bool {
      guard Tolerance.isPivot(cell.coefficient, largest: row.largest, floor: pivotFloor) else { return false }
      return cell.symbol.isExternal
        ? cell.coefficient != 0 : cell.coefficient * direction > 0 && !cell.symbol.isDummy
    }
    func ratio(_ cell: Cell) -> Double {
      let reducedCost = objective.coefficient(of: cell.symbol)
      return (cell.symbol.isExternal ? abs(reducedCost) : Swift.max(reducedCost, 0)) / abs(cell.coefficient)
    }
    let slack = bland ? 0 : Tolerance.feasibility * objectiveScale
    var bound = Double.infinity
    for cell in row.cells where helps(cell) {
      bound = Swift.min(bound, ratio(cell) + slack / abs(cell.coefficient))
    }
    guard bound < .infinity else { return (.invalid, 0) }
    var best = Symbol.invalid
    var bestMagnitude = 0.0
    var bestRatio = 0.0
    // Cells are in id order: with `bland`, the first within the bound is the smallest id.
    for cell in row.cells where helps(cell) && ratio(cell) <= bound {
      let magnitude = abs(cell.coefficient)
      if !best.isValid || (!bland && magnitude > bestMagnitude) {
        (best, bestMagnitude, bestRatio) = (cell.symbol, magnitude, ratio(cell))
      }
    }
    return (best, bestRatio)
  }
}
