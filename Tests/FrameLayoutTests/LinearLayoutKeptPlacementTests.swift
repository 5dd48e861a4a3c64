import AnchorDSL
import Foundation
import LayoutNodes
import Testing

/// A pass that begins at a linear layout and places the same slots at a size it placed them at twice
/// before sets the frames it recorded then, without walking its nested layouts; every change that can
/// change a frame (a generation, a child, a hook, the display scale) makes it place again, and a pass
/// that records a diagnostic is never replayed.
///
/// The tree: a vertical `column` (101 × 100) holding a horizontal `row` (matching its width, 20 high:
/// an `icon` 40 × 20 and a `title` "hello" of width 0 and fill 1 with 8 of margin on its left, so
/// 101 − 40 − 8 = 53 wide and 12 high) and, below it, a `badge` 30 × 10 centred across:
/// x = (101 − 30) / 2 = 35.5.
@Suite struct LinearLayoutKeptPlacementTests {
  let column = LinearLayoutFixtures.layout(.vertical, width: 101, height: 100)
  let row = LinearLayout(name: "row", orientation: .horizontal)
  let icon = LinearLayoutFixtures.image("icon", width: 40, height: 20)
  let title = LinearLayoutFixtures.label("title", "hello")
  let badge = LinearLayoutFixtures.image("badge", width: 30, height: 10)

  init() {
    column.addView(row, width: .matchParent, height: 20)
    row.addView(icon)
    row.addView(title, width: 0, margin: LinearLayoutFixtures.insets(left: 8), fill: 1)
    column.addView(badge, align: .center)
  }

  /// Lays the column out `times` times in its frame: the third pass and later replay.
  private func layOut(times: Int = 3) {
    for _ in 0..<times { column.layoutChildren() }
  }

  private func expectFrames(badgeX: CGFloat = 35.5, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(row.frame == CGRect(x: 0, y: 0, width: 101, height: 20), sourceLocation: sourceLocation)
    #expect(icon.frame == CGRect(x: 0, y: 0, width: 40, height: 20), sourceLocation: sourceLocation)
    #expect(title.frame == CGRect(x: 48, y: 0, width: 53, height: 12), sourceLocation: sourceLocation)
    #expect(badge.frame == CGRect(x: badgeX, y: 20, width: 30, height: 10), sourceLocation: sourceLocation)
  }

  @Test func `frames changed by hand are set again by a pass at a size the layout had`() {
    layOut()
    expectFrames()
    row.frame = CGRect(x: 7, y: 7, width: 7, height: 7)
    icon.frame = .zero
    badge.frame = CGRect(x: -1, y: -1, width: 1, height: 1)
    column.layoutChildren()
    expectFrames()
  }

  @Test func `passes at sizes the layout had alternately set the frames of each size`() {
    for _ in 0..<4 {
      column.frame.size.width = 101
      layOut()
      expectFrames()
      // 150 wide: the title takes 150 − 48 = 102, the badge is centred at (150 − 30) / 2 = 60.
      column.frame.size.width = 150
      layOut()
      #expect(row.frame == CGRect(x: 0, y: 0, width: 150, height: 20))
      #expect(title.frame == CGRect(x: 48, y: 0, width: 102, height: 12))
      #expect(badge.frame == CGRect(x: 60, y: 20, width: 30, height: 10))
    }
  }

  @Test func `a layout laid out at more sizes than it keeps sets the frames of each size`() {
    // Twelve widths, more than the eight computations a layout keeps, three passes at each, twice
    // through: the title takes w − 48, the badge is centred at (w − 30) / 2.
    for width in Array(stride(from: 101, through: 112, by: 1)) + Array(stride(from: 101, through: 112, by: 1)) {
      column.frame.size.width = CGFloat(width)
      for _ in 0..<3 {
        column.layoutChildren()
        #expect(row.frame == CGRect(x: 0, y: 0, width: CGFloat(width), height: 20))
        #expect(title.frame == CGRect(x: 48, y: 0, width: CGFloat(width) - 48, height: 12))
        #expect(badge.frame == CGRect(x: (CGFloat(width) - 30) / 2, y: 20, width: 30, height: 10))
        badge.frame = .zero
      }
    }
  }

  @Test func `slots that hold at another size are placed again at that size`() {
    // A strip's child is centred across it: its slot holds when only the strip's height changes, its
    // frame does not (y = (height − 10) / 2).
    let strip = LinearLayoutFixtures.layout(.horizontal, width: 100, height: 40)
    let dot = LinearLayoutFixtures.image("dot", width: 20, height: 10)
    strip.addView(dot, align: .center)
    for height in [40, 60, 40, 60] as [CGFloat] {
      strip.frame.size.height = height
      for _ in 0..<3 {
        strip.layoutChildren()
        #expect(dot.frame == CGRect(x: 0, y: (height - 10) / 2, width: 20, height: 10))
      }
    }
  }

  @Test func `a child that answers with its frame is measured again at every pass`() {
    // Without a natural height the node answers with its frame's height, which changes without a new
    // generation: its row places it again from its answer, not from frames kept. (The title's fill
    // takes the room left: 101 − 40 − 8 − 20 = 33, so the node sits at 81.)
    let node = LayoutNode(name: "node")
    node.intrinsicContentSize = IntrinsicContentSize(width: 20, height: nil)
    row.addView(node)
    layOut()
    #expect(node.frame == CGRect(x: 81, y: 0, width: 20, height: 0))
    node.frame = CGRect(x: 0, y: 0, width: 20, height: 15)
    column.layoutChildren()
    #expect(node.frame == CGRect(x: 81, y: 0, width: 20, height: 15))
  }

  @Test func `a pass that a measure closure re-enters sets and keeps the frames of a full pass`() {
    // A 10 × 10 probe at the row's end whose measure closure lays the column out again, once, from
    // inside the column's pass that records (the probe is measured there, as its row's text changed).
    // The title's fill takes 101 − 40 − 8 − 10 = 43, so the probe sits at 91.
    let probe = LayoutNode(name: "probe")
    var reentersColumn = false
    probe.measure = { [unowned column] _ in
      if reentersColumn {
        reentersColumn = false
        column.layoutChildren()
      }
      return CGSize(width: 10, height: 10)
    }
    row.addView(probe)
    layOut()
    title.text?.string = "hi"
    reentersColumn = true
    probe.invalidateIntrinsicContentSize()
    for _ in 0..<4 {
      column.layoutChildren()
      #expect(row.frame == CGRect(x: 0, y: 0, width: 101, height: 20))
      #expect(title.frame == CGRect(x: 48, y: 0, width: 43, height: 12))
      #expect(probe.frame == CGRect(x: 91, y: 0, width: 10, height: 10))
      #expect(badge.frame == CGRect(x: 35.5, y: 20, width: 30, height: 10))
      row.frame.origin = CGPoint(x: 1, y: 1)
      probe.frame = .zero
    }
    #expect(!reentersColumn)
  }

  @Test func `a hook set on a child after its frames were kept runs at every later pass`() {
    layOut()
    var titleHookRuns = 0
    title.layoutSubviews = { _ in titleHookRuns += 1 }
    layOut(times: 4)
    #expect(titleHookRuns == 4)
    expectFrames()
    // A nested layout's own hook replaced: the new one runs instead of the row's placement.
    var rowHookRuns = 0
    row.layoutSubviews = { _ in rowHookRuns += 1 }
    icon.frame = .zero
    layOut(times: 4)
    #expect(rowHookRuns == 4)
    #expect(icon.frame == .zero)
    #expect(badge.frame == CGRect(x: 35.5, y: 20, width: 30, height: 10))
  }

  @Test func `a hook of the user's that lays a nested layout out runs at every pass`() {
    // As an overriding `layoutSubviews` calls `super`: the row is laid out by its own placement too.
    var wrappingHookRuns = 0
    row.layoutSubviews = { node in
      wrappingHookRuns += 1
      (node as? LinearLayout)?.layoutChildren()
    }
    layOut(times: 5)
    #expect(wrappingHookRuns == 5)
    expectFrames()
  }

  @Test func `a display scale set after the frames were kept rounds the origins`() {
    layOut()
    column.displayScale = 1
    column.layoutChildren()
    expectFrames(badgeX: 36)
    layOut()
    expectFrames(badgeX: 36)
    column.displayScale = 2
    layOut()
    expectFrames(badgeX: 35.5)
    column.displayScale = nil
    layOut()
    expectFrames(badgeX: 35.5)
  }

  @Test func `a pass that records a warning records it again at the same size`() {
    column.displayScale = 0
    var warningsPerPass: [Int] = []
    for _ in 0..<5 {
      let before = column.layoutDiagnostics.count
      column.layoutChildren()
      warningsPerPass.append(column.layoutDiagnostics.count - before)
    }
    // The column and the row each warn of the scale (the row reads it from the column).
    #expect(warningsPerPass == [2, 2, 2, 2, 2])
    expectFrames()
  }

  @Test func `parameters, children and texts changed after the frames were kept are laid out`() {
    layOut()
    column.setLayoutParams(LinearLayout.LayoutParams(align: .right), of: badge)
    column.layoutChildren()
    #expect(badge.frame == CGRect(x: 71, y: 20, width: 30, height: 10))
    layOut()
    let footer = LinearLayoutFixtures.image("footer", width: 10, height: 10)
    column.addView(footer)
    column.layoutChildren()
    #expect(footer.frame == CGRect(x: 0, y: 30, width: 10, height: 10))
    layOut()
    icon.removeFromParent()
    column.layoutChildren()
    #expect(title.frame == CGRect(x: 8, y: 0, width: 93, height: 12))
    layOut()
    title.text?.string = "hello you"  // 45 wide: the slot is still the room left
    row.padding = LinearLayoutFixtures.insets(left: 3)
    column.layoutChildren()
    #expect(title.frame == CGRect(x: 11, y: 0, width: 90, height: 12))
    layOut()
    #expect(title.frame == CGRect(x: 11, y: 0, width: 90, height: 12))
    #expect(badge.frame == CGRect(x: 71, y: 20, width: 30, height: 10))
    #expect(footer.frame == CGRect(x: 0, y: 30, width: 10, height: 10))
  }

  @Test func `frames set again by a replayed pass reach the constraints that refer to them`() {
    // The column is laid out by its hook in the engine's pass; a node outside it is constrained
    // 4 below the title's bottom and 2 right of the badge's right edge.
    let root = LayoutNode(name: "root")
    root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
    root.addChild(column)
    let marker = LayoutNode(name: "marker")
    root.addChild(marker)
    marker.topAnchor == title.bottomAnchor + 4
    marker.leadingAnchor == badge.trailingAnchor + 2
    marker.widthAnchor == 5
    marker.heightAnchor == 5
    for _ in 0..<3 {
      column.setNeedsLayout()
      root.layoutIfNeeded()
    }
    expectFrames()
    #expect(marker.frame == CGRect(x: 67.5, y: 16, width: 5, height: 5))
    title.frame = CGRect(x: 0, y: 50, width: 10, height: 10)
    badge.frame = CGRect(x: 90, y: 0, width: 10, height: 10)
    root.layoutIfNeeded()
    #expect(marker.frame == CGRect(x: 102, y: 64, width: 5, height: 5))
    column.setNeedsLayout()
    root.layoutIfNeeded()
    expectFrames()
    #expect(marker.frame == CGRect(x: 67.5, y: 16, width: 5, height: 5))
    #expect(root.layoutDiagnostics.isEmpty, "\(root.layoutDiagnostics)")
  }
}
