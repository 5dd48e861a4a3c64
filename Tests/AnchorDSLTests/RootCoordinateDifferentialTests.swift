import AnchorDSL
import Cassowary
import Foundation
import LayoutNodes
import Testing

/// The same constraints solved two ways: by the engine (boxes in their parents' coordinates, position
/// definitions kept out of the solver, content constraints, changes applied incrementally) and by one
/// `Solver` written here from the constraints' public description alone, four variables per node in
/// root coordinates, built afresh after every change. Where a node's frame is determined (it cannot
/// move without making a constraint worse), both must put it in the same place.
///
/// The solve here follows the rules `docs/layout-engine.md` states, not the engine's code: the root
/// at the origin with its size as edits of strength 10^9; a node on no constraint's left-hand side
/// fixed at its frame in its parent; a margins guide its owner's rectangle inset by the owner's
/// `layoutMargins`; a node on one free, with `size <= c` at its hugging priority and
/// `size >= c` at its compression resistance for a natural size `c` (zero when hidden); a
/// constraint with a leading or trailing anchor read leftwards (all its horizontal positions
/// negated) when the node of its first such anchor lays out right to left.
@Suite struct RootCoordinateDifferentialTests {
  @Test func `the engine's frames are those of one solve of the same constraints in root coordinates`() {
    var compared = 0
    for (seed, usesGuides) in Self.seeds.flatMap({ [($0, false), ($0, true)] }) {
      var random = SplitMix64(state: UInt64(seed) &* 104_729 &+ 3)
      // Half the scenes also target margins guides (a quarter of the position targets) and change margins.
      let guides = usesGuides ? SplitMix64(state: UInt64(seed) &* 7_919 &+ 11) : nil
      let scene = RandomAnchorScene(random: &random, guides: guides)
      for step in 0..<12 {
        if step > 0 { scene.change(random: &random) }
        scene.root.layoutIfNeeded()
        // A required constraint that conflicts with others is left out; the app takes it away.
        if scene.deactivateUninstalled() { scene.root.layoutIfNeeded() }
        let context = "seed \(seed)\(usesGuides ? " with guides" : "") step \(step)"
        compared += scene.compareWithRootCoordinateSolve(context: context)
      }
    }
    // Most nodes are determined (the scenes pin every coordinate weakly), so most are compared.
    #expect(compared >= 2 * Self.seeds.count * 12 * 7 / 2, "only \(compared) determined nodes were compared")
  }

  /// Several changes between passes (two to four), a move of a node to another parent among them at
  /// times, so that a pass removes, re-translates and adds constraints together; in scenes where a
  /// node has weak pins only at times (30 %) and half the constraints added are required equalities,
  /// so that the engine keeps coordinates out of the solver as definitions, drops them and keeps
  /// others in their places within one pass. Some of the changes are a question, between the others,
  /// whether a node's layout is ambiguous. It found that `hasAmbiguousLayout` moved an origin that no
  /// constraint holds and left it there, and (seed 22600, kept here) that substituting a definition
  /// left a rounding residue of a coefficient whose terms cancel.
  @Test func `the engine's frames after several changes in one pass are those of one solve`() {
    var compared = 0
    let seeds = Self.seedsFromEnvironment ?? Array(0..<32) + [22600]
    for (seed, usesGuides) in seeds.flatMap({ [($0, false), ($0, true)] }) {
      var random = SplitMix64(state: UInt64(seed) &* 15_485_863 &+ 5)
      let guides = usesGuides ? SplitMix64(state: UInt64(seed) &* 7_919 &+ 11) : nil
      let scene = RandomAnchorScene(
        random: &random, guides: guides, pinChance: 30, favorsRequiredEqualities: true)
      for step in 0..<12 {
        if step > 0 {
          for _ in 0..<(2 + random.below(3)) {
            if random.chance(15) {
              scene.move(random: &random)
            } else if random.chance(10) {
              // Between changes: the probe solves the changes so far, and the pass must still see them.
              _ = scene.nodes[random.below(scene.nodes.count)].hasAmbiguousLayout
            } else {
              scene.change(random: &random)
            }
          }
        }
        scene.root.layoutIfNeeded()
        if scene.deactivateUninstalled() { scene.root.layoutIfNeeded() }
        let context = "several changes, seed \(seed)\(usesGuides ? " with guides" : "") step \(step)"
        compared += scene.compareWithRootCoordinateSolve(context: context)
      }
    }
    #expect(compared >= 2 * seeds.count * 12 * 7 / 10, "only \(compared) determined nodes were compared")
  }

  /// 48 scenes, and scenes that found bugs: 159 and 196 a node's two required content bounds updated
  /// in an order that crossed them (hiding it), 2507 a frame left behind after `hasAmbiguousLayout`.
  /// Each runs twice, without and with margins guides. `ROOT_DIFFERENTIAL_SEEDS=N` runs the first N
  /// seeds instead (3,000 take about 15 minutes in a debug build), here and in the test of several
  /// changes per pass (33 scenes by default).
  static let seeds: [Int] = seedsFromEnvironment ?? Array(0..<48) + [159, 196, 2507]

  static let seedsFromEnvironment: [Int]? = Int(ProcessInfo.processInfo.environment["ROOT_DIFFERENTIAL_SEEDS"] ?? "")
    .map { Array(0..<$0) }
}

/// A root, seven nodes under it at random depths, some right to left, some with natural sizes and
/// priorities of their own, and 6 to 15 random anchor constraints among them.
private final class RandomAnchorScene {
  let root = LayoutNode(name: "root")
  private(set) var nodes: [LayoutNode] = []
  private(set) var constraints: [LayoutConstraint] = []
  private static let priorities: [LayoutPriority] = [.required, .required, .required, 999, .high, 500, .low, 1]

  /// Draws the margins-guide targets and margins of a scene that uses them, apart from `random`, so
  /// that a seed's scene is the same with and without them but for those.
  private var guides: SplitMix64?

  /// The chance in percent that a node gets weak pins (see ``pin(_:index:random:)``).
  private let pinChance: Int
  /// Whether half the constraints added are required equalities, which the engine keeps out of the
  /// solver as definitions of coordinates that nothing else holds.
  private let favorsRequiredEqualities: Bool

  init(random: inout SplitMix64, guides: SplitMix64?, pinChance: Int = 100, favorsRequiredEqualities: Bool = false) {
    self.guides = guides
    self.pinChance = pinChance
    self.favorsRequiredEqualities = favorsRequiredEqualities
    root.frame = CGRect(x: 0, y: 0, width: CGFloat(200 + random.below(400)), height: CGFloat(100 + random.below(400)))
    for index in 0..<7 {
      let node = LayoutNode(name: "n\(index)")
      let parents = [root] + nodes
      parents[random.below(parents.count)].addChild(node)
      node.frame = CGRect(
        x: CGFloat(random.below(100)), y: CGFloat(random.below(100)), width: CGFloat(random.below(80)),
        height: CGFloat(random.below(80)))
      if random.chance(20) { node.explicitLayoutDirection = .rightToLeft }
      if random.chance(50) { giveContent(node, random: &random) }
      nodes.append(node)
    }
    for (index, node) in nodes.enumerated() where pinChance == 100 || random.chance(pinChance) {
      pin(node, index: index, random: &random)
    }
    for _ in 0..<(6 + random.below(10)) { addConstraint(random: &random) }
  }

  /// Weak constraints on each of the node's four coordinates, each at a low priority of its own (1.5
  /// to 21), so that most frames are determined and few optima are ties.
  private func pin(_ node: LayoutNode, index: Int, random: inout SplitMix64) {
    guard let parent = node.parent else { return }
    func weak(_ k: Int) -> LayoutPriority { LayoutPriority(1.5 + Float(index * 4 + k) * 0.7) }
    constraints += [
      node.leftAnchor == parent.leftAnchor + CGFloat(random.below(200)) ~ weak(0),
      node.topAnchor == parent.topAnchor + CGFloat(random.below(200)) ~ weak(1),
      node.widthAnchor == CGFloat(random.below(150)) ~ weak(2),
      node.heightAnchor == CGFloat(random.below(100)) ~ weak(3),
    ]
  }

  private func giveContent(_ node: LayoutNode, random: inout SplitMix64) {
    node.intrinsicContentSize = IntrinsicContentSize(
      width: random.chance(80) ? CGFloat(10 + random.below(110)) : nil,
      height: random.chance(80) ? CGFloat(10 + random.below(50)) : nil)
    let priorities: [LayoutPriority] = [.low, .high, 500, 999, .required]
    for axis in [LayoutAxis.horizontal, .vertical] where random.chance(40) {
      node.setContentHuggingPriority(priorities[random.below(priorities.count)], for: axis)
      node.setContentCompressionResistancePriority(priorities[random.below(priorities.count)], for: axis)
    }
  }

  private func addConstraint(random: inout SplitMix64) {
    let a = nodes[random.below(nodes.count)]
    let all = [root] + nodes
    let b = all[random.below(all.count)]
    let constant = CGFloat(random.below(81) - 40)
    var priority = Self.priorities[random.below(Self.priorities.count)]
    var relation = random.below(3)
    if favorsRequiredEqualities, random.chance(50) {
      priority = .required
      relation = 0
    }
    func relate<Kind>(_ lhs: LayoutAnchor<Kind>, _ rhs: AnchorExpression<Kind>) -> LayoutConstraint {
      switch relation {
      case 0: return lhs == rhs
      case 1: return lhs <= rhs
      default: return lhs >= rhs
      }
    }
    let constraint: LayoutConstraint
    switch random.below(10) {
    case 0, 1, 2:
      let guide = guides?.chance(25) == true ? b.layoutMarginsGuide : nil
      let xs: [LayoutXAxisAnchor] =
        guide.map { [$0.leftAnchor, $0.rightAnchor, $0.centerXAnchor, $0.leadingAnchor, $0.trailingAnchor] }
        ?? [b.leftAnchor, b.rightAnchor, b.centerXAnchor, b.leadingAnchor, b.trailingAnchor]
      let lhs: [LayoutXAxisAnchor] = [a.leftAnchor, a.rightAnchor, a.centerXAnchor, a.leadingAnchor, a.trailingAnchor]
      var target = xs[random.below(xs.count)] + constant ~ priority
      if random.chance(20) { target = target + b.widthAnchor / 3 }
      constraint = relate(lhs[random.below(lhs.count)], target)
    case 3, 4, 5:
      let guide = guides?.chance(25) == true ? b.layoutMarginsGuide : nil
      let ys: [LayoutYAxisAnchor] =
        guide.map { [$0.topAnchor, $0.bottomAnchor, $0.centerYAnchor] }
        ?? [b.topAnchor, b.bottomAnchor, b.centerYAnchor]
      let lhs: [LayoutYAxisAnchor] = [a.topAnchor, a.bottomAnchor, a.centerYAnchor]
      constraint = relate(lhs[random.below(lhs.count)], ys[random.below(ys.count)] + constant ~ priority)
    case 6, 7:
      let sizes: [LayoutDimension] = [b.widthAnchor, b.heightAnchor]
      let multipliers: [CGFloat] = [1, 1, 0.5, 2]
      let lhs = random.chance(50) ? a.widthAnchor : a.heightAnchor
      constraint = relate(lhs, sizes[random.below(sizes.count)] * multipliers[random.below(4)] + constant ~ priority)
    default:
      let lhs = random.chance(50) ? a.widthAnchor : a.heightAnchor
      constraint = relate(lhs, AnchorExpression(terms: [], constant: constant + 60, priority: priority))
    }
    constraints.append(constraint)
  }

  private func margin() -> CGFloat { CGFloat(guides?.below(20) ?? 0) }

  /// Deactivates the active constraints the engine left out; returns whether there were any.
  func deactivateUninstalled() -> Bool {
    let uninstalled = constraints.filter { $0.isActive && !$0.isInstalled }
    for constraint in uninstalled { constraint.isActive = false }
    return !uninstalled.isEmpty
  }

  /// Moves a node under another parent outside its subtree (which deactivates its constraints to the
  /// rest of the tree, its weak pins to the old parent among them) and, at the scene's pin chance,
  /// pins it weakly to the new one.
  func move(random: inout SplitMix64) {
    let index = random.below(nodes.count)
    let node = nodes[index]
    let parents = ([root] + nodes).filter { $0 !== node && !$0.isDescendant(of: node) }
    parents[random.below(parents.count)].addChild(node)
    if random.chance(pinChance) { pin(node, index: index, random: &random) }
  }

  /// One random change, as an app makes between passes.
  func change(random: inout SplitMix64) {
    let node = nodes[random.below(nodes.count)]
    switch random.below(9) {
    case 0: addConstraint(random: &random)
    case 1: constraints.randomElement(using: &random)?.isActive.toggle()
    case 2: constraints.randomElement(using: &random)?.constant = CGFloat(random.below(81) - 40)
    case 3: constraints.randomElement(using: &random)?.priority = Self.priorities[random.below(Self.priorities.count)]
    case 4:
      root.frame.size = CGSize(width: CGFloat(200 + random.below(400)), height: CGFloat(100 + random.below(400)))
    case 5: giveContent(node, random: &random)
    case 6: node.isHidden.toggle()
    case 7:
      node.explicitLayoutDirection = random.chance(50) ? .rightToLeft : nil
      if guides?.chance(50) == true {
        node.layoutMargins = EdgeInsets(top: margin(), left: margin(), bottom: margin(), right: margin())
      }
    default:
      node.frame = CGRect(
        x: CGFloat(random.below(100)), y: CGFloat(random.below(100)), width: CGFloat(random.below(80)),
        height: CGFloat(random.below(80)))
    }
  }

  /// Solves the active constraints in root coordinates and expects every determined node laid out by
  /// the solver to have that rectangle; returns how many nodes it compared. Scenes in which the
  /// engine or the solve here leaves out a conflicting required constraint are not compared: which
  /// one is left out depends on the order the constraints reached each solver.
  func compareWithRootCoordinateSolve(context: String) -> Int {
    let active = constraints.filter(\.isActive)
    guard active.allSatisfy(\.isInstalled), let solve = RootCoordinateSolve(root: root, nodes: nodes, active: active)
    else { return 0 }
    var compared = 0
    for node in nodes where solve.isLaidOutBySolver(node) && !node.hasAmbiguousLayout {
      let expected = solve.rect(of: node)
      let actual = rootRect(node)
      let differences = [
        actual.origin.x - expected.origin.x, actual.origin.y - expected.origin.y,
        actual.size.width - expected.size.width, actual.size.height - expected.size.height,
      ]
      let scale = max(1, abs(expected.origin.x) + abs(expected.origin.y) + abs(expected.width) + abs(expected.height))
      #expect(
        differences.allSatisfy { abs($0) <= 1e-6 * scale },
        "\(context): \(node.name) engine \(actual), root-coordinate solve \(expected); constraints \(active)")
      compared += 1
    }
    // Determined or not, the engine's frames must reach the optimum's objective.
    let optimum = solve.objective
    solve.assign([root] + nodes) { $0.parent == nil ? CGRect(origin: .zero, size: $0.frame.size) : absoluteRect($0) }
    #expect(
      abs(solve.objective - optimum) <= 1e-6 * max(1, optimum),
      "\(context): the engine's frames score \(solve.objective), the optimum \(optimum); constraints \(active)")
    return compared
  }
}

/// The active constraints of a tree in one `Solver`, in root coordinates (see
/// ``RootCoordinateDifferentialTests``).
private final class RootCoordinateSolve {
  private struct Box {
    let left = Variable("left"), top = Variable("top"), width = Variable("width"), height = Variable("height")
  }
  private let solver = Solver()
  private var boxes: [ObjectIdentifier: Box] = [:]
  private let owned: Set<ObjectIdentifier>
  /// The constraints that are not required, whose errors the solver minimises.
  private var soft: [Constraint] = []

  /// `nil` when the solver refuses a required constraint.
  init?(root: LayoutNode, nodes: [LayoutNode], active: [LayoutConstraint]) {
    owned = Set(active.compactMap { $0.firstAnchor.node.map(ObjectIdentifier.init) })
    for node in [root] + nodes { boxes[ObjectIdentifier(node)] = Box() }
    do {
      try placeRoot(root)
      for node in nodes { try place(node) }
      for constraint in active { try add(translated(constraint)) }
    } catch {
      return nil
    }
    solver.updateVariables()
  }

  func isLaidOutBySolver(_ node: LayoutNode) -> Bool { owned.contains(ObjectIdentifier(node)) }

  /// The objective at the solution: the sum of the soft constraints' errors, each times its strength.
  /// It is one number even where the solution is not unique.
  var objective: Double {
    soft.reduce(0) { $0 + $1.violation * $1.strength.value }
  }

  /// Puts `rect(node)` into each node's variables (the solution is lost): ``objective`` then reads the
  /// objective of those rectangles.
  func assign(_ nodes: [LayoutNode], rect: (LayoutNode) -> CGRect) {
    for node in nodes {
      let box = box(node), rect = rect(node)
      box.left._assign(Double(rect.origin.x))
      box.top._assign(Double(rect.origin.y))
      box.width._assign(Double(rect.size.width))
      box.height._assign(Double(rect.size.height))
    }
  }

  private func add(_ constraint: Constraint) throws(SolverError) {
    try solver.addConstraint(constraint)
    if !constraint.strength.isRequired { soft.append(constraint) }
  }

  func rect(of node: LayoutNode) -> CGRect {
    let box = box(node)
    return CGRect(x: box.left.value, y: box.top.value, width: box.width.value, height: box.height.value)
  }

  private func box(_ node: LayoutNode) -> Box {
    boxes[ObjectIdentifier(node)] ?? Box()
  }

  private func placeRoot(_ root: LayoutNode) throws(SolverError) {
    let box = box(root)
    try solver.addConstraint(LinearExpression(box.left) == 0)
    try solver.addConstraint(LinearExpression(box.top) == 0)
    for (variable, value) in [(box.width, root.frame.width), (box.height, root.frame.height)] {
      try solver.addEditVariable(variable, strength: LayoutPriority.rootSizeStrength)
      try solver.suggestValue(variable, Double(value))
    }
  }

  /// A node on no left-hand side sits at its frame in its parent; one on a left-hand side is free, with
  /// its content constraints.
  private func place(_ node: LayoutNode) throws(SolverError) {
    let box = box(node)
    guard isLaidOutBySolver(node) else {
      let parent = node.parent.map { self.box($0) } ?? Box()
      try solver.addConstraint(box.left - parent.left == Double(node.frame.origin.x))
      try solver.addConstraint(box.top - parent.top == Double(node.frame.origin.y))
      try solver.addConstraint(LinearExpression(box.width) == Double(node.frame.size.width))
      try solver.addConstraint(LinearExpression(box.height) == Double(node.frame.size.height))
      return
    }
    let natural = node.intrinsicContentSize
    let axes = [(LayoutAxis.horizontal, box.width, natural.width), (.vertical, box.height, natural.height)]
    for (axis, size, length) in axes {
      guard let length else { continue }
      let content = node.isHidden ? 0 : Double(length)
      try add(
        Constraint(size - content, .lessThanOrEqual, strength: node.contentHuggingPriority(for: axis).strength))
      try add(
        Constraint(
          size - content, .greaterThanOrEqual, strength: node.contentCompressionResistancePriority(for: axis).strength))
    }
  }

  private func translated(_ constraint: LayoutConstraint) -> Constraint {
    let anchors = [constraint.firstAnchor] + constraint.terms.map(\.anchor)
    let mirrored =
      anchors.first { $0.attribute.isDirectional }.map { owner(of: $0)?.layoutDirection == .rightToLeft } ?? false
    var expression = value(of: constraint.firstAnchor, mirrored: mirrored) - Double(constraint.constant)
    for term in constraint.terms {
      expression = expression - value(of: term.anchor, mirrored: mirrored) * Double(term.coefficient)
    }
    let relation: Cassowary.Relation
    switch constraint.relation {
    case .equal: relation = .equal
    case .lessThanOrEqual: relation = .lessThanOrEqual
    case .greaterThanOrEqual: relation = .greaterThanOrEqual
    }
    return Constraint(expression, relation, strength: constraint.priority.strength)
  }

  /// An anchor's value in root coordinates; horizontal positions negated in a mirrored constraint.
  /// The node an anchor belongs to: its own, or its guide's owner.
  private func owner(of anchor: AnyLayoutAnchor) -> LayoutNode? { anchor.node ?? anchor.guide?.owningNode }

  /// An anchor's value in root coordinates; horizontal positions negated in a mirrored constraint. A
  /// margins guide is its owner's rectangle inset by the owner's `layoutMargins`.
  private func value(of anchor: AnyLayoutAnchor, mirrored: Bool) -> LinearExpression {
    guard let node = owner(of: anchor) else { return LinearExpression(constant: .nan) }
    let box = box(node)
    let insets = anchor.guide == nil ? EdgeInsets.zero : node.layoutMargins
    let left = box.left + Double(insets.left), top = box.top + Double(insets.top)
    let width = box.width - Double(insets.left + insets.right)
    let height = box.height - Double(insets.top + insets.bottom)
    let rightToLeft = node.layoutDirection == .rightToLeft
    let right = left + width, centerX = left + width * 0.5
    let sign = mirrored ? -1.0 : 1.0
    switch anchor.attribute {
    case .left: return left * sign
    case .right: return right * sign
    case .centerX: return centerX * sign
    case .leading: return (rightToLeft ? right : left) * sign
    case .trailing: return (rightToLeft ? left : right) * sign
    case .top: return top
    case .bottom: return top + height
    case .centerY: return top + height * 0.5
    case .width: return width
    case .height: return height
    case .firstBaseline, .lastBaseline: return LinearExpression(constant: .nan)
    }
  }
}
