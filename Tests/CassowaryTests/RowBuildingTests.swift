import Testing

@testable import Cassowary

/// A new constraint's row is built in terms of the non-basic symbols. A constraint over many basic
/// symbols (a stack's lengths summed to its container's) sums each symbol's contributions at once
/// instead of merging the rows one after the other, and must build the very row the merges build.
@Suite struct RowBuildingTests {
  /// A tableau of `basics` basic symbols (ids 0 ..< basics), each basic in a row of 2 to 6 cells over
  /// the non-basic symbols (ids basics ..< basics + nonBasics, of every kind), with coefficients ±1
  /// and ±0.5 (so that sums cancel exactly) and a few of any size: from -3 to 3, or, in a tableau
  /// that `mixesMagnitudes`, from 1e-4 to 1e4 (where sums cancel at a finer tolerance).
  private static func tableau(basics: Int, nonBasics: Int, seed: UInt64, mixesMagnitudes: Bool = false) -> Tableau {
    var random = SplitMix64(seed: seed)
    var tableau = Tableau()
    if mixesMagnitudes { tableau.rowNoise = Tolerance.rowRelativeMixed }
    tableau.basicSlot = Array(repeating: -1, count: basics + nonBasics)
    for basic in 0..<basics {
      var row = Row(constant: random.double(in: -100...100))
      for _ in 0..<random.int(in: 2...6) {
        let id = Int32(basics + random.int(in: 0...(nonBasics - 1)))
        let kind = Symbol.Kind(rawValue: id % 4) ?? .external
        let any =
          mixesMagnitudes
          ? random.double(in: -9...9) * ([1e-4, 1e-2, 1, 1e2, 1e4].randomElement(using: &random) ?? 1)
          : random.double(in: -3...3)
        let coefficient = random.chance(0.8) ? [1, -1, 0.5, -0.5].randomElement(using: &random) ?? 1 : any
        row.add(Symbol(id: id, kind: kind), coefficient)
      }
      tableau.basicSlot[basic] = Int32(tableau.rows.count)
      tableau.rows.append(row)
    }
    return tableau
  }

  /// The row of adding each term with `addTerm`, one after the other.
  private static func mergedOneByOne(
    _ terms: [(symbol: Symbol, coefficient: Double)], in tableau: Tableau, constant: Double
  )
    -> Row
  {
    var row = Row(constant: constant)
    for term in terms { tableau.addTerm(term.symbol, term.coefficient, to: &row) }
    return row
  }

  /// Whether two rows hold the same cells, constant and bounds, to the bit.
  private static func identical(_ a: Row, _ b: Row) -> Bool {
    a.cells.count == b.cells.count
      && zip(a.cells, b.cells).allSatisfy {
        $0.symbol == $1.symbol && $0.coefficient.bitPattern == $1.coefficient.bitPattern
      }
      && a.constant.bitPattern == b.constant.bitPattern
      && a.constantMagnitude.bitPattern == b.constantMagnitude.bitPattern
      && a.largest.bitPattern == b.largest.bitPattern
  }

  /// Terms over every basic symbol (each twice, with opposite signs for a few), with a non-basic symbol
  /// every seventh term, in an order of the seed's.
  private static func longTerms(basics: Int, nonBasics: Int, seed: UInt64) -> [(symbol: Symbol, coefficient: Double)] {
    var random = SplitMix64(seed: seed)
    var terms: [(symbol: Symbol, coefficient: Double)] = []
    for basic in (0..<basics).shuffled(using: &random) {
      terms.append((Symbol(id: Int32(basic), kind: .external), random.chance(0.5) ? 1 : -1))
      if random.chance(0.1) {
        terms.append((Symbol(id: Int32(basic), kind: .external), -terms[terms.count - 1].coefficient))
      }
      if terms.count % 7 == 0 {
        let id = Int32(basics + random.int(in: 0...(nonBasics - 1)))
        terms.append((Symbol(id: id, kind: Symbol.Kind(rawValue: id % 4) ?? .external), random.chance(0.5) ? 1 : -0.5))
      }
    }
    return terms
  }

  @Test(arguments: 1...16 as ClosedRange<UInt64>, [false, true])
  func `summing a long constraint by symbol builds the row the merges build, bit for bit`(
    seed: UInt64, mixesMagnitudes: Bool
  ) throws {
    let tableau = Self.tableau(basics: 300, nonBasics: 120, seed: seed, mixesMagnitudes: mixesMagnitudes)
    #expect(tableau.mixesMagnitudes == mixesMagnitudes)
    let terms = Self.longTerms(basics: 300, nonBasics: 120, seed: seed &+ 1000)
    #expect(Tableau.mergesCopyFarMore(terms.map(\.symbol), rows: tableau.rows, basicSlot: tableau.basicSlot))

    let expected = Self.mergedOneByOne(terms, in: tableau, constant: 42)
    let summed = try #require(
      Tableau.summedBySymbol(
        terms, constant: Row(constant: 42), rows: tableau.rows, basicSlot: tableau.basicSlot, noise: tableau.rowNoise))
    #expect(Self.identical(summed, expected))
    var built = Row(constant: 42)
    tableau.addTerms(terms, to: &built)
    #expect(Self.identical(built, expected))
  }

  /// Rows that telescope: basic b_i = 2 + s_i - (1 - difference) × s_(i+1) for i in 0 ..< 64, over
  /// non-basic slacks s_i, and the terms Σ b_i.
  private static func telescope(difference: Double, mixesMagnitudes: Bool) -> (
    tableau: Tableau, terms: [(symbol: Symbol, coefficient: Double)], slack: (Int) -> Symbol
  ) {
    var tableau = Tableau()
    if mixesMagnitudes { tableau.rowNoise = Tolerance.rowRelativeMixed }
    let count = 64
    tableau.basicSlot = Array(repeating: -1, count: 2 * count + 1)
    let slack = { (index: Int) in Symbol(id: Int32(count + index), kind: .slack) }
    for index in 0..<count {
      var row = Row(constant: 2)
      row.add(slack(index), 1)
      row.add(slack(index + 1), -(1 - difference))
      tableau.basicSlot[index] = Int32(index)
      tableau.rows.append(row)
    }
    let terms = (0..<count).map { (symbol: Symbol(id: Int32($0), kind: .external), coefficient: 1.0) }
    return (tableau, terms, slack)
  }

  @Test func `contributions that cancel leave no cell`() throws {
    let (tableau, terms, slack) = Self.telescope(difference: 0, mixesMagnitudes: false)
    #expect(Tableau.mergesCopyFarMore(terms.map(\.symbol), rows: tableau.rows, basicSlot: tableau.basicSlot))

    var built = Row(constant: -128)
    tableau.addTerms(terms, to: &built)
    // Σ b_i - 128 = s_0 - s_64.
    #expect(built.cells.map(\.symbol) == [slack(0), slack(64)])
    #expect(built.cells.map(\.coefficient) == [1, -1])
    #expect(built.constant == 0)
    #expect(Self.identical(built, Self.mergedOneByOne(terms, in: tableau, constant: -128)))
  }

  @Test(arguments: [false, true])
  func `a difference of 1e-12 is noise unless the system mixes magnitudes`(mixesMagnitudes: Bool) throws {
    let (tableau, terms, slack) = Self.telescope(difference: 1e-12, mixesMagnitudes: mixesMagnitudes)
    var built = Row()
    tableau.addTerms(terms, to: &built)
    let left = 1 + -(1 - 1e-12)
    if mixesMagnitudes {
      // Each s_i for 0 < i < 64 keeps 1 - (1 - 1e-12): above the cancellation tolerance of such a
      // system (1e-14 of the operands).
      #expect(built.cells.map(\.symbol) == (0...64).map(slack))
      #expect(built.cells.dropFirst().dropLast().allSatisfy { $0.coefficient == left })
    } else {
      #expect(built.cells.map(\.symbol) == [slack(0), slack(64)])
    }
    #expect(built.cells.last?.coefficient == -(1 - 1e-12))
    #expect(Self.identical(built, Self.mergedOneByOne(terms, in: tableau, constant: 0)))
  }

  @Test func `a row whose merges would drop a negligible coefficient is built by the merges`() throws {
    var tableau = Self.tableau(basics: 300, nonBasics: 120, seed: 11)
    // A cell that only one row holds, 1e-13 next to the others' 0.5 to 3: negligible in a system of
    // similar magnitudes, so the merges drop it.
    tableau.rows[0].cells.append(Cell(symbol: Symbol(id: 10_000, kind: .slack), coefficient: 1e-13))
    let terms = Self.longTerms(basics: 300, nonBasics: 120, seed: 12)
    let expected = Self.mergedOneByOne(terms, in: tableau, constant: 0)
    #expect(
      Tableau.summedBySymbol(
        terms, constant: Row(), rows: tableau.rows, basicSlot: tableau.basicSlot, noise: tableau.rowNoise) == nil)

    var built = Row()
    tableau.addTerms(terms, to: &built)
    #expect(Self.identical(built, expected))
  }

  @Test func `a short constraint is merged one row at a time`() {
    let tableau = Self.tableau(basics: 300, nonBasics: 120, seed: 21)
    let terms = Array(Self.longTerms(basics: 300, nonBasics: 120, seed: 22).prefix(7))
    #expect(!Tableau.mergesCopyFarMore(terms.map(\.symbol), rows: tableau.rows, basicSlot: tableau.basicSlot))
  }

  @Test func `a stack of 400 boxes summed to its container solves to the container's length`() throws {
    // Each box's top follows the one before; each height is at least 1 and prefers 5 strongly; the
    // heights sum to 3,000, and every box but the last is held at 5 + 0.01 × its index.
    let solver = Solver()
    let count = 400
    let tops = (0...count).map { Variable("top\($0)") }
    let heights = (0..<count).map { Variable("h\($0)") }
    try solver.addConstraint(tops[0] == 0)
    for index in 0..<count {
      try solver.addConstraints([
        tops[index + 1] == tops[index] + heights[index], heights[index] >= 1, (heights[index] == 5) ~ .strong,
      ])
    }
    try solver.addConstraint(heights.dropFirst().reduce(LinearExpression(heights[0])) { $0 + $1 } == 3_000)
    let heldHeights = (0..<(count - 1)).map { 5 + 0.01 * Double($0) }
    for (height, value) in zip(heights, heldHeights) { try solver.addConstraint(height == value) }
    solver.updateVariables()

    let held: Double = heldHeights.reduce(0, +)
    let firstTwoHundred: Double = heldHeights.prefix(200).reduce(0, +)
    #expect(abs(heights[count - 1].value - (3_000 - held)) < 1e-6)
    #expect(abs(tops[count].value - 3_000) < 1e-6)
    #expect(abs(tops[200].value - firstTwoHundred) < 1e-6)
  }
}
