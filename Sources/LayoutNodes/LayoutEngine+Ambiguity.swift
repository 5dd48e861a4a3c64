import Cassowary
import Foundation

extension LayoutNode {
  /// Whether the node's frame is not fully determined by its constraints: some coordinate could move
  /// without making any constraint worse, as Auto Layout's `hasAmbiguousLayout`.
  ///
  /// Only solver-owned nodes can be ambiguous (frame-based nodes are fixed by their frames, the root by
  /// its size). A debugging aid: it probes a copy of the tree's solver, so it costs a rebuild.
  public var hasAmbiguousLayout: Bool {
    guard let engine = root.engine else { return false }
    return engine.isAmbiguous(box)
  }
}

extension LayoutGuide {
  /// Whether the guide's frame is not fully determined by its constraints (see
  /// ``LayoutNode/hasAmbiguousLayout``).
  public var hasAmbiguousLayout: Bool {
    guard let engine = owningNode?.root.engine else { return false }
    return engine.isAmbiguous(box)
  }
}

extension LayoutEngine {
  /// The strength of the probe's edit variables: below every priority's strength (priority 1 maps to
  /// 1.009), so a probe moves a variable only where no constraint cares, and within the solver's
  /// relative noise threshold of the strongest non-required strength (10^(999/250) ≈ 9908).
  static let probeStrength = Strength(0.001)
  /// How far the probe pulls each variable, both ways.
  static let probeDistance = 1000.0

  /// Probes each of the box's variables in a solver holding the same constraints: a weak edit pulls it
  /// 1000 points up and down; if it follows, nothing determines it.
  func isAmbiguous(_ box: LayoutBox) -> Bool {
    syncAndSolve()
    guard box.isMaterialized, box.syncedOwned, box !== rootBox else { return false }
    let probe = Solver()
    let probedConstraints = solver.constraints + keptDefinitions
    // A frame is ambiguous when its place in the root can move: positions are probed in root
    // coordinates, through variables defined as the sum of the origins above the box.
    let path = box.path(to: nil)
    // The probe shares the variables and writes the values it finds into them. Every one is put back
    // as it was: the real solver lists the variables whose values its next update changes by comparing
    // with these, so a value the probe left behind would hide a change from that update, and the
    // frame would keep its old value. (An origin on the way up may be in no constraint, a box whose
    // constraints cancel its `left`; the probe moves it too, and the box's next write-back did.)
    let saved = savedValues(of: probedConstraints, boxes: path + [rootBox].compactMap { $0 })
    let rootLeft = Variable(box.displayName + ".rootLeft"), rootTop = Variable(box.displayName + ".rootTop")
    defer {
      for (variable, value) in saved where variable._value != value { variable._assign(value) }
    }
    do {
      try probe.addConstraints(probedConstraints)
      try probe.addConstraint(rootLeft == rootOrigin(along: path, horizontal: true))
      try probe.addConstraint(rootTop == rootOrigin(along: path, horizontal: false))
      // The root's solved size as required values rather than edits of strength 1e9: beside 1e9 the
      // probe's 0.001 would fall under the solver's relative noise threshold (1e-11) and never move.
      if let rootBox {
        try probe.addConstraint(rootBox.width == rootBox.width.value)
        try probe.addConstraint(rootBox.height == rootBox.height.value)
      }
    } catch {
      return false
    }
    probe.updateVariables()
    for variable in [rootLeft, rootTop, box.width, box.height] {
      let base = variable.value
      guard (try? probe.addEditVariable(variable, strength: LayoutEngine.probeStrength)) != nil else { continue }
      for target in [base + LayoutEngine.probeDistance, base - LayoutEngine.probeDistance] {
        guard (try? probe.suggestValue(variable, target)) != nil else { continue }
        probe.updateVariables()
        if abs(variable.value - base) > 1e-6 { return true }
      }
      try? probe.removeEditVariable(variable)
    }
    return false
  }

  /// A box's origin in root coordinates as an expression, from its `path(to: nil)`: the solver's
  /// `left` (or `top`) of every materialized box on the way up, the frame's origin of any other.
  private func rootOrigin(along path: [LayoutBox], horizontal: Bool) -> LinearExpression {
    var origin = LinearExpression(constant: 0)
    for step in path {
      if step.isMaterialized {
        origin = origin + (horizontal ? step.left : step.top)
      } else {
        origin = origin + Double(horizontal ? step.frame.origin.x : step.frame.origin.y)
      }
    }
    return origin
  }

  /// The values of the variables of `constraints` and of `boxes`, to be put back after a probe.
  private func savedValues(of constraints: [Constraint], boxes: [LayoutBox]) -> [(Variable, Double)] {
    var seen = Set<ObjectIdentifier>()
    var saved: [(Variable, Double)] = []
    func save(_ variable: Variable) {
      if seen.insert(ObjectIdentifier(variable)).inserted { saved.append((variable, variable._value)) }
    }
    for constraint in constraints {
      for term in constraint.expression.terms { save(term.variable) }
    }
    // An axis of the probed box that no constraint mentions is reached by the probe's edits alone, an
    // origin above it by its root coordinates, and the root's size is an edit variable of the real
    // solver, not a constraint.
    for box in boxes {
      for variable in [box.left, box.top, box.width, box.height] { save(variable) }
    }
    return saved
  }
}
