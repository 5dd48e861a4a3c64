/// The command line of `swift run -c release Benchmarks`.
struct Options {
  var repetitions = 9
  var quick = false
  var only: String?
  var layoutOnly = false
  var help = false

  static let usage = """
    usage: swift run -c release Benchmarks [--quick] [--layout] [--reps N] [--only NAME] [--help]

    Runs the solver workloads of Benchmarks/WORKLOADS.md and prints `<workload> <phase> <median_ms> <checksum>`.
    Every checksum kiwi 1.5.1 has is checked; a mismatch prints a MISMATCH line and the exit status is 1.

      --quick      one repetition of the small sizes (what CI runs)
      --layout     only the layout workloads (layout-*: the anchor feed against the raw solver, the
                   frame-layout APIs against hand-written frames, stack nodes of N labels); with --quick,
                   their small sizes
      --reps N     repetitions per phase, each on a fresh solver (default 9; the median is printed;
                   the set-constant, set-strength and churn extras use at most 3)
      --only NAME  run one workload (any name below, quick or not)
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
      default:
        throw ParseError(description: "unknown argument \(argument) (try --help)")
      }
    }
    repetitions = explicitRepetitions ?? (quick ? 1 : 9)
  }
}
