import Foundation
import LayoutNodes
import Testing

// A port of PinLayout's Tests/Common/LayoutMethodSpec.swift (layoutBox/PinLayout), case by case: each case
// names the line of its `it` in the original, and expects the original's values.
@Suite("PinLayout spec: LayoutMethodSpec")
struct LayoutMethodSpecPort {
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
    // layout() (line 61)
    SpecCase(62, "test layout() method") { f in
      let aViewFrame = f.aView.frame
      f.aView.pin.left().right()
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 400.0, height: 60.0))
      expectNoWarning(f.window)
      f.aView.frame = aViewFrame
      f.aView.pin.left().right().layout()
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 400.0, height: 60.0))
    }
    // Line 73 turns on the module-global `Pin.logMissingLayoutCalls` (a Playground aid): no
    // counterpart here (a chain always applies when it ends), not ported.
  ]

  @Test("LayoutMethodSpec", arguments: cases)
  func spec(_ specCase: SpecCase<Fixture>) {
    specCase.body(Fixture())
  }
}
