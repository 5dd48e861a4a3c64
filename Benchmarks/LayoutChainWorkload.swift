import Cassowary

/// `layout-chain-N` (issue 25): N boxes in a row, each box's left edge the previous box's right edge
/// plus a gap, each width between a minimum and a maximum with a strong preferred width; the chain
/// starts weakly at 0, and the suggest phase moves its start through an edit variable.
struct LayoutChainWorkload {
  let boxes: Int

  var name: String { "layout-chain-\(boxes)" }

  // Variable indices, in checksum order: left_i, width_i per box.
  static func left(_ i: Int) -> Int { 2 * i }
  static func width(_ i: Int) -> Int { 2 * i + 1 }

  static let gap = 8.0
  static func minimum(_ i: Int) -> Double { 10.0 + 2.0 * Double(i % 7) }
  static func maximum(_ i: Int) -> Double { 40.0 + 3.0 * Double(i % 11) }
  static func preferred(_ i: Int) -> Double { 5.0 + 5.0 * Double(i % 17) }

  func system() -> SystemSpec {
    let required = Strength.required.value
    var spec = SystemSpec(variableCount: 2 * boxes)
    spec.constraints.reserveCapacity(4 * boxes)
    func add(
      _ terms: [(variable: Int, coefficient: Double)], _ constant: Double, _ relation: Relation,
      _ strength: Double = required
    ) {
      spec.constraints.append(
        ConstraintSpec(terms: terms, constant: constant, relation: relation, strength: strength))
    }
    add([(Self.left(0), 1)], 0, .equal, Strength.weak.value)
    for i in 0..<boxes {
      add([(Self.width(i), 1)], -Self.minimum(i), .greaterThanOrEqual)
      add([(Self.width(i), 1)], -Self.maximum(i), .lessThanOrEqual)
      add([(Self.width(i), 1)], -Self.preferred(i), .equal, Strength.strong.value)
      if i + 1 < boxes {
        add([(Self.left(i + 1), 1), (Self.left(i), -1), (Self.width(i), -1)], -Self.gap, .equal)
      }
    }
    return spec
  }

  /// The `suggest` phase's values for `left_0`: `3 * (k % 13)` for k = 0 ..< 100.
  static let suggestions: [Double] = (0..<100).map { 3.0 * Double($0 % 13) }

  func run(_ report: Report, repetitions: Int) {
    let spec = system()
    Phases.build(report, name, spec, repetitions: repetitions)
    Phases.editLoop(
      report, name, "suggest", spec, variable: Self.left(0), adding: Strength.strong.value,
      values: Self.suggestions, repetitions: repetitions)
  }
}

/// `stack-N`: N boxes stacked vertically in a container whose width is a strong edit variable. Each
/// box's width follows the container's (required); its height lies between a minimum and a maximum,
/// with a strong preferred height and a medium preference toward its content's height (hugging); the
/// container's height is the stack's. Heights do not depend on the width. The resize phase suggests
/// a list of container widths.
struct StackWorkload {
  let boxes: Int

  var name: String { "stack-\(boxes)" }

  // Variable indices, in checksum order: cw, ch, then top_i, height_i, width_i per box.
  static let cw = 0, ch = 1
  static func top(_ i: Int) -> Int { 2 + 3 * i }
  static func height(_ i: Int) -> Int { 3 + 3 * i }
  static func width(_ i: Int) -> Int { 4 + 3 * i }

  static let gap = 8.0
  static let inset = 16.0
  static func minimum(_ i: Int) -> Double { 20.0 + 4.0 * Double(i % 5) }
  static func maximum(_ i: Int) -> Double { 60.0 + 10.0 * Double(i % 7) }
  static func preferred(_ i: Int) -> Double { 10.0 + 10.0 * Double(i % 13) }
  static func content(_ i: Int) -> Double { 30.0 + 5.0 * Double(i % 11) }

  func system() -> SystemSpec {
    let required = Strength.required.value
    var spec = SystemSpec(variableCount: 2 + 3 * boxes)
    spec.edits = [(Self.cw, Strength.strong.value)]
    spec.suggestions = [(Self.cw, 375)]
    spec.constraints.reserveCapacity(6 * boxes + 1)
    func add(
      _ terms: [(variable: Int, coefficient: Double)], _ constant: Double, _ relation: Relation,
      _ strength: Double = required
    ) {
      spec.constraints.append(
        ConstraintSpec(terms: terms, constant: constant, relation: relation, strength: strength))
    }
    for i in 0..<boxes {
      add([(Self.height(i), 1)], -Self.minimum(i), .greaterThanOrEqual)
      add([(Self.height(i), 1)], -Self.maximum(i), .lessThanOrEqual)
      add([(Self.height(i), 1)], -Self.preferred(i), .equal, Strength.strong.value)
      add([(Self.height(i), 1)], -Self.content(i), .equal, Strength.medium.value)
      add([(Self.width(i), 1), (Self.cw, -1)], Self.inset, .equal)
      if i == 0 {
        add([(Self.top(0), 1)], -Self.gap, .equal)
      } else {
        add([(Self.top(i), 1), (Self.top(i - 1), -1), (Self.height(i - 1), -1)], -Self.gap, .equal)
      }
    }
    add([(Self.ch, 1), (Self.top(boxes - 1), -1), (Self.height(boxes - 1), -1)], -Self.gap, .equal)
    return spec
  }

  /// The `resize` phase's container widths: `320 + 7 * ((37 k) % 101)` for k = 0 ..< 200.
  static let widths: [Double] = (0..<200).map { (k: Int) -> Double in
    let step = Double((37 * k) % 101)
    return 320.0 + 7.0 * step
  }

  func run(_ report: Report, repetitions: Int) {
    let spec = system()
    Phases.build(report, name, spec, repetitions: repetitions)
    Phases.editLoop(
      report, name, "resize", spec, variable: Self.cw, adding: nil, values: Self.widths,
      repetitions: repetitions)
  }
}
