import Cassowary

// The one place where the tests decide when two solved numbers are "the same".
//
// Solved values are sums of products of the inputs, so their rounding error grows with their
// magnitude: a layout near 1e6 points cannot be compared with an absolute 1e-6. The tolerance is
// therefore absolute for magnitudes up to 1 and relative beyond.

/// The default tolerance of every comparison of solved values in this test target.
let solvedValueTolerance = 1e-6

extension Double {
  /// Whether `self` and `other` differ by at most `tolerance` times the larger of 1 and their
  /// magnitudes. NaN is never approximately equal to anything.
  func isApproximatelyEqual(to other: Double, tolerance: Double = solvedValueTolerance) -> Bool {
    guard isFinite, other.isFinite else { return self == other }
    let scale = Swift.max(1, Swift.abs(self), Swift.abs(other))
    return Swift.abs(self - other) <= tolerance * scale
  }
}

extension Constraint {
  /// Whether the constraint holds for the variables' current values, with the tolerance scaled by
  /// the magnitudes of its summands (`Constraint.isSatisfied(tolerance:)` is absolute).
  func holds(tolerance: Double = solvedValueTolerance) -> Bool {
    let summands = expression.terms.map { $0.value } + [expression.constant]
    guard summands.allSatisfy(\.isFinite) else { return false }
    let scale = Swift.max(1, summands.reduce(0) { $0 + Swift.abs($1) })
    let residual = expression.value
    switch relation {
    case .equal: return Swift.abs(residual) <= tolerance * scale
    case .lessThanOrEqual: return residual <= tolerance * scale
    case .greaterThanOrEqual: return residual >= -tolerance * scale
    }
  }
}

extension Array where Element == Double {
  /// Whether the arrays have the same length and each pair of values is approximately equal.
  func isApproximatelyEqual(to other: [Double], tolerance: Double = solvedValueTolerance) -> Bool {
    count == other.count && zip(self, other).allSatisfy { $0.isApproximatelyEqual(to: $1, tolerance: tolerance) }
  }
}
