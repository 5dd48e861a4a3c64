import Cassowary
import Testing

/// Seeded random systems (SplitMix64, seed in every failure message): after every add, remove and
/// suggest the required constraints hold; every rejection is a real infeasibility with a valid,
/// minimal explanation and leaves the solver unchanged; and the answer does not depend on the
/// order the constraints were added in.
@Suite(.timeLimit(.minutes(2))) struct RandomSystemTests {
  static let seeds: [UInt64] = Array(0..<48)

  @Test(arguments: seeds)
  func `required constraints hold after every operation`(seed: UInt64) throws {
    var system = RandomSystem(seed: seed)
    let solver = Solver()
    var added: [Constraint] = []
    var removed: [Constraint] = []
    let editVariables = [system.variables[0], system.variables[1]]
    try solver.addEditVariable(editVariables[0], strength: .strong)
    try solver.addEditVariable(editVariables[1], strength: .medium)

    for step in 0..<60 {
      let context = "seed \(seed), step \(step)"
      let roll = system.rng.double(in: 0...1)
      if roll < 0.6 || added.isEmpty {
        let constraint = system.constraint()
        let before = SolverSnapshot(solver, variables: system.variables, probes: added)
        if let error = attempt({ () throws(SolverError) in try solver.addConstraint(constraint) }) {
          if case let .unsatisfiableConstraint(rejected, conflicting) = error {
            #expect(constraint.strength.isRequired, "a soft constraint was rejected: \(constraint), \(context)")
            #expect(rejected === constraint, "\(context)")
            #expect(!ReferenceFeasibility.isFeasible(added + [constraint]), "rejected \(constraint) but the reference finds the system feasible, \(context)")
            expectValidExplanation(Conflict(constraint: rejected, conflicting: conflicting), in: solver, context)
          } else {
            Issue.record("unexpected \(error) for \(constraint), \(context)")
          }
          SolverSnapshot(solver, variables: system.variables, probes: added).expectUnchanged(from: before)
        } else {
          added.append(constraint)
        }
      } else if roll < 0.8 {
        let index = system.rng.int(in: 0...(added.count - 1))
        let constraint = added.remove(at: index)
        try solver.removeConstraint(constraint)
        removed.append(constraint)
      } else if roll < 0.95 {
        let variable = editVariables[system.rng.int(in: 0...1)]
        try solver.suggestValue(variable, Double(system.rng.int(in: -200...200)))
      } else if let again = added.last, let gone = removed.last {
        // Misuse mixed in: the errors must be the right ones and change nothing.
        #expect(throws: SolverError.duplicateConstraint(again), "\(context)") { try solver.addConstraint(again) }
        #expect(throws: SolverError.unknownConstraint(gone), "\(context)") { try solver.removeConstraint(gone) }
      }
      solver.updateVariables()
      for constraint in added where constraint.strength.isRequired {
        #expect(constraint.holds(), "\(constraint) is broken (residual \(constraint.expression.value)), \(context)")
      }
      #expect(solver.constraints.map(ObjectIdentifier.init) == added.map(ObjectIdentifier.init), "\(context)")
    }
  }

  @Test(arguments: seeds)
  func `the same constraints in a shuffled order give the same values`(seed: UInt64) throws {
    var system = RandomSystem(seed: seed &+ 10_000)
    let stays = system.stays()
    let candidates = stays + (0..<2 * system.variables.count).map { _ in system.constraint() }
    let first = Solver()
    var accepted: [Constraint] = []
    for constraint in candidates {
      do {
        try first.addConstraint(constraint)
        accepted.append(constraint)
      } catch {}
    }
    first.updateVariables()
    let inOrder = system.variables.map(\.value)

    // The accepted required constraints are jointly feasible, so every order must accept them all.
    let second = Solver()
    for constraint in system.shuffled(accepted) {
      #expect(throws: Never.self, "seed \(seed): \(constraint) rejected in another order") { try second.addConstraint(constraint) }
    }
    second.updateVariables()
    let shuffled = system.variables.map(\.value)
    expectSameValues(inOrder, shuffled, "seed \(seed), shuffled order")

    // Removing a third of them gives what a solver that never had them gives. The stays stay, to
    // keep the optimum unique.
    let stayIDs = Set(stays.map(ObjectIdentifier.init))
    var kept: [Constraint] = []
    for constraint in accepted {
      if !stayIDs.contains(ObjectIdentifier(constraint)) && system.rng.chance(1.0 / 3) {
        try first.removeConstraint(constraint)
      } else {
        kept.append(constraint)
      }
    }
    first.updateVariables()
    let afterRemoval = system.variables.map(\.value)
    let third = Solver()
    try third.addConstraints(system.shuffled(kept))
    third.updateVariables()
    expectSameValues(afterRemoval, system.variables.map(\.value), "seed \(seed), after removing a third")
  }

  @Test func `the same operations always give the same values`() throws {
    func run() throws -> [Double] {
      var system = RandomSystem(seed: 777)
      let solver = Solver()
      for _ in 0..<40 { try? solver.addConstraint(system.constraint()) }
      solver.updateVariables()
      return system.variables.map(\.value)
    }
    let first = try run(), second = try run()
    #expect(first == second)
  }

  private func expectSameValues(_ a: [Double], _ b: [Double], _ context: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let mismatches = zip(a, b).enumerated().filter { !$0.element.0.isApproximatelyEqual(to: $0.element.1) }
    #expect(mismatches.isEmpty, "\(context): x\(mismatches.map(\.offset)) differ: \(mismatches.map { "\($0.element.0) vs \($0.element.1)" })", sourceLocation: sourceLocation)
  }
}
