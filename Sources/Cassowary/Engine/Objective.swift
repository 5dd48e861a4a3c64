/// The objective `constant + Σ strength × error`, in terms of the non-basic symbols, stored densely by
/// symbol id together with the set of its negative coefficients.
///
/// kiwi keeps the objective as one more sorted row, so every pivot merges the whole objective, which
/// in a large layout holds an error symbol for every non-required constraint. Dense storage makes a
/// substitution cost the length of the substituted row alone, and the set of negative coefficients
/// (the candidates to enter the basis) makes choosing the entering symbol cost its size, which is
/// zero at the optimum.
struct Objective {
  private(set) var coefficients: [Double] = []
  var constant = 0.0
  /// The symbols that could enter the basis, in no particular order: restricted non-dummy symbols
  /// whose coefficient is negative, and externals (free to move either way) whose coefficient is not
  /// zero.
  private(set) var negatives: [Symbol] = []
  /// For each symbol id: its position in `negatives`, or -1.
  private var negativePosition: [Int32] = []
  /// Whether a transaction is in progress: `journal` then records the old coefficients.
  private var isJournaling = false
  private var journal = ObjectiveJournal()

  /// Makes room for symbol ids below `symbolCount`.
  mutating func reserveCapacity(symbolCount: Int) {
    coefficients.reserveCapacity(symbolCount)
    negativePosition.reserveCapacity(symbolCount)
  }

  /// Makes room for the symbol id that `Tableau.newSymbol` just created.
  mutating func appendSymbol() {
    coefficients.append(0)
    negativePosition.append(-1)
  }

  @inline(__always)
  func coefficient(of symbol: Symbol) -> Double { coefficients[symbol.id] }

  /// Adds `amount * symbol`.
  @inline(__always)
  mutating func add(_ symbol: Symbol, _ amount: Double) {
    let id = symbol.id
    set(symbol, Tolerance.sum(coefficients[id], amount, relative: Tolerance.objectiveCancellation))
  }

  @inline(__always)
  mutating func set(_ symbol: Symbol, _ value: Double) {
    let id = symbol.id
    if isJournaling && id < journal.symbolCount {
      journal.savedCoefficients.append((Int32(id), coefficients[id]))
    }
    coefficients[id] = value
    let isNegative = symbol.isExternal ? value != 0 : value < 0 && !symbol.isDummy
    let position = negativePosition[id]
    if isNegative && position < 0 {
      negativePosition[id] = Int32(negatives.count)
      negatives.append(symbol)
    } else if !isNegative && position >= 0 {
      let last = negatives[negatives.count - 1]
      negatives[Int(position)] = last
      negativePosition[last.id] = position
      negatives.removeLast()
      negativePosition[id] = -1
    }
  }

  /// Adds `factor * row`.
  mutating func add(_ row: Row, times factor: Double) {
    constant = Tolerance.sum(constant, factor * row.constant, relative: Tolerance.objectiveCancellation)
    for cell in row.cells { add(cell.symbol, factor * cell.coefficient) }
  }

  /// Replaces `symbol` by the right-hand side of `row` (which reads `symbol = …`).
  @inline(__always)
  mutating func substitute(_ symbol: Symbol, with row: Row) {
    let factor = coefficients[symbol.id]
    guard factor != 0 else { return }
    set(symbol, 0)
    add(row, times: factor)
  }

  /// Removes a symbol that leaves the solver.
  mutating func remove(_ symbol: Symbol) { set(symbol, 0) }

  /// The symbol to enter the basis and the direction it moves in (+1 up, -1 down), or `.invalid` at
  /// the optimum: the steepest descent per unit (Dantzig's rule) or, with `weights`, the largest
  /// squared descent per Devex weight (the steepest per unit of distance, estimated); with `bland`
  /// the smallest id (Bland's rule); ties go to the smallest id either way, so the choice never
  /// depends on the set's order. A restricted symbol can only rise; an external, being free, moves against its coefficient.
  func enteringSymbol(bland: Bool, weights: DevexWeights? = nil) -> (Symbol, Double) {
    var best = Symbol.invalid
    var bestDescent = 0.0
    for symbol in negatives {
      let coefficient = coefficients[symbol.id]
      let descent = weights.map { -coefficient * coefficient / $0.weight(of: symbol.id) } ?? -abs(coefficient)
      let better =
        bland
        ? (!best.isValid || symbol < best)
        : (descent < bestDescent || (descent == bestDescent && symbol < best))
      if better {
        best = symbol
        bestDescent = descent
      }
    }
    guard best.isValid else { return (.invalid, 0) }
    return (best, coefficients[best.id] < 0 ? 1 : -1)
  }

  /// The `count` symbols of largest squared descent per Devex weight (see
  /// `enteringSymbol(bland:weights:)`), best first, ties to the smallest id: the runners-up that
  /// `Tableau.devexAlternative` weighs when the best one's pivot is poorly conditioned.
  func devexCandidates(_ weights: DevexWeights, count: Int) -> [Symbol] {
    var best: [(descent: Double, symbol: Symbol)] = []
    best.reserveCapacity(count + 1)
    for symbol in negatives {
      let coefficient = coefficients[symbol.id]
      let descent = -coefficient * coefficient / weights.weight(of: symbol.id)
      guard
        best.count < count || descent < best[best.count - 1].descent
          || (descent == best[best.count - 1].descent && symbol < best[best.count - 1].symbol)
      else { continue }
      var index = best.count
      while index > 0
        && (descent < best[index - 1].descent
          || (descent == best[index - 1].descent && symbol < best[index - 1].symbol))
      {
        index -= 1
      }
      best.insert((descent, symbol), at: index)
      if best.count > count { best.removeLast() }
    }
    return best.map(\.symbol)
  }

  /// The non-zero cells in symbol order, for dumps.
  func nonZeroCells(kindOf kinds: (Int) -> Symbol?) -> [Cell] {
    coefficients.indices.compactMap { id in
      guard coefficients[id] != 0, let symbol = kinds(id) else { return nil }
      return Cell(symbol: symbol, coefficient: coefficients[id])
    }
  }

  // MARK: Transactions
  //
  // The coefficients by symbol id are journaled rather than left in the savepoint, which would copy
  // them whole at the first change (see `Tableau+Transaction.swift`). Every change is logged, not
  // just the first of each symbol, so that `set`, the innermost step of a pivot, does not also test
  // a mark; the positions in `negatives` follow from the set itself.

  /// Starts recording changes for `rollBackTransaction`.
  mutating func beginTransaction() {
    journal = ObjectiveJournal(symbolCount: coefficients.count, constant: constant, negatives: negatives)
    isJournaling = true
  }

  /// Stops recording, keeping the changes.
  mutating func commitTransaction() {
    isJournaling = false
    journal = ObjectiveJournal()
  }

  /// Restores the objective as it was at `beginTransaction` and stops recording.
  mutating func rollBackTransaction() {
    for (id, coefficient) in journal.savedCoefficients.reversed() { coefficients[Int(id)] = coefficient }
    for symbol in negatives { negativePosition[symbol.id] = -1 }
    coefficients.removeSubrange(journal.symbolCount...)
    negativePosition.removeSubrange(journal.symbolCount...)
    negatives = journal.negatives
    for (position, symbol) in negatives.enumerated() { negativePosition[symbol.id] = Int32(position) }
    constant = journal.constant
    commitTransaction()
  }
}

/// What a transaction changed in the objective: the old coefficients in the order they changed, and
/// what it held when the transaction began.
struct ObjectiveJournal {
  var symbolCount = 0
  var constant = 0.0
  var negatives: [Symbol] = []
  var savedCoefficients: [(id: Int32, coefficient: Double)] = []
}
