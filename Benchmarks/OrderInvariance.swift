import Cassowary

/// W6's correctness checks (there is no kiwi checksum): the solution must not depend on insertion
/// order, and every required constraint must hold.
enum OrderInvariance {
  /// The system with only the constraints at `kept` (indices into `spec.constraints`), added in an
  /// order shuffled by `seed`.
  static func shuffled(_ spec: SystemSpec, keeping kept: [Int], seed: UInt64) -> SystemSpec {
    var order = kept
    var rng = SplitMix64(seed: seed)
    var i = order.count
    while i >= 2 {
      order.swapAt(i - 1, Int(rng.next() % UInt64(i)))
      i -= 1
    }
    var out = spec
    out.constraints = order.map { spec.constraints[$0] }
    return out
  }

  /// The largest difference between two solutions, variable by variable.
  static func maxDifference(_ a: BuiltSystem, _ b: BuiltSystem) -> Double {
    zip(a.variables, b.variables).reduce(0) { max($0, abs($1.0.value - $1.1.value)) }
  }

  /// Checks that `state` (the constraints at `kept` in the solver, solved) equals fresh builds of the
  /// same constraints in two shuffled orders (one with the variables created in reverse), and that
  /// every required constraint of the state holds.
  static func verify(
    _ report: Report, _ label: String, spec: SystemSpec, kept: [Int], state: BuiltSystem,
    seeds: [UInt64]
  ) {
    for (n, seed) in seeds.enumerated() {
      let other = BuiltSystem(
        shuffled(spec, keeping: kept, seed: seed), createVariablesReversed: n % 2 == 1)
      report.check(
        other.rejectedCount == 0 && other.unexpectedErrors.isEmpty,
        "\(label): re-adding the accepted constraints in shuffled order \(seed) rejected \(other.rejectedCount)"
      )
      let difference = maxDifference(state, other)
      report.check(
        difference <= 1e-6,
        "\(label): shuffled order \(seed) differs by \(difference) (> 1e-6): the optimum is not unique or a solve is wrong"
      )
      report.note("\(label): shuffled insertion order \(seed) agrees to \(difference)")
    }
    var violated = 0
    var worst = 0.0
    for index in kept where state.constraints[index].strength.isRequired {
      let constraint = state.constraints[index]
      let scale =
        1 + abs(constraint.expression.constant)
        + constraint.expression.terms.reduce(0) { $0 + abs($1.value) }
      let violation = constraint.violation
      worst = max(worst, violation)
      if violation > 1e-9 * scale && violation > 1e-6 { violated += 1 }
    }
    report.check(
      violated == 0, "\(label): \(violated) required constraint(s) violated (worst by \(worst))")
  }
}

/// W6 `random-dense-N`: timed `add` and `remove` as in W4, then the order-invariance checks on the
/// `add` state and on the state after removing the first half (untimed).
enum RandomDenseWorkload {
  static func run(_ report: Report, size n: Int, repetitions: Int) {
    let workload = RandomWorkload.dense(n)
    Phases.addThenRemove(report, workload, repetitions: repetitions)

    let built = BuiltSystem(workload.system)
    let accepted = (0..<workload.system.constraints.count).filter { built.accepted[$0] }
    OrderInvariance.verify(
      report, "\(workload.name) add", spec: workload.system, kept: accepted, state: built,
      seeds: [61, 62])

    let order = workload.removalOrder(accepted: workload.acceptedRandomConstraints(of: built))
    let removed = Set(order[..<(order.count / 2)])
    do throws(SolverError) {
      for index in order[..<(order.count / 2)] {
        try built.solver.removeConstraint(built.constraints[index])
      }
    } catch {
      report.fail("\(workload.name) remove: removeConstraint threw \(error)")
      return
    }
    built.solver.updateVariables()
    OrderInvariance.verify(
      report, "\(workload.name) remove", spec: workload.system,
      kept: accepted.filter { !removed.contains($0) },
      state: built, seeds: [63, 64])
  }
}
