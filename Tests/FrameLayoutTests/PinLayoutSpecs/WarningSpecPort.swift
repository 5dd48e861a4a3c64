import Foundation
import LayoutNodes
import Testing

// A port of PinLayout's Tests/Common/WarningSpec.swift (layoutBox/PinLayout), case by case: each case
// names the line of its `it` in the original, and expects the original's values.
@Suite("PinLayout spec: WarningSpec")
struct WarningSpecPort {
  /// The spec's `beforeEach`: rootView (0, 0, 400, 400) in window, aView (40, 100, 100, 60) in rootView; display scale 2.
  final class Fixture {
    let window = specNode("viewController.view")
    let rootView: LayoutNode
    let aView: LayoutNode

    init() {
      window.displayScale = 2
      rootView = specNode("rootView", CGRect(x: 0, y: 0, width: 400, height: 400), in: window)
      aView = specNode("aView", CGRect(x: 40, y: 100, width: 100, height: 60), in: rootView)
      for node in [rootView, aView] { node.measure = basicViewMeasure() }
    }
  }

  static let cases: [SpecCase<Fixture>] = [
    // pinEdges() should warn  (line 60)
    SpecCase(61, "test when top, left, bottom and right is set") { f in
      f.aView.pin.top().bottom().left().right().width(100%).pinEdges()
      expectFrame(f.aView, CGRect(x: 0.0, y: 0.0, width: 400.0, height: 400.0))
      expectLastWarning(
        f.window,
        contains: ["pinEdges()", "won't be applied", "top, left, bottom and right coordinates are already set"])
    }
  ]

  @Test("WarningSpec", arguments: cases)
  func spec(_ specCase: SpecCase<Fixture>) {
    specCase.body(Fixture())
  }
}
