import Cassowary

/// Replays one fixture system on our ``Solver`` and compares every answer with kiwi's.
///
/// Checks, in order of the operations:
/// - the same answer as kiwi to every operation (accepted, rejected as unsatisfiable, unknown), while
///   kiwi finished the system; after the first different answer the two solvers hold different
///   constraint sets, so kiwi's later answers are no longer compared (one mismatch is reported);
/// - at every `updateVariables()`: every required constraint holds within 1e-6 of its magnitude, the
///   strength-weighted error of the other constraints is no worse than kiwi's (1e-6 relative), and
///   where kiwi's optimum was checked to be unique, every value equals kiwi's within 1e-6 (relative
///   above 1). The required-constraint check runs on the systems kiwi could not solve too.
/// Where kiwi's own answer breaks a required constraint, or ours has a strictly better objective
/// (so kiwi's point is no optimum), kiwi's objective or values are no reference and are counted
/// instead of compared. Comparison mismatches that the LP referee attributed to kiwi (the errata) are
/// counted too; a violated required constraint of ours is never excused.
struct KiwiReplay {
  /// A mismatch the LP referee (`Scripts/kiwi-differential/adjudicate.py`) attributed to kiwi: the
  /// fixture's `kiwi-errata.txt` lists them as `seed operation-index kind`.
  struct Erratum: Hashable, Sendable {
    enum Kind: String, Sendable {
      /// kiwi's accept/reject answer is wrong (the required constraints are, or are not, feasible).
      case answer
      /// kiwi's objective is below the true optimum (its point breaks a required constraint).
      case objective
      /// kiwi's "unique" values are not the optimum's.
      case values
    }
    var seed: UInt64
    var operation: Int
    var kind: Kind
  }

  /// What one replay found.
  struct Report {
    var mismatches: [String] = []
    var comparedCheckpoints = 0
    var comparedValueCheckpoints = 0
    /// Checkpoints where kiwi's own solution broke a required constraint, so only ours was checked.
    var kiwiInfeasibleCheckpoints = 0
    /// Checkpoints where our objective was better than kiwi's by more than the tolerance: kiwi's point
    /// is no optimum then, so its values (even if its pull test found them "unique") are not compared.
    var kiwiSuboptimalCheckpoints = 0
    var checkedRequiredCheckpoints = 0
    /// Mismatches listed as kiwi's errors (not failures).
    var kiwiErrata = 0
    /// Our answer to every operation (the fixture's outcome letters, `u` for an update, `!` for an
    /// unexpected error) and our objective with its rounding noise at every update: what
    /// `adjudicate.py --trace` checks against the LP where kiwi has no answers.
    var answers = ""
    var objectives: [(value: Double, noise: Double)] = []
  }

  /// The strength-weighted error of a non-required constraint is compared with kiwi's within this
  /// relative tolerance...
  static let objectiveTolerance = 1e-6
  /// ...plus this share of each constraint's magnitude (strength times the sum of its terms' sizes):
  /// the rounding noise of evaluating an expression whose terms cancel, far below any real difference.
  static let roundingShare = 1e-12
  static let valueTolerance = 1e-6
  static let requiredTolerance = 1e-6

  private let system: KiwiSystem
  private let errata: Set<Erratum>
  private var operationIndex = 0
  private let variables: [Variable]
  private let solver = Solver()
  private var constraints: [Int: Constraint] = [:]
  private var edits: [Int: (strength: Double, suggested: Double)] = [:]
  private var report = Report()

  static func run(_ system: KiwiSystem, errata: Set<Erratum> = []) -> Report {
    var replay = KiwiReplay(system: system, errata: errata)
    replay.run()
    return replay.report
  }

  private init(system: KiwiSystem, errata: Set<Erratum>) {
    self.system = system
    self.errata = errata
    variables = (0..<system.variableCount).map { Variable("x\($0)") }
  }

  private mutating func run() {
    var comparing = system.kiwiSolved
    for (index, step) in system.steps.enumerated() {
      operationIndex = index
      let place =
        "seed \(system.seed) (\(system.regime), kiwi \(system.kiwiStatus)) op \(index) [\(system.file):\(step.line)]"
      guard let ours = perform(step.operation, place: place) else {
        report.answers += "!"
        comparing = false
        continue
      }
      if case .update = step.operation { report.answers += "u" } else { report.answers.append(ours.rawValue) }
      if comparing, step.outcome != .unrecorded, ours != step.outcome {
        mismatch(
          .answer,
          "\(place): kiwi answered \(step.outcome.rawValue), ours \(ours.rawValue) to \(describe(step.operation))")
        comparing = false
      }
      if case .update(let checkpoint) = step.operation {
        report.objectives.append(objective())
        checkRequiredConstraints(place: place)
        if comparing, let checkpoint { compare(with: checkpoint, place: place) }
      }
    }
  }

  /// Our answer to one operation, or nil (and a mismatch) for an answer that no operation of the
  /// fixtures can deserve.
  private mutating func perform(_ operation: KiwiSystem.Operation, place: String) -> KiwiSystem.Outcome? {
    let result: Result<Void, SolverError>
    switch operation {
    case .add(let id, let spec):
      let terms = spec.terms.map { Term(variables[$0.variable], coefficient: $0.coefficient) }
      let constraint = Constraint(
        LinearExpression(terms, constant: spec.constant), spec.relation, strength: Strength(spec.strength))
      constraints[id] = constraint
      result = attempt { () throws(SolverError) in try solver.addConstraint(constraint) }
    case .remove(let id):
      guard let constraint = constraint(id, place: place) else { return nil }
      result = attempt { () throws(SolverError) in try solver.removeConstraint(constraint) }
    case .setConstant(let id, let value):
      guard let constraint = constraint(id, place: place) else { return nil }
      result = attempt { () throws(SolverError) in try solver.setConstant(value, of: constraint) }
    case .addEditVariable(let index, let strength):
      result = attempt { () throws(SolverError) in
        try solver.addEditVariable(variables[index], strength: Strength(strength))
      }
      if case .success = result { edits[index] = (strength, 0) }
    case .removeEditVariable(let index):
      result = attempt { () throws(SolverError) in try solver.removeEditVariable(variables[index]) }
      if case .success = result { edits[index] = nil }
    case .suggestValue(let index, let value):
      result = attempt { () throws(SolverError) in try solver.suggestValue(variables[index], value) }
      if case .success = result { edits[index]?.suggested = value }
    case .update:
      solver.updateVariables()
      result = .success(())
    }
    switch result {
    case .success: return .ok
    case .failure(.unsatisfiableConstraint): return .unsatisfiable
    case .failure(.unknownConstraint), .failure(.unknownEditVariable): return .unknown
    case .failure(.duplicateConstraint), .failure(.duplicateEditVariable): return .duplicate
    case .failure(let error):
      report.mismatches.append("\(place): unexpected error \(error) for \(describe(operation))")
      return nil
    }
  }

  private func attempt(_ body: () throws(SolverError) -> Void) -> Result<Void, SolverError> {
    do {
      try body()
      return .success(())
    } catch {
      return .failure(error)
    }
  }

  private mutating func constraint(_ id: Int, place: String) -> Constraint? {
    guard let constraint = constraints[id] else {
      report.mismatches.append("\(place): the fixture names constraint \(id) before adding it")
      return nil
    }
    return constraint
  }

  private mutating func checkRequiredConstraints(place: String) {
    report.checkedRequiredCheckpoints += 1
    for constraint in solver.constraints where constraint.strength.isRequired {
      let error = constraint.violation
      if error > Self.requiredTolerance * max(1, Self.magnitude(of: constraint.expression)) {
        report.mismatches.append("\(place): required constraint violated by \(error): \(constraint)")
      }
    }
  }

  private mutating func compare(with checkpoint: KiwiSystem.Checkpoint, place: String) {
    if checkpoint.kiwiViolatesRequired {
      report.kiwiInfeasibleCheckpoints += 1
      return
    }
    report.comparedCheckpoints += 1
    let (objective, noise) = objective()
    let allowed = Self.objectiveTolerance * max(1, abs(checkpoint.objective)) + Self.roundingShare * noise
    if objective > checkpoint.objective + allowed {
      mismatch(
        .objective,
        "\(place): objective \(objective) is worse than kiwi's \(checkpoint.objective) (by \(objective - checkpoint.objective))"
      )
    }
    if objective < checkpoint.objective - allowed {
      report.kiwiSuboptimalCheckpoints += 1
      return
    }
    guard let expected = checkpoint.uniqueValues else { return }
    report.comparedValueCheckpoints += 1
    let differing = zip(variables, expected).filter { variable, kiwi in
      abs(variable.value - kiwi) > Self.valueTolerance * max(1, abs(kiwi))
    }
    if !differing.isEmpty {
      let list = differing.prefix(6).map { "\($0.0.name) = \($0.0.value), kiwi \($0.1)" }.joined(separator: "; ")
      mismatch(
        .values,
        "\(place): \(differing.count) values differ from kiwi's unique optimum: \(list) (objective ours \(objective), kiwi \(checkpoint.objective))"
      )
    }
  }

  /// The strength-weighted error of the non-required and edit constraints at our values, and the
  /// size of the terms it sums (the scale of its rounding noise).
  private func objective() -> (value: Double, noise: Double) {
    var objective = 0.0
    var noise = 0.0
    for constraint in solver.constraints where !constraint.strength.isRequired {
      objective += constraint.strength.value * constraint.violation
      noise += constraint.strength.value * Self.magnitude(of: constraint.expression)
    }
    // In the variables' order, not the dictionary's (which changes from run to run): the sum's last
    // digit would otherwise differ between two runs of one engine.
    for (index, edit) in edits.sorted(by: { $0.key < $1.key }) {
      let value = variables[index].value
      objective += edit.strength * abs(value - edit.suggested)
      noise += edit.strength * (abs(value) + abs(edit.suggested))
    }
    return (objective, noise)
  }

  /// Records a comparison mismatch, unless the errata attribute it to kiwi.
  private mutating func mismatch(_ kind: Erratum.Kind, _ message: String) {
    if errata.contains(Erratum(seed: system.seed, operation: operationIndex, kind: kind)) {
      report.kiwiErrata += 1
    } else {
      report.mismatches.append(message)
    }
  }

  /// The size of an expression's parts at the current values: the scale of its rounding noise.
  static func magnitude(of expression: LinearExpression) -> Double {
    expression.terms.reduce(abs(expression.constant)) { $0 + abs($1.value) }
  }

  private func describe(_ operation: KiwiSystem.Operation) -> String {
    switch operation {
    case .add(let id, _): return "add c\(id): \(constraints[id].map { "\($0)" } ?? "?")"
    case .remove(let id): return "remove c\(id): \(constraints[id].map { "\($0)" } ?? "?")"
    case .setConstant(let id, let value):
      return "setConstant \(value) of c\(id): \(constraints[id].map { "\($0)" } ?? "?")"
    case .addEditVariable(let index, let strength): return "addEditVariable x\(index) strength \(strength)"
    case .removeEditVariable(let index): return "removeEditVariable x\(index)"
    case .suggestValue(let index, let value): return "suggestValue x\(index) \(value)"
    case .update: return "updateVariables"
    }
  }
}
