import Foundation
import LayoutNodes
import Testing

// A port of PinLayout's Tests/Common/WrapContentSpec.swift (layoutBox/PinLayout), case by case: each case
// names the line of its `it` in the original, and expects the original's values.
@Suite("PinLayout spec: WrapContentSpec")
struct WrapContentSpecPort {
  /// The spec's `beforeEach`: rootView (0, 100, 400, 400) in window, aView (0, 0, 0, 0) in rootView, aViewChild (0, 0, 0, 0) in aView, aViewChild2 (0, 0, 0, 0) in aView, aViewChild3 (0, 0, 0, 0) in aView; display scale 2.
  final class Fixture {
    let window = specNode("viewController.view")
    let rootView: LayoutNode
    let aView: LayoutNode
    let aViewChild: LayoutNode
    let aViewChild2: LayoutNode
    let aViewChild3: LayoutNode

    init() {
      window.displayScale = 2
      rootView = specNode("rootView", CGRect(x: 0, y: 100, width: 400, height: 400), in: window)
      aView = specNode("aView", CGRect(x: 0, y: 0, width: 0, height: 0), in: rootView)
      aViewChild = specNode("aViewChild", CGRect(x: 0, y: 0, width: 0, height: 0), in: aView)
      aViewChild2 = specNode("aViewChild2", CGRect(x: 0, y: 0, width: 0, height: 0), in: aView)
      aViewChild3 = specNode("aViewChild3", CGRect(x: 0, y: 0, width: 0, height: 0), in: aView)
      for node in [rootView, aView, aViewChild, aViewChild2, aViewChild3] { node.measure = basicViewMeasure() }
    }
  }

  static let cases: [SpecCase<Fixture>] = [
    // wrapContent (line 73)
    SpecCase(74, "wrap and update subviews position") { f in
      f.aView.frame = CGRect(x: 20, y: 10, width: 200, height: 100)
      f.aViewChild.frame = CGRect(x: 160, y: 120, width: 100, height: 40)
      f.aViewChild2.frame = CGRect(x: 260, y: 120, width: 60, height: 60)
      f.aViewChild3.frame = CGRect(x: 360, y: 120, width: 60, height: 60)
      f.aView.pin.wrapContent()
      expectFrame(f.aView, CGRect(x: 20.0, y: 10.0, width: 260.0, height: 60.0))
      expectFrame(f.aViewChild, CGRect(x: 0.0, y: 0.0, width: 100.0, height: 40.0))
      expectFrame(f.aViewChild2, CGRect(x: 100.0, y: 0.0, width: 60.0, height: 60.0))
      expectFrame(f.aViewChild3, CGRect(x: 200.0, y: 0.0, width: 60.0, height: 60.0))
    },
    SpecCase(88, "wrapContent(.all) should have the same result") { f in
      f.aView.frame = CGRect(x: 20, y: 10, width: 200, height: 100)
      f.aViewChild.frame = CGRect(x: 160, y: 120, width: 100, height: 40)
      f.aViewChild2.frame = CGRect(x: 260, y: 120, width: 60, height: 60)
      f.aViewChild3.frame = CGRect(x: 360, y: 120, width: 60, height: 60)
      f.aView.pin.wrapContent(.all)
      expectFrame(f.aView, CGRect(x: 20.0, y: 10.0, width: 260.0, height: 60.0))
      expectFrame(f.aViewChild, CGRect(x: 0.0, y: 0.0, width: 100.0, height: 40.0))
      expectFrame(f.aViewChild2, CGRect(x: 100.0, y: 0.0, width: 60.0, height: 60.0))
      expectFrame(f.aViewChild3, CGRect(x: 200.0, y: 0.0, width: 60.0, height: 60.0))
    },
    SpecCase(102, "wrapContent(.width) + wrapContent(.height) should have the same result") { f in
      f.aView.frame = CGRect(x: 20, y: 10, width: 200, height: 100)
      f.aViewChild.frame = CGRect(x: 160, y: 120, width: 100, height: 40)
      f.aViewChild2.frame = CGRect(x: 260, y: 120, width: 60, height: 60)
      f.aViewChild3.frame = CGRect(x: 360, y: 120, width: 60, height: 60)
      f.aView.pin.wrapContent(.horizontally)
      f.aView.pin.wrapContent(.vertically)
      expectFrame(f.aView, CGRect(x: 20.0, y: 10.0, width: 260.0, height: 60.0))
      expectFrame(f.aViewChild, CGRect(x: 0.0, y: 0.0, width: 100.0, height: 40.0))
      expectFrame(f.aViewChild2, CGRect(x: 100.0, y: 0.0, width: 60.0, height: 60.0))
      expectFrame(f.aViewChild3, CGRect(x: 200.0, y: 0.0, width: 60.0, height: 60.0))
    },
    SpecCase(117, "wrapContent(.all) and update subviews position") { f in
      f.aView.frame = CGRect(x: 20, y: 10, width: 200, height: 100)
      f.aViewChild.frame = CGRect(x: 160, y: 120, width: 100, height: 40)
      f.aViewChild2.frame = CGRect(x: 260, y: 120, width: 60, height: 60)
      f.aViewChild3.frame = CGRect(x: 360, y: 120, width: 60, height: 60)
      f.aView.pin.wrapContent(.all)
      expectFrame(f.aView, CGRect(x: 20.0, y: 10.0, width: 260.0, height: 60.0))
      expectFrame(f.aViewChild, CGRect(x: 0.0, y: 0.0, width: 100.0, height: 40.0))
      expectFrame(f.aViewChild2, CGRect(x: 100.0, y: 0.0, width: 60.0, height: 60.0))
      expectFrame(f.aViewChild3, CGRect(x: 200.0, y: 0.0, width: 60.0, height: 60.0))
    },
    SpecCase(131, "wrapContent(.width) and update subviews position") { f in
      f.aView.frame = CGRect(x: 20, y: 10, width: 200, height: 100)
      f.aViewChild.frame = CGRect(x: 160, y: 120, width: 100, height: 40)
      f.aViewChild2.frame = CGRect(x: 260, y: 120, width: 60, height: 60)
      f.aViewChild3.frame = CGRect(x: 360, y: 120, width: 60, height: 60)
      f.aView.pin.wrapContent(.horizontally)
      expectFrame(f.aView, CGRect(x: 20.0, y: 10.0, width: 260.0, height: 100.0))
      expectFrame(f.aViewChild, CGRect(x: 0.0, y: 120.0, width: 100.0, height: 40.0))
      expectFrame(f.aViewChild2, CGRect(x: 100.0, y: 120.0, width: 60.0, height: 60.0))
      expectFrame(f.aViewChild3, CGRect(x: 200.0, y: 120.0, width: 60.0, height: 60.0))
    },
    SpecCase(144, "wrapContent(.height) and update subviews position") { f in
      f.aView.frame = CGRect(x: 20, y: 10, width: 200, height: 100)
      f.aViewChild.frame = CGRect(x: 160, y: 120, width: 100, height: 40)
      f.aViewChild2.frame = CGRect(x: 260, y: 120, width: 60, height: 60)
      f.aViewChild3.frame = CGRect(x: 360, y: 120, width: 60, height: 60)
      f.aView.pin.wrapContent(.vertically)
      expectFrame(f.aView, CGRect(x: 20.0, y: 10.0, width: 200.0, height: 60.0))
      expectFrame(f.aViewChild, CGRect(x: 160.0, y: 0.0, width: 100.0, height: 40.0))
      expectFrame(f.aViewChild2, CGRect(x: 260.0, y: 0.0, width: 60.0, height: 60.0))
      expectFrame(f.aViewChild3, CGRect(x: 360.0, y: 0.0, width: 60.0, height: 60.0))
    },
    SpecCase(157, "wrap and update subviews position") { f in
      f.aView.frame = CGRect(x: 20, y: 10, width: 200, height: 100)
      f.aViewChild.frame = CGRect(x: 160, y: 120, width: 100, height: 40)
      f.aViewChild2.frame = CGRect(x: 180, y: 140, width: 60, height: 60)
      f.aViewChild3.frame = CGRect(x: 220, y: 180, width: 60, height: 60)
      f.aView.pin.wrapContent()
      expectFrame(f.aView, CGRect(x: 20.0, y: 10.0, width: 120.0, height: 120.0))
      expectFrame(f.aViewChild, CGRect(x: 0.0, y: 0.0, width: 100.0, height: 40.0))
      expectFrame(f.aViewChild2, CGRect(x: 20.0, y: 20.0, width: 60.0, height: 60.0))
      expectFrame(f.aViewChild3, CGRect(x: 60.0, y: 60.0, width: 60.0, height: 60.0))
    },
    SpecCase(171, "wrap when views are of size zero") { f in
      f.aView.frame = CGRect(x: 20, y: 10, width: 200, height: 100)
      f.aViewChild.frame = CGRect(x: 160, y: 120, width: 0, height: 0)
      f.aViewChild2.frame = CGRect(x: 180, y: 140, width: 0, height: 0)
      f.aViewChild3.frame = CGRect(x: 220, y: 180, width: 0, height: 0)
      f.aView.pin.wrapContent()
      expectFrame(f.aView, CGRect(x: 20.0, y: 10.0, width: 60.0, height: 60.0))
      expectFrame(f.aViewChild, CGRect(x: 0.0, y: 0.0, width: 0.0, height: 0.0))
      expectFrame(f.aViewChild2, CGRect(x: 20.0, y: 20.0, width: 0.0, height: 0.0))
      expectFrame(f.aViewChild3, CGRect(x: 60.0, y: 60.0, width: 0.0, height: 0.0))
    },
    SpecCase(185, "wrap with subviews with negative position") { f in
      f.aView.frame = CGRect(x: 20, y: 10, width: 200, height: 100)
      f.aViewChild.frame = CGRect(x: -40, y: -40, width: 100, height: 40)
      f.aViewChild2.frame = CGRect(x: 350, y: 120, width: 60, height: 60)
      f.aViewChild3.frame = CGRect(x: 350, y: -100, width: 60, height: 60)
      f.aView.pin.wrapContent()
      expectFrame(f.aView, CGRect(x: 20.0, y: 10.0, width: 450.0, height: 280.0))
      expectFrame(f.aViewChild, CGRect(x: 0.0, y: 60.0, width: 100.0, height: 40.0))
      expectFrame(f.aViewChild2, CGRect(x: 390.0, y: 220.0, width: 60.0, height: 60.0))
      expectFrame(f.aViewChild3, CGRect(x: 390.0, y: 0.0, width: 60.0, height: 60.0))
    },
    // wrapContent with padding (line 200)
    SpecCase(201, "wrap and update subviews position") { f in
      f.aView.frame = CGRect(x: 20, y: 10, width: 200, height: 100)
      f.aViewChild.frame = CGRect(x: 160, y: 120, width: 100, height: 40)
      f.aViewChild2.frame = CGRect(x: 260, y: 120, width: 60, height: 60)
      f.aViewChild3.frame = CGRect(x: 360, y: 120, width: 60, height: 60)
      f.aView.pin.wrapContent(padding: 10)
      expectFrame(f.aView, CGRect(x: 20.0, y: 10.0, width: 280.0, height: 80.0))
      expectFrame(f.aViewChild, CGRect(x: 10.0, y: 10.0, width: 100.0, height: 40.0))
      expectFrame(f.aViewChild2, CGRect(x: 110.0, y: 10.0, width: 60.0, height: 60.0))
      expectFrame(f.aViewChild3, CGRect(x: 210.0, y: 10.0, width: 60.0, height: 60.0))
    },
    SpecCase(215, "wrap and update subviews position + center") { f in
      f.aView.frame = CGRect(x: 20, y: 10, width: 200, height: 100)
      f.aViewChild.frame = CGRect(x: 160, y: 120, width: 100, height: 40)
      f.aViewChild2.frame = CGRect(x: 260, y: 120, width: 60, height: 60)
      f.aViewChild3.frame = CGRect(x: 360, y: 120, width: 60, height: 60)
      f.aView.pin.wrapContent(padding: 10).center()
      expectFrame(f.aView, CGRect(x: 60.0, y: 160.0, width: 280.0, height: 80.0))
      expectFrame(f.aViewChild, CGRect(x: 10.0, y: 10.0, width: 100.0, height: 40.0))
      expectFrame(f.aViewChild2, CGRect(x: 110.0, y: 10.0, width: 60.0, height: 60.0))
      expectFrame(f.aViewChild3, CGRect(x: 210.0, y: 10.0, width: 60.0, height: 60.0))
    },
    SpecCase(229, "wrap horizontally + padding") { f in
      f.aView.frame = CGRect(x: 20, y: 10, width: 200, height: 100)
      f.aViewChild.frame = CGRect(x: 160, y: 120, width: 100, height: 40)
      f.aViewChild2.frame = CGRect(x: 260, y: 120, width: 60, height: 60)
      f.aViewChild3.frame = CGRect(x: 360, y: 120, width: 60, height: 60)
      f.aView.pin.wrapContent(.horizontally, padding: 10)
      expectFrame(f.aView, CGRect(x: 20.0, y: 10.0, width: 280.0, height: 100.0))
      expectFrame(f.aViewChild, CGRect(x: 10.0, y: 120.0, width: 100.0, height: 40.0))
      expectFrame(f.aViewChild2, CGRect(x: 110.0, y: 120.0, width: 60.0, height: 60.0))
      expectFrame(f.aViewChild3, CGRect(x: 210.0, y: 120.0, width: 60.0, height: 60.0))
    },
    SpecCase(243, "wrap vertically + padding") { f in
      f.aView.frame = CGRect(x: 20, y: 10, width: 200, height: 100)
      f.aViewChild.frame = CGRect(x: 160, y: 120, width: 100, height: 40)
      f.aViewChild2.frame = CGRect(x: 260, y: 120, width: 60, height: 60)
      f.aViewChild3.frame = CGRect(x: 360, y: 140, width: 60, height: 60)
      f.aView.pin.wrapContent(.vertically, padding: 10)
      expectFrame(f.aView, CGRect(x: 20.0, y: 10.0, width: 200.0, height: 100.0))
      expectFrame(f.aViewChild, CGRect(x: 160.0, y: 10.0, width: 100.0, height: 40.0))
      expectFrame(f.aViewChild2, CGRect(x: 260.0, y: 10.0, width: 60.0, height: 60.0))
      expectFrame(f.aViewChild3, CGRect(x: 360.0, y: 30.0, width: 60.0, height: 60.0))
    },
    SpecCase(257, "wrap horizontally + negative padding") { f in
      f.aView.frame = CGRect(x: 20, y: 10, width: 200, height: 100)
      f.aViewChild.frame = CGRect(x: 160, y: 120, width: 100, height: 40)
      f.aViewChild2.frame = CGRect(x: 260, y: 120, width: 60, height: 60)
      f.aViewChild3.frame = CGRect(x: 360, y: 160, width: 60, height: 60)
      f.aView.pin.wrapContent(.horizontally, padding: -10)
      expectFrame(f.aView, CGRect(x: 20.0, y: 10.0, width: 240.0, height: 100.0))
      expectFrame(f.aViewChild, CGRect(x: -10.0, y: 120.0, width: 100.0, height: 40.0))
      expectFrame(f.aViewChild2, CGRect(x: 90.0, y: 120.0, width: 60.0, height: 60.0))
      expectFrame(f.aViewChild3, CGRect(x: 190.0, y: 160.0, width: 60.0, height: 60.0))
    },
    SpecCase(269, "wrap vertically + negative padding") { f in
      f.aView.frame = CGRect(x: 20, y: 10, width: 200, height: 100)
      f.aViewChild.frame = CGRect(x: 160, y: 120, width: 100, height: 40)
      f.aViewChild2.frame = CGRect(x: 260, y: 120, width: 60, height: 60)
      f.aViewChild3.frame = CGRect(x: 360, y: 160, width: 60, height: 60)
      f.aView.pin.wrapContent(.vertically, padding: -10)
      expectFrame(f.aView, CGRect(x: 20.0, y: 10.0, width: 200.0, height: 80.0))
      expectFrame(f.aViewChild, CGRect(x: 160.0, y: -10.0, width: 100.0, height: 40.0))
      expectFrame(f.aViewChild2, CGRect(x: 260.0, y: -10.0, width: 60.0, height: 60.0))
      expectFrame(f.aViewChild3, CGRect(x: 360.0, y: 30.0, width: 60.0, height: 60.0))
    },
    SpecCase(283, "wrap all + padding UIEdgeInsets") { f in
      f.aView.frame = CGRect(x: 20, y: 10, width: 200, height: 100)
      f.aViewChild.frame = CGRect(x: 160, y: 120, width: 100, height: 40)
      f.aViewChild2.frame = CGRect(x: 260, y: 120, width: 60, height: 60)
      f.aViewChild3.frame = CGRect(x: 360, y: 140, width: 60, height: 60)
      f.aView.pin.wrapContent(padding: EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
      expectFrame(f.aView, CGRect(x: 20.0, y: 10.0, width: 320.0, height: 120.0))
      expectFrame(f.aViewChild, CGRect(x: 20.0, y: 10.0, width: 100.0, height: 40.0))
      expectFrame(f.aViewChild2, CGRect(x: 120.0, y: 10.0, width: 60.0, height: 60.0))
      expectFrame(f.aViewChild3, CGRect(x: 220.0, y: 30.0, width: 60.0, height: 60.0))
    },
    SpecCase(295, "wrap all + padding UIEdgeInsets") { f in
      f.aView.frame = CGRect(x: 20, y: 10, width: 200, height: 100)
      f.aViewChild.frame = CGRect(x: 160, y: 120, width: 100, height: 40)
      f.aViewChild2.frame = CGRect(x: 260, y: 120, width: 60, height: 60)
      f.aViewChild3.frame = CGRect(x: 360, y: 140, width: 60, height: 60)
      f.aView.pin.wrapContent(.all, padding: EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
      expectFrame(f.aView, CGRect(x: 20.0, y: 10.0, width: 320.0, height: 120.0))
      expectFrame(f.aViewChild, CGRect(x: 20.0, y: 10.0, width: 100.0, height: 40.0))
      expectFrame(f.aViewChild2, CGRect(x: 120.0, y: 10.0, width: 60.0, height: 60.0))
      expectFrame(f.aViewChild3, CGRect(x: 220.0, y: 30.0, width: 60.0, height: 60.0))
    },
    SpecCase(308, "wrap horizontally + padding PEdgeInsets") { f in
      f.aView.frame = CGRect(x: 20, y: 10, width: 200, height: 100)
      f.aViewChild.frame = CGRect(x: 160, y: 120, width: 100, height: 40)
      f.aViewChild2.frame = CGRect(x: 260, y: 120, width: 60, height: 60)
      f.aViewChild3.frame = CGRect(x: 360, y: 140, width: 60, height: 60)
      f.aView.pin.wrapContent(.horizontally, padding: EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
      expectFrame(f.aView, CGRect(x: 20.0, y: 10.0, width: 320.0, height: 100.0))
      expectFrame(f.aViewChild, CGRect(x: 20.0, y: 120.0, width: 100.0, height: 40.0))
      expectFrame(f.aViewChild2, CGRect(x: 120.0, y: 120.0, width: 60.0, height: 60.0))
      expectFrame(f.aViewChild3, CGRect(x: 220.0, y: 140.0, width: 60.0, height: 60.0))
    },
    SpecCase(321, "wrap vertically + padding PEdgeInsets") { f in
      f.aView.frame = CGRect(x: 20, y: 10, width: 200, height: 100)
      f.aViewChild.frame = CGRect(x: 160, y: 120, width: 100, height: 40)
      f.aViewChild2.frame = CGRect(x: 260, y: 120, width: 60, height: 60)
      f.aViewChild3.frame = CGRect(x: 360, y: 140, width: 60, height: 60)
      f.aView.pin.wrapContent(.vertically, padding: EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
      expectFrame(f.aView, CGRect(x: 20.0, y: 10.0, width: 200.0, height: 120.0))
      expectFrame(f.aViewChild, CGRect(x: 160.0, y: 10.0, width: 100.0, height: 40.0))
      expectFrame(f.aViewChild2, CGRect(x: 260.0, y: 10.0, width: 60.0, height: 60.0))
      expectFrame(f.aViewChild3, CGRect(x: 360.0, y: 30.0, width: 60.0, height: 60.0))
    },
    SpecCase(334, "wrap all + negative padding PEdgeInsets") { f in
      f.aView.frame = CGRect(x: 20, y: 10, width: 200, height: 100)
      f.aViewChild.frame = CGRect(x: 160, y: 120, width: 100, height: 40)
      f.aViewChild2.frame = CGRect(x: 260, y: 120, width: 60, height: 60)
      f.aViewChild3.frame = CGRect(x: 360, y: 140, width: 60, height: 60)
      f.aView.pin.wrapContent(.all, padding: EdgeInsets(top: -10, left: -20, bottom: -30, right: -40))
      expectFrame(f.aView, CGRect(x: 20.0, y: 10.0, width: 200.0, height: 40.0))
      expectFrame(f.aViewChild, CGRect(x: -20.0, y: -10.0, width: 100.0, height: 40.0))
      expectFrame(f.aViewChild2, CGRect(x: 80.0, y: -10.0, width: 60.0, height: 60.0))
      expectFrame(f.aViewChild3, CGRect(x: 180.0, y: 10.0, width: 60.0, height: 60.0))
    },
    // wrapContent + min/max (line 347)
    SpecCase(348, "wrap all + maxWidth + maxHeight") { f in
      f.aView.frame = CGRect(x: 20, y: 10, width: 200, height: 100)
      f.aViewChild.frame = CGRect(x: 160, y: 120, width: 100, height: 40)
      f.aViewChild2.frame = CGRect(x: 260, y: 130, width: 60, height: 60)
      f.aViewChild3.frame = CGRect(x: 360, y: 140, width: 60, height: 60)
      f.aView.pin.wrapContent().maxWidth(200).maxHeight(50)
      expectFrame(f.aView, CGRect(x: 20.0, y: 10.0, width: 200.0, height: 50.0))
      expectFrame(f.aViewChild, CGRect(x: 0.0, y: 0.0, width: 100.0, height: 40.0))
      expectFrame(f.aViewChild2, CGRect(x: 100.0, y: 10.0, width: 60.0, height: 60.0))
      expectFrame(f.aViewChild3, CGRect(x: 200.0, y: 20.0, width: 60.0, height: 60.0))
    },
    SpecCase(362, "wrap all + minWidth + minHeight") { f in
      f.aView.frame = CGRect(x: 20, y: 10, width: 200, height: 100)
      f.aViewChild.frame = CGRect(x: 160, y: 120, width: 100, height: 40)
      f.aViewChild2.frame = CGRect(x: 260, y: 130, width: 60, height: 60)
      f.aViewChild3.frame = CGRect(x: 360, y: 140, width: 60, height: 60)
      f.aView.pin.wrapContent().minWidth(300).minHeight(100)
      expectFrame(f.aView, CGRect(x: 20.0, y: 10.0, width: 300.0, height: 100.0))
      expectFrame(f.aViewChild, CGRect(x: 0.0, y: 0.0, width: 100.0, height: 40.0))
      expectFrame(f.aViewChild2, CGRect(x: 100.0, y: 10.0, width: 60.0, height: 60.0))
      expectFrame(f.aViewChild3, CGRect(x: 200.0, y: 20.0, width: 60.0, height: 60.0))
    },
  ]

  @Test("WrapContentSpec", arguments: cases)
  func spec(_ specCase: SpecCase<Fixture>) {
    specCase.body(Fixture())
  }
}
