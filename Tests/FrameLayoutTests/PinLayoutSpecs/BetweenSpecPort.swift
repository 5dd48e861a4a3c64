import Foundation
import LayoutNodes
import Testing

// A port of PinLayout's Tests/Common/BetweenSpec.swift (layoutBox/PinLayout), case by case: each case
// names the line of its `it` in the original, and expects the original's values.
@Suite("PinLayout spec: BetweenSpec")
struct BetweenSpecPort {
  /// The spec's `beforeEach`: rootView (0, 64, 400, 400) in window, aView (0, 0, 0, 0) in rootView, aViewChild (0, 0, 0, 0) in aView, bView (0, 0, 0, 0) in rootView, bViewChild (0, 0, 0, 0) in bView, cView (0, 0, 0, 0) in rootView; display scale 2.
  final class Fixture {
    let window = specNode("viewController.view")
    let rootView: LayoutNode
    let aView: LayoutNode
    let aViewChild: LayoutNode
    let bView: LayoutNode
    let bViewChild: LayoutNode
    let cView: LayoutNode

    init() {
      window.displayScale = 2
      rootView = specNode("rootView", CGRect(x: 0, y: 64, width: 400, height: 400), in: window)
      aView = specNode("aView", CGRect(x: 0, y: 0, width: 0, height: 0), in: rootView)
      aViewChild = specNode("aViewChild", CGRect(x: 0, y: 0, width: 0, height: 0), in: aView)
      bView = specNode("bView", CGRect(x: 0, y: 0, width: 0, height: 0), in: rootView)
      bViewChild = specNode("bViewChild", CGRect(x: 0, y: 0, width: 0, height: 0), in: bView)
      cView = specNode("cView", CGRect(x: 0, y: 0, width: 0, height: 0), in: rootView)
      for node in [rootView, aView, aViewChild, bView, bViewChild, cView] { node.measure = basicViewMeasure() }
    }
  }

  static let cases: [SpecCase<Fixture>] = [
    // the result of horizontallyBetween(...) (line 85)
    SpecCase(86, "should warns view being layouted cannot be used as one of the references") { f in
      f.aView.frame = CGRect(x: 40, y: 100, width: 200, height: 100)
      f.cView.frame = CGRect(x: 160, y: 140, width: 110, height: 80)
      f.bView.pin.horizontallyBetween(f.aView, and: f.bView)
      // A view is named by its name here (PinLayout: "(BasicView, Frame: …)"); "view" reads "node".
      expectLastWarning(
        f.window,
        contains: [
          "horizontallyBetween('aView'", ") won't be applied",
          "the node being layouted cannot be used as one of the references",
        ])
      expectFrame(f.bView, CGRect(x: 0.0, y: 0.0, width: 0.0, height: 0.0))
    },
    SpecCase(95, "should warns the view being layouted cannot be used as one of the references (2)") { f in
      f.aView.frame = CGRect(x: 40, y: 100, width: 200, height: 100)
      f.cView.frame = CGRect(x: 160, y: 140, width: 110, height: 80)
      f.bView.pin.horizontallyBetween(f.bView, and: f.cView)
      // A view is named by its name here (PinLayout: "(BasicView, Frame: …)"); "view" reads "node".
      expectLastWarning(
        f.window,
        contains: [
          "horizontallyBetween('bView'", "won't be applied",
          "the node being layouted cannot be used as one of the references",
        ])
      expectFrame(f.bView, CGRect(x: 0.0, y: 0.0, width: 0.0, height: 0.0))
    },
    SpecCase(104, "should warns that there is no space between views") { f in
      f.aView.frame = CGRect(x: 40, y: 100, width: 200, height: 100)
      f.cView.frame = CGRect(x: 160, y: 140, width: 110, height: 80)
      f.bView.pin.horizontallyBetween(f.aView, and: f.cView)
      // A view is named by its name here (PinLayout: "(BasicView, Frame: …)"); "view" reads "node".
      expectLastWarning(
        f.window,
        contains: [
          "horizontallyBetween('aView', ",
          " won't be applied", "there is no horizontal space between these nodes",
        ])
      expectFrame(f.bView, CGRect(x: 0.0, y: 0.0, width: 0.0, height: 0.0))
    },
    SpecCase(113, "should not warns because Pin.activeLogWarnings.betweenNoSpaceAvailableBetweenViews is set to false")
    { f in
      // `Pin.activeWarnings.noSpaceAvailableBetweenViews = false`, a module-global switch, has no
      // counterpart (warnings are values here): the warning is recorded, and the frame is checked.
      f.aView.frame = CGRect(x: 40, y: 100, width: 200, height: 100)
      f.cView.frame = CGRect(x: 160, y: 140, width: 110, height: 80)
      f.bView.pin.horizontallyBetween(f.aView, and: f.cView)
      expectFrame(f.bView, CGRect(x: 0.0, y: 0.0, width: 0.0, height: 0.0))
    },
    SpecCase(122, "should warns that there is no space between views. Use superview as reference") { f in
      f.aView.frame = CGRect(x: 40, y: 100, width: 50, height: 100)
      f.bView.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
      f.cView.frame = CGRect(x: 160, y: 140, width: 110, height: 80)
      f.bView.pin.horizontallyBetween(f.rootView, and: f.cView, aligned: .bottom)
      // A view is named by its name here (PinLayout: "(BasicView, Frame: …)"); "view" reads "node".
      expectLastWarning(
        f.window,
        contains: [
          "horizontallyBetween('rootView', ",
          " won't be applied", "there is no horizontal space between these nodes",
        ])
    },
    SpecCase(132, "should warns that there is no space between views. Use self as reference") { f in
      f.aView.frame = CGRect(x: 40, y: 100, width: 50, height: 100)
      f.bView.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
      f.cView.frame = CGRect(x: 160, y: 140, width: 110, height: 80)
      f.bView.pin.horizontallyBetween(f.window, and: f.cView, aligned: .bottom)
      // A view is named by its name here (PinLayout: "(BasicView, Frame: …)"); "view" reads "node".
      expectLastWarning(
        f.window,
        contains: [
          "horizontallyBetween('viewController.view', ",
          " won't be applied", "must be added as a sub-node before being used as a reference",
        ])
    },
    SpecCase(141, "should horizontally layout between") { f in
      f.aView.frame = CGRect(x: 40, y: 100, width: 50, height: 100)
      f.bView.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
      f.cView.frame = CGRect(x: 160, y: 140, width: 110, height: 80)
      f.bView.pin.horizontallyBetween(f.aView, and: f.cView)
      expectFrame(f.bView, CGRect(x: 90.0, y: 0.0, width: 70.0, height: 50.0))
    },
    SpecCase(149, "should horizontally layout between (2)") { f in
      f.aView.frame = CGRect(x: 40, y: 100, width: 50, height: 100)
      f.bView.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
      f.cView.frame = CGRect(x: 160, y: 100, width: 110, height: 80)
      f.bView.pin.horizontallyBetween(f.aView, and: f.cView, aligned: .top)
      expectFrame(f.bView, CGRect(x: 90.0, y: 100.0, width: 70.0, height: 50.0))
    },
    SpecCase(157, "should horizontally layout between (3)") { f in
      f.aView.frame = CGRect(x: 40, y: 100, width: 50, height: 100)
      f.bView.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
      f.cView.frame = CGRect(x: 160, y: 140, width: 110, height: 80)
      f.bView.pin.horizontallyBetween(f.cView, and: f.aView, aligned: .top)
      expectFrame(f.bView, CGRect(x: 90.0, y: 140.0, width: 70.0, height: 50.0))
    },
    SpecCase(165, "should horizontally layout between (3)") { f in
      f.aView.frame = CGRect(x: 40, y: 100, width: 50, height: 100)
      f.bView.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
      f.cView.frame = CGRect(x: 160, y: 140, width: 110, height: 80)
      f.bView.pin.horizontallyBetween(f.aView, and: f.cView, aligned: .center)
      expectFrame(f.bView, CGRect(x: 90.0, y: 125.0, width: 70.0, height: 50.0))
    },
    SpecCase(173, "should horizontally layout between (4)") { f in
      f.aView.frame = CGRect(x: 40, y: 100, width: 50, height: 100)
      f.bView.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
      f.cView.frame = CGRect(x: 160, y: 140, width: 110, height: 80)
      f.bView.pin.horizontallyBetween(f.cView, and: f.aView, aligned: .center)
      expectFrame(f.bView, CGRect(x: 90.0, y: 155.0, width: 70.0, height: 50.0))
    },
    SpecCase(181, "should horizontally layout between (5)") { f in
      f.aView.frame = CGRect(x: 40, y: 100, width: 50, height: 100)
      f.bView.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
      f.cView.frame = CGRect(x: 160, y: 140, width: 110, height: 80)
      f.bView.pin.horizontallyBetween(f.aView, and: f.cView, aligned: .bottom)
      expectFrame(f.bView, CGRect(x: 90.0, y: 150.0, width: 70.0, height: 50.0))
    },
    SpecCase(189, "should horizontally layout between (6)") { f in
      f.aView.frame = CGRect(x: 40, y: 100, width: 50, height: 100)
      f.bView.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
      f.cView.frame = CGRect(x: 160, y: 140, width: 110, height: 80)
      f.bView.pin.horizontallyBetween(f.cView, and: f.aView, aligned: .bottom)
      expectFrame(f.bView, CGRect(x: 90.0, y: 170.0, width: 70.0, height: 50.0))
    },
    SpecCase(197, "should horizontally layout between align center") { f in
      f.aView.frame = CGRect(x: 40, y: 100, width: 50, height: 100)
      f.bView.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
      f.cView.frame = CGRect(x: 160, y: 140, width: 110, height: 80)
      f.bView.pin.horizontallyBetween(f.aView, and: f.cView, aligned: .center)
      expectFrame(f.bView, CGRect(x: 90.0, y: 125.0, width: 70.0, height: 50.0))
    },
    SpecCase(205, "should horizontally layout between align center (2)") { f in
      f.aView.frame = CGRect(x: 40, y: 100, width: 50, height: 100)
      f.bView.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
      f.cView.frame = CGRect(x: 160, y: 140, width: 110, height: 80)
      f.bView.pin.horizontallyBetween(f.cView, and: f.aView, aligned: .center)
      expectFrame(f.bView, CGRect(x: 90.0, y: 155.0, width: 70.0, height: 50.0))
    },
    SpecCase(213, "should horizontally layout between align bottom (1)") { f in
      f.aView.frame = CGRect(x: 40, y: 100, width: 50, height: 100)
      f.bView.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
      f.cView.frame = CGRect(x: 160, y: 140, width: 110, height: 80)
      f.bView.pin.horizontallyBetween(f.aView, and: f.cView, aligned: .bottom)
      expectFrame(f.bView, CGRect(x: 90.0, y: 150.0, width: 70.0, height: 50.0))
    },
    SpecCase(221, "should horizontally layout between align bottom (2)") { f in
      f.aView.frame = CGRect(x: 40, y: 100, width: 50, height: 100)
      f.bView.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
      f.cView.frame = CGRect(x: 160, y: 140, width: 110, height: 80)
      f.bView.pin.horizontallyBetween(f.cView, and: f.aView, aligned: .bottom)
      expectFrame(f.bView, CGRect(x: 90.0, y: 170.0, width: 70.0, height: 50.0))
    },
    // the result of horizontallyBetween(...) when using child views from other container (line 233)
    SpecCase(234, "should layout between (1)") { f in
      f.aView.frame = CGRect(x: 10, y: 10, width: 120, height: 150)
      f.aViewChild.frame = CGRect(x: 30, y: 50, width: 80, height: 40)
      f.bView.frame = CGRect(x: 180, y: 170, width: 150, height: 50)
      f.bViewChild.frame = CGRect(x: 40, y: 10, width: 60, height: 20)
      f.cView.frame = CGRect(x: 0, y: 100, width: 110, height: 80)
      f.cView.pin.horizontallyBetween(f.aViewChild, and: f.bViewChild)
      expectFrame(f.cView, CGRect(x: 120.0, y: 100.0, width: 100.0, height: 80.0))
    },
    SpecCase(244, "should layout between (2)") { f in
      f.aView.frame = CGRect(x: 10, y: 10, width: 120, height: 150)
      f.aViewChild.frame = CGRect(x: 30, y: 50, width: 80, height: 40)
      f.bView.frame = CGRect(x: 180, y: 170, width: 150, height: 50)
      f.bViewChild.frame = CGRect(x: 40, y: 10, width: 60, height: 20)
      f.cView.frame = CGRect(x: 0, y: 100, width: 110, height: 80)
      f.cView.pin.horizontallyBetween(f.aViewChild, and: f.bViewChild, aligned: .top)
      expectFrame(f.cView, CGRect(x: 120.0, y: 60.0, width: 100.0, height: 80.0))
    },
    SpecCase(254, "should layout between (3)") { f in
      f.aView.frame = CGRect(x: 10, y: 10, width: 120, height: 150)
      f.aViewChild.frame = CGRect(x: 30, y: 50, width: 80, height: 40)
      f.bView.frame = CGRect(x: 180, y: 170, width: 150, height: 50)
      f.bViewChild.frame = CGRect(x: 40, y: 10, width: 60, height: 20)
      f.cView.frame = CGRect(x: 0, y: 100, width: 110, height: 80)
      f.cView.pin.horizontallyBetween(f.aViewChild, and: f.bViewChild, aligned: .center)
      expectFrame(f.cView, CGRect(x: 120.0, y: 40.0, width: 100.0, height: 80.0))
    },
    SpecCase(264, "should layout between (4)") { f in
      f.aView.frame = CGRect(x: 10, y: 10, width: 120, height: 150)
      f.aViewChild.frame = CGRect(x: 30, y: 50, width: 80, height: 40)
      f.bView.frame = CGRect(x: 180, y: 170, width: 150, height: 50)
      f.bViewChild.frame = CGRect(x: 40, y: 10, width: 60, height: 20)
      f.cView.frame = CGRect(x: 0, y: 100, width: 110, height: 80)
      f.cView.pin.horizontallyBetween(f.aViewChild, and: f.bViewChild, aligned: .bottom)
      expectFrame(f.cView, CGRect(x: 120.0, y: 20.0, width: 100.0, height: 80.0))
    },
    SpecCase(274, "should layout between (5)") { f in
      f.aView.frame = CGRect(x: 10, y: 10, width: 120, height: 150)
      f.aViewChild.frame = CGRect(x: 30, y: 50, width: 80, height: 40)
      f.bView.frame = CGRect(x: 180, y: 170, width: 150, height: 50)
      f.bViewChild.frame = CGRect(x: 40, y: 10, width: 60, height: 20)
      f.cView.frame = CGRect(x: 0, y: 100, width: 110, height: 80)
      f.cView.pin.horizontallyBetween(f.bViewChild, and: f.aViewChild, aligned: .center)
      expectFrame(f.cView, CGRect(x: 120.0, y: 150.0, width: 100.0, height: 80.0))
    },
    SpecCase(284, "should layout between (6)") { f in
      f.aView.frame = CGRect(x: 10, y: 10, width: 120, height: 150)
      f.aViewChild.frame = CGRect(x: 30, y: 50, width: 80, height: 40)
      f.bView.frame = CGRect(x: 180, y: 170, width: 150, height: 50)
      f.bViewChild.frame = CGRect(x: 40, y: 10, width: 60, height: 20)
      f.cView.frame = CGRect(x: 0, y: 100, width: 110, height: 80)
      f.cView.pin.horizontallyBetween(f.aView, and: f.aViewChild, aligned: .top)
      // A view is named by its name here (PinLayout: "(BasicView, Frame: …)"); "view" reads "node".
      expectLastWarning(
        f.window,
        contains: [
          "horizontallyBetween('aView', ",
          ", aligned: .top)", " won't be applied", "there is no horizontal space between these nodes",
        ])
    },
    SpecCase(296, "should layout between (7)") { f in
      f.aView.frame = CGRect(x: 10, y: 10, width: 120, height: 150)
      f.aViewChild.frame = CGRect(x: 30, y: 50, width: 80, height: 40)
      f.bView.frame = CGRect(x: 180, y: 170, width: 150, height: 50)
      f.bViewChild.frame = CGRect(x: 40, y: 10, width: 60, height: 20)
      f.cView.frame = CGRect(x: 0, y: 100, width: 110, height: 80)
      f.cView.pin.horizontallyBetween(f.aView, and: f.bViewChild, aligned: .top)
      expectFrame(f.cView, CGRect(x: 130.0, y: 10.0, width: 90.0, height: 80.0))
    },
    SpecCase(306, "should layout between (8)") { f in
      f.aView.frame = CGRect(x: 10, y: 10, width: 120, height: 150)
      f.aViewChild.frame = CGRect(x: 30, y: 50, width: 80, height: 40)
      f.bView.frame = CGRect(x: 180, y: 170, width: 150, height: 50)
      f.bViewChild.frame = CGRect(x: 40, y: 10, width: 60, height: 20)
      f.cView.frame = CGRect(x: 0, y: 100, width: 110, height: 80)
      f.cView.pin.horizontallyBetween(f.bViewChild, and: f.aView, aligned: .top)
      expectFrame(f.cView, CGRect(x: 130.0, y: 180.0, width: 90.0, height: 80.0))
    },
    // the result of verticallyBetween(...) (line 320)
    SpecCase(321, "should warns view being layouted cannot be used as one of the references") { f in
      f.aView.frame = CGRect(x: 40, y: 100, width: 200, height: 100)
      f.cView.frame = CGRect(x: 160, y: 140, width: 110, height: 80)
      f.bView.frame = CGRect(x: 10, y: 10, width: 11, height: 12)
      f.bView.pin.verticallyBetween(f.aView, and: f.bView)
      expectLastWarning(
        f.window,
        contains: [
          "verticallyBetween('aView'", ") won't be applied",
          "the node being layouted cannot be used as one of the references",
        ])
      expectFrame(f.bView, CGRect(x: 10.0, y: 10.0, width: 11.0, height: 12.0))
    },
    SpecCase(330, "should warns view being layouted cannot be used as one of the references") { f in
      f.aView.frame = CGRect(x: 40, y: 100, width: 200, height: 100)
      f.cView.frame = CGRect(x: 160, y: 140, width: 110, height: 80)
      f.bView.frame = CGRect(x: 10, y: 10, width: 11, height: 12)
      f.bView.pin.verticallyBetween(f.bView, and: f.cView)
      expectLastWarning(
        f.window,
        contains: [
          "verticallyBetween('bView'", ") won't be applied",
          "the node being layouted cannot be used as one of the references",
        ])
      expectFrame(f.bView, CGRect(x: 10.0, y: 10.0, width: 11.0, height: 12.0))
    },
    SpecCase(339, "should warns that there is no space between views") { f in
      f.aView.frame = CGRect(x: 40, y: 100, width: 200, height: 100)
      f.cView.frame = CGRect(x: 160, y: 140, width: 110, height: 80)
      f.bView.frame = CGRect(x: 10, y: 10, width: 11, height: 12)
      f.bView.pin.verticallyBetween(f.aView, and: f.cView)
      expectLastWarning(
        f.window,
        contains: [
          "verticallyBetween('aView'", " won't be applied",
          "there is no vertical space between these nodes",
        ])
      expectFrame(f.bView, CGRect(x: 10.0, y: 10.0, width: 11.0, height: 12.0))
    },
    SpecCase(348, "should not warns because Pin.activeLogWarnings.betweenNoSpaceAvailableBetweenViews is set to false")
    { f in
      // `Pin.activeWarnings.noSpaceAvailableBetweenViews = false`, a module-global switch, has no
      // counterpart (warnings are values here): the warning is recorded, and the frame is checked.
      f.aView.frame = CGRect(x: 40, y: 100, width: 200, height: 100)
      f.cView.frame = CGRect(x: 160, y: 140, width: 110, height: 80)
      f.bView.pin.verticallyBetween(f.aView, and: f.cView)
      expectFrame(f.bView, CGRect(x: 0.0, y: 0.0, width: 0.0, height: 0.0))
    },
    SpecCase(357, "should vertically layout between") { f in
      f.aView.frame = CGRect(x: 10, y: 10, width: 120, height: 150)
      f.bView.frame = CGRect(x: 180, y: 240, width: 150, height: 50)
      f.cView.frame = CGRect(x: 0, y: 100, width: 110, height: 80)
      f.cView.pin.verticallyBetween(f.aView, and: f.bView)
      expectFrame(f.cView, CGRect(x: 0.0, y: 160.0, width: 110.0, height: 80.0))
    },
    SpecCase(365, "should vertically layout between (2)") { f in
      f.aView.frame = CGRect(x: 10, y: 10, width: 120, height: 150)
      f.bView.frame = CGRect(x: 180, y: 240, width: 150, height: 50)
      f.cView.frame = CGRect(x: 0, y: 100, width: 110, height: 80)
      f.cView.pin.verticallyBetween(f.bView, and: f.aView)
      expectFrame(f.cView, CGRect(x: 0.0, y: 160.0, width: 110.0, height: 80.0))
    },
    SpecCase(373, "should vertically layout between (3)") { f in
      f.aView.frame = CGRect(x: 10, y: 10, width: 120, height: 150)
      f.bView.frame = CGRect(x: 180, y: 240, width: 150, height: 50)
      f.cView.frame = CGRect(x: 40, y: 100, width: 110, height: 80)
      f.cView.pin.verticallyBetween(f.aView, and: f.bView, aligned: .left)
      expectFrame(f.cView, CGRect(x: 10.0, y: 160.0, width: 110.0, height: 80.0))
    },
    SpecCase(381, "should vertically layout between (4)") { f in
      f.aView.frame = CGRect(x: 10, y: 10, width: 120, height: 150)
      f.bView.frame = CGRect(x: 180, y: 240, width: 150, height: 50)
      f.cView.frame = CGRect(x: 40, y: 100, width: 110, height: 80)
      f.cView.pin.verticallyBetween(f.bView, and: f.aView, aligned: .left)
      expectFrame(f.cView, CGRect(x: 180.0, y: 160.0, width: 110.0, height: 80.0))
    },
    SpecCase(389, "should vertically layout between (5)") { f in
      f.aView.frame = CGRect(x: 10, y: 10, width: 120, height: 150)
      f.bView.frame = CGRect(x: 180, y: 240, width: 150, height: 50)
      f.cView.frame = CGRect(x: 40, y: 100, width: 110, height: 80)
      f.cView.pin.verticallyBetween(f.aView, and: f.bView, aligned: .center)
      expectFrame(f.cView, CGRect(x: 15.0, y: 160.0, width: 110.0, height: 80.0))
    },
    SpecCase(397, "should vertically layout between (6)") { f in
      f.aView.frame = CGRect(x: 10, y: 10, width: 120, height: 150)
      f.bView.frame = CGRect(x: 180, y: 240, width: 150, height: 50)
      f.cView.frame = CGRect(x: 40, y: 100, width: 110, height: 80)
      f.cView.pin.verticallyBetween(f.bView, and: f.aView, aligned: .center)
      expectFrame(f.cView, CGRect(x: 200.0, y: 160.0, width: 110.0, height: 80.0))
    },
    SpecCase(405, "should vertically layout between (7)") { f in
      f.aView.frame = CGRect(x: 10, y: 10, width: 120, height: 150)
      f.bView.frame = CGRect(x: 180, y: 240, width: 150, height: 50)
      f.cView.frame = CGRect(x: 40, y: 100, width: 110, height: 80)
      f.cView.pin.verticallyBetween(f.aView, and: f.bView, aligned: .right)
      expectFrame(f.cView, CGRect(x: 20.0, y: 160.0, width: 110.0, height: 80.0))
    },
    SpecCase(413, "should vertically layout between (8)") { f in
      f.aView.frame = CGRect(x: 10, y: 10, width: 120, height: 150)
      f.bView.frame = CGRect(x: 180, y: 240, width: 150, height: 50)
      f.cView.frame = CGRect(x: 40, y: 100, width: 110, height: 80)
      f.cView.pin.verticallyBetween(f.bView, and: f.aView, aligned: .right)
      expectFrame(f.cView, CGRect(x: 220.0, y: 160.0, width: 110.0, height: 80.0))
    },
    SpecCase(421, "should vertically layout between (9)") { f in
      f.aView.frame = CGRect(x: 10, y: 10, width: 120, height: 150)
      f.bView.frame = CGRect(x: 180, y: 240, width: 150, height: 50)
      f.cView.frame = CGRect(x: 40, y: 100, width: 110, height: 80)
      f.cView.pin.verticallyBetween(f.aView, and: f.bView, aligned: .start)
      expectFrame(f.cView, CGRect(x: 10.0, y: 160.0, width: 110.0, height: 80.0))
    },
    SpecCase(429, "should vertically layout between (10)") { f in
      f.aView.frame = CGRect(x: 10, y: 10, width: 120, height: 150)
      f.bView.frame = CGRect(x: 180, y: 240, width: 150, height: 50)
      f.cView.frame = CGRect(x: 40, y: 100, width: 110, height: 80)
      f.cView.pin.verticallyBetween(f.bView, and: f.aView, aligned: .start)
      expectFrame(f.cView, CGRect(x: 180.0, y: 160.0, width: 110.0, height: 80.0))
    },
    SpecCase(437, "should vertically layout between (11)") { f in
      f.aView.frame = CGRect(x: 10, y: 10, width: 120, height: 150)
      f.bView.frame = CGRect(x: 180, y: 240, width: 150, height: 50)
      f.cView.frame = CGRect(x: 40, y: 100, width: 110, height: 80)
      f.cView.pin.verticallyBetween(f.aView, and: f.bView, aligned: .end)
      expectFrame(f.cView, CGRect(x: 20.0, y: 160.0, width: 110.0, height: 80.0))
    },
    SpecCase(445, "should vertically layout between (12)") { f in
      f.aView.frame = CGRect(x: 10, y: 10, width: 120, height: 150)
      f.bView.frame = CGRect(x: 180, y: 240, width: 150, height: 50)
      f.cView.frame = CGRect(x: 40, y: 100, width: 110, height: 80)
      f.cView.pin.verticallyBetween(f.bView, and: f.aView, aligned: .end)
      expectFrame(f.cView, CGRect(x: 220.0, y: 160.0, width: 110.0, height: 80.0))
    },
    // the result of verticallyBetween(...) when using child views from other container (line 457)
    SpecCase(458, "should layout between (1)") { f in
      f.aView.frame = CGRect(x: 10, y: 10, width: 120, height: 150)
      f.aViewChild.frame = CGRect(x: 30, y: 50, width: 80, height: 40)
      f.bView.frame = CGRect(x: 100, y: 220, width: 150, height: 50)
      f.bViewChild.frame = CGRect(x: 40, y: 10, width: 60, height: 20)
      f.cView.frame = CGRect(x: 30, y: 100, width: 110, height: 80)
      f.cView.pin.verticallyBetween(f.aViewChild, and: f.bViewChild)
      expectFrame(f.cView, CGRect(x: 30.0, y: 100.0, width: 110.0, height: 130.0))
    },
    SpecCase(468, "should layout between (2)") { f in
      f.aView.frame = CGRect(x: 10, y: 10, width: 120, height: 150)
      f.aViewChild.frame = CGRect(x: 30, y: 50, width: 80, height: 40)
      f.bView.frame = CGRect(x: 100, y: 220, width: 150, height: 50)
      f.bViewChild.frame = CGRect(x: 40, y: 10, width: 60, height: 20)
      f.cView.frame = CGRect(x: 30, y: 100, width: 110, height: 80)
      f.cView.pin.verticallyBetween(f.aViewChild, and: f.bViewChild, aligned: .left)
      expectFrame(f.cView, CGRect(x: 40.0, y: 100.0, width: 110.0, height: 130.0))
    },
    SpecCase(478, "should layout between (3)") { f in
      f.aView.frame = CGRect(x: 10, y: 10, width: 120, height: 150)
      f.aViewChild.frame = CGRect(x: 30, y: 50, width: 80, height: 40)
      f.bView.frame = CGRect(x: 100, y: 220, width: 150, height: 50)
      f.bViewChild.frame = CGRect(x: 40, y: 10, width: 60, height: 20)
      f.cView.frame = CGRect(x: 30, y: 100, width: 110, height: 80)
      f.cView.pin.verticallyBetween(f.aViewChild, and: f.bViewChild, aligned: .center)
      expectFrame(f.cView, CGRect(x: 25.0, y: 100.0, width: 110.0, height: 130.0))
    },
    SpecCase(488, "should layout between (4)") { f in
      f.aView.frame = CGRect(x: 10, y: 10, width: 120, height: 150)
      f.aViewChild.frame = CGRect(x: 30, y: 50, width: 80, height: 40)
      f.bView.frame = CGRect(x: 100, y: 220, width: 150, height: 50)
      f.bViewChild.frame = CGRect(x: 40, y: 10, width: 60, height: 20)
      f.cView.frame = CGRect(x: 30, y: 100, width: 110, height: 80)
      f.cView.pin.verticallyBetween(f.aViewChild, and: f.bViewChild, aligned: .right)
    },
    SpecCase(497, "should layout between (5)") { f in
      f.aView.frame = CGRect(x: 10, y: 10, width: 120, height: 150)
      f.aViewChild.frame = CGRect(x: 30, y: 50, width: 80, height: 40)
      f.bView.frame = CGRect(x: 100, y: 220, width: 150, height: 50)
      f.bViewChild.frame = CGRect(x: 40, y: 10, width: 60, height: 20)
      f.cView.frame = CGRect(x: 30, y: 100, width: 110, height: 80)
      f.cView.pin.verticallyBetween(f.bViewChild, and: f.aViewChild, aligned: .center)
      expectFrame(f.cView, CGRect(x: 115.0, y: 100.0, width: 110.0, height: 130.0))
    },
    SpecCase(507, "should layout between (6)") { f in
      f.aView.frame = CGRect(x: 10, y: 10, width: 120, height: 150)
      f.aViewChild.frame = CGRect(x: 30, y: 50, width: 80, height: 40)
      f.bView.frame = CGRect(x: 100, y: 220, width: 150, height: 50)
      f.bViewChild.frame = CGRect(x: 40, y: 10, width: 60, height: 20)
      f.cView.frame = CGRect(x: 30, y: 100, width: 110, height: 80)
      f.cView.pin.verticallyBetween(f.aViewChild, and: f.bViewChild, aligned: .start)
      expectFrame(f.cView, CGRect(x: 40.0, y: 100.0, width: 110.0, height: 130.0))
    },
    SpecCase(517, "should layout between (7)") { f in
      f.aView.frame = CGRect(x: 10, y: 10, width: 120, height: 150)
      f.aViewChild.frame = CGRect(x: 30, y: 50, width: 80, height: 40)
      f.bView.frame = CGRect(x: 100, y: 220, width: 150, height: 50)
      f.bViewChild.frame = CGRect(x: 40, y: 10, width: 60, height: 20)
      f.cView.frame = CGRect(x: 30, y: 100, width: 110, height: 80)
      f.cView.pin.verticallyBetween(f.aView, and: f.aViewChild, aligned: .left)
      expectLastWarning(
        f.window,
        contains: [
          "verticallyBetween('aView',", " won't be applied",
          "there is no vertical space between these nodes",
        ])
    },
    SpecCase(527, "should layout between (8)") { f in
      f.aView.frame = CGRect(x: 10, y: 10, width: 120, height: 150)
      f.aViewChild.frame = CGRect(x: 30, y: 50, width: 80, height: 40)
      f.bView.frame = CGRect(x: 100, y: 220, width: 150, height: 50)
      f.bViewChild.frame = CGRect(x: 40, y: 10, width: 60, height: 20)
      f.cView.frame = CGRect(x: 30, y: 100, width: 110, height: 80)
      f.cView.pin.verticallyBetween(f.aView, and: f.bViewChild, aligned: .left)
      expectFrame(f.cView, CGRect(x: 10.0, y: 160.0, width: 110.0, height: 70.0))
    },
    SpecCase(537, "should layout between (9)") { f in
      f.aView.frame = CGRect(x: 10, y: 10, width: 120, height: 150)
      f.aViewChild.frame = CGRect(x: 30, y: 50, width: 80, height: 40)
      f.bView.frame = CGRect(x: 100, y: 220, width: 150, height: 50)
      f.bViewChild.frame = CGRect(x: 40, y: 10, width: 60, height: 20)
      f.cView.frame = CGRect(x: 30, y: 100, width: 110, height: 80)
      f.cView.pin.verticallyBetween(f.bViewChild, and: f.aView, aligned: .right)
      expectFrame(f.cView, CGRect(x: 90.0, y: 160.0, width: 110.0, height: 70.0))
    },
  ]

  @Test("BetweenSpec", arguments: cases)
  func spec(_ specCase: SpecCase<Fixture>) {
    specCase.body(Fixture())
  }
}
