import Cassowary

/// A `.ops` file parsed (`WORKLOADS.md`, `feed-ops-N`): the solver operations a layer performed, in
/// phases, with variables and constraints as numbers. Parsing is untimed; ``SolverScriptReplay`` runs
/// the operations.
struct SolverScript {
  enum Operation {
    case add(constraint: Int, ConstraintSpec)
    case remove(constraint: Int)
    case setConstant(constraint: Int, Double)
    case setStrength(constraint: Int, Double)
    case addEditVariable(variable: Int, strength: Double)
    case removeEditVariable(variable: Int)
    case suggestValue(variable: Int, Double)
    case updateVariables
    case reset
  }

  struct Phase {
    var name: String
    var operations: [Operation] = []
  }

  /// A line the parser does not understand, with its number (from 1).
  struct ParseError: Error, CustomStringConvertible {
    let line: Int
    let text: String
    var description: String { "line \(line): cannot read \"\(text)\"" }
  }

  var variableCount = 0
  var constraintCount = 0
  var phases: [Phase] = []

  /// Parses the lines of a `.ops` file: `variables V`, `constraints C`, then `phase NAME` lines each
  /// followed by its operations; `#` starts a comment line.
  init(text: String) throws(ParseError) {
    var lineNumber = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      if line.isEmpty || line.hasPrefix("#") { continue }
      let fields = line.split(separator: " ")
      let error = ParseError(line: lineNumber, text: String(line))
      guard let keyword = fields.first else { throw error }
      func int(_ index: Int) throws(ParseError) -> Int {
        guard index < fields.count, let value = Int(fields[index]), value >= 0 else { throw error }
        return value
      }
      // Numbers within the counts the header declares, so that a replay indexes safely.
      func variable(_ index: Int) throws(ParseError) -> Int {
        let value = try int(index)
        guard value < variableCount else { throw error }
        return value
      }
      func constraint(_ index: Int) throws(ParseError) -> Int {
        let value = try int(index)
        guard value < constraintCount else { throw error }
        return value
      }
      func double(_ index: Int) throws(ParseError) -> Double {
        guard index < fields.count, let value = Double(fields[index]), value.isFinite else { throw error }
        return value
      }
      switch keyword {
      case "variables": variableCount = try int(1)
      case "constraints": constraintCount = try int(1)
      case "phase":
        guard fields.count == 2 else { throw error }
        phases.append(Phase(name: String(fields[1])))
        continue
      default:
        guard !phases.isEmpty else { throw error }
        let operation: Operation
        switch keyword {
        case "a":
          let relation: Relation
          switch fields.count > 2 ? fields[2] : "" {
          case "==": relation = .equal
          case "<=": relation = .lessThanOrEqual
          case ">=": relation = .greaterThanOrEqual
          default: throw error
          }
          let count = try int(5)
          guard fields.count == 6 + 2 * count else { throw error }
          var terms: [(variable: Int, coefficient: Double)] = []
          for k in 0..<count { terms.append((try variable(6 + 2 * k), try double(7 + 2 * k))) }
          operation = .add(
            constraint: try constraint(1),
            ConstraintSpec(terms: terms, constant: try double(4), relation: relation, strength: try double(3)))
        case "r": operation = .remove(constraint: try constraint(1))
        case "c": operation = .setConstant(constraint: try constraint(1), try double(2))
        case "s": operation = .setStrength(constraint: try constraint(1), try double(2))
        case "e": operation = .addEditVariable(variable: try variable(1), strength: try double(2))
        case "x": operation = .removeEditVariable(variable: try variable(1))
        case "g": operation = .suggestValue(variable: try variable(1), try double(2))
        case "u": operation = .updateVariables
        case "z": operation = .reset
        default: throw error
        }
        phases[phases.count - 1].operations.append(operation)
      }
    }
  }
}
