import Cassowary

/// W3 `grid-RxC` and W5 `grid-squeeze-RxC`: a container (`cl ct cw ch`, width and height strong edit
/// variables) holding R rows of C equal cells with 8-point gaps; each cell prefers height 44 at a
/// strength that differs per row, so a container shorter than its content compresses rows one by one.
struct GridWorkload {
  let rows: Int
  let columns: Int

  // Variable indices, in checksum order: cl, ct, cw, ch, then L, T, W, H per cell in row-major order.
  static let cl = 0, ct = 1, cw = 2, ch = 3
  func left(_ r: Int, _ c: Int) -> Int { 4 + 4 * (r * columns + c) }
  func top(_ r: Int, _ c: Int) -> Int { left(r, c) + 1 }
  func width(_ r: Int, _ c: Int) -> Int { left(r, c) + 2 }
  func height(_ r: Int, _ c: Int) -> Int { left(r, c) + 3 }

  var name: String { "grid-\(rows)x\(columns)" }
  var squeezeName: String { "grid-squeeze-\(rows)x\(columns)" }

  /// The preference strength of row r: `create(0, 1 + 0.5 r / R, 0)`.
  func rowPreference(_ r: Int) -> Double {
    createStrength(0, 1.0 + (0.5 * Double(r)) / Double(rows), 0)
  }

  func system() -> SystemSpec {
    let required = Strength.required.value
    var spec = SystemSpec(variableCount: 4 + 4 * rows * columns)
    spec.edits = [(Self.cw, Strength.strong.value), (Self.ch, Strength.strong.value)]
    spec.suggestions = [(Self.cw, 640), (Self.ch, 60 * Double(rows))]
    func add(
      _ terms: [(variable: Int, coefficient: Double)], _ constant: Double, _ relation: Relation,
      _ strength: Double = required
    ) {
      spec.constraints.append(
        ConstraintSpec(terms: terms, constant: constant, relation: relation, strength: strength))
    }
    add([(Self.cl, 1)], 0, .equal)
    add([(Self.ct, 1)], 0, .equal)
    for r in 0..<rows {
      let preference = rowPreference(r)
      for c in 0..<columns {
        add([(width(r, c), 1)], -10, .greaterThanOrEqual)
        add([(height(r, c), 1)], -20, .greaterThanOrEqual)
        add([(height(r, c), 1)], -44, .equal, preference)
        if c == 0 {
          add([(left(r, 0), 1), (Self.cl, -1)], -8, .equal)
        } else {
          add([(left(r, c), 1), (left(r, c - 1), -1), (width(r, c - 1), -1)], -8, .equal)
        }
        if c >= 1 {
          add([(width(r, c), 1), (width(r, 0), -1)], 0, .equal)
          add([(height(r, c), 1), (height(r, 0), -1)], 0, .equal)
          add([(top(r, c), 1), (top(r, 0), -1)], 0, .equal)
        } else if r == 0 {
          add([(top(0, 0), 1), (Self.ct, -1)], -8, .equal)
        } else {
          add([(top(r, 0), 1), (top(r - 1, 0), -1), (height(r - 1, 0), -1)], -8, .equal)
        }
        if c == columns - 1 {
          add([(left(r, c), 1), (width(r, c), 1), (Self.cl, -1), (Self.cw, -1)], 8, .equal)
        }
      }
    }
    add(
      [(Self.ct, 1), (Self.ch, 1), (top(rows - 1, 0), -1), (height(rows - 1, 0), -1)], -8,
      .greaterThanOrEqual)
    return spec
  }

  /// W3 `suggest`: seed 3, 1000 sizes whose heights leave room for the content.
  func roomySizes() -> SizeLoop {
    sizes(
      seed: 3, count: 1000, heightBase: 52.0 * Double(rows) + 8.0, heightSpan: 20.0 * Double(rows))
  }

  /// W5 `squeeze`: seed 5, 100 sizes whose heights are mostly below the content's natural height.
  func squeezedSizes() -> SizeLoop {
    sizes(
      seed: 5, count: 100, heightBase: 28.0 * Double(rows) + 8.0, heightSpan: 24.0 * Double(rows))
  }

  private func sizes(seed: UInt64, count: Int, heightBase: Double, heightSpan: Double) -> SizeLoop {
    var rng = SplitMix64(seed: seed)
    var loop = SizeLoop(widthVariable: Self.cw, heightVariable: Self.ch, sizes: [])
    loop.sizes.reserveCapacity(count)
    for _ in 0..<count {
      let w = 320.0 + 704.0 * rng.unit()  // width first, then height: the draw order is the spec
      let h = heightBase + heightSpan * rng.unit()
      loop.sizes.append((w, h))
    }
    return loop
  }

  func run(_ report: Report, repetitions: Int) {
    let spec = system()
    Phases.build(report, name, spec, repetitions: repetitions)
    Phases.sizeLoop(report, name, "suggest", spec, roomySizes(), repetitions: repetitions)
  }

  func runSqueeze(_ report: Report, repetitions: Int) {
    Phases.sizeLoop(
      report, squeezeName, "squeeze", system(), squeezedSizes(), repetitions: repetitions)
  }
}

extension GridWorkload {
  /// Constraints per row in ``system()``: 5 for the first cell, 7 for each other, 1 for the right edge.
  private var constraintsPerRow: Int { 5 + 7 * (columns - 1) + 1 }

  /// The index in ``system()`` of row r's required gap `L(r,1) - L(r,0) - W(r,0) - 8 == 0`
  /// (needs at least two columns): after `cl`, `ct`, the first cell's five and cell 1's a, b, c.
  func columnGapIndex(row r: Int) -> Int { 2 + r * constraintsPerRow + 8 }

  /// The index in ``system()`` of cell (r, 0)'s preference `H(r,0) - 44 == 0` at `rowPreference(r)`.
  func rowPreferenceIndex(row r: Int) -> Int { 2 + r * constraintsPerRow + 2 }
}
