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
  /// The strength the tableau's objective currently holds for the constraint.
  var strength: Double
  /// Insertion order, for ``Solver/constraints``.
  var sequence: Int
  var isEdit: Bool

  var isRequired: Bool { strength >= Strength.requiredValue }
}

/// An edit variable: its edit constraint `variable == value` and the last suggested value.
struct EditRecord {
  var variable: Variable
  var constraint: Constraint
  var value: Double
}
