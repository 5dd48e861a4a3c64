import Cassowary

extension LayoutEngine {
  /// How many user constraints a coordinate may be taken out of to be defined (see
  /// ``keepAsDefinitionTakingOutHolders(_:_:in:holders:)``): each is installed again, so a definition
  /// that comes and goes (a constraint toggled) costs that many solver operations each time.
  static let heldCoordinateHolderLimit = 16

  /// Whether a required equality that would define `variable`, a coordinate of `box`, links it to the
  /// same coordinate of another box that the equality names (a `width` to a `width`, a `top` to a
  /// `top`; the origins of ancestors that its translation adds up do not count) and that no user
  /// constraint in the solver determines (a kept definition, or the root's size): a link of a chain
  /// kept out of the solver, as a column's cards each as wide as the one above (the first as wide as
  /// the root less its insets), or a list's rows each below the one before. Such links, left in the
  /// solver, make each row hold the markers of every link before it. An equality that reads only
  /// other coordinates (a field's leading edge placed from its row's width), or links to a coordinate
  /// that user constraints hold in the solver (every field of a form aligned with the first one's: a
  /// star, not a chain), makes no row grow there, and taking its holders out costs more than it saves
  /// (a form of 300 rows: 5.6 % more instructions).
  func extendsDefinedChain(
    _ constraint: LayoutConstraint, _ translated: Constraint, defining variable: Variable, of box: LayoutBox
  ) -> Bool {
    let kind = coordinateKind(of: variable, in: box)
    guard kind >= 0 else { return false }
    for term in translated._terms where term.variable !== variable {
      let key = ObjectIdentifier(term.variable)
      guard let other = boxesByVariable[key], other !== box,
        constraint.terms.contains(where: { $0.anchor.box === other }),
        definitions.contains(key) || other === rootBox
      else { continue }
      if coordinateKind(of: term.variable, in: other) == kind { return true }
    }
    return false
  }

  /// Which of a box's four coordinates `variable` is (0 left, 1 top, 2 width, 3 height), or -1.
  private func coordinateKind(of variable: Variable, in box: LayoutBox) -> Int {
    if variable === box.left { return 0 }
    if variable === box.top { return 1 }
    if variable === box.width { return 2 }
    if variable === box.height { return 3 }
    return -1
  }

  /// The user constraints of `box` that hold `variable` in the solver, oldest first, if they are all
  /// that the solver holds it by and there are at most ``heldCoordinateHolderLimit`` of them; else
  /// `nil` (the engine's own constraints, or constraints of other boxes that reach it through a
  /// frame or a substituted definition, hold it too). A box with more than four times that many
  /// constraints is not searched: each search would read them all.
  func userConstraintsHolding(_ variable: Variable, of box: LayoutBox) -> [LayoutConstraint]? {
    var uses = solver._uses(of: variable)
    guard uses > 0, box.constraints.count <= 4 * LayoutEngine.heldCoordinateHolderLimit else { return nil }
    var holders: [LayoutConstraint] = []
    for constraint in box.constraints {
      guard let installed = constraint.solverConstraint, !isDefinition(installed),
        case .user(let user)? = origins[ObjectIdentifier(installed)], user === constraint
      else { continue }
      let mentions = installed._terms.reduce(0) { $0 + ($1.variable === variable && $1.coefficient != 0 ? 1 : 0) }
      guard mentions > 0 else { continue }
      guard holders.count < LayoutEngine.heldCoordinateHolderLimit else { return nil }
      holders.append(constraint)
      uses -= mentions
    }
    guard uses == 0 else { return nil }
    holders.sort { $0.activationOrder < $1.activationOrder }
    return holders
  }

  /// Keeps a required equality as the definition of a coordinate that `holders` alone hold in the
  /// solver: they are taken out, the equality is kept as the definition of the coordinate (now held by
  /// nothing), and they are installed again with it substituted. Returns whether it did.
  ///
  /// Constraints come in the order a user writes them. A card's label inset in it
  /// (`label.edgeAnchors == card.edgeAnchors + 8`), written before the card's width is linked to the
  /// card above (`card.widthAnchor == previous.widthAnchor`), puts the card's width in the solver
  /// (the label's trailing edge reads it), and the link followed it there: a chain of required
  /// equalities in the solver, each row holding the markers of every link above it. Defined instead,
  /// the links stay out of the solver as when they are written first.
  ///
  /// If a holder does not fit once the coordinate is defined (the link conflicts with it), everything
  /// is put back as it was and the equality goes to the solver, which refuses it: the later of two
  /// conflicting constraints is the one refused, as when nothing is taken out.
  func keepAsDefinitionTakingOutHolders(
    _ constraint: LayoutConstraint, _ translated: Constraint, in frame: LayoutBox?, holders: [LayoutConstraint]
  ) -> Bool {
    var taken: [(user: LayoutConstraint, written: Constraint)] = []
    taken.reserveCapacity(holders.count)
    for holder in holders {
      guard let installed = holder.solverConstraint else { continue }
      taken.append((holder, writtenForm(of: installed)))
      uninstall(installed)
      holder.solverConstraint = nil
    }
    guard keepAsDefinition(constraint, translated, in: frame, mayTakeOutHolders: false) else {
      for (user, written) in taken { reinstall(user, as: written) }
      return false
    }
    for index in taken.indices {
      do {
        taken[index].user.solverConstraint = try installUserConstraint(taken[index].written, for: taken[index].user)
      } catch {
        // Out again, with everything reinstalled since; then the definition (or, if the refusal moved
        // it into the solver to name it, its solver constraint), and the holders back as they were.
        for (earlier, _) in taken[..<index] {
          if let installed = earlier.solverConstraint { uninstall(installed) }
          earlier.solverConstraint = nil
        }
        uninstall(translated)
        for (user, written) in taken { reinstall(user, as: written) }
        return false
      }
    }
    return true
  }

  /// An installed user constraint as translated, before the definitions it mentions were substituted
  /// into it: a new constraint of the same terms, constant and strength (the installed one leaves the
  /// solver).
  func writtenForm(of installed: Constraint) -> Constraint {
    let written = expansions[ObjectIdentifier(installed)]
    let terms = written?.translated._terms ?? installed._terms
    let constant = written?.userConstant ?? installed._constant
    let relation = written?.translated.relation ?? installed.relation
    return Constraint(LinearExpression(terms, constant: constant), relation, strength: installed.strength)
  }
}
