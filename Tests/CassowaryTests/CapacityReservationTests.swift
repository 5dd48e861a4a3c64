import Testing

@testable import Cassowary

/// Room reserved ahead of many adds (what the layout engine does before a first layout) changes the
/// storage's capacity alone: the same adds give the same tableau and the same values, and a table
/// grown by a reservation keeps every key.
@Suite struct CapacityReservationTests {
  @Test(arguments: [11 as UInt64, 12, 13, 14])
  func `a solver with room reserved solves exactly as one without`(seed: UInt64) {
    var system = RandomSystem(seed: seed)
    let constraints = (0..<60).map { _ in system.constraint() } + system.stays()
    let plain = Solver()
    let reserved = Solver()
    reserved._reserveCapacity(constraints: constraints.count, variables: system.variables.count)
    // Reserved again half way, on a tableau that already holds rows, symbols and records.
    let reservedMidway = Solver()
    for (index, constraint) in constraints.enumerated() {
      if index == constraints.count / 2 { reservedMidway._reserveCapacity(constraints: 500, variables: 50) }
      let outcomes = [plain, reserved, reservedMidway].map { solver in
        do {
          try solver.addConstraint(constraint)
          return "added"
        } catch {
          return "\(error)"
        }
      }
      #expect(Set(outcomes).count == 1, "seed \(seed), constraint \(index): \(outcomes)")
    }
    for solver in [plain, reserved, reservedMidway] { solver.updateVariables() }
    #expect(reserved.debugDescription == plain.debugDescription, "seed \(seed)")
    #expect(reservedMidway.debugDescription == plain.debugDescription, "seed \(seed)")
  }

  @Test func `a reservation rehashes the table's keys, and one below its size changes nothing`() {
    let variables = (0..<300).map { Variable("v\($0)") }
    var table = IdentityTable()
    for (index, variable) in variables.enumerated() { table[ObjectIdentifier(variable)] = Int32(index) }
    table.reserveCapacity(5_000)
    #expect(table.count == 300)
    #expect(variables.enumerated().allSatisfy { table[ObjectIdentifier($1)] == Int32($0) })
    table.reserveCapacity(10)
    let more = (0..<2_000).map { Variable("w\($0)") }
    for (index, variable) in more.enumerated() { table[ObjectIdentifier(variable)] = Int32(-index) }
    #expect(table.count == 2_300)
    #expect(variables.enumerated().allSatisfy { table[ObjectIdentifier($1)] == Int32($0) })
    #expect(more.enumerated().allSatisfy { table[ObjectIdentifier($1)] == Int32(-$0) })
  }
}
