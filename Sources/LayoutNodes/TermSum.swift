import Cassowary

/// A sum of terms built by substitution, each variable once: where a variable is in the sum is found
/// by a scan while the sum is short (most are a few terms; a map for each of a feed's constraints
/// cost more than its scans), by a map beyond.
struct TermSum {
  private(set) var variables: [Variable] = []
  var coefficients: [Double] = []
  private var positions: [ObjectIdentifier: Int] = [:]

  /// A sum with room for `capacity` terms.
  init(capacity: Int) {
    variables.reserveCapacity(capacity)
    coefficients.reserveCapacity(capacity)
  }

  /// Where the variable is in the sum, if it is.
  @inline(__always)
  mutating func position(of key: ObjectIdentifier) -> Int? {
    guard variables.count > 32 else { return variables.firstIndex { ObjectIdentifier($0) == key } }
    if positions.isEmpty {
      for (index, variable) in variables.enumerated() { positions[ObjectIdentifier(variable)] = index }
    }
    return positions[key]
  }

  /// Adds `coefficient · variable`; returns whether the variable is new to the sum.
  @discardableResult @inline(__always)
  mutating func add(_ variable: Variable, _ coefficient: Double) -> Bool {
    let key = ObjectIdentifier(variable)
    if let position = position(of: key) {
      coefficients[position] = TermSum.sum(coefficients[position], coefficient)
      return false
    }
    if !positions.isEmpty { positions[key] = variables.count }
    variables.append(variable)
    coefficients.append(coefficient)
    return true
  }

  /// `a + b`, or zero when the two cancel down to rounding noise (below ``cancellation`` of the larger).
  ///
  /// Substituting `a.left = 4/3 · root.width + 18` into `a.left == 4/3 · root.width - 9` (each
  /// `4/3` written `root.width + root.width / 3`) leaves `5.6e-17 · root.width` of rounding where
  /// the sum is zero; the solver, handed that one term, cannot tell it from a coefficient, and met
  /// `27 == 0` by moving the root's width to 4.9e17.
  @inline(__always)
  static func sum(_ a: Double, _ b: Double) -> Double {
    let sum = a + b
    return abs(sum) <= cancellation * max(abs(a), abs(b)) ? 0 : sum
  }

  /// The relative size below which a sum of two coefficients is rounding noise: a few units in the
  /// last place of a double (2.2e-16 each), well above the sums of a few terms' roundings.
  static let cancellation = 1e-14

  /// The terms whose coefficient is not zero, in the order their variables entered the sum.
  var terms: [Term] {
    @inline(__always) get {
      var terms: [Term] = []
      terms.reserveCapacity(variables.count)
      for (variable, coefficient) in zip(variables, coefficients) where coefficient != 0 {
        terms.append(Term(variable, coefficient: coefficient))
      }
      return terms
    }
  }
}
