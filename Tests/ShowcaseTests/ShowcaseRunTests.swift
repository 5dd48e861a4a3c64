import Foundation
import LayoutNodes
import ShowcaseCore
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `swift run showcase` end to end: every screen written, every comparison equal.
@Suite struct ShowcaseRunTests {
  private func temporaryFolder() -> String {
    (NSTemporaryDirectory() as NSString).appendingPathComponent("showcase-test-\(UUID().uuidString)")
  }

  @Test func `a run without options writes every screen in both orientations and finds equal versions`() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var lines: [String] = []
    let report = try Showcase(options: ShowcaseOptions(outputDirectory: folder)).run { lines.append($0) }

    let expectedFiles = ["profile", "feed", "profile-rtl", "diagnostics"].flatMap { screen in
      ["portrait", "landscape"].map { (folder as NSString).appendingPathComponent("\(screen)-\($0).svg") }
    }
    #expect(report.files.sorted() == expectedFiles.sorted())
    for path in expectedFiles {
      let svg = try String(contentsOfFile: path, encoding: .utf8)
      #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
      #expect(svg.hasSuffix("</svg>\n"))
      #expect(XMLParser(data: Data(svg.utf8)).parse(), "\(path) is not well-formed XML")
    }
    // Every version of the profile screen after the first is compared with it, in both orientations,
    // and the right-to-left screen with the mirror image of the left-to-right one.
    let profileChecks = report.checks.filter { $0.screen == .profile }
    #expect(profileChecks.count == 2 * (ProfileVersion.all.count - 1))
    #expect(report.checks.filter { $0.screen == .profileRightToLeft }.count == 2)
    for check in report.checks {
      #expect(check.passed, "\(check.screen) \(check.sizeLabel) \(check.subject): \(check.differences)")
    }
    #expect(report.allChecksPassed)
    // One timing per version per size, and a tree and a summary printed.
    #expect(report.timings.filter { $0.screen == .profile }.count == 2 * ProfileVersion.all.count)
    #expect(lines.contains("view (0, 0, 375, 667)"))
    #expect(lines.last == "All \(report.checks.count) comparisons found equal frames; 8 files written.")
  }

  @Test func `the profile SVG at 375x667 draws the banner 0.43 of the height`() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let options = ShowcaseOptions(outputDirectory: folder, screen: .profile)
    let report = try Showcase(options: options).run { _ in }
    #expect(report.files == ["portrait", "landscape"].map { "\(folder)/profile-\($0).svg" })
    let svg = try String(contentsOfFile: "\(folder)/profile-portrait.svg", encoding: .utf8)
    // 667 × 0.43 = 286.81; the banner is the first child, at depth 1.
    #expect(
      svg.contains(
        "<rect x=\"0\" y=\"0\" width=\"375\" height=\"286.81\" fill=\"#f28e2b\" fill-opacity=\"0.15\" "
          + "stroke=\"#f28e2b\" stroke-width=\"1\"><title>bannerImageView (0, 0, 375, 286.81)</title></rect>"))
  }

  @Test func `a size and a screen from the command line give one file named after the size`() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    guard
      case .run(let options) = try ShowcaseCommand.parse(["--out", folder, "--size", "1024x768", "--screen", "feed"])
    else {
      Issue.record("expected a run")
      return
    }
    var lines: [String] = []
    let report = try Showcase(options: options).run { lines.append($0) }
    #expect(report.files == ["\(folder)/feed-1024x768.svg"])
    // The feed is 1024 wide; its height is the sum of its cells' heights.
    let feedLine = try #require(lines.first { $0.hasPrefix("feed (") })
    #expect(feedLine.hasPrefix("feed (0, 0, 1024, "))
  }

  @Test func `a folder that cannot be created is an output error`() {
    let options = ShowcaseOptions(outputDirectory: "/dev/null/showcase")
    #expect(throws: ShowcaseError.self) { try Showcase(options: options).run { _ in } }
  }

  @Test func `the diagnostics screen records a conflict and a warning and outlines three nodes in red`() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let options = ShowcaseOptions(outputDirectory: folder, screen: .diagnostics)
    var lines: [String] = []
    let report = try Showcase(options: options).run { lines.append($0) }
    #expect(
      report.diagnostics.map(\.diagnostic.kind) == [.unsatisfiableConstraint, .frameLayoutWarning] + [
        .unsatisfiableConstraint, .frameLayoutWarning,
      ])
    #expect(lines.contains("2 diagnostics and ambiguous nodes: badge (all on purpose):"))
    #expect(lines.last == "Nothing to compare on this screen; 2 files written.")
    let svg = try String(contentsOfFile: "\(folder)/diagnostics-portrait.svg", encoding: .utf8)
    // The button (conflict), the badge (ambiguous) and the footer (warning); constraints drawn.
    let outlined = svg.split(separator: "\n").filter { $0.contains("stroke=\"#d62728\"") }
    #expect(outlined.count == 3)
    #expect(outlined.map { $0.contains("<title>button (") } == [true, false, false])
    #expect(outlined.map { $0.contains("<title>badge (") } == [false, true, false])
    #expect(outlined.map { $0.contains("<title>footer (") } == [false, false, true])
    #expect(svg.contains("<title>button.width == 120</title>") == false)  // a constant: no line
    #expect(svg.contains("<title>badge.top == button.bottom + 16</title></line>"))
  }
}
