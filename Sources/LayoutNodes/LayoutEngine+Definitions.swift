import Cassowary
import Foundation

/// A required equality that places or sizes a box, kept out of the solver: nothing in the solver
/// mentions the coordinate it defines, so the equality always holds by computing that coordinate
/// after the solve.
///
/// A feed's `cell.top == previous.bottom` is one: in the parent's coordinates no other row holds the
/// cell's `top` (its content is written in the cell's own coordinates), so the feed's positions are a
/// chain of sums evaluated after the solve, and the solver holds one small system per cell joined only
/// by the widths. In the solver, that chain made each cell's `top` a row of every cell above it.
struct CoordinateDefinition {
  /// The translated constraint, `Σ coefficient·variable + constant == 0`.
  let constraint: Constraint
  /// The coordinate it defines: a box's `left` or `top`, or its `width` or `height`, held by no solver
  /// row. Unowned: ``constraint`` holds it as a term, and a retained reference made every copy of a
  /// definition (a lookup, the program's compilation) visit the variable, which is seldom in the caches.
  unowned(unsafe) let variable: Variable
  /// The coefficient of ``variable`` in the constraint (never zero).
  let coefficient: Double
  /// The order of definition: a definition uses only solver variables and coordinates defined before
  /// it, so evaluating in this order is evaluating in dependency order.
  let sequence: Int
}

/// How many kept definitions read a coordinate, and a sequence at or before the earliest of them
/// (a definition of the coordinate goes before it; see `LayoutEngine.placeBeforeReaders`). It is not
/// raised when that reader goes away: a place before a reader that went away is before the others.
struct CoordinateReads {
  // The wider field first: the map's entries stay as small as with a count alone.
  var earliestReader: Int
  var count: Int32 = 0
}

/// Where a definition that went away stood in the order of definitions (its
/// ``CoordinateDefinition/sequence``), and in which pass it went away.
struct DroppedDefinition {
  let sequence: Int
  /// The engine's ``LayoutEngine/syncCount`` when it went away: while it is the same, the pass that
  /// applies the change has not ended.
  let pass: Int
}

extension LayoutEngine {
  /// Keeps a translated user constraint out of the solver as the definition of a coordinate of its
  /// first anchor's box, if it is one (see ``CoordinateDefinition``); returns whether it did.
  ///
  /// It is one when it is a required equality and one of that box's coordinates is in it, in no solver
  /// constraint and in no definition already kept (which keeps the definitions acyclic): its `left`
  /// or `top` when the anchor is a position measured in an ancestor's coordinates; else its width or
  /// height along the anchor's axis, when the translation holds it (`width`, `trailing`, `centerX`,
  /// ...) and the box neither measures its content nor has baselines (both read the box's size
  /// between solves, before definitions are evaluated). A nest of boxes each inset in its parent
  /// (`leading` and `trailing` to the parent's) thus defines each box's `left` and then its `width`:
  /// in the solver, each `width == parent.width - 2` made a row of every level above it (N² cells
  /// for N levels).
  ///
  /// A coordinate whose definition went away is defined again in that definition's place in the
  /// order, if what the new definition reads is determined before that place. A position that
  /// definitions read may be, if its definition went away in this pass: a row removed from a list, its
  /// neighbours linked, defines the next row's `top` again, which the rows below read. (Put in the
  /// solver, the link had every definition above it substituted: a row as long as the list.) A row put
  /// back in the middle of the list takes the places of its own definitions and of its old link, and
  /// the link below it the place of the link that bridged the gap.
  ///
  /// A coordinate that kept definitions read but nothing determines is defined before the earliest of
  /// them, if what the new definition reads is defined before that (see ``placeBeforeReaders``): the
  /// order a user writes constraints in does not decide what stays out of the solver.
  ///
  /// A coordinate that only user constraints of its own box hold in the solver is taken out of them
  /// first when the equality links it to a coordinate of its kind that a definition defines, a link
  /// of a chain (see ``extendsDefinedChain(_:_:defining:of:)`` and
  /// ``keepAsDefinitionTakingOutHolders(_:_:in:holders:)``).
  func keepAsDefinition(
    _ constraint: LayoutConstraint, _ translated: Constraint, in frame: LayoutBox?, mayTakeOutHolders: Bool = true
  ) -> Bool {
    let anchor = constraint.firstAnchor
    guard translated.relation == .equal, translated.strength.isRequired, anchor.box.unretainedParentBox != nil
    else { return false }
    var place: Int?
    let candidates = definableCoordinates(of: anchor, in: translated, frame: frame)
    var variable = candidates.free
    if let free = variable {
      place = placeOfDroppedDefinition(of: free, readBy: translated)
    } else if anchor.attribute.isPosition, anchor.box !== frame {
      let position = anchor.attribute.isHorizontalPosition ? anchor.box.left : anchor.box.top
      place = placeOfDroppedDefinition(of: position, readBy: translated)
      if place != nil { variable = position }
    }
    if variable == nil, let read = candidates.read {
      place = placeBeforeReaders(of: read, readBy: translated)
      if place != nil { variable = read }
    }
    guard let variable else {
      guard mayTakeOutHolders, let held = candidates.held,
        extendsDefinedChain(constraint, translated, defining: held, of: anchor.box),
        let holders = userConstraintsHolding(held, of: anchor.box)
      else { return false }
      return keepAsDefinitionTakingOutHolders(constraint, translated, in: frame, holders: holders)
    }
    let key = ObjectIdentifier(variable)
    var coefficient = 0.0
    for term in translated._terms {
      // A value the solver would refuse goes to the solver, which refuses it with its error.
      guard term.coefficient.isFinite else { return false }
      if term.variable === variable {
        coefficient = Tolerance.sum(coefficient, term.coefficient, relative: Tolerance.mixedCancellation)
      }
    }
    guard coefficient != 0, translated._constant.isFinite else { return false }
    let sequence: Int
    if let place {
      sequence = place
    } else {
      nextDefinitionSequence += LayoutEngine.definitionSequenceStride
      sequence = nextDefinitionSequence
    }
    let definition = CoordinateDefinition(
      constraint: translated, variable: variable, coefficient: coefficient, sequence: sequence)
    definitions[key] = definition
    if let place, let lastSequence = definitionProgram?.lastSequence, place <= lastSequence {
      // In the place of a definition that went away: its step in the program.
      let box = boxesByVariable[key]
      if definitionProgram?.replaceRemovedStep(numbered: place, with: definition, box: box) != true {
        forgetDefinitionProgram()
      }
    } else if definitionProgram != nil {
      // After the program's steps (in the place of one appended since, or new): appended in order.
      definitionsToAppend.append(key)
    }
    definedBy[ObjectIdentifier(translated)] = key
    for term in translated._terms where term.variable !== variable {
      definitionUses.update(ObjectIdentifier(term.variable), default: CoordinateReads(earliestReader: sequence)) {
        $0.count += 1
        $0.earliestReader = min($0.earliestReader, sequence)
      }
    }
    origins[ObjectIdentifier(translated)] = .user(constraint)
    if place != nil {
      // Definitions read the coordinate (in a dropped definition's place, as that definition; before
      // its readers, as a coordinate nothing determined): their resolved expressions read it again as
      // defined, and those registered as readers reach the constraints through it.
      definitionEpoch += 1
      if definitionReaders.contains(key) { registerReaders(startingAt: key) }
    }
    return true
  }

  /// The coordinate of the anchor's box that a required equality on it may define (see
  /// ``keepAsDefinition(_:_:in:mayTakeOutHolders:)``): `free`, held by no solver row and by no kept
  /// definition; else `read`, one that kept definitions read but nothing determines, whose definition
  /// would go before them in the order (see ``placeBeforeReaders``); else `held`, one that no
  /// definition defines but solver rows hold. The box's position comes before its size.
  private func definableCoordinates(of anchor: AnyLayoutAnchor, in translated: Constraint, frame: LayoutBox?)
    -> (free: Variable?, read: Variable?, held: Variable?)
  {
    let box = anchor.box
    let horizontal = anchor.attribute.isHorizontalPosition || anchor.attribute == .width
    var read: Variable?
    var held: Variable?
    if anchor.attribute.isPosition && box !== frame {
      let position = horizontal ? box.left : box.top
      if isUndetermined(position) {
        if !definitionUses.contains(ObjectIdentifier(position)) { return (position, nil, nil) }
        read = position
      } else if !definitions.contains(ObjectIdentifier(position)) {
        held = position
      }
    }
    // A node that measures its content has content constraints on both sizes, whose installation
    // moves a definition of either into the solver; baselines are checked in `installBaselines`.
    guard box.node?.measuresContent != true, box.firstBaseline == nil, box.lastBaseline == nil else {
      return (nil, read, held)
    }
    let size = horizontal ? box.width : box.height
    guard translated._terms.contains(where: { $0.variable === size }), !definitions.contains(ObjectIdentifier(size))
    else { return (nil, read, held) }
    guard !solver._holds(size) else { return (nil, read, held ?? size) }
    if !definitionUses.contains(ObjectIdentifier(size)) { return (size, nil, nil) }
    return (nil, read ?? size, held)
  }

  /// The place in the order of a definition of `variable` that went away, if a new definition
  /// `translated` may take it (the place is then taken): nothing defines the variable now and no solver
  /// row holds it; every coordinate the new definition reads is held by the solver or defined before
  /// that place; and nothing reads the variable, or the definition went away in this pass and every
  /// definition that reads the variable comes after that place. The order stays one of dependency.
  ///
  /// A reader kept while the old definition stood comes after it; one kept in the same pass after it
  /// went away may have been placed before its readers' earliest (``placeBeforeReaders``), before the
  /// old place: `a.top == b.top` kept there, then `b.top == root.top` in `b`'s old place, evaluated
  /// `a.top` from `b.top`'s value before the solve (the node-tree fuzzer found it).
  private func placeOfDroppedDefinition(of variable: Variable, readBy translated: Constraint) -> Int? {
    let key = ObjectIdentifier(variable)
    guard let dropped = droppedDefinitions[key], !definitions.contains(key), !solver._holds(variable) else {
      return nil
    }
    if let reads = definitionUses[key] {
      // `earliestReader` is at or before the earliest reader: after the place, so is every reader.
      guard dropped.pass == syncCount, reads.earliestReader > dropped.sequence else { return nil }
    }
    for term in translated._terms where term.variable !== variable {
      // A coordinate that nothing determines yet may be defined after the place.
      guard let sequence = definitions.read(ObjectIdentifier(term.variable), \.sequence) else {
        if solver._holds(term.variable) { continue }
        return nil
      }
      if sequence >= dropped.sequence { return nil }
    }
    droppedDefinitions[key] = nil
    return dropped.sequence
  }

  /// A place in the order of definitions for a new definition of `variable`, which kept definitions
  /// read but nothing determines: before the earliest of its readers and after every definition
  /// `translated` reads (the place is then taken), or `nil` if there is none. The order stays one of
  /// dependency: a reader of the coordinate comes after it.
  ///
  /// Constraints come in the order a user writes them: a spacer between rows of a list, each
  /// `spacer.heightAnchor == firstSpacer.heightAnchor`, written after the row below it is placed at
  /// the spacer's bottom (which reads the spacer's height), found every spacer's height read. In the
  /// solver, those N equalities each took a row of the list's closing constraint (the N heights they
  /// share), and every label measured later was substituted into all of them: N³. Defined before
  /// their readers, they stay out of the solver as when written first.
  private func placeBeforeReaders(of variable: Variable, readBy translated: Constraint) -> Int? {
    guard let reads = definitionUses[ObjectIdentifier(variable)] else { return nil }
    var latestRead = Int.min
    for term in translated._terms where term.variable !== variable {
      // A coordinate held by the solver or determined by nothing yet may be read from any place (a
      // later definition of it goes before its readers too, or to the solver).
      if let sequence = definitions.read(ObjectIdentifier(term.variable), \.sequence) {
        latestRead = max(latestRead, sequence)
      }
    }
    if insertedDefinitionSequences.count > max(64, 2 * definitions.count) { forgetUnusedInsertedSequences() }
    var place = reads.earliestReader - 1
    while place > latestRead {
      // Places between the sequences given in order, each taken once (a dropped definition's place
      // may be taken again by its own coordinate alone).
      if place % LayoutEngine.definitionSequenceStride != 0, insertedDefinitionSequences.insert(place).inserted {
        return place
      }
      place -= 1
    }
    return nil
  }

  /// Keeps, of the places taken between the sequences given in order, those a kept or dropped
  /// definition still holds.
  private func forgetUnusedInsertedSequences() {
    let stride = LayoutEngine.definitionSequenceStride
    insertedDefinitionSequences = Set(
      definitions.values.map(\.sequence).filter { $0 % stride != 0 }
        + droppedDefinitions.values.map(\.sequence).filter { $0 % stride != 0 })
  }

  /// Whether a box's coordinate is in no solver row and defined by no kept definition (kept
  /// definitions may read it).
  private func isUndetermined(_ variable: Variable) -> Bool {
    !definitions.contains(ObjectIdentifier(variable)) && !solver._holds(variable)
  }

  /// Whether the constraint is kept as a definition.
  func isDefinition(_ constraint: Constraint) -> Bool { definedBy.contains(ObjectIdentifier(constraint)) }

  /// Forgets a kept definition (its coordinate is then held by nothing until the solver holds it).
  func dropDefinition(_ constraint: Constraint) {
    guard let key = definedBy.removeValue(forKey: ObjectIdentifier(constraint)),
      let definition = definitions.removeValue(forKey: key)
    else { return }
    for term in definition.constraint._terms where term.variable !== definition.variable {
      let used = ObjectIdentifier(term.variable)
      if let reads = definitionUses[used], reads.count > 1 {
        definitionUses[used]?.count -= 1
      } else {
        definitionUses[used] = nil
      }
    }
    origins[ObjectIdentifier(constraint)] = nil
    // Its step is taken out of the program (a definition kept since the program was compiled has none).
    if let lastSequence = definitionProgram?.lastSequence, definition.sequence <= lastSequence {
      if definitionProgram?.removeStep(numbered: definition.sequence) != true { forgetDefinitionProgram() }
    } else {
      definitionsToAppend.removeAll { $0 == key }
    }
    droppedDefinitions[key] = DroppedDefinition(sequence: definition.sequence, pass: syncCount)
    unregisterReader(definition)
    definitionEpoch += 1
    if !resolvedExpressions.isEmpty { resolvedExpressions[key] = nil }
    if !longSubstitutionStarts.isEmpty { longSubstitutionStarts[key] = nil }
    reinstallExpansions(of: key)
  }

  /// Moves into the solver every kept definition that a constraint about to be added mentions (and
  /// those they mention in turn), oldest first, so that each one's coordinate is fresh when it arrives:
  /// a coordinate in the solver must be determined there. User constraints get the definitions
  /// substituted instead (`DefinitionExpansion.swift`); this serves the engine's own constraints, and
  /// a substituted constraint that the solver refused, whose refusal must name the definitions.
  func installDefinitions(mentionedBy constraint: Constraint) {
    guard !definitions.isEmpty else { return }
    let pending = constraint._terms.compactMap { definitions[ObjectIdentifier($0.variable)] }
    guard !pending.isEmpty else { return }
    moveIntoSolver(pending)
  }

  /// Moves the kept definitions of a box's width and height into the solver (see
  /// ``installDefinitions(mentionedBy:)``): the box's size is about to be read between solves.
  func installSizeDefinitions(of box: LayoutBox) {
    let width = definitions[ObjectIdentifier(box.width)], height = definitions[ObjectIdentifier(box.height)]
    guard width != nil || height != nil else { return }
    moveIntoSolver([width, height].compactMap { $0 })
  }

  /// Moves definitions into the solver, with those they mention in turn, oldest first.
  private func moveIntoSolver(_ roots: [CoordinateDefinition]) {
    for definition in definitionsRead(from: roots) {
      guard case .user(let user)? = origins[ObjectIdentifier(definition.constraint)] else { continue }
      dropDefinition(definition.constraint)
      // Its coordinate is in no solver row: the solver solves the equality for it and cannot refuse.
      do { try install(definition.constraint, origin: .user(user)) } catch {
        user.solverConstraint = nil
        rejected.append(user)
        diagnose(error, installing: user, action: "did not install")
      }
    }
  }

  /// The kept definitions `roots` and those they mention, in turn, each once, oldest first.
  func definitionsRead(from roots: [CoordinateDefinition]) -> [CoordinateDefinition] {
    var pending = roots
    var closure: [CoordinateDefinition] = []
    var seen: Set<ObjectIdentifier> = []
    while let definition = pending.popLast() {
      guard seen.insert(ObjectIdentifier(definition.variable)).inserted else { continue }
      closure.append(definition)
      pending += definition.constraint._terms.compactMap { definitions[ObjectIdentifier($0.variable)] }
    }
    closure.sort { $0.sequence < $1.sequence }
    return closure
  }

  /// Computes the kept definitions' coordinates whose inputs changed since the last evaluation (all
  /// of them after a change of structure), in dependency order, and hands each box whose coordinate
  /// changed to `changed`: by default it is queued for write-back.
  func evaluateDefinitions(_ changed: (LayoutBox) -> Void) {
    guard !definitions.isEmpty else { return }
    // The solver's changes since the last pass tell the program what to evaluate.
    noteSolvedChanges()
    var program = currentDefinitionProgram()
    if writesBackEverything { program.evaluatesAll = true }
    program.evaluate(changed)
    definitionProgram = program
  }

  /// The program of the kept definitions: the compiled one with the definitions kept since appended,
  /// or compiled afresh when there is none, or when appended readers have grown to a quarter of its
  /// steps (each costs a lookup when the coordinate it reads changes).
  private func currentDefinitionProgram() -> DefinitionProgram {
    // In the order of their places (one may take the place of one appended before it).
    var appended = definitionsToAppend.compactMap { definitions[$0] }
    appended.sort { $0.sequence < $1.sequence }
    definitionsToAppend = []
    // Taken out, so that it is mutated alone, not copied. A definition in the place of one that went
    // away belongs before steps of the program: compiled afresh.
    guard var program = definitionProgram.take(), !program.needsCompiling,
      appended.allSatisfy({ $0.sequence > program.lastSequence })
    else {
      // The places of definitions that went away stay places in the order (a definition that takes one
      // makes the program compile again), but not without bound: those of nodes that went for good
      // would pile up.
      if droppedDefinitions.count > max(256, definitions.count) { droppedDefinitions = IdentityMap() }
      return DefinitionProgram(orderedDefinitions) { self.boxesByVariable[ObjectIdentifier($0)] }
    }
    if !appended.isEmpty { program.append(appended) { self.boxesByVariable[ObjectIdentifier($0)] } }
    return program
  }

  /// Drops the compiled program, and with it the definitions waiting to be appended to it: the next
  /// evaluation compiles every definition afresh.
  func forgetDefinitionProgram() {
    definitionProgram = nil
    definitionsToAppend = []
  }

  /// ``evaluateDefinitions(_:)``, queueing each moved box for the next write-back.
  func evaluateDefinitions() {
    evaluateDefinitions { awaitWriteBack($0) }
  }

  /// The kept definitions, oldest first: in dependency order.
  private var orderedDefinitions: [CoordinateDefinition] {
    // Sorted in place: `sorted()` copied the values once more, retaining and releasing every
    // definition's constraint again (a feed's thousands, no longer in the caches when compiled).
    var ordered = definitions.values
    ordered.sort { $0.sequence < $1.sequence }
    return ordered
  }

  /// The kept definitions' constraints, oldest first (for a probe that must hold every constraint of
  /// the tree).
  var keptDefinitions: [Constraint] { orderedDefinitions.map(\.constraint) }
}
