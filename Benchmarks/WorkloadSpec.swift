import Cassowary

/// One constraint as plain data: `sum(coefficient * variable) + constant  relation  0`, with variables
/// as indices into the workload's variable list. Generators produce these (untimed); ``BuiltSystem``
/// turns them into `Cassowary` objects inside the timed region.
struct ConstraintSpec {
  var terms: [(variable: Int, coefficient: Double)]
  var constant: Double
  var relation: Relation
  var strength: Double
}

/// Everything a `build` or `add` phase does, in this order: create `variableCount` variables, add the
/// edit variables, suggest their initial values, add the constraints, update the variables.
struct SystemSpec {
  var variableCount = 0
  var edits: [(variable: Int, strength: Double)] = []
  var suggestions: [(variable: Int, value: Double)] = []
  var constraints: [ConstraintSpec] = []
}

/// A suggest loop: for each size, suggest the width, then the height, then update the variables.
struct SizeLoop {
  var widthVariable: Int
  var heightVariable: Int
  var sizes: [(width: Double, height: Double)]
}

/// kiwi's `strength::create(a, b, c, w)`: each tier times `w`, clipped to 0...1000, then
/// `a * 1e6 + b * 1e3 + c`, accumulated from `0.0` in kiwi's order.
func createStrength(_ a: Double, _ b: Double, _ c: Double, _ w: Double = 1) -> Double {
  func tier(_ x: Double) -> Double { min(max(x * w, 0), 1000) }
  var result = 0.0
  result += tier(a) * 1_000_000
  result += tier(b) * 1000
  result += tier(c)
  return result
}
