import Foundation
import LayoutNodes
import ShowcaseScreens

/// Checks of the layout workloads' answers against the specification of the feed cell's frames,
/// ``FeedCell/layoutWithFrameArithmetic(width:)``. Untimed: a layout that is fast and wrong fails.
enum FeedReference {

  /// Lines describing every node of `cells` (cell `i` is `FeedCell(index: firstIndex + i)`) whose frame
  /// differs from the reference at `width`, and every cell whose height does; empty when all match.
  /// With `stacked`, the cells must also lie one below the other from y = 0 at x = 0.
  static func mismatches(_ cells: [FeedCell], width: CGFloat, stacked: Bool) -> [String] {
    var lines: [String] = []
    var top: CGFloat = 0
    for (index, cell) in cells.enumerated() {
      let reference = FeedCell(index: cellIndex(of: cell, fallback: index))
      let height = reference.layoutWithFrameArithmetic(width: width)
      // In the cell's coordinates: a layout may nest the nodes in containers of its own (LinearLayout).
      for (node, expected) in zip(cell.contentNodes, reference.contentNodes) {
        let frame = cell.frameInCell(of: node)
        guard !framesAgree(frame, expected.frame) else { continue }
        lines.append("\(cell.cell.name) at width \(width): \(node.name) is \(frame), expected \(expected.frame)")
      }
      let expectedCell = CGRect(x: 0, y: stacked ? top : cell.cell.frame.minY, width: width, height: height)
      if !framesAgree(cell.cell.frame, expectedCell) {
        lines.append("\(cell.cell.name) at width \(width): the cell is \(cell.cell.frame), expected \(expectedCell)")
      }
      top += height
    }
    return lines
  }

  /// The index a cell was created with, read back from its name (`cell <index>`).
  private static func cellIndex(of cell: FeedCell, fallback: Int) -> Int {
    Int(cell.cell.name.dropFirst("cell ".count)) ?? fallback
  }

  /// The sum of the frame values (origin and size) of the cells and of their nodes in the cells'
  /// coordinates: the workloads' checksum, the same for every layout that gives the same frames.
  static func checksum(_ cells: [FeedCell]) -> Double {
    var sum = 0.0
    for cell in cells {
      for frame in [cell.cell.frame] + cell.contentNodes.map(cell.frameInCell(of:)) {
        sum += Double(frame.minX + frame.minY + frame.width + frame.height)
      }
    }
    return sum
  }

  /// Reports at most `limit` mismatch lines as failures of `workload` (and how many were left out).
  static func report(_ lines: [String], workload: String, to report: Report, limit: Int = 5) {
    for line in lines.prefix(limit) { report.fail("\(workload): \(line)") }
    if lines.count > limit { report.fail("\(workload): \(lines.count - limit) more wrong frames") }
  }

  /// The widths a resize loop goes through, in turn: every resize changes the width.
  static let resizeWidths: [CGFloat] = [414, 320, 375]
}
