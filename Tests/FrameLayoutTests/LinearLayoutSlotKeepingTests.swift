import Foundation
import Testing

@testable import LayoutNodes

/// When a linear layout keeps earlier computations of its slots: from its first computations, then
/// only while the sizes it is given recur, so that a layout resized to a new size each time soon pays
/// nothing for keeping.
@Suite struct LinearLayoutSlotKeepingTests {
  private func size(_ width: CGFloat) -> CGSize { CGSize(width: width, height: unboundedDimension) }

  /// A vertical layout of three wrapping labels.
  private func labelColumn() -> LinearLayout {
    let column = LinearLayout(name: "column", orientation: .vertical)
    for index in 0..<3 { column.addView(LinearLayoutFixtures.label("label\(index)", "a few words to wrap")) }
    return column
  }

  /// A keeping that stopped after computations at `widths`, each new.
  private func stoppedKeeping(after widths: [CGFloat]) -> LinearLayout.SlotKeeping {
    var keeping = LinearLayout.SlotKeeping()
    for width in widths { _ = keeping.recordComputation(for: size(width)) }
    return keeping
  }

  @Test func `a new layout keeps until computations in a row take nothing back`() {
    var keeping = LinearLayout.SlotKeeping()
    #expect(keeping.isOn)
    for width in 1...LinearLayout.SlotKeeping.stopAfterMisses {
      let stopped = keeping.recordComputation(for: size(CGFloat(width)))
      #expect(!stopped && keeping.isOn)
    }
    let stopped = keeping.recordComputation(for: size(100))
    #expect(stopped && !keeping.isOn)
  }

  @Test func `keeping starts again when a size comes back among the last eight computed`() {
    var keeping = stoppedKeeping(after: [1, 2, 3, 4, 5])
    #expect(!keeping.isOn)
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
    var keeping = stoppedKeeping(after: [1, 2, 3, 4, 5])
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

  @Test func `a column resized to a new width each time soon keeps nothing`() {
    let column = labelColumn()
    for (pass, width) in stride(from: CGFloat(100), through: 400, by: 10).enumerated() {
      LinearLayoutFixtures.layOutAsRow(column, width: width)
      // Each pass measures the column and places it: one computation per pass.
      if pass >= LinearLayout.SlotKeeping.stopAfterMisses { #expect(column.keptSlots.isEmpty) }
    }
  }

  @Test func `a column turned back to its first width takes its slots back`() {
    let column = labelColumn()
    LinearLayoutFixtures.layOutAsRow(column, width: 320)
    LinearLayoutFixtures.layOutAsRow(column, width: 480)
    #expect(column.keptSlots.count == 1)
    LinearLayoutFixtures.layOutAsRow(column, width: 320)
    #expect(column.measured.size?.width == 320)
    #expect(column.keptSlots.count == 1 && column.keptSlots[0].size?.width == 480)
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
