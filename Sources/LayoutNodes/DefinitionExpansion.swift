import Cassowary

/// A user constraint that mentions kept definitions, installed with those definitions
/// substituted into it: the solver receives `translated + Σ multiplier·definition`, an expression of
/// the definitions' inputs alone, and the definitions stay out of the solver.
///
/// The closing edge of a row (`superview.trailing == last.trailing + 20` after `next.leading ==
/// previous.trailing + 8` for each node) is one. Moving the row's definitions into the solver instead
/// made each position a row of every equality before it, N²/2 cells for N nodes; substituted, the
/// closing edge is one row of the N widths and the gaps' constants.
struct DefinitionExpansion {
  /// The user's constraint as translated, before substitution (its constant is ``userConstant``).
  let translated: Constraint
  /// The translated constraint's constant as the user's constant now sets it.
  var userConstant: Double
  /// The definitions substituted with their own expressions (those the constraint mentions, and
  /// those these mention in turn while the substitution is short), by the coordinate each defines,
  /// with the multiple of its expression that was added.
  let uses: [(definition: ObjectIdentifier, multiplier: Double)]
  /// The definitions substituted with their resolved expressions (see ``ResolvedExpression``), with
  /// the multiple of the resolved expression that was added.
  let resolvedUses: [(definition: ObjectIdentifier, multiplier: Double)]
  /// `Σ multiplier · expression's constant`: the installed constant is `userConstant + offset`.
  var offset: Double

  /// The multiple of a definition's own expression that was added.
  func multiplier(of definition: ObjectIdentifier) -> Double {
    uses.first { $0.definition == definition }?.multiplier ?? 0
  }

  /// The multiple of a definition's resolved expression that was added.
  func resolvedMultiplier(of definition: ObjectIdentifier) -> Double {
    resolvedUses.first { $0.definition == definition }?.multiplier ?? 0
  }
}

extension LayoutEngine {
  /// How many definitions a constraint is substituted with, one at a time, before the substitution
  /// counts as long: a feed's constraints take three or fewer, a label in a box of a chain of N boxes,
  /// each as wide as the one before, takes N. A long substitution that passes through a definition
  /// that another long one started from (the box above's width, for the label above) is made with
  /// resolved expressions instead (see ``ResolvedExpression``), which are then kept; one that does not
  /// (the closing edge of a row) is made to the end, once.
  static let substitutionBudget = 16

  /// Installs a translated user constraint: as it is, or, when it mentions kept definitions, with
  /// them substituted (see ``DefinitionExpansion``). Returns the constraint the solver holds.
  ///
  /// A substituted constraint that the solver refuses is installed as written, with the definitions
  /// it mentions moved into the solver: the solver's refusal then names them, as the user wrote them.
  func installUserConstraint(_ translated: Constraint, for user: LayoutConstraint) throws(SolverError)
    -> Constraint
  {
    guard !definitions.isEmpty,
      translated._terms.contains(where: { definitions.contains(ObjectIdentifier($0.variable)) })
    else {
      try addToSolver(translated, origin: .user(user))
      return translated
    }
    let (expanded, expansion) = expand(translated)
    do {
      try addToSolver(expanded, origin: .user(user))
    } catch {
      try install(translated, origin: .user(user))
      return translated
    }
    let key = ObjectIdentifier(expanded)
    expansions[key] = expansion
    for use in expansion.uses { expandedBy[use.definition, default: []].append(expanded) }
    for use in expansion.resolvedUses {
      resolvedBy[use.definition, default: []].append(expanded)
      registerReaders(startingAt: use.definition)
    }
    return expanded
  }

  /// Substitutes the kept definitions into a translated constraint, the latest first: a definition
  /// uses only earlier ones, so each is substituted once, with its resolved expression if one is kept
  /// and with its own otherwise; a long substitution that passes through a definition that another
  /// long one started from is made with resolved expressions instead (see ``substitutionBudget``).
  private func expand(_ translated: Constraint) -> (Constraint, DefinitionExpansion) {
    // Room for a typical substitution at once (a feed cell's bottom gathers about twenty terms):
    // growing from empty reallocated both lists five times per constraint.
    var substitution = Substitution(translated._terms, capacity: 32, of: definitions)
    var isLong = false
    var uses: [(definition: ObjectIdentifier, multiplier: Double)] = []
    uses.reserveCapacity(16)
    var resolvedUses: [(definition: ObjectIdentifier, multiplier: Double)] = []
    var offset = 0.0
    while let (key, definition, multiplier) = substitution.next(of: definitions) {
      if let kept = keptResolution(of: key) {
        offset += multiplier * substitution.add(kept, times: multiplier)
        resolvedUses.append((key, multiplier))
        continue
      }
      if uses.count >= LayoutEngine.substitutionBudget {
        if longSubstitutionStarts.contains(key) { return expandResolved(translated) }
        if !isLong {
          isLong = true
          if uses.contains(where: { longSubstitutionStarts.contains($0.definition) }) {
            return expandResolved(translated)
          }
        }
      }
      offset += multiplier * substitution.add(expressionOf: definition, times: multiplier, of: definitions)
      uses.append((key, multiplier))
    }
    if isLong {
      for term in translated._terms where definitions.contains(ObjectIdentifier(term.variable)) {
        longSubstitutionStarts[ObjectIdentifier(term.variable)] = true
      }
    }
    return expansion(of: translated, sum: substitution.sum, uses: uses, resolvedUses: resolvedUses, offset: offset)
  }

  /// Substitutes the kept definitions that a translated constraint mentions with their resolved
  /// expressions, resolving those not kept yet.
  private func expandResolved(_ translated: Constraint) -> (Constraint, DefinitionExpansion) {
    var substitution = Substitution(translated._terms, capacity: 32, of: definitions)
    var resolvedUses: [(definition: ObjectIdentifier, multiplier: Double)] = []
    var offset = 0.0
    while let (key, definition, multiplier) = substitution.next(of: definitions) {
      offset += multiplier * substitution.add(resolution(of: definition), times: multiplier)
      resolvedUses.append((key, multiplier))
    }
    return expansion(of: translated, sum: substitution.sum, uses: [], resolvedUses: resolvedUses, offset: offset)
  }

  @inline(__always)
  private func expansion(
    of translated: Constraint, sum: TermSum, uses: [(definition: ObjectIdentifier, multiplier: Double)],
    resolvedUses: [(definition: ObjectIdentifier, multiplier: Double)], offset: Double
  ) -> (Constraint, DefinitionExpansion) {
    let userConstant = translated._constant
    let expanded = Constraint(
      LinearExpression(sum.terms, constant: userConstant + offset), translated.relation, strength: translated.strength)
    let expansion = DefinitionExpansion(
      translated: translated, userConstant: userConstant, uses: uses, resolvedUses: resolvedUses, offset: offset)
    return (expanded, expansion)
  }

  /// Forgets the substitution of an installed constraint that leaves the solver.
  func forgetExpansion(of installed: Constraint) {
    guard let expansion = expansions.removeValue(forKey: ObjectIdentifier(installed)) else { return }
    for use in expansion.uses {
      expandedBy[use.definition]?.remove(installed)
      if expandedBy[use.definition]?.isEmpty == true { expandedBy[use.definition] = nil }
    }
    for use in expansion.resolvedUses {
      resolvedBy[use.definition]?.remove(installed)
      if resolvedBy[use.definition]?.isEmpty == true { resolvedBy[use.definition] = nil }
    }
  }

  /// Installs again, without it, the constraints that a definition being dropped was substituted
  /// into: with its own expression, or within a resolved expression (of it, or of a definition that
  /// reads it). Its coordinate is then a solver variable like any other.
  func reinstallExpansions(of definition: ObjectIdentifier) {
    var dependents = Array(expandedBy.removeValue(forKey: definition) ?? [])
    if !resolvedBy.isEmpty {
      var seen = Set(dependents.map(ObjectIdentifier.init))
      for reached in dependentDefinitions(of: definition) {
        for installed in resolvedBy[reached] ?? [] where seen.insert(ObjectIdentifier(installed)).inserted {
          dependents.append(installed)
        }
      }
    }
    for installed in dependents {
      guard expansions[ObjectIdentifier(installed)] != nil, case .user(let user)? = origins[ObjectIdentifier(installed)]
      else { continue }
      let translated = writtenForm(of: installed)
      uninstall(installed)
      // Without a definition the constraint is weaker than it was; only a numerical refusal is left.
      reinstall(user, as: translated)
    }
  }

  /// Installs a user constraint again from its written form (translated, before any substitution:
  /// ``writtenForm(of:)``); a refusal is recorded and diagnosed.
  func reinstall(_ user: LayoutConstraint, as written: Constraint) {
    do {
      user.solverConstraint = try installUserConstraint(written, for: user)
    } catch {
      user.solverConstraint = nil
      rejected.append(user)
      diagnose(error, installing: user, action: "did not install")
    }
  }

  /// Sets the user's constant of an installed constraint, substituted or not; returns whether it
  /// changed.
  func setUserConstant(_ constant: Double, of installed: Constraint) throws(SolverError) -> Bool {
    let key = ObjectIdentifier(installed)
    guard let expansion = expansions[key] else {
      guard installed._constant != constant else { return false }
      try solver.setConstant(constant, of: installed)
      return true
    }
    guard expansion.userConstant != constant else { return false }
    try solver.setConstant(constant + expansion.offset, of: installed)
    expansions[key]?.userConstant = constant
    return true
  }

  /// Gives a user constraint kept as a definition its new constant in place (it keeps its place in
  /// the order of definitions, and the constraints it was substituted into get the matching
  /// constants); returns whether anything changed. A constant that the substituted constraints
  /// refuse leaves everything as it was and throws.
  func setDefinitionConstant(of user: LayoutConstraint) throws(SolverError) -> Bool {
    let constant = -Double(user.constant)
    guard let installed = user.solverConstraint, let key = definedBy[ObjectIdentifier(installed)],
      let definition = definitions[key], installed._constant != constant
    else { return false }
    // Refused as the solver refuses it: a definition holds only values the solver would accept.
    guard constant.isFinite else { throw .nonFiniteValue }
    // Each dependent's constant moves by its multiple of the definition's. Those that loosen go first
    // and those that tighten last: two required bounds of one coordinate (`x >= d` and `x <= d + 10`)
    // move together, and the one moving towards the other would otherwise meet it on the way.
    let shifts = constantShifts(from: key, by: constant - installed._constant).sorted {
      tightening($0.0, by: $0.1) < tightening($1.0, by: $1.1)
    }
    for (index, (dependent, shift)) in shifts.enumerated() {
      do {
        try solver.setConstant(dependent._constant + shift, of: dependent)
      } catch {
        for (changed, shift) in shifts[..<index].reversed() {
          try? solver.setConstant(changed._constant - shift, of: changed)
        }
        throw error
      }
    }
    for (dependent, shift) in shifts { expansions[ObjectIdentifier(dependent)]?.offset += shift }
    definitionEpoch += 1
    let replacement = Constraint(
      LinearExpression(installed._terms, constant: constant), .equal, strength: installed.strength)
    definitions[key] = CoordinateDefinition(
      constraint: replacement, variable: definition.variable, coefficient: definition.coefficient,
      sequence: definition.sequence)
    definedBy[ObjectIdentifier(installed)] = nil
    definedBy[ObjectIdentifier(replacement)] = key
    origins[ObjectIdentifier(replacement)] = origins.removeValue(forKey: ObjectIdentifier(installed))
    user.solverConstraint = replacement
    // The program keeps its order: the step's new constant is set in place, and only it and the steps
    // that read it are evaluated again (compiled afresh, every definition was evaluated: a pass that
    // grew with the tree, 22 ms for one gap between two cells of a 1,000-cell feed).
    // A definition kept since the program was compiled is appended to it with its current constant.
    if let lastSequence = definitionProgram?.lastSequence, definition.sequence <= lastSequence,
      definitionProgram?.setConstant(constant, ofStepNumbered: definition.sequence) != true
    {
      forgetDefinitionProgram()
    }
    return true
  }

  /// The constraints of a conflict as the user wrote them: each substituted constraint followed by
  /// the definitions substituted into it, which the conflict involves as much.
  func withSubstitutedDefinitions(_ conflicting: [Constraint]) -> [Constraint] {
    guard !expansions.isEmpty else { return conflicting }
    var result: [Constraint] = []
    var seen: Set<ObjectIdentifier> = []
    for constraint in conflicting where seen.insert(ObjectIdentifier(constraint)).inserted {
      result.append(constraint)
      guard let expansion = expansions[ObjectIdentifier(constraint)] else { continue }
      let substituted =
        expansion.uses.compactMap { definitions[$0.definition] } + definitionsResolved(into: expansion)
      for definition in substituted where seen.insert(ObjectIdentifier(definition.constraint)).inserted {
        result.append(definition.constraint)
      }
    }
    return result
  }
}

/// How a constant shift of a solver constraint (`expression relation 0`) narrows what it allows: -1
/// when it loosens the constraint, 0 for an equality (which moves), 1 when it tightens it.
func tightening(_ constraint: Constraint, by shift: Double) -> Int {
  switch constraint.relation {
  case .equal: return 0
  case .lessThanOrEqual: return shift < 0 ? -1 : 1
  case .greaterThanOrEqual: return shift > 0 ? -1 : 1
  }
}
