// The benchmark suite of the Cassowary solver: `swift run -c release Benchmarks [--quick]`.
// Workloads are specified in WORKLOADS.md; kiwi/ and compare.sh run the same workloads on kiwi.
import Foundation

/// A runnable workload: `quick` ones make up `--quick` (the sizes CI can afford).
struct Workload: Sendable {
  let name: String
  let quick: Bool
  let run: @Sendable (Report, Int) throws -> Void
}

/// The extra workloads (setConstant, setStrength, churn) repeat their long loops at most this often:
/// their remove + add halves take tens of seconds at full size.
let extraRepetitions = 3

let workloads: [Workload] = [
  Workload(name: "enaml", quick: true) { try EnamlWorkload.run($0, repetitions: $1) },
  Workload(name: "chain-1000", quick: true) {
    ChainWorkload.run($0, length: 1000, repetitions: $1)
  },
  Workload(name: "chain-10000", quick: false) {
    ChainWorkload.run($0, length: 10000, repetitions: $1)
  },
  Workload(name: "grid-10x10", quick: true) {
    GridWorkload(rows: 10, columns: 10).run($0, repetitions: $1)
  },
  Workload(name: "grid-100x10", quick: false) {
    GridWorkload(rows: 100, columns: 10).run($0, repetitions: $1)
  },
  Workload(name: "random-sparse-500", quick: true) {
    Phases.addThenRemove($0, .sparse(500), repetitions: $1)
  },
  Workload(name: "random-sparse-2000", quick: false) {
    Phases.addThenRemove($0, .sparse(2000), repetitions: $1)
  },
  Workload(name: "grid-squeeze-10x10", quick: true) {
    GridWorkload(rows: 10, columns: 10).runSqueeze($0, repetitions: $1)
  },
  Workload(name: "grid-squeeze-100x10", quick: false) {
    GridWorkload(rows: 100, columns: 10).runSqueeze($0, repetitions: $1)
  },
  Workload(name: "random-dense-200", quick: false) {
    RandomDenseWorkload.run($0, size: 200, repetitions: $1)
  },
  Workload(name: "random-dense-500", quick: false) {
    RandomDenseWorkload.run($0, size: 500, repetitions: $1)
  },
  Workload(name: "layout-chain-1000", quick: true) {
    LayoutChainWorkload(boxes: 1000).run($0, repetitions: $1)
  },
  Workload(name: "layout-chain-4000", quick: false) {
    LayoutChainWorkload(boxes: 4000).run($0, repetitions: $1)
  },
  Workload(name: "layout-chain-5000", quick: false) {
    LayoutChainWorkload(boxes: 5000).run($0, repetitions: $1)
  },
  Workload(name: "stack-1000", quick: true) {
    StackWorkload(boxes: 1000).run($0, repetitions: $1)
  },
  Workload(name: "stack-4000", quick: false) {
    StackWorkload(boxes: 4000).run($0, repetitions: $1)
  },
  // The anchored feed's solver operations, exported from the engine (FeedOpsExport) and replayed.
  // N and 4N at 10 and 40 cells: kiwi takes 0.7 s to build the 40-cell feed and 32 s the 100-cell one.
  Workload(name: "feed-ops-10", quick: true) {
    try FeedOpsWorkload(cells: 10).run($0, repetitions: $1)
  },
  Workload(name: "feed-ops-40", quick: false) {
    try FeedOpsWorkload(cells: 40).run($0, repetitions: $1)
  },
  Workload(name: "feed-ops-100", quick: false) {
    try FeedOpsWorkload(cells: 100).run($0, repetitions: $1)
  },
  Workload(name: "set-constant-grid-10x10", quick: true) {
    SetConstantBenchmark(grid: GridWorkload(rows: 10, columns: 10), changes: 200).run(
      $0, repetitions: min($1, extraRepetitions))
  },
  Workload(name: "set-constant-grid-100x10", quick: false) {
    SetConstantBenchmark(grid: GridWorkload(rows: 100, columns: 10), changes: 1000).run(
      $0, repetitions: min($1, extraRepetitions))
  },
  Workload(name: "set-strength-grid-squeeze-10x10", quick: true) {
    SetStrengthBenchmark(grid: GridWorkload(rows: 10, columns: 10), changes: 200).run(
      $0, repetitions: min($1, extraRepetitions))
  },
  Workload(name: "set-strength-grid-squeeze-100x10", quick: false) {
    SetStrengthBenchmark(grid: GridWorkload(rows: 100, columns: 10), changes: 1000).run(
      $0, repetitions: min($1, extraRepetitions))
  },
  Workload(name: "churn-grid-10x10", quick: true) {
    ChurnBenchmark(grid: GridWorkload(rows: 10, columns: 10), cycles: 300).run(
      $0, repetitions: min($1, extraRepetitions))
  },
  Workload(name: "churn-grid-10x10-long", quick: false) {
    ChurnBenchmark(grid: GridWorkload(rows: 10, columns: 10), cycles: 1000).run(
      $0, repetitions: min($1, extraRepetitions))
  },
  // The layout workloads (`--layout` runs only these): the feed of the anchors issue and the frame APIs.
  Workload(name: "layout-feed-10", quick: true) {
    LayoutFeedBenchmark(cellCount: 10, resizes: 100).run($0, repetitions: $1)
  },
  // At most 3 repetitions: the raw solver's side takes a minute (its cost per cell grows with the feed).
  Workload(name: "layout-feed-100", quick: false) {
    LayoutFeedBenchmark(cellCount: 100, resizes: 1000).run($0, repetitions: min($1, extraRepetitions))
  },
  // Anchors only, 20 resizes: the raw solver's root-coordinate system takes minutes at this size.
  Workload(name: "layout-feed-1000", quick: false) {
    LayoutFeedBenchmark(cellCount: 1000, resizes: 20, withRawSolver: false).run(
      $0, repetitions: min($1, extraRepetitions))
  },
  Workload(name: "layout-frame-apis-20", quick: true) {
    FrameLayoutBenchmark(cellCount: 20, passes: 10).run($0, repetitions: $1)
  },
  Workload(name: "layout-frame-apis-100", quick: false) {
    FrameLayoutBenchmark(cellCount: 100, passes: 100).run($0, repetitions: $1)
  },
  // The feed in one tree, at N, 10N and 100N cells: the per-cell cost must not grow with N. The same number
  // of passes at every N, so that the first layout at each width (text measured anew) weighs the same.
  Workload(name: "layout-frame-feed-10", quick: true) {
    FrameFeedBenchmark(cellCount: 10, passes: 30).run($0, repetitions: $1)
  },
  Workload(name: "layout-frame-feed-100", quick: false) {
    FrameFeedBenchmark(cellCount: 100, passes: 30).run($0, repetitions: $1)
  },
  Workload(name: "layout-frame-feed-1000", quick: false) {
    FrameFeedBenchmark(cellCount: 1000, passes: 30).run($0, repetitions: $1)
  },
  // A row of N nodes written as one visual format (issue 27), parsed, activated, laid out and resized at
  // N = 10, 100 and 1,000 in one run: the per-node cost must not grow with N.
  Workload(name: "layout-vfl-10", quick: true) {
    VisualFormatBenchmark(nodeCounts: [10], resizes: 100, name: "layout-vfl").run($0, repetitions: $1)
  },
  Workload(name: "layout-vfl", quick: false) {
    VisualFormatBenchmark(nodeCounts: [10, 100, 1000], resizes: 100, name: "layout-vfl").run($0, repetitions: $1)
  },
  // Three screens shaped unlike the feed (a grid of cards, a form, a conversation), at N, 10N and 100N.
  Workload(name: "layout-grid-30", quick: true) {
    LayoutShapesBenchmark(shape: .grid, count: 30).run($0, repetitions: min($1, extraRepetitions))
  },
  Workload(name: "layout-grid-300", quick: false) {
    LayoutShapesBenchmark(shape: .grid, count: 300).run($0, repetitions: min($1, extraRepetitions))
  },
  Workload(name: "layout-grid-3000", quick: false) {
    LayoutShapesBenchmark(shape: .grid, count: 3000).run($0, repetitions: min($1, extraRepetitions))
  },
  Workload(name: "layout-form-30", quick: true) {
    LayoutShapesBenchmark(shape: .form, count: 30).run($0, repetitions: min($1, extraRepetitions))
  },
  Workload(name: "layout-form-300", quick: false) {
    LayoutShapesBenchmark(shape: .form, count: 300).run($0, repetitions: min($1, extraRepetitions))
  },
  Workload(name: "layout-form-3000", quick: false) {
    LayoutShapesBenchmark(shape: .form, count: 3000).run($0, repetitions: min($1, extraRepetitions))
  },
  Workload(name: "layout-chat-30", quick: true) {
    LayoutShapesBenchmark(shape: .chat, count: 30).run($0, repetitions: min($1, extraRepetitions))
  },
  Workload(name: "layout-chat-300", quick: false) {
    LayoutShapesBenchmark(shape: .chat, count: 300).run($0, repetitions: min($1, extraRepetitions))
  },
  Workload(name: "layout-chat-3000", quick: false) {
    LayoutShapesBenchmark(shape: .chat, count: 3000).run($0, repetitions: min($1, extraRepetitions))
  },
  // Two screens whose parts depend on each other through sizes alone: a nest of insets, a row of
  // equal widths.
  Workload(name: "layout-nest-10", quick: true) {
    LayoutShapesBenchmark(shape: .nest, count: 10).run($0, repetitions: min($1, extraRepetitions))
  },
  Workload(name: "layout-nest-100", quick: false) {
    LayoutShapesBenchmark(shape: .nest, count: 100).run($0, repetitions: min($1, extraRepetitions))
  },
  Workload(name: "layout-nest-1000", quick: false) {
    LayoutShapesBenchmark(shape: .nest, count: 1000).run($0, repetitions: min($1, extraRepetitions))
  },
  Workload(name: "layout-row-10", quick: true) {
    LayoutShapesBenchmark(shape: .row, count: 10).run($0, repetitions: min($1, extraRepetitions))
  },
  Workload(name: "layout-row-100", quick: false) {
    LayoutShapesBenchmark(shape: .row, count: 100).run($0, repetitions: min($1, extraRepetitions))
  },
  Workload(name: "layout-row-1000", quick: false) {
    LayoutShapesBenchmark(shape: .row, count: 1000).run($0, repetitions: min($1, extraRepetitions))
  },
  // A column of cards, each as wide as the one above, each with a wrapping label inset in it.
  Workload(name: "layout-cards-100", quick: true) {
    LayoutShapesBenchmark(shape: .cards, count: 100).run($0, repetitions: min($1, extraRepetitions))
  },
  Workload(name: "layout-cards-1000", quick: false) {
    LayoutShapesBenchmark(shape: .cards, count: 1000).run($0, repetitions: min($1, extraRepetitions))
  },
  Workload(name: "layout-cards-10000", quick: false) {
    LayoutShapesBenchmark(shape: .cards, count: 10000).run($0, repetitions: min($1, extraRepetitions))
  },
  // The same column with each label inset in its card before the card is linked to the one above.
  Workload(name: "layout-inset-cards-100", quick: true) {
    LayoutShapesBenchmark(shape: .insetCards, count: 100).run($0, repetitions: min($1, extraRepetitions))
  },
  Workload(name: "layout-inset-cards-1000", quick: false) {
    LayoutShapesBenchmark(shape: .insetCards, count: 1000).run($0, repetitions: min($1, extraRepetitions))
  },
  Workload(name: "layout-inset-cards-10000", quick: false) {
    LayoutShapesBenchmark(shape: .insetCards, count: 10000).run($0, repetitions: min($1, extraRepetitions))
  },
  // Labels between spacer guides of one height, each spacer linked after the label below reads it.
  Workload(name: "layout-spacers-10", quick: true) {
    LayoutShapesBenchmark(shape: .spacers, count: 10).run($0, repetitions: min($1, extraRepetitions))
  },
  Workload(name: "layout-spacers-100", quick: false) {
    LayoutShapesBenchmark(shape: .spacers, count: 100).run($0, repetitions: min($1, extraRepetitions))
  },
  Workload(name: "layout-spacers-1000", quick: false) {
    LayoutShapesBenchmark(shape: .spacers, count: 1000).run($0, repetitions: min($1, extraRepetitions))
  },
  // A stack of N labels (StackNode), at N, 10N and 100N: the per-node cost must not grow with N.
  Workload(name: "layout-stack-10", quick: true) {
    StackNodeBenchmark(count: 10, resizes: 30).run($0, repetitions: $1)
  },
  Workload(name: "layout-stack-100", quick: false) {
    StackNodeBenchmark(count: 100, resizes: 30).run($0, repetitions: $1)
  },
  Workload(name: "layout-stack-1000", quick: false) {
    StackNodeBenchmark(count: 1000, resizes: 30).run($0, repetitions: min($1, extraRepetitions))
  },
]

/// Whether a workload is one of the layout workloads (nodes, anchors, frame APIs) rather than a solver
/// one (`layout-chain-N` is a solver workload: a layout's shape written against the solver).
func isLayoutWorkload(_ workload: Workload) -> Bool {
  workload.name.hasPrefix("layout-feed-") || workload.name.hasPrefix("layout-frame-apis-")
    || workload.name.hasPrefix("layout-vfl") || workload.name.hasPrefix("layout-stack-")
    || workload.name.hasPrefix("layout-grid-") || workload.name.hasPrefix("layout-form-")
    || workload.name.hasPrefix("layout-chat-")
    || workload.name.hasPrefix("layout-nest-") || workload.name.hasPrefix("layout-row-")
    || workload.name.hasPrefix("layout-cards-") || workload.name.hasPrefix("layout-inset-cards-")
    || workload.name.hasPrefix("layout-spacers-")
}

func main() -> Int32 {
  let report = Report()
  let options: Options
  do {
    options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
  } catch {
    report.write("error: \(error)")
    return 2
  }
  if options.help {
    report.write(
      Options.usage + "\n"
        + workloads.map { "  \($0.name)\($0.quick ? "  (quick)" : "")" }.joined(separator: "\n"))
    return 0
  }
  if let cells = options.exportFeed {
    do {
      FileHandle.standardOutput.write(Data(try FeedOpsExport(cellCount: cells).run().utf8))
      return 0
    } catch {
      FileHandle.standardError.write(Data("error: --export-feed \(cells): \(error)\n".utf8))
      return 1
    }
  }
  let selected: [Workload]
  if let only = options.only {
    selected = workloads.filter { $0.name == only }
    if selected.isEmpty {
      report.write("error: no workload named \(only) (try --help)")
      return 2
    }
  } else {
    let sized = options.quick ? workloads.filter(\.quick) : workloads.filter { !$0.quick || !isLayoutWorkload($0) }
    selected = options.layoutOnly ? sized.filter(isLayoutWorkload) : sized
  }
  for workload in selected {
    do {
      try workload.run(report, options.repetitions)
    } catch {
      report.fail("\(workload.name): \(error)")
    }
  }
  if !report.failures.isEmpty {
    report.write("FAILED: \(report.failures.count) check(s) failed")
    return 1
  }
  return 0
}

exit(main())
