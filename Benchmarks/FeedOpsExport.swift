import Cassowary
import Foundation
import LayoutNodes
import ShowcaseScreens

/// `swift run -c release Benchmarks --export-feed N`: records every operation the layout engine performs
/// on its solver while the anchored feed of N cells (``AnchorFeed``) is built, resized and edited, and
/// returns it as a `.ops` file, the data of the `feed-ops-N` workload (`WORKLOADS.md`) that our solver
/// and kiwi replay.
///
/// Before returning, it checks that the feed's frames are the specification's and that a replay of the
/// file on a fresh solver reaches the engine's own values after every phase.
struct FeedOpsExport {
  let cellCount: Int

  /// The resize phase's widths (the feed is built at 375).
  static let resizeWidths: [CGFloat] = [414, 320, 375, 414]
  /// The edit phase's cells: spread over the feed, each one's comment made longer, laid out, put
  /// back and laid out again.
  static let editedCells = 5

  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  func run() throws(Failure) -> String {
    let log = SolverOperationLog()
    var engineChecksums: [(phase: String, checksum: Double)] = []
    var mismatches: [String] = []

    log.startPhase("build")
    let feed = AnchorFeed(cells: (0..<cellCount).map(FeedCell.init(index:)), width: 375) { root in
      root._solver?._operationObserver = log.record
    }
    engineChecksums.append(("build", log.checksum))
    mismatches += FeedReference.mismatches(feed.cells, width: 375, stacked: true)

    log.startPhase("resize")
    for width in Self.resizeWidths { feed.resize(width: width) }
    engineChecksums.append(("resize", log.checksum))
    let width = Self.resizeWidths[Self.resizeWidths.count - 1]
    mismatches += FeedReference.mismatches(feed.cells, width: width, stacked: true)

    log.startPhase("edit")
    for k in 0..<Self.editedCells { feed.editAndRestoreComment(of: feed.cells[(k * 7919) % cellCount]) }
    engineChecksums.append(("edit", log.checksum))
    mismatches += FeedReference.mismatches(feed.cells, width: width, stacked: true)
    feed.root._solver?._operationObserver = nil
    guard mismatches.isEmpty else {
      throw Failure(description: "the feed's frames are wrong: \(mismatches.prefix(3).joined(separator: "; "))")
    }

    let header = [
      "# feed-ops-\(cellCount) (Benchmarks/WORKLOADS.md): what the layout engine asks of its solver for the",
      "# anchored feed of \(cellCount) FeedCells (AnchorFeed): build + first layout at width 375, resize through",
      "# \(Self.resizeWidths.map { "\(Int($0))" }.joined(separator: ", ")), then \(Self.editedCells) cells' comments edited and put back.",
      "# Regenerate: swift run -c release Benchmarks --export-feed \(cellCount) > Benchmarks/Workloads/feed-ops-\(cellCount).ops",
      "# The engine's checksums: "
        + engineChecksums.map { "\($0.phase) \(formatChecksum($0.checksum))" }.joined(separator: ", "),
      "variables \(log.variables.count)",
      "constraints \(log.constraintCount)",
    ]
    let text = (header + log.lines).joined(separator: "\n") + "\n"
    try checkReplay(text, against: engineChecksums)
    return text
  }

  /// Replays the file on a fresh solver and compares each phase's checksum with the engine's.
  private func checkReplay(_ text: String, against expected: [(phase: String, checksum: Double)]) throws(Failure) {
    let script: SolverScript
    do { script = try SolverScript(text: text) } catch {
      throw Failure(description: "the export does not parse: \(error)")
    }
    let replay = SolverScriptReplay(script)
    for (phase, engine) in zip(script.phases, expected) {
      do { try replay.run(phase.operations) } catch {
        throw Failure(description: "replaying phase \(phase.name) failed: \(error)")
      }
      guard printedValuesAgree(replay.checksum, engine.checksum, tolerance: 1e-6) else {
        throw Failure(
          description: "phase \(phase.name): the replay's checksum \(formatChecksum(replay.checksum)) is not the "
            + "engine's \(formatChecksum(engine.checksum))")
      }
    }
  }
}
