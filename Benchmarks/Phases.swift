import Cassowary

/// The timed phases shared by the workloads. Each repetition uses a freshly built solver; generation
/// happens before (untimed) and destruction after (untimed) the measured region.
enum Phases {
  /// A `build` phase: the whole ``BuiltSystem`` construction is timed.
  static func build(_ report: Report, _ workload: String, _ spec: SystemSpec, repetitions: Int) {
    var times: [Double] = []
    var checksums: [Double] = []
    for _ in 0..<repetitions {
      let (built, ms) = measure { BuiltSystem(spec) }
      times.append(ms)
      checksums.append(built.checksum)
      reportUnexpectedErrors(report, workload, "build", built)
      blackHole(built)
    }
    report.phase(workload, "build", times: times, checksums: checksums)
  }

  /// A suggest loop on a freshly built solver (the build untimed): suggest width, height, update.
  static func sizeLoop(
    _ report: Report, _ workload: String, _ phase: String, _ spec: SystemSpec, _ loop: SizeLoop,
    repetitions: Int
  ) {
    var times: [Double] = []
    var checksums: [Double] = []
    for _ in 0..<repetitions {
      let built = BuiltSystem(spec)
      reportUnexpectedErrors(report, workload, "build", built)
      let solver = built.solver
      let width = built.variables[loop.widthVariable]
      let height = built.variables[loop.heightVariable]
      let (failure, ms) = measure { () -> SolverError? in
        do throws(SolverError) {
          for size in loop.sizes {
            try solver.suggestValue(width, size.width)
            try solver.suggestValue(height, size.height)
            solver.updateVariables()
          }
          return nil
        } catch {
          return error
        }
      }
      if let failure { report.fail("\(workload) \(phase): suggestValue threw \(failure)") }
      times.append(ms)
      checksums.append(built.checksum)
      blackHole(built)
    }
    report.phase(workload, phase, times: times, checksums: checksums)
  }

  /// A loop of suggestions to one variable on a freshly built solver (the build untimed): with
  /// `adding`, the variable first becomes an edit variable of that strength (timed); then each value
  /// is suggested and the variables updated.
  static func editLoop(
    _ report: Report, _ workload: String, _ phase: String, _ spec: SystemSpec, variable: Int,
    adding strength: Double?, values: [Double], repetitions: Int
  ) {
    var times: [Double] = []
    var checksums: [Double] = []
    for _ in 0..<repetitions {
      let built = BuiltSystem(spec)
      reportUnexpectedErrors(report, workload, "build", built)
      let solver = built.solver
      let edited = built.variables[variable]
      let (failure, ms) = measure { () -> SolverError? in
        do throws(SolverError) {
          if let strength { try solver.addEditVariable(edited, strength: Strength(strength)) }
          for value in values {
            try solver.suggestValue(edited, value)
            solver.updateVariables()
          }
          return nil
        } catch {
          return error
        }
      }
      if let failure { report.fail("\(workload) \(phase): \(failure)") }
      times.append(ms)
      checksums.append(built.checksum)
      blackHole(built)
    }
    report.phase(workload, phase, times: times, checksums: checksums)
  }

  /// W4/W6 `add` then `remove` on the same solver. The printed `remove` checksum is the state after the
  /// first half is removed; the final state must be the stays alone.
  static func addThenRemove(_ report: Report, _ workload: RandomWorkload, repetitions: Int) {
    var addTimes: [Double] = []
    var addChecksums: [Double] = []
    var removeTimes: [Double] = []
    var removeChecksums: [Double] = []
    let name = workload.name
    for _ in 0..<repetitions {
      let (built, addMs) = measure { BuiltSystem(workload.system) }
      addTimes.append(addMs)
      addChecksums.append(built.checksum)
      reportUnexpectedErrors(report, name, "add", built)
      if built.rejectedCount > 0 {
        report.note(
          "\(name) add: \(built.rejectedCount) required constraint(s) rejected as unsatisfiable")
      }

      let order = workload.removalOrder(accepted: workload.acceptedRandomConstraints(of: built))
      let half = order.count / 2
      let solver = built.solver
      let constraints = built.constraints
      let (firstError, firstMs) = measure { () -> SolverError? in
        do throws(SolverError) {
          for index in order[..<half] { try solver.removeConstraint(constraints[index]) }
          solver.updateVariables()
          return nil
        } catch { return error }
      }
      removeChecksums.append(built.checksum)
      let (secondError, secondMs) = measure { () -> SolverError? in
        do throws(SolverError) {
          for index in order[half...] { try solver.removeConstraint(constraints[index]) }
          solver.updateVariables()
          return nil
        } catch { return error }
      }
      removeTimes.append(firstMs + secondMs)
      if let error = firstError ?? secondError {
        report.fail("\(name) remove: removeConstraint threw \(error)")
      }
      report.check(
        printedValuesAgree(built.checksum, workload.staySum, tolerance: 1e-6),
        "\(name) remove: the final state \(formatChecksum(built.checksum)) is not the stays' "
          + formatChecksum(workload.staySum))
      blackHole(built)
    }
    report.phase(name, "add", times: addTimes, checksums: addChecksums)
    report.phase(name, "remove", times: removeTimes, checksums: removeChecksums)
  }

  static func reportUnexpectedErrors(
    _ report: Report, _ workload: String, _ phase: String, _ built: BuiltSystem
  ) {
    for message in built.unexpectedErrors { report.fail("\(workload) \(phase): \(message)") }
  }
}
