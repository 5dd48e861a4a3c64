import Foundation
import LayoutNodes
import ShowcaseScreens

/// `layout-feed-N`: a feed of N feed cells (15 nodes each: 12 text nodes measured height for width and
/// 3 fixed-size images) stacked in one tree, laid out with anchors (``AnchorFeed``): built and laid
/// out at width 375, then resized `resizes` times through 414, 320, 375, ... The same system is run on
/// the raw solver (``RawSolverFeed``: the constraints written against `Cassowary.Solver`, measured the
/// same way), so the ratio of the two is the cost of the anchor layer.
///
/// Phases (median ms over the repetitions, each on fresh cells; creating the cells is not timed):
/// `anchors-build` (tree, constraints, first layout), `anchors-resize` (the whole resize loop), and
/// `raw-build`, `raw-resize`. Checksum: the sum of every frame after the phase. Both layouts are checked
/// against the hand-written frames at the final width, untimed; a wrong frame fails the run.
struct LayoutFeedBenchmark {
  let cellCount: Int
  let resizes: Int
  /// Whether to run the raw-solver side too: its system, in root coordinates with the stack in the
  /// solver, grows as N² rows of N cells, and takes minutes beyond a hundred cells.
  var withRawSolver = true
  var name: String { "layout-feed-\(cellCount)" }

  /// The anchor layer may cost at most this much more than the raw solver (issue 4's target).
  static let anchorOverRawTarget = 1.3

  private struct Sample {
    var build: Double
    var resize: Double
    var buildChecksum: Double
    var resizeChecksum: Double
    /// The edit loop (anchors only): one cell's comment changed and laid out, then changed back.
    var edit = 0.0
    var editChecksum = 0.0
  }

  /// Edits timed after the resizes: each changes the comment of one cell and lays the feed out.
  static let edits = 200

  private func cells() -> [FeedCell] { (0..<cellCount).map(FeedCell.init(index:)) }

  private var finalWidth: CGFloat {
    resizes == 0 ? 375 : FeedReference.resizeWidths[(resizes - 1) % FeedReference.resizeWidths.count]
  }

  private func runAnchors(_ report: Report, check: Bool) -> Sample {
    let fresh = cells()
    let (feed, build) = measure { AnchorFeed(cells: fresh, width: 375) }
    let buildChecksum = FeedReference.checksum(feed.cells)
    if check { checkFrames(feed.cells, width: 375, phase: "anchors-build", report) }
    let widths = FeedReference.resizeWidths
    let (_, resize) = measure {
      for index in 0..<resizes { feed.resize(width: widths[index % widths.count]) }
    }
    if check {
      checkFrames(feed.cells, width: finalWidth, phase: "anchors-resize", report)
      report.check(
        feed.root.layoutDiagnostics.isEmpty,
        "\(name): the anchor feed recorded diagnostics: \(feed.root.layoutDiagnostics.prefix(2))")
    }
    let resizeChecksum = FeedReference.checksum(feed.cells)
    // Incremental change: cells spread over the feed, each edited twice (a longer comment, then its
    // own again), so that the feed ends as the specification has it.
    let edited = (0..<Self.edits / 2).map { feed.cells[($0 * 7919) % cellCount] }
    let (_, edit) = measure {
      for cell in edited {
        let comment = cell.posterCommentLabel.text
        cell.posterCommentLabel.text = TextContent(
          (comment?.string ?? "") + " and two more lines of comment, long enough to wrap twice at any width",
          font: FeedCell.font)
        feed.root.layoutIfNeeded()
        cell.posterCommentLabel.text = comment
        feed.root.layoutIfNeeded()
      }
    }
    if check {
      checkFrames(feed.cells, width: finalWidth, phase: "anchors-edit", report)
      report.check(
        feed.root.layoutDiagnostics.isEmpty,
        "\(name): the edits recorded diagnostics: \(feed.root.layoutDiagnostics.prefix(2))")
    }
    blackHole(feed)
    return Sample(
      build: build, resize: resize, buildChecksum: buildChecksum, resizeChecksum: resizeChecksum, edit: edit,
      editChecksum: FeedReference.checksum(feed.cells))
  }

  private func runRaw(_ report: Report, check: Bool) -> Sample {
    let fresh = cells()
    let (feed, build) = measure { RawSolverFeed(cells: fresh, width: 375) }
    let buildChecksum = FeedReference.checksum(feed.cells)
    if check { checkFrames(feed.cells, width: 375, phase: "raw-build", report) }
    let widths = FeedReference.resizeWidths
    let (_, resize) = measure {
      for index in 0..<resizes { feed.resize(width: widths[index % widths.count]) }
    }
    if check { checkFrames(feed.cells, width: finalWidth, phase: "raw-resize", report) }
    blackHole(feed)
    return Sample(
      build: build, resize: resize, buildChecksum: buildChecksum, resizeChecksum: FeedReference.checksum(feed.cells))
  }

  private func checkFrames(_ cells: [FeedCell], width: CGFloat, phase: String, _ report: Report) {
    FeedReference.report(
      FeedReference.mismatches(cells, width: width, stacked: true), workload: "\(name) \(phase)", to: report)
  }

  func run(_ report: Report, repetitions: Int) {
    var anchors: [Sample] = []
    var raw: [Sample] = []
    // Interleaved, so that a change in the machine's load falls on both sides of each ratio.
    for repetition in 0..<repetitions {
      anchors.append(runAnchors(report, check: repetition == 0))
      if withRawSolver { raw.append(runRaw(report, check: repetition == 0)) }
    }
    report.phase(name, "anchors-build", times: anchors.map(\.build), checksums: anchors.map(\.buildChecksum))
    report.phase(name, "anchors-resize", times: anchors.map(\.resize), checksums: anchors.map(\.resizeChecksum))
    report.phase(name, "anchors-edit", times: anchors.map(\.edit), checksums: anchors.map(\.editChecksum))
    let anchorBuild = median(anchors.map(\.build)), anchorResize = median(anchors.map(\.resize))
    let passes = Double(max(resizes, 1)), n = Double(cellCount)
    let anchorPass = anchorResize / passes
    report.note(
      "\(name): anchors per cell: build \(microseconds(anchorBuild / n)), resize pass \(microseconds(anchorPass / n)) "
        + "(\(resizes) resizes); resize pass / full rebuild \(String(format: "%.5f", anchorPass / anchorBuild))")
    report.note(
      "\(name): anchors, one cell's text changed and laid out: \(microseconds(median(anchors.map(\.edit)) / Double(Self.edits))) "
        + "per edit (\(Self.edits) edits)")
    guard withRawSolver else { return }
    report.phase(name, "raw-build", times: raw.map(\.build), checksums: raw.map(\.buildChecksum))
    report.phase(name, "raw-resize", times: raw.map(\.resize), checksums: raw.map(\.resizeChecksum))

    let rawBuild = median(raw.map(\.build)), rawResize = median(raw.map(\.resize))
    let rawPass = rawResize / passes
    report.note(
      "\(name): raw solver per cell: build \(microseconds(rawBuild / n)), resize pass \(microseconds(rawPass / n)); "
        + "resize pass / full rebuild \(String(format: "%.5f", rawPass / rawBuild))")
    for (phase, ratio) in [("build", anchorBuild / rawBuild), ("resize", anchorResize / rawResize)] {
      let verdict = ratio <= Self.anchorOverRawTarget ? "within" : "ABOVE"
      report.note(
        "\(name): anchor layer / raw solver, \(phase): \(formatRatio(ratio)) "
          + "(\(verdict) the target \(formatRatio(Self.anchorOverRawTarget)))")
    }
  }
}

/// A duration in milliseconds as microseconds with two decimals and the unit.
func microseconds(_ milliseconds: Double) -> String { String(format: "%.2f µs", milliseconds * 1000) }
