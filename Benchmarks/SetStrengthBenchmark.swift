import Cassowary

/// Changing a constraint's strength in place (`setStrength`) against removing it and adding a copy
/// with the new strength, on grid-squeeze-RxC: the container is held at 40R + 8, below the content's
/// natural height 52R + 8, so which rows give way depends on the strengths being changed (each cell
/// (r, 0)'s height preference). Both methods, and a fresh build with the final strengths, must agree.
struct SetStrengthBenchmark {
  let grid: GridWorkload
  let changes: Int
  var name: String { "set-strength-\(grid.squeezeName)" }

  func system() -> SystemSpec {
    var spec = grid.system()
    spec.suggestions = [(GridWorkload.cw, 640), (GridWorkload.ch, 40 * Double(grid.rows) + 8)]
    return spec
  }

  /// The changes, untimed: (row, new strength in the medium tier, [1000, 2000)).
  func changeList() -> [(row: Int, strength: Double)] {
    var rng = SplitMix64(seed: 9)
    return (0..<changes).map { _ in
      let row = Int(rng.next() % UInt64(grid.rows))
      return (row, createStrength(0, 1 + rng.unit(), 0))
    }
  }

  func run(_ report: Report, repetitions: Int) {
    let spec = system()
    let list = changeList()
    var expected = spec
    for change in list {
      expected.constraints[grid.rowPreferenceIndex(row: change.row)].strength = change.strength
    }
    let reference = BuiltSystem(expected).checksum

    var times: [String: [Double]] = [:]
    for method in ["setStrength", "remove-add"] {
      var checksums: [Double] = []
      for _ in 0..<repetitions {
        let built = BuiltSystem(spec)
        var current = (0..<grid.rows).map { built.constraints[grid.rowPreferenceIndex(row: $0)] }
        let solver = built.solver
        let (failure, ms) = measure { () -> SolverError? in
          do throws(SolverError) {
            for change in list {
              if method == "setStrength" {
                try solver.setStrength(Strength(change.strength), of: current[change.row])
              } else {
                let old = current[change.row]
                let new = Constraint(
                  old.expression, old.relation, strength: Strength(change.strength))
                try solver.removeConstraint(old)
                try solver.addConstraint(new)
                current[change.row] = new
              }
              solver.updateVariables()
            }
            return nil
          } catch { return error }
        }
        if let failure { report.fail("\(name) \(method): threw \(failure)") }
        times[method, default: []].append(ms)
        checksums.append(built.checksum)
        blackHole(built)
      }
      report.phase(name, method, times: times[method] ?? [], checksums: checksums)
      report.check(
        checksums.allSatisfy { printedValuesAgree($0, reference, tolerance: 1e-6) },
        "\(name) \(method): checksum \(formatChecksum(checksums.last ?? .nan)) differs from a fresh "
          + "build with the final strengths, \(formatChecksum(reference))")
    }
    let ratio = median(times["setStrength"] ?? []) / median(times["remove-add"] ?? [])
    report.note("\(name): setStrength / remove-add = \(formatRatio(ratio)) over \(changes) changes")
  }
}
