import Cassowary

/// The hugging and compression-resistance constraints of a box, by index: width hugging (0), width
/// compression resistance (1), height hugging (2), height compression resistance (3); `nil` where
/// the box has none.
///
/// Four stored optionals, not an array: every node's box holds one, and an array of four was an
/// allocation per node, made even for nodes the solver never sees.
struct ContentConstraints {
  private var widthHugging: Constraint?
  private var widthCompression: Constraint?
  private var heightHugging: Constraint?
  private var heightCompression: Constraint?

  /// The constraint at `index` (0 to 3, in the order above).
  subscript(index: Int) -> Constraint? {
    get {
      switch index {
      case 0: return widthHugging
      case 1: return widthCompression
      case 2: return heightHugging
      default: return heightCompression
      }
    }
    set {
      switch index {
      case 0: widthHugging = newValue
      case 1: widthCompression = newValue
      case 2: heightHugging = newValue
      default: heightCompression = newValue
      }
    }
  }

  /// The constraints the box has, in index order.
  var installed: [Constraint] {
    [widthHugging, widthCompression, heightHugging, heightCompression].compactMap { $0 }
  }
}
