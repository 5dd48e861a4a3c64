import Foundation
import LayoutNodes
import Testing

/// A linear layout computes its slots into the buffers of its last computation, overwriting them in
/// place: when fewer children are visible, or fewer children there are, nothing of the longer
/// computation may remain.
@Suite("LinearLayout slot buffers reused across computations")
struct LinearLayoutSlotBufferTests {
  typealias F = LinearLayoutFixtures

  @Test("children hidden, shown again and removed are placed as a fresh column places them")
  func fewerThenMoreSlots() {
    // "hi" is 10 × 12, "hello world" 55 × 12, the image 20 × 30; b and c have a top margin of 2.
    let column = LinearLayout(name: "column", orientation: .vertical)
    let a = F.label("a", "hi"), b = F.label("b", "hello world")
    let c = F.image("c", width: 20, height: 30)
    column.addView(a)
    column.addView(b, margin: F.insets(top: 2))
    column.addView(c, margin: F.insets(top: 2))

    #expect(F.layOutAsRow(column, width: 100) == CGFloat(12 + 2 + 12 + 2 + 30))
    expectLinearFrame(b, CGRect(x: 0, y: 14, width: 55, height: 12))
    expectLinearFrame(c, CGRect(x: 0, y: 28, width: 20, height: 30))

    a.isHidden = true
    b.isHidden = true
    #expect(F.layOutAsRow(column, width: 100) == CGFloat(2 + 30))
    expectLinearFrame(c, CGRect(x: 0, y: 2, width: 20, height: 30))

    a.isHidden = false
    b.isHidden = false
    #expect(F.layOutAsRow(column, width: 100) == CGFloat(58))
    expectLinearFrame(a, CGRect(x: 0, y: 0, width: 10, height: 12))
    expectLinearFrame(b, CGRect(x: 0, y: 14, width: 55, height: 12))
    expectLinearFrame(c, CGRect(x: 0, y: 28, width: 20, height: 30))

    b.removeFromParent()
    #expect(F.layOutAsRow(column, width: 100) == CGFloat(12 + 2 + 30))
    expectLinearFrame(c, CGRect(x: 0, y: 14, width: 20, height: 30))
  }

  @Test("a nested row that loses a child and gets it back sizes the column each time")
  func nestedRowShrinksAndGrows() {
    // Row: a 20 × 30 image, then "hello world" (55 × 12) 4 to its right; the column has padding 8.
    let column = LinearLayout(name: "column", orientation: .vertical, padding: EdgeInsets(all: 8))
    let row = LinearLayout(name: "row", orientation: .horizontal)
    let image = F.image("image", width: 20, height: 30)
    let label = F.label("label", "hello world")
    row.addView(image)
    row.addView(label, margin: F.insets(left: 4))
    column.addView(row, width: .matchParent)

    #expect(F.layOutAsRow(column, width: 120) == CGFloat(8 + 30 + 8))
    expectLinearFrame(label, CGRect(x: 24, y: 0, width: 55, height: 12))

    image.isHidden = true
    #expect(F.layOutAsRow(column, width: 120) == CGFloat(8 + 12 + 8))
    expectLinearFrame(label, CGRect(x: 4, y: 0, width: 55, height: 12))

    image.isHidden = false
    #expect(F.layOutAsRow(column, width: 120) == CGFloat(46))
    expectLinearFrame(image, CGRect(x: 0, y: 0, width: 20, height: 30))
    expectLinearFrame(label, CGRect(x: 24, y: 0, width: 55, height: 12))
  }
}
