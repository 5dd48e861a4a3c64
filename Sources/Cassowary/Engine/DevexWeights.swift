/// Reference weights of the Devex pricing rule (Harris, 1973), by symbol id: an estimate of how
/// long each non-basic symbol's edge is, so that the entering symbol is the steepest per unit of
/// distance rather than per unit of the symbol.
struct DevexWeights {
  private var weights: [Double] = []
  private var epochs: [UInt32] = []
  private var epoch: UInt32 = 1

  /// Starts a new reference framework over `symbolCount` symbol ids: every weight is 1 again.
  ///
  /// The storage grows here rather than as symbols are created: appending in `newSymbol` would copy
  /// both arrays in every transaction (the savepoint shares them), for a pricing that only the long
  /// minimisations of dense systems use.
  mutating func reset(symbolCount: Int) {
    epoch &+= 1
    if epoch == 0 {
      // After four billion frameworks: clear the marks rather than take old weights for current.
      epochs = [UInt32](repeating: 0, count: epochs.count)
      epoch = 1
    }
    if weights.count < symbolCount {
      weights.append(contentsOf: repeatElement(1, count: symbolCount - weights.count))
      epochs.append(contentsOf: repeatElement(0, count: symbolCount - epochs.count))
    }
  }

  @inline(__always)
  func weight(of id: Int) -> Double { epochs[id] == epoch ? weights[id] : 1 }

  @inline(__always)
  private mutating func raise(_ id: Int, to value: Double) {
    if epochs[id] != epoch {
      epochs[id] = epoch
      weights[id] = Swift.max(1, value)
    } else if value > weights[id] {
      weights[id] = value
    }
  }

  /// Updates the weights for a pivot on `row` (`leaving = constant + Σ cells`) in which `entering`
  /// replaces `leaving`.
  mutating func notePivot(_ row: Row, entering: Symbol, leaving: Symbol) {
    let pivot = row.coefficient(of: entering)
    guard pivot != 0 else { return }
    let enteringWeight = weight(of: entering.id)
    let scale = enteringWeight / (pivot * pivot)
    for cell in row.cells where cell.symbol != entering {
      raise(cell.symbol.id, to: cell.coefficient * cell.coefficient * scale)
    }
    let id = leaving.id
    epochs[id] = epoch
    weights[id] = Swift.max(scale, 1)
  }
}
