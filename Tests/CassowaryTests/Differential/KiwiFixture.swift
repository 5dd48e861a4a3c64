import Cassowary

/// One random constraint system of the kiwi differential fixtures, with kiwi 1.5.1's answers.
///
/// Written by `Scripts/kiwi-differential/generate.py`; the text format is described in that
/// directory's README. Every constraint is `sum(coefficient * x[variable]) + constant  OP  0`.
struct KiwiSystem: Sendable {
  /// What a solver answered to one operation.
  enum Outcome: Character, Sendable {
    case ok = "+"
    case unsatisfiable = "U"
    case unknown = "N"
    case duplicate = "D"
    /// kiwi did not finish the system, so none of its answers are recorded.
    case unrecorded = "?"
  }

  /// A constraint as the fixture states it.
  struct ConstraintSpec: Sendable {
    var relation: Relation
    var strength: Double
    var constant: Double
    var terms: [(variable: Int, coefficient: Double)]
  }

  /// kiwi's state after an `updateVariables()`.
  struct Checkpoint: Sendable {
    /// The strength-weighted error of the non-required and edit constraints at kiwi's solution.
    var objective: Double
    /// kiwi's values, recorded only where its optimum was checked to be unique.
    var uniqueValues: [Double]?
    /// kiwi's solution violates one of its required constraints (by more than 1e-6 of the constraint's
    /// magnitude): its objective is then no bound for ours.
    var kiwiViolatesRequired = false
  }

  enum Operation: Sendable {
    case add(id: Int, ConstraintSpec)
    case remove(id: Int)
    case setConstant(id: Int, Double)
    case addEditVariable(Int, strength: Double)
    case removeEditVariable(Int)
    case suggestValue(Int, Double)
    /// `updateVariables()`; the checkpoint is nil when kiwi did not finish the system.
    case update(Checkpoint?)
  }

  struct Step: Sendable {
    var operation: Operation
    /// kiwi's answer (`.ok` for updates of solved systems).
    var outcome: Outcome
    /// Line number in the fixture file, for failure messages.
    var line: Int
  }

  var seed: UInt64
  var regime: String
  var variableCount: Int
  /// `ok`, or why kiwi could not solve the system (`unbounded`, `timeout`, `crash6`, `error...`).
  var kiwiStatus: String
  var steps: [Step] = []
  var file: String

  /// Whether kiwi finished the system, so that its answers can be compared.
  var kiwiSolved: Bool { kiwiStatus == "ok" }
}

/// A line of a fixture file that does not follow the format.
struct KiwiFixtureError: Error, CustomStringConvertible {
  var file: String
  var line: Int
  var message: String
  var description: String { "\(file):\(line): \(message)" }
}

/// Reads the fixture text format.
enum KiwiFixtureParser {
  static func parse(_ text: String, file: String) throws(KiwiFixtureError) -> [KiwiSystem] {
    var systems: [KiwiSystem] = []
    var nextConstraintID = 0
    var lineNumber = 0
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      let tokens = rawLine.split(separator: " ")
      guard let head = tokens.first, !head.hasPrefix("#") else { continue }
      func fail(_ message: String) -> KiwiFixtureError {
        KiwiFixtureError(file: file, line: lineNumber, message: "\(message): \(rawLine)")
      }
      if head == "S" {
        guard tokens.count == 5, let seed = UInt64(tokens[1]), let count = Int(tokens[3]) else {
          throw fail("bad system header")
        }
        systems.append(
          KiwiSystem(
            seed: seed, regime: String(tokens[2]), variableCount: count, kiwiStatus: String(tokens[4]), file: file))
        nextConstraintID = 0
        continue
      }
      guard !systems.isEmpty else { throw fail("operation before the first system header") }
      let count = systems[systems.count - 1].variableCount
      guard let step = parseStep(tokens, nextConstraintID: &nextConstraintID, variableCount: count, line: lineNumber)
      else { throw fail("malformed operation") }
      systems[systems.count - 1].steps.append(step)
    }
    return systems
  }

  private static func parseStep(
    _ tokens: [Substring], nextConstraintID: inout Int, variableCount: Int, line: Int
  ) -> KiwiSystem.Step? {
    let head = tokens[0]
    if head == "u" {
      return parseCheckpoint(tokens, variableCount: variableCount, line: line)
    }
    guard tokens.count >= 3, tokens[1].count == 1, let outcomeCharacter = tokens[1].first,
      let outcome = KiwiSystem.Outcome(rawValue: outcomeCharacter)
    else { return nil }
    func variable(_ token: Substring) -> Int? {
      guard let index = Int(token), (0..<variableCount).contains(index) else { return nil }
      return index
    }
    let operation: KiwiSystem.Operation
    switch head {
    case "a":
      guard tokens.count >= 5, let relation = relation(tokens[2]), let strength = strength(tokens[3]),
        let constant = Double(tokens[4])
      else { return nil }
      var terms: [(variable: Int, coefficient: Double)] = []
      for token in tokens.dropFirst(5) {
        let parts = token.split(separator: ":")
        guard let index = variable(parts[0]) else { return nil }
        let coefficient = parts.count == 2 ? Double(parts[1]) : (parts.count == 1 ? 1 : nil)
        guard let coefficient else { return nil }
        terms.append((index, coefficient))
      }
      let spec = KiwiSystem.ConstraintSpec(relation: relation, strength: strength, constant: constant, terms: terms)
      operation = .add(id: nextConstraintID, spec)
      nextConstraintID += 1
    case "r":
      guard tokens.count == 3, let id = Int(tokens[2]) else { return nil }
      operation = .remove(id: id)
    case "k":
      guard tokens.count == 4, let id = Int(tokens[2]), let constant = Double(tokens[3]) else { return nil }
      operation = .setConstant(id: id, constant)
    case "e":
      guard tokens.count == 4, let index = variable(tokens[2]), let strength = strength(tokens[3]) else { return nil }
      operation = .addEditVariable(index, strength: strength)
    case "x":
      guard tokens.count == 3, let index = variable(tokens[2]) else { return nil }
      operation = .removeEditVariable(index)
    case "s":
      guard tokens.count == 4, let index = variable(tokens[2]), let value = Double(tokens[3]) else { return nil }
      operation = .suggestValue(index, value)
    default:
      return nil
    }
    return KiwiSystem.Step(operation: operation, outcome: outcome, line: line)
  }

  /// `u ?`, `u <objective> 0`, `u <objective> x` (kiwi violates a required constraint), or
  /// `u <objective> 1 <value of x0> <value of x1> ...` (kiwi's optimum is unique).
  private static func parseCheckpoint(_ tokens: [Substring], variableCount: Int, line: Int) -> KiwiSystem.Step? {
    if tokens.count == 2, tokens[1] == "?" {
      return KiwiSystem.Step(operation: .update(nil), outcome: .unrecorded, line: line)
    }
    guard tokens.count >= 3, let objective = Double(tokens[1]) else { return nil }
    var checkpoint = KiwiSystem.Checkpoint(objective: objective, uniqueValues: nil)
    switch tokens[2] {
    case "0":
      guard tokens.count == 3 else { return nil }
    case "x":
      guard tokens.count == 3 else { return nil }
      checkpoint.kiwiViolatesRequired = true
    case "1":
      let values = tokens.dropFirst(3).compactMap { Double($0) }
      guard values.count == variableCount, tokens.count == 3 + variableCount else { return nil }
      checkpoint.uniqueValues = values
    default:
      return nil
    }
    return KiwiSystem.Step(operation: .update(checkpoint), outcome: .ok, line: line)
  }

  private static func relation(_ token: Substring) -> Relation? {
    switch token {
    case "=": return .equal
    case "<": return .lessThanOrEqual
    case ">": return .greaterThanOrEqual
    default: return nil
    }
  }

  /// `R`, `S`, `M`, `W` for kiwi's named strengths, otherwise the strength's value.
  private static func strength(_ token: Substring) -> Double? {
    switch token {
    case "R": return Strength.required.value
    case "S": return Strength.strong.value
    case "M": return Strength.medium.value
    case "W": return Strength.weak.value
    default: return Double(token)
    }
  }
}
