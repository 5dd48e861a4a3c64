import Foundation
import LayoutNodes
import Testing

/// Cross-axis alignment in both orientations, the warning for an alignment that does not fit, and
/// right-to-left (which the seed does not support: frames stay physical).
@Suite("LinearLayout alignment")
struct LinearLayoutAlignmentTests {
  typealias F = LinearLayoutFixtures

  /// A 300-long layout, 100 across, padding 10 at the cross start and 20 at the cross end; the child
  /// is 50 along and 30 across with margins 4 (cross start) and 6 (cross end): its slot is 40 across.
  /// Expected cross origins: start 10 + 4 = 14; centre 14 + (100 - 40 - 10 - 20) / 2 = 29;
  /// end 100 - 20 - 40 + 4 = 44.
  @Test(
    "a child sits at the start, centre or end of the cross axis",
    arguments: [
      (LinearLayout.Orientation.horizontal, LinearLayout.Alignment?.none, CGFloat(14)),
      (.horizontal, .top, 14),
      (.horizontal, .center, 29),
      (.horizontal, .bottom, 44),
      (.vertical, nil, 14),
      (.vertical, .left, 14),
      (.vertical, .center, 29),
      (.vertical, .right, 44),
    ])
  func crossAlignment(orientation: LinearLayout.Orientation, align: LinearLayout.Alignment?, expected: CGFloat) {
    let horizontal = orientation == .horizontal
    let layout =
      horizontal
      ? F.layout(.horizontal, width: 300, height: 100, padding: F.insets(top: 10, bottom: 20))
      : F.layout(.vertical, width: 100, height: 300, padding: F.insets(left: 10, right: 20))
    let child = LayoutNode(name: "child")
    if horizontal {
      layout.addView(child, width: 50, height: 30, margin: F.insets(top: 4, bottom: 6), align: align)
    } else {
      layout.addView(child, width: 30, height: 50, margin: F.insets(left: 4, right: 6), align: align)
    }
    layout.layoutChildren()
    let rect =
      horizontal
      ? CGRect(x: 0, y: expected, width: 50, height: 30) : CGRect(x: expected, y: 0, width: 30, height: 50)
    expectLinearFrame(child, rect)
    #expect(F.warnings(layout).isEmpty)
  }

  @Test(
    "an alignment of the other orientation warns and places the child at the start",
    arguments: [
      (LinearLayout.Orientation.horizontal, LinearLayout.Alignment.left),
      (.horizontal, .right),
      (.vertical, .top),
      (.vertical, .bottom),
    ])
  func misfitAlignment(orientation: LinearLayout.Orientation, align: LinearLayout.Alignment) {
    let layout = F.layout(orientation, width: 100, height: 100)
    let child = LayoutNode(name: "child")
    layout.addView(child, width: 20, height: 20, margin: F.insets(top: 3, left: 3), align: align)
    layout.layoutChildren()
    expectLinearFrame(child, CGRect(x: 3, y: 3, width: 20, height: 20))
    let warnings = F.warnings(layout)
    #expect(warnings.count == 1)
    #expect(warnings.first?.message.contains("addView(_:width:height:margin:align:fill:) on 'child'") == true)
    #expect(warnings.first?.message.contains(".\(align) does not apply") == true)
  }

  @Test("changing the orientation warns about alignments that no longer fit and re-lays out")
  func orientationChange() {
    let layout = F.layout(.horizontal, width: 100, height: 100)
    let child = LayoutNode(name: "child")
    layout.addView(child, width: 20, height: 20, align: .bottom)
    layout.layoutChildren()
    expectLinearFrame(child, CGRect(x: 0, y: 80, width: 20, height: 20))
    layout.orientation = .vertical
    #expect(F.warnings(layout).count == 1)
    layout.layoutChildren()
    expectLinearFrame(child, CGRect(x: 0, y: 0, width: 20, height: 20))
  }

  @Test("right-to-left changes nothing: the seed lays out physically, left to right")
  func rightToLeft() {
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
      let layout = F.layout(.horizontal, width: 300, height: 50, padding: F.insets(left: 10))
      layout.layoutDirection = direction
      let a = LayoutNode(name: "a"), b = LayoutNode(name: "b")
      layout.addView(a, width: 40, height: 10)
      layout.addView(b, width: 0, height: 10, margin: F.insets(left: 5), fill: 1)
      layout.layoutChildren()
      expectLinearFrame(a, CGRect(x: 10, y: 0, width: 40, height: 10))
      expectLinearFrame(b, CGRect(x: 55, y: 0, width: 245, height: 10))
    }
  }
}
