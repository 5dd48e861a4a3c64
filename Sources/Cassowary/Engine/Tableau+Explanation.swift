// Explanations: which required constraints a rejected one conflicts with.
//
// When phase one (or the dual simplex) fails, the failing row is a Farkas certificate: it writes the
// new constraint's violation as a combination of the slack and dummy symbols of other constraints,
// with signs that no admissible values can overcome. The required constraints that own those symbols
// are a conflicting set. A deletion filter then makes it minimal, testing each candidate in a scratch
// solver; if rounding made the certificate incomplete, the filter starts from every required
// constraint instead.

extension Tableau {
  /// A minimal set of required constraints in the solver that `constraint` cannot hold with, in
  /// insertion order. `certificate` is the failing row; `alsoOwnedBy` adds the owners of other
  /// symbols (the basic symbol of a failing row).
  /// `excluded` is the constraint whose change failed, which cannot conflict with itself.
  func explainConflict(
    of constraint: Constraint, excluding excluded: Constraint? = nil, certificate: Row,
    alsoOwnedBy extra: [Symbol] = []
  ) -> [Constraint] {
    guard explainsConflicts else { return [] }
    var candidates: [Int32] = []
    for symbol in certificate.cells.map(\.symbol) + extra where symbol.isValid && !symbol.isExternal {
      let recordSlot = owner[symbol.id]
      guard recordSlot >= 0, !candidates.contains(recordSlot) else { continue }
      let record = records[Int(recordSlot)]
      if record.isRequired && record.constraint !== constraint && record.constraint !== excluded {
        candidates.append(recordSlot)
      }
    }
    var set = candidates.map { records[Int($0)] }
    if !Tableau.conflict(set.map(\.constraint), with: constraint) {
      set = records.filter {
        $0.marker.isValid && $0.isRequired && $0.constraint !== constraint && $0.constraint !== excluded
      }
    }
    set.sort { $0.sequence < $1.sequence }
    var conflicting = set.map(\.constraint)
    var index = 0
    while index < conflicting.count {
      var trial = conflicting
      trial.remove(at: index)
      if Tableau.conflict(trial, with: constraint) {
        conflicting = trial
      } else {
        index += 1
      }
    }
    return conflicting
  }

  /// Whether `constraint` cannot be added to a solver holding exactly `constraints`.
  static func conflict(_ constraints: [Constraint], with constraint: Constraint) -> Bool {
    var scratch = Tableau()
    scratch.explainsConflicts = false
    for member in constraints {
      do { try scratch.add(member) } catch { return true }
    }
    do {
      try scratch.add(constraint)
      return false
    } catch {
      return true
    }
  }
}
