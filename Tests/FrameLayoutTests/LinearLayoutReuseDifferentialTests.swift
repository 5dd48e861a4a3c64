import Foundation
import LayoutNodes
import Testing

/// A linear layout keeps its measurements and slots between passes and reuses them at a new size
/// when it can prove they hold there. These tests check that proof against the definition: a tree
/// laid out at one size after a series of others (and after changes of text) gives exactly the
/// frames of the same tree built afresh and laid out once at that size, for random trees of nested
/// layouts (orientations, padding, margins, weights, alignments, fixed, wrapping and matching sizes,
/// bounds, wrapping text and fixed-size images).
@Suite struct LinearLayoutReuseDifferentialTests {
  private typealias Generator = LinearLayoutFixtures.Generator

  /// A tree to build: its text labels can change between passes, so the description is a class.
  private final class Spec {
    enum Kind {
      case label(String)
      case image(width: CGFloat, height: CGFloat)
      case layout(LinearLayout.Orientation, padding: EdgeInsets, children: [(Spec, LinearLayout.LayoutParams)])
    }
    var kind: Kind
    /// Whether the node is hidden (only labels are hidden and shown again here).
    var isHidden = false
    init(_ kind: Kind) { self.kind = kind }

    var labels: [Spec] {
      switch kind {
      case .label: return [self]
      case .image: return []
      case .layout(_, _, let children): return children.flatMap { $0.0.labels }
      }
    }
  }

  private static let words = ["a", "to", "the", "word", "layout", "sixteen", "measured", "unbreakable"]

  private static func randomText(_ generator: inout Generator) -> String {
    (0..<(1 + generator.below(6))).map { _ in generator.pick(words) }.joined(separator: " ")
  }

  private static func randomInsets(_ generator: inout Generator) -> EdgeInsets {
    guard generator.chance(50) else { return .zero }
    let values: [CGFloat] = [0, 2, 5, 8]
    return EdgeInsets(
      top: generator.pick(values), left: generator.pick(values), bottom: generator.pick(values),
      right: generator.pick(values))
  }

  private static func randomSize(_ generator: inout Generator) -> LinearLayout.Size {
    switch generator.below(6) {
    case 0: return .points(CGFloat(10 + generator.below(8) * 15))
    case 1: return .matchParent
    case 2: return .points(0)
    default: return .wrapContent
    }
  }

  private static func randomSpec(_ generator: inout Generator, depth: Int) -> Spec {
    if depth > 0, depth >= 3 || generator.chance(45) {
      return generator.chance(75)
        ? Spec(.label(randomText(&generator)))
        : Spec(.image(width: CGFloat(8 + generator.below(6) * 10), height: CGFloat(8 + generator.below(5) * 10)))
    }
    var children: [(Spec, LinearLayout.LayoutParams)] = []
    for _ in 0..<(1 + generator.below(4)) {
      var params = LinearLayout.LayoutParams(
        width: randomSize(&generator), height: randomSize(&generator), margin: randomInsets(&generator),
        align: generator.chance(40) ? generator.pick([.top, .center, .bottom, .left, .right]) : nil,
        fill: generator.chance(35) ? CGFloat(1 + generator.below(3)) : 0)
      if generator.chance(15) { params.minWidth = CGFloat(generator.below(5) * 20) }
      if generator.chance(15) { params.maxWidth = CGFloat(40 + generator.below(5) * 30) }
      if generator.chance(10) { params.minHeight = CGFloat(generator.below(4) * 15) }
      if generator.chance(10) { params.maxHeight = CGFloat(20 + generator.below(4) * 25) }
      children.append((randomSpec(&generator, depth: depth + 1), params))
    }
    return Spec(
      .layout(generator.pick([.horizontal, .vertical]), padding: randomInsets(&generator), children: children))
  }

  /// Builds the tree the spec describes, returning its root and its labels in the spec's order.
  private static func build(_ spec: Spec) -> (LayoutNode, [LayoutNode]) {
    var labels: [LayoutNode] = []
    func node(_ spec: Spec) -> LayoutNode {
      switch spec.kind {
      case .label(let string):
        let label = LinearLayoutFixtures.label("label\(labels.count)", string)
        label.isHidden = spec.isHidden
        labels.append(label)
        return label
      case .image(let width, let height):
        return LinearLayoutFixtures.image("image", width: width, height: height)
      case .layout(let orientation, let padding, let children):
        let layout = LinearLayout(name: "layout", orientation: orientation, padding: padding)
        for (child, params) in children {
          layout.addView(
            node(child), width: params.width, height: params.height, margin: params.margin, align: params.align,
            fill: params.fill)
          if let view = layout.children.last, var stored = layout.layoutParams(of: view) {
            stored.minWidth = params.minWidth
            stored.maxWidth = params.maxWidth
            stored.minHeight = params.minHeight
            stored.maxHeight = params.maxHeight
            layout.setLayoutParams(stored, of: view)
          }
        }
        return layout
      }
    }
    return (node(spec), labels)
  }

  /// Lays the root out at a width: as a list row (its wrap-content height) or in a fixed frame.
  private static func layOut(_ root: LinearLayout, width: CGFloat, height: CGFloat?) {
    if let height {
      root.frame = CGRect(x: 0, y: 0, width: width, height: height)
      root.layoutChildren()
    } else {
      LinearLayoutFixtures.layOutAsRow(root, width: width)
    }
  }

  private static func dump(_ node: LayoutNode, _ indent: String) {
    let params = (node.parent as? LinearLayout)?.layoutParams(of: node)
    print(
      indent
        + "\(node.name) \(node.frame) \((node as? LinearLayout).map { "\($0.orientation)" } ?? "") \(node.text?.string ?? "") \(params.map { "\($0)" } ?? "")"
    )
    for child in node.children { dump(child, indent + "  ") }
  }

  /// Every frame of the tree's visible nodes, in pre-order (a hidden node keeps the frame it had, which
  /// a fresh tree never gave it).
  private static func frames(_ node: LayoutNode) -> [CGRect] {
    node.isHidden ? [] : [node.frame] + node.children.flatMap(frames)
  }

  @Test(arguments: 1...400)
  func `a layout laid out after other sizes gives the frames of a fresh one laid out once`(seed: Int) throws {
    try checkAgainstFreshLayouts(seed: seed) { generator in
      (CGFloat(30 + generator.below(38) * 10), generator.chance(40) ? CGFloat(40 + generator.below(30) * 10) : nil)
    }
  }

  /// Sizes drawn from a few, as a list resized between orientations: layouts then take back slots they
  /// kept from an earlier pass at the same size (``LinearLayout`` keeps a few computations), which
  /// must give what a fresh computation gives, after texts changed and labels were hidden or shown
  /// in between too.
  @Test(arguments: 1...300)
  func `a layout laid out again at sizes it had gives the frames of a fresh one`(seed: Int) throws {
    try checkAgainstFreshLayouts(seed: seed, steps: 16) { generator in
      (generator.pick([60, 120, 250] as [CGFloat]), generator.pick([nil, nil, 150] as [CGFloat?]))
    }
  }

  /// Two sizes, each laid out many times in a row, and frames set by hand between some passes: a pass
  /// at a size whose frames were kept sets them again (``LinearLayout`` replays a pass it recorded),
  /// which must give what placing the tree gives, whatever frames the nodes had.
  @Test(arguments: 1...300)
  func `a layout laid out many times at the same sizes gives the frames of a fresh one`(seed: Int) throws {
    try checkAgainstFreshLayouts(seed: seed, steps: 24, scribbles: true) { generator in
      (generator.chance(25) ? 250 : 120, nil)
    }
  }

  /// Every node of the tree, in pre-order.
  private static func nodes(_ node: LayoutNode) -> [LayoutNode] {
    [node] + node.children.flatMap(nodes)
  }

  /// Lays a random tree out `steps` times at the sizes `size` draws, changing a label's text or
  /// hidden flag between some passes (and, with `scribbles`, a node's frame), and compares every frame
  /// with a fresh tree's at each size.
  private func checkAgainstFreshLayouts(
    seed: Int, steps: Int = 10, scribbles: Bool = false, size: (inout Generator) -> (width: CGFloat, height: CGFloat?)
  ) throws {
    var generator = Generator(seed: UInt64(seed))
    let spec = Self.randomSpec(&generator, depth: 0)
    let (keptRoot, keptLabels) = Self.build(spec)
    let kept = try #require(keptRoot as? LinearLayout)
    for step in 0..<steps {
      if step > 0, generator.chance(20), !keptLabels.isEmpty {
        let index = generator.below(keptLabels.count)
        let string = Self.randomText(&generator)
        spec.labels[index].kind = .label(string)
        keptLabels[index].text?.string = string
      }
      if step > 0, generator.chance(10), !keptLabels.isEmpty {
        let index = generator.below(keptLabels.count)
        spec.labels[index].isHidden.toggle()
        keptLabels[index].isHidden = spec.labels[index].isHidden
      }
      if scribbles, step > 0, generator.chance(30) {
        let nodes = Self.nodes(kept).dropFirst()
        if !nodes.isEmpty {
          let node = nodes[nodes.startIndex + generator.below(nodes.count)]
          node.frame = CGRect(x: 3, y: 5, width: CGFloat(generator.below(90)), height: 7)
        }
      }
      let (width, height) = size(&generator)
      Self.layOut(kept, width: width, height: height)
      let fresh = try #require(Self.build(spec).0 as? LinearLayout)
      Self.layOut(fresh, width: width, height: height)
      let keptFrames = Self.frames(kept), freshFrames = Self.frames(fresh)
      // Weights that share unbounded room (a weighted child of a layout that wraps its content along
      // that axis) give that layout an infinite or near-infinite length; such a frame is refused
      // with a warning and its children keep the frames they had: nothing to compare.
      let degenerate = freshFrames.contains { frame in
        [frame.minX, frame.minY, frame.width, frame.height].contains { !$0.isFinite || abs($0) > 1e9 }
      }
      if degenerate { continue }
      if ProcessInfo.processInfo.environment["DEBUG_SEED"] == "\(seed)" {
        print("PASS \(step) \(width) \(String(describing: height))")
        Self.dump(kept, "K ")
        Self.dump(fresh, "F ")
      }
      #expect(keptFrames.count == freshFrames.count)
      for (index, (a, b)) in zip(keptFrames, freshFrames).enumerated() {
        #expect(
          a == b || LinearLayoutFixtures.isClose(a, b),
          "seed \(seed), pass \(step) at \(width) × \(height.map { "\($0)" } ?? "wrap"): node \(index) \(a) != \(b)")
      }
    }
  }
}
