import Cassowary

// Shared by path with the libFuzzer target `Fuzz/SolverFuzzer` (Fuzz/build.sh compiles this file into
// it): the fuzzer and the corpus replay test run the same interpreter. Public API only, no Foundation.

/// Reads bytes as a program of solver operations and checks the solver's invariants after each one.
///
/// The decoding keeps numbers in a range where the solver's guarantees are exact enough to check:
/// coefficients from a small table (0.5 to 3), integer constants within ±128, six variables, at most
/// 24 constraints. Non-finite numbers are drawn on purpose (about one byte value in 64) to exercise the
/// `nonFiniteValue` path. Every operation that throws must leave the solver's dump unchanged, throw the
/// error the model predicts, and agree with the model on which constraints and edit variables are held.
/// After `updateVariables()` every required constraint holds within 1e-6 of its magnitude; at the end,
/// removing everything must give the dump of a fresh solver.
final class SolverProgram {
  static let variableCount = 6
  static let maximumConstraints = 24
  static let coefficients: [Double] = [1, -1, 2, -2, 0.5, -0.5, 3, -3]
  static let strengths: [Strength] = [.required, .required, .strong, .medium, .weak, Strength(7.5)]

  private var bytes: ByteReader
  private let solver = Solver()
  private let variables = (0..<SolverProgram.variableCount).map { Variable("x\($0)") }
  /// Every constraint built so far, added or not.
  private var pool: [Constraint] = []
  /// The constraints the solver should hold, in the order added.
  private var held: [Constraint] = []
  /// The edit variables the solver should hold.
  private var edits: Set<Int> = []
  private(set) var violations: [String] = []
  private(set) var operations = 0

  /// Runs `data` as a program; returns the invariant violations found (empty when all hold).
  static func run(_ data: [UInt8]) -> [String] {
    let program = SolverProgram(bytes: ByteReader(data))
    program.execute()
    return program.violations
  }

  private init(bytes: ByteReader) { self.bytes = bytes }

  private func execute() {
    while let opcode = bytes.next(), violations.isEmpty {
      operations += 1
      switch opcode % 10 {
      case 0, 1: addNewConstraint()
      case 2: pooledConstraint().map { add($0) }
      case 3: pooledConstraint().map { remove($0) }
      case 4: addEditVariable()
      case 5: removeEditVariable()
      case 6: suggestValue()
      case 7: setConstant()
      case 8: setStrength()
      default: update()
      }
    }
    guard violations.isEmpty else { return }
    update()
    removeEverything()
  }

  // MARK: Decoding

  private func number() -> Double {
    let byte = bytes.next() ?? 0
    switch byte {
    case 0xFF: return .nan
    case 0xFE: return .infinity
    case 0xFD: return -.infinity
    default: return Double(Int8(bitPattern: byte))
    }
  }

  private func variableIndex() -> Int { Int(bytes.next() ?? 0) % SolverProgram.variableCount }

  private func strength() -> Strength {
    let byte = bytes.next() ?? 0
    if byte == 0xFF { return Strength(.nan) }
    return SolverProgram.strengths[Int(byte) % SolverProgram.strengths.count]
  }

  private func pooledConstraint() -> Constraint? {
    guard !pool.isEmpty else { return nil }
    return pool[Int(bytes.next() ?? 0) % pool.count]
  }

  // MARK: Operations

  private func addNewConstraint() {
    let header = bytes.next() ?? 0
    var expression = LinearExpression(constant: number())
    for _ in 0...(Int(header) % 3) {
      let coefficient = SolverProgram.coefficients[Int(bytes.next() ?? 0) % SolverProgram.coefficients.count]
      expression = expression + variables[variableIndex()] * coefficient
    }
    let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int(header / 3) % 3]
    let constraint = Constraint(expression, relation, strength: strength())
    if pool.count < SolverProgram.maximumConstraints {
      pool.append(constraint)
    } else {
      pool[Int(header) % pool.count] = constraint
    }
    add(constraint)
  }

  private func add(_ constraint: Constraint) {
    let isHeld = held.contains { $0 === constraint }
    attempt("add \(constraint)") { () throws(SolverError) in
      try solver.addConstraint(constraint)
    } onError: {
      error in
      switch error {
      case .duplicateConstraint: return isHeld
      case .nonFiniteValue: return !isFinite(constraint)
      case .unsatisfiableConstraint(_, let conflicting):
        // The conflict names required constraints the solver holds (or the new one itself).
        return constraint.strength.isRequired
          && conflicting.allSatisfy { c in
            c === constraint || (c.strength.isRequired && held.contains { $0 === c })
          }
      default: return false
      }
    } onSuccess: {
      if isHeld || !isFinite(constraint) { return false }
      held.append(constraint)
      return true
    }
  }

  private func remove(_ constraint: Constraint) {
    let isHeld = held.contains { $0 === constraint }
    attempt("remove \(constraint)") { () throws(SolverError) in
      try solver.removeConstraint(constraint)
    } onError: {
      error in
      if case .unknownConstraint = error { return !isHeld }
      return false
    } onSuccess: {
      held.removeAll { $0 === constraint }
      return isHeld
    }
  }

  private func addEditVariable() {
    let index = variableIndex()
    let strength = strength()
    let isEdit = edits.contains(index)
    attempt("addEditVariable x\(index) \(strength)") { () throws(SolverError) in
      try solver.addEditVariable(variables[index], strength: strength)
    } onError: { error in
      switch error {
      case .duplicateEditVariable: return isEdit
      case .badRequiredStrength: return !isEdit && strength.isRequired
      case .nonFiniteValue: return strength.value.isNaN
      default: return false
      }
    } onSuccess: {
      edits.insert(index)
      return !isEdit && !strength.isRequired && !strength.value.isNaN
    }
  }

  private func removeEditVariable() {
    let index = variableIndex()
    let isEdit = edits.contains(index)
    attempt("removeEditVariable x\(index)") { () throws(SolverError) in
      try solver.removeEditVariable(variables[index])
    } onError: { error in
      if case .unknownEditVariable = error { return !isEdit }
      return false
    } onSuccess: {
      edits.remove(index)
      return isEdit
    }
  }

  private func suggestValue() {
    let index = variableIndex()
    let value = number()
    let isEdit = edits.contains(index)
    attempt("suggestValue x\(index) \(value)") { () throws(SolverError) in
      try solver.suggestValue(variables[index], value)
    } onError: { error in
      switch error {
      case .unknownEditVariable: return !isEdit
      case .nonFiniteValue: return !value.isFinite
      default: return false
      }
    } onSuccess: {
      isEdit && value.isFinite
    }
  }

  private func setConstant() {
    guard let constraint = pooledConstraint() else { return }
    let value = number()
    let isHeld = held.contains { $0 === constraint }
    let oldConstant = constraint.expression.constant
    attempt("setConstant \(value) of \(constraint)") { () throws(SolverError) in
      try solver.setConstant(value, of: constraint)
    } onError: { error in
      guard constraint.expression.constant == oldConstant || oldConstant.isNaN else { return false }
      switch error {
      case .unknownConstraint: return !isHeld
      case .nonFiniteValue: return !value.isFinite
      case .unsatisfiableConstraint: return isHeld && constraint.strength.isRequired
      default: return false
      }
    } onSuccess: {
      isHeld && value.isFinite && constraint.expression.constant == value
    }
  }

  private func setStrength() {
    guard let constraint = pooledConstraint() else { return }
    let strength = strength()
    let isHeld = held.contains { $0 === constraint }
    let oldStrength = constraint.strength
    attempt("setStrength \(strength) of \(constraint)") { () throws(SolverError) in
      try solver.setStrength(strength, of: constraint)
    } onError: { error in
      guard constraint.strength == oldStrength || oldStrength.value.isNaN else { return false }
      switch error {
      case .unknownConstraint: return !isHeld
      case .nonFiniteValue: return strength.value.isNaN
      case .unsatisfiableConstraint: return isHeld && strength.isRequired && !oldStrength.isRequired
      default: return false
      }
    } onSuccess: {
      isHeld && !strength.value.isNaN
    }
  }

  // MARK: Checks

  /// Runs a throwing operation and checks it: on error, the dump is unchanged and `onError` accepts
  /// the error; on success, `onSuccess` (which updates the model) accepts it. Then the solver and
  /// the model must agree on what is held.
  private func attempt(
    _ description: String, _ operation: () throws(SolverError) -> Void,
    onError: (SolverError) -> Bool, onSuccess: () -> Bool
  ) {
    let before = solver.debugDescription
    do {
      try operation()
      if !onSuccess() { fail("\(description) succeeded, which the model did not expect") }
    } catch {
      if !onError(error) { fail("\(description) threw an unexpected error: \(error)") }
      let after = solver.debugDescription
      if after != before { fail("\(description) threw \(error) and changed the solver:\n\(before)\n---\n\(after)") }
    }
    checkModel()
  }

  private func checkModel() {
    let solverHeld = solver.constraints
    if solverHeld.count != held.count || !zip(solverHeld, held).allSatisfy({ $0 === $1 }) {
      fail("the solver holds \(solverHeld.count) constraints, the model \(held.count)")
    }
    for (index, variable) in variables.enumerated() where solver.hasEditVariable(variable) != edits.contains(index) {
      fail("edit variable x\(index): solver and model disagree")
    }
  }

  private func update() {
    solver.updateVariables()
    for variable in variables where !variable.value.isFinite {
      fail("\(variable.name) = \(variable.value) after updateVariables()")
    }
    for constraint in held where constraint.strength.isRequired && !holds(constraint) {
      fail(
        "required constraint violated after updateVariables(): \(constraint), residual \(constraint.expression.value)")
    }
  }

  /// Whether a constraint holds within 1e-6 of its magnitude (`|constant| + Σ|coefficient·value|`, at
  /// least 1): solved values are sums of products of the inputs, so their rounding grows with them.
  private func holds(_ constraint: Constraint) -> Bool {
    let expression = constraint.expression
    let magnitude = expression.terms.reduce(Swift.abs(expression.constant)) {
      $0 + Swift.abs($1.coefficient * $1.variable.value)
    }
    let tolerance = 1e-6 * Swift.max(1, magnitude)
    let residual = expression.value
    switch constraint.relation {
    case .equal: return Swift.abs(residual) <= tolerance
    case .lessThanOrEqual: return residual <= tolerance
    case .greaterThanOrEqual: return residual >= -tolerance
    }
  }

  private func isFinite(_ constraint: Constraint) -> Bool {
    let expression = constraint.expression
    return expression.constant.isFinite && expression.terms.allSatisfy { $0.coefficient.isFinite }
      && !constraint.strength.value.isNaN
  }

  /// Removing every constraint and edit variable leaves nothing behind: the dump is a fresh solver's.
  private func removeEverything() {
    for constraint in held { remove(constraint) }
    for index in edits.sorted() { remove(editVariable: index) }
    let empty = Solver().debugDescription
    let dump = solver.debugDescription
    if dump != empty { fail("after removing everything the solver is not empty:\n\(dump)") }
  }

  private func remove(editVariable index: Int) {
    do { try solver.removeEditVariable(variables[index]) } catch {
      fail("removeEditVariable x\(index) threw \(error)")
    }
    edits.remove(index)
  }

  private func fail(_ message: String) {
    violations.append("operation \(operations): \(message)")
  }
}

/// The bytes of a fuzz input, read front to back.
struct ByteReader {
  private let data: [UInt8]
  private var index = 0

  init(_ data: [UInt8]) { self.data = data }

  /// The next byte, or `nil` at the end of the input.
  mutating func next() -> UInt8? {
    guard index < data.count else { return nil }
    defer { index += 1 }
    return data[index]
  }
}
