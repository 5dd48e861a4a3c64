/// The user's variables in a solver: their external symbols and how many constraint terms use each.
///
/// Lookups by variable happen only when constraints are added or removed, never in the pivot loop,
/// which sees symbols alone.
struct VariableRegistry {
  struct Entry {
    var variable: Variable
    var symbol: Symbol
    var uses: Int
  }

  private(set) var entries: [Entry] = []
  private var index: [ObjectIdentifier: Int] = [:]
  /// Variables released since the last update: they read 0 afterwards, as kiwi's do.
  var released: [Variable] = []

  func symbol(of variable: Variable) -> Symbol? {
    index[ObjectIdentifier(variable)].map { entries[$0].symbol }
  }

  func contains(_ variable: Variable) -> Bool { index[ObjectIdentifier(variable)] != nil }

  /// Counts one more use of `variable`, registering it under `symbol` if it is new.
  mutating func retain(_ variable: Variable, symbol: Symbol) {
    let key = ObjectIdentifier(variable)
    if let position = index[key] {
      entries[position].uses += 1
      return
    }
    index[key] = entries.count
    entries.append(Entry(variable: variable, symbol: symbol, uses: 1))
  }

  /// Counts one use less of `variable`; returns its entry when it is no longer used.
  mutating func release(_ variable: Variable) -> Entry? {
    let key = ObjectIdentifier(variable)
    guard let position = index[key] else { return nil }
    entries[position].uses -= 1
    guard entries[position].uses == 0 else { return nil }
    let entry = entries[position]
    let last = entries.count - 1
    if position != last {
      entries[position] = entries[last]
      index[ObjectIdentifier(entries[position].variable)] = position
    }
    entries.removeLast()
    index[key] = nil
    return entry
  }
}
