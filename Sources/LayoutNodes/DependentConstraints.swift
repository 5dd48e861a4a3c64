import Cassowary

/// The installed constraints that one kept definition was substituted into, in the order they were
/// installed, with removal in constant time.
///
/// Most definitions are substituted into one to three constraints, kept in a plain array. Some are
/// substituted into every constraint of a list: a stack's leading edge, which each arranged node's
/// trailing edge reads through its own leading. Removing a constraint by scanning such a list made
/// taking a list's constraints out cost N²: hiding one node of a 4,000-node stack, which regenerates
/// the stack's constraints, took 620 ms. Past ``indexThreshold`` members the list keeps each member's
/// position, and a removal leaves a hole, closed when the holes outnumber the members.
struct DependentConstraints: Sequence, ExpressibleByArrayLiteral {
  /// The members and, once the list is long, holes, in installation order.
  private var slots: [Constraint?] = []
  /// Each member's index in ``slots``, once the list is long (a reference, so that the short lists of
  /// most definitions stay two words in the engine's table).
  private var index: Positions?

  /// The positions of a long list's members, and how many there are.
  private final class Positions {
    var positions: [ObjectIdentifier: Int]
    var count: Int

    init(_ slots: [Constraint?]) {
      positions = [:]
      positions.reserveCapacity(slots.count)
      count = 0
      for (index, slot) in slots.enumerated() {
        guard let slot else { continue }
        positions[ObjectIdentifier(slot)] = index
        count += 1
      }
    }

    init(copying other: Positions) {
      positions = other.positions
      count = other.count
    }
  }

  /// The length from which a list keeps its members' positions.
  static let indexThreshold = 16

  /// The number of members.
  var count: Int { index?.count ?? slots.count }

  var isEmpty: Bool { count == 0 }

  init(arrayLiteral constraints: Constraint...) {
    for constraint in constraints { append(constraint) }
  }

  /// Appends a constraint (not a member yet).
  mutating func append(_ constraint: Constraint) {
    if let index = uniqueIndex() {
      index.positions[ObjectIdentifier(constraint)] = slots.count
      index.count += 1
    }
    slots.append(constraint)
    if index == nil, slots.count > Self.indexThreshold { index = Positions(slots) }
  }

  /// Removes a constraint if it is a member.
  mutating func remove(_ constraint: Constraint) {
    guard let index = uniqueIndex() else {
      guard let position = slots.firstIndex(where: { $0 === constraint }) else { return }
      slots.remove(at: position)
      return
    }
    guard let position = index.positions.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
    slots[position] = nil
    index.count -= 1
    if index.count * 2 < slots.count { compact() }
  }

  /// The index, copied first if another copy of the list shares it.
  private mutating func uniqueIndex() -> Positions? {
    guard let shared = index else { return nil }
    if !isKnownUniquelyReferenced(&index) { index = Positions(copying: shared) }
    return index
  }

  /// Closes the holes, keeping the order; the positions stay kept while the list is long.
  private mutating func compact() {
    slots.removeAll { $0 == nil }
    index = slots.count > Self.indexThreshold ? Positions(slots) : nil
  }

  /// The members, in installation order.
  func makeIterator() -> Iterator { Iterator(slots: slots) }

  /// Iterates the members, skipping the holes.
  struct Iterator: IteratorProtocol {
    let slots: [Constraint?]
    var index = 0

    mutating func next() -> Constraint? {
      while index < slots.count {
        defer { index += 1 }
        if let member = slots[index] { return member }
      }
      return nil
    }
  }
}
