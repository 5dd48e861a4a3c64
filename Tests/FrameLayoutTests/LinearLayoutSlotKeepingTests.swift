import Foundation
import Testing

@testable import LayoutNodes

/// When a linear layout keeps earlier computations of its slots: only while the sizes it is given
/// recur, so that a layout resized to a new size each time pays nothing for keeping.
@Suite struct LinearLayoutSlotKeepingTests {
  private func size(_ width: CGFloat) -> CGSize { CGSize(width: width, height: unboundedDimension) }

  /// A vertical layout of three wrapping labels.
  private func labelColumn() -> LinearLayout {
    let column = LinearLayout(name: "column", orientation: .vertical)
    for index in 0..<3 { column.addView(LinearLayoutFixtures.label("label\(index)", "a few words to wrap")) }
    return column
  }

  @Test func `keeping starts when a size comes back among the last eight computed`() {
    var keeping = LinearLayout.SlotKeeping()
    for width: CGFloat in [10, 20, 30, 40, 50, 60, 70, 80, 90] {
      let stopped = keeping.recordComputation(for: size(width))
      #expect(!stopped && !keeping.isOn)
    }
    // 10 was pushed out of the last eight by 90; 30 was not.
    _ = keeping.recordComputation(for: size(10))
    #expect(!keeping.isOn)
    _ = keeping.recordComputation(for: size(30))
    #expect(keeping.isOn)
  }

  @Test func `keeping stops after computations in a row with nothing taken back`() {
    var keeping = LinearLayout.SlotKeeping()
    _ = keeping.recordComputation(for: size(10))
    _ = keeping.recordComputation(for: size(10))
    #expect(keeping.isOn)
    for width in 1...LinearLayout.SlotKeeping.stopAfterMisses {
      let stopped = keeping.recordComputation(for: size(CGFloat(100 + width)))
      #expect(!stopped)
    }
    keeping.recordRestore()
    for width in 1...LinearLayout.SlotKeeping.stopAfterMisses {
      let stopped = keeping.recordComputation(for: size(CGFloat(200 + width)))
      #expect(!stopped && keeping.isOn)
    }
    // One more computation with nothing taken back since the restore: keeping stops.
    let stopped = keeping.recordComputation(for: size(300))
    #expect(stopped && !keeping.isOn)
  }

  @Test func `a column resized to a new width each time keeps nothing`() {
    let column = labelColumn()
    for width in stride(from: CGFloat(100), through: 400, by: 10) {
      LinearLayoutFixtures.layOutAsRow(column, width: width)
      #expect(column.keptSlots.isEmpty)
    }
  }

  @Test func `a column resized back and forth keeps at most the limit and lets them go when sizes stop recurring`() {
    let column = labelColumn()
    for _ in 0..<4 {
      for width: CGFloat in [100, 150, 200, 250, 300] { LinearLayoutFixtures.layOutAsRow(column, width: width) }
    }
    #expect(!column.keptSlots.isEmpty)
    #expect(column.keptSlots.count <= LinearLayout.keptSlotsLimit)
    for width in stride(from: CGFloat(401), through: 440, by: 1) {
      LinearLayoutFixtures.layOutAsRow(column, width: width)
    }
    #expect(column.keptSlots.isEmpty)
  }
}
