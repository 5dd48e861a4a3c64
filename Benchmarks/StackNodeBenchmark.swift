import AnchorDSL
import Foundation
import LayoutNodes

/// `layout-stack-N`: a vertical ``StackNode`` of N labels (`.fill`, `.fill`, spacing 8) pinned by
/// anchors to the top and sides of a root, its height following its labels; each label wraps at the
/// stack's width (height for width). Built and laid out at width 375, then resized `resizes` times
/// through 414, 320, 375, ...; then the middle label hidden and shown again ten times each.
///
/// Phases (median ms over the repetitions, each on a fresh tree): `build` (nodes, stack, anchors, first
/// layout), `resize` (the whole resize loop) and `hide` (the 20 changes, each laid out). Checksum: the sum of every label's frame after the
/// phase. Every label's frame is checked, untimed, against the arithmetic of a column: full width,
/// its text's height at that width, 8 points below the previous one.
struct StackNodeBenchmark {
  let count: Int
  let resizes: Int
  var name: String { "layout-stack-\(count)" }

  static let spacing: CGFloat = 8
  static let font = FixedAdvanceFont(size: 14)
  static let widths: [CGFloat] = [414, 320, 375]

  /// Texts of one to five lines at these widths.
  static func text(_ index: Int) -> String {
    "Row \(index): " + Array(repeating: "a stack of labels", count: 1 + index % 7).joined(separator: " ")
  }

  private struct Column {
    let root: LayoutNode
    let stack: StackNode
    let labels: [LayoutNode]
  }

  /// The timed build; not inlined, so that callgrind can count it (`--toggle-collect='*build*'`).
  @inline(never)
  private func build() -> Column {
    let root = LayoutNode(name: "root")
    root.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    let labels = (0..<count).map { LayoutNode(name: "label\($0)", text: TextContent(Self.text($0), font: Self.font)) }
    let stack = StackNode(name: "column", axis: .vertical, arrangedSubnodes: labels)
    stack.spacing = Self.spacing
    root.addChild(stack)
    stack.topAnchor == root.topAnchor
    stack.horizontalAnchors == root.horizontalAnchors
    root.layoutIfNeeded()
    return Column(root: root, stack: stack, labels: labels)
  }

  /// The resize loop; not inlined, so that callgrind can count it (`--toggle-collect='*resize*'`).
  @inline(never)
  private func resize(_ column: Column) {
    for index in 0..<resizes {
      column.root.frame.size.width = Self.widths[index % Self.widths.count]
      column.root.layoutIfNeeded()
    }
  }

  /// The hide loop: the middle label hidden and shown again, `hides` times each, the column laid out
  /// after each change; not inlined, so that callgrind can count it (`--toggle-collect='*hide*'`).
  @inline(never)
  private func hide(_ column: Column) {
    let middle = column.labels[count / 2]
    for _ in 0..<Self.hides {
      middle.isHidden = true
      column.root.layoutIfNeeded()
      middle.isHidden = false
      column.root.layoutIfNeeded()
    }
  }

  /// How many times the hide loop hides the middle label (and shows it again).
  static let hides = 10

  private func checksum(_ column: Column) -> Double {
    column.labels.reduce(0) { sum, label in
      sum + Double(label.frame.minX + label.frame.minY + label.frame.width + label.frame.height)
    }
  }

  /// Every label against the column's arithmetic at `width`.
  private func check(_ column: Column, width: CGFloat, phase: String, _ report: Report) {
    var y: CGFloat = 0
    for (index, label) in column.labels.enumerated() {
      let height = TextContent(Self.text(index), font: Self.font).size(for: CGSize(width: width, height: .infinity))
        .height
      let expected = CGRect(x: 0, y: y, width: width, height: height)
      let frame = label.frame
      guard framesAgree(frame, expected) else {
        return report.fail("\(name) \(phase): \(label.name) at \(frame), expected \(expected)")
      }
      y += height + Self.spacing
    }
    report.check(
      column.root.layoutDiagnostics.isEmpty,
      "\(name) \(phase): diagnostics \(column.root.layoutDiagnostics.map(\.message))")
  }

  func run(_ report: Report, repetitions: Int) {
    var builds: [Double] = [], resizeTimes: [Double] = [], hideTimes: [Double] = []
    var buildSums: [Double] = [], resizeSums: [Double] = [], hideSums: [Double] = []
    for repetition in 0..<max(repetitions, 1) {
      let (column, build) = measure { self.build() }
      if repetition == 0 { check(column, width: 375, phase: "build", report) }
      buildSums.append(checksum(column))
      let (_, resize) = measure { self.resize(column) }
      let finalWidth = resizes == 0 ? 375 : Self.widths[(resizes - 1) % Self.widths.count]
      if repetition == 0 { check(column, width: finalWidth, phase: "resize", report) }
      resizeSums.append(checksum(column))
      let (_, hide) = measure { self.hide(column) }
      if repetition == 0 { check(column, width: finalWidth, phase: "hide", report) }
      hideSums.append(checksum(column))
      builds.append(build)
      resizeTimes.append(resize)
      hideTimes.append(hide)
      blackHole(column)
    }
    let rows = runRows(report, repetitions: max(repetitions, 1))
    report.phase(name, "build", times: builds, checksums: buildSums)
    report.phase(name, "resize", times: resizeTimes, checksums: resizeSums)
    report.phase(name, "hide", times: hideTimes, checksums: hideSums)
    let nodes = Double(count)
    report.note(
      "\(name): build \(microseconds(median(builds) / nodes)) per node, resize pass "
        + "\(microseconds(median(resizeTimes) / nodes / Double(max(resizes, 1)))) per node, a label hidden or "
        + "shown \(microseconds(median(hideTimes) / Double(2 * Self.hides))) per change")
    report.note(
      "\(name): rows of fixed-size nodes, build and one layout per node: "
        + rows.map { "\($0.0) \(microseconds($0.1 / nodes))" }.joined(separator: ", "))
  }

  static let distributions: [(String, StackNode.Distribution)] = [
    ("fill", .fill), ("fillEqually", .fillEqually), ("fillProportionally", .fillProportionally),
    ("equalSpacing", .equalSpacing), ("equalCentering", .equalCentering),
  ]

  /// A horizontal row of N nodes of 10×20 (every fifth 20×20) in a stack placed by its frame, 12
  /// points per node wide (room for them all and their spacing of 1), in each distribution: the median ms of building and laying it out, checked
  /// by the row's ends (the first node at 0, the last ending at the stack's width).
  private func runRows(_ report: Report, repetitions: Int) -> [(String, Double)] {
    Self.distributions.map { label, distribution in
      var times: [Double] = []
      var sums: [Double] = []
      for _ in 0..<repetitions {
        let (row, ms) = measure { buildRow(distribution) }
        times.append(ms)
        let nodes = row.arrangedSubnodes
        let first = nodes.first?.frame ?? .zero, last = nodes.last?.frame ?? .zero
        report.check(
          abs(first.minX) <= 1e-6 && abs(last.maxX - row.frame.width) <= 1e-6 && row.root.layoutDiagnostics.isEmpty,
          "\(name) row-\(label): first \(first), last \(last), diagnostics \(row.root.layoutDiagnostics.count)")
        sums.append(nodes.reduce(0) { $0 + Double($1.frame.minX + $1.frame.width) })
      }
      report.phase(name, "row-\(label)", times: times, checksums: sums)
      return (label, median(times))
    }
  }

  @inline(never)
  private func buildRow(_ distribution: StackNode.Distribution) -> StackNode {
    let root = LayoutNode(name: "root")
    root.frame = CGRect(x: 0, y: 0, width: CGFloat(count) * 14, height: 40)
    let nodes = (0..<count).map { index in
      let node = LayoutNode(name: "node\(index)")
      node.intrinsicContentSize = IntrinsicContentSize(width: index % 5 == 0 ? 20 : 10, height: 20)
      return node
    }
    let row = StackNode(name: "row", arrangedSubnodes: nodes)
    row.distribution = distribution
    row.spacing = 1
    row.frame = root.frame
    root.addChild(row)
    root.layoutIfNeeded()
    return row
  }
}
