import Cassowary

/// A malformed line in a built-in workload table (a bug in this benchmark, reported, not trapped).
struct WorkloadTableError: Error, CustomStringConvertible {
  let line: String
  var description: String { "malformed workload table line: \(line)" }
}

/// W1 `enaml`: kiwi's enaml-like layout (a form with three labels, three fields and a content box),
/// with `width` and `height` as strong edit variables.
enum EnamlWorkload {
  static let sizes: [(width: Double, height: Double)] = [
    (400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400),
  ]

  /// The build of W1: the two edit variables (no suggestion), then the 120 table constraints.
  static func system() throws(WorkloadTableError) -> SystemSpec {
    var index: [String: Int] = [:]
    for (i, name) in enamlVariableNames.enumerated() { index[name] = i }
    let strengths: [String: Double] = [
      "required": Strength.required.value, "strong": Strength.strong.value,
      "medium": Strength.medium.value, "weak": Strength.weak.value,
      "mmedium": createStrength(0, 1, 0, 1.25), "smedium": createStrength(0, 100, 0),
    ]
    var spec = SystemSpec(variableCount: enamlVariableNames.count)
    guard let width = index["width"], let height = index["height"] else {
      throw WorkloadTableError(line: "width/height missing from the variable list")
    }
    spec.edits = [(width, Strength.strong.value), (height, Strength.strong.value)]
    for line in enamlTable.split(separator: "\n") {
      let words = line.split(separator: " ")
      guard words.count >= 4, let strength = strengths[String(words[0])],
        let constant = Double(String(words[2]))
      else { throw WorkloadTableError(line: String(line)) }
      let relation: Relation
      switch words[1] {
      case "==": relation = .equal
      case ">=": relation = .greaterThanOrEqual
      case "<=": relation = .lessThanOrEqual
      default: throw WorkloadTableError(line: String(line))
      }
      var terms: [(variable: Int, coefficient: Double)] = []
      for word in words[3...] {
        let parts = word.split(separator: "*")
        guard parts.count == 2, let coefficient = Double(String(parts[0])),
          let variable = index[String(parts[1])]
        else { throw WorkloadTableError(line: String(line)) }
        terms.append((variable, coefficient))
      }
      spec.constraints.append(
        ConstraintSpec(terms: terms, constant: constant, relation: relation, strength: strength))
    }
    guard spec.constraints.count == 120 else {
      throw WorkloadTableError(line: "expected 120 constraints, found \(spec.constraints.count)")
    }
    return spec
  }

  /// Phase `suggest`: 1000 iterations cycling through the six sizes.
  static func cyclingSizes() -> SizeLoop {
    SizeLoop(widthVariable: 0, heightVariable: 1, sizes: (0..<1000).map { sizes[$0 % 6] })
  }

  /// Phase `suggest-same`: each size 100 times in a row, like kiwi's nanobench loop.
  static func repeatedSizes() -> SizeLoop {
    SizeLoop(
      widthVariable: 0, heightVariable: 1,
      sizes: sizes.flatMap { size in repeatElement(size, count: 100) })
  }

  static func run(_ report: Report, repetitions: Int) throws(WorkloadTableError) {
    let spec = try system()
    Phases.build(report, "enaml", spec, repetitions: repetitions)
    Phases.sizeLoop(report, "enaml", "suggest", spec, cyclingSizes(), repetitions: repetitions)
    Phases.sizeLoop(
      report, "enaml", "suggest-same", spec, repeatedSizes(), repetitions: repetitions)
  }
}
