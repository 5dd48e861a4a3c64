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
    /// The bits of the value this registry last wrote (a NaN no value has before the first write):
    /// a value is compared here, in the entries' contiguous storage, rather than read back from the
    /// variable, whose object may be anywhere in memory.
    var assigned: UInt64 = VariableRegistry.unassigned

    init(variable: Variable, symbol: Symbol, uses: Int) {
      self.variable = variable
      self.handle = Unmanaged.passUnretained(variable)
      self.symbol = symbol
      self.uses = uses
    }
  }

  /// A NaN's bits that no computed value has (computed NaNs carry no payload).
  static let unassigned: UInt64 = 0x7FF8_0000_DEAD_BEEF

  private(set) var entries: [Entry] = []
  private var index = IdentityTable()
  /// Variables released since the last update: they read 0 afterwards, as kiwi's do.
  var released: [Variable] = []

  func symbol(of variable: Variable) -> Symbol? {
    index[ObjectIdentifier(variable)].map { entries[Int($0)].symbol }
  }

  func contains(_ variable: Variable) -> Bool { index[ObjectIdentifier(variable)] != nil }

  /// Counts one more use of `variable`, registering it under `symbol` if it is new.
  mutating func retain(_ variable: Variable, symbol: Symbol) {
    let key = ObjectIdentifier(variable)
    if let position = index[key] {
      entries[Int(position)].uses += 1
      return
    }
    index[key] = Int32(entries.count)
    entries.append(Entry(variable: variable, symbol: symbol, uses: 1))
  }

  /// Sets every variable's value to `value(symbol)`, writing only the values that change.
  ///
  /// This is the loop of every `updateVariables`, over every variable: a retain and a release per
  /// variable were a seventh of a suggest-and-read step of grid-100x10. `entries` owns the variables
  /// meanwhile, so their unretained handles stay valid.
  ///
  /// With a `changed` list, a value is compared with the one this registry last wrote, in the
  /// entries' contiguous storage, instead of the variable's (whose object may be anywhere in memory:
  /// after one cell of a 1,000-cell feed changed, those reads were most of the update), and the
  /// variables whose value changes are listed. Its owner must then say when another solver wrote
  /// the variables (`forgetAssignedValues`).
  @inline(__always)
  mutating func assignValues(changed: inout [Variable]?, _ value: (Symbol) -> Double) {
    guard changed != nil else {
      entries.withUnsafeBufferPointer { entries in
        for index in entries.indices {
          let newValue = value(entries[index].symbol)
          entries[index].handle._withUnsafeGuaranteedRef { variable in
            if variable.value != newValue { variable.value = newValue }
          }
        }
      }
      return
    }
    entries.withUnsafeMutableBufferPointer { entries in
      for index in entries.indices {
        let newValue = value(entries[index].symbol)
        guard newValue.bitPattern != entries[index].assigned else { continue }
        entries[index].assigned = newValue.bitPattern
        entries[index].handle._withUnsafeGuaranteedRef { variable in
          guard variable.value.bitPattern != newValue.bitPattern else { return }
          variable.value = newValue
          changed?.append(variable)
        }
      }
    }
  }

  /// Makes the next `assignValues` write every value: another solver may have written them.
  mutating func forgetAssignedValues() {
    for index in entries.indices { entries[index].assigned = VariableRegistry.unassigned }
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
    }
    entries.removeLast()
    index[key] = nil
    return entry
  }
}
