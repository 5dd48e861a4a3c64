/// What the solver remembers of an added constraint: the symbols that mark it in the tableau.
struct ConstraintRecord {
  var constraint: Constraint
  /// The slack (inequality), the positive error (non-required equality) or the dummy (required
  /// equality) of the constraint.
  var marker: Symbol
  /// The error of a non-required inequality or the negative error of a non-required equality.
  var other: Symbol
  /// The marker's coefficient in the constraint's row as first built (before any sign change), so
  /// that a change of the constraint's constant by `d` is a shift of the marker by `d / markerSign`.
  var markerSign: Double
  /// The power of two the constraint's expression was multiplied by in its row, so that its
  /// largest coefficient lies in [1, 2): rows of one tableau then have comparable magnitudes, which
  /// keeps the pivots of mixed-magnitude systems (coefficients from 1e-4 to 1e4) accurate. Its
  /// markers measure the scaled expression: a change `d` of the constant moves the marker by
  /// `d × scale / markerSign`, and an error weighs `strength / scale` in the objective.
  var scale: Double
  /// The external symbol of each of the expression's terms, in order (`.invalid` for a zero
  /// coefficient), so that refinement evaluates the constraint without looking variables up.
  var termSymbols: [Symbol]
  /// The strength the tableau's objective currently holds for the constraint.
  var strength: Double
  /// Insertion order, for ``Solver/constraints``.
  var sequence: Int
  var isEdit: Bool

  var isRequired: Bool { strength >= Strength.requiredValue }

  /// The cells a refinement reads for the constraint while it is in the tableau: its terms and its
  /// marker (see `Tableau.refinedCellCount`).
  var refinedCells: Int { termSymbols.count + 1 }

  /// The objective's coefficient of each of the constraint's error symbols for a strength.
  func errorWeight(_ strength: Double) -> Double { strength / scale }

  /// The power of two that brings `largest` (a positive coefficient) into [1, 2); 1 for a largest
  /// coefficient already in [1/2, 2], so that layouts (coefficients of 1 and simple multipliers)
  /// keep their rows as written.
  static func scale(forLargest largest: Double) -> Double {
    guard largest > 0, largest.isFinite, largest < 0.5 || largest > 2 else { return 1 }
    return Double(sign: .plus, exponent: -largest.exponent, significand: 1)
  }
}

/// An edit variable: its edit constraint `variable == value` and the last suggested value.
struct EditRecord {
  var variable: Variable
  var constraint: Constraint
  var value: Double
}
