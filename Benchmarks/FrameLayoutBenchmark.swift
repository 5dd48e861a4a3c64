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

/// A frame-layout API laying out a whole feed, as the feed benchmark times it: the cells are children
/// of one root and the API lays out each cell and stacks it below the previous one.
struct FrameFeedAPI: Sendable {
  let name: String
  let target: Double?
  /// Creates the feed's root and adds the cells' nodes to it (part of the timed build).
  let makeRoot: @Sendable ([FeedCell]) -> LayoutNode
  /// Lays the feed out at a width: every cell at that width, each below the one before from y = 0;
  /// returns the feed's height.
  let layout: @Sendable (LayoutNode, [FeedCell], CGFloat) -> CGFloat
}

/// A plain root with the cells' nodes as its children.
private func plainFeedRoot(_ cells: [FeedCell]) -> LayoutNode {
  let root = LayoutNode(name: "feed")
  for cell in cells { root.addChild(cell.cell) }
  return root
}

/// The APIs the feed benchmark times, the floor first. Each stacks the cells in its own idiom: the floor
/// sets origins, Neon aligns each cell under the one before, PinLayout pins it below, and LinearLayout
/// stacks the cells in a vertical linear layout that measures each one by its own linear layouts.
let frameFeedAPIs: [FrameFeedAPI] = [
  FrameFeedAPI(name: "frame-arithmetic", target: nil, makeRoot: plainFeedRoot) { root, cells, width in
    root.frame.size.width = width
    var top: CGFloat = 0
    for cell in cells {
      let height = cell.layoutWithFrameArithmetic(width: width)
      cell.cell.frame.origin = CGPoint(x: 0, y: top)
      top += height
    }
    root.frame.size.height = top
    return top
  },
  FrameFeedAPI(name: "neon", target: 1.5, makeRoot: plainFeedRoot) { root, cells, width in
    root.frame.size.width = width
    var previous: LayoutNode?
    for cell in cells {
      let height = cell.layoutWithNeon(width: width)
      if let previous {
        cell.cell.align(.underMatchingLeft, relativeTo: previous, padding: 0, width: width, height: height)
      } else {
        cell.cell.anchorInCorner(.topLeft, xPad: 0, yPad: 0, width: width, height: height)
      }
      previous = cell.cell
    }
    root.frame.size.height = previous?.yMax ?? 0
    return root.frame.height
  },
  FrameFeedAPI(name: "pinlayout", target: 1.5, makeRoot: plainFeedRoot) { root, cells, width in
    root.frame.size.width = width
    var previous: LayoutNode?
    for cell in cells {
      cell.layoutWithPinLayout(width: width)
      if let previous {
        cell.cell.pin.below(of: previous).left()
      } else {
        cell.cell.pin.top().left()
      }
      previous = cell.cell
    }
    root.frame.size.height = previous?.frame.maxY ?? 0
    return root.frame.height
  },
  FrameFeedAPI(
    name: "linearlayout", target: 2,
    makeRoot: { cells in
      let root = LinearLayout(name: "feed", orientation: .vertical)
      for cell in cells {
        // The cell measures and lays out through its own linear layouts (held unowned: the cell holds
        // its node, which holds these closures).
        cell.cell.measure = { [unowned cell] proposal in
          CGSize(width: proposal.width, height: cell.linearLayoutHeight(width: proposal.width))
        }
        cell.cell.layoutSubviews = { [unowned cell] _ in cell.layoutLinearLayoutInCell() }
        root.addView(cell.cell, width: .matchParent)
      }
      return root
    },
    layout: { root, _, width in
      let height = root.sizeThatFits(CGSize(width: width, height: unboundedDimension)).height
      root.frame = CGRect(x: 0, y: 0, width: width, height: height)
      (root as? LinearLayout)?.layoutChildren()
      return height
    }),
]

/// `layout-frame-feed-N`: a feed of N cells under one root, laid out whole by each frame-layout API, as
/// an app lays out a feed: `build` creates the cells, adds them to the root and lays the feed out at
/// width 375; `resize` lays it out again `passes` times through the widths 414, 320, 375, ...;
/// `resize-new` lays it out `passes` more times, each at a width it never had (330, 331, ...), so that
/// nothing measured at an earlier pass answers (a linear layout keeps the slots it computed at a few
/// sizes, which answer a resize back to a width it had). Times per cell (per cell and pass for a
/// resize) and ratios to the floor, hand-written frame arithmetic; the per-cell cost must not grow
/// with N (issue 25: within 1.5× of N = 10 at N = 1,000).
///
/// Phases: `<api>-build`, `<api>-resize` and `<api>-resize-new` (median ms; the APIs take turns within
/// each repetition). Checksum: the feed's height plus every frame, after each phase. The first
/// repetition checks every frame against the hand-written ones, untimed, after each phase.
struct FrameFeedBenchmark {
  let cellCount: Int
  let passes: Int
  var name: String { "layout-frame-feed-\(cellCount)" }

  func run(_ report: Report, repetitions: Int) {
    let count = frameFeedAPIs.count
    var buildTimes = Array(repeating: [Double](), count: count), resizeTimes = buildTimes, newTimes = buildTimes
    var buildSums = buildTimes, resizeSums = buildTimes, newSums = buildTimes
    let widths = FeedReference.resizeWidths
    for repetition in 0..<repetitions {
      for (slot, api) in frameFeedAPIs.enumerated() {
        let ((root, cells, height), buildMs) = measure { build(api) }
        buildTimes[slot].append(buildMs)
        buildSums[slot].append(Double(height) + FeedReference.checksum(cells))
        if repetition == 0 { check(api, cells, width: 375, phase: "build", report) }
        let (heights, resizeMs) = measure { resize(api, root, cells, widths: widths) }
        resizeTimes[slot].append(resizeMs)
        resizeSums[slot].append(Double(heights) + FeedReference.checksum(cells))
        if repetition == 0 { check(api, cells, width: widths[(passes - 1) % widths.count], phase: "resize", report) }
        let (newHeights, newMs) = measure { resize(api, root, cells, widths: newWidths) }
        newTimes[slot].append(newMs)
        newSums[slot].append(Double(newHeights) + FeedReference.checksum(cells))
        if repetition == 0 { check(api, cells, width: newWidths[passes - 1], phase: "resize-new", report) }
        blackHole(root)
      }
    }
    for (slot, api) in frameFeedAPIs.enumerated() {
      let phases = [
        ("build", buildTimes, buildSums), ("resize", resizeTimes, resizeSums), ("resize-new", newTimes, newSums),
      ]
      for (phase, times, sums) in phases {
        report.phase(name, "\(api.name)-\(phase)", times: times[slot], checksums: sums[slot])
        guard let own = sums[slot].last, let floor = sums[0].last else { continue }
        report.check(
          printedValuesAgree(own, floor, tolerance: 1e-6),
          "\(name) \(api.name) \(phase): checksum \(formatChecksum(own)), the floor's \(formatChecksum(floor))")
      }
    }
    let floor = (build: median(buildTimes[0]), resize: median(resizeTimes[0]), new: median(newTimes[0]))
    let cells = Double(cellCount), layouts = Double(cellCount * max(passes, 1))
    for (slot, api) in frameFeedAPIs.enumerated() {
      let build = median(buildTimes[slot]), resize = median(resizeTimes[slot]), new = median(newTimes[slot])
      var line =
        "\(name): \(api.name): build \(microseconds(build / cells)) per cell (\(formatRatio(build / floor.build))×), "
        + "resize \(microseconds(resize / layouts)) per cell (\(formatRatio(resize / floor.resize))×), "
        + "at new widths \(microseconds(new / layouts)) per cell (\(formatRatio(new / floor.new))×)"
      if let target = api.target {
        let within = build / floor.build <= target && resize / floor.resize <= target && new / floor.new <= target
        line += within ? " (within the target \(target))" : " (ABOVE the target \(target))"
      }
      report.note(line)
    }
  }

  /// The widths of `resize-new`: one per pass, none of them a width of `build` or `resize`.
  private var newWidths: [CGFloat] { (0..<max(passes, 1)).map { 330 + CGFloat($0) } }

  /// The timed build: creates the cells, adds them to a root and lays the feed out at width 375. (Not
  /// inlined, as `resize`, so that `valgrind --tool=callgrind --toggle-collect='*FrameFeedBenchmark*build*'`
  /// counts one phase.)
  @inline(never)
  private func build(_ api: FrameFeedAPI) -> (LayoutNode, [FeedCell], CGFloat) {
    let cells = (0..<cellCount).map(FeedCell.init(index:))
    let root = api.makeRoot(cells)
    return (root, cells, api.layout(root, cells, 375))
  }

  /// A timed resize loop: `passes` layouts of the whole feed, at `widths` in turn.
  @inline(never)
  private func resize(_ api: FrameFeedAPI, _ root: LayoutNode, _ cells: [FeedCell], widths: [CGFloat]) -> CGFloat {
    var sum: CGFloat = 0
    for pass in 0..<passes { sum += api.layout(root, cells, widths[pass % widths.count]) }
    return sum
  }

  /// Compares every frame of the feed, stacked from y = 0, with the hand-written frames at `width`.
  private func check(_ api: FrameFeedAPI, _ cells: [FeedCell], width: CGFloat, phase: String, _ report: Report) {
    FeedReference.report(
      FeedReference.mismatches(cells, width: width, stacked: true), workload: "\(name) \(api.name) \(phase)",
      to: report)
  }
}
