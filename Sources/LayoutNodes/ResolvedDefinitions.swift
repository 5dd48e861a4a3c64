import Cassowary

/// A kept definition's expression with the definitions it reads substituted, in turn, down to
/// coordinates that no definition holds: `Σ coefficient·variable + constant`, where the definition
/// is `coefficient·coordinate + expression == 0`.
///
/// A constraint substituted with a definition that reads another definition (a box as wide as the
/// one before it, as wide as the one before that...) gets the resolved expression of the first, in
/// one step: substituted one definition at a time, each label inset in a box of such a chain walked
/// the whole chain above it (N²/2 steps for N boxes, 57 s for 10,000). Resolved expressions are
/// kept until the definitions change (``LayoutEngine/definitionEpoch``), for the definitions that
/// constraints are substituted with and that read another one (the others are their own
/// resolution).
struct ResolvedExpression {
  /// The ``LayoutEngine/definitionEpoch`` it was resolved in; stale in any other.
  let epoch: Int
  let terms: [Term]
  let constant: Double
}

/// A kept definition registered as a reader of a coordinate its constraint mentions, with the
/// coefficient it mentions it with (see ``LayoutEngine/registerReaders(startingAt:)``).
struct DefinitionReader {
  let definition: ObjectIdentifier
  let coefficient: Double
}

extension LayoutEngine {
  /// The resolved expression kept for the definition of `key`, if it is of this epoch.
  @inline(__always)
  func keptResolution(of key: ObjectIdentifier) -> ResolvedExpression? {
    guard !resolvedExpressions.isEmpty, let kept = resolvedExpressions[key], kept.epoch == definitionEpoch else {
      return nil
    }
    return kept
  }

  /// A definition's resolved expression: kept, or resolved now (and kept, if it reads another
  /// definition; otherwise it is its own expression).
  func resolution(of definition: CoordinateDefinition) -> ResolvedExpression {
    let key = ObjectIdentifier(definition.variable)
    if let kept = keptResolution(of: key) { return kept }
    let resolved = resolve(definition)
    if resolved.readsDefinitions { resolvedExpressions[key] = resolved.expression }
    return resolved.expression
  }

  /// A definition's expression with the definitions it reads substituted, the latest first, each with
  /// its kept resolution if it has one (a chain of boxes then costs a step per box) and its own
  /// expression otherwise. Intermediate resolutions are not kept: the end of a list whose rows each
  /// sit below the one before resolves to a sum over every row, and keeping each row's would keep
  /// N²/2 terms.
  private func resolve(_ definition: CoordinateDefinition) -> (expression: ResolvedExpression, readsDefinitions: Bool) {
    var substitution = Substitution(
      definition.constraint._terms, excluding: definition.variable, capacity: definition.constraint._terms.count + 8,
      of: definitions)
    var constant = definition.constraint._constant
    var readsDefinitions = false
    while let (key, read, multiplier) = substitution.next(of: definitions) {
      readsDefinitions = true
      if let kept = keptResolution(of: key) {
        constant += multiplier * substitution.add(kept, times: multiplier)
      } else {
        constant += multiplier * substitution.add(expressionOf: read, times: multiplier, of: definitions)
      }
    }
    let expression = ResolvedExpression(epoch: definitionEpoch, terms: substitution.sum.terms, constant: constant)
    return (expression, readsDefinitions)
  }

  /// Registers a kept definition that a resolved expression was resolved through as a reader of the
  /// coordinates its constraint mentions that are defined (or were, and may be again in the same
  /// place), and the definitions among those in turn, each once: a change to any of them then reaches
  /// the constraints by following readers (``dependentDefinitions(of:)``), where a list of every
  /// definition substituted, kept with each constraint, grew with the length of the chain.
  func registerReaders(startingAt key: ObjectIdentifier) {
    var stack = [key]
    while let next = stack.popLast() {
      guard !registeredReaders.contains(next), let definition = definitions[next] else { continue }
      registeredReaders[next] = true
      for term in definition.constraint._terms where term.variable !== definition.variable {
        let input = ObjectIdentifier(term.variable)
        let isDefined = definitions.contains(input)
        guard isDefined || droppedDefinitions.contains(input) else { continue }
        let reader = DefinitionReader(definition: next, coefficient: term.coefficient)
        definitionReaders.update(input, default: []) { $0.append(reader) }
        if isDefined { stack.append(input) }
      }
    }
  }

  /// Takes a definition that goes away off the readers of the coordinates it mentions.
  func unregisterReader(_ definition: CoordinateDefinition) {
    let key = ObjectIdentifier(definition.variable)
    guard !registeredReaders.isEmpty, registeredReaders.removeValue(forKey: key) != nil else { return }
    for term in definition.constraint._terms where term.variable !== definition.variable {
      let input = ObjectIdentifier(term.variable)
      guard definitionReaders.contains(input) else { continue }
      definitionReaders.update(input, default: []) { $0.removeAll { $0.definition == key } }
      if definitionReaders.read(input, \.isEmpty) == true { definitionReaders[input] = nil }
    }
  }

  /// The coordinate `key` and the kept definitions that read it through registered readers, in
  /// turn, oldest first: what a change of its definition reaches.
  func dependentDefinitions(of key: ObjectIdentifier) -> [ObjectIdentifier] {
    guard definitionReaders.contains(key) else { return [key] }
    var found: [ObjectIdentifier] = []
    var seen: Set<ObjectIdentifier> = []
    var stack = [key]
    while let next = stack.popLast() {
      guard seen.insert(next).inserted else { continue }
      found.append(next)
      for reader in definitionReaders[next] ?? [] { stack.append(reader.definition) }
    }
    guard found.count > 1 else { return found }
    // The coordinate itself first: its definition may be gone (dropped) or older than any reader.
    var readers = Array(found.dropFirst())
    readers.sort { (definitions.read($0, \.sequence) ?? 0) < (definitions.read($1, \.sequence) ?? 0) }
    return [key] + readers
  }

  /// What a change of `delta` in the constant of the definition of `key` does to the installed
  /// constants: each substituted constraint it reaches with its shift, in the order reached. A
  /// constraint substituted with the definition's own expression moves by its multiple of the change;
  /// one substituted with a resolved expression, by its multiple of that expression's change, which
  /// follows registered readers: a reader's moves by its multiple of each definition it reads.
  func constantShifts(from key: ObjectIdentifier, by delta: Double) -> [(Constraint, Double)] {
    var shifts: [(Constraint, Double)] = []
    var positions: [ObjectIdentifier: Int] = [:]
    func shift(_ dependent: Constraint, by amount: Double) {
      if let position = positions[ObjectIdentifier(dependent)] {
        shifts[position].1 += amount
      } else {
        positions[ObjectIdentifier(dependent)] = shifts.count
        shifts.append((dependent, amount))
      }
    }
    for dependent in expandedBy[key] ?? [] {
      shift(dependent, by: (expansions[ObjectIdentifier(dependent)]?.multiplier(of: key) ?? 0) * delta)
    }
    guard registeredReaders.contains(key) || resolvedBy[key] != nil else { return shifts }
    var moves: [ObjectIdentifier: Double] = [key: delta]
    for reached in dependentDefinitions(of: key) {
      guard let move = moves[reached], move != 0, let definition = definitions[reached] else { continue }
      for reader in definitionReaders[reached] ?? [] {
        moves[reader.definition, default: 0] += -reader.coefficient / definition.coefficient * move
      }
      for dependent in resolvedBy[reached] ?? [] {
        shift(dependent, by: (expansions[ObjectIdentifier(dependent)]?.resolvedMultiplier(of: reached) ?? 0) * move)
      }
    }
    return shifts
  }

  /// The kept definitions that the resolved expressions substituted into a constraint were resolved
  /// through: those substituted and those they read, in turn, the latest first.
  func definitionsResolved(into expansion: DefinitionExpansion) -> [CoordinateDefinition] {
    guard !expansion.resolvedUses.isEmpty else { return [] }
    return definitionsRead(from: expansion.resolvedUses.compactMap { definitions[$0.definition] }).reversed()
  }
}
