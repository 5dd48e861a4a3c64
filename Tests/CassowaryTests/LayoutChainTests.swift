import Cassowary
import Testing

/// The layout chain of issue 25 (`layout-chain-N` in Benchmarks/WORKLOADS.md) on four boxes: each box
/// starts a gap after the previous one ends, its width lies between a minimum and a maximum and is
/// pulled strongly toward a preferred width; the chain starts weakly at 0, then at an edit
/// variable's suggestions. The optimum is each width clamped to its bounds (every pull is
/// independent), and the lefts follow from the first.
@Suite struct LayoutChainTests {
  /// (minimum, maximum, preferred) per box, and the width the optimum gives it: below the minimum,
  /// inside the bounds, above the maximum, inside again.
  static let boxes: [(minimum: Double, maximum: Double, preferred: Double, width: Double)] = [
    (10, 40, 5, 10), (12, 43, 10, 12), (14, 46, 85, 46), (16, 49, 20, 20),
  ]
  static let gap = 8.0

  /// Builds the chain in the workload's order: the weak start, then per box the minimum, the
  /// maximum, the preference and the link to the next box.
  static func build() throws -> (Solver, lefts: [Variable], widths: [Variable]) {
    let solver = Solver()
    let lefts = boxes.indices.map { Variable("left\($0)") }
    let widths = boxes.indices.map { Variable("width\($0)") }
    try solver.addConstraint(lefts[0] == 0 ~ .weak)
    for (i, box) in boxes.enumerated() {
      try solver.addConstraint(widths[i] >= box.minimum)
      try solver.addConstraint(widths[i] <= box.maximum)
      try solver.addConstraint(widths[i] == box.preferred ~ .strong)
      if i + 1 < boxes.count {
        try solver.addConstraint(lefts[i + 1] == lefts[i] + widths[i] + gap)
      }
    }
    solver.updateVariables()
    return (solver, lefts, widths)
  }

  @Test func `each width is its preference clamped to its bounds and the chain starts at 0`() throws {
    let (_, lefts, widths) = try Self.build()
    #expect(widths.map(\.value).isApproximatelyEqual(to: [10, 12, 46, 20], tolerance: 1e-6))
    // 0, 0 + 10 + 8, 18 + 12 + 8, 38 + 46 + 8.
    #expect(lefts.map(\.value).isApproximatelyEqual(to: [0, 18, 38, 92], tolerance: 1e-6))
  }

  @Test(arguments: [30.0, 0, 36, 3])
  func `an edit variable on the first left moves the whole chain`(start: Double) throws {
    let (solver, lefts, widths) = try Self.build()
    try solver.addEditVariable(lefts[0], strength: .strong)
    try solver.suggestValue(lefts[0], start)
    solver.updateVariables()
    #expect(widths.map(\.value).isApproximatelyEqual(to: [10, 12, 46, 20], tolerance: 1e-6))
    let expected = [0.0, 18, 38, 92].map { $0 + start }
    #expect(lefts.map(\.value).isApproximatelyEqual(to: expected, tolerance: 1e-6))
  }
}
