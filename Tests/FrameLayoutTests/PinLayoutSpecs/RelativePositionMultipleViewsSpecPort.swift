import Foundation
import LayoutNodes
import Testing

// A port of PinLayout's Tests/Common/RelativePositionMultipleViewsSpec.swift (layoutBox/PinLayout), case by case: each case
// names the line of its `it` in the original, and expects the original's values.
@Suite("PinLayout spec: RelativePositionMultipleViewsSpec")
struct RelativePositionMultipleViewsSpecPort {
  /// The spec's `beforeEach`: rootView (0, 0, 400, 400) in window, aView (40, 100, 100, 60) in rootView, aViewChild (10, 20, 50, 30) in aView, bView (160, 120, 110, 80) in rootView, bViewChild (40, 10, 60, 20) in bView; display scale 2.
  final class Fixture {
    let window = specNode("viewController.view")
    let rootView: LayoutNode
    let aView: LayoutNode
    let aViewChild: LayoutNode
    let bView: LayoutNode
    let bViewChild: LayoutNode

    init() {
      window.displayScale = 2
      rootView = specNode("rootView", CGRect(x: 0, y: 0, width: 400, height: 400), in: window)
      aView = specNode("aView", CGRect(x: 40, y: 100, width: 100, height: 60), in: rootView)
      aViewChild = specNode("aViewChild", CGRect(x: 10, y: 20, width: 50, height: 30), in: aView)
      bView = specNode("bView", CGRect(x: 160, y: 120, width: 110, height: 80), in: rootView)
      bViewChild = specNode("bViewChild", CGRect(x: 40, y: 10, width: 60, height: 20), in: bView)
      for node in [rootView, aView, aViewChild, bView, bViewChild] { node.measure = basicViewMeasure() }
    }
  }

  static let cases: [SpecCase<Fixture>] = [
    // the result of above(of: UIView...) with multiple relative views (line 83)
    SpecCase(84, "should warns the view bottom edge") { f in
      let unatachedView = LayoutNode(name: "unattached")
      f.bViewChild.pin.above(of: unatachedView)
      expectFrame(f.bViewChild, CGRect(x: 40, y: 10, width: 60, height: 20))
      expectLastWarning(
        f.window,
        contains: [
          // "above(of: (BasicView, Frame: …))" in the original: a node is named by its name.
          "above(of: 'unattached')", "won't be applied",
          // "a sub-view" in the original: "view" reads "node".
          "must be added as a sub-node before being used as a reference.",
        ])
    },
    SpecCase(92, "should warns the view bottom edge") { f in
      let unatachedView = LayoutNode(name: "unattached")
      f.bViewChild.pin.above(of: unatachedView, aligned: .left)
      expectFrame(f.bViewChild, CGRect(x: 40, y: 10, width: 60, height: 20))
      expectLastWarning(
        f.window,
        contains: [
          "above(of: ", ", aligned: .left)", "won't be applied",
          // "a sub-view" in the original: "view" reads "node".
          "must be added as a sub-node before being used as a reference.",
        ])
    },
    SpecCase(100, "should warns the view bottom edge") { f in
      let unatachedView = LayoutNode(name: "unattached")
      f.bViewChild.pin.above(of: [f.aView, unatachedView])
      expectFrame(f.bViewChild, CGRect(x: 40.0, y: -40.0, width: 60.0, height: 20.0))
      expectLastWarning(
        f.window,
        contains: [
          "above", "won't be applied", "the reference node",
          // "a sub-view" in the original: "view" reads "node".
          "must be added as a sub-node before being used as a reference.",
        ])
    },
    SpecCase(108, "Should warn, but the view should be anyway layout it above") { f in
      let unatachedView = LayoutNode(name: "unattached")
      f.bViewChild.pin.above(of: [f.aView, unatachedView])
      expectFrame(f.bViewChild, CGRect(x: 40.0, y: -40.0, width: 60.0, height: 20.0))
      expectLastWarning(
        f.window,
        contains: [
          "above(of: [", "])", "won't be applied",
          // "the reference view" in the original: "view" reads "node".
          "the reference node", "must be added", "as a reference",
        ])
    },
    SpecCase(116, "Should warn, but the view should be anyway layout it above") { f in
      let unatachedView = LayoutNode(name: "unattached")
      f.bViewChild.pin.above(of: [f.aView, unatachedView], aligned: .center)
      expectFrame(f.bViewChild, CGRect(x: -100.0, y: -40.0, width: 60.0, height: 20.0))
      expectLastWarning(
        f.window,
        contains: [
          // "the reference view" in the original: "view" reads "node".
          "above(of: [", "], aligned: .center)", "won't be applied", "the reference node", "must be added",
          "as a reference",
        ])
    },
    // the result of above(of: UIView...) with multiple relative views (line 127)
    SpecCase(128, "should move the view above relative views") { f in
      f.bViewChild.pin.above(of: f.aView)
      expectFrame(f.bViewChild, CGRect(x: 40.0, y: -40.0, width: 60.0, height: 20.0))
    },
    SpecCase(133, "should move the view above relative views") { f in
      f.bViewChild.pin.above(of: [f.aView, f.bView])
      expectFrame(f.bViewChild, CGRect(x: 40.0, y: -40.0, width: 60.0, height: 20.0))
    },
    SpecCase(138, "should move the view above relative views") { f in
      f.bViewChild.pin.above(of: [f.aView, f.bView], aligned: .left)
      expectFrame(f.bViewChild, CGRect(x: -120.0, y: -40.0, width: 60.0, height: 20.0))
    },
    SpecCase(143, "should move the view above relative views") { f in
      f.bViewChild.pin.above(of: [f.aView, f.bView], aligned: .right)
      expectFrame(f.bViewChild, CGRect(x: 50.0, y: -40.0, width: 60.0, height: 20.0))
    },
    SpecCase(148, "should move the view above relative views") { f in
      f.bViewChild.pin.above(of: f.aView, aligned: .center)
      expectFrame(f.bViewChild, CGRect(x: -100.0, y: -40.0, width: 60.0, height: 20.0))
    },
    SpecCase(153, "should move the view above relative views") { f in
      f.bViewChild.pin.above(of: [f.aView, f.bView], aligned: .center)
      expectFrame(f.bViewChild, CGRect(x: -37.5, y: -40.0, width: 60.0, height: 20.0))
    },
    SpecCase(158, "should move the view above relative views") { f in
      f.bViewChild.pin.above(of: [f.aView, f.bView], aligned: .right).margin(10)
      expectFrame(f.bViewChild, CGRect(x: 40.0, y: -50.0, width: 60.0, height: 20.0))
    },
    SpecCase(163, "should move the view above relative views") { f in
      f.bViewChild.pin.above(of: [f.aView, f.bView], aligned: .left).margin(10)
      expectFrame(f.bViewChild, CGRect(x: -110.0, y: -50.0, width: 60.0, height: 20.0))
    },
    // the result of below(of: UIView...) with multiple relative views (line 172)
    SpecCase(173, "should move the view below relative views") { f in
      f.bViewChild.pin.below(of: f.aView)
      expectFrame(f.bViewChild, CGRect(x: 40.0, y: 40.0, width: 60.0, height: 20.0))
    },
    SpecCase(178, "should move the view below relative views") { f in
      f.bViewChild.pin.below(of: [f.aView, f.bView])
      expectFrame(f.bViewChild, CGRect(x: 40.0, y: 80.0, width: 60.0, height: 20.0))
    },
    SpecCase(183, "should move the view below relative views") { f in
      f.bViewChild.pin.below(of: [f.aView, f.bView], aligned: .left)
      expectFrame(f.bViewChild, CGRect(x: -120.0, y: 80.0, width: 60.0, height: 20.0))
    },
    SpecCase(188, "should move the view below relative views") { f in
      f.bViewChild.pin.below(of: [f.aView, f.bView], aligned: .right)
      expectFrame(f.bViewChild, CGRect(x: 50.0, y: 80.0, width: 60.0, height: 20.0))
    },
    SpecCase(193, "should move the view below relative views") { f in
      f.bViewChild.pin.below(of: f.aView, aligned: .center)
      expectFrame(f.bViewChild, CGRect(x: -100.0, y: 40.0, width: 60.0, height: 20.0))
    },
    SpecCase(198, "should move the view below relative views") { f in
      f.bViewChild.pin.below(of: [f.aView, f.bView], aligned: .center)
      expectFrame(f.bViewChild, CGRect(x: -37.5, y: 80.0, width: 60.0, height: 20.0))
    },
    SpecCase(203, "should move the view below relative views") { f in
      f.bViewChild.pin.below(of: [f.aView, f.bView], aligned: .right).margin(10)
      expectFrame(f.bViewChild, CGRect(x: 40.0, y: 90.0, width: 60.0, height: 20.0))
    },
    SpecCase(208, "should move the view below relative views") { f in
      f.bViewChild.pin.below(of: [f.aView, f.bView], aligned: .left).margin(10)
      expectFrame(f.bViewChild, CGRect(x: -110.0, y: 90.0, width: 60.0, height: 20.0))
    },
    SpecCase(213, "should move the view below relative views") { f in
      f.bViewChild.pin.below(of: [f.aView, f.bView], aligned: .center).margin(10)
      expectFrame(f.bViewChild, CGRect(x: -37.5, y: 90.0, width: 60.0, height: 20.0))
    },
    SpecCase(218, "should move the view below relative views") { f in
      f.bViewChild.pin.below(of: [f.aView, f.bView], aligned: .center).marginLeft(10)
      expectFrame(f.bViewChild, CGRect(x: -27.5, y: 80.0, width: 60.0, height: 20.0))
    },
    SpecCase(223, "should move the view below relative views") { f in
      f.bViewChild.pin.below(of: [f.aView, f.bView], aligned: .center).marginRight(10)
      expectFrame(f.bViewChild, CGRect(x: -47.5, y: 80.0, width: 60.0, height: 20.0))
    },
    // the result of left(of: UIView...) with multiple relative views (line 232)
    SpecCase(233, "should move the view left relative views") { f in
      f.bViewChild.pin.left(of: f.aView)
      expectFrame(f.bViewChild, CGRect(x: -180.0, y: 10.0, width: 60.0, height: 20.0))
    },
    SpecCase(238, "should move the view left relative views") { f in
      f.bViewChild.pin.left(of: [f.aView, f.bView])
      expectFrame(f.bViewChild, CGRect(x: -180.0, y: 10.0, width: 60.0, height: 20.0))
    },
    SpecCase(243, "should move the view left relative views") { f in
      f.bViewChild.pin.left(of: [f.bView, f.bView])
      expectFrame(f.bViewChild, CGRect(x: -60.0, y: 10.0, width: 60.0, height: 20.0))
    },
    SpecCase(248, "should move the view left relative views") { f in
      f.bViewChild.pin.left(of: [f.aView, f.bView], aligned: .top)
      expectFrame(f.bViewChild, CGRect(x: -180.0, y: -20.0, width: 60.0, height: 20.0))
    },
    SpecCase(253, "should move the view left relative views") { f in
      f.bViewChild.pin.left(of: [f.aView, f.bView], aligned: .bottom)
      expectFrame(f.bViewChild, CGRect(x: -180.0, y: 60.0, width: 60.0, height: 20.0))
    },
    SpecCase(258, "should move the view left relative views") { f in
      f.bViewChild.pin.left(of: f.aView, aligned: .center)
      expectFrame(f.bViewChild, CGRect(x: -180.0, y: 0.0, width: 60.0, height: 20.0))
    },
    SpecCase(263, "should move the view left relative views") { f in
      f.bViewChild.pin.left(of: [f.aView, f.bView], aligned: .center)
      expectFrame(f.bViewChild, CGRect(x: -180.0, y: 15.0, width: 60.0, height: 20.0))
    },
    SpecCase(268, "should move the view left relative views") { f in
      f.bViewChild.pin.left(of: [f.aView, f.bView], aligned: .bottom).margin(10)
      expectFrame(f.bViewChild, CGRect(x: -190.0, y: 50.0, width: 60.0, height: 20.0))
    },
    SpecCase(273, "should move the view left relative views") { f in
      f.bViewChild.pin.left(of: [f.aView, f.bView], aligned: .top).margin(10)
      expectFrame(f.bViewChild, CGRect(x: -190.0, y: -10.0, width: 60.0, height: 20.0))
    },
    SpecCase(278, "should move the view left relative views") { f in
      f.bViewChild.pin.left(of: [f.aView, f.bView], aligned: .center).margin(10)
      expectFrame(f.bViewChild, CGRect(x: -190.0, y: 15.0, width: 60.0, height: 20.0))
    },
    SpecCase(283, "should move the view left relative views") { f in
      f.bViewChild.pin.left(of: [f.aView, f.bView], aligned: .center).marginTop(10)
      expectFrame(f.bViewChild, CGRect(x: -180.0, y: 25.0, width: 60.0, height: 20.0))
    },
    SpecCase(288, "should move the view left relative views") { f in
      f.bViewChild.pin.left(of: [f.aView, f.bView], aligned: .center).marginBottom(10)
      expectFrame(f.bViewChild, CGRect(x: -180.0, y: 5.0, width: 60.0, height: 20.0))
    },
    // the result of right(of: UIView...) with multiple relative views (line 297)
    SpecCase(298, "should move the view right relative views") { f in
      f.bViewChild.pin.right(of: f.aView)
      expectFrame(f.bViewChild, CGRect(x: -20.0, y: 10.0, width: 60.0, height: 20.0))
    },
    SpecCase(303, "should move the view right relative views") { f in
      f.bViewChild.pin.right(of: [f.aView, f.bView])
      expectFrame(f.bViewChild, CGRect(x: 110.0, y: 10.0, width: 60.0, height: 20.0))
    },
    SpecCase(308, "should move the view right relative views") { f in
      f.bViewChild.pin.right(of: [f.aView, f.bView], aligned: .top)
      expectFrame(f.bViewChild, CGRect(x: 110.0, y: -20.0, width: 60.0, height: 20.0))
    },
    SpecCase(313, "should move the view right relative views") { f in
      f.bViewChild.pin.right(of: [f.aView, f.bView], aligned: .bottom)
      expectFrame(f.bViewChild, CGRect(x: 110.0, y: 60.0, width: 60.0, height: 20.0))
    },
    SpecCase(318, "should move the view right relative views") { f in
      f.bViewChild.pin.right(of: f.aView, aligned: .center)
      expectFrame(f.bViewChild, CGRect(x: -20.0, y: 0.0, width: 60.0, height: 20.0))
    },
    SpecCase(323, "should move the view right relative views") { f in
      f.bViewChild.pin.right(of: [f.aView, f.bView], aligned: .center)
      expectFrame(f.bViewChild, CGRect(x: 110.0, y: 15.0, width: 60.0, height: 20.0))
    },
    SpecCase(328, "should move the view right relative views") { f in
      f.bViewChild.pin.right(of: [f.aView, f.bView], aligned: .bottom).margin(10)
      expectFrame(f.bViewChild, CGRect(x: 120.0, y: 50.0, width: 60.0, height: 20.0))
    },
    SpecCase(333, "should move the view right relative views") { f in
      f.bViewChild.pin.right(of: [f.aView, f.bView], aligned: .top).margin(10)
      expectFrame(f.bViewChild, CGRect(x: 120.0, y: -10.0, width: 60.0, height: 20.0))
    },
    SpecCase(338, "should move the view right relative views") { f in
      f.bViewChild.pin.right(of: [f.aView, f.bView], aligned: .center).margin(10)
      expectFrame(f.bViewChild, CGRect(x: 120.0, y: 15.0, width: 60.0, height: 20.0))
    },
    SpecCase(343, "should move the view right relative views") { f in
      f.bViewChild.pin.right(of: [f.aView, f.bView], aligned: .center).marginTop(10)
      expectFrame(f.bViewChild, CGRect(x: 110.0, y: 25.0, width: 60.0, height: 20.0))
    },
    SpecCase(348, "should move the view right relative views") { f in
      f.bViewChild.pin.right(of: [f.aView, f.bView], aligned: .center).marginBottom(10)
      expectFrame(f.bViewChild, CGRect(x: 110.0, y: 5.0, width: 60.0, height: 20.0))
    },
  ]

  @Test("RelativePositionMultipleViewsSpec", arguments: cases)
  func spec(_ specCase: SpecCase<Fixture>) {
    specCase.body(Fixture())
  }
}
