/// The coefficients of a pivot's entering symbol in the rows of its column, in the column's order,
/// as the primal ratio test found them: the substitution that follows reads its factors here
/// instead of searching every row of the column a second time. The tableau keeps one, reused from
/// pivot to pivot, so that it allocates nothing.
struct EnteringColumn {
  var coefficients: [Double] = []

  /// Mirrors `Tableau.removeEntry(at:from:)` on the column: the last entry takes the place of the
  /// removed one.
  mutating func removeEntry(at position: Int) {
    let last = coefficients.count - 1
    if position != last { coefficients[position] = coefficients[last] }
    coefficients.removeLast()
  }
}
