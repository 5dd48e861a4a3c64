import Foundation
import LayoutNodes
import Testing

// A port of PinLayout's Tests/Common/PinPointCoordinatesSpec.swift (layoutBox/PinLayout), case by case: each case
// names the line of its `it` in the original, and expects the original's values.
@Suite("PinLayout spec: PinPointCoordinatesSpec")
struct PinPointCoordinatesSpecPort {
  /// The spec's `beforeEach`: rootView (0, 0, 400, 400) in window, aView (140, 100, 100, 60) in rootView, aViewChild (10, 20, 50, 30) in aView, bView (160, 200, 110, 80) in rootView, bViewChild (40, 10, 60, 20) in bView; no display scale.
  final class Fixture {
    let window = specNode("viewController.view")
    let rootView: LayoutNode
    let aView: LayoutNode
    let aViewChild: LayoutNode
    let bView: LayoutNode
    let bViewChild: LayoutNode

    init() {
      rootView = specNode("rootView", CGRect(x: 0, y: 0, width: 400, height: 400), in: window)
      aView = specNode("aView", CGRect(x: 140, y: 100, width: 100, height: 60), in: rootView)
      aViewChild = specNode("aViewChild", CGRect(x: 10, y: 20, width: 50, height: 30), in: aView)
      bView = specNode("bView", CGRect(x: 160, y: 200, width: 110, height: 80), in: rootView)
      bViewChild = specNode("bViewChild", CGRect(x: 40, y: 10, width: 60, height: 20), in: bView)
      for node in [rootView, aView, aViewChild, bView, bViewChild] { node.measure = basicViewMeasure() }
    }
  }

  static let cases: [SpecCase<Fixture>] = [
    // the result of the centers(to: UIView) method (line 72)
    SpecCase(73, "should warns that the view is not added to any view") { f in
      let unAttachedView = specNode("unattached", CGRect(x: 10, y: 10, width: 10, height: 10))
      unAttachedView.pin.topLeft(to: f.rootView.anchor.topLeft)
      #expect(unAttachedView.frame == CGRect(x: 10, y: 10, width: 10, height: 10))
    },
    SpecCase(80, "should warns that the view is not added to any view") { f in
      let unAttachedView = specNode("unattached", CGRect(x: 10, y: 10, width: 10, height: 10))
      let unAttachedViewChild = specNode("unattached", CGRect(x: 10, y: 10, width: 10, height: 10))
      unAttachedView.addChild(unAttachedViewChild)
      unAttachedViewChild.pin.topLeft(to: f.rootView.anchor.topLeft)
      #expect(unAttachedView.frame == CGRect(x: 10, y: 10, width: 10, height: 10))
    },
    SpecCase(90, "should warns that the reference view is not added to any view ") { f in
      let unAttachedView = specNode("unattached", CGRect(x: 10, y: 10, width: 10, height: 10))
      f.aView.pin.topLeft(to: unAttachedView.anchor.topLeft)
      expectFrame(f.aView, CGRect(x: 140, y: 100, width: 100, height: 60))
    },
    // iOS and tvOS only in the original (UIKit converts between windowless trees; AppKit does not).
    SpecCase(98, "should layout the view even if the reference's superview is not added to any view") { f in
      let unAttachedView = LayoutNode(name: "unattached")
      unAttachedView.frame = CGRect(x: 10, y: 10, width: 10, height: 10)
      let unAttachedViewChild = LayoutNode(name: "unattached")
      unAttachedViewChild.frame = CGRect(x: 10, y: 10, width: 10, height: 10)
      unAttachedView.addChild(unAttachedViewChild)
      f.aView.pin.topLeft(to: unAttachedViewChild.anchor.topLeft)
      expectFrame(f.aView, CGRect(x: 20, y: 20, width: 100, height: 60))
    },
    // the result of the topLeft() and topLeft(to: UIView) methods (line 116)
    SpecCase(117, "should position the aView's topLeft corner at the specified position") { f in
      f.aView.pin.top(25).left(25)
      expectFrame(f.aView, CGRect(x: 25.0, y: 25.0, width: 100.0, height: 60.0))
    },
    SpecCase(122, "should position the aView's topLeft corner on its parent's topLeft corner") { f in
      f.aView.pin.topLeft()
      expectFrame(f.aView, CGRect(x: 0.0, y: 0.0, width: 100.0, height: 60.0))
    },
    SpecCase(127, "should position the aView's topLeft corner on its parent's topLeft corner") { f in
      f.aView.pin.topLeft(10)
      expectFrame(f.aView, CGRect(x: 10.0, y: 10.0, width: 100.0, height: 60.0))
    },
    SpecCase(132, "should position the aViewChild's topLeft corner on the specified view's topLeft corner") { f in
      f.aViewChild.pin.topLeft(to: f.aView.anchor.topLeft)
      expectFrame(f.aViewChild, CGRect(x: 0.0, y: 0.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.topLeft(to: f.aView.anchor.topCenter)
      expectFrame(f.aViewChild, CGRect(x: 50.0, y: 0.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.topLeft(to: f.aView.anchor.topRight)
      expectFrame(f.aViewChild, CGRect(x: 100.0, y: 0.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.topLeft(to: f.aView.anchor.centerLeft)
      expectFrame(f.aViewChild, CGRect(x: 0.0, y: 30.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.topLeft(to: f.aView.anchor.center)
      expectFrame(f.aViewChild, CGRect(x: 50.0, y: 30.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.topLeft(to: f.aView.anchor.centerRight)
      expectFrame(f.aViewChild, CGRect(x: 100.0, y: 30.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.topLeft(to: f.aView.anchor.bottomLeft)
      expectFrame(f.aViewChild, CGRect(x: 0.0, y: 60.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.topLeft(to: f.aView.anchor.bottomCenter)
      expectFrame(f.aViewChild, CGRect(x: 50.0, y: 60.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.topLeft(to: f.aView.anchor.bottomRight)
      expectFrame(f.aViewChild, CGRect(x: 100.0, y: 60.0, width: 50.0, height: 30.0))
    },
    SpecCase(153, "should position the aViewChild's topLeft corner on its parent sibling (bView)'s topLeft corner") {
      f in
      f.aViewChild.pin.topLeft(to: f.bView.anchor.topLeft)
      expectFrame(f.aViewChild, CGRect(x: 20.0, y: 100.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.topLeft(to: f.bView.anchor.topCenter)
      expectFrame(f.aViewChild, CGRect(x: 75.0, y: 100.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.topLeft(to: f.bView.anchor.topRight)
      expectFrame(f.aViewChild, CGRect(x: 130.0, y: 100.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.topLeft(to: f.bView.anchor.centerLeft)
      expectFrame(f.aViewChild, CGRect(x: 20.0, y: 140.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.topLeft(to: f.bView.anchor.center)
      expectFrame(f.aViewChild, CGRect(x: 75.0, y: 140.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.topLeft(to: f.bView.anchor.centerRight)
      expectFrame(f.aViewChild, CGRect(x: 130.0, y: 140.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.topLeft(to: f.bView.anchor.bottomLeft)
      expectFrame(f.aViewChild, CGRect(x: 20.0, y: 180.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.topLeft(to: f.bView.anchor.bottomCenter)
      expectFrame(f.aViewChild, CGRect(x: 75.0, y: 180.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.topLeft(to: f.bView.anchor.bottomRight)
      expectFrame(f.aViewChild, CGRect(x: 130.0, y: 180.0, width: 50.0, height: 30.0))
    },
    SpecCase(
      174, "should position the bView's topLeft corner on its sibling's (aView) children (aViewChild)'s topLeft corner"
    ) { f in
      f.bView.pin.topLeft(to: f.aViewChild.anchor.topLeft)
      expectFrame(f.bView, CGRect(x: 150.0, y: 120.0, width: 110.0, height: 80.0))
    },
    SpecCase(
      179,
      "should position the bViewChild's topLeft corner on its parent sibling's (aView) children (aViewChild)'s topLeft corner"
    ) { f in
      f.bViewChild.pin.topLeft(to: f.aViewChild.anchor.topLeft)
      expectFrame(f.bViewChild, CGRect(x: -10.0, y: -80.0, width: 60.0, height: 20.0))
    },
    // the result of the topCenter() and topCenter(to: UIView) methods (line 188)
    SpecCase(189, "should position the aView's topCenter corner at the specified position") { f in
      f.aView.pin.top(100).hCenter(100)
      expectFrame(f.aView, CGRect(x: 250.0, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(194, "should position the aView's topCenter corner on its parent's topCenter corner") { f in
      f.aView.pin.topCenter()
      expectFrame(f.aView, CGRect(x: 150.0, y: 0.0, width: 100.0, height: 60.0))
    },
    SpecCase(199, "should position the aView's topCenter corner on its parent's topCenter corner") { f in
      f.aView.pin.topCenter(10)
      expectFrame(f.aView, CGRect(x: 150.0, y: 10.0, width: 100.0, height: 60.0))
    },
    SpecCase(204, "should position the aViewChild's topCenter corner on the specified view's topCenter corner") { f in
      f.aViewChild.pin.topCenter(to: f.aView.anchor.topLeft)
      expectFrame(f.aViewChild, CGRect(x: -25.0, y: 0.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.topCenter(to: f.aView.anchor.topCenter)
      expectFrame(f.aViewChild, CGRect(x: 25.0, y: 0.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.topCenter(to: f.aView.anchor.topRight)
      expectFrame(f.aViewChild, CGRect(x: 75.0, y: 0.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.topCenter(to: f.aView.anchor.centerLeft)
      expectFrame(f.aViewChild, CGRect(x: -25.0, y: 30.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.topCenter(to: f.aView.anchor.center)
      expectFrame(f.aViewChild, CGRect(x: 25.0, y: 30.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.topCenter(to: f.aView.anchor.centerRight)
      expectFrame(f.aViewChild, CGRect(x: 75.0, y: 30.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.topCenter(to: f.aView.anchor.bottomLeft)
      expectFrame(f.aViewChild, CGRect(x: -25.0, y: 60.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.topCenter(to: f.aView.anchor.bottomCenter)
      expectFrame(f.aViewChild, CGRect(x: 25.0, y: 60.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.topCenter(to: f.aView.anchor.bottomRight)
      expectFrame(f.aViewChild, CGRect(x: 75.0, y: 60.0, width: 50.0, height: 30.0))
    },
    SpecCase(225, "should position the aViewChild's topCenter corner on its parent sibling (bView)'s topCenter corner")
    { f in
      f.aViewChild.pin.topCenter(to: f.bView.anchor.topLeft)
      expectFrame(f.aViewChild, CGRect(x: -5.0, y: 100.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.topCenter(to: f.bView.anchor.topCenter)
      expectFrame(f.aViewChild, CGRect(x: 50.0, y: 100.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.topCenter(to: f.bView.anchor.topRight)
      expectFrame(f.aViewChild, CGRect(x: 105.0, y: 100.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.topCenter(to: f.bView.anchor.centerLeft)
      expectFrame(f.aViewChild, CGRect(x: -5.0, y: 140.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.topCenter(to: f.bView.anchor.center)
      expectFrame(f.aViewChild, CGRect(x: 50.0, y: 140.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.topCenter(to: f.bView.anchor.centerRight)
      expectFrame(f.aViewChild, CGRect(x: 105.0, y: 140.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.topCenter(to: f.bView.anchor.bottomLeft)
      expectFrame(f.aViewChild, CGRect(x: -5.0, y: 180.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.topCenter(to: f.bView.anchor.bottomCenter)
      expectFrame(f.aViewChild, CGRect(x: 50.0, y: 180.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.topCenter(to: f.bView.anchor.bottomRight)
      expectFrame(f.aViewChild, CGRect(x: 105.0, y: 180.0, width: 50.0, height: 30.0))
    },
    SpecCase(
      246,
      "should position the bView's topCenter corner on its sibling's (aView) children (aViewChild)'s topCenter corner"
    ) { f in
      f.bView.pin.topCenter(to: f.aViewChild.anchor.topCenter)
      expectFrame(f.bView, CGRect(x: 120.0, y: 120.0, width: 110.0, height: 80.0))
    },
    SpecCase(
      251,
      "should position the bViewChild's topCenter corner on its parent sibling's (aView) children (aViewChild)'s topCenter corner"
    ) { f in
      f.bViewChild.pin.topCenter(to: f.aViewChild.anchor.topCenter)
      expectFrame(f.bViewChild, CGRect(x: -15.0, y: -80.0, width: 60.0, height: 20.0))
    },
    // the result of the topRight() and topRight(to: UIView) methods (line 260)
    SpecCase(261, "should position the aView's topRight corner at the specified position") { f in
      f.aView.pin.top(100).right(100)
      expectFrame(f.aView, CGRect(x: 200.0, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(266, "should position the aView's topRight corner at the specified position") { f in
      f.aView.pin.topRight()
      expectFrame(f.aView, CGRect(x: 300.0, y: 0.0, width: 100.0, height: 60.0))
    },
    SpecCase(271, "should position the aView's topRight corner at the specified position") { f in
      f.aView.pin.topRight(10)
      expectFrame(f.aView, CGRect(x: 290.0, y: 10.0, width: 100.0, height: 60.0))
    },
    SpecCase(276, "should position the aView's topRight corner at the specified position") { f in
      f.aViewChild.pin.topRight(to: f.aView.anchor.topLeft)
      expectFrame(f.aViewChild, CGRect(x: -50.0, y: 0.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.topRight(to: f.aView.anchor.topCenter)
      expectFrame(f.aViewChild, CGRect(x: 0.0, y: 0.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.topRight(to: f.aView.anchor.topRight)
      expectFrame(f.aViewChild, CGRect(x: 50.0, y: 0.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.topRight(to: f.aView.anchor.centerLeft)
      expectFrame(f.aViewChild, CGRect(x: -50.0, y: 30.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.topRight(to: f.aView.anchor.center)
      expectFrame(f.aViewChild, CGRect(x: 0.0, y: 30.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.topRight(to: f.aView.anchor.centerRight)
      expectFrame(f.aViewChild, CGRect(x: 50.0, y: 30.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.topRight(to: f.aView.anchor.bottomLeft)
      expectFrame(f.aViewChild, CGRect(x: -50.0, y: 60.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.topRight(to: f.aView.anchor.bottomCenter)
      expectFrame(f.aViewChild, CGRect(x: 0.0, y: 60.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.topRight(to: f.aView.anchor.bottomRight)
      expectFrame(f.aViewChild, CGRect(x: 50.0, y: 60.0, width: 50.0, height: 30.0))
    },
    SpecCase(297, "should position the aView's topRight corner at the specified position") { f in
      f.aViewChild.pin.topRight(to: f.bView.anchor.topLeft)
      expectFrame(f.aViewChild, CGRect(x: -30.0, y: 100.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.topRight(to: f.bView.anchor.topCenter)
      expectFrame(f.aViewChild, CGRect(x: 25.0, y: 100.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.topRight(to: f.bView.anchor.topRight)
      expectFrame(f.aViewChild, CGRect(x: 80.0, y: 100.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.topRight(to: f.bView.anchor.centerLeft)
      expectFrame(f.aViewChild, CGRect(x: -30.0, y: 140.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.topRight(to: f.bView.anchor.center)
      expectFrame(f.aViewChild, CGRect(x: 25.0, y: 140.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.topRight(to: f.bView.anchor.centerRight)
      expectFrame(f.aViewChild, CGRect(x: 80.0, y: 140.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.topRight(to: f.bView.anchor.bottomLeft)
      expectFrame(f.aViewChild, CGRect(x: -30.0, y: 180.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.topRight(to: f.bView.anchor.bottomCenter)
      expectFrame(f.aViewChild, CGRect(x: 25.0, y: 180.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.topRight(to: f.bView.anchor.bottomRight)
      expectFrame(f.aViewChild, CGRect(x: 80.0, y: 180.0, width: 50.0, height: 30.0))
    },
    SpecCase(318, "should position the aView's topRight corner at the specified position") { f in
      f.bViewChild.pin.topRight(to: f.aViewChild.anchor.topRight)
      expectFrame(f.bViewChild, CGRect(x: -20.0, y: -80.0, width: 60.0, height: 20.0))
    },
    // the result of the centerLeft() and centerLeft(to: UIView) methods (line 327)
    SpecCase(328, "should position the aView's centerLeft corner at the specified position") { f in
      f.aView.pin.left(100).vCenter(100)
      expectFrame(f.aView, CGRect(x: 100, y: 270.0, width: 100.0, height: 60.0))
    },
    SpecCase(333, "should position the aView's centerLeft corner at the specified position") { f in
      f.aView.pin.centerLeft()
      expectFrame(f.aView, CGRect(x: 0.0, y: 170.0, width: 100.0, height: 60.0))
    },
    SpecCase(338, "should position the aView's centerLeft corner at the specified position") { f in
      f.aView.pin.centerLeft(10)
      expectFrame(f.aView, CGRect(x: 10.0, y: 170.0, width: 100.0, height: 60.0))
    },
    SpecCase(343, "should position the aView's centerLeft corner at the specified position") { f in
      f.aViewChild.pin.centerLeft(to: f.aView.anchor.topLeft)
      expectFrame(f.aViewChild, CGRect(x: 0.0, y: -15.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.centerLeft(to: f.aView.anchor.topCenter)
      expectFrame(f.aViewChild, CGRect(x: 50.0, y: -15.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.centerLeft(to: f.aView.anchor.topRight)
      expectFrame(f.aViewChild, CGRect(x: 100.0, y: -15.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.centerLeft(to: f.aView.anchor.centerLeft)
      expectFrame(f.aViewChild, CGRect(x: 0.0, y: 15.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.centerLeft(to: f.aView.anchor.center)
      expectFrame(f.aViewChild, CGRect(x: 50.0, y: 15.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.centerLeft(to: f.aView.anchor.centerRight)
      expectFrame(f.aViewChild, CGRect(x: 100.0, y: 15.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.centerLeft(to: f.aView.anchor.bottomLeft)
      expectFrame(f.aViewChild, CGRect(x: 0.0, y: 45.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.centerLeft(to: f.aView.anchor.bottomCenter)
      expectFrame(f.aViewChild, CGRect(x: 50.0, y: 45.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.centerLeft(to: f.aView.anchor.bottomRight)
      expectFrame(f.aViewChild, CGRect(x: 100.0, y: 45.0, width: 50.0, height: 30.0))
    },
    SpecCase(364, "should position the aView's centerLeft corner at the specified position") { f in
      f.aViewChild.pin.centerLeft(to: f.bView.anchor.topLeft)
      expectFrame(f.aViewChild, CGRect(x: 20.0, y: 85.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.centerLeft(to: f.bView.anchor.topCenter)
      expectFrame(f.aViewChild, CGRect(x: 75.0, y: 85.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.centerLeft(to: f.bView.anchor.topRight)
      expectFrame(f.aViewChild, CGRect(x: 130.0, y: 85.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.centerLeft(to: f.bView.anchor.centerLeft)
      expectFrame(f.aViewChild, CGRect(x: 20.0, y: 125.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.centerLeft(to: f.bView.anchor.center)
      expectFrame(f.aViewChild, CGRect(x: 75.0, y: 125.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.centerLeft(to: f.bView.anchor.centerRight)
      expectFrame(f.aViewChild, CGRect(x: 130.0, y: 125.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.centerLeft(to: f.bView.anchor.bottomLeft)
      expectFrame(f.aViewChild, CGRect(x: 20.0, y: 165.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.centerLeft(to: f.bView.anchor.bottomCenter)
      expectFrame(f.aViewChild, CGRect(x: 75.0, y: 165.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.centerLeft(to: f.bView.anchor.bottomRight)
      expectFrame(f.aViewChild, CGRect(x: 130.0, y: 165.0, width: 50.0, height: 30.0))
    },
    SpecCase(385, "should position the aView's centerLeft corner at the specified position") { f in
      f.bView.pin.centerLeft(to: f.aViewChild.anchor.centerLeft)
      expectFrame(f.bView, CGRect(x: 150.0, y: 95.0, width: 110.0, height: 80.0))
    },
    SpecCase(390, "should position the aView's centerLeft corner at the specified position") { f in
      f.bViewChild.pin.centerLeft(to: f.aViewChild.anchor.centerLeft)
      expectFrame(f.bViewChild, CGRect(x: -10.0, y: -75.0, width: 60.0, height: 20.0))
    },
    // the result of the center() and center(to: UIView) methods (line 399)
    SpecCase(400, "should position the aView's center corner at the specified position") { f in
      f.aView.pin.hCenter(100).vCenter(100)
      expectFrame(f.aView, CGRect(x: 250.0, y: 270.0, width: 100.0, height: 60.0))
    },
    SpecCase(405, "should position the aView's center corner at the specified position") { f in
      f.aView.pin.center()
      expectFrame(f.aView, CGRect(x: 150.0, y: 170.0, width: 100.0, height: 60.0))
    },
    SpecCase(410, "should position the aView's center corner at the specified position") { f in
      f.aView.pin.center(10)
      expectFrame(f.aView, CGRect(x: 160.0, y: 180.0, width: 100.0, height: 60.0))
    },
    SpecCase(415, "should position the aView's center corner at the specified position") { f in
      f.aViewChild.pin.center(to: f.aView.anchor.topLeft)
      expectFrame(f.aViewChild, CGRect(x: -25.0, y: -15.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.center(to: f.aView.anchor.topCenter)
      expectFrame(f.aViewChild, CGRect(x: 25.0, y: -15.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.center(to: f.aView.anchor.topRight)
      expectFrame(f.aViewChild, CGRect(x: 75.0, y: -15.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.center(to: f.aView.anchor.centerLeft)
      expectFrame(f.aViewChild, CGRect(x: -25.0, y: 15.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.center(to: f.aView.anchor.center)
      expectFrame(f.aViewChild, CGRect(x: 25.0, y: 15.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.center(to: f.aView.anchor.centerRight)
      expectFrame(f.aViewChild, CGRect(x: 75.0, y: 15.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.center(to: f.aView.anchor.bottomLeft)
      expectFrame(f.aViewChild, CGRect(x: -25.0, y: 45.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.center(to: f.aView.anchor.bottomCenter)
      expectFrame(f.aViewChild, CGRect(x: 25.0, y: 45.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.center(to: f.aView.anchor.bottomRight)
      expectFrame(f.aViewChild, CGRect(x: 75.0, y: 45.0, width: 50.0, height: 30.0))
    },
    SpecCase(436, "should position the aView's center corner at the specified position") { f in
      f.aViewChild.pin.center(to: f.bView.anchor.topLeft)
      expectFrame(f.aViewChild, CGRect(x: -5.0, y: 85.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.center(to: f.bView.anchor.topCenter)
      expectFrame(f.aViewChild, CGRect(x: 50.0, y: 85.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.center(to: f.bView.anchor.topRight)
      expectFrame(f.aViewChild, CGRect(x: 105.0, y: 85.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.center(to: f.bView.anchor.centerLeft)
      expectFrame(f.aViewChild, CGRect(x: -5.0, y: 125.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.center(to: f.bView.anchor.center)
      expectFrame(f.aViewChild, CGRect(x: 50.0, y: 125.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.center(to: f.bView.anchor.centerRight)
      expectFrame(f.aViewChild, CGRect(x: 105.0, y: 125.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.center(to: f.bView.anchor.bottomLeft)
      expectFrame(f.aViewChild, CGRect(x: -5.0, y: 165.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.center(to: f.bView.anchor.bottomCenter)
      expectFrame(f.aViewChild, CGRect(x: 50.0, y: 165.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.center(to: f.bView.anchor.bottomRight)
      expectFrame(f.aViewChild, CGRect(x: 105.0, y: 165.0, width: 50.0, height: 30.0))
    },
    // the result of the centerRight() and centerRight(to: UIView) methods (line 461)
    SpecCase(462, "should position the aView's centerRight corner at the specified position") { f in
      f.aView.pin.right(100).vCenter(100)
      expectFrame(f.aView, CGRect(x: 200.0, y: 270.0, width: 100.0, height: 60.0))
    },
    SpecCase(467, "should position the aView's centerRight corner at the specified position") { f in
      f.aView.pin.centerRight()
      expectFrame(f.aView, CGRect(x: 300.0, y: 170.0, width: 100.0, height: 60.0))
    },
    SpecCase(472, "should position the aView's centerRight corner at the specified position") { f in
      f.aView.pin.centerRight(10)
      expectFrame(f.aView, CGRect(x: 290.0, y: 170.0, width: 100.0, height: 60.0))
    },
    SpecCase(477, "should position the aView's centerRight corner at the specified position") { f in
      f.aViewChild.pin.centerRight(to: f.aView.anchor.topLeft)
      expectFrame(f.aViewChild, CGRect(x: -50.0, y: -15.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.centerRight(to: f.aView.anchor.topCenter)
      expectFrame(f.aViewChild, CGRect(x: 0.0, y: -15.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.centerRight(to: f.aView.anchor.topRight)
      expectFrame(f.aViewChild, CGRect(x: 50.0, y: -15.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.centerRight(to: f.aView.anchor.centerLeft)
      expectFrame(f.aViewChild, CGRect(x: -50.0, y: 15.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.centerRight(to: f.aView.anchor.center)
      expectFrame(f.aViewChild, CGRect(x: 0.0, y: 15.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.centerRight(to: f.aView.anchor.centerRight)
      expectFrame(f.aViewChild, CGRect(x: 50.0, y: 15.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.centerRight(to: f.aView.anchor.bottomLeft)
      expectFrame(f.aViewChild, CGRect(x: -50.0, y: 45.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.centerRight(to: f.aView.anchor.bottomCenter)
      expectFrame(f.aViewChild, CGRect(x: 0.0, y: 45.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.centerRight(to: f.aView.anchor.bottomRight)
      expectFrame(f.aViewChild, CGRect(x: 50.0, y: 45.0, width: 50.0, height: 30.0))
    },
    SpecCase(498, "should position the aView's centerRight corner at the specified position") { f in
      f.aViewChild.pin.centerRight(to: f.bView.anchor.topLeft)
      expectFrame(f.aViewChild, CGRect(x: -30.0, y: 85.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.centerRight(to: f.bView.anchor.topCenter)
      expectFrame(f.aViewChild, CGRect(x: 25.0, y: 85.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.centerRight(to: f.bView.anchor.topRight)
      expectFrame(f.aViewChild, CGRect(x: 80.0, y: 85.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.centerRight(to: f.bView.anchor.centerLeft)
      expectFrame(f.aViewChild, CGRect(x: -30.0, y: 125.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.centerRight(to: f.bView.anchor.center)
      expectFrame(f.aViewChild, CGRect(x: 25.0, y: 125.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.centerRight(to: f.bView.anchor.centerRight)
      expectFrame(f.aViewChild, CGRect(x: 80.0, y: 125.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.centerRight(to: f.bView.anchor.bottomLeft)
      expectFrame(f.aViewChild, CGRect(x: -30.0, y: 165.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.centerRight(to: f.bView.anchor.bottomCenter)
      expectFrame(f.aViewChild, CGRect(x: 25.0, y: 165.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.centerRight(to: f.bView.anchor.bottomRight)
      expectFrame(f.aViewChild, CGRect(x: 80.0, y: 165.0, width: 50.0, height: 30.0))
    },
    // the result of the bottomLeft() and bottomLeft(to: UIView) methods (line 523)
    SpecCase(524, "should position the aView's bottomLeft corner at the specified position") { f in
      f.aView.pin.bottom(100).left(100)
      expectFrame(f.aView, CGRect(x: 100.0, y: 240.0, width: 100.0, height: 60.0))
    },
    SpecCase(529, "should position the aView's bottomLeft corner at the specified position") { f in
      f.aView.pin.bottomLeft()
      expectFrame(f.aView, CGRect(x: 0.0, y: 340.0, width: 100.0, height: 60.0))
    },
    SpecCase(534, "should position the aView's bottomLeft corner at the specified position") { f in
      f.aView.pin.bottomLeft(10)
      expectFrame(f.aView, CGRect(x: 10.0, y: 330.0, width: 100.0, height: 60.0))
    },
    SpecCase(539, "should position the aView's bottomLeft corner at the specified position") { f in
      f.aViewChild.pin.bottomLeft(to: f.aView.anchor.topLeft)
      expectFrame(f.aViewChild, CGRect(x: 0.0, y: -30.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.bottomLeft(to: f.aView.anchor.topCenter)
      expectFrame(f.aViewChild, CGRect(x: 50.0, y: -30.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.bottomLeft(to: f.aView.anchor.topRight)
      expectFrame(f.aViewChild, CGRect(x: 100.0, y: -30.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.bottomLeft(to: f.aView.anchor.centerLeft)
      expectFrame(f.aViewChild, CGRect(x: 0.0, y: 0.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.bottomLeft(to: f.aView.anchor.center)
      expectFrame(f.aViewChild, CGRect(x: 50.0, y: 0.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.bottomLeft(to: f.aView.anchor.centerRight)
      expectFrame(f.aViewChild, CGRect(x: 100.0, y: 0.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.bottomLeft(to: f.aView.anchor.bottomLeft)
      expectFrame(f.aViewChild, CGRect(x: 0.0, y: 30.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.bottomLeft(to: f.aView.anchor.bottomCenter)
      expectFrame(f.aViewChild, CGRect(x: 50.0, y: 30.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.bottomLeft(to: f.aView.anchor.bottomRight)
      expectFrame(f.aViewChild, CGRect(x: 100.0, y: 30.0, width: 50.0, height: 30.0))
    },
    SpecCase(560, "should position the aView's bottomLeft corner at the specified position") { f in
      f.aViewChild.pin.bottomLeft(to: f.bView.anchor.topLeft)
      expectFrame(f.aViewChild, CGRect(x: 20.0, y: 70.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.bottomLeft(to: f.bView.anchor.topCenter)
      expectFrame(f.aViewChild, CGRect(x: 75.0, y: 70.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.bottomLeft(to: f.bView.anchor.topRight)
      expectFrame(f.aViewChild, CGRect(x: 130.0, y: 70.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.bottomLeft(to: f.bView.anchor.centerLeft)
      expectFrame(f.aViewChild, CGRect(x: 20.0, y: 110.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.bottomLeft(to: f.bView.anchor.center)
      expectFrame(f.aViewChild, CGRect(x: 75.0, y: 110.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.bottomLeft(to: f.bView.anchor.centerRight)
      expectFrame(f.aViewChild, CGRect(x: 130.0, y: 110.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.bottomLeft(to: f.bView.anchor.bottomLeft)
      expectFrame(f.aViewChild, CGRect(x: 20.0, y: 150.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.bottomLeft(to: f.bView.anchor.bottomCenter)
      expectFrame(f.aViewChild, CGRect(x: 75.0, y: 150.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.bottomLeft(to: f.bView.anchor.bottomRight)
      expectFrame(f.aViewChild, CGRect(x: 130.0, y: 150.0, width: 50.0, height: 30.0))
    },
    // the result of the bottomCenter() and bottomCenter(to: UIView) methods (line 585)
    SpecCase(586, "should position the aView's bottomCenter corner at the specified position") { f in
      f.aView.pin.bottom(100).hCenter(100)
      expectFrame(f.aView, CGRect(x: 250.0, y: 240.0, width: 100.0, height: 60.0))
    },
    SpecCase(591, "should position the aView's bottomCenter corner at the specified position") { f in
      f.aView.pin.bottomCenter()
      expectFrame(f.aView, CGRect(x: 150.0, y: 340.0, width: 100.0, height: 60.0))
    },
    SpecCase(596, "should position the aView's bottomCenter corner at the specified position") { f in
      f.aView.pin.bottomCenter(10)
      expectFrame(f.aView, CGRect(x: 150.0, y: 330.0, width: 100.0, height: 60.0))
    },
    SpecCase(601, "should position the aView's bottomCenter corner at the specified position") { f in
      f.aViewChild.pin.bottomCenter(to: f.aView.anchor.topLeft)
      expectFrame(f.aViewChild, CGRect(x: -25.0, y: -30.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.bottomCenter(to: f.aView.anchor.topCenter)
      expectFrame(f.aViewChild, CGRect(x: 25.0, y: -30.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.bottomCenter(to: f.aView.anchor.topRight)
      expectFrame(f.aViewChild, CGRect(x: 75.0, y: -30.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.bottomCenter(to: f.aView.anchor.centerLeft)
      expectFrame(f.aViewChild, CGRect(x: -25.0, y: 0.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.bottomCenter(to: f.aView.anchor.center)
      expectFrame(f.aViewChild, CGRect(x: 25.0, y: 0.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.bottomCenter(to: f.aView.anchor.centerRight)
      expectFrame(f.aViewChild, CGRect(x: 75.0, y: 0.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.bottomCenter(to: f.aView.anchor.bottomLeft)
      expectFrame(f.aViewChild, CGRect(x: -25.0, y: 30.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.bottomCenter(to: f.aView.anchor.bottomCenter)
      expectFrame(f.aViewChild, CGRect(x: 25.0, y: 30.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.bottomCenter(to: f.aView.anchor.bottomRight)
      expectFrame(f.aViewChild, CGRect(x: 75.0, y: 30.0, width: 50.0, height: 30.0))
    },
    SpecCase(622, "should position the aView's bottomCenter corner at the specified position") { f in
      f.aViewChild.pin.bottomCenter(to: f.bView.anchor.topLeft)
      expectFrame(f.aViewChild, CGRect(x: -5.0, y: 70.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.bottomCenter(to: f.bView.anchor.topCenter)
      expectFrame(f.aViewChild, CGRect(x: 50.0, y: 70.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.bottomCenter(to: f.bView.anchor.topRight)
      expectFrame(f.aViewChild, CGRect(x: 105.0, y: 70.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.bottomCenter(to: f.bView.anchor.centerLeft)
      expectFrame(f.aViewChild, CGRect(x: -5.0, y: 110.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.bottomCenter(to: f.bView.anchor.center)
      expectFrame(f.aViewChild, CGRect(x: 50.0, y: 110.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.bottomCenter(to: f.bView.anchor.centerRight)
      expectFrame(f.aViewChild, CGRect(x: 105.0, y: 110.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.bottomCenter(to: f.bView.anchor.bottomLeft)
      expectFrame(f.aViewChild, CGRect(x: -5.0, y: 150.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.bottomCenter(to: f.bView.anchor.bottomCenter)
      expectFrame(f.aViewChild, CGRect(x: 50.0, y: 150.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.bottomCenter(to: f.bView.anchor.bottomRight)
      expectFrame(f.aViewChild, CGRect(x: 105.0, y: 150.0, width: 50.0, height: 30.0))
    },
    // the result of the bottomRight() and bottomRight(to: UIView) methods (line 647)
    SpecCase(648, "should position the aView's bottomRight corner at the specified position") { f in
      f.aView.pin.bottom(100).right(100)
      expectFrame(f.aView, CGRect(x: 200.0, y: 240.0, width: 100.0, height: 60.0))
    },
    SpecCase(653, "should position the aView's bottomRight corner at the specified position") { f in
      f.aView.pin.bottomRight()
      expectFrame(f.aView, CGRect(x: 300.0, y: 340.0, width: 100.0, height: 60.0))
    },
    SpecCase(658, "should position the aView's bottomRight corner at the specified position") { f in
      f.aView.pin.bottomRight(10)
      expectFrame(f.aView, CGRect(x: 290.0, y: 330.0, width: 100.0, height: 60.0))
    },
    SpecCase(663, "should position the aView's bottomRight corner at the specified position") { f in
      f.aViewChild.pin.bottomRight(to: f.aView.anchor.topLeft)
      expectFrame(f.aViewChild, CGRect(x: -50.0, y: -30.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.bottomRight(to: f.aView.anchor.topCenter)
      expectFrame(f.aViewChild, CGRect(x: 0.0, y: -30.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.bottomRight(to: f.aView.anchor.topRight)
      expectFrame(f.aViewChild, CGRect(x: 50.0, y: -30.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.bottomRight(to: f.aView.anchor.centerLeft)
      expectFrame(f.aViewChild, CGRect(x: -50.0, y: 0.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.bottomRight(to: f.aView.anchor.center)
      expectFrame(f.aViewChild, CGRect(x: 0.0, y: 0.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.bottomRight(to: f.aView.anchor.centerRight)
      expectFrame(f.aViewChild, CGRect(x: 50.0, y: 0.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.bottomRight(to: f.aView.anchor.bottomLeft)
      expectFrame(f.aViewChild, CGRect(x: -50.0, y: 30.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.bottomRight(to: f.aView.anchor.bottomCenter)
      expectFrame(f.aViewChild, CGRect(x: 0.0, y: 30.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.bottomRight(to: f.aView.anchor.bottomRight)
      expectFrame(f.aViewChild, CGRect(x: 50.0, y: 30.0, width: 50.0, height: 30.0))
    },
    SpecCase(684, "should position the aView's bottomRight corner at the specified position") { f in
      f.aViewChild.pin.bottomRight(to: f.bView.anchor.topLeft)
      expectFrame(f.aViewChild, CGRect(x: -30.0, y: 70.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.bottomRight(to: f.bView.anchor.topCenter)
      expectFrame(f.aViewChild, CGRect(x: 25.0, y: 70.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.bottomRight(to: f.bView.anchor.topRight)
      expectFrame(f.aViewChild, CGRect(x: 80.0, y: 70.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.bottomRight(to: f.bView.anchor.centerLeft)
      expectFrame(f.aViewChild, CGRect(x: -30.0, y: 110.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.bottomRight(to: f.bView.anchor.center)
      expectFrame(f.aViewChild, CGRect(x: 25.0, y: 110.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.bottomRight(to: f.bView.anchor.centerRight)
      expectFrame(f.aViewChild, CGRect(x: 80.0, y: 110.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.bottomRight(to: f.bView.anchor.bottomLeft)
      expectFrame(f.aViewChild, CGRect(x: -30.0, y: 150.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.bottomRight(to: f.bView.anchor.bottomCenter)
      expectFrame(f.aViewChild, CGRect(x: 25.0, y: 150.0, width: 50.0, height: 30.0))
      f.aViewChild.pin.bottomRight(to: f.bView.anchor.bottomRight)
      expectFrame(f.aViewChild, CGRect(x: 80.0, y: 150.0, width: 50.0, height: 30.0))
    },
  ]

  @Test("PinPointCoordinatesSpec", arguments: cases)
  func spec(_ specCase: SpecCase<Fixture>) {
    specCase.body(Fixture())
  }
}
