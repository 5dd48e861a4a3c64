import Foundation
import LayoutNodes
import Testing

// A port of PinLayout's Tests/Common/RTLSpec.swift (layoutBox/PinLayout), case by case: each case
// names the line of its `it` in the original, and expects the original's values.
@Suite("PinLayout spec: RTLSpec")
struct RTLSpecPort {
  /// The spec's `beforeEach`: rootView (0, 0, 400, 400) in window, aView (40, 100, 100, 60) in rootView, bView (160, 120, 110, 80) in rootView; no display scale.
  final class Fixture {
    let window = specNode("viewController.view")
    let rootView: LayoutNode
    let aView: LayoutNode
    let bView: LayoutNode

    init() {
      rootView = specNode("rootView", CGRect(x: 0, y: 0, width: 400, height: 400), in: window)
      aView = specNode("aView", CGRect(x: 40, y: 100, width: 100, height: 60), in: rootView)
      bView = specNode("bView", CGRect(x: 160, y: 120, width: 110, height: 80), in: rootView)
      for node in [rootView, aView, bView] { node.measure = basicViewMeasure() }
    }
  }

  static let cases: [SpecCase<Fixture>] = [
    // warn (line 64)
    SpecCase(65, "should display a warning") { f in
      f.aView.pin.start(10).left(20)
      expectLastWarning(f.window, contains: ["left", "won't be applied", "already been set to 10"])
    },
    SpecCase(70, "should display a warning") { f in
      f.aView.pin.end(10).right(20)
      expectLastWarning(f.window, contains: ["right", "won't be applied", "already been set to 10"])
    },
    SpecCase(75, "should display a warning") { f in
      f.window.layoutDirection = .leftToRight  // .auto: the default direction
      f.aView.pin.start(10).left(20)
      expectLastWarning(f.window, contains: ["left", "won't be applied", "already been set to 10"])
    },
    SpecCase(81, "should display a warning") { f in
      f.window.layoutDirection = .leftToRight  // .auto: the default direction
      f.aView.pin.end(10).right(20)
      expectLastWarning(f.window, contains: ["right", "won't be applied", "already been set to 10"])
    },
    SpecCase(87, "should display a warning") { f in
      f.window.layoutDirection = .leftToRight
      f.aView.pin.start(10).left(20)
      expectLastWarning(f.window, contains: ["left", "won't be applied", "already been set to 10"])
    },
    SpecCase(93, "should display a warning") { f in
      f.window.layoutDirection = .leftToRight
      f.aView.pin.end(10).right(20)
      expectLastWarning(f.window, contains: ["right", "won't be applied", "already been set to 10"])
    },
    SpecCase(99, "should display a warning") { f in
      // With RTL
      f.window.layoutDirection = .rightToLeft
      f.aView.pin.start(10).right(20)
      expectLastWarning(f.window, contains: ["right", "won't be applied", "already been set to 10"])
    },
    SpecCase(106, "should display a warning") { f in
      // With RTL
      f.window.layoutDirection = .rightToLeft
      f.aView.pin.end(10).left(20)
      expectLastWarning(f.window, contains: ["left", "won't be applied", "already been set to 10"])
    },
    // RTL position (line 117)
    SpecCase(118, "should adjust the position") { f in
      f.window.layoutDirection = .leftToRight
      f.aView.pin.start()
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(124, "should adjust the position") { f in
      f.window.layoutDirection = .rightToLeft
      f.aView.pin.start()
      expectFrame(f.aView, CGRect(x: 300.0, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(130, "should adjust the position") { f in
      f.window.layoutDirection = .leftToRight
      f.aView.pin.end()
      expectFrame(f.aView, CGRect(x: 300.0, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(136, "should adjust the position") { f in
      f.window.layoutDirection = .rightToLeft
      f.aView.pin.end()
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(142, "should adjust the position") { f in
      f.window.layoutDirection = .leftToRight
      f.aView.pin.start(20)
      expectFrame(f.aView, CGRect(x: 20.0, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(148, "should adjust the position") { f in
      f.window.layoutDirection = .rightToLeft
      f.aView.pin.start(20)
      expectFrame(f.aView, CGRect(x: 280.0, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(154, "should adjust the position") { f in
      f.window.layoutDirection = .leftToRight
      f.aView.pin.end(20)
      expectFrame(f.aView, CGRect(x: 280.0, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(160, "should adjust the position") { f in
      f.window.layoutDirection = .rightToLeft
      f.aView.pin.end(20)
      expectFrame(f.aView, CGRect(x: 20.0, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(166, "should adjust the position") { f in
      f.window.layoutDirection = .leftToRight
      f.aView.pin.start(20%)
      expectFrame(f.aView, CGRect(x: 80.0, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(172, "should adjust the position") { f in
      f.window.layoutDirection = .rightToLeft
      f.aView.pin.start(20%)
      expectFrame(f.aView, CGRect(x: 220.0, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(178, "should adjust the position") { f in
      f.window.layoutDirection = .leftToRight
      f.aView.pin.end(20%)
      expectFrame(f.aView, CGRect(x: 220.0, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(184, "should adjust the position") { f in
      f.window.layoutDirection = .rightToLeft
      f.aView.pin.end(20%)
      expectFrame(f.aView, CGRect(x: 80.0, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(190, "should adjust the position") { f in
      f.window.layoutDirection = .leftToRight
      f.aView.pin.start(20)
      expectFrame(f.aView, CGRect(x: 20.0, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(196, "should adjust the position") { f in
      f.window.layoutDirection = .rightToLeft
      f.aView.pin.start(20)
      expectFrame(f.aView, CGRect(x: 280.0, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(202, "should adjust the position") { f in
      f.window.layoutDirection = .leftToRight
      f.aView.pin.end(20)
      expectFrame(f.aView, CGRect(x: 280.0, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(208, "should adjust the position") { f in
      f.window.layoutDirection = .rightToLeft
      f.aView.pin.end(20)
      expectFrame(f.aView, CGRect(x: 20.0, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(214, "should adjust the position") { f in
      f.window.layoutDirection = .leftToRight
      f.aView.pin.start(20%)
      expectFrame(f.aView, CGRect(x: 80.0, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(220, "should adjust the position") { f in
      f.window.layoutDirection = .rightToLeft
      f.aView.pin.start(20%)
      expectFrame(f.aView, CGRect(x: 220.0, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(226, "should adjust the position") { f in
      f.window.layoutDirection = .leftToRight
      f.aView.pin.end(20%)
      expectFrame(f.aView, CGRect(x: 220.0, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(232, "should adjust the position") { f in
      f.window.layoutDirection = .rightToLeft
      f.aView.pin.end(20%)
      expectFrame(f.aView, CGRect(x: 80.0, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(238, "using insets") { f in
      f.window.layoutDirection = .rightToLeft
      let insets = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
      f.aView.pin.start(insets)
      expectFrame(f.aView, CGRect(x: 260.0, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(245, "using insets") { f in
      f.window.layoutDirection = .rightToLeft
      let insets = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
      f.aView.pin.end(insets)
      expectFrame(f.aView, CGRect(x: 20.0, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(252, "using insets") { f in
      f.window.layoutDirection = .leftToRight
      let insets = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
      f.aView.pin.start(insets)
      expectFrame(f.aView, CGRect(x: 20.0, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(259, "using insets") { f in
      f.window.layoutDirection = .leftToRight
      let insets = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
      f.aView.pin.end(insets)
      expectFrame(f.aView, CGRect(x: 260.0, y: 100.0, width: 100.0, height: 60.0))
    },
    // RTL position (line 270)
    SpecCase(271, "should adjust the position") { f in
      f.window.layoutDirection = .leftToRight
      f.aView.pin.start().end().marginStart(10)
      expectFrame(f.aView, CGRect(x: 10.0, y: 100.0, width: 390.0, height: 60.0))
    },
    SpecCase(277, "should adjust the position") { f in
      f.window.layoutDirection = .rightToLeft
      f.aView.pin.start().end().marginStart(10)
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 390.0, height: 60.0))
    },
    SpecCase(283, "should adjust the position") { f in
      f.window.layoutDirection = .leftToRight
      f.aView.pin.start().end().marginEnd(10)
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 390.0, height: 60.0))
    },
    SpecCase(289, "should adjust the position") { f in
      f.window.layoutDirection = .rightToLeft
      f.aView.pin.start().end().marginEnd(10)
      expectFrame(f.aView, CGRect(x: 10.0, y: 100.0, width: 390.0, height: 60.0))
    },
    // RTL edges (line 299)
    SpecCase(300, "should adjust the position") { f in
      f.window.layoutDirection = .leftToRight
      f.aView.pin.start(to: f.bView.edge.start)
      expectFrame(f.aView, CGRect(x: 160.0, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(306, "should adjust the position") { f in
      f.window.layoutDirection = .rightToLeft
      f.aView.pin.start(to: f.bView.edge.start)
      expectFrame(f.aView, CGRect(x: 170.0, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(312, "should adjust the position") { f in
      f.window.layoutDirection = .leftToRight
      f.aView.pin.start(to: f.bView.edge.end)
      expectFrame(f.aView, CGRect(x: 270.0, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(318, "should adjust the position") { f in
      f.window.layoutDirection = .rightToLeft
      f.aView.pin.start(to: f.bView.edge.end)
      expectFrame(f.aView, CGRect(x: 60.0, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(324, "should adjust the position") { f in
      f.window.layoutDirection = .leftToRight
      f.aView.pin.end(to: f.bView.edge.start)
      expectFrame(f.aView, CGRect(x: 60.0, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(330, "should adjust the position") { f in
      f.window.layoutDirection = .rightToLeft
      f.aView.pin.end(to: f.bView.edge.start)
      expectFrame(f.aView, CGRect(x: 270.0, y: 100.0, width: 100.0, height: 60.0))
    },
    // RTL anchors (line 340)
    SpecCase(341, "should adjust the position") { f in
      f.window.layoutDirection = .leftToRight
      f.aView.pin.topStart()
      expectFrame(f.aView, CGRect(x: 0.0, y: 0.0, width: 100.0, height: 60.0))
    },
    SpecCase(347, "should adjust the position") { f in
      f.window.layoutDirection = .rightToLeft
      f.aView.pin.topStart()
      expectFrame(f.aView, CGRect(x: 300.0, y: 0.0, width: 100.0, height: 60.0))
    },
    SpecCase(353, "should adjust the position") { f in
      f.window.layoutDirection = .leftToRight
      f.aView.pin.topEnd()
      expectFrame(f.aView, CGRect(x: 300.0, y: 0.0, width: 100.0, height: 60.0))
      f.window.layoutDirection = .rightToLeft
      f.aView.pin.topEnd()
      expectFrame(f.aView, CGRect(x: 0.0, y: 0.0, width: 100.0, height: 60.0))
    },
    SpecCase(363, "should adjust the position") { f in
      f.window.layoutDirection = .leftToRight
      f.aView.pin.centerStart()
      expectFrame(f.aView, CGRect(x: 0.0, y: 170.0, width: 100.0, height: 60.0))
    },
    SpecCase(369, "should adjust the position") { f in
      f.window.layoutDirection = .rightToLeft
      f.aView.pin.centerStart()
      expectFrame(f.aView, CGRect(x: 300.0, y: 170.0, width: 100.0, height: 60.0))
    },
    SpecCase(375, "should adjust the position") { f in
      f.window.layoutDirection = .leftToRight
      f.aView.pin.centerEnd()
      expectFrame(f.aView, CGRect(x: 300.0, y: 170.0, width: 100.0, height: 60.0))
    },
    SpecCase(381, "should adjust the position") { f in
      f.window.layoutDirection = .rightToLeft
      f.aView.pin.centerEnd()
      expectFrame(f.aView, CGRect(x: 0.0, y: 170.0, width: 100.0, height: 60.0))
    },
    SpecCase(387, "should adjust the position") { f in
      f.window.layoutDirection = .leftToRight
      f.aView.pin.bottomStart()
      expectFrame(f.aView, CGRect(x: 0.0, y: 340.0, width: 100.0, height: 60.0))
    },
    SpecCase(393, "should adjust the position") { f in
      f.window.layoutDirection = .rightToLeft
      f.aView.pin.bottomStart()
      expectFrame(f.aView, CGRect(x: 300.0, y: 340.0, width: 100.0, height: 60.0))
    },
    SpecCase(399, "should adjust the position") { f in
      f.window.layoutDirection = .leftToRight
      f.aView.pin.bottomEnd()
      expectFrame(f.aView, CGRect(x: 300.0, y: 340.0, width: 100.0, height: 60.0))
    },
    SpecCase(405, "should adjust the position") { f in
      f.window.layoutDirection = .rightToLeft
      f.aView.pin.bottomEnd()
      expectFrame(f.aView, CGRect(x: 0.0, y: 340.0, width: 100.0, height: 60.0))
    },
    SpecCase(411, "should adjust the position") { f in
      f.window.layoutDirection = .leftToRight
      f.aView.pin.topStart(to: f.bView.anchor.topStart)
      expectFrame(f.aView, CGRect(x: 160.0, y: 120.0, width: 100.0, height: 60.0))
    },
    SpecCase(417, "should adjust the position") { f in
      f.window.layoutDirection = .rightToLeft
      f.aView.pin.topStart(to: f.bView.anchor.topStart)
      expectFrame(f.aView, CGRect(x: 170.0, y: 120.0, width: 100.0, height: 60.0))
    },
    SpecCase(423, "should adjust the position") { f in
      f.window.layoutDirection = .leftToRight
      f.aView.pin.topStart(to: f.bView.anchor.topEnd)
      expectFrame(f.aView, CGRect(x: 270.0, y: 120.0, width: 100.0, height: 60.0))
    },
    SpecCase(429, "should adjust the position") { f in
      f.window.layoutDirection = .rightToLeft
      f.aView.pin.topStart(to: f.bView.anchor.topEnd)
      expectFrame(f.aView, CGRect(x: 60.0, y: 120.0, width: 100.0, height: 60.0))
    },
    SpecCase(435, "should adjust the position") { f in
      f.window.layoutDirection = .leftToRight
      f.aView.pin.topEnd(to: f.bView.anchor.topEnd)
      expectFrame(f.aView, CGRect(x: 170.0, y: 120.0, width: 100.0, height: 60.0))
    },
    SpecCase(441, "should adjust the position") { f in
      f.window.layoutDirection = .rightToLeft
      f.aView.pin.topEnd(to: f.bView.anchor.topEnd)
      expectFrame(f.aView, CGRect(x: 160.0, y: 120.0, width: 100.0, height: 60.0))
    },
    SpecCase(447, "should adjust the position") { f in
      f.window.layoutDirection = .leftToRight
      f.aView.pin.centerStart(to: f.bView.anchor.centerStart)
      expectFrame(f.aView, CGRect(x: 160.0, y: 130.0, width: 100.0, height: 60.0))
    },
    SpecCase(453, "should adjust the position") { f in
      f.window.layoutDirection = .rightToLeft
      f.aView.pin.centerStart(to: f.bView.anchor.centerStart)
      expectFrame(f.aView, CGRect(x: 170.0, y: 130.0, width: 100.0, height: 60.0))
    },
    SpecCase(459, "should adjust the position") { f in
      f.window.layoutDirection = .leftToRight
      f.aView.pin.centerEnd(to: f.bView.anchor.centerEnd)
      expectFrame(f.aView, CGRect(x: 170.0, y: 130.0, width: 100.0, height: 60.0))
    },
    SpecCase(465, "should adjust the position") { f in
      f.window.layoutDirection = .rightToLeft
      f.aView.pin.centerEnd(to: f.bView.anchor.centerEnd)
      expectFrame(f.aView, CGRect(x: 160.0, y: 130.0, width: 100.0, height: 60.0))
    },
    SpecCase(471, "should adjust the position") { f in
      f.window.layoutDirection = .leftToRight
      f.aView.pin.bottomStart(to: f.bView.anchor.bottomStart)
      expectFrame(f.aView, CGRect(x: 160.0, y: 140.0, width: 100.0, height: 60.0))
    },
    SpecCase(477, "should adjust the position") { f in
      f.window.layoutDirection = .rightToLeft
      f.aView.pin.bottomStart(to: f.bView.anchor.bottomStart)
      expectFrame(f.aView, CGRect(x: 170.0, y: 140.0, width: 100.0, height: 60.0))
    },
    SpecCase(483, "should adjust the position") { f in
      f.window.layoutDirection = .leftToRight
      f.aView.pin.bottomEnd(to: f.bView.anchor.bottomEnd)
      expectFrame(f.aView, CGRect(x: 170.0, y: 140.0, width: 100.0, height: 60.0))
    },
    // RTL position (line 493)
    SpecCase(495, "should adjust the position") { f in
      f.window.layoutDirection = .leftToRight
      f.aView.pin.after(of: f.bView)
      expectFrame(f.aView, CGRect(x: 270.0, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(501, "should adjust the position") { f in
      f.window.layoutDirection = .rightToLeft
      f.aView.pin.after(of: f.bView)
      expectFrame(f.aView, CGRect(x: 60.0, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(507, "should adjust the position") { f in
      f.window.layoutDirection = .leftToRight
      f.aView.pin.after(of: f.bView, aligned: .top)
      expectFrame(f.aView, CGRect(x: 270.0, y: 120.0, width: 100.0, height: 60.0))
    },
    SpecCase(513, "should adjust the position") { f in
      f.window.layoutDirection = .rightToLeft
      f.aView.pin.after(of: f.bView, aligned: .top)
      expectFrame(f.aView, CGRect(x: 60.0, y: 120.0, width: 100.0, height: 60.0))
    },
    SpecCase(519, "should adjust the position") { f in
      f.window.layoutDirection = .leftToRight
      f.aView.pin.after(of: [f.bView])
      expectFrame(f.aView, CGRect(x: 270.0, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(525, "should adjust the position") { f in
      f.window.layoutDirection = .rightToLeft
      f.aView.pin.after(of: [f.bView])
      expectFrame(f.aView, CGRect(x: 60.0, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(531, "should adjust the position") { f in
      f.window.layoutDirection = .leftToRight
      f.aView.pin.after(of: [f.bView], aligned: .bottom)
      expectFrame(f.aView, CGRect(x: 270.0, y: 140.0, width: 100.0, height: 60.0))
    },
    SpecCase(537, "should adjust the position") { f in
      f.window.layoutDirection = .rightToLeft
      f.aView.pin.after(of: [f.bView], aligned: .bottom)
      expectFrame(f.aView, CGRect(x: 60.0, y: 140.0, width: 100.0, height: 60.0))
    },
    SpecCase(544, "should adjust the position") { f in
      f.window.layoutDirection = .leftToRight
      f.aView.pin.before(of: f.bView)
      expectFrame(f.aView, CGRect(x: 60.0, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(550, "should adjust the position") { f in
      f.window.layoutDirection = .rightToLeft
      f.aView.pin.before(of: f.bView)
      expectFrame(f.aView, CGRect(x: 270.0, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(556, "should adjust the position") { f in
      f.window.layoutDirection = .leftToRight
      f.aView.pin.before(of: [f.bView])
      expectFrame(f.aView, CGRect(x: 60.0, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(562, "should adjust the position") { f in
      f.window.layoutDirection = .rightToLeft
      f.aView.pin.before(of: [f.bView])
      expectFrame(f.aView, CGRect(x: 270.0, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(568, "should adjust the position") { f in
      f.window.layoutDirection = .leftToRight
      f.aView.pin.before(of: f.bView, aligned: .top)
      expectFrame(f.aView, CGRect(x: 60.0, y: 120.0, width: 100.0, height: 60.0))
    },
    SpecCase(574, "should adjust the position") { f in
      f.window.layoutDirection = .rightToLeft
      f.aView.pin.before(of: f.bView, aligned: .top)
      expectFrame(f.aView, CGRect(x: 270.0, y: 120.0, width: 100.0, height: 60.0))
    },
    SpecCase(580, "should adjust the position") { f in
      f.window.layoutDirection = .leftToRight
      f.aView.pin.before(of: [f.bView], aligned: .top)
      expectFrame(f.aView, CGRect(x: 60.0, y: 120.0, width: 100.0, height: 60.0))
    },
    SpecCase(586, "should adjust the position") { f in
      f.window.layoutDirection = .rightToLeft
      f.aView.pin.before(of: [f.bView], aligned: .top)
      expectFrame(f.aView, CGRect(x: 270.0, y: 120.0, width: 100.0, height: 60.0))
    },
    SpecCase(592, "should adjust the position") { f in
      f.window.layoutDirection = .leftToRight
      f.aView.pin.before(of: [f.bView], aligned: .bottom)
      expectFrame(f.aView, CGRect(x: 60.0, y: 140.0, width: 100.0, height: 60.0))
    },
    SpecCase(598, "should adjust the position") { f in
      f.window.layoutDirection = .rightToLeft
      f.aView.pin.before(of: [f.bView], aligned: .bottom)
      expectFrame(f.aView, CGRect(x: 270.0, y: 140.0, width: 100.0, height: 60.0))
    },
    SpecCase(605, "should adjust the position") { f in
      f.window.layoutDirection = .leftToRight
      f.aView.pin.below(of: f.bView, aligned: .start)
      expectFrame(f.aView, CGRect(x: 160.0, y: 200.0, width: 100.0, height: 60.0))
    },
    SpecCase(611, "should adjust the position") { f in
      f.window.layoutDirection = .rightToLeft
      f.aView.pin.below(of: f.bView, aligned: .start)
      expectFrame(f.aView, CGRect(x: 170.0, y: 200.0, width: 100.0, height: 60.0))
    },
    SpecCase(617, "should adjust the position") { f in
      f.window.layoutDirection = .leftToRight
      f.aView.pin.below(of: f.bView, aligned: .end)
      expectFrame(f.aView, CGRect(x: 170.0, y: 200.0, width: 100.0, height: 60.0))
    },
    SpecCase(623, "should adjust the position") { f in
      f.window.layoutDirection = .rightToLeft
      f.aView.pin.below(of: f.bView, aligned: .end)
      expectFrame(f.aView, CGRect(x: 160.0, y: 200.0, width: 100.0, height: 60.0))
    },
  ]

  @Test("RTLSpec", arguments: cases)
  func spec(_ specCase: SpecCase<Fixture>) {
    specCase.body(Fixture())
  }
}
