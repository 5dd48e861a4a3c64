import Cassowary

/// A sum of terms into which kept definitions are substituted, the latest first: its terms, and its
/// defined coordinates still to substitute, by order of definition (a definition reads only earlier
/// ones, so each is substituted once). Adding `multiplier × (definition == 0)` cancels a defined
/// coordinate: `multiplier ×` the definition's expression (its constraint without the coordinate)
/// takes its place.
struct Substitution {
  private(set) var sum: TermSum
  /// The defined coordinates still in the sum, the latest last.
  private var pending: [(sequence: Int, key: ObjectIdentifier)] = []

  /// A sum of `terms` (but the one of `excluded`).
  @inline(__always)
  init(
    _ terms: [Term], excluding excluded: Variable? = nil, capacity: Int,
    of definitions: IdentityMap<CoordinateDefinition>
  ) {
    sum = TermSum(capacity: capacity)
    pending.reserveCapacity(16)
    for term in terms where term.variable !== excluded {
      if sum.add(term.variable, term.coefficient) { push(term.variable, of: definitions) }
    }
  }

  /// Notes the variable if a kept definition defines it.
  @inline(__always)
  private mutating func push(_ variable: Variable, of definitions: IdentityMap<CoordinateDefinition>) {
    let key = ObjectIdentifier(variable)
    guard let sequence = definitions.read(key, \.sequence) else { return }
    let index = pending.firstIndex { $0.sequence > sequence } ?? pending.endIndex
    pending.insert((sequence, key), at: index)
  }

  /// The latest defined coordinate left in the sum, taken out of it: its definition and the multiple
  /// of the definition's expression that replaces it. `nil` when none is left.
  @inline(__always)
  mutating func next(
    of definitions: IdentityMap<CoordinateDefinition>
  ) -> (key: ObjectIdentifier, definition: CoordinateDefinition, multiplier: Double)? {
    while let (_, key) = pending.popLast() {
      guard let definition = definitions[key], let position = sum.position(of: key) else { continue }
      let coefficient = sum.coefficients[position]
      guard coefficient != 0 else { continue }
      sum.coefficients[position] = 0
      return (key, definition, -coefficient / definition.coefficient)
    }
    return nil
  }

  /// Adds `multiplier ×` a definition's own expression, whose defined coordinates are substituted in
  /// turn; returns the expression's constant.
  @inline(__always)
  mutating func add(
    expressionOf definition: CoordinateDefinition, times multiplier: Double,
    of definitions: IdentityMap<CoordinateDefinition>
  ) -> Double {
    for term in definition.constraint._terms where term.variable !== definition.variable {
      if sum.add(term.variable, multiplier * term.coefficient) { push(term.variable, of: definitions) }
    }
    return definition.constraint._constant
  }

  /// Adds `multiplier ×` a resolved expression, which mentions no defined coordinate; returns its
  /// constant.
  mutating func add(_ resolved: ResolvedExpression, times multiplier: Double) -> Double {
    for term in resolved.terms { sum.add(term.variable, multiplier * term.coefficient) }
    return resolved.constant
  }
}
