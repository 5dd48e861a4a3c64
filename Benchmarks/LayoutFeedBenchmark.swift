import Foundation
import LayoutNodes
import ShowcaseScreens

/// `layout-feed-N`: a feed of N feed cells (15 nodes each: 12 text nodes measured height for width and
/// 3 fixed-size images) stacked in one tree, laid out with anchors (``AnchorFeed``): built and laid
/// out at width 375, resized `resizes` times through 414, 320, 375, ..., then edited (one cell's
/// comment changed and the feed laid out, `edits` times), then one constraint's constant changed (the
/// gap above one cell, `edits` times), then the structure changed (a cell taken out of the tree, its
/// neighbours linked, and put back, `structureChanges / 2` times). The same feed is laid out on the raw solver,
/// written without the anchor layer, two ways: a solver per cell, the cells stacked by arithmetic
/// (``CellSolverFeed``, the best direct formulation, the issue's target of 1.3), and one solver in root
/// coordinates with the stack in it (``RawSolverFeed``, at N ≤ 100: it takes minutes beyond).
///
/// Phases (median ms over the repetitions, each on fresh cells; creating the cells is not timed):
/// `anchors-build` (tree, constraints, first layout), `anchors-resize` (the whole resize loop),
/// `anchors-edit` (the whole edit loop), `anchors-constant` (the whole loop of constants),
/// `anchors-structure` (the whole loop of cells taken out and put back), `cell-solvers-build`, `cell-solvers-resize`, `raw-build`,
/// `raw-resize`. Checksum: the sum of every frame after the phase. Every layout is checked against the
/// hand-written frames, untimed; a wrong frame fails the run.
struct LayoutFeedBenchmark {
  let cellCount: Int
  let resizes: Int
  /// Whether to run the raw-solver side too: its system, in root coordinates with the stack in the
  /// solver, grows as N² rows of N cells, and takes minutes beyond a hundred cells.
  var withRawSolver = true
  var name: String { "layout-feed-\(cellCount)" }

  /// The anchor layer may cost at most this much more than the best direct formulation on the raw
  /// solver (issue 25's target).
  static let anchorOverRawTarget = 1.3

  private struct Sample {
    var build: Double
    var resize: Double
    var buildChecksum: Double
    var resizeChecksum: Double
    /// The edit loop (anchors only): one cell's comment changed and laid out, then changed back.
    var edit = 0.0
    var editChecksum = 0.0
    /// The constant loop (anchors only): the gap above one cell changed and laid out, then put back.
    var constant = 0.0
    var constantChecksum = 0.0
    /// The structure loop (anchors only): one cell taken out and laid out, then put back and laid out.
    var structure = 0.0
    var structureChecksum = 0.0
  }

  /// Edits timed after the resizes: each changes the comment of one cell and lays the feed out.
  static let edits = 200
  /// Changes of structure timed after the constants: each takes a cell out or puts it back, and lays
  /// the feed out.
  static let structureChanges = 100

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
    if check { checkFramesAndDiagnostics(feed, phase: "anchors-resize", "the anchor feed", report) }
    let resizeChecksum = FeedReference.checksum(feed.cells)
    // Incremental change: cells spread over the feed, each edited twice (a longer comment, then its
    // own again), so that the feed ends as the specification has it.
    let edited = (0..<Self.edits / 2).map { feed.cells[($0 * 7919) % cellCount] }
    let (_, edit) = measure {
      for cell in edited { feed.editAndRestoreComment(of: cell) }
    }
    if check { checkFramesAndDiagnostics(feed, phase: "anchors-edit", "the edits", report) }
    let editChecksum = FeedReference.checksum(feed.cells)
    // One constraint's constant: gaps spread over the feed, each widened and closed again.
    let gapped = (0..<Self.edits / 2).map { ($0 * 7919) % cellCount }
    let (_, constant) = measure {
      for index in gapped { feed.widenAndCloseGap(above: index) }
    }
    if check { checkFramesAndDiagnostics(feed, phase: "anchors-constant", "the constant changes", report) }
    let constantChecksum = FeedReference.checksum(feed.cells)
    // A change of structure: cells spread over the feed, each taken out (its neighbours linked) and put
    // back, each way laid out.
    let (_, structure) = measure {
      for index in gapped.prefix(Self.structureChanges / 2) { feed.removeAndRestoreCell(at: index) }
    }
    if check { checkFramesAndDiagnostics(feed, phase: "anchors-structure", "the changes of structure", report) }
    blackHole(feed)
    return Sample(
      build: build, resize: resize, buildChecksum: buildChecksum, resizeChecksum: resizeChecksum, edit: edit,
      editChecksum: editChecksum, constant: constant, constantChecksum: constantChecksum, structure: structure,
      structureChecksum: FeedReference.checksum(feed.cells))
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

  private func runCellSolvers(_ report: Report, check: Bool) -> Sample {
    let fresh = cells()
    let (feed, build) = measure { CellSolverFeed(cells: fresh, width: 375) }
    let buildChecksum = FeedReference.checksum(feed.cells)
    if check { checkFrames(feed.cells, width: 375, phase: "cell-solvers-build", report) }
    let widths = FeedReference.resizeWidths
    let (_, resize) = measure {
      for index in 0..<resizes { feed.resize(width: widths[index % widths.count]) }
    }
    if check { checkFrames(feed.cells, width: finalWidth, phase: "cell-solvers-resize", report) }
    blackHole(feed)
    return Sample(
      build: build, resize: resize, buildChecksum: buildChecksum, resizeChecksum: FeedReference.checksum(feed.cells))
  }

  /// After a phase that ends at the final width: every frame, and no diagnostic recorded by `what`.
  private func checkFramesAndDiagnostics(_ feed: AnchorFeed, phase: String, _ what: String, _ report: Report) {
    checkFrames(feed.cells, width: finalWidth, phase: phase, report)
    report.check(
      feed.root.layoutDiagnostics.isEmpty,
      "\(name): \(what) recorded diagnostics: \(feed.root.layoutDiagnostics.prefix(2))")
  }

  private func checkFrames(_ cells: [FeedCell], width: CGFloat, phase: String, _ report: Report) {
    FeedReference.report(
      FeedReference.mismatches(cells, width: width, stacked: true), workload: "\(name) \(phase)", to: report)
  }

  func run(_ report: Report, repetitions: Int) {
    var anchors: [Sample] = []
    var cellSolvers: [Sample] = []
    var raw: [Sample] = []
    // Interleaved, so that a change in the machine's load falls on every side of each ratio.
    for repetition in 0..<repetitions {
      anchors.append(runAnchors(report, check: repetition == 0))
      cellSolvers.append(runCellSolvers(report, check: repetition == 0))
      if withRawSolver { raw.append(runRaw(report, check: repetition == 0)) }
    }
    report.phase(name, "anchors-build", times: anchors.map(\.build), checksums: anchors.map(\.buildChecksum))
    report.phase(name, "anchors-resize", times: anchors.map(\.resize), checksums: anchors.map(\.resizeChecksum))
    report.phase(name, "anchors-edit", times: anchors.map(\.edit), checksums: anchors.map(\.editChecksum))
    report.phase(
      name, "anchors-constant", times: anchors.map(\.constant), checksums: anchors.map(\.constantChecksum))
    report.phase(
      name, "anchors-structure", times: anchors.map(\.structure), checksums: anchors.map(\.structureChecksum))
    report.note(
      "\(name): anchors per cell: \(perCell(anchors)); one cell's text changed and laid out: "
        + "\(microseconds(median(anchors.map(\.edit)) / Double(Self.edits))) per edit (\(Self.edits) edits); "
        + "one gap's constant changed and laid out: "
        + "\(microseconds(median(anchors.map(\.constant)) / Double(Self.edits))) per change (\(Self.edits) changes); "
        + "a cell taken out or put back and laid out: "
        + "\(microseconds(median(anchors.map(\.structure)) / Double(Self.structureChanges))) per change "
        + "(\(Self.structureChanges) changes)")
    compare(anchors, with: cellSolvers, named: "cell-solvers", "a solver per cell", target: true, report)
    if withRawSolver {
      compare(anchors, with: raw, named: "raw", "one solver in root coordinates", target: false, report)
    }
  }

  /// Build and resize pass per cell, and a resize pass over a full rebuild.
  private func perCell(_ samples: [Sample]) -> String {
    let build = median(samples.map(\.build)), pass = median(samples.map(\.resize)) / Double(max(resizes, 1))
    return "build \(microseconds(build / Double(cellCount))), resize pass \(microseconds(pass / Double(cellCount))) "
      + "(\(resizes) resizes); resize pass / full rebuild \(String(format: "%.5f", pass / build))"
  }

  /// Reports a raw-solver variant's phases and the anchor layer's ratios to it (against the target
  /// for the best direct formulation).
  private func compare(
    _ anchors: [Sample], with variant: [Sample], named prefix: String, _ description: String, target: Bool,
    _ report: Report
  ) {
    report.phase(name, "\(prefix)-build", times: variant.map(\.build), checksums: variant.map(\.buildChecksum))
    report.phase(name, "\(prefix)-resize", times: variant.map(\.resize), checksums: variant.map(\.resizeChecksum))
    report.note("\(name): raw solver, \(description), per cell: \(perCell(variant))")
    let ratios = [
      ("build", median(anchors.map(\.build)) / median(variant.map(\.build))),
      ("resize", median(anchors.map(\.resize)) / median(variant.map(\.resize))),
    ]
    for (phase, ratio) in ratios {
      let verdict =
        !target
        ? ""
        : ratio <= Self.anchorOverRawTarget
          ? " (within the target \(formatRatio(Self.anchorOverRawTarget)))"
          : " (ABOVE the target \(formatRatio(Self.anchorOverRawTarget)))"
      report.note("\(name): anchor layer / raw solver, \(description), \(phase): \(formatRatio(ratio))\(verdict)")
    }
  }
}

/// A duration in milliseconds as microseconds with two decimals and the unit.
func microseconds(_ milliseconds: Double) -> String { String(format: "%.2f µs", milliseconds * 1000) }
