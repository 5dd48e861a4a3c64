import Cassowary

/// W4 `random-sparse-N` (M = 2N variables) and W6 `random-dense-N` (M = N/2): M weak "stay"
/// constraints `x_j == t_j`, then N random constraints over 2-4 variables of mixed strengths.
struct RandomWorkload {
  let name: String
  /// The M stays (in j order), then the N random constraints (in i order).
  let system: SystemSpec
  let stayCount: Int
  /// The sum of the stays' targets in j order: the state once every random constraint is removed.
  let staySum: Double
  /// The generator as generation left it; the removal shuffle continues it.
  let generatorAfterGeneration: SplitMix64

  static func sparse(_ n: Int) -> RandomWorkload {
    RandomWorkload(name: "random-sparse-\(n)", constraints: n, variables: 2 * n)
  }

  static func dense(_ n: Int) -> RandomWorkload {
    RandomWorkload(name: "random-dense-\(n)", constraints: n, variables: n / 2)
  }

  /// Generates the workload with seed N; every draw is in the order `WORKLOADS.md` gives.
  init(name: String, constraints n: Int, variables m: Int) {
    self.name = name
    var rng = SplitMix64(seed: UInt64(n))
    var spec = SystemSpec(variableCount: m)
    var staySum = 0.0
    for j in 0..<m {
      let target = 100.0 * rng.unit()
      let weight = 0.5 + rng.unit()
      spec.constraints.append(
        ConstraintSpec(
          terms: [(j, 1)], constant: -target, relation: .equal,
          strength: createStrength(0, 0, weight)))
      staySum += target
    }
    let variableCount = UInt64(m)
    for _ in 0..<n {
      let k = 2 + Int(rng.next() % 3)
      var chosen: [Int] = []
      while chosen.count < k {
        let v = Int(rng.next() % variableCount)
        if !chosen.contains(v) { chosen.append(v) }
      }
      var terms: [(variable: Int, coefficient: Double)] = []
      for v in chosen {
        var coefficient = 0.0
        while coefficient == 0 { coefficient = Double(Int64(rng.next() % 401) - 200) / 100.0 }
        terms.append((v, coefficient))
      }
      let constant = Double(Int64(rng.next() % 20001) - 10000) / 100.0
      let kind = rng.next() % 10
      let relation: Relation
      let strength: Double
      if kind <= 2 {
        strength = Strength.required.value
        relation = rng.next() % 2 == 0 ? .greaterThanOrEqual : .lessThanOrEqual
      } else {
        switch rng.next() % 3 {
        case 0: relation = .equal
        case 1: relation = .greaterThanOrEqual
        default: relation = .lessThanOrEqual
        }
        let f = 0.5 + rng.unit()
        strength =
          kind <= 4
          ? createStrength(f, 0, 0)
          : (kind <= 6 ? createStrength(0, f, 0) : createStrength(0, 0, f))
      }
      spec.constraints.append(
        ConstraintSpec(terms: terms, constant: constant, relation: relation, strength: strength))
    }
    system = spec
    stayCount = m
    self.staySum = staySum
    generatorAfterGeneration = rng
  }

  /// The removal order: Fisher-Yates over the accepted random constraints (indices into `system`),
  /// with the generator continued from generation.
  func removalOrder(accepted: [Int]) -> [Int] {
    var order = accepted
    var rng = generatorAfterGeneration
    var i = order.count
    while i >= 2 {
      order.swapAt(i - 1, Int(rng.next() % UInt64(i)))
      i -= 1
    }
    return order
  }

  /// The indices of the random constraints `built` accepted, in insertion order.
  func acceptedRandomConstraints(of built: BuiltSystem) -> [Int] {
    (stayCount..<system.constraints.count).filter { built.accepted[$0] }
  }
}
