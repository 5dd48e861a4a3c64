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
  /// The definitions substituted, by the coordinate each defines, with the multiple of its
  /// expression that was added.
  let uses: [(definition: ObjectIdentifier, multiplier: Double)]
  /// `Σ multiplier · definition's constant`: the installed constant is `userConstant + offset`.
  var offset: Double

  func multiplier(of definition: ObjectIdentifier) -> Double {
    uses.first { $0.definition == definition }?.multiplier ?? 0
  }
}

extension LayoutEngine {
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
    return expanded
  }

  /// Substitutes the kept definitions into a translated constraint, the latest first: a definition
  /// uses only earlier ones, so each is substituted once.
  private func expand(_ translated: Constraint) -> (Constraint, DefinitionExpansion) {
    let userConstant = translated._constant
    // Room for a typical substitution at once (a feed cell's bottom gathers about twenty terms):
    // growing from empty reallocated both lists five times per constraint.
    var variables: [Variable] = []
    var coefficients: [Double] = []
    variables.reserveCapacity(32)
    coefficients.reserveCapacity(32)
    // Where each variable is in `variables`: found by a scan while the sum is short (most are a few
    // terms; a map for each of a feed's constraints cost more than its scans), by a map beyond.
    var positions: [ObjectIdentifier: Int] = [:]
    func position(of key: ObjectIdentifier) -> Int? {
      guard variables.count > 32 else { return variables.firstIndex { ObjectIdentifier($0) == key } }
      if positions.isEmpty {
        for (index, variable) in variables.enumerated() { positions[ObjectIdentifier(variable)] = index }
      }
      return positions[key]
    }
    // Defined coordinates still in the sum, by sequence, the latest last.
    var pending: [(sequence: Int, key: ObjectIdentifier)] = []
    pending.reserveCapacity(16)
    func add(_ variable: Variable, _ coefficient: Double) {
      let key = ObjectIdentifier(variable)
      if let position = position(of: key) {
        coefficients[position] += coefficient
        return
      }
      if !positions.isEmpty { positions[key] = variables.count }
      variables.append(variable)
      coefficients.append(coefficient)
      if let sequence = definitions.read(key, \.sequence) {
        let entry = (sequence, key)
        let index = pending.firstIndex { $0.sequence > entry.0 } ?? pending.endIndex
        pending.insert(entry, at: index)
      }
    }
    for term in translated._terms { add(term.variable, term.coefficient) }
    var uses: [(definition: ObjectIdentifier, multiplier: Double)] = []
    uses.reserveCapacity(16)
    var offset = 0.0
    while let (_, key) = pending.popLast() {
      guard let definition = definitions[key], let position = position(of: key) else { continue }
      let coefficient = coefficients[position]
      guard coefficient != 0 else { continue }
      // Adding `multiplier × (definition == 0)` cancels the defined coordinate.
      let multiplier = -coefficient / definition.coefficient
      for term in definition.constraint._terms where term.variable !== definition.variable {
        add(term.variable, multiplier * term.coefficient)
      }
      coefficients[position] = 0
      offset += multiplier * definition.constraint._constant
      uses.append((key, multiplier))
    }
    var terms: [Term] = []
    terms.reserveCapacity(variables.count)
    for (variable, coefficient) in zip(variables, coefficients) where coefficient != 0 {
      terms.append(Term(variable, coefficient: coefficient))
    }
    let expanded = Constraint(
      LinearExpression(terms, constant: userConstant + offset), translated.relation, strength: translated.strength)
    let expansion = DefinitionExpansion(translated: translated, userConstant: userConstant, uses: uses, offset: offset)
    return (expanded, expansion)
  }

  /// Forgets the substitution of an installed constraint that leaves the solver.
  func forgetExpansion(of installed: Constraint) {
    guard let expansion = expansions.removeValue(forKey: ObjectIdentifier(installed)) else { return }
    for use in expansion.uses {
      expandedBy[use.definition]?.removeAll { $0 === installed }
      if expandedBy[use.definition]?.isEmpty == true { expandedBy[use.definition] = nil }
    }
  }

  /// Installs again, without it, the constraints that a definition being dropped was substituted
  /// into: its coordinate is then a solver variable like any other.
  func reinstallExpansions(of definition: ObjectIdentifier) {
    guard let dependents = expandedBy.removeValue(forKey: definition) else { return }
    for installed in dependents {
      guard let expansion = expansions[ObjectIdentifier(installed)],
        case .user(let user)? = origins[ObjectIdentifier(installed)]
      else { continue }
      uninstall(installed)
      let translated = Constraint(
        LinearExpression(expansion.translated._terms, constant: expansion.userConstant),
        expansion.translated.relation, strength: installed.strength)
      do {
        user.solverConstraint = try installUserConstraint(translated, for: user)
      } catch {
        // Without a definition the constraint is weaker than it was; only a numerical refusal is left.
        user.solverConstraint = nil
        rejected.append(user)
        diagnose(error, installing: user, action: "did not install")
      }
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
    let delta = constant - installed._constant
    // Each dependent's constant moves by its multiple of the definition's. Those that loosen go first
    // and those that tighten last: two required bounds of one coordinate (`x >= d` and `x <= d + 10`)
    // move together, and the one moving towards the other would otherwise meet it on the way.
    let shifts = (expandedBy[key] ?? []).map { dependent in
      (dependent, (expansions[ObjectIdentifier(dependent)]?.multiplier(of: key) ?? 0) * delta)
    }.sorted { tightening($0.0, by: $0.1) < tightening($1.0, by: $1.1) }
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
      for use in expansions[ObjectIdentifier(constraint)]?.uses ?? [] {
        guard let definition = definitions[use.definition]?.constraint,
          seen.insert(ObjectIdentifier(definition)).inserted
        else { continue }
        result.append(definition)
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
