import Cassowary
import Foundation

/// `feed-ops-N` (issue 25): the solver operations the layout engine performs for the anchored feed of N
/// cells, replayed from `Benchmarks/Workloads/feed-ops-N.ops` (written by ``FeedOpsExport``), so that
/// kiwi (`kiwi/feed_ops.hpp`) runs exactly the same adds. Phases `build`, `resize` and `edit`, each
/// timed on the solver the phases before it left (a repetition replays all three on a new solver);
/// then the same with each `setConstant` replayed as kiwi replays it, a remove and an add
/// (`build-remove-add`, ...), which tells the solver's work from what `setConstant` saves.
struct FeedOpsWorkload {
  let cells: Int

  var name: String { "feed-ops-\(cells)" }

  /// The data file, found beside this source file: the benchmarks run from the package's checkout.
  static func file(cells: Int, source: String = #filePath) -> URL {
    URL(fileURLWithPath: source).deletingLastPathComponent()
      .appendingPathComponent("Workloads").appendingPathComponent("feed-ops-\(cells).ops")
  }

  struct LoadError: Error, CustomStringConvertible {
    let description: String
  }

  func run(_ report: Report, repetitions: Int) throws {
    let url = Self.file(cells: cells)
    let script: SolverScript
    do {
      script = try SolverScript(text: String(contentsOf: url, encoding: .utf8))
    } catch {
      throw LoadError(
        description: "cannot read \(url.path): \(error) (regenerate it: swift run -c release Benchmarks "
          + "--export-feed \(cells) > Benchmarks/Workloads/feed-ops-\(cells).ops)")
    }
    // The engine's operations (setConstant) and kiwi's way of replaying them (remove + add), in turns.
    var samples: [Bool: [[(ms: Double, checksum: Double)]]] = [false: [], true: []]
    for _ in 0..<repetitions {
      for removeAndAdd in [false, true] {
        samples[removeAndAdd, default: []].append(replay(script, removeAndAdd: removeAndAdd, report))
      }
    }
    for removeAndAdd in [false, true] {
      let runs = samples[removeAndAdd, default: []]
      for (index, phase) in script.phases.enumerated() {
        report.phase(
          name, phase.name + (removeAndAdd ? "-remove-add" : ""), times: runs.map { $0[index].ms },
          checksums: runs.map { $0[index].checksum })
      }
    }
    if let exact = samples[false]?.last, let removeAndAdd = samples[true]?.last {
      for (index, phase) in script.phases.enumerated() {
        report.check(
          printedValuesAgree(exact[index].checksum, removeAndAdd[index].checksum, tolerance: 1e-6),
          "\(name) \(phase.name): setConstant and remove + add disagree (\(formatChecksum(exact[index].checksum)) "
            + "vs \(formatChecksum(removeAndAdd[index].checksum)))")
      }
    }
  }

  /// Replays every phase on a new solver; each phase's time and the checksum after it.
  private func replay(
    _ script: SolverScript, removeAndAdd: Bool, _ report: Report
  ) -> [(ms: Double, checksum: Double)] {
    var replay: SolverScriptReplay?
    var results: [(ms: Double, checksum: Double)] = []
    for phase in script.phases {
      let (failure, ms) = measure { () -> SolverError? in
        // The build phase's time includes creating the solver and the variables, as every build does.
        let solver = replay ?? SolverScriptReplay(script, changesConstantsByRemoveAndAdd: removeAndAdd)
        replay = solver
        do throws(SolverError) { try solver.run(phase.operations) } catch { return error }
        return nil
      }
      if let failure { report.fail("\(name) \(phase.name): \(failure)") }
      results.append((ms, replay?.checksum ?? .nan))
    }
    blackHole(replay)
    return results
  }
}
