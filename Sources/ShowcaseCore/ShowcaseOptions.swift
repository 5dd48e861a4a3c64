import Foundation

/// The showcase's settings, from its command line.
public struct ShowcaseOptions: Equatable {
  /// The folder the SVG files are written to (created if missing).
  public var outputDirectory: String
  /// One size to lay every screen out at, instead of each screen's default sizes.
  public var size: CGSize?
  /// The one screen to lay out, or `nil` for all.
  public var screen: ShowcaseScreen?
  /// Whether the SVG files draw the constraints as lines.
  public var drawsConstraints: Bool

  /// The folder written to when `--out` is not given.
  public static let defaultOutputDirectory = "showcase-output"

  /// Creates options; the defaults are those of a run without arguments.
  public init(
    outputDirectory: String = ShowcaseOptions.defaultOutputDirectory, size: CGSize? = nil,
    screen: ShowcaseScreen? = nil, drawsConstraints: Bool = false
  ) {
    self.outputDirectory = outputDirectory
    self.size = size
    self.screen = screen
    self.drawsConstraints = drawsConstraints
  }
}

/// What the command line asks for.
public enum ShowcaseCommand: Equatable {
  /// Lay the screens out with these options.
  case run(ShowcaseOptions)
  /// Print ``ShowcaseCommand/helpText`` and stop.
  case help

  /// The text `--help` prints.
  public static let helpText = """
    Usage: showcase [--out DIR] [--size WIDTHxHEIGHT] [--screen NAME] [--constraints] [--help]

    Lays out the built-in screens, checks that every version of a screen (anchors, Neon, PinLayout,
    LinearLayout, ...) gives the same frames, prints each screen's node tree and the time each
    layout took, and writes one SVG file per screen and size. Exits with 1 if versions disagree.

    Options:
      --out DIR             the folder for the SVG files (default: \(ShowcaseOptions.defaultOutputDirectory))
      --size WxH            lay every screen out at this size only, e.g. --size 1024x768
                            (default: portrait 375x667 and landscape 667x375)
      --screen NAME         lay out one screen only: \(ShowcaseScreen.allCases.map(\.rawValue).joined(separator: ", "))
      --constraints         draw the constraints as lines in the SVG files
      -h, --help            print this help
    """

  /// Reads the arguments (without the program's name). `--out` and `--size` take a value, as the
  /// next argument or after `=`.
  public static func parse(_ arguments: [String]) throws(ShowcaseError) -> ShowcaseCommand {
    var options = ShowcaseOptions()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      var name = argument
      var inlineValue: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      func value() throws(ShowcaseError) -> String {
        if let inlineValue { return inlineValue }
        guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
          throw .usage("\(name) needs a value; see --help.")
        }
        return next
      }
      switch name {
      case "-h", "--help":
        return .help
      case "--out":
        let directory = try value()
        guard !directory.isEmpty else { throw .usage("--out needs a folder name; see --help.") }
        options.outputDirectory = directory
      case "--size":
        options.size = try parseSize(try value())
      case "--screen":
        let screenName = try value()
        guard let screen = ShowcaseScreen(rawValue: screenName) else {
          let names = ShowcaseScreen.allCases.map(\.rawValue).joined(separator: ", ")
          throw .usage("unknown screen '\(screenName)'; the screens are: \(names).")
        }
        options.screen = screen
      case "--constraints":
        guard inlineValue == nil else { throw .usage("--constraints takes no value; see --help.") }
        options.drawsConstraints = true
      default:
        throw .usage("unknown option '\(argument)'; see --help.")
      }
    }
    return .run(options)
  }

  /// `WIDTHxHEIGHT`, both positive and finite.
  static func parseSize(_ text: String) throws(ShowcaseError) -> CGSize {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]), width.isFinite,
      height.isFinite, width > 0, height > 0
    else {
      throw .usage("--size wants WIDTHxHEIGHT with two positive numbers, like 1024x768; got '\(text)'.")
    }
    return CGSize(width: width, height: height)
  }
}

/// A failed showcase run: a bad command line, or a file that could not be written.
public enum ShowcaseError: Error, Equatable, CustomStringConvertible {
  /// The command line is wrong; the message says how.
  case usage(String)
  /// An output file or folder could not be written.
  case output(String)

  /// The message, as printed.
  public var description: String {
    switch self {
    case .usage(let message): return "showcase: \(message)"
    case .output(let message): return "showcase: \(message)"
    }
  }
}
