/// A named unknown of a constraint system: the user's handle to one value the solver computes.
///
/// A variable is a reference: the same `Variable` used in several constraints is one unknown.
/// Its ``value`` is written by ``Solver/updateVariables()`` and is `0` until then.
///
/// `Variable` is deliberately not `Equatable`: `a == b` between two variables builds a
/// ``Constraint``, as in every Cassowary binding. Compare identities with `===`.
public final class Variable {
  /// The name used in descriptions and diagnostics.
  public let name: String

  /// The value computed by the last ``Solver/updateVariables()`` of a solver that holds the variable.
  public internal(set) var value: Double

  /// Creates a variable.
  /// - Parameters:
  ///   - name: A name for descriptions and diagnostics; it need not be unique.
  ///   - value: The value the variable reports before any solver updates it.
  public init(_ name: String = "", value: Double = 0) {
    self.name = name
    self.value = value
  }
}

extension Variable: CustomStringConvertible {
  /// The variable's name, or `v` followed by an address-derived number for an unnamed variable.
  public var description: String {
    name.isEmpty ? "v\(UInt(bitPattern: ObjectIdentifier(self).hashValue) % 100_000)" : name
  }
}
