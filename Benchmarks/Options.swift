/// The command line of `swift run -c release Benchmarks`.
struct Options {
  var repetitions = 9
  var quick = false
  var only: String?
  var layoutOnly = false
  var help = false
  /// `--export-feed N`: print the feed-ops-N workload's data file instead of running workloads.
  var exportFeed: Int?

  static let usage = """
    usage: swift run -c release Benchmarks [--quick] [--layout] [--reps N] [--only NAME] [--help]
           swift run -c release Benchmarks --export-feed N > Benchmarks/Workloads/feed-ops-N.ops

    Runs the solver workloads of Benchmarks/WORKLOADS.md and prints `<workload> <phase> <median_ms> <checksum>`.
    Every checksum kiwi 1.5.1 has is checked; a mismatch prints a MISMATCH line and the exit status is 1.

      --quick      one repetition of the small sizes (what CI runs)
      --layout     only the layout workloads (layout-*: the anchor feed against the raw solver, the
                   frame-layout APIs against hand-written frames, the visual-format row and stack
                   nodes at 10, 100 and 1,000 nodes); with --quick, their small sizes
      --reps N     repetitions per phase, each on a fresh solver (default 9; the median is printed;
                   the set-constant, set-strength and churn extras use at most 3)
      --only NAME  run one workload (any name below, quick or not)
      --export-feed N
                   print the solver operations of the anchored feed of N cells (the data of
                   feed-ops-N), checked against the engine's own values by a replay
      --help       this text

    workloads:
    """

  struct ParseError: Error, CustomStringConvertible {
    let description: String
  }

  init(arguments: [String]) throws(ParseError) {
    var rest = arguments[...]
    var explicitRepetitions: Int?
    while let argument = rest.popFirst() {
      switch argument {
      case "--quick": quick = true
      case "--layout": layoutOnly = true
      case "--help", "-h": help = true
      case "--reps":
        guard let value = rest.popFirst(), let n = Int(value), n >= 1 else {
          throw ParseError(description: "--reps needs a positive whole number")
        }
        explicitRepetitions = n
      case "--only":
        guard let value = rest.popFirst() else {
          throw ParseError(description: "--only needs a workload name")
        }
        only = value
      case "--export-feed":
        guard let value = rest.popFirst(), let n = Int(value), n >= 1 else {
          throw ParseError(description: "--export-feed needs a positive number of cells")
        }
        exportFeed = n
      default:
        throw ParseError(description: "unknown argument \(argument) (try --help)")
      }
    }
    repetitions = explicitRepetitions ?? (quick ? 1 : 9)
  }
}
