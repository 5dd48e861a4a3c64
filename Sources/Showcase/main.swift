import Foundation
import ShowcaseCore

// `swift run showcase --help` lists the options; the work is in ShowcaseCore, so tests run it too.
do {
  switch try ShowcaseCommand.parse(Array(CommandLine.arguments.dropFirst())) {
  case .help:
    print(ShowcaseCommand.helpText)
  case .run(let options):
    let report = try Showcase(options: options).run { print($0) }
    if !report.allChecksPassed { exit(1) }
  }
} catch {
  FileHandle.standardError.write(Data("\(error)\n".utf8))
  exit(2)
}
