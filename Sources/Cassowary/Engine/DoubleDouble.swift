/// A number held as the unevaluated sum of two doubles, `hi + lo` with `|lo| ≤ ulp(hi) / 2`: about
/// 32 significant digits, twice a double's.
///
/// The precise solve (see `PreciseSimplex`) computes in it when the double rows of a mixed-magnitude
/// system have lost the digits that decide its answer: coefficients of 1e-4 beside values of 1e15 keep
/// nothing of a double's 16 digits, and of these 32 digits they keep 13. The operations are the
/// error-free transformations of Knuth (two-sum) and Dekker (two-product, through a fused multiply-add).
struct DoubleDouble: Comparable {
  var hi: Double
  var lo: Double

  init(_ value: Double) {
    hi = value
    lo = 0
  }

  private init(hi: Double, lo: Double) {
    self.hi = hi
    self.lo = lo
  }

  static let zero = DoubleDouble(0)

  /// The nearest double.
  var double: Double { hi + lo }

  var isZero: Bool { hi == 0 }

  var magnitude: DoubleDouble { hi < 0 ? -self : self }

  /// `a + b` and its rounding error, exactly (Knuth's two-sum).
  @inline(__always)
  private static func twoSum(_ a: Double, _ b: Double) -> (sum: Double, error: Double) {
    let sum = a + b
    let bPart = sum - a
    return (sum, (a - (sum - bPart)) + (b - bPart))
  }

  /// `a + b` and its rounding error, exactly, for `|a| ≥ |b|`.
  @inline(__always)
  private static func fastTwoSum(_ a: Double, _ b: Double) -> DoubleDouble {
    let sum = a + b
    return DoubleDouble(hi: sum, lo: b - (sum - a))
  }

  static prefix func - (x: DoubleDouble) -> DoubleDouble {
    DoubleDouble(hi: -x.hi, lo: -x.lo)
  }

  static func + (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
    let (sum, sumError) = twoSum(a.hi, b.hi)
    let (low, lowError) = twoSum(a.lo, b.lo)
    let first = fastTwoSum(sum, sumError + low)
    return fastTwoSum(first.hi, first.lo + lowError)
  }

  static func - (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
    a + -b
  }

  static func * (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
    let product = a.hi * b.hi
    // The rounding error of the product, exactly: a fused multiply-add rounds only once.
    let error = (-product).addingProduct(a.hi, b.hi)
    return fastTwoSum(product, error + (a.hi * b.lo + a.lo * b.hi))
  }

  static func / (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
    // Long division, one double of quotient at a time.
    let first = a.hi / b.hi
    let remainder = a - b * DoubleDouble(first)
    let second = remainder.hi / b.hi
    let rest = remainder - b * DoubleDouble(second)
    return fastTwoSum(first, second) + DoubleDouble(rest.hi / b.hi)
  }

  static func += (a: inout DoubleDouble, b: DoubleDouble) { a = a + b }

  static func < (a: DoubleDouble, b: DoubleDouble) -> Bool {
    a.hi < b.hi || (a.hi == b.hi && a.lo < b.lo)
  }
}
