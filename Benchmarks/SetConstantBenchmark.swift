import Cassowary

/// Changing a constraint's constant in place (`setConstant`) against removing it and adding a copy
/// with the new constant, on grid-RxC. Two families of targets: each row's required column gap
/// (`L(r,1) - L(r,0) - W(r,0) - g == 0`) and an extra strong row height `H(r,0) - p == 0`.
/// Both methods, and a fresh build with the final constants, must reach the same state.
struct SetConstantBenchmark {
  let grid: GridWorkload
  let changes: Int
  var name: String { "set-constant-\(grid.name)" }

  enum Target: String { case required, strong }

  /// The grid, plus one strong `H(r,0) - 44 == 0` per row (appended after the grid's constraints).
  func system() -> SystemSpec {
    var spec = grid.system()
    for r in 0..<grid.rows {
      spec.constraints.append(
        ConstraintSpec(
          terms: [(grid.height(r, 0), 1)], constant: -44, relation: .equal,
          strength: Strength.strong.value))
    }
    return spec
  }

  func targetIndex(_ target: Target, row r: Int, in spec: SystemSpec) -> Int {
    switch target {
    case .required: return grid.columnGapIndex(row: r)
    case .strong: return spec.constraints.count - grid.rows + r
    }
  }

  /// The changes, untimed: (row, new constant). Gaps in [4, 12), heights in [24, 56).
  func changeList(_ target: Target) -> [(row: Int, constant: Double)] {
    var rng = SplitMix64(seed: target == .required ? 7 : 8)
    return (0..<changes).map { _ in
      let row = Int(rng.next() % UInt64(grid.rows))
      let value = target == .required ? 4 + 8 * rng.unit() : 24 + 32 * rng.unit()
      return (row, -value)
    }
  }

  func run(_ report: Report, repetitions: Int) {
    let spec = system()
    for target in [Target.required, .strong] {
      let list = changeList(target)
      var expected = spec
      for change in list {
        expected.constraints[targetIndex(target, row: change.row, in: spec)].constant =
          change.constant
      }
      let reference = BuiltSystem(expected).checksum

      var times: [String: [Double]] = [:]
      for method in ["setConstant", "remove-add"] {
        var checksums: [Double] = []
        for _ in 0..<repetitions {
          let built = BuiltSystem(spec)
          var current = (0..<grid.rows).map {
            built.constraints[targetIndex(target, row: $0, in: spec)]
          }
          let solver = built.solver
          let (failure, ms) = measure { () -> SolverError? in
            do throws(SolverError) {
              for change in list {
                if method == "setConstant" {
                  try solver.setConstant(change.constant, of: current[change.row])
                } else {
                  let old = current[change.row]
                  let new = Constraint(
                    LinearExpression(old.expression.terms, constant: change.constant), old.relation,
                    strength: old.strength)
                  try solver.removeConstraint(old)
                  try solver.addConstraint(new)
                  current[change.row] = new
                }
                solver.updateVariables()
              }
              return nil
            } catch { return error }
          }
          if let failure { report.fail("\(name) \(target)-\(method): threw \(failure)") }
          times[method, default: []].append(ms)
          checksums.append(built.checksum)
          blackHole(built)
        }
        report.phase(name, "\(target)-\(method)", times: times[method] ?? [], checksums: checksums)
        report.check(
          checksums.allSatisfy { printedValuesAgree($0, reference, tolerance: 1e-6) },
          "\(name) \(target)-\(method): checksum \(formatChecksum(checksums.last ?? .nan)) differs from a "
            + "fresh build with the final constants, \(formatChecksum(reference))")
      }
      let ratio = median(times["setConstant"] ?? []) / median(times["remove-add"] ?? [])
      report.note(
        "\(name) \(target): setConstant / remove-add = \(formatRatio(ratio)) over \(changes) changes"
      )
    }
  }
}
