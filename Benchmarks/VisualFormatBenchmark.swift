import AnchorDSL
import Foundation
import LayoutNodes

/// `layout-vfl` (issue 27): one visual format lays out a row of N nodes,
/// `H:|-[v0(w0)]-[v1(w1)]-…-[vN-1(>=10)]-|` with `alignAllTop` and `alignAllBottom`, and `V:|-[v0]-|`
/// gives the row its height; `v_i` is `20 + i % 5` wide, the last node takes the rest. Timed per node,
/// at each N of `nodeCounts` (10, 100 and 1,000: the cost per node must not grow with N):
///
/// - `parse`: `LayoutConstraint.constraints(withVisualFormat:)` on a built tree (the parser and the
///   constraints it makes, inactive);
/// - `build`: a new tree, both formats parsed and activated, and the first `layoutIfNeeded()`.
///   `V:|-[v0]-|` comes first: activated after the row, the alignment chains' rows all hold `v0`'s top
///   and bottom until those are fixed, and fixing them substitutes into every row (the build then
///   grows 111× per node from N = 10 to 1,000 instead of 7×; README, "The Visual Format Language");
/// - `resize`: `resizes` passes, each a new root width and `layoutIfNeeded()` (per node and pass).
///
/// Checksum: the sum of every frame after the phase. The first repetition checks every frame against
/// the row's arithmetic (x_i = 20 + Σ_{j<i} (w_j + 8)), after the build and after the resizes.
struct VisualFormatBenchmark {
  let nodeCounts: [Int]
  let resizes: Int
  let name: String

  static let spacing: CGFloat = 8
  static let margin: CGFloat = 20
  static func width(_ index: Int) -> CGFloat { 20 + CGFloat(index % 5) }

  /// The horizontal format of a row of `count` nodes.
  static func format(_ count: Int) -> String {
    var format = "H:|-"
    format.reserveCapacity(count * 14)
    for index in 0..<count - 1 { format += "[v\(index)(\(Int(width(index))))]-" }
    return format + "[v\(count - 1)(>=10)]-|"
  }

  /// The root width that leaves the last node `last` points.
  static func rootWidth(_ count: Int, last: CGFloat) -> CGFloat {
    let fixed = (0..<count - 1).reduce(CGFloat(0)) { $0 + width($1) + spacing }
    return 2 * margin + fixed + last
  }

  func run(_ report: Report, repetitions: Int) {
    var perNode: [(count: Int, parse: Double, build: Double, resize: Double)] = []
    for count in nodeCounts {
      let format = Self.format(count)
      var parseTimes: [Double] = [], buildTimes: [Double] = [], resizeTimes: [Double] = []
      var parseSums: [Double] = [], buildSums: [Double] = [], resizeSums: [Double] = []
      for repetition in 0..<repetitions {
        let (root, nodes) = Self.makeTree(count)
        let (parsed, parseMs) = measure {
          (try? LayoutConstraint.constraints(
            withVisualFormat: format, options: [.alignAllTop, .alignAllBottom], nodes: nodes))?
            .count ?? 0
        }
        parseTimes.append(parseMs)
        parseSums.append(Double(parsed))
        // The two superview spacings, N sizes, N - 1 spacings and 2 (N - 1) alignments.
        report.check(parsed == 4 * count - 1, "\(name)-\(count): \(parsed) constraints parsed")

        let (built, buildMs) = measure { () -> LayoutNode? in
          let (root, nodes) = Self.makeTree(count)
          do {
            try LayoutConstraint.activate(withVisualFormat: "V:|-[v0]-|", nodes: nodes)
            try LayoutConstraint.activate(
              withVisualFormat: format, options: [.alignAllTop, .alignAllBottom], nodes: nodes)
          } catch {
            return nil
          }
          root.layoutIfNeeded()
          return root
        }
        guard let built else {
          report.fail("\(name)-\(count): the formats did not parse")
          return
        }
        buildTimes.append(buildMs)
        buildSums.append(Self.checksum(built))
        if repetition == 0 { check(built, count, report, phase: "build") }

        let (_, resizeMs) = measure {
          for pass in 0..<resizes {
            built.frame.size.width = Self.rootWidth(count, last: 50 + CGFloat(pass % 7) * 10)
            built.layoutIfNeeded()
          }
        }
        resizeTimes.append(resizeMs)
        resizeSums.append(Self.checksum(built))
        if repetition == 0 { check(built, count, report, phase: "resize") }
        blackHole(root)
      }
      let workload = "\(name)-\(count)"
      report.phase(workload, "parse", times: parseTimes, checksums: parseSums)
      report.phase(workload, "build", times: buildTimes, checksums: buildSums)
      report.phase(workload, "resize", times: resizeTimes, checksums: resizeSums)
      let nodes = Double(count)
      perNode.append(
        (
          count, median(parseTimes) / nodes, median(buildTimes) / nodes,
          median(resizeTimes) / (nodes * Double(max(resizes, 1)))
        ))
    }
    guard let first = perNode.first else { return }
    for row in perNode {
      report.note(
        "\(name)-\(row.count) per node: parse \(microseconds(row.parse)), build \(microseconds(row.build)), "
          + "resize \(microseconds(row.resize)); growth from N = \(first.count): parse "
          + "\(formatRatio(row.parse / first.parse))×, build \(formatRatio(row.build / first.build))×, "
          + "resize \(formatRatio(row.resize / first.resize))×")
    }
  }

  /// A root 100 points taller than the row, at the width that leaves the last node 50, with the
  /// nodes `v0` … `vN-1`.
  static func makeTree(_ count: Int) -> (LayoutNode, [String: LayoutNode]) {
    let root = LayoutNode(name: "row")
    root.frame = CGRect(x: 0, y: 0, width: rootWidth(count, last: 50), height: 100)
    var nodes: [String: LayoutNode] = [:]
    nodes.reserveCapacity(count)
    for index in 0..<count {
      let node = LayoutNode(name: "v\(index)")
      root.addChild(node)
      nodes[node.name] = node
    }
    return (root, nodes)
  }

  static func checksum(_ root: LayoutNode) -> Double {
    root.children.reduce(0) { sum, node in
      sum + Double(node.frame.minX + node.frame.minY + node.frame.width + node.frame.height)
    }
  }

  /// Every node at x_i = 20 + Σ_{j<i} (w_j + 8), 20 from the top and bottom, the last one to 20 from
  /// the root's trailing edge.
  private func check(_ root: LayoutNode, _ count: Int, _ report: Report, phase: String) {
    var x = Self.margin
    for (index, node) in root.children.enumerated() {
      let width = index == count - 1 ? root.frame.width - Self.margin - x : Self.width(index)
      let expected = CGRect(x: x, y: Self.margin, width: width, height: root.frame.height - 2 * Self.margin)
      let frame = node.frame
      guard framesAgree(frame, expected) else {
        report.fail("\(name)-\(count) \(phase): \(node.name) at \(frame), expected \(expected)")
        return
      }
      x += width + Self.spacing
    }
  }
}
