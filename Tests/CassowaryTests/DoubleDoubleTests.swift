import Testing

@testable import Cassowary

/// The double-double arithmetic of the precise solve keeps the digits a double rounds away.
@Suite struct DoubleDoubleTests {
  @Test func `a sum keeps a unit beside 1e16, which a double loses`() {
    let large = DoubleDouble(1e16)
    let sum = large + DoubleDouble(1)
    #expect(1e16 + 1 - 1e16 == 0)
    #expect((sum - large).double == 1)
    #expect(sum.hi == 1e16 && sum.lo == 1)
  }

  @Test func `a product keeps its rounding error exactly`() {
    // (1 + 2^-30)^2 = 1 + 2^-29 + 2^-60: the last term is below a double's precision next to 1.
    let factor = DoubleDouble(1 + 0x1p-30)
    let square = factor * factor
    #expect(square.hi == 1 + 0x1p-29)
    #expect(square.lo == 0x1p-60)
  }

  @Test func `a quotient times its divisor gives the dividend back to 32 digits`() {
    let third = DoubleDouble(1) / DoubleDouble(3)
    let back = third * DoubleDouble(3) - DoubleDouble(1)
    #expect(abs(back.double) <= 1e-31)
    // 1/3's double is 0.333...3148 (below 1/3), and the remainder 1/3 - double(1/3) = 1/(3 * 2^54).
    #expect(third.hi == 1.0 / 3.0)
    #expect(abs(third.lo - 1 / (3 * 0x1p54)) <= 1e-48)
  }

  @Test func `comparison orders by the high part, then the low part`() {
    let one = DoubleDouble(1)
    let justAbove = one + DoubleDouble(0x1p-70)
    #expect(one < justAbove)
    #expect(!(justAbove < one))
    #expect((-justAbove) < -one)
    #expect((-justAbove).magnitude == justAbove)
    #expect(justAbove.double == 1)
  }
}
