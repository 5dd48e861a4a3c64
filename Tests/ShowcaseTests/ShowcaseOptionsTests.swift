import Foundation
import ShowcaseCore
import Testing

/// The showcase's command line.
@Suite struct ShowcaseOptionsTests {
  @Test func `no arguments run every screen into the default folder`() throws {
    #expect(try ShowcaseCommand.parse([]) == .run(ShowcaseOptions(outputDirectory: "showcase-output")))
  }

  @Test func `every option is read, with the value after a space or an equals sign`() throws {
    let expected = ShowcaseOptions(
      outputDirectory: "out", size: CGSize(width: 1024, height: 768), screen: .profileRightToLeft,
      drawsConstraints: true)
    #expect(
      try ShowcaseCommand.parse(["--out", "out", "--size", "1024x768", "--screen", "profile-rtl", "--constraints"])
        == .run(expected))
    #expect(
      try ShowcaseCommand.parse(["--out=out", "--size=1024x768", "--screen=profile-rtl", "--constraints"])
        == .run(expected))
  }

  @Test func `help wins over everything else`() throws {
    #expect(try ShowcaseCommand.parse(["--out", "x", "--help"]) == .help)
    #expect(try ShowcaseCommand.parse(["-h"]) == .help)
    #expect(ShowcaseCommand.helpText.contains("--size WxH"))
  }

  @Test(
    "bad options give a message that says what is wrong",
    arguments: [
      (["--bogus"], "showcase: unknown option '--bogus'; see --help."),
      (["--size"], "showcase: --size needs a value; see --help."),
      (["--size", "--out"], "showcase: --size needs a value; see --help."),
      (
        ["--size", "1024"], "showcase: --size wants WIDTHxHEIGHT with two positive numbers, like 1024x768; got '1024'."
      ),
      (
        ["--size", "0x768"],
        "showcase: --size wants WIDTHxHEIGHT with two positive numbers, like 1024x768; got '0x768'."
      ),
      (
        ["--size", "nanx5"],
        "showcase: --size wants WIDTHxHEIGHT with two positive numbers, like 1024x768; got 'nanx5'."
      ),
      (
        ["--screen", "home"],
        "showcase: unknown screen 'home'; the screens are: profile, feed, profile-rtl, diagnostics."
      ),
      (["--out="], "showcase: --out needs a folder name; see --help."),
      (["--constraints=yes"], "showcase: --constraints takes no value; see --help."),
    ])
  func badOption(arguments: [String], message: String) {
    do {
      _ = try ShowcaseCommand.parse(arguments)
      Issue.record("\(arguments) was accepted")
    } catch {
      #expect(error.description == message)
    }
  }
}
