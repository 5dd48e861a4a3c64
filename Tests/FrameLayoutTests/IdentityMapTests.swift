import Testing

@testable import LayoutNodes

/// The layout engine's map from object identities to values (boxes by variable, definitions by
/// coordinate), against `Dictionary`, with values that hold objects: a value moved into a larger
/// table when the map grows must keep its objects alive, and leave them to be freed with the map.
@Suite struct IdentityMapTests {
  private final class Token {
    let number: Int
    init(_ number: Int) { self.number = number }
  }

  @Test func `values survive the map's growth and removals, and agree with a dictionary`() {
    let keys = (0..<1_500).map { Token($0) }
    var map = IdentityMap<Token>()
    var expected: [ObjectIdentifier: Int] = [:]
    // Inserted in allocation order, the map grows from eight buckets to 4,096 on the way.
    for key in keys {
      map[ObjectIdentifier(key)] = Token(key.number * 10)
      expected[ObjectIdentifier(key)] = key.number * 10
    }
    for key in keys where key.number % 3 == 0 {
      map[ObjectIdentifier(key)] = nil
      expected[ObjectIdentifier(key)] = nil
    }
    for key in keys where key.number % 5 == 0 {
      map.update(ObjectIdentifier(key), default: Token(-1)) { $0 = Token($0.number + 1) }
      expected[ObjectIdentifier(key)] = (expected[ObjectIdentifier(key)] ?? -1) + 1
    }
    #expect(map.count == expected.count)
    #expect(keys.allSatisfy { map.read(ObjectIdentifier($0), \.number) == expected[ObjectIdentifier($0)] })
  }

  @Test func `a value moved by the map's growth is freed once with the map`() {
    let keys = (0..<100).map { Token($0) }
    weak var first: Token?
    weak var last: Token?
    do {
      var map = IdentityMap<Token>()
      for key in keys { map[ObjectIdentifier(key)] = Token(key.number) }
      first = map[ObjectIdentifier(keys[0])]
      last = map[ObjectIdentifier(keys[99])]
      // Alive while the map holds them, after growing from 8 buckets to 256.
      #expect(first?.number == 0)
      #expect(last?.number == 99)
      map.removeValue(forKey: ObjectIdentifier(keys[0]))
      #expect(first == nil)
      #expect(last?.number == 99)
    }
    #expect(last == nil)
  }
}
