import Cassowary

/// An independent feasibility check for sets of required linear constraints: a textbook dense
/// phase-1 simplex with Bland's rule, sharing no code with the solver under test. It is slow
/// (dense, O(rows * columns) per pivot) and meant for the small systems of the tests only.
///
/// Each constraint `a·x + c OP 0` becomes `a·x OP -c`; every variable is free, so it is split into
/// `x = p - q` with `p, q >= 0`; inequalities get a slack; rows are negated to make the right-hand
/// side non-negative; one artificial per row starts the basis; the sum of the artificials is
/// minimised. The system is feasible exactly when that minimum is zero.
enum ReferenceFeasibility {
  /// Whether some assignment of the variables satisfies every *required* constraint of `constraints`
  /// (non-required ones are ignored). `tolerance` is relative to the magnitude of the data.
  static func isFeasible(_ constraints: [Constraint], tolerance: Double = 1e-7) -> Bool {
    let required = constraints.filter { $0.strength.isRequired }
    var index: [ObjectIdentifier: Int] = [:]
    var rows: [(coefficients: [Int: Double], relation: Relation, rhs: Double)] = []
    for constraint in required {
      var coefficients: [Int: Double] = [:]
      for term in constraint.expression.terms {
        let key = ObjectIdentifier(term.variable)
        let column = index[key] ?? index.count
        index[key] = column
        coefficients[column, default: 0] += term.coefficient
      }
      rows.append((coefficients, constraint.relation, -constraint.expression.constant))
    }
    return phaseOne(rows: rows, variableCount: index.count, tolerance: tolerance)
  }

  private static func phaseOne(
    rows: [(coefficients: [Int: Double], relation: Relation, rhs: Double)],
    variableCount n: Int, tolerance: Double
  ) -> Bool {
    let m = rows.count
    if m == 0 { return true }
    let slackCount = rows.filter { $0.relation != .equal }.count
    let artificialStart = 2 * n + slackCount
    let columns = artificialStart + m
    let rhsColumn = columns
    var tableau = [[Double]](repeating: [Double](repeating: 0, count: columns + 1), count: m)
    var basis = [Int](repeating: 0, count: m)
    var scale = 1.0
    var slack = 2 * n
    for (i, row) in rows.enumerated() {
      for (j, a) in row.coefficients {
        tableau[i][j] = a
        tableau[i][n + j] = -a
        scale = max(scale, abs(a))
      }
      switch row.relation {
      case .lessThanOrEqual:
        tableau[i][slack] = 1
        slack += 1
      case .greaterThanOrEqual:
        tableau[i][slack] = -1
        slack += 1
      case .equal: break
      }
      tableau[i][rhsColumn] = row.rhs
      scale = max(scale, abs(row.rhs))
      if row.rhs < 0 {
        for j in 0..<artificialStart { tableau[i][j] = -tableau[i][j] }
        tableau[i][rhsColumn] = -row.rhs
      }
      tableau[i][artificialStart + i] = 1
      basis[i] = artificialStart + i
    }
    // Reduced costs of minimising the sum of artificials, with the artificials basic.
    var cost = [Double](repeating: 0, count: columns + 1)
    for j in 0..<artificialStart {
      cost[j] = -(0..<m).reduce(0) { $0 + tableau[$1][j] }
    }
    cost[rhsColumn] = -(0..<m).reduce(0) { $0 + tableau[$1][rhsColumn] }
    let epsilon = 1e-11 * scale
    var pivots = 0
    while pivots < 100_000 {
      pivots += 1
      // Bland's rule: the lowest-index column with a negative reduced cost enters ...
      guard let entering = (0..<columns).first(where: { cost[$0] < -epsilon }) else { break }
      // ... and the row with the smallest ratio leaves, ties broken by the lowest basic index.
      var leaving: Int?
      var best = Double.infinity
      for i in 0..<m where tableau[i][entering] > epsilon {
        let ratio = tableau[i][rhsColumn] / tableau[i][entering]
        if let current = leaving {
          if ratio < best - epsilon || (abs(ratio - best) <= epsilon && basis[i] < basis[current]) {
            leaving = i
            best = ratio
          }
        } else {
          leaving = i
          best = ratio
        }
      }
      // Phase 1 is bounded below by zero, so an entering column always has a leaving row.
      guard let r = leaving else { break }
      let pivot = tableau[r][entering]
      for j in 0...columns { tableau[r][j] /= pivot }
      for i in 0..<m where i != r {
        let factor = tableau[i][entering]
        if factor != 0 {
          for j in 0...columns { tableau[i][j] -= factor * tableau[r][j] }
        }
      }
      let factor = cost[entering]
      for j in 0...columns { cost[j] -= factor * tableau[r][j] }
      basis[r] = entering
    }
    // cost[rhsColumn] is minus the sum of the artificials.
    return -cost[rhsColumn] <= tolerance * scale
  }
}
