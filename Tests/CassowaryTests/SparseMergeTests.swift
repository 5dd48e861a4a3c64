import Testing

@testable import Cassowary

/// A few cells merged into a long row in place (`Row.mergeSparse`) give the row, its largest
/// magnitude, the noise dropped and the reports of cells that appear or cancel of the whole merge
/// (`Row.merge`), in the same order.
@Suite struct SparseMergeTests {
  /// What a merge did: the cells (symbol, coefficient, column position), `largest`, and the symbols
  /// reported attached (`+`) or detached (`-`), in order.
  private struct Outcome: Equatable {
    var cells: [[Double]]
    var largest: Double
    var reports: [String]
  }

  private static func outcome(
    of row: Row, merging source: [Cell], factor: Double, dropping dropped: Symbol, noise: Double, inPlace: Bool
  ) -> Outcome {
    var row = row
    var reports: [String] = []
    var nextPosition: Int32 = 1000
    let attached = { (symbol: Symbol) -> Int32 in
      reports.append("+\(symbol.raw)")
      nextPosition += 1
      return nextPosition
    }
    let detached = { (cell: Cell) in reports.append("-\(cell.symbol.raw)@\(cell.position)") }
    if inPlace {
      row.mergeSparse(source, factor: factor, dropping: dropped, noise: noise, attached: attached, detached: detached)
    } else {
      var scratch: [Cell] = []
      row.merge(
        source, factor: factor, dropping: dropped, noise: noise, scratch: &scratch, attached: attached,
        detached: detached)
    }
    return Outcome(
      cells: row.cells.map { [Double($0.symbol.raw), $0.coefficient, Double($0.position)] }, largest: row.largest,
      reports: reports)
  }

  /// A long row over symbols 0..<400 (every third left out), each cell at its own column position,
  /// and a source of 1 to 8 cells that meet cells of the row (cancelling some exactly, leaving noise
  /// in others), fall between them or past them, and sometimes hold the dropped symbol.
  @Test(arguments: [Tolerance.rowRelative, Tolerance.rowRelativeMixed])
  func `the in-place merge of a few cells is the whole merge`(noise: Double) {
    var random = SplitMix64(seed: 2026)
    for _ in 0..<400 {
      var row = Row(constant: 1)
      var position: Int32 = 0
      for id in 0..<400 where id % 3 != 0 {
        let kind = Symbol.Kind(rawValue: Int32(id % 4)) ?? .external
        let symbol = Symbol(id: Int32(id), kind: kind)
        row.cells.append(Cell(symbol: symbol, coefficient: random.double(in: -3...3), position: position))
        position += 1
      }
      row.largest = row.cells.map { abs($0.coefficient) }.max() ?? 0
      let factor = random.chance(0.5) ? 1 : random.double(in: -2...2)
      var ids = Set<Int>()
      while ids.count < random.int(in: 1...8) { ids.insert(random.int(in: 0...450)) }
      let source = ids.sorted().map { id -> Cell in
        let kind = Symbol.Kind(rawValue: Int32(id % 4)) ?? .external
        let symbol = Symbol(id: Int32(id), kind: kind)
        let existing = row.cells.first { $0.symbol == symbol }?.coefficient
        let coefficient: Double
        switch (existing, random.int(in: 0...3)) {
        case (let value?, 0): coefficient = -value / factor  // cancels
        case (let value?, 1): coefficient = -value / factor * (1 + 1e-13)  // leaves noise
        default: coefficient = random.double(in: -3...3)
        }
        return Cell(symbol: symbol, coefficient: coefficient)
      }
      let droppedID = random.chance(0.3) ? (ids.first ?? 1) : random.int(in: 0...399)
      let dropped = Symbol(id: Int32(droppedID), kind: Symbol.Kind(rawValue: Int32(droppedID % 4)) ?? .external)
      #expect(row.mergesInPlace(source))
      let whole = Self.outcome(
        of: row, merging: source, factor: factor, dropping: dropped, noise: noise, inPlace: false)
      let inPlace = Self.outcome(
        of: row, merging: source, factor: factor, dropping: dropped, noise: noise, inPlace: true)
      #expect(inPlace == whole)
    }
  }

  @Test func `a short row or a long source is merged whole`() {
    var long = Row()
    for id in 0..<200 { long.cells.append(Cell(symbol: Symbol(id: Int32(id), kind: .external), coefficient: 1)) }
    let few = [Cell(symbol: Symbol(id: 3, kind: .slack), coefficient: 1)]
    #expect(long.mergesInPlace(few))
    #expect(!long.mergesInPlace(Array(long.cells.prefix(40))))
    #expect(!Row().mergesInPlace(few))
  }
}
