import Cassowary
import Foundation

/// A generated constraint of a stack, compared by what it says: two generated constraints with equal
/// keys are the same constraint, and the one already active is kept.
struct StackConstraintKey: Hashable {
  let constraint: LayoutConstraint

  init(_ constraint: LayoutConstraint) { self.constraint = constraint }

  static func == (lhs: StackConstraintKey, rhs: StackConstraintKey) -> Bool {
    let a = lhs.constraint, b = rhs.constraint
    return a.firstAnchor == b.firstAnchor && a.relation == b.relation && a.constant == b.constant
      && a.priority == b.priority && a.identifier == b.identifier
      && a.terms.elementsEqual(b.terms) { $0.anchor == $1.anchor && $0.coefficient == $1.coefficient }
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(constraint.firstAnchor)
    hasher.combine(constraint.constant)
    for term in constraint.terms { hasher.combine(term.anchor) }
  }
}

extension StackNode {
  /// Replaces the active arrangement with a regenerated one, keeping each active constraint that the
  /// regenerated arrangement has too: only the constraints that differ leave the engine and enter it.
  ///
  /// A change of one node (hidden, shown, a new natural size) changes the constraints around that
  /// node alone; deactivating and activating every constraint of the stack instead made hiding one
  /// node of a 1,000-node column cost as much as building the column. Returns the arrangement, made of
  /// the kept constraints and the new ones, in the order generated.
  func replaceArrangement(with generated: [LayoutConstraint]) -> [LayoutConstraint] {
    guard arrangementConstraints.contains(where: \.isActive) else {
      LayoutConstraint.activate(generated)
      return generated
    }
    var active: [StackConstraintKey: [LayoutConstraint]] = [:]
    active.reserveCapacity(arrangementConstraints.count)
    for constraint in arrangementConstraints where constraint.isActive {
      active[StackConstraintKey(constraint), default: []].append(constraint)
    }
    var arrangement: [LayoutConstraint] = []
    arrangement.reserveCapacity(generated.count)
    var added: [LayoutConstraint] = []
    for constraint in generated {
      let key = StackConstraintKey(constraint)
      if let kept = active[key]?.popLast() {
        arrangement.append(kept)
      } else {
        arrangement.append(constraint)
        added.append(constraint)
      }
    }
    for constraints in active.values { LayoutConstraint.deactivate(constraints) }
    LayoutConstraint.activate(added)
    return arrangement
  }
}
