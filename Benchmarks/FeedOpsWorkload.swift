import Cassowary
import Foundation

/// `feed-ops-N` (issue 25): the solver operations the layout engine performs for the anchored feed of N
/// cells, replayed from `Benchmarks/Workloads/feed-ops-N.ops` (written by ``FeedOpsExport``), so that
/// kiwi (`kiwi/feed_ops.hpp`) runs exactly the same adds. Phases `build`, `resize` and `edit`, each
/// timed on the solver the phases before it left (a repetition replays all three on a new solver).
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
    var times = Array(repeating: [Double](), count: script.phases.count)
    var checksums = times
    for _ in 0..<repetitions {
      var replay: SolverScriptReplay?
      for (index, phase) in script.phases.enumerated() {
        let (failure, ms) = measure { () -> SolverError? in
          // The build phase's time includes creating the solver and the variables, as every build does.
          let solver = replay ?? SolverScriptReplay(script)
          replay = solver
          do throws(SolverError) { try solver.run(phase.operations) } catch { return error }
          return nil
        }
        if let failure { report.fail("\(name) \(phase.name): \(failure)") }
        times[index].append(ms)
        checksums[index].append(replay?.checksum ?? .nan)
      }
      blackHole(replay)
    }
    for (index, phase) in script.phases.enumerated() {
      report.phase(name, phase.name, times: times[index], checksums: checksums[index])
    }
  }
}
