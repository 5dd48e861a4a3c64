import Cassowary
import Foundation

/// Add/remove churn on grid-RxC: every cycle adds the same constraint objects (three per row: a
/// binding required height cap, a strong minimum width, a weak top), updates, removes them again in
/// reverse order, removes and re-adds the width edit variable, and updates. After every cycle the
/// solver must be back at the built state, and neither its size (the line count of its
/// `debugDescription`, the public view of its rows) nor the process's resident memory may grow.
struct ChurnBenchmark {
  let grid: GridWorkload
  let cycles: Int
  var name: String { "churn-\(grid.name)" + (cycles > 300 ? "-long" : "") }

  /// Resident memory growth we tolerate between the warmed-up state and the end: allocator noise
  /// is a few pages; a leak of a few bytes per operation over the run is more than this.
  static let residentGrowthLimit = 256 * 1024
  static let warmUpCycles = 20

  func extraConstraints(_ built: BuiltSystem) -> [Constraint] {
    var extras: [Constraint] = []
    for r in 0..<grid.rows {
      let height = built.variables[grid.height(r, 0)]
      let width = built.variables[grid.width(r, grid.columns - 1)]
      let top = built.variables[grid.top(r, 0)]
      extras.append(height <= 40 + Double(r % 5))
      extras.append((width >= 50) ~ .strong)
      extras.append((top == 10 * Double(r)) ~ .weak)
    }
    return extras
  }

  /// One cycle; returns the checksum with the extras in, or the error that interrupted it.
  func cycle(_ built: BuiltSystem, _ extras: [Constraint]) -> Result<Double, SolverError> {
    let solver = built.solver
    let width = built.variables[GridWorkload.cw]
    do throws(SolverError) {
      for constraint in extras { try solver.addConstraint(constraint) }
      solver.updateVariables()
      let loaded = built.checksum
      for constraint in extras.reversed() { try solver.removeConstraint(constraint) }
      try solver.removeEditVariable(width)
      try solver.addEditVariable(width, strength: .strong)
      try solver.suggestValue(width, 640)
      solver.updateVariables()
      return .success(loaded)
    } catch {
      return .failure(error)
    }
  }

  func run(_ report: Report, repetitions: Int) {
    let spec = grid.system()
    var times: [Double] = []
    var checksums: [Double] = []
    for repetition in 0..<repetitions {
      let built = BuiltSystem(spec)
      let builtChecksum = built.checksum
      let extras = extraConstraints(built)
      let sizeBefore = built.solver.debugDescription.split(separator: "\n").count
      let constraintCount = built.solver.constraints.count
      var loadedChecksums: Set<String> = []
      var drift = 0
      var failure: SolverError?
      var residentAfterWarmUp = 0
      let (_, ms) = measure {
        for n in 0..<cycles {
          if n == Self.warmUpCycles { residentAfterWarmUp = residentBytes() }
          switch cycle(built, extras) {
          case .success(let loaded):
            loadedChecksums.insert(formatChecksum(loaded))
            if !printedValuesAgree(built.checksum, builtChecksum, tolerance: 1e-6) { drift += 1 }
          case .failure(let error):
            failure = error
            return
          }
        }
      }
      let residentAtEnd = residentBytes()
      times.append(ms)
      checksums.append(built.checksum)
      if let failure { report.fail("\(name): a cycle threw \(failure)") }
      report.check(drift == 0, "\(name): \(drift) cycle(s) did not return to the built state")
      report.check(
        loadedChecksums.count <= 1,
        "\(name): the loaded state differs between cycles: \(loadedChecksums.sorted())")
      let sizeAfter = built.solver.debugDescription.split(separator: "\n").count
      report.check(
        sizeAfter == sizeBefore && built.solver.constraints.count == constraintCount,
        "\(name): the solver grew: debugDescription \(sizeBefore) -> \(sizeAfter) lines, constraints "
          + "\(constraintCount) -> \(built.solver.constraints.count)")
      if repetition == 0 {
        let growth = residentAtEnd - residentAfterWarmUp
        report.note(
          "\(name): \(cycles) cycles of \(extras.count) adds + removes; resident memory "
            + "\(residentAfterWarmUp / 1024) KiB after \(Self.warmUpCycles) cycles, \(residentAtEnd / 1024) KiB "
            + "at the end (\(growth >= 0 ? "+" : "")\(growth / 1024) KiB); solver dump \(sizeBefore) -> \(sizeAfter) lines"
        )
        report.check(
          residentAfterWarmUp > 0 && growth <= Self.residentGrowthLimit,
          "\(name): resident memory grew by \(growth / 1024) KiB over \(cycles - Self.warmUpCycles) cycles "
            + "(limit \(Self.residentGrowthLimit / 1024) KiB)")
      }
      blackHole(built)
    }
    report.phase(name, "cycles", times: times, checksums: checksums)
  }
}

/// The process's resident set size from `/proc/self/statm` (0 where it cannot be read).
func residentBytes() -> Int {
  guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
    return 0
  }
  let fields = text.split(separator: " ")
  guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}
