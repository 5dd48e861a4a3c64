/// A named unknown of a constraint system: the user's handle to one value the solver computes.
///
/// A variable is a reference: the same `Variable` used in several constraints is one unknown.
/// Its ``value`` is written by ``Solver/updateVariables()`` and is `0` until then (or the value it
/// was created with).
///
/// ## Sending variables between threads
///
/// A variable is `Sendable`, so it can be built anywhere, captured by `@Sendable` closures and kept in
/// `Sendable` values (``Term``, ``LinearExpression``, ``Constraint``): its name and identity never
/// change. Its value is written only by the solver that holds it, during ``Solver/updateVariables()``
/// (and by a layer that drives that solver, through `_assign`), and a ``Solver`` is not `Sendable`:
/// it works in one task or thread at a time. Read a value where that solver works, or after whatever
/// handed the solver's results over (a task's completion, an `await`, a queue or a lock): reading it
/// on another thread while the solver updates it is a data race.
///
/// `Variable` is deliberately not `Equatable`: `a == b` between two variables builds a
/// ``Constraint``, as in every Cassowary binding. Compare identities with `===`.
public final class Variable: @unchecked Sendable {
  // Why `@unchecked Sendable` over a plain stored `Double` rather than a lock or an atomic: the core
  // imports only the standard library, which has atomics and a mutex only in `Synchronization` (iOS 18,
  // macOS 15; the package supports iOS 12 and macOS 10.13, see Package.swift), and a lock from
  // Foundation or the C library would break that rule and cost a lock and unlock per variable at every
  // `updateVariables()`. The value's one writer is the solver holding the variable, confined to one
  // isolation domain because `Solver` is not `Sendable`, so the rule above is the same one a non-Sendable
  // object follows. The test suite's concurrency tests (independent trees on several threads, each
  // with its own solver) run clean under ThreadSanitizer with it.

  /// The name used in descriptions and diagnostics.
  public let name: String

  /// The value computed by the last ``Solver/updateVariables()`` of a solver that holds the variable.
  ///
  /// Without runtime exclusivity checks: every update reads and writes the values of all of a
  /// solver's variables, and a check per access (a thread-local access set) was most of an update of
  /// a 1,000-cell feed; the one writer is confined as said above.
  @exclusivity(unchecked) public internal(set) var value: Double

  /// Writes the value of a variable that no solver holds, for a layer that computes some of its
  /// variables itself (the layout engine evaluates position definitions after a solve).
  package func _assign(_ newValue: Double) { value = newValue }

  /// The value, for a layer of the package that reads many values per pass. The accessor's body is
  /// compiled here, where ``value`` is declared without exclusivity checks, and inlined as compiled;
  /// a read of ``value`` written in another module checks at run time (the attribute does not reach
  /// it), which was a third of an edit of a 1,000-cell feed.
  @inlinable package var _value: Double { value }

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
