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
      // Terms that cancel leave zero, not their rounding: substituting `a.left = 4/3 · root.width + 18`
      // into `a.left == 4/3 · root.width - 9` (each `4/3` written `root.width + root.width / 3`) left
      // `5.6e-17 · root.width`, which the solver, handed that one term, cannot tell from a coefficient:
      // it met `27 == 0` by moving the root's width to 4.9e17.
      coefficients[position] = Tolerance.sum(coefficients[position], coefficient, relative: Tolerance.mixedCancellation)
      return false
    }
    if !positions.isEmpty { positions[key] = variables.count }
    variables.append(variable)
    coefficients.append(coefficient)
    return true
  }

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
