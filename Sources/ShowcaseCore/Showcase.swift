import Dispatch
import Foundation
import LayoutNodes
import ShowcaseScreens

/// Lays out the built-in screens, compares the versions that must agree, prints each screen's node
/// tree and timings, and writes one SVG per screen and size: the whole of `swift run showcase`.
public struct Showcase {
  /// The settings of the run.
  public var options: ShowcaseOptions
  /// How many cells the feed shows.
  public static let feedCellCount = 6

  /// Creates a run with the given settings.
  public init(options: ShowcaseOptions = ShowcaseOptions()) {
    self.options = options
  }

  /// The screens the run lays out, in order.
  public var screens: [ShowcaseScreen] { options.screen.map { [$0] } ?? ShowcaseScreen.allCases }

  /// The sizes every screen is laid out at.
  public var sizes: [ShowcaseSize] { options.size.map { [.custom($0)] } ?? [.portrait, .landscape] }

  /// The path of the SVG file of a screen at a size.
  public func svgPath(_ screen: ShowcaseScreen, _ size: ShowcaseSize) -> String {
    (options.outputDirectory as NSString).appendingPathComponent("\(screen.rawValue)-\(size.label).svg")
  }

  /// Runs the showcase, passing every line of output to `print`.
  /// - Throws: ``ShowcaseError/output(_:)`` when the folder or a file cannot be written.
  public func run(print: (String) -> Void) throws(ShowcaseError) -> ShowcaseReport {
    do {
      try FileManager.default.createDirectory(atPath: options.outputDirectory, withIntermediateDirectories: true)
    } catch {
      throw .output("cannot create the folder '\(options.outputDirectory)': \(error.localizedDescription)")
    }
    var report = ShowcaseReport()
    for screen in screens {
      for size in sizes {
        print("== \(screen.rawValue), \(size.label) (\(format(size.size.width))x\(format(size.size.height))) ==")
        let root: LayoutNode
        switch screen {
        case .profile: root = layOutProfile(size, &report, print)
        case .feed: root = layOutFeed(size, &report, print)
        case .profileRightToLeft: root = layOutProfileRightToLeft(size, &report, print)
        case .diagnostics: root = layOutDiagnostics(size, &report, print)
        }
        for line in root.debugTree().split(separator: "\n") { print(String(line)) }
        let path = svgPath(screen, size)
        let showsConstraints = options.drawsConstraints || screen == .diagnostics
        let svg = root.renderSVG(options: SVGRenderOptions(showsConstraints: showsConstraints))
        do {
          try svg.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
          throw .output("cannot write '\(path)': \(error.localizedDescription)")
        }
        report.files.append(path)
        print("wrote \(path)")
        print("")
      }
    }
    let failed = report.checks.filter { !$0.passed }
    if report.checks.isEmpty {
      print("Nothing to compare on this screen; \(report.files.count) files written.")
    } else if failed.isEmpty {
      print("All \(report.checks.count) comparisons found equal frames; \(report.files.count) files written.")
    } else {
      print("\(failed.count) of \(report.checks.count) comparisons found different frames (see above).")
    }
    return report
  }

  // MARK: - Screens

  private func layOutProfile(
    _ size: ShowcaseSize, _ report: inout ShowcaseReport, _ print: (String) -> Void
  ) -> LayoutNode {
    let versions = ProfileVersion.all
    var reference: (name: String, view: LayoutNode, frames: [(name: String, frame: CGRect)])?
    for version in versions {
      let screen = ProfileScreen(size: size.size)
      let duration = time { version.layout(screen) }
      record(duration, .profile, size, version.name, &report, print)
      guard let reference else {
        reference = (version.name, screen.view, framesInRoot(screen.screenNodes, root: screen.view))
        continue
      }
      compare(
        reference.frames, framesInRoot(screen.screenNodes, root: screen.view), .profile, size,
        "\(version.name) vs \(reference.name)", &report, print)
    }
    if versions.count < 2 { print("Only the \(versions.first?.name ?? "no") version exists: nothing to compare.") }
    return reference?.view ?? ProfileScreen(size: size.size).view
  }

  private func layOutProfileRightToLeft(
    _ size: ShowcaseSize, _ report: inout ShowcaseReport, _ print: (String) -> Void
  ) -> LayoutNode {
    let leftToRight = ProfileScreen(size: size.size)
    leftToRight.layoutWithAnchors()
    let screen = ProfileScreen(size: size.size)
    screen.view.layoutDirection = .rightToLeft
    let duration = time { screen.layoutWithAnchors() }
    record(duration, .profileRightToLeft, size, "anchors", &report, print)
    compare(
      mirrored(framesInRoot(leftToRight.screenNodes, root: leftToRight.view), width: size.size.width),
      framesInRoot(screen.screenNodes, root: screen.view), .profileRightToLeft, size,
      "right-to-left vs the mirror image of left-to-right", &report, print)
    return screen.view
  }

  private func layOutFeed(
    _ size: ShowcaseSize, _ report: inout ShowcaseReport, _ print: (String) -> Void
  ) -> LayoutNode {
    let width = size.size.width
    let feed = LayoutNode(name: "feed")
    var referenceFrames: [[(name: String, frame: CGRect)]] = []
    var referenceName = ""
    for (versionIndex, version) in FeedVersion.all.enumerated() {
      let cells = (0..<Showcase.feedCellCount).map { FeedCell(index: $0) }
      let duration = time { for cell in cells { _ = version.layout(cell, width) } }
      record(duration, .feed, size, version.name, &report, print)
      let frames = cells.map { framesInRoot($0.screenNodes, root: $0.cell) }
      if versionIndex == 0 {
        referenceFrames = frames
        referenceName = version.name
        var y: CGFloat = 0
        for cell in cells {
          cell.cell.frame.origin = CGPoint(x: 0, y: y)
          y += cell.cell.frame.height
          feed.addChild(cell.cell)
        }
        feed.frame = CGRect(x: 0, y: 0, width: width, height: y)
      } else {
        compare(
          referenceFrames.flatMap { $0 }, frames.flatMap { $0 }, .feed, size, "\(version.name) vs \(referenceName)",
          &report, print)
      }
    }
    let heights = feed.children.map { format($0.frame.height) }.joined(separator: ", ")
    print("Cell heights at width \(format(width)): \(heights)")
    return feed
  }

  private func layOutDiagnostics(
    _ size: ShowcaseSize, _ report: inout ShowcaseReport, _ print: (String) -> Void
  ) -> LayoutNode {
    let screen = DiagnosticsScreen(size: size.size)
    let duration = time { screen.layout() }
    record(duration, .diagnostics, size, "anchors and pinlayout", &report, print)
    let diagnostics = screen.screen.layoutDiagnostics
    report.diagnostics += diagnostics.map { ShowcaseDiagnostic(sizeLabel: size.label, diagnostic: $0) }
    let ambiguous = [screen.button, screen.badge].filter(\.hasAmbiguousLayout).map(\.name)
    let ambiguousList = ambiguous.isEmpty ? "none" : ambiguous.joined(separator: ", ")
    print("\(diagnostics.count) diagnostics and ambiguous nodes: \(ambiguousList) (all on purpose):")
    for diagnostic in diagnostics {
      print("- \(diagnostic.kind): " + diagnostic.message.split(separator: "\n").joined(separator: "\n  "))
    }
    return screen.screen
  }

  // MARK: - Helpers

  /// The wall-clock milliseconds `body` takes, on Dispatch's monotonic clock (`ContinuousClock` needs
  /// macOS 13 / iOS 16; the package supports macOS 10.13 / iOS 12).
  private func time(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) * 1e-6
  }

  private func record(
    _ milliseconds: Double, _ screen: ShowcaseScreen, _ size: ShowcaseSize, _ version: String,
    _ report: inout ShowcaseReport, _ print: (String) -> Void
  ) {
    let timing = ShowcaseTiming(screen: screen, sizeLabel: size.label, version: version, milliseconds: milliseconds)
    report.timings.append(timing)
    print("layout with \(version): \(String(format: "%.3f", timing.milliseconds)) ms")
  }

  private func compare(
    _ expected: [(name: String, frame: CGRect)], _ actual: [(name: String, frame: CGRect)],
    _ screen: ShowcaseScreen, _ size: ShowcaseSize, _ subject: String, _ report: inout ShowcaseReport,
    _ print: (String) -> Void
  ) {
    let differences = FrameDifference.between(expected, actual)
    report.checks.append(
      ShowcaseCheck(screen: screen, sizeLabel: size.label, subject: subject, differences: differences))
    if differences.isEmpty {
      print("\(subject): equal frames (\(expected.count) nodes, within 1e-6)")
    } else {
      print("\(subject): \(differences.count) of \(expected.count) nodes differ:")
      for difference in differences { print("  \(difference)") }
    }
  }
}

/// Frames in a root's coordinates mirrored left to right within the root's `width`: what a
/// right-to-left layout of the same screen must give.
func mirrored(_ frames: [(name: String, frame: CGRect)], width: CGFloat) -> [(name: String, frame: CGRect)] {
  frames.map { entry in
    var frame = entry.frame
    frame.origin.x = width - entry.frame.maxX
    return (entry.name, frame)
  }
}

extension ProfileScreen {
  /// The screen's own nodes, root first, in the order of its tree: what every version must place alike.
  var screenNodes: [LayoutNode] {
    [view, bannerImageView, bannerMaskView, avatarImageView, nameLabel, cameraButton, buttonContainerView]
      + buttons + [buttonContainerView2] + tiles
  }
}

extension FeedCell {
  /// The cell and its 15 nodes: what every version must place alike.
  var screenNodes: [LayoutNode] { [cell] + contentNodes }
}
