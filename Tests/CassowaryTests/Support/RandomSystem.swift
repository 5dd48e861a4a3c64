import Cassowary

/// A reproducible source of random constraint systems over a fixed set of variables.
///
/// Coefficients are small non-zero integers and constants are integers, so that feasibility is a
/// clear-cut question (no near-degenerate system whose answer depends on rounding) and the
/// independent reference checker agrees with exact arithmetic.
struct RandomSystem {
  let seed: UInt64
  var rng: SplitMix64
  let variables: [Variable]

  init(seed: UInt64, variableCount: ClosedRange<Int> = 10...30) {
    self.seed = seed
    rng = SplitMix64(seed: seed)
    let count = rng.int(in: variableCount)
    variables = (0..<count).map { Variable("x\($0)") }
  }

  mutating func variable() -> Variable {
    variables[rng.int(in: 0...(variables.count - 1))]
  }

  /// A random strength: required with probability `requiredProbability`, otherwise one of the named
  /// soft strengths or a custom weight.
  mutating func strength(requiredProbability: Double) -> Strength {
    if rng.chance(requiredProbability) { return .required }
    switch rng.int(in: 0...3) {
    case 0: return .strong
    case 1: return .medium
    case 2: return .weak
    default: return Strength(Double(rng.int(in: 2...5000)))
    }
  }

  /// A constraint of one to three terms, integer coefficients in -5...5 (non-zero), an integer
  /// constant in -100...100, an equality with probability 0.35.
  mutating func constraint(requiredProbability: Double = 0.6) -> Constraint {
    var expression = LinearExpression(constant: Double(rng.int(in: -100...100)))
    for _ in 0..<rng.int(in: 1...3) {
      var coefficient = 0
      while coefficient == 0 { coefficient = rng.int(in: -5...5) }
      expression = expression + Term(variable(), coefficient: Double(coefficient))
    }
    let relation: Relation
    if rng.chance(0.35) {
      relation = .equal
    } else {
      relation = rng.chance(0.5) ? .lessThanOrEqual : .greaterThanOrEqual
    }
    return Constraint(expression, relation, strength: strength(requiredProbability: requiredProbability))
  }

  /// A weak-level "stay" on every variable, each with its own weight in 0.5...1.5 and target in
  /// -100...100: with them every variable has a unique optimal value, so solvers that reach the
  /// optimum by different paths must agree.
  mutating func stays() -> [Constraint] {
    variables.map { variable in
      let target = Double(rng.int(in: -100...100))
      let weight = rng.double(in: 0.5...1.5)
      return variable == target ~ Strength(weight)
    }
  }

  /// The elements in a random order.
  mutating func shuffled<T>(_ elements: [T]) -> [T] {
    elements.shuffled(using: &rng)
  }
}
