import Cassowary
import Foundation

/// A relation between an anchor and a linear expression of anchors, as `NSLayoutConstraint`:
/// `firstAnchor relation Σ coefficient·anchor + constant`, with a priority.
///
/// The `AnchorDSL` operators create constraints already active. Everything about an active constraint
/// can change cheaply: ``constant`` through the solver's `setConstant`, ``priority`` through its
/// `setStrength` (a change to or from `.required` is done as remove + add, which Auto Layout refuses),
/// ``isActive`` by adding or removing the one solver constraint. Each change marks the tree as
/// needing layout; the next `layoutIfNeeded()` applies it. A required constraint that conflicts, or a
/// change the solver refuses, leaves the constraint active but not installed (``isInstalled``), with a
/// diagnostic on the root; it is retried whenever something relaxes.
public final class LayoutConstraint {
  /// The anchor on the left-hand side; its node (or guide) is laid out by the solver while the
  /// constraint is active.
  public let firstAnchor: AnyLayoutAnchor
  /// How the left-hand side relates to the right-hand side.
  public let relation: Relation
  /// The anchor terms of the right-hand side, in the order written.
  public let terms: [AnchorTerm]

  /// The constant of the right-hand side.
  //
  // Read by every translation and every pass that updates the constraint: no runtime exclusivity
  // checks, as for the engine state below (a plain value: an overlapping access could only read a
  // stale one).
  @exclusivity(unchecked) public var constant: CGFloat {
    didSet { if constant != oldValue { engine?.queue(self) } }
  }

  /// The priority; may change at any time, also while active.
  @exclusivity(unchecked) public var priority: LayoutPriority {
    didSet { if priority != oldValue { engine?.queue(self) } }
  }

  /// A name for diagnostics.
  public var identifier: String?

  // The engine state below is read and written by the engine alone, never in overlapping accesses:
  // no runtime exclusivity checks (see `LayoutEngine`).
  /// The engine that holds the constraint while it is active.
  @exclusivity(unchecked) weak var engine: LayoutEngine?
  /// The constraint in the engine's solver, when installed.
  @exclusivity(unchecked) var solverConstraint: Constraint?
  @exclusivity(unchecked) var installedPriority = LayoutPriority.required
  @exclusivity(unchecked) var isQueued = false
  @exclusivity(unchecked) var needsRebuild = false
  /// The order of activation, for deterministic adoption by another engine.
  @exclusivity(unchecked) var activationOrder = 0
  @exclusivity(unchecked) var storedIsActive = false

  /// Creates an inactive constraint `first relation rhs`, with the right-hand side's priority.
  public init<Kind>(_ first: LayoutAnchor<Kind>, _ relation: Relation, _ rhs: AnchorExpression<Kind>) {
    self.firstAnchor = first.erased
    self.relation = relation
    self.terms = rhs.terms
    self.constant = rhs.constant
    self.priority = rhs.priority
    self.boxes = Self.uniqueBoxes(firstAnchor, terms)
  }

  /// The first anchor of the right-hand side, if any (`NSLayoutConstraint.secondAnchor`).
  public var secondAnchor: AnyLayoutAnchor? { terms.first?.anchor }

  /// The coefficient of ``secondAnchor``, or 1 for a constraint to a constant.
  public var multiplier: CGFloat { terms.first?.coefficient ?? 1 }

  /// Whether the constraint takes part in layout. Activating a constraint whose nodes share no
  /// common ancestor is refused with a diagnostic on the first node's root and leaves it inactive.
  public var isActive: Bool {
    get { storedIsActive }
    set {
      guard newValue != storedIsActive else { return }
      if newValue { LayoutEngine.activate(self) } else { LayoutEngine.deactivate(self) }
    }
  }

  /// Whether the constraint is active and holds in the solver (`false` while it waits for the next
  /// layout pass, or when it conflicted with required constraints and was not installed).
  public var isInstalled: Bool { solverConstraint != nil }

  /// Activates every constraint of the array.
  public static func activate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates every constraint of the array.
  public static func deactivate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// Every box the constraint mentions, the first anchor's first, without repeats: fixed at
  /// creation, as the anchors are (activation, translation and diagnostics read it several times per
  /// constraint; built at each read, it was 4 % of building a feed of anchored cells).
  let boxes: [LayoutBox]

  /// Where the constraint is in the constraint list of each of its boxes (`LayoutBox.constraints`,
  /// by the index of the box in ``boxes``) and in its engine's list of active constraints: each is
  /// removed from them in constant time.
  @exclusivity(unchecked) var slots = ConstraintSlots()

  private static func uniqueBoxes(_ first: AnyLayoutAnchor, _ terms: [AnchorTerm]) -> [LayoutBox] {
    var result: [LayoutBox] = []
    result.reserveCapacity(1 + terms.count)  // one allocation
    result.append(first.box)
    // A search of the boxes so far is the cheapest for the few terms of most constraints; a stack's
    // far edge sums the lengths of all its nodes, and the search made it cost N².
    guard terms.count > 8 else {
      for term in terms where !result.contains(where: { $0 === term.anchor.box }) {
        result.append(term.anchor.box)
      }
      return result
    }
    var seen: Set<ObjectIdentifier> = [ObjectIdentifier(first.box)]
    for term in terms where seen.insert(ObjectIdentifier(term.anchor.box)).inserted {
      result.append(term.anchor.box)
    }
    return result
  }
}

/// The positions of an active constraint in the lists that hold it: its engine's
/// (`LayoutEngine.registered`) and each of its boxes' (`LayoutBox.constraints`), so that leaving them
/// is a swap with the last element, without a search or a hash. Most constraints mention one or two
/// boxes, whose positions are stored inline.
struct ConstraintSlots {
  /// The position in the engine's list of active constraints.
  var engine = -1
  private var first = -1
  private var second = -1
  private var rest: [Int] = []

  /// The position in the list of the box at `index` in the constraint's boxes.
  subscript(box index: Int) -> Int {
    get {
      switch index {
      case 0: return first
      case 1: return second
      default: return index - 2 < rest.count ? rest[index - 2] : -1
      }
    }
    set {
      switch index {
      case 0: first = newValue
      case 1: second = newValue
      default:
        while rest.count <= index - 2 { rest.append(-1) }
        rest[index - 2] = newValue
      }
    }
  }
}

extension LayoutConstraint: CustomStringConvertible {
  /// Reads like `button.centerY == card.centerY + 20 @250 'nudge'`; required constraints omit the
  /// priority.
  public var description: String {
    var text = "\(firstAnchor) \(relation) \(describeLinear(terms, constant))"
    if !priority.isRequired { text += " @\(priority)" }
    if let identifier { text += " '\(identifier)'" }
    return text
  }
}
