// The two simplex loops of the paper: the primal `optimize` after constraints are added or removed,
// and the dual `dualOptimize` after constants (suggested values) change.

extension Tableau {
  /// Minimises the objective if an add, a removal or a strength change left it unminimised.
  mutating func optimizeIfNeeded() {
    guard needsOptimize else { return }
    optimize()
    needsOptimize = false
  }

  /// Pivots until the objective (or, while a constraint is added through an artificial variable,
  /// the artificial objective) has no negative coefficient.
  ///
  /// Entering symbol: the most negative objective coefficient (Dantzig's rule), ties to the smallest
  /// id; after a run of degenerate pivots the rule falls back to Bland's (the smallest id with a
  /// negative coefficient), which cannot cycle. Leaving row: the minimum ratio test over the rows
  /// with a restricted basic symbol, ties to the smallest basic symbol.
  mutating func optimize(artificialObjective: Bool = false) {
    var degenerateRun = 0
    var pivots = 0
    let pivotLimit = 50 * (rows.count + basicSlot.count) + 1000
    while pivots < pivotLimit {
      let useBland = degenerateRun > 50
      let entering =
        artificialObjective
        ? enteringSymbol(artificial, bland: useBland) : objective.enteringSymbol(bland: useBland)
      guard entering.isValid else { return }
      guard let (slot, ratio) = leavingRow(for: entering) else {
        // The objective is bounded below by zero, so an entering symbol without a leaving row can
        // only carry rounding noise in its objective coefficient: drop it and go on.
        if artificialObjective { artificial.remove(entering) } else { objective.remove(entering) }
        continue
      }
      degenerateRun = ratio == 0 ? degenerateRun + 1 : 0
      pivot(slot: slot, entering: entering)
      pivots += 1
    }
  }

  /// The non-dummy symbol to bring into the basis, or `.invalid` when the objective is optimal.
  @inline(__always)
  func enteringSymbol(_ objective: Row, bland: Bool) -> Symbol {
    var best = Symbol.invalid
    var bestCoefficient = 0.0
    for cell in objective.cells where cell.coefficient < 0 && !cell.symbol.isDummy {
      if bland { return cell.symbol }
      // Cells are in id order, so a strict comparison keeps the smallest id among equals.
      if cell.coefficient < bestCoefficient {
        best = cell.symbol
        bestCoefficient = cell.coefficient
      }
    }
    return best
  }

  /// The row of the minimum ratio test for `entering`, with its ratio, or nil if no row limits it.
  ///
  /// Among the rows that limit the entering symbol (see `limits`) with a coefficient large enough to
  /// pivot on, the smallest ratio `constant / |coefficient|` (a constant below zero by rounding counts
  /// as zero).
  /// Among near-ties (within a relative 1e-9) the largest coefficient wins, which keeps the pivots
  /// well conditioned; then the smallest basic symbol, which with Bland's entering rule cannot cycle.
  @inline(__always)
  func leavingRow(for entering: Symbol) -> (Int32, Double)? {
    var minimum = Double.infinity
    for slot in columns[entering.id] {
      let basic = rowBasic[Int(slot)]
      let row = rows[Int(slot)]
      let coefficient = row.coefficient(of: entering)
      guard limits(basic, coefficient), row.canPivot(on: coefficient) else { continue }
      minimum = Swift.min(minimum, Swift.max(row.constant, 0) / abs(coefficient))
    }
    guard minimum < .infinity else { return nil }
    let bound = minimum + Tolerance.pivot * Swift.max(minimum, 1)
    var bestSlot: Int32 = -1
    var bestMagnitude = 0.0
    var bestBasic = Symbol.invalid
    for slot in columns[entering.id] {
      let basic = rowBasic[Int(slot)]
      let row = rows[Int(slot)]
      let coefficient = row.coefficient(of: entering)
      guard limits(basic, coefficient), row.canPivot(on: coefficient),
        Swift.max(row.constant, 0) / abs(coefficient) <= bound
      else { continue }
      let magnitude = abs(coefficient) / row.largest
      if magnitude > bestMagnitude || (magnitude == bestMagnitude && basic < bestBasic) {
        bestSlot = slot
        bestMagnitude = magnitude
        bestBasic = basic
      }
    }
    return (bestSlot, minimum)
  }

  /// Whether a row whose basic symbol is `basic` limits how far a symbol of coefficient `coefficient`
  /// may enter: a restricted basic symbol decreases toward zero when the coefficient is negative, and
  /// a basic dummy, which must stay zero, may not move at all.
  @inline(__always)
  func limits(_ basic: Symbol, _ coefficient: Double) -> Bool {
    basic.isDummy ? coefficient != 0 : basic.isRestricted && coefficient < 0
  }

  /// Restores feasibility after constants changed, keeping the objective optimal.
  ///
  /// - Returns: nil on success, or the slot of a row whose constant no pivot can repair: the
  ///   required constraints cannot hold with the new constants.
  mutating func dualOptimize() -> Int32? {
    while let leaving = infeasible.popLast() {
      let slot = basicSlot[leaving.id]
      guard slot >= 0, rowBasic[Int(slot)] == leaving else { continue }
      let constant = rows[Int(slot)].constant
      guard isInfeasible(leaving, constant: constant) else { continue }
      let entering = dualEnteringSymbol(rows[Int(slot)], direction: constant < 0 ? 1 : -1)
      if entering.isValid {
        pivot(slot: slot, entering: entering)
      } else if Tolerance.isNegligible(constant, scale: constantScale) {
        setConstant(0, ofRowAt: slot)
      } else {
        infeasible.removeAll()
        return slot
      }
    }
    return nil
  }

  /// The dual ratio test: among the row's non-dummy symbols whose coefficient has the sign of
  /// `direction` (positive to raise a negative constant, negative to lower the positive constant of a
  /// basic dummy), the one with the smallest objective coefficient / |row coefficient|, ties to the
  /// smallest id.
  @inline(__always)
  func dualEnteringSymbol(_ row: Row, direction: Double) -> Symbol {
    var best = Symbol.invalid
    var bestRatio = Double.infinity
    for cell in row.cells where cell.coefficient * direction > 0 && !cell.symbol.isDummy {
      guard row.canPivot(on: cell.coefficient) else { continue }
      let ratio = objective.coefficient(of: cell.symbol) / abs(cell.coefficient)
      if ratio < bestRatio {
        best = cell.symbol
        bestRatio = ratio
      }
    }
    return best
  }
}
