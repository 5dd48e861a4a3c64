import Foundation
import LayoutNodes
import Testing

/// A measure closure may change the tree of the layout measuring it and measure that layout again
/// before returning: the inner measurement sees the new children, the outer one finishes with the
/// children it started with (their records and nodes are kept until it is done), and the next layout
/// places the tree as it is. (The closures hold the column unowned: it holds them, through the probe.)
@Suite("LinearLayout changed by a measure closure while it measures")
struct LinearLayoutReentrantChangeTests {
  typealias F = LinearLayoutFixtures

  /// A 20 × 10 node whose measure closure, the first time it runs, makes `change` to the column and
  /// measures the column again, at width 100 (``inner``).
  private final class Probe {
    let node = LayoutNode(name: "probe")
    private(set) var inner: CGSize?

    init(in column: LinearLayout, change: @escaping (LinearLayout) -> Void) {
      node.measure = { [unowned self, unowned column] _ in
        if self.inner == nil {
          self.inner = .zero  // measured again below: answer without changing the tree again
          change(column)
          self.inner = column.sizeThatFits(CGSize(width: 100, height: unboundedDimension))
        }
        return CGSize(width: 20, height: 10)
      }
    }
  }

  private func measuredAtWidth100(_ column: LinearLayout) -> CGSize {
    column.sizeThatFits(CGSize(width: 100, height: unboundedDimension))
  }

  @Test("a child added and the layout measured again from inside a measurement")
  func childAddedDuringMeasurement() {
    let column = LinearLayout(name: "column", orientation: .vertical)
    let b = F.label("b", "hello world")  // 55 × 12
    let c = F.label("c", "hi")  // 10 × 12
    let probe = Probe(in: column) { $0.addView(c) }
    column.addView(probe.node)
    column.addView(b)

    let outer = measuredAtWidth100(column)
    // Inside: probe, b and c stacked, as wide as b.
    #expect(probe.inner == CGSize(width: 55, height: 10 + 12 + 12))
    // Outside: the children the measurement started with, probe and b.
    #expect(outer == CGSize(width: 55, height: 10 + 12))

    // The next measurement and layout see all three children.
    #expect(measuredAtWidth100(column) == CGSize(width: 55, height: 34))
    column.frame = CGRect(x: 0, y: 0, width: 100, height: 34)
    column.layoutChildren()
    expectLinearFrame(probe.node, CGRect(x: 0, y: 0, width: 20, height: 10))
    expectLinearFrame(b, CGRect(x: 0, y: 10, width: 55, height: 12))
    expectLinearFrame(c, CGRect(x: 0, y: 22, width: 10, height: 12))
  }

  @Test("a child removed and the layout measured again from inside a measurement")
  func childRemovedDuringMeasurement() {
    let column = LinearLayout(name: "column", orientation: .vertical)
    let b = F.label("b", "hello world")  // 55 × 12
    let c = F.label("c", "hi")  // 10 × 12
    let probe = Probe(in: column) { _ in b.removeFromParent() }
    for node in [probe.node, b, c] { column.addView(node) }

    let outer = measuredAtWidth100(column)
    #expect(probe.inner == CGSize(width: 20, height: 10 + 12))
    // The outer measurement still reads b, no longer a child, through the records it started with.
    #expect(outer == CGSize(width: 55, height: 10 + 12 + 12))

    column.frame = CGRect(x: 0, y: 0, width: 100, height: 22)
    column.layoutChildren()
    expectLinearFrame(probe.node, CGRect(x: 0, y: 0, width: 20, height: 10))
    expectLinearFrame(c, CGRect(x: 0, y: 10, width: 10, height: 12))
  }

  @Test("a child replaced and the layout measured again from inside a measurement")
  func childReplacedDuringMeasurement() {
    let column = LinearLayout(name: "column", orientation: .vertical)
    let b = F.label("b", "hello world")  // 55 × 12
    let c = F.label("c", "hi")  // 10 × 12
    let d = F.label("d", "abc")  // 15 × 12
    let probe = Probe(in: column) { column in
      b.removeFromParent()
      column.addView(d)
    }
    for node in [probe.node, b, c] { column.addView(node) }

    let outer = measuredAtWidth100(column)
    #expect(probe.inner == CGSize(width: 20, height: 34))
    #expect(outer == CGSize(width: 55, height: 34))

    // As many children as before, with the same generations: the outer measurement's slots, taken
    // for b and c, are not the slots of c and d.
    #expect(measuredAtWidth100(column) == CGSize(width: 20, height: 34))
    column.frame = CGRect(x: 0, y: 0, width: 100, height: 34)
    column.layoutChildren()
    expectLinearFrame(probe.node, CGRect(x: 0, y: 0, width: 20, height: 10))
    expectLinearFrame(c, CGRect(x: 0, y: 10, width: 10, height: 12))
    expectLinearFrame(d, CGRect(x: 0, y: 22, width: 15, height: 12))
  }

  /// A child of the random column, to build the same column afresh: a label's text, or the size a
  /// probe answers.
  private enum Piece {
    case label(String)
    case probe(CGSize)
  }

  /// Random columns and rows of labels and probes, whose measure closures add, remove, hide and
  /// rewrite children and measure or lay out the layout again, nested to any depth: once the changes
  /// stop, the layout gives the frames of the same children built afresh.
  @Test(arguments: 1...300)
  func `changes made while measuring leave the frames of a fresh layout`(seed: Int) {
    var generator = F.Generator(seed: UInt64(seed))
    let orientation: LinearLayout.Orientation = generator.chance(50) ? .vertical : .horizontal
    let layout = LinearLayout(name: "layout", orientation: orientation)
    var pieces: [ObjectIdentifier: Piece] = [:]
    var changesLeft = 8
    let texts = ["hi", "hello world", "a b c d e", "layout"]
    // The probes' closures reach the layout through these local functions: their closures are let go
    // at the end, which frees the layout.
    var probes: [LayoutNode] = []
    defer { for probe in probes { probe.measure = nil } }

    func newLabel() -> LayoutNode {
      let text = generator.pick(texts)
      let node = F.label("label\(pieces.count)", text)
      pieces[ObjectIdentifier(node)] = .label(text)
      return node
    }
    func newProbe() -> LayoutNode {
      let size = CGSize(width: CGFloat(10 + generator.below(5) * 10), height: CGFloat(5 + generator.below(4) * 5))
      let node = LayoutNode(name: "probe\(pieces.count)")
      pieces[ObjectIdentifier(node)] = .probe(size)
      probes.append(node)
      node.measure = { [unowned layout, unowned node] _ in
        guard changesLeft > 0 else { return size }
        changesLeft -= 1
        let others = layout.children.filter { $0 !== node }
        switch generator.below(4) {
        case 0: layout.addView(generator.chance(70) ? newLabel() : newProbe())
        case 1: if !others.isEmpty { generator.pick(others).removeFromParent() }
        case 2:
          if !others.isEmpty {
            let other = generator.pick(others)
            other.isHidden.toggle()
          }
        default:
          let labels = others.filter { $0.text != nil }
          if !labels.isEmpty {
            let label = generator.pick(labels), text = generator.pick(texts)
            label.text = TextContent(text, font: F.font)
            pieces[ObjectIdentifier(label)] = .label(text)
          }
        }
        let width = CGFloat(40 + generator.below(20) * 10)
        if generator.chance(60) {
          _ = layout.sizeThatFits(CGSize(width: width, height: unboundedDimension))
        } else if generator.chance(50) {
          layout.frame = CGRect(x: 0, y: 0, width: width, height: 200)
          layout.layoutChildren()
        }
        return size
      }
      return node
    }

    for _ in 0..<(3 + generator.below(4)) { layout.addView(generator.chance(30) ? newProbe() : newLabel()) }
    for _ in 0..<4 { F.layOutAsRow(layout, width: CGFloat(40 + generator.below(20) * 10)) }
    changesLeft = 0
    F.layOutAsRow(layout, width: 150)

    let fresh = LinearLayout(name: "fresh", orientation: orientation)
    for child in layout.children {
      let copy: LayoutNode
      switch pieces[ObjectIdentifier(child)] {
      case .label(let text): copy = F.label(child.name, text)
      case .probe(let size):
        copy = LayoutNode(name: child.name)
        copy.measure = { _ in size }
      case nil:
        Issue.record("\(child.name) is not a child the test made")
        return
      }
      copy.isHidden = child.isHidden
      fresh.addView(copy)
    }
    F.layOutAsRow(fresh, width: 150)
    #expect(layout.frame == fresh.frame)
    for (child, copy) in zip(layout.children, fresh.children) where !child.isHidden {
      #expect(F.isClose(child.frame, copy.frame), "seed \(seed), \(child.name): \(child.frame) != \(copy.frame)")
    }
  }
}
