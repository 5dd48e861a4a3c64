import Foundation
import LayoutNodes
import Testing

// A port of PinLayout's Tests/Common/RelativePositionSpec.swift (layoutBox/PinLayout), case by case: each case
// names the line of its `it` in the original, and expects the original's values.
@Suite("PinLayout spec: RelativePositionSpec")
struct RelativePositionSpecPort {
  /// The spec's `beforeEach`: rootView (0, 0, 400, 400) in window, aView (100, 100, 200, 160) in rootView, aViewChild (45, 50, 80, 80) in aView, bView (160, 200, 40, 40) in rootView; no display scale.
  final class Fixture {
    let window = specNode("viewController.view")
    let rootView: LayoutNode
    let aView: LayoutNode
    let aViewChild: LayoutNode
    let bView: LayoutNode

    init() {
      rootView = specNode("rootView", CGRect(x: 0, y: 0, width: 400, height: 400), in: window)
      aView = specNode("aView", CGRect(x: 100, y: 100, width: 200, height: 160), in: rootView)
      aViewChild = specNode("aViewChild", CGRect(x: 45, y: 50, width: 80, height: 80), in: aView)
      bView = specNode("bView", CGRect(x: 160, y: 200, width: 40, height: 40), in: rootView)
      for node in [rootView, aView, aViewChild, bView] { node.measure = basicViewMeasure() }
    }
  }

  static let cases: [SpecCase<Fixture>] = [
    // the result of above(of:) (line 69)
    SpecCase(70, "should adjust the bView bottom edge relative to its sibling (aView)") { f in
      f.bView.pin.above(of: f.aView)
      expectFrame(f.bView, CGRect(x: 160.0, y: 60.0, width: 40.0, height: 40.0))
    },
    SpecCase(75, "should adjust the bView bottom edge relative to its sibling (aView)") { f in
      f.bView.pin.above(of: f.aViewChild)
      expectFrame(f.bView, CGRect(x: 160.0, y: 110.0, width: 40.0, height: 40.0))
    },
    // the result of above(of:aligned: left) (line 84)
    SpecCase(85, "should adjust the bView position relative to its sibling (aView)") { f in
      f.bView.pin.above(of: [f.aView, f.aViewChild])
      f.bView.pin.above(of: [f.aView, f.aViewChild], aligned: .left)
      expectFrame(f.bView, CGRect(x: 100.0, y: 60.0, width: 40.0, height: 40.0))
    },
    SpecCase(91, "should adjust the bView position relative ot its sibling children (aViewChild)") { f in
      f.bView.pin.above(of: f.aViewChild, aligned: .left)
      expectFrame(f.bView, CGRect(x: 145.0, y: 110.0, width: 40.0, height: 40.0))
    },
    // the result of above(of:aligned: center) (line 97)
    SpecCase(98, "should adjust the bView position relative to its sibling (aView)") { f in
      f.bView.pin.above(of: f.aView, aligned: .center)
      expectFrame(f.bView, CGRect(x: 180.0, y: 60.0, width: 40.0, height: 40.0))
    },
    SpecCase(103, "should adjust the bView position relative ot its sibling children (aViewChild)") { f in
      f.bView.pin.above(of: f.aViewChild, aligned: .center)
      expectFrame(f.bView, CGRect(x: 165.0, y: 110.0, width: 40.0, height: 40.0))
    },
    // the result of above(of:aligned: right) (line 109)
    SpecCase(110, "should adjust the bView position relative to its sibling (aView)") { f in
      f.bView.pin.above(of: f.aView, aligned: .right)
      expectFrame(f.bView, CGRect(x: 260.0, y: 60.0, width: 40.0, height: 40.0))
    },
    SpecCase(115, "should adjust the bView position relative ot its sibling children (aViewChild)") { f in
      f.bView.pin.above(of: f.aViewChild, aligned: .right)
      expectFrame(f.bView, CGRect(x: 185.0, y: 110.0, width: 40.0, height: 40.0))
    },
    // the result of left(of:) (line 124)
    SpecCase(125, "should adjust the bView right edge relative to its sibling (aView)") { f in
      f.bView.pin.left(of: f.aView)
      expectFrame(f.bView, CGRect(x: 60.0, y: 200.0, width: 40.0, height: 40.0))
    },
    SpecCase(130, "should adjust the bView right edge relative to its sibling (aView)") { f in
      f.bView.pin.left(of: f.aViewChild)
      expectFrame(f.bView, CGRect(x: 105.0, y: 200.0, width: 40.0, height: 40.0))
    },
    // the result of left(of:aligned: .top) (line 139)
    SpecCase(140, "should adjust the bView position relative to its sibling (aView)") { f in
      f.bView.pin.left(of: f.aView, aligned: .top)
      expectFrame(f.bView, CGRect(x: 60.0, y: 100.0, width: 40.0, height: 40.0))
    },
    SpecCase(145, "should adjust the bView position relative ot its sibling children (aViewChild)") { f in
      f.bView.pin.left(of: f.aViewChild, aligned: .top)
      expectFrame(f.bView, CGRect(x: 105.0, y: 150.0, width: 40.0, height: 40.0))
    },
    // the result of left(of:aligned: .center) (line 151)
    SpecCase(152, "should adjust the bView position relative to its sibling (aView)") { f in
      f.bView.pin.left(of: f.aView, aligned: .center)
      expectFrame(f.bView, CGRect(x: 60.0, y: 160.0, width: 40.0, height: 40.0))
    },
    SpecCase(157, "should adjust the bView position relative ot its sibling children (aViewChild)") { f in
      f.bView.pin.left(of: f.aViewChild, aligned: .center)
      expectFrame(f.bView, CGRect(x: 105.0, y: 170.0, width: 40.0, height: 40.0))
    },
    // the result of left(of:aligned: .bottom) (line 163)
    SpecCase(164, "should adjust the bView position relative to its sibling (aView)") { f in
      f.bView.pin.left(of: f.aView, aligned: .bottom)
      expectFrame(f.bView, CGRect(x: 60.0, y: 220.0, width: 40.0, height: 40.0))
    },
    SpecCase(169, "should adjust the bView position relative ot its sibling children (aViewChild)") { f in
      f.bView.pin.left(of: f.aViewChild, aligned: .bottom)
      expectFrame(f.bView, CGRect(x: 105.0, y: 190.0, width: 40.0, height: 40.0))
    },
    // the result of below(of:) (line 178)
    SpecCase(179, "should adjust the bView top edge relative to its sibling (aView)") { f in
      f.bView.pin.below(of: f.aView)
      expectFrame(f.bView, CGRect(x: 160.0, y: 260.0, width: 40.0, height: 40.0))
    },
    SpecCase(184, "should adjust the bView top edge relative to its sibling (aView)") { f in
      f.bView.pin.below(of: f.aViewChild)
      expectFrame(f.bView, CGRect(x: 160.0, y: 230.0, width: 40.0, height: 40.0))
    },
    // the result of below(of:aligned: .left) (line 193)
    SpecCase(194, "should adjust the bView position relative to its sibling (aView)") { f in
      f.bView.pin.below(of: f.aView, aligned: .left)
      expectFrame(f.bView, CGRect(x: 100.0, y: 260.0, width: 40.0, height: 40.0))
    },
    SpecCase(199, "should adjust the bView position relative ot its sibling children (aViewChild)") { f in
      f.bView.pin.below(of: f.aViewChild, aligned: .left)
      expectFrame(f.bView, CGRect(x: 145.0, y: 230.0, width: 40.0, height: 40.0))
    },
    // the result of below(of:aligned: .center) (line 205)
    SpecCase(206, "should adjust the bView position relative to its sibling (aView)") { f in
      f.bView.pin.below(of: f.aView, aligned: .center)
      expectFrame(f.bView, CGRect(x: 180.0, y: 260.0, width: 40.0, height: 40.0))
    },
    SpecCase(211, "should adjust the bView position relative ot its sibling children (aViewChild)") { f in
      f.bView.pin.below(of: f.aViewChild, aligned: .center)
      expectFrame(f.bView, CGRect(x: 165.0, y: 230.0, width: 40.0, height: 40.0))
    },
    // the result of below(of:aligned: .right) (line 217)
    SpecCase(218, "should adjust the bView position relative to its sibling (aView)") { f in
      f.bView.pin.below(of: f.aView, aligned: .right)
      expectFrame(f.bView, CGRect(x: 260.0, y: 260.0, width: 40.0, height: 40.0))
    },
    SpecCase(223, "should adjust the bView position relative ot its sibling children (aViewChild)") { f in
      f.bView.pin.below(of: f.aViewChild, aligned: .right)
      expectFrame(f.bView, CGRect(x: 185.0, y: 230.0, width: 40.0, height: 40.0))
    },
    // the result of right(of:) (line 232)
    SpecCase(233, "should adjust the bView left edge relative to its sibling (aView)") { f in
      f.bView.pin.right(of: f.aView)
      expectFrame(f.bView, CGRect(x: 300.0, y: 200.0, width: 40.0, height: 40.0))
    },
    SpecCase(238, "should adjust the bView left edge relative to its sibling (aView)") { f in
      f.bView.pin.right(of: f.aViewChild)
      expectFrame(f.bView, CGRect(x: 225.0, y: 200.0, width: 40.0, height: 40.0))
    },
    // the result of right(of:aligned: .top) (line 246)
    SpecCase(247, "should adjust the bView position relative to its sibling (aView)") { f in
      f.bView.pin.right(of: f.aView, aligned: .top)
      expectFrame(f.bView, CGRect(x: 300.0, y: 100.0, width: 40.0, height: 40.0))
    },
    SpecCase(252, "should adjust the bView position relative ot its sibling children (aViewChild)") { f in
      f.bView.pin.right(of: f.aViewChild, aligned: .top)
      expectFrame(f.bView, CGRect(x: 225.0, y: 150.0, width: 40.0, height: 40.0))
    },
    // the result of right(of:aligned: .center) (line 258)
    SpecCase(259, "should adjust the bView position relative to its sibling (aView)") { f in
      f.bView.pin.right(of: f.aView, aligned: .center)
      expectFrame(f.bView, CGRect(x: 300.0, y: 160.0, width: 40.0, height: 40.0))
    },
    SpecCase(264, "should adjust the bView position relative ot its sibling children (aViewChild)") { f in
      f.bView.pin.right(of: f.aViewChild, aligned: .center)
      expectFrame(f.bView, CGRect(x: 225.0, y: 170.0, width: 40.0, height: 40.0))
    },
    // the result of right(of:aligned: .bottom) (line 270)
    SpecCase(271, "should adjust the bView position relative to its sibling (aView)") { f in
      f.bView.pin.right(of: f.aView, aligned: .bottom)
      expectFrame(f.bView, CGRect(x: 300.0, y: 220.0, width: 40.0, height: 40.0))
    },
    SpecCase(276, "should adjust the bView position relative ot its sibling children (aViewChild)") { f in
      f.bView.pin.right(of: f.aViewChild, aligned: .bottom)
      expectFrame(f.bView, CGRect(x: 225.0, y: 190.0, width: 40.0, height: 40.0))
    },
  ]

  @Test("RelativePositionSpec", arguments: cases)
  func spec(_ specCase: SpecCase<Fixture>) {
    specCase.body(Fixture())
  }
}
