import Cassowary
import Foundation

/// What a solver constraint of the engine stands for.
enum ConstraintOrigin {
  /// A user's constraint.
  case user(LayoutConstraint)
  /// The frame of a node or guide that is not solver-owned (autoresizing-mask constraints).
  case frame(LayoutBox, LayoutAttribute)
  /// Content hugging (`isHugging`) or compression resistance on an axis.
  case content(LayoutBox, LayoutAxis, isHugging: Bool)
  /// The root's origin.
  case rootOrigin(LayoutBox, LayoutAttribute)
  /// A safe-area or margins guide inset from its node.
  case guideInset(LayoutBox, LayoutAttribute)
  /// A baseline's offset from the top.
  case baseline(LayoutBox, first: Bool)

  var boxes: [LayoutBox] {
    switch self {
    case .user(let constraint): return constraint.boxes
    case .frame(let box, _), .content(let box, _, _), .rootOrigin(let box, _), .guideInset(let box, _),
      .baseline(let box, _):
      return [box]
    }
  }

  /// A line for a diagnostic, with the solver constraint's current numbers for system constraints.
  func describe(_ constraint: Constraint) -> String {
    let value = formatNumber(CGFloat(-constraint._constant))
    switch self {
    case .user(let user):
      return user.description
    case .frame(let box, let attribute):
      let parent = box.parentBox.map { "\($0.displayName).\(attribute) + " } ?? ""
      let rhs = attribute == .width || attribute == .height ? value : parent + value
      return "\(box.displayName).\(attribute) == \(rhs) (frame of a frame-based node)"
    case .content(let box, let axis, let isHugging):
      let attribute = axis == .horizontal ? "width" : "height"
      let relation = isHugging ? "<=" : ">="
      let kind = isHugging ? "content hugging" : "compression resistance"
      return "\(box.displayName).\(attribute) \(relation) \(value) @\(priorityText(constraint.strength)) (\(kind))"
    case .rootOrigin(let box, let attribute):
      return "\(box.displayName).\(attribute) == 0 (root origin)"
    case .guideInset(let box, let attribute):
      return "\(box.displayName).\(attribute) inset from its node (guide insets)"
    case .baseline(let box, let first):
      return "\(box.displayName).\(first ? "firstBaseline" : "lastBaseline") == top + \(value) (baseline)"
    }
  }

  private func priorityText(_ strength: Strength) -> String {
    if strength.isRequired { return "1000" }
    return formatNumber(CGFloat(250 * Foundation.log10(strength.value)))
  }
}

extension LayoutEngine {
  /// Records a diagnostic on the root.
  func record(_ diagnostic: LayoutDiagnostic) {
    root?.record(diagnostic)
  }

  /// Records why a user constraint (or a change to one) could not be installed.
  func diagnose(_ error: SolverError, installing constraint: LayoutConstraint, action: String) {
    diagnose(error, describing: constraint.description, constraint: constraint, boxes: constraint.boxes, action: action)
  }

  /// Records why a solver constraint could not be installed; `describing` names it for the user.
  func diagnose(
    _ error: SolverError, describing name: String, constraint: LayoutConstraint?, boxes: [LayoutBox], action: String
  ) {
    switch error {
    case .unsatisfiableConstraint(_, let solverConflicting):
      let conflicting = withSubstitutedDefinitions(solverConflicting)
      let lines = conflicting.map { solverConstraint in
        origins[ObjectIdentifier(solverConstraint)]?.describe(solverConstraint) ?? solverConstraint.description
      }
      let users = conflicting.compactMap { solverConstraint -> LayoutConstraint? in
        if case .user(let user) = origins[ObjectIdentifier(solverConstraint)] { return user }
        return nil
      }
      var involved = boxes
      for solverConstraint in conflicting {
        involved += origins[ObjectIdentifier(solverConstraint)]?.boxes ?? []
      }
      let nodes = uniqueNodes(involved)
      record(
        LayoutDiagnostic(
          kind: .unsatisfiableConstraint, constraint: constraint, conflictingDescriptions: lines,
          conflictingConstraints: users, nodes: nodes
        ) {
          "Unable to simultaneously satisfy constraints; \(action):\n    \(name)\n"
            + "It conflicts with these required constraints:\n"
            + lines.map { "    \($0)" }.joined(separator: "\n")
            + "\nNodes involved: \(nodes.map(\.name).joined(separator: ", "))"
        })
    case .nonFiniteValue:
      let nodes = uniqueNodes(boxes)
      record(
        LayoutDiagnostic(kind: .nonFiniteValue, constraint: constraint, nodes: nodes) {
          "A value is NaN or infinite; \(action):\n    \(name)"
        })
    default:
      // The engine only adds constraints it has not added and removes ones it has; any other error
      // is a bookkeeping bug, reported rather than trapped.
      record(
        LayoutDiagnostic(kind: .unsatisfiableConstraint, constraint: constraint, nodes: uniqueNodes(boxes)) {
          "Internal layout engine error (\(error)); \(action):\n    \(name)"
        })
    }
  }

  /// Installs a constraint that states a fact — a frame-based node's frame, a content size, a baseline
  /// offset, a guide inset. Facts win over user constraints: when required user constraints conflict,
  /// the most recently activated of them is taken out (diagnosed, and retried when something relaxes)
  /// until the fact fits, so that every installed constraint holds. Returns whether it was installed.
  func installFact(_ constraint: Constraint, origin: ConstraintOrigin, box: LayoutBox) -> Bool {
    resolvingConflicts(of: constraint, describing: origin.describe(constraint), box: box) { () throws(SolverError) in
      try install(constraint, origin: origin)
    }
  }

  /// Changes the constant of an installed fact (see ``installFact(_:origin:box:)``).
  func setSystemConstant(_ value: Double, of constraint: Constraint, box: LayoutBox) {
    // Described only on a conflict (an autoclosure): a resize changes the constants of every measured
    // node, and formatting each one's description cost more than the rest of the engine's share.
    _ = resolvingConflicts(
      of: constraint, describing: origins[ObjectIdentifier(constraint)]?.describe(constraint) ?? "\(constraint)",
      box: box
    ) { () throws(SolverError) in
      try solver.setConstant(value, of: constraint)
    }
  }

  private func resolvingConflicts(
    of constraint: Constraint, describing fact: @autoclosure () -> String, box: LayoutBox,
    _ operation: () throws(SolverError) -> Void
  ) -> Bool {
    // Each failed attempt takes one user constraint out, so this ends: in success, or with a
    // conflict among system facts alone. A fixed number of attempts gave up silently on a node pinned
    // by more duplicates than that (node-tree fuzz input `regression-frame-against-many-duplicates`),
    // leaving the solver's frame and the node's apart.
    while true {
      do {
        try operation()
        return true
      } catch {
        guard case .unsatisfiableConstraint(_, let conflicting) = error,
          let victim = withSubstitutedDefinitions(conflicting).compactMap({ solverConstraint -> LayoutConstraint? in
            if case .user(let user) = origins[ObjectIdentifier(solverConstraint)] { return user }
            return nil
          }).max(by: { $0.activationOrder < $1.activationOrder }),
          let installed = victim.solverConstraint
        else {
          diagnose(error, describing: fact(), constraint: nil, boxes: [box], action: "could not apply")
          return false
        }
        diagnose(error, installing: victim, action: "took out the constraint, which conflicts with \(fact())")
        uninstall(installed)
        victim.solverConstraint = nil
        rejected.append(victim)
      }
    }
  }

  func uniqueNodes(_ boxes: [LayoutBox]) -> [LayoutNode] {
    var nodes: [LayoutNode] = []
    for box in boxes {
      guard let node = box.node ?? box.guide?.owningNode, !nodes.contains(where: { $0 === node }) else { continue }
      nodes.append(node)
    }
    return nodes
  }

  /// Records, once, that the root size no longer outweighs every non-required constraint together.
  func checkPriorityBudget() {
    let limit = LayoutPriority.rootSizeStrength.value
    if nonRequiredStrength < limit {
      budgetReported = false
      return
    }
    guard !budgetReported else { return }
    budgetReported = true
    let total = nonRequiredStrength
    record(
      LayoutDiagnostic(kind: .priorityBudgetExceeded, nodes: root.map { [$0] } ?? []) {
        "The non-required constraints of this tree have a total strength of \(formatNumber(CGFloat(total))), "
          + "more than the root size's \(formatNumber(CGFloat(limit))): together they could now resize the root."
      })
  }
}
