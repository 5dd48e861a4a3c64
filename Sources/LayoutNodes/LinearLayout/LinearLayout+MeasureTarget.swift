import Foundation

extension LinearLayout {
  /// What the installed measure closure captures instead of a weak reference to the layout.
  ///
  /// A weak reference gives the layout a side table for its reference counts, which makes every
  /// retain and release of it take the runtime's slow path, and every layout pass retains and releases
  /// the layouts it walks many times. The layout clears this link in its `deinit`, so that a closure
  /// copied out of ``LayoutNode/measure`` and called after the layout is gone answers `.zero`, as the
  /// weak reference did.
  final class MeasureTarget {
    unowned(unsafe) var layout: LinearLayout?

    init(_ layout: LinearLayout) {
      self.layout = layout
    }
  }
}
