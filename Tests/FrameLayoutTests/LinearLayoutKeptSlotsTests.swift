import Foundation
import LayoutNodes
import Testing

/// A linear layout keeps the slots of a few earlier computations and takes them back when it is
/// measured or placed again at a size it had, while nothing in its subtree changed: a list resized
/// back and forth between widths measures its children again only until every width has been computed
/// once.
@Suite struct LinearLayoutKeptSlotsTests {
  /// A node whose height is 600 / the proposed width (rounded) and whose width is at most 50, counting
  /// the calls of its measure closure.
  private final class CountingNode {
    let node = LayoutNode(name: "counting")
    var calls = 0
    var numerator: CGFloat = 600

    init() {
      node.measure = { [unowned self] proposal in
        calls += 1
        return CGSize(width: min(proposal.width, 50), height: (numerator / proposal.width).rounded())
      }
    }
  }

  /// Lays `layout` out as a list row at each width, twice through.
  private func layOutTwice(_ layout: LinearLayout, at widths: [CGFloat]) {
    for _ in 0..<2 {
      for width in widths { LinearLayoutFixtures.layOutAsRow(layout, width: width) }
    }
  }

  private func column(of nodes: [CountingNode]) -> LinearLayout {
    let column = LinearLayout(name: "column", orientation: .vertical)
    for counting in nodes { column.addView(counting.node) }
    return column
  }

  @Test func `a column laid out again at widths it had measures none of its children again`() {
    let nodes = [CountingNode(), CountingNode(), CountingNode()]
    let column = column(of: nodes)
    // Three widths, more than a child's own two kept answers: without kept slots the first width's
    // answers are gone by the time it comes back. Twice through, then once more below.
    layOutTwice(column, at: [100, 200, 300])
    let calls = nodes.map(\.calls)
    for (width, height) in [(100, 6), (200, 3), (300, 2), (100, 6)] as [(CGFloat, CGFloat)] {
      #expect(LinearLayoutFixtures.layOutAsRow(column, width: width) == 3 * height)
      for (index, counting) in nodes.enumerated() {
        #expect(counting.node.frame == CGRect(x: 0, y: CGFloat(index) * height, width: 50, height: height))
      }
    }
    #expect(nodes.map(\.calls) == calls)
  }

  @Test func `a child whose answers change is measured again at a width the column had`() {
    let nodes = [CountingNode(), CountingNode()]
    let column = column(of: nodes)
    layOutTwice(column, at: [100, 200, 300])
    nodes[1].numerator = 1200
    nodes[1].node.invalidateIntrinsicContentSize()
    let calls = nodes[1].calls
    #expect(LinearLayoutFixtures.layOutAsRow(column, width: 100) == 18)
    #expect(nodes[1].node.frame == CGRect(x: 0, y: 6, width: 50, height: 12))
    #expect(nodes[1].calls > calls)
  }

  @Test func `a child hidden and shown again between passes takes its room back at a kept width`() {
    let nodes = [CountingNode(), CountingNode(), CountingNode()]
    let column = column(of: nodes)
    layOutTwice(column, at: [100, 200])
    nodes[1].node.isHidden = true
    #expect(LinearLayoutFixtures.layOutAsRow(column, width: 100) == 12)
    #expect(nodes[2].node.frame == CGRect(x: 0, y: 6, width: 50, height: 6))
    #expect(LinearLayoutFixtures.layOutAsRow(column, width: 200) == 6)
    nodes[1].node.isHidden = false
    #expect(LinearLayoutFixtures.layOutAsRow(column, width: 100) == 18)
    #expect(nodes[2].node.frame == CGRect(x: 0, y: 12, width: 50, height: 6))
  }

  @Test func `a row nested in a column is placed from the slots kept for the column's width`() {
    let nodes = [CountingNode(), CountingNode()]
    let row = LinearLayout(name: "row", orientation: .horizontal)
    for counting in nodes { row.addView(counting.node, width: 0, fill: 1) }
    let column = LinearLayout(name: "column", orientation: .vertical, padding: EdgeInsets(all: 10))
    column.addView(row, width: .matchParent)
    layOutTwice(column, at: [120, 220, 320])
    let calls = nodes.map(\.calls)
    // At 120 the row is 100 wide: two shares of 50, each 600 / 50 = 12 high.
    #expect(LinearLayoutFixtures.layOutAsRow(column, width: 120) == 32)
    #expect(row.frame == CGRect(x: 10, y: 10, width: 100, height: 12))
    #expect(nodes[1].node.frame == CGRect(x: 50, y: 0, width: 50, height: 12))
    // At 220: shares of 100, each 6 high.
    #expect(LinearLayoutFixtures.layOutAsRow(column, width: 220) == 26)
    #expect(nodes[1].node.frame == CGRect(x: 100, y: 0, width: 100, height: 6))
    #expect(nodes.map(\.calls) == calls)
  }
}
