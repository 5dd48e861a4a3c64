import AnchorDSL
import Foundation
import LayoutNodes
import Testing

/// SplitMix64: a tiny deterministic generator, so that a failing seed reproduces.
struct SplitMix64 {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
  mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
}

/// The value of an anchor computed from the frames alone (root coordinates), as the solver should
/// have it: leading/trailing resolved by the node's direction; `sign` -1 reads horizontal positions
/// leftwards (a mirrored constraint).
func value(of anchor: AnyLayoutAnchor, sign: CGFloat) -> CGFloat {
  // A guide's frame is in its owner's coordinates; a node's in its parent's.
  guard let node = anchor.node ?? anchor.guide?.owningNode else { return .nan }
  let local = anchor.guide?.frame ?? (node.parent == nil ? CGRect(origin: .zero, size: node.frame.size) : node.frame)
  // Raw origin and size: solved sizes may be negative, and CGRect's minX/width standardize them.
  var x = local.origin.x, y = local.origin.y
  var parent = anchor.guide == nil ? node.parent : node
  while let current = parent, current.parent != nil {
    x += current.frame.origin.x
    y += current.frame.origin.y
    parent = current.parent
  }
  let width = local.size.width, height = local.size.height
  let rightToLeft = node.layoutDirection == .rightToLeft
  switch anchor.attribute {
  case .left: return sign * x
  case .right: return sign * (x + width)
  case .centerX: return sign * (x + width / 2)
  case .leading: return sign * (rightToLeft ? x + width : x)
  case .trailing: return sign * (rightToLeft ? x : x + width)
  case .top: return y
  case .bottom: return y + height
  case .centerY: return y + height / 2
  case .width: return width
  case .height: return height
  case .firstBaseline, .lastBaseline:
    // Text of the 10-point fixed font: baselines 10 below each 12-point line's top; else the bottom.
    guard let text = node.text, !node.isHidden else { return y + height }
    let lines = CGFloat(max(1, text.lineWidths(forWidth: width).count))
    return y + (anchor.attribute == .firstBaseline ? 10 : (lines - 1) * 12 + 10)
  }
}

/// Whether an installed required constraint holds on the written-back frames.
func holdsOnFrames(_ constraint: LayoutConstraint) -> Bool {
  let anchors = [constraint.firstAnchor] + constraint.terms.map(\.anchor)
  let mirrored = anchors.first { $0.attribute.isDirectional }.map { $0.node?.layoutDirection == .rightToLeft } ?? false
  let sign: CGFloat = mirrored ? -1 : 1
  let lhs = value(of: constraint.firstAnchor, sign: sign)
  let rhs = constraint.terms.reduce(constraint.constant) { $0 + $1.coefficient * value(of: $1.anchor, sign: sign) }
  let slack = 1e-6 * max(1, abs(lhs), abs(rhs))
  switch constraint.relation {
  case .equal: return abs(lhs - rhs) <= slack
  case .lessThanOrEqual: return lhs <= rhs + slack
  case .greaterThanOrEqual: return lhs >= rhs - slack
  }
}

@Suite struct RandomizedLayoutTests {
  /// Random activations, deactivations, constant and priority changes, resizes, content and direction
  /// changes and subtree moves, each followed by a layout pass: every installed required constraint
  /// must then hold on the frames written back, and every required constraint of the solver must hold.
  @Test(arguments: 0..<12)
  func `incremental changes keep every installed required constraint satisfied`(seed: Int) {
    var random = SplitMix64(state: UInt64(seed) &* 7919 &+ 17)
    let root = LayoutNode(name: "root")
    root.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
    var nodes: [LayoutNode] = []
    for index in 0..<6 {
      let node = LayoutNode(name: "n\(index)")
      (index < 3 ? root : nodes[index - 3]).addChild(node)
      nodes.append(node)
    }
    let all = [root] + nodes
    var constraints: [LayoutConstraint] = []
    let priorities: [LayoutPriority] = [.required, .required, .high, .low, .fittingSize, 600]
    for step in 0..<150 {
      let a = nodes[random.below(nodes.count)]
      let b = all[random.below(all.count)]
      let constant = CGFloat(random.below(81) - 40)
      let priority = priorities[random.below(priorities.count)]
      switch random.below(12) {
      case 0, 1, 2:
        let x: [LayoutXAxisAnchor] = [b.leadingAnchor, b.trailingAnchor, b.leftAnchor, b.centerXAnchor]
        let target = x[random.below(x.count)] + constant ~ priority
        constraints.append(random.chance(50) ? a.leadingAnchor == target : a.trailingAnchor >= target)
      case 3, 4:
        let target = b.bottomAnchor + constant ~ priority
        constraints.append(random.chance(50) ? a.topAnchor == target : a.centerYAnchor <= target)
      case 4 where random.chance(40):
        let guide = random.chance(50) ? b.safeAreaLayoutGuide : b.layoutMarginsGuide
        constraints.append(
          random.chance(50)
            ? a.firstBaselineAnchor == guide.topAnchor + constant ~ priority
            : a.leadingAnchor >= guide.leadingAnchor + constant ~ priority)
        if random.chance(30) {
          b.safeAreaInsets = EdgeInsets(top: constant + 40, left: 10, bottom: 0, right: CGFloat(random.below(30)))
        }
      case 5 where random.chance(30):
        constraints.append(a.lastBaselineAnchor <= b.firstBaselineAnchor + constant ~ priority)
      case 5, 6:
        constraints.append(
          random.chance(50)
            ? a.widthAnchor == CGFloat(random.below(100)) ~ priority
            : a.heightAnchor >= b.heightAnchor * 0.5 + constant ~ priority)
      case 7:
        if let victim = constraints.randomElement(using: &random) { victim.isActive.toggle() }
      case 8:
        if let victim = constraints.randomElement(using: &random) { victim.constant = constant }
      case 9:
        if let victim = constraints.randomElement(using: &random) { victim.priority = priority }
      case 10:
        root.frame.size = CGSize(width: 200 + random.below(400), height: 100 + random.below(400))
        if random.chance(30) { a.intrinsicContentSize = IntrinsicContentSize(width: constant + 40, height: 20) }
        if random.chance(20) { a.isHidden.toggle() }
        if random.chance(25) {
          let words = Array(repeating: "word", count: random.below(12)).joined(separator: " ")
          a.text = random.chance(30) ? nil : TextContent(words, font: FixedAdvanceFont(size: 10))
        }
      default:
        if random.chance(50) {
          a.layoutDirection = random.chance(50) ? .rightToLeft : .leftToRight
        } else if a.parent !== root {
          // Move a subtree to the root: its constraints to the rest are deactivated.
          root.addChild(a)
        }
      }
      root.layoutIfNeeded()
      let broken = constraints.filter { $0.isInstalled && $0.priority.isRequired && !holdsOnFrames($0) }
      #expect(broken.isEmpty, "seed \(seed) step \(step): \(broken)")
      #expect(constraints.allSatisfy { !$0.isInstalled || $0.isActive }, "seed \(seed) step \(step)")
      let solverBroken =
        root._solver?.constraints.filter { $0.strength.isRequired && !$0.isSatisfied(tolerance: 1e-6) } ?? []
      #expect(solverBroken.isEmpty, "seed \(seed) step \(step): \(solverBroken)")
      #expect(!root.layoutDiagnostics.contains { $0.message.contains("Internal") }, "seed \(seed) step \(step)")
      if !broken.isEmpty || !solverBroken.isEmpty { return }
      if step % 15 == 14 {
        expectRebuildAgrees(root: root, nodes: nodes, constraints: constraints, seed: seed, step: step)
      }
    }
  }
}

extension SplitMix64: RandomNumberGenerator {}

/// A node's rectangle in root coordinates, unstandardized (a node may be determined while its parent
/// is ambiguous, so compare where the solver puts it, not where it sits in its parent).
/// Frame-based nodes (on no left-hand side) are compared in their parent's coordinates: their frame
/// is given, while their parent may be ambiguous.
func rootRect(_ node: LayoutNode) -> CGRect {
  guard node.activeConstraints.contains(where: { $0.firstAnchor.node === node }) else { return node.frame }
  return absoluteRect(node)
}

/// A node's frame in root coordinates, unstandardized.
func absoluteRect(_ node: LayoutNode) -> CGRect {
  var rect = node.frame
  var ancestor = node.parent
  while let current = ancestor, current.parent != nil {
    rect.origin.x += current.frame.origin.x
    rect.origin.y += current.frame.origin.y
    ancestor = current.parent
  }
  return rect
}

/// Rebuilds the tree's solver from scratch — moving the root under a temporary parent and back moves
/// every constraint into a fresh engine — and expects every node whose layout is not ambiguous to get
/// the frame the incremental passes gave it. Which of several conflicting required constraints is left
/// out depends on the order they arrived in, so the frames are compared only when the rebuild installed
/// the same constraints.
func expectRebuildAgrees(root: LayoutNode, nodes: [LayoutNode], constraints: [LayoutConstraint], seed: Int, step: Int) {
  let incremental = nodes.map(rootRect)
  let determined = nodes.map { !$0.hasAmbiguousLayout }
  let installed = constraints.map(\.isInstalled)
  let holder = LayoutNode(name: "holder")
  holder.addChild(root)
  root.removeFromParent()
  root.layoutIfNeeded()
  guard constraints.map(\.isInstalled) == installed else { return }
  for (index, node) in nodes.enumerated() where determined[index] {
    let a = incremental[index], b = rootRect(node)
    let same = [
      a.origin.x - b.origin.x, a.origin.y - b.origin.y, a.size.width - b.size.width, a.size.height - b.size.height,
    ]
    .allSatisfy { abs($0) <= 1e-6 * max(1, abs(a.origin.x) + abs(a.size.width) + abs(a.origin.y) + abs(a.size.height)) }
    #expect(same, "seed \(seed) step \(step): \(node.name) incremental \(a), rebuilt \(b)")
  }
}
