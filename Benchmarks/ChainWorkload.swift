import Cassowary

/// W2 `chain-N`: `x0 == 0`, then each `x_i >= x_(i-1) + 1` (required) with a weak pull `x_i == 2i`;
/// every tenth pull (i % 10 == 5) is `x_i == 2i - 15` at strength 2.5, which pushes two neighbours back.
enum ChainWorkload {
  static func system(length n: Int) -> SystemSpec {
    var spec = SystemSpec(variableCount: n)
    spec.constraints.reserveCapacity(2 * n - 1)
    spec.constraints.append(
      ConstraintSpec(
        terms: [(0, 1)], constant: 0, relation: .equal, strength: Strength.required.value))
    for i in 1..<max(n, 1) {
      spec.constraints.append(
        ConstraintSpec(
          terms: [(i, 1), (i - 1, -1)], constant: -1, relation: .greaterThanOrEqual,
          strength: Strength.required.value))
      let pulledBack = i % 10 == 5
      let target = pulledBack ? 2.0 * Double(i) - 15.0 : 2.0 * Double(i)
      let strength = pulledBack ? createStrength(0, 0, 2.5) : Strength.weak.value
      spec.constraints.append(
        ConstraintSpec(terms: [(i, 1)], constant: -target, relation: .equal, strength: strength))
    }
    return spec
  }

  static func run(_ report: Report, length: Int, repetitions: Int) {
    Phases.build(report, "chain-\(length)", system(length: length), repetitions: repetitions)
  }
}
