/// A column of the tableau: a dense integer id with its kind packed into the low two bits.
///
/// Ordering symbols orders them by id, which is the smallest-index order of Bland's rule. Packing the
/// kind into the value keeps the kind checks of the pivot loop free of lookups.
struct Symbol: Hashable, Comparable {
  /// The kinds of Badros, Borning and Stuckey: user variables, slacks of inequalities, errors of
  /// non-required constraints, and dummies that mark required equalities.
  enum Kind: Int32 {
    case external = 0
    case slack = 1
    case error = 2
    case dummy = 3
  }

  let raw: Int32

  init(id: Int32, kind: Kind) {
    raw = id << 2 | kind.rawValue
  }

  /// The symbol whose ``raw`` value is `raw` (a value another symbol's `raw` gave).
  init(raw: Int32) { self.raw = raw }

  /// A symbol that stands for "none".
  static let invalid = Symbol(raw: -1)

  var id: Int { Int(raw >> 2) }
  var kind: Kind { Kind(rawValue: raw & 3) ?? .external }
  var isValid: Bool { raw >= 0 }
  var isExternal: Bool { raw & 3 == 0 }
  var isDummy: Bool { raw & 3 == 3 }
  /// Slack and error symbols may enter and leave the basis.
  var isPivotable: Bool { raw & 3 == 1 || raw & 3 == 2 }
  /// Every symbol but an external is restricted to be non-negative.
  var isRestricted: Bool { raw & 3 != 0 }

  static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.raw < rhs.raw }
}
