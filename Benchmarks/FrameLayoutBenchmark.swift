import Foundation
import LayoutNodes
import ShowcaseScreens

/// A frame-layout API of the feed cell, as the benchmark times it: its name, its target as a ratio to
/// the floor (hand-written frame arithmetic; `nil` for the floor itself), and the call.
struct FrameLayoutAPI: Sendable {
  let name: String
  let target: Double?
  let layout: @Sendable (FeedCell, CGFloat) -> CGFloat
}

/// The APIs the frame-layout benchmark times, the floor first. Adding an API is one line.
let frameLayoutAPIs: [FrameLayoutAPI] = [
  FrameLayoutAPI(name: "frame-arithmetic", target: nil) { $0.layoutWithFrameArithmetic(width: $1) },
  FrameLayoutAPI(name: "neon", target: 1.5) { $0.layoutWithNeon(width: $1) },
  FrameLayoutAPI(name: "pinlayout", target: 1.5) { $0.layoutWithPinLayout(width: $1) },
  FrameLayoutAPI(name: "linearlayout", target: 2) { $0.layoutWithLinearLayout(width: $1) },
]

/// `layout-frame-apis-N`: N feed cells laid out one by one, `passes` times through the widths 414,
/// 320, 375, ..., with each frame-layout API; the time per cell and the ratio to the floor, hand-written
/// frame arithmetic (targets: 1.5 for PinLayout and Neon, 2 for LinearLayout, which measures).
///
/// Phases: one per API (median ms of the whole loop over the repetitions; the APIs take turns within
/// each repetition, so that the machine's load falls on all of them alike). Checksum: the sum of the
/// returned heights and of every frame after the loop. Every API is checked once, untimed, against the
/// hand-written frames at each width: a wrong frame fails the run.
struct FrameLayoutBenchmark {
  let cellCount: Int
  let passes: Int
  var name: String { "layout-frame-apis-\(cellCount)" }

  func run(_ report: Report, repetitions: Int) {
    for api in frameLayoutAPIs { check(api, report) }
    var times: [[Double]] = Array(repeating: [], count: frameLayoutAPIs.count)
    var checksums: [[Double]] = Array(repeating: [], count: frameLayoutAPIs.count)
    let widths = FeedReference.resizeWidths
    for _ in 0..<repetitions {
      for (slot, api) in frameLayoutAPIs.enumerated() {
        let cells = (0..<cellCount).map(FeedCell.init(index:))
        // Untimed first layout: a layout that builds something once per cell (LinearLayout's rows)
        // is timed laying out, as the other APIs are.
        for cell in cells { _ = api.layout(cell, 375) }
        let (heights, ms) = measure {
          var sum: CGFloat = 0
          for pass in 0..<passes {
            let width = widths[pass % widths.count]
            for cell in cells { sum += api.layout(cell, width) }
          }
          return sum
        }
        times[slot].append(ms)
        checksums[slot].append(Double(heights) + FeedReference.checksum(cells))
      }
    }
    for (slot, api) in frameLayoutAPIs.enumerated() {
      report.phase(name, api.name, times: times[slot], checksums: checksums[slot])
      if let own = checksums[slot].last, let floor = checksums[0].last {
        report.check(
          printedValuesAgree(own, floor, tolerance: 1e-6),
          "\(name) \(api.name): checksum \(formatChecksum(own)), the floor's \(formatChecksum(floor))")
      }
    }
    let floor = median(times[0])
    let layouts = Double(cellCount * max(passes, 1))
    for (slot, api) in frameLayoutAPIs.enumerated() {
      let time = median(times[slot])
      var line =
        "\(name): \(api.name): \(microseconds(time / layouts)) per cell, \(formatRatio(time / floor))× the floor"
      if let target = api.target {
        line += time / floor <= target ? " (within the target \(target))" : " (ABOVE the target \(target))"
      }
      report.note(line)
    }
  }

  /// Lays out a few cells with the API at each width and compares every frame with the floor's.
  private func check(_ api: FrameLayoutAPI, _ report: Report) {
    let cells = (0..<min(cellCount, 18)).map(FeedCell.init(index:))
    for width in FeedReference.resizeWidths {
      for cell in cells { _ = api.layout(cell, width) }
      FeedReference.report(
        FeedReference.mismatches(cells, width: width, stacked: false), workload: "\(name) \(api.name)", to: report)
    }
  }
}
