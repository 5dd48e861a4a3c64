import Synchronization

/// A named unknown of a constraint system: the user's handle to one value the solver computes.
///
/// A variable is a reference: the same `Variable` used in several constraints is one unknown.
/// Its ``value`` is written by ``Solver/updateVariables()`` and is `0` until then (or the value it
/// was created with). It is `Sendable`: the value is stored atomically, so reading it from another
/// thread never tears, although it reflects whichever update finished last.
///
/// `Variable` is deliberately not `Equatable`: `a == b` between two variables builds a
/// ``Constraint``, as in every Cassowary binding. Compare identities with `===`.
public final class Variable: Sendable {
  /// The name used in descriptions and diagnostics.
  public let name: String
  private let storage: Atomic<UInt64>

  /// The value computed by the last ``Solver/updateVariables()`` of a solver that holds the variable.
  public internal(set) var value: Double {
    get { Double(bitPattern: storage.load(ordering: .relaxed)) }
    set { storage.store(newValue.bitPattern, ordering: .relaxed) }
  }

  /// Writes the value of a variable that no solver holds, for a layer that computes some of its
  /// variables itself (the layout engine evaluates position definitions after a solve).
  package func _assign(_ newValue: Double) { value = newValue }

  /// Creates a variable.
  /// - Parameters:
  ///   - name: A name for descriptions and diagnostics; it need not be unique.
  ///   - value: The value the variable reports before any solver updates it.
  public init(_ name: String = "", value: Double = 0) {
    self.name = name
    self.storage = Atomic(value.bitPattern)
  }
}

extension Variable: CustomStringConvertible {
  /// The variable's name, or `v` followed by an address-derived number for an unnamed variable.
  public var description: String {
    name.isEmpty ? "v\(UInt(bitPattern: ObjectIdentifier(self).hashValue) % 100_000)" : name
  }
}
