import Foundation
import LayoutNodes
import Testing

// A size is usable when it is finite and not negative (PinLayout's `>= 0` test, which accepts -0):
// the values at both ends of that range, and just outside it, through `width(_:)`. The node is 50×20
// at (5, 6) in a 400×300 parent (see PinFixture).
@Suite("PinLayout sizes at the ends of the usable range")
struct PinLayoutUsableSizeTests {
  @Test(
    "zero, negative zero, the smallest and the largest finite widths are applied",
    arguments: [0, -0.0, CGFloat.leastNonzeroMagnitude, CGFloat.leastNormalMagnitude, CGFloat.greatestFiniteMagnitude])
  func usableWidths(width: CGFloat) {
    let fixture = PinFixture()
    fixture.node.pin.width(width)
    #expect(fixture.node.frame == CGRect(x: 5, y: 6, width: width, height: 20))
    #expect(fixture.warnings.isEmpty)
  }

  @Test(
    "negative, infinite and NaN widths are skipped with a warning, the rest of the chain applies",
    arguments: [
      -CGFloat.leastNonzeroMagnitude, -1, -CGFloat.greatestFiniteMagnitude, CGFloat.infinity, -CGFloat.infinity,
      CGFloat.nan, -CGFloat.nan, CGFloat.signalingNaN,
    ])
  func unusableWidths(width: CGFloat) {
    let fixture = PinFixture()
    fixture.node.pin.left(10).width(width)
    // PinLayout's `validateWidth` skips the width alone (AdjustSizeSpec.swift:124-150): left(10) applies.
    #expect(fixture.node.frame == CGRect(x: 10, y: 6, width: 50, height: 20))
    #expect(fixture.warnings.count == 1)
  }

  @Test("a computed width of zero is applied; a negative one keeps the current width")
  func computedWidths() {
    let fixture = PinFixture()
    fixture.node.pin.left(200).right(200)
    #expect(fixture.node.frame == CGRect(x: 200, y: 6, width: 0, height: 20))
    #expect(fixture.warnings.isEmpty)
    // From the fixture's own frame (width 50), so that keeping the width is seen: -1 is rejected.
    let fresh = PinFixture()
    fresh.node.pin.left(201).right(200)
    #expect(fresh.node.frame == CGRect(x: 201, y: 6, width: 50, height: 20))
    #expect(fresh.warnings.count == 1)
  }
}
