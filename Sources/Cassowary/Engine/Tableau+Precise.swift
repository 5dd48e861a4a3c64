// The last resort of a tableau whose double rows have failed: the system solved in double-double
// arithmetic (see `PreciseSimplex`), and its optimal basis written back as double rows.
//
// The double rows decide two things by rounding: which basis is optimal, and what its rows hold. A
// rebuild in doubles redoes both with pivots as poor, and `refactored()` keeps the basis. Here the
// basis is found with 32 digits, and each row is computed with them and then rounded once, so the
// rows' values are the optimal vertex's values to a double's precision. Kiwi differential seed 1,057
// (a weak optimum that needs values of 2e14 beside coefficients of 5e-4) ended every double rebuild
// with a required constraint broken by 25.

/// What solving a system precisely found.
enum PreciseSolution {
  /// A tableau with the optimal basis.
  case solved(Tableau)
  /// The required constraints cannot all hold.
  case infeasible
  /// The system is too large for the dense solve, or the solve gave up.
  case failed
}

extension Tableau {
  /// A tableau holding the constraints this one holds (and `extra`), with its rows computed in
  /// double-double arithmetic for the optimal basis that arithmetic finds.
  func preciselySolved(adding extra: Constraint? = nil) -> PreciseSolution {
    var fresh = Tableau()
    fresh.explainsConflicts = explainsConflicts
    fresh.verifiesRequiredAdds = verifiesRequiredAdds
    fresh.blandAfter = blandAfter
    fresh.pivotFloor = pivotFloor
    fresh.variables.released = variables.released
    for record in records.filter({ $0.marker.isValid }).sorted(by: { $0.sequence < $1.sequence }) {
      fresh.register(record.constraint, isEdit: record.isEdit)
    }
    if let extra { fresh.register(extra, isEdit: false) }
    fresh.edits = edits

    let live = fresh.records.filter { $0.marker.isValid }
    let equations = live.map { record in
      let expression = record.constraint.expression
      var cells: [(id: Int, coefficient: Double)] = []
      for (term, symbol) in zip(expression.terms, record.termSymbols) where symbol.isValid {
        cells.append((symbol.id, term.coefficient * record.scale))
      }
      if record.marker.isValid { cells.append((record.marker.id, record.markerSign)) }
      if record.other.isValid { cells.append((record.other.id, -record.markerSign)) }
      return (constant: expression.constant * record.scale, cells: cells)
    }
    var weights: [(id: Int, weight: Double)] = []
    for record in live where !record.isRequired {
      for symbol in [record.marker, record.other] where symbol.isValid && symbol.kind == .error {
        weights.append((symbol.id, record.errorWeight(record.strength)))
      }
    }
    guard
      var simplex = PreciseSimplex(symbols: fresh.symbols, equations: equations, constantScale: fresh.constantScale)
    else { return .failed }
    switch simplex.solve(weights: weights) {
    case .optimal: break
    case .infeasible: return .infeasible
    case .failed: return .failed
    }
    guard fresh.install(simplex) else { return .failed }
    fresh.recomputeObjective()
    return .solved(fresh)
  }

  /// Registers a constraint's record and symbols, as `add` does, without building its row.
  private mutating func register(_ constraint: Constraint, isEdit: Bool) {
    constantScale = Swift.max(constantScale, abs(constraint.expression.constant))
    noteCoefficients(of: constraint)
    let (_, record) = makeRow(for: constraint, isEdit: isEdit)
    _ = storeRecord(record)
    if !record.isRequired { objectiveScale = Swift.max(objectiveScale, record.strength) }
  }

  /// Inserts the rows of the simplex's basis, rounded to doubles; false if rounding leaves a
  /// restricted symbol's value below zero by more than rounding of the system's constants.
  private mutating func install(_ simplex: PreciseSimplex) -> Bool {
    for row in 0..<simplex.rowCount where simplex.basic[row] >= 0 {
      let subject = simplex.symbols[simplex.basic[row]]
      var constant = simplex.constants[row].double
      if subject.isRestricted && constant < 0 {
        guard Tolerance.isNegligible(constant, scale: constantScale) else { return false }
        constant = 0
      }
      var built = Row(constant: constant)
      for column in 0..<simplex.symbolCount {
        let coefficient = simplex.coefficient(row, column).double
        if coefficient != 0 { built.add(simplex.symbols[column], coefficient) }
      }
      insertRow(built, basic: subject)
    }
    return true
  }
}
