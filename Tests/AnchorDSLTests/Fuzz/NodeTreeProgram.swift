import AnchorDSL
import Foundation
import LayoutNodes

// Shared by path with the libFuzzer target `Fuzz/NodeTreeFuzzer` (Fuzz/build.sh compiles this file
// into it): the fuzzer and the corpus replay test run the same interpreter. Public API only.

/// Reads bytes as a program of node-tree and anchor-constraint operations and checks the engine's
/// invariants after each layout pass.
///
/// Up to 10 nodes move between trees (add, insert, remove, cycles refused); anchor constraints are
/// built with the AnchorDSL operators (single anchors with a multiplier and a constant, edge and size
/// composites) and then deactivated, reactivated, given new constants and priorities; nodes get hidden,
/// directions, intrinsic sizes, measure closures, margins and frames, and ask for their
/// `layoutSubviews` hooks. About one number byte in 64 is NaN or infinite. After every
/// `layoutIfNeeded()`: no trap, every frame the engine owns is finite, a frame the program set keeps
/// its value unless the node is laid out by the solver, every installed required constraint holds in
/// the written frames within 1e-6 of its magnitude, every node of the laid-out tree that asked for
/// its hook since its last run (in whatever tree it was then) has run it, and the root records no
/// internal engine error. After the checks, one node is asked `hasAmbiguousLayout`, whose probe must
/// leave the next pass unchanged.
final class NodeTreeProgram {
  static let maximumNodes = 10
  static let maximumConstraints = 32
  static let multipliers: [CGFloat] = [1, 1, 0.5, 2, -1, 1.5]
  static let priorities: [LayoutPriority] = [.required, .required, .high, .low, 999, .custom(.nan)]

  private var bytes: Bytes
  private var nodes: [LayoutNode] = []
  private var constraints: [LayoutConstraint] = []
  /// Nodes whose frame the program last set to a non-finite value.
  private var nonFiniteFrames: Set<ObjectIdentifier> = []
  private(set) var violations: [String] = []
  private var operations = 0
  /// Nodes that asked for their hook with `setNeedsLayout()` and have not run it since.
  private var requestedHooks: Set<ObjectIdentifier> = []
  /// Nodes whose hook ran in the current `layoutIfNeeded()`.
  private var ranHooks: Set<ObjectIdentifier> = []

  /// Runs `data` as a program; returns the invariant violations found (empty when all hold).
  static func run(_ data: [UInt8]) -> [String] {
    let program = NodeTreeProgram(bytes: Bytes(data))
    program.execute()
    return program.violations
  }

  private init(bytes: Bytes) {
    self.bytes = bytes
    let root = LayoutNode(name: "n0")
    root.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    nodes = [root]
    recordHooks(of: root)
  }

  private func execute() {
    while let opcode = bytes.next(), violations.isEmpty {
      operations += 1
      switch opcode % 16 {
      case 0: makeNode()
      case 1: node().addChild(node())
      case 2: node().insertChild(node(), at: Int(bytes.next() ?? 0) % 4)
      case 3: node().removeFromParent()
      case 4, 5: relateAnchors()
      case 6: relateComposite()
      case 7: constraint()?.isActive.toggle()
      case 8: if let constraint = constraint() { constraint.constant = number() }
      case 9: if let constraint = constraint() { constraint.priority = priority() }
      case 10:
        // The node byte's high bit (beyond any node index) chooses between the two.
        let byte = bytes.next() ?? 0
        let target = nodes[Int(byte) % nodes.count]
        if byte < 0x80 { target.isHidden.toggle() } else { requestHook(of: target) }
      case 11: node().explicitLayoutDirection = [nil, .leftToRight, .rightToLeft][Int(bytes.next() ?? 0) % 3]
      case 12: setContent()
      case 13: setFrame()
      case 14: node().layoutMargins = EdgeInsets(top: number(), left: number(), bottom: number(), right: number())
      default: layout(node())
      }
    }
    guard violations.isEmpty else { return }
    for node in nodes where node.parent == nil { layout(node) }
  }

  // MARK: Decoding

  private func node() -> LayoutNode { nodes[Int(bytes.next() ?? 0) % nodes.count] }

  private func constraint() -> LayoutConstraint? {
    guard !constraints.isEmpty else { return nil }
    return constraints[Int(bytes.next() ?? 0) % constraints.count]
  }

  private func number() -> CGFloat {
    let byte = bytes.next() ?? 0
    switch byte {
    case 0xFF: return .nan
    case 0xFE: return .infinity
    case 0xFD: return -.infinity
    default: return CGFloat(Int8(bitPattern: byte))
    }
  }

  private func priority() -> LayoutPriority {
    NodeTreeProgram.priorities[Int(bytes.next() ?? 0) % NodeTreeProgram.priorities.count]
  }

  private func multiplier() -> CGFloat {
    let byte = bytes.next() ?? 0
    if byte == 0xFF { return .nan }
    return NodeTreeProgram.multipliers[Int(byte) % NodeTreeProgram.multipliers.count]
  }

  // MARK: Operations

  private func makeNode() {
    guard nodes.count < NodeTreeProgram.maximumNodes else { return }
    let created = LayoutNode(name: "n\(nodes.count)")
    nodes.append(created)
    recordHooks(of: created)
    node().addChild(created)
  }

  private func remember(_ new: [LayoutConstraint]) {
    for constraint in new {
      if constraints.count < NodeTreeProgram.maximumConstraints {
        constraints.append(constraint)
      } else {
        constraints[(operations + constraints.count) % constraints.count] = constraint
      }
    }
  }

  /// `a.X relation m * b.Y + c ~ p` for one axis, or `a.size relation c ~ p`.
  private func relateAnchors() {
    let header = bytes.next() ?? 0
    let first = node()
    let second = node()
    let factor = multiplier()
    let constant = number()
    let priority = priority()
    let relation = Int(header / 8) % 3
    let x: [(LayoutNode) -> LayoutXAxisAnchor] = [
      \.leadingAnchor, \.trailingAnchor, \.leftAnchor, \.rightAnchor, \.centerXAnchor,
    ]
    let y: [(LayoutNode) -> LayoutYAxisAnchor] = [\.topAnchor, \.bottomAnchor, \.centerYAnchor]
    let size: [(LayoutNode) -> LayoutDimension] = [\.widthAnchor, \.heightAnchor]
    let pick = Int(header)
    switch header % 4 {
    case 0:
      let rhs = x[(pick / 2) % x.count](second) * factor + constant ~ priority
      remember([relate(x[pick % x.count](first), relation, rhs)])
    case 1:
      let rhs = y[(pick / 2) % y.count](second) * factor + constant ~ priority
      remember([relate(y[pick % y.count](first), relation, rhs)])
    case 2:
      let rhs = size[(pick / 2) % size.count](second) * factor + constant ~ priority
      remember([relate(size[pick % size.count](first), relation, rhs)])
    default:
      remember([relate(size[pick % size.count](first), relation, AnchorExpression(constant: constant) ~ priority)])
    }
  }

  private func relate<Kind>(
    _ lhs: LayoutAnchor<Kind>, _ relation: Int, _ rhs: AnchorExpression<Kind>
  ) -> LayoutConstraint {
    switch relation {
    case 0: return lhs == rhs
    case 1: return lhs <= rhs
    default: return lhs >= rhs
    }
  }

  private func relateComposite() {
    let header = bytes.next() ?? 0
    let first = node()
    let second = node()
    let inset = number()
    let priority = priority()
    switch header % 3 {
    case 0:
      remember((first.edgeAnchors == second.edgeAnchors + inset ~ priority).all)
    case 1:
      remember((first.edgeAnchors == second.layoutMarginsGuide.edgeAnchors ~ priority).all)
    default:
      remember((first.sizeAnchors == second.sizeAnchors + inset ~ priority).all)
    }
  }

  private func setContent() {
    let target = node()
    let selector = bytes.next() ?? 0
    let width = number()
    let height = number()
    switch selector % 4 {
    case 0: target.intrinsicContentSize = IntrinsicContentSize(width: width, height: height)
    case 1: target.intrinsicContentSize = IntrinsicContentSize(width: width)
    // Not `min(width, proposal.width)`: an infinite width would become the unbounded proposal,
    // 1.8e308, which the solver accepts as finite and then cannot solve (reported to the lead).
    case 2: target.measure = { _ in CGSize(width: width, height: height) }
    default:
      target.measure = nil
      target.intrinsicContentSize = .none
    }
  }

  /// Gives the node a hook that notes that it ran.
  private func recordHooks(of node: LayoutNode) {
    node.layoutSubviews = { [unowned self] node in self.ranHooks.insert(ObjectIdentifier(node)) }
  }

  private func requestHook(of node: LayoutNode) {
    node.setNeedsLayout()
    requestedHooks.insert(ObjectIdentifier(node))
  }

  private func setFrame() {
    let target = node()
    let frame = CGRect(x: number(), y: number(), width: number(), height: number())
    target.frame = frame
    let key = ObjectIdentifier(target)
    if frame.isFinite { nonFiniteFrames.remove(key) } else { nonFiniteFrames.insert(key) }
  }

  // MARK: Checks

  private func layout(_ target: LayoutNode) {
    ranHooks = []
    target.layoutIfNeeded()
    let root = target.root
    for node in nodes where node.root === root && requestedHooks.contains(ObjectIdentifier(node)) {
      if !ranHooks.contains(ObjectIdentifier(node)) { fail("\(node.name) asked for its hook, which did not run") }
    }
    requestedHooks.subtract(ranHooks)
    // The engine reports a bookkeeping error (a constraint added twice, one removed that it never
    // added) as a diagnostic rather than trapping: still a bug.
    if let internalError = root.layoutDiagnostics.first(where: { $0.message.hasPrefix("Internal layout engine error") })
    {
      fail(internalError.message)
    }
    for node in nodes where node.root === root {
      // A root keeps the frame it was given (a non-finite size is refused with a diagnostic).
      let ownedBySolver =
        node.parent != nil && node.activeConstraints.contains { $0.firstAnchor.node === node && $0.isInstalled }
      // A frame in the coordinates of a parent whose origin is NaN is NaN: only nodes at or below a
      // node given a non-finite frame may have one.
      // Such a node keeps its frame when it moves or stops being laid out by the solver, as any node
      // does: from then on it counts as given that frame.
      guard !node.frame.isFinite else { continue }
      if hasNonFiniteAncestorFrame(node) {
        nonFiniteFrames.insert(ObjectIdentifier(node))
      } else if ownedBySolver {
        fail("\(node.name) is laid out by the solver and its frame is not finite: \(node.frame)")
      } else if !nonFiniteFrames.contains(ObjectIdentifier(node)) {
        fail("\(node.name) has a non-finite frame it was never given: \(node.frame)")
      }
    }
    // A deactivated constraint stays installed until its old tree's next pass: only active ones count.
    for constraint in constraints
    where constraint.isActive && constraint.isInstalled && constraint.priority.isRequired {
      let owners = ([constraint.firstAnchor] + constraint.terms.map(\.anchor)).map { $0.node ?? $0.guide?.owningNode }
      guard owners.allSatisfy({ $0?.root === root }) else { continue }
      checkHolds(constraint)
    }
    // Asking whether a node's layout is ambiguous probes a copy of the solver over the engine's own
    // variables: it must leave the next pass as it would have been. One node, chosen by the operation
    // count (no byte spent), is asked after every pass.
    let probed = nodes[operations % nodes.count]
    if probed.root === root { _ = probed.hasAmbiguousLayout }
  }

  private func hasNonFiniteAncestorFrame(_ node: LayoutNode) -> Bool {
    var ancestor = node.parent
    while let current = ancestor {
      if !current.frame.isFinite { return true }
      ancestor = current.parent
    }
    return false
  }

  /// Evaluates an installed required constraint in the written frames (root coordinates), mirrored as
  /// the engine mirrors right-to-left constraints, and checks it within 1e-6 of its magnitude.
  private func checkHolds(_ constraint: LayoutConstraint) {
    let anchors = [constraint.firstAnchor] + constraint.terms.map(\.anchor)
    // A node the engine does not lay out and whose frame is not finite kept its value out of the
    // solver (rejected with a diagnostic): the solver's value of it is not in any frame.
    guard let rects = optionalRects(anchors), rects.allSatisfy(\.isFinite) else { return }
    let mirrored =
      anchors.first { $0.attribute.isDirectional }.map { direction(of: $0) == .rightToLeft } ?? false
    func value(_ index: Int) -> CGFloat {
      let anchor = anchors[index]
      let rect = rects[index]
      let rightToLeft = direction(of: anchor) == .rightToLeft
      // Raw origin and size: `minX`, `width` and the like standardize a negative solved size.
      let (x, y, width, height) = (rect.origin.x, rect.origin.y, rect.size.width, rect.size.height)
      let physical: CGFloat
      switch anchor.attribute {
      case .left: physical = x
      case .right: physical = x + width
      case .leading: physical = rightToLeft ? x + width : x
      case .trailing: physical = rightToLeft ? x : x + width
      case .centerX: physical = x + width / 2
      case .top: physical = y
      case .bottom: physical = y + height
      case .centerY: physical = y + height / 2
      case .width: physical = width
      case .height: physical = height
      case .firstBaseline, .lastBaseline: return .nan
      }
      let isPosition = [.left, .right, .leading, .trailing, .centerX].contains(anchor.attribute)
      return mirrored && isPosition ? -physical : physical
    }
    let lhs = value(0)
    var rhs = constraint.constant
    var magnitude = abs(lhs) + abs(constraint.constant)
    for index in constraint.terms.indices {
      let summand = constraint.terms[index].coefficient * value(index + 1)
      rhs += summand
      magnitude += abs(summand)
    }
    guard !lhs.isNaN else { return }
    let tolerance = 1e-6 * max(1, magnitude)
    let holds: Bool
    switch constraint.relation {
    case .equal: holds = abs(lhs - rhs) <= tolerance
    case .lessThanOrEqual: holds = lhs - rhs <= tolerance
    case .greaterThanOrEqual: holds = lhs - rhs >= -tolerance
    }
    if !holds { fail("installed required constraint violated: \(constraint) (\(lhs) vs \(rhs))") }
  }

  /// The rectangles of the anchors' nodes or guides in root coordinates, or `nil` when one is not in
  /// the tree any more.
  private func optionalRects(_ anchors: [AnyLayoutAnchor]) -> [CGRect]? {
    var rects: [CGRect] = []
    for anchor in anchors {
      if let node = anchor.node {
        rects.append(absolute(node.frame, in: node.parent))
      } else if let guide = anchor.guide, let owner = guide.owningNode {
        rects.append(absolute(guide.frame, in: owner))
      } else {
        return nil
      }
    }
    return rects
  }

  /// A frame in root coordinates; the root's own origin is the origin of those coordinates.
  private func absolute(_ frame: CGRect, in parent: LayoutNode?) -> CGRect {
    guard parent != nil else { return CGRect(origin: .zero, size: frame.size) }
    var rect = frame
    var ancestor = parent
    while let current = ancestor, current.parent != nil {
      rect.origin.x += current.frame.origin.x
      rect.origin.y += current.frame.origin.y
      ancestor = current.parent
    }
    return rect
  }

  private func direction(of anchor: AnyLayoutAnchor) -> LayoutDirection {
    (anchor.node ?? anchor.guide?.owningNode)?.layoutDirection ?? .leftToRight
  }

  private func fail(_ message: String) {
    violations.append("operation \(operations): \(message)")
  }

  /// The bytes of a fuzz input, read front to back.
  private struct Bytes {
    private let data: [UInt8]
    private var index = 0

    init(_ data: [UInt8]) { self.data = data }

    mutating func next() -> UInt8? {
      guard index < data.count else { return nil }
      defer { index += 1 }
      return data[index]
    }
  }
}

extension CGRect {
  fileprivate var isFinite: Bool {
    origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
  }
}
