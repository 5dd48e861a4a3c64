import Foundation
import LayoutNodes
import Testing

/// The equal-size distribution helper: rows share a width from the leading end, columns a height.
@Suite("Equal-size distribution")
struct NeonDistributionTests {
  @Test(
    "a row shares the rectangle's width from the leading end", arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func row(direction: LayoutDirection) {
    let fixture = NeonFixture(direction: direction)
    let views = fixture.addViews(3)
    fixture.parent.distributeHorizontally(views, in: CGRect(x: 10, y: 20, width: 280, height: 50), spacing: 5)
    let width: CGFloat = (280 - 2 * 5) / 3
    let lefts: [CGFloat] = [10, 10 + width + 5, 10 + 2 * (width + 5)]
    let ordered = direction == .leftToRight ? lefts : lefts.reversed()
    for (view, x) in zip(views, ordered) {
      expectNeonFrame(view, CGRect(x: x, y: 20, width: width, height: 50))
    }
  }

  @Test(
    "a column shares the rectangle's height from the top in either direction",
    arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func column(direction: LayoutDirection) {
    let fixture = NeonFixture(direction: direction)
    let views = fixture.addViews(3)
    fixture.parent.distributeVertically(views, in: CGRect(x: 10, y: 20, width: 100, height: 170), spacing: 10)
    let height: CGFloat = (170 - 2 * 10) / 3
    for (index, view) in views.enumerated() {
      expectNeonFrame(view, CGRect(x: 10, y: 20 + CGFloat(index) * (height + 10), width: 100, height: height))
    }
  }

  @Test("without a rectangle the node's bounds are shared")
  func bounds() {
    let fixture = NeonFixture()
    let views = fixture.addViews(4)
    fixture.parent.distributeHorizontally(views, spacing: 0)
    for (index, view) in views.enumerated() {
      expectNeonFrame(view, CGRect(x: CGFloat(index) * 75, y: 0, width: 300 / 4, height: 200))
    }
    fixture.parent.distributeVertically(Array(views.prefix(2)), spacing: 20)
    expectNeonFrame(views[0], CGRect(x: 0, y: 0, width: 300, height: (200 - 20) / 2))
    expectNeonFrame(views[1], CGRect(x: 0, y: 90 + 20, width: 300, height: 90))
  }

  @Test("bad input is refused with a warning and no frame changes")
  func refusals() {
    let fixture = NeonFixture()
    let views = fixture.addViews(2)
    let untouched = CGRect(x: 1, y: 2, width: 3, height: 4)
    for view in views { view.frame = untouched }
    fixture.parent.distributeHorizontally(views + [LayoutNode(name: "loose")], spacing: 0)
    fixture.parent.distributeHorizontally(views, in: CGRect(x: 0, y: 0, width: 10, height: 10), spacing: 20)
    fixture.parent.distributeVertically(views, in: CGRect(x: 0, y: 0, width: 10, height: CGFloat.nan), spacing: 0)
    fixture.parent.distributeVertically([], spacing: 0)
    #expect(views.allSatisfy { $0.frame == untouched })
    #expect(fixture.warnings.count == 4)
  }
}
