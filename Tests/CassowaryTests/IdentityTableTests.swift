import Testing

@testable import Cassowary

/// The solver's table from object identities to integers (its constraints' records, its variables'
/// entries), against `Dictionary`: through the table's growth, and through removals, which move the
/// later keys of a probe run back into the hole.
@Suite struct IdentityTableTests {
  @Test(arguments: [1 as UInt64, 2, 3])
  func `lookups after insertions, replacements and removals agree with a dictionary`(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let variables = (0..<2_000).map { Variable("v\($0)") }
    var table = IdentityTable()
    var expected: [ObjectIdentifier: Int32] = [:]
    for step in 0..<12_000 {
      // The first 4,000 steps insert only, so that the table grows through several sizes.
      let key = ObjectIdentifier(variables[random.int(in: 0...(variables.count - 1))])
      if step >= 4_000, random.chance(0.4) {
        table[key] = nil
        expected[key] = nil
      } else {
        table[key] = Int32(step)
        expected[key] = Int32(step)
      }
    }
    let disagreements = variables.map(ObjectIdentifier.init).filter { table[$0] != expected[$0] }
    #expect(disagreements.isEmpty, "seed \(seed)")
    #expect(table.count == expected.count)
  }

  @Test func `keys removed in allocation order are gone, the others stay, and the removed ones come back`() {
    let variables = (0..<1_000).map { Variable("v\($0)") }
    var table = IdentityTable()
    for (index, variable) in variables.enumerated() { table[ObjectIdentifier(variable)] = Int32(index) }
    for variable in variables.prefix(500) { table[ObjectIdentifier(variable)] = nil }
    #expect(table.count == 500)
    #expect(variables.prefix(500).allSatisfy { table[ObjectIdentifier($0)] == nil })
    #expect(variables.enumerated().dropFirst(500).allSatisfy { table[ObjectIdentifier($1)] == Int32($0) })
    for (index, variable) in variables.enumerated().prefix(500) { table[ObjectIdentifier(variable)] = Int32(-index) }
    #expect(
      variables.enumerated().allSatisfy { index, variable in
        table[ObjectIdentifier(variable)] == Int32(index < 500 ? -index : index)
      })
  }
}
