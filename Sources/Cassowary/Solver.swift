/// An incremental Cassowary solver for linear equalities and inequalities with strengths.
///
/// This is the algorithm of Badros, Borning and Stuckey, "The Cassowary Linear Arithmetic Constraint
/// Solving Algorithm", ACM TOCHI 8(4), 2001 (https://doi.org/10.1145/504704.504705), in the refined
/// form of kiwi: a tableau over symbols of kinds external / slack / error / dummy, an objective built
/// from strengths, an artificial variable when no subject can be chosen, the dual simplex after
/// suggested values, and marker symbols for removal. Beyond kiwi it explains conflicts
/// (``SolverError/unsatisfiableConstraint(_:conflicting:)``), changes constants and strengths in place
/// (``setConstant(_:of:)``, ``setStrength(_:of:)``), releases every symbol of removed constraints, and
/// leaves its state unchanged when a call throws.
///
/// ```swift
/// let solver = Solver()
/// let xl = Variable("xl"), xm = Variable("xm"), xr = Variable("xr")
/// try solver.addConstraint(xm * 2 == xl + xr)
/// try solver.addConstraint(xl + 10 <= xr)
/// try solver.addConstraint(xr <= 100)
/// try solver.addConstraint(xl >= 0)
/// try solver.addEditVariable(xm, strength: .strong)
/// try solver.suggestValue(xm, 60)
/// solver.updateVariables()        // xm.value == 60
/// ```
///
/// A solver is not thread-safe; use one per thread (or per task), as with any mutable model.
public final class Solver {
  var tableau = Tableau()

  /// Called after each operation that changed the solver, with that operation (`nil`, the default:
  /// each operation then pays one test of this property, nothing in the tableau's work). The
  /// benchmarks record what the layout engine asks of its solver with it, to replay on kiwi.
  /// Without runtime exclusivity checks: with them, the test cost each operation a check of the access
  /// (enaml's suggest loops +2.4 % instructions); the solver is confined to one thread, as `Variable`
  /// explains.
  @exclusivity(unchecked) package var _operationObserver: ((SolverOperation) -> Void)?

  /// Creates an empty solver.
  public init() {}

  // MARK: Constraints

  /// Adds a constraint.
  ///
  /// - Throws: ``SolverError/duplicateConstraint(_:)`` if it is already added;
  ///   ``SolverError/nonFiniteValue`` for a NaN or infinite coefficient, constant or strength, or a
  ///   coefficient or constant beyond 1e300 in magnitude;
  ///   ``SolverError/unsatisfiableConstraint(_:conflicting:)`` for a required constraint that cannot
  ///   hold together with the required constraints already added, naming a minimal conflicting set.
  ///   The solver is unchanged after an error.
  /// - Complexity: Incremental: proportional to the rows the new constraint touches, plus the pivots
  ///   that re-optimise.
  public func addConstraint(_ constraint: Constraint) throws(SolverError) {
    try tableau.add(constraint)
    _operationObserver?(.addConstraint(constraint))
  }

  /// Adds several constraints, all or none.
  ///
  /// - Throws: The first error of ``addConstraint(_:)``; the solver is then as it was before the call.
  public func addConstraints(_ constraints: [Constraint]) throws(SolverError) {
    var added: [Constraint] = []
    added.reserveCapacity(constraints.count)
    do {
      for constraint in constraints {
        try tableau.add(constraint)
        added.append(constraint)
      }
    } catch {
      for constraint in added.reversed() { try? tableau.remove(constraint) }
      throw error
    }
    if let observer = _operationObserver {
      for constraint in added { observer(.addConstraint(constraint)) }
    }
  }

  /// Makes room for `constraints` more constraints over `variables` new variables, for a layer about
  /// to add many one by one (see `Tableau.reserveCapacity(constraints:variables:)`). Changes nothing
  /// else.
  package func _reserveCapacity(constraints: Int, variables: Int) {
    tableau.reserveCapacity(constraints: max(constraints, 0), variables: max(variables, 0))
  }

  /// Removes a constraint added before.
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)`` if it is not in the solver.
  public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
    try tableau.remove(constraint)
    _operationObserver?(.removeConstraint(constraint))
  }

  /// Whether the constraint is in the solver.
  public func hasConstraint(_ constraint: Constraint) -> Bool {
    tableau.contains(constraint)
  }

  /// Changes the constant of an added constraint's normalised expression (`lhs - rhs`, so `-90` for
  /// `x <= 90`), without removing and re-adding it.
  ///
  /// The constraint's ``Constraint/expression`` takes the new constant.
  /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/nonFiniteValue``, or
  ///   ``SolverError/unsatisfiableConstraint(_:conflicting:)`` when the new constant makes the required
  ///   constraints infeasible; the old constant and solution are then kept.
  /// - Complexity: Proportional to the rows that hold the constraint's marker, plus the dual simplex
  ///   pivots that restore feasibility: the cost of a ``suggestValue(_:_:)``.
  public func setConstant(_ value: Double, of constraint: Constraint) throws(SolverError) {
    try tableau.setConstant(value, of: constraint)
    _operationObserver?(.setConstant(value, constraint))
  }

  /// Changes the strength of an added constraint.
  ///
  /// Between non-required strengths this moves the objective by the difference and re-optimises;
  /// a change to or from ``Strength/required`` removes and re-adds the constraint.
  /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/nonFiniteValue``, or
  ///   ``SolverError/unsatisfiableConstraint(_:conflicting:)`` when the constraint cannot become
  ///   required; it then keeps its old strength.
  public func setStrength(_ strength: Strength, of constraint: Constraint) throws(SolverError) {
    try tableau.setStrength(strength, of: constraint)
    _operationObserver?(.setStrength(strength, constraint))
  }

  /// Whether ``updateVariables()`` sets a variable that no constraint mentions any more to 0, as
  /// kiwi's does (the default). A layer whose variables two solvers can hold at once turns it off:
  /// the layout engine, where a subtree moved to another tree keeps its variables, and the old
  /// tree's solver releasing them must not overwrite what the new tree's solver wrote (which an
  /// update that reads only the rows it touched would not write again).
  package var _resetsReleasedVariables = true

  /// The variables whose value ``updateVariables()`` changed since the last `_takeChangedVariables()`,
  /// while recording (`nil`: not recording), for a layer that acts on what changed, not on every
  /// variable.
  var changedVariables: [Variable]?

  /// Starts or stops recording the variables whose value ``updateVariables()`` changes.
  package var _recordsChangedVariables: Bool {
    get { changedVariables != nil }
    set { changedVariables = newValue ? (changedVariables ?? []) : nil }
  }

  /// The variables whose value the updates since the last call changed, while recording.
  package func _takeChangedVariables() -> [Variable] {
    defer { if changedVariables != nil { changedVariables = [] } }
    return changedVariables ?? []
  }

  /// Whether a constraint or edit variable of the solver mentions the variable.
  package func _holds(_ variable: Variable) -> Bool { tableau.variables.contains(variable) }

  /// How many terms of the solver's constraints and edit variables mention the variable (0 when it
  /// holds none): a caller that knows constraints mentioning it can tell whether they are all.
  package func _uses(of variable: Variable) -> Int { tableau.variables.uses(of: variable) }

  /// Every constraint in the solver, in the order they were added (edit constraints not included).
  public var constraints: [Constraint] { tableau.userConstraints }

  // MARK: Edit variables

  /// Makes a variable an edit variable: a constraint `variable == value` of the given strength whose
  /// value ``suggestValue(_:_:)`` changes. The initial value is `0`.
  ///
  /// - Throws: ``SolverError/duplicateEditVariable(_:)``, ``SolverError/badRequiredStrength`` for a
  ///   required strength, ``SolverError/nonFiniteValue`` for a NaN strength.
  public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
    try tableau.addEditVariable(variable, strength: strength)
    _operationObserver?(.addEditVariable(variable, strength))
  }

  /// Removes an edit variable and its edit constraint.
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)``.
  public func removeEditVariable(_ variable: Variable) throws(SolverError) {
    try tableau.removeEditVariable(variable)
    _operationObserver?(.removeEditVariable(variable))
  }

  /// Whether the variable is an edit variable of this solver.
  public func hasEditVariable(_ variable: Variable) -> Bool {
    tableau.hasEditVariable(variable)
  }

  /// Suggests a value for an edit variable; the solver re-solves with the dual simplex.
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/nonFiniteValue``.
  /// - Complexity: Proportional to the rows that hold the edit constraint's error symbols, plus the
  ///   pivots that restore feasibility.
  public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
    try tableau.suggestValue(variable, value)
    _operationObserver?(.suggestValue(variable, value))
  }

  // MARK: Solution

  /// Writes the current solution into every variable of the solver's constraints.
  ///
  /// Variables whose last constraint was removed since the previous update are set to `0`.
  public func updateVariables() {
    tableau.updateVariables(changed: &changedVariables, resettingReleased: _resetsReleasedVariables)
    _operationObserver?(.updateVariables)
  }

  /// Removes every constraint and edit variable. Variables keep their last values.
  public func reset() {
    tableau = Tableau()
    _operationObserver?(.reset)
  }
}

extension Solver: CustomDebugStringConvertible {
  /// A dump of the objective, the rows, the infeasible rows and the edit variables, like kiwi's `dump()`.
  public var debugDescription: String {
    tableau.optimizeIfNeeded()
    tableau.refreshDefinitions()
    return tableau.dump()
  }
}
