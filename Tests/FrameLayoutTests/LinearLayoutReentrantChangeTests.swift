import Foundation
import LayoutNodes
import Testing

/// A measure closure may change the tree of the layout measuring it and measure that layout again
/// before returning: the inner measurement sees the new children, the outer one finishes with the
/// children it started with (their records and nodes are kept until it is done), and the next layout
/// places the tree as it is. (The closures hold the column unowned: it holds them, through `probe`.)
@Suite("LinearLayout changed by a measure closure while it measures")
struct LinearLayoutReentrantChangeTests {
  typealias F = LinearLayoutFixtures

  @Test("a child added and the layout measured again from inside a measurement")
  func childAddedDuringMeasurement() {
    let column = LinearLayout(name: "column", orientation: .vertical)
    let probe = LayoutNode(name: "probe")
    let b = F.label("b", "hello world")  // 55 × 12
    let c = F.label("c", "hi")  // 10 × 12
    var inner: CGSize?
    probe.measure = { [unowned column] _ in
      if inner == nil {
        inner = .zero  // measured again below: answer without changing the tree again
        column.addView(c)
        inner = column.sizeThatFits(CGSize(width: 100, height: unboundedDimension))
      }
      return CGSize(width: 20, height: 10)
    }
    column.addView(probe)
    column.addView(b)

    let outer = column.sizeThatFits(CGSize(width: 100, height: unboundedDimension))
    // Inside: probe, b and c stacked, as wide as b.
    #expect(inner == CGSize(width: 55, height: 10 + 12 + 12))
    // Outside: the children the measurement started with, probe and b.
    #expect(outer == CGSize(width: 55, height: 10 + 12))

    // The next measurement and layout see all three children.
    #expect(column.sizeThatFits(CGSize(width: 100, height: unboundedDimension)) == CGSize(width: 55, height: 34))
    column.frame = CGRect(x: 0, y: 0, width: 100, height: 34)
    column.layoutChildren()
    expectLinearFrame(probe, CGRect(x: 0, y: 0, width: 20, height: 10))
    expectLinearFrame(b, CGRect(x: 0, y: 10, width: 55, height: 12))
    expectLinearFrame(c, CGRect(x: 0, y: 22, width: 10, height: 12))
  }

  @Test("a child removed and the layout measured again from inside a measurement")
  func childRemovedDuringMeasurement() {
    let column = LinearLayout(name: "column", orientation: .vertical)
    let probe = LayoutNode(name: "probe")
    let b = F.label("b", "hello world")  // 55 × 12
    let c = F.label("c", "hi")  // 10 × 12
    var inner: CGSize?
    probe.measure = { [unowned column] _ in
      if inner == nil {
        inner = .zero
        b.removeFromParent()
        inner = column.sizeThatFits(CGSize(width: 100, height: unboundedDimension))
      }
      return CGSize(width: 20, height: 10)
    }
    column.addView(probe)
    column.addView(b)
    column.addView(c)

    let outer = column.sizeThatFits(CGSize(width: 100, height: unboundedDimension))
    #expect(inner == CGSize(width: 20, height: 10 + 12))
    // The outer measurement still reads b, no longer a child, through the records it started with.
    #expect(outer == CGSize(width: 55, height: 10 + 12 + 12))

    column.frame = CGRect(x: 0, y: 0, width: 100, height: 22)
    column.layoutChildren()
    expectLinearFrame(probe, CGRect(x: 0, y: 0, width: 20, height: 10))
    expectLinearFrame(c, CGRect(x: 0, y: 10, width: 10, height: 12))
  }

  @Test("a child replaced and the layout measured again from inside a measurement")
  func childReplacedDuringMeasurement() {
    let column = LinearLayout(name: "column", orientation: .vertical)
    let probe = LayoutNode(name: "probe")
    let b = F.label("b", "hello world")  // 55 × 12
    let c = F.label("c", "hi")  // 10 × 12
    let d = F.label("d", "abc")  // 15 × 12
    var inner: CGSize?
    probe.measure = { [unowned column] _ in
      if inner == nil {
        inner = .zero
        b.removeFromParent()
        column.addView(d)
        inner = column.sizeThatFits(CGSize(width: 100, height: unboundedDimension))
      }
      return CGSize(width: 20, height: 10)
    }
    column.addView(probe)
    column.addView(b)
    column.addView(c)

    let outer = column.sizeThatFits(CGSize(width: 100, height: unboundedDimension))
    #expect(inner == CGSize(width: 20, height: 34))
    #expect(outer == CGSize(width: 55, height: 34))

    // As many children as before, with the same generations: the outer measurement's slots, taken
    // for b and c, are not the slots of c and d.
    #expect(column.sizeThatFits(CGSize(width: 100, height: unboundedDimension)) == CGSize(width: 20, height: 34))
    column.frame = CGRect(x: 0, y: 0, width: 100, height: 34)
    column.layoutChildren()
    expectLinearFrame(probe, CGRect(x: 0, y: 0, width: 20, height: 10))
    expectLinearFrame(c, CGRect(x: 0, y: 10, width: 10, height: 12))
    expectLinearFrame(d, CGRect(x: 0, y: 22, width: 15, height: 12))
  }
}
