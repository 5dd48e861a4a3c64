/// The user's variables in a solver: their external symbols and how many constraint terms use each.
///
/// Lookups by variable happen only when constraints are added or removed, never in the pivot loop,
/// which sees symbols alone.
struct VariableRegistry {
  struct Entry {
    var variable: Variable
    /// `variable` without ownership: `assignValues` reads it without a retain and a release.
    var handle: Unmanaged<Variable>
    var symbol: Symbol
    var uses: Int

    init(variable: Variable, symbol: Symbol, uses: Int) {
      self.variable = variable
      self.handle = Unmanaged.passUnretained(variable)
      self.symbol = symbol
      self.uses = uses
    }
  }

  private(set) var entries: [Entry] = []
  private var index = IdentityTable()
  /// For each symbol id: the position of the entry of the variable it stands for, else -1.
  private var positionBySymbol: [Int32] = []
  /// The symbols of the variables registered since the last update: an update that reads only the
  /// touched rows' variables reads these too, since a new variable that is in no touched row (a
  /// parametric one, which is 0) may still hold another value. (A released variable keeps its value, or
  /// is reset through ``released``; the others it leaves are in the rows its removal touched.)
  var registeredSinceUpdate: [Symbol] = []
  /// Variables released since the last update: they read 0 afterwards, as kiwi's do.
  var released: [Variable] = []

  /// Makes room for `count` more variables and for symbol ids below `symbolCount`.
  mutating func reserveCapacity(_ count: Int, symbolCount: Int) {
    entries.reserveCapacity(entries.count + count)
    index.reserveCapacity(index.count + count)
    positionBySymbol.reserveCapacity(symbolCount)
  }

  func symbol(of variable: Variable) -> Symbol? {
    index[ObjectIdentifier(variable)].map { entries[Int($0)].symbol }
  }

  func contains(_ variable: Variable) -> Bool { index[ObjectIdentifier(variable)] != nil }

  /// How many constraint terms use `variable` (0 if it is not registered).
  func uses(of variable: Variable) -> Int { index[ObjectIdentifier(variable)].map { entries[Int($0)].uses } ?? 0 }

  /// Counts one more use of `variable`, registering it under `symbol` if it is new.
  mutating func retain(_ variable: Variable, symbol: Symbol) {
    let key = ObjectIdentifier(variable)
    if let position = index[key] {
      entries[Int(position)].uses += 1
      return
    }
    index[key] = Int32(entries.count)
    if symbol.id >= positionBySymbol.count {
      positionBySymbol.append(contentsOf: repeatElement(-1, count: symbol.id + 1 - positionBySymbol.count))
    }
    positionBySymbol[symbol.id] = Int32(entries.count)
    entries.append(Entry(variable: variable, symbol: symbol, uses: 1))
    registeredSinceUpdate.append(symbol)
  }

  /// Sets every variable's value to `value(symbol)`, writing only the values that change, and lists
  /// the variables it changes in `changed` if there is one.
  ///
  /// This is the loop of every `updateVariables`, over every variable: a retain and a release per
  /// variable were a seventh of a suggest-and-read step of grid-100x10. `entries` owns the variables
  /// meanwhile, so their unretained handles stay valid. Each value is compared with the variable's
  /// own, not with what this solver last wrote: another solver may have written it since (a subtree
  /// of nodes moved between trees shares its variables between their solvers for a pass).
  @inline(__always)
  func assignValues(changed: inout [Variable]?, _ value: (Symbol) -> Double) {
    entries.withUnsafeBufferPointer { entries in
      for index in entries.indices {
        VariableRegistry.assign(value(entries[index].symbol), to: entries[index].handle, changed: &changed)
      }
    }
  }

  /// Sets the values of the variables that `symbols` stand for (other symbols are skipped) to
  /// `value(symbol)`, like `assignValues(changed:_:)`.
  @inline(__always)
  func assignValues(of symbols: [Symbol], changed: inout [Variable]?, _ value: (Symbol) -> Double) {
    entries.withUnsafeBufferPointer { entries in
      positionBySymbol.withUnsafeBufferPointer { positions in
        for symbol in symbols where symbol.isExternal && symbol.id < positions.count {
          let position = Int(positions[symbol.id])
          guard position >= 0 else { continue }
          VariableRegistry.assign(value(symbol), to: entries[position].handle, changed: &changed)
        }
      }
    }
  }

  /// Writes `newValue` into the variable if it differs, listing the variable in `changed`.
  @inline(__always)
  private static func assign(_ newValue: Double, to handle: Unmanaged<Variable>, changed: inout [Variable]?) {
    handle._withUnsafeGuaranteedRef { variable in
      guard variable.value != newValue else { return }
      variable.value = newValue
      changed?.append(variable)
    }
  }

  /// Counts one use less of `variable`; returns its entry when it is no longer used.
  mutating func release(_ variable: Variable) -> Entry? {
    let key = ObjectIdentifier(variable)
    guard let position = index[key].map(Int.init) else { return nil }
    entries[position].uses -= 1
    guard entries[position].uses == 0 else { return nil }
    let entry = entries[position]
    let last = entries.count - 1
    if position != last {
      entries[position] = entries[last]
      index[ObjectIdentifier(entries[position].variable)] = Int32(position)
      positionBySymbol[entries[position].symbol.id] = Int32(position)
    }
    entries.removeLast()
    index[key] = nil
    positionBySymbol[entry.symbol.id] = -1
    return entry
  }
}
