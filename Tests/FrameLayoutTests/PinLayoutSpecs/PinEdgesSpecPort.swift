import Foundation
import LayoutNodes
import Testing

// A port of PinLayout's Tests/Common/PinEdgesSpec.swift (layoutBox/PinLayout), case by case: each case
// names the line of its `it` in the original, and expects the original's values.
@Suite("PinLayout spec: PinEdgesSpec")
struct PinEdgesSpecPort {
  /// The spec's `beforeEach`: rootView (0, 0, 400, 400) in window, aView (140, 100, 200, 100) in rootView, bView (160, 120, 110, 80) in rootView, bViewChild (40, 10, 60, 20) in bView; no display scale.
  final class Fixture {
    let window = specNode("viewController.view")
    let rootView: LayoutNode
    let aView: LayoutNode
    let bView: LayoutNode
    let bViewChild: LayoutNode

    init() {
      rootView = specNode("rootView", CGRect(x: 0, y: 0, width: 400, height: 400), in: window)
      aView = specNode("aView", CGRect(x: 140, y: 100, width: 200, height: 100), in: rootView)
      bView = specNode("bView", CGRect(x: 160, y: 120, width: 110, height: 80), in: rootView)
      bViewChild = specNode("bViewChild", CGRect(x: 40, y: 10, width: 60, height: 20), in: bView)
      for node in [rootView, aView, bView, bViewChild] { node.measure = basicViewMeasure() }
    }
  }

  static let cases: [SpecCase<Fixture>] = [
    // the result of top(...) (line 68)
    SpecCase(70, "should adjust the aView") { f in
      f.aView.pin.top()
      expectFrame(f.aView, CGRect(x: 140, y: 0.0, width: 200.0, height: 100.0))
    },
    SpecCase(75, "should adjust the aView") { f in
      f.aView.pin.top(0)
      expectFrame(f.aView, CGRect(x: 140, y: 0.0, width: 200.0, height: 100.0))
    },
    SpecCase(80, "should have the same position without or with a 0 parameter value") { f in
      f.aView.pin.top()
      let noParameterFrame = f.aView.frame
      f.aView.pin.top(0)
      expectFrame(f.aView, noParameterFrame)
    },
    SpecCase(88, "should adjust the aView") { f in
      f.aView.pin.top(20)
      expectFrame(f.aView, CGRect(x: 140, y: 20.0, width: 200.0, height: 100.0))
    },
    SpecCase(93, "should adjust the aView") { f in
      f.aView.pin.top(20).bottom()
      expectFrame(f.aView, CGRect(x: 140, y: 20.0, width: 200.0, height: 380.0))
    },
    SpecCase(98, "should adjust the aView") { f in
      f.aView.pin.top(-20)
      expectFrame(f.aView, CGRect(x: 140, y: -20.0, width: 200.0, height: 100.0))
    },
    SpecCase(103, "should adjust the aView") { f in
      f.aView.pin.top(-20).bottom()
      expectFrame(f.aView, CGRect(x: 140, y: -20.0, width: 200.0, height: 420.0))
    },
    SpecCase(108, "should warns that the view is not added to any view") { f in
      let unAttachedView = specNode("unattached", CGRect(x: 10, y: 10, width: 10, height: 10))
      unAttachedView.pin.top(20%)
      #expect(unAttachedView.frame == CGRect(x: 10, y: 10, width: 10, height: 10))
    },
    SpecCase(115, "should adjust the aView") { f in
      f.aView.pin.top(20%)
      expectFrame(f.aView, CGRect(x: 140, y: 80.0, width: 200.0, height: 100.0))
    },
    SpecCase(120, "should adjust the aView") { f in
      f.aView.pin.top(-20%)
      expectFrame(f.aView, CGRect(x: 140, y: -80.0, width: 200.0, height: 100.0))
    },
    SpecCase(125, "using insets") { f in
      let insets = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
      f.aView.pin.top(insets)
      expectFrame(f.aView, CGRect(x: 140.0, y: 10.0, width: 200.0, height: 100.0))
    },
    // the result of left(...) (line 135)
    SpecCase(136, "should adjust the aView") { f in
      f.aView.pin.left()
      expectFrame(f.aView, CGRect(x: 0, y: 100.0, width: 200.0, height: 100.0))
    },
    SpecCase(141, "should adjust the aView") { f in
      f.aView.pin.left(0)
      expectFrame(f.aView, CGRect(x: 0, y: 100.0, width: 200.0, height: 100.0))
    },
    SpecCase(146, "should have the same position without or with a 0 parameter value") { f in
      f.aView.pin.left()
      let noParameterFrame = f.aView.frame
      f.aView.pin.left(0)
      expectFrame(f.aView, noParameterFrame)
    },
    SpecCase(154, "should adjust the aView") { f in
      f.aView.pin.left(-20)
      expectFrame(f.aView, CGRect(x: -20, y: 100.0, width: 200.0, height: 100.0))
    },
    SpecCase(159, "should adjust the aView") { f in
      f.aView.pin.left(-20).right()
      expectFrame(f.aView, CGRect(x: -20, y: 100.0, width: 420.0, height: 100.0))
    },
    SpecCase(164, "should warns that the view is not added to any view") { f in
      let unAttachedView = specNode("unattached", CGRect(x: 10, y: 10, width: 10, height: 10))
      unAttachedView.pin.left(20.0%)
      #expect(unAttachedView.frame == CGRect(x: 10, y: 10, width: 10, height: 10))
    },
    SpecCase(171, "should warns that the view is not added to any view") { f in
      let unAttachedView = specNode("unattached", CGRect(x: 10, y: 10, width: 10, height: 10))
      unAttachedView.pin.left(20%)
      #expect(unAttachedView.frame == CGRect(x: 10, y: 10, width: 10, height: 10))
    },
    SpecCase(178, "should adjust the aView") { f in
      f.aView.pin.left(20%)
      expectFrame(f.aView, CGRect(x: 80, y: 100.0, width: 200.0, height: 100.0))
    },
    SpecCase(183, "should adjust the aView") { f in
      f.aView.pin.left(20%).right()
      expectFrame(f.aView, CGRect(x: 80, y: 100.0, width: 320.0, height: 100.0))
    },
    SpecCase(188, "should adjust the aView") { f in
      f.aView.pin.left(-20%)
      expectFrame(f.aView, CGRect(x: -80, y: 100.0, width: 200.0, height: 100.0))
    },
    SpecCase(193, "should adjust the aView") { f in
      f.aView.pin.left(-20%).right()
      expectFrame(f.aView, CGRect(x: -80, y: 100.0, width: 480.0, height: 100.0))
    },
    SpecCase(198, "using insets") { f in
      let insets = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
      f.aView.pin.left(insets)
      expectFrame(f.aView, CGRect(x: 20.0, y: 100.0, width: 200.0, height: 100.0))
    },
    // the result of bottom(...) (line 208)
    SpecCase(209, "should adjust the aView") { f in
      f.aView.pin.bottom()
      expectFrame(f.aView, CGRect(x: 140, y: 300.0, width: 200.0, height: 100.0))
    },
    SpecCase(214, "should adjust the aView") { f in
      f.aView.pin.bottom(0)
      expectFrame(f.aView, CGRect(x: 140, y: 300.0, width: 200.0, height: 100.0))
    },
    SpecCase(219, "should have the same position without or with a 0 parameter value") { f in
      f.aView.pin.bottom()
      let noParameterFrame = f.aView.frame
      f.aView.pin.bottom(0)
      expectFrame(f.aView, noParameterFrame)
    },
    SpecCase(227, "should adjust the aView") { f in
      f.aView.pin.bottom(-20)
      expectFrame(f.aView, CGRect(x: 140, y: 320.0, width: 200.0, height: 100.0))
    },
    SpecCase(232, "should adjust the aView") { f in
      f.aView.pin.top().bottom(-20)
      expectFrame(f.aView, CGRect(x: 140, y: 0.0, width: 200.0, height: 420.0))
    },
    SpecCase(237, "should warns that the view is not added to any view") { f in
      let unAttachedView = specNode("unattached", CGRect(x: 10, y: 10, width: 10, height: 10))
      unAttachedView.pin.bottom(20%)
      #expect(unAttachedView.frame == CGRect(x: 10, y: 10, width: 10, height: 10))
    },
    SpecCase(244, "should adjust the aView") { f in
      f.aView.pin.bottom(20%)
      expectFrame(f.aView, CGRect(x: 140, y: 220.0, width: 200.0, height: 100.0))
    },
    SpecCase(249, "should adjust the aView") { f in
      f.aView.pin.top().bottom(20%)
      expectFrame(f.aView, CGRect(x: 140, y: 0.0, width: 200.0, height: 320.0))
    },
    SpecCase(254, "should adjust the aView") { f in
      f.aView.pin.bottom(-20%)
      expectFrame(f.aView, CGRect(x: 140, y: 380.0, width: 200.0, height: 100.0))
    },
    SpecCase(259, "should adjust the aView") { f in
      f.aView.pin.top().bottom(-20%)
      expectFrame(f.aView, CGRect(x: 140, y: 0.0, width: 200.0, height: 480.0))
    },
    SpecCase(264, "using insets") { f in
      let insets = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
      f.aView.pin.bottom(insets)
      expectFrame(f.aView, CGRect(x: 140.0, y: 270.0, width: 200.0, height: 100.0))
    },
    // the result of right(...) (line 274)
    SpecCase(275, "should adjust the aView") { f in
      f.aView.pin.right()
      expectFrame(f.aView, CGRect(x: 200, y: 100.0, width: 200.0, height: 100.0))
    },
    SpecCase(280, "should adjust the aView") { f in
      f.aView.pin.right(0)
      expectFrame(f.aView, CGRect(x: 200, y: 100.0, width: 200.0, height: 100.0))
    },
    SpecCase(285, "should have the same position without or with a 0 parameter value") { f in
      f.aView.pin.right()
      let noParameterFrame = f.aView.frame
      f.aView.pin.right(0)
      expectFrame(f.aView, noParameterFrame)
    },
    SpecCase(293, "should adjust the aView") { f in
      f.aView.pin.right(-20)
      expectFrame(f.aView, CGRect(x: 220, y: 100.0, width: 200.0, height: 100.0))
    },
    SpecCase(298, "should adjust the aView") { f in
      f.aView.pin.left().right(-20)
      expectFrame(f.aView, CGRect(x: 0, y: 100.0, width: 420.0, height: 100.0))
    },
    SpecCase(303, "should warns that the view is not added to any view") { f in
      let unAttachedView = specNode("unattached", CGRect(x: 10, y: 10, width: 10, height: 10))
      unAttachedView.pin.right(20%)
      #expect(unAttachedView.frame == CGRect(x: 10, y: 10, width: 10, height: 10))
    },
    SpecCase(310, "should adjust the aView") { f in
      f.aView.pin.right(20%)
      expectFrame(f.aView, CGRect(x: 120, y: 100.0, width: 200.0, height: 100.0))
    },
    SpecCase(315, "should adjust the aView") { f in
      f.aView.pin.left().right(20%)
      expectFrame(f.aView, CGRect(x: 0, y: 100.0, width: 320.0, height: 100.0))
    },
    SpecCase(320, "should adjust the aView") { f in
      f.aView.pin.right(-20%)
      expectFrame(f.aView, CGRect(x: 280, y: 100.0, width: 200.0, height: 100.0))
    },
    SpecCase(325, "should adjust the aView") { f in
      f.aView.pin.left().right(-20%)
      expectFrame(f.aView, CGRect(x: 0, y: 100.0, width: 480.0, height: 100.0))
    },
    SpecCase(330, "using insets") { f in
      let insets = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
      f.aView.pin.right(insets)
      expectFrame(f.aView, CGRect(x: 160.0, y: 100.0, width: 200.0, height: 100.0))
    },
    // the result of hCenter(...) (line 340)
    SpecCase(341, "should adjust the aView") { f in
      f.aView.pin.hCenter()
      expectFrame(f.aView, CGRect(x: 100, y: 100.0, width: 200.0, height: 100.0))
    },
    SpecCase(346, "should adjust the aView") { f in
      f.aView.pin.hCenter(0)
      expectFrame(f.aView, CGRect(x: 100, y: 100.0, width: 200.0, height: 100.0))
    },
    SpecCase(351, "should have the same position without or with a 0 parameter value") { f in
      f.aView.pin.hCenter()
      let noParameterFrame = f.aView.frame
      f.aView.pin.hCenter(0)
      expectFrame(f.aView, noParameterFrame)
    },
    SpecCase(359, "should adjust the aView") { f in
      f.aView.pin.hCenter(-20)
      expectFrame(f.aView, CGRect(x: 80, y: 100.0, width: 200.0, height: 100.0))
    },
    SpecCase(364, "should not apply hCenter") { f in
      f.aView.pin.left().hCenter(-20)
      expectFrame(f.aView, CGRect(x: 0, y: 100.0, width: 200.0, height: 100.0))
      expectLastWarning(f.window, contains: ["hCenter", "won't be applied", "left"])
    },
    SpecCase(371, "should warns that the view is not added to any view") { f in
      let unAttachedView = specNode("unattached", CGRect(x: 10, y: 10, width: 10, height: 10))
      unAttachedView.pin.hCenter(20%)
      #expect(unAttachedView.frame == CGRect(x: 10, y: 10, width: 10, height: 10))
    },
    SpecCase(378, "should adjust the aView") { f in
      f.aView.pin.hCenter(40%)
      expectFrame(f.aView, CGRect(x: 260, y: 100.0, width: 200.0, height: 100.0))
    },
    SpecCase(383, "should adjust the aView") { f in
      f.aView.pin.hCenter(-20%)
      expectFrame(f.aView, CGRect(x: 20, y: 100.0, width: 200.0, height: 100.0))
    },
    SpecCase(389, "should adjust the bView") { f in
      f.bView.pin.hCenter(to: f.aView.edge.left)
      expectFrame(f.bView, CGRect(x: 85.0, y: 120.0, width: 110.0, height: 80.0))
    },
    SpecCase(394, "should adjust the bView") { f in
      f.bView.pin.hCenter(to: f.aView.edge.hCenter)
      expectFrame(f.bView, CGRect(x: 185.0, y: 120.0, width: 110.0, height: 80.0))
    },
    SpecCase(399, "should adjust the bView") { f in
      f.bView.pin.hCenter(to: f.aView.edge.right)
      expectFrame(f.bView, CGRect(x: 285.0, y: 120.0, width: 110.0, height: 80.0))
    },
    // the result of vCenter(...) (line 408)
    SpecCase(409, "should adjust the aView") { f in
      f.aView.pin.vCenter()
      expectFrame(f.aView, CGRect(x: 140, y: 150.0, width: 200.0, height: 100.0))
    },
    SpecCase(414, "should adjust the aView") { f in
      f.aView.pin.vCenter(0)
      expectFrame(f.aView, CGRect(x: 140, y: 150.0, width: 200.0, height: 100.0))
    },
    SpecCase(419, "should have the same position without or with a 0 parameter value") { f in
      f.aView.pin.vCenter()
      let noParameterFrame = f.aView.frame
      f.aView.pin.vCenter(0)
      expectFrame(f.aView, noParameterFrame)
    },
    SpecCase(427, "should adjust the aView") { f in
      f.aView.pin.vCenter(-20)
      expectFrame(f.aView, CGRect(x: 140, y: 130.0, width: 200.0, height: 100.0))
    },
    SpecCase(432, "should adjust the aView") { f in
      f.aView.pin.top().vCenter(-20)
      expectFrame(f.aView, CGRect(x: 140, y: 0.0, width: 200.0, height: 100.0))
      expectLastWarning(f.window, contains: ["vCenter", "won't be applied", "top"])
    },
    SpecCase(438, "should adjust the aView") { f in
      f.aView.pin.vCenter(20%)
      expectFrame(f.aView, CGRect(x: 140, y: 230.0, width: 200.0, height: 100.0))
    },
    SpecCase(443, "should adjust the aView") { f in
      f.aView.pin.vCenter(-20%)
      expectFrame(f.aView, CGRect(x: 140, y: 70.0, width: 200.0, height: 100.0))
    },
    SpecCase(448, "should adjust the aView") { f in
      f.aView.pin.top().vCenter(-20%)
      expectFrame(f.aView, CGRect(x: 140, y: 0.0, width: 200.0, height: 100.0))
      expectLastWarning(f.window, contains: ["vCenter", "won't be applied", "top"])
    },
    SpecCase(455, "should adjust the bView") { f in
      f.bView.pin.vCenter(to: f.aView.edge.top)
      expectFrame(f.bView, CGRect(x: 160.0, y: 60.0, width: 110.0, height: 80.0))
    },
    SpecCase(460, "should adjust the bView") { f in
      f.bView.pin.vCenter(to: f.aView.edge.vCenter)
      expectFrame(f.bView, CGRect(x: 160.0, y: 110.0, width: 110.0, height: 80.0))
    },
    SpecCase(465, "should adjust the bView") { f in
      f.bView.pin.vCenter(to: f.aView.edge.bottom)
      expectFrame(f.bView, CGRect(x: 160.0, y: 160.0, width: 110.0, height: 80.0))
    },
    SpecCase(470, "should adjust the bView") { f in
      f.bViewChild.pin.vCenter(to: f.aView.edge.vCenter)
      expectFrame(f.bViewChild, CGRect(x: 40.0, y: 20.0, width: 60.0, height: 20.0))
    },
    // the result of all() (line 479)
    SpecCase(480, "should adjust the aView") { f in
      f.aView.pin.all()
      expectFrame(f.aView, CGRect(x: 0.0, y: 0.0, width: 400.0, height: 400.0))
    },
    SpecCase(485, "should adjust the aView") { f in
      f.aView.pin.all().margin(10)
      expectFrame(f.aView, CGRect(x: 10.0, y: 10.0, width: 380.0, height: 380.0))
    },
    SpecCase(490, "should adjust the aView") { f in
      f.aView.pin.all(10)
      expectFrame(f.aView, CGRect(x: 10.0, y: 10.0, width: 380.0, height: 380.0))
    },
    SpecCase(495, "should adjust the bViewChild") { f in
      f.bViewChild.pin.all()
      expectFrame(f.bViewChild, CGRect(x: 0.0, y: 0.0, width: 110.0, height: 80.0))
    },
    SpecCase(500, "should adjust the bViewChild") { f in
      f.bViewChild.pin.all().margin(10)
      expectFrame(f.bViewChild, CGRect(x: 10.0, y: 10.0, width: 90.0, height: 60.0))
    },
    SpecCase(505, "should adjust the bViewChild") { f in
      f.bViewChild.pin.all(10)
      expectFrame(f.bViewChild, CGRect(x: 10.0, y: 10.0, width: 90.0, height: 60.0))
    },
    SpecCase(510, "using insets") { f in
      let insets = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
      f.aView.pin.all(insets)
      expectFrame(f.aView, CGRect(x: 20.0, y: 10.0, width: 340.0, height: 360.0))
    },
    SpecCase(516, "should warn") { f in
      f.aView.pin.top(20).all()
      expectLastWarning(f.window, contains: ["all() top coordinate", "won't be applied", "already been set to 20"])
    },
    SpecCase(520, "should warn") { f in
      f.aView.pin.left(20).all()
      expectLastWarning(f.window, contains: ["all() left coordinate", "won't be applied", "already been set to 20"])
    },
    SpecCase(524, "should warn") { f in
      f.aView.pin.right(20).all()
      expectLastWarning(f.window, contains: ["all() right coordinate", "won't be applied", "already been set to 20"])
    },
    SpecCase(529, "should warn") { f in
      f.aView.pin.bottom(20).all()
      expectLastWarning(f.window, contains: ["all() bottom coordinate", "won't be applied", "already been set to 20"])
    },
    // the result of horizontally() (line 538)
    SpecCase(539, "should adjust the aView") { f in
      f.aView.pin.horizontally()
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 400.0, height: 100.0))
    },
    SpecCase(544, "should adjust the aView") { f in
      f.aView.pin.horizontally().margin(10)
      expectFrame(f.aView, CGRect(x: 10.0, y: 100.0, width: 380.0, height: 100.0))
    },
    SpecCase(549, "should adjust the aView") { f in
      f.aView.pin.horizontally(10)
      expectFrame(f.aView, CGRect(x: 10.0, y: 100.0, width: 380.0, height: 100.0))
    },
    SpecCase(554, "should adjust the aView") { f in
      f.aView.pin.horizontally(10%)
      expectFrame(f.aView, CGRect(x: 40.0, y: 100.0, width: 320.0, height: 100.0))
    },
    SpecCase(559, "should adjust the bViewChild") { f in
      f.bViewChild.pin.horizontally()
      expectFrame(f.bViewChild, CGRect(x: 0.0, y: 10.0, width: 110.0, height: 20.0))
    },
    SpecCase(564, "should adjust the bViewChild") { f in
      f.bViewChild.pin.horizontally().margin(10)
      expectFrame(f.bViewChild, CGRect(x: 10.0, y: 10.0, width: 90.0, height: 20.0))
    },
    SpecCase(569, "should adjust the bViewChild") { f in
      f.bViewChild.pin.horizontally(10)
      expectFrame(f.bViewChild, CGRect(x: 10.0, y: 10.0, width: 90.0, height: 20.0))
    },
    SpecCase(574, "should adjust the bViewChild") { f in
      f.bViewChild.pin.horizontally(10%)
      expectFrame(f.bViewChild, CGRect(x: 11.0, y: 10.0, width: 88.0, height: 20.0))
    },
    SpecCase(579, "using insets") { f in
      let insets = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
      f.aView.pin.horizontally(insets)
      expectFrame(f.aView, CGRect(x: 20.0, y: 100.0, width: 340.0, height: 100.0))
    },
    SpecCase(585, "should warn") { f in
      f.aView.pin.left(20).horizontally()
      expectLastWarning(
        f.window, contains: ["horizontally() left coordinate", "won't be applied", "already been set to 20"])
    },
    SpecCase(589, "should warn") { f in
      f.aView.pin.right(20).horizontally()
      expectLastWarning(
        f.window, contains: ["horizontally() right coordinate", "won't be applied", "already been set to 20"])
    },
    SpecCase(593, "should warn") { f in
      f.aView.pin.left(10).horizontally(20)
      expectLastWarning(
        f.window, contains: ["horizontally(20) left coordinate", "won't be applied", "already been set to 10"])
    },
    SpecCase(597, "should warn") { f in
      f.aView.pin.right(10).horizontally(20)
      expectLastWarning(
        f.window, contains: ["horizontally(20) right coordinate", "won't be applied", "already been set to 10"])
    },
    SpecCase(601, "should warn") { f in
      f.aView.pin.left(10).horizontally(10%)
      expectLastWarning(
        f.window, contains: ["horizontally(10%) left coordinate", "won't be applied", "already been set to 10"])
    },
    SpecCase(605, "should warn") { f in
      f.aView.pin.right(10).horizontally(10%)
      expectLastWarning(
        f.window, contains: ["horizontally(10%) right coordinate", "won't be applied", "already been set to 10"])
    },
    // the result of vertically() (line 614)
    SpecCase(615, "should adjust the aView") { f in
      f.aView.pin.vertically()
      expectFrame(f.aView, CGRect(x: 140.0, y: 0.0, width: 200.0, height: 400.0))
    },
    SpecCase(620, "should adjust the aView") { f in
      f.aView.pin.vertically().margin(10)
      expectFrame(f.aView, CGRect(x: 140.0, y: 10.0, width: 200.0, height: 380.0))
    },
    SpecCase(625, "should adjust the aView") { f in
      f.aView.pin.vertically(10)
      expectFrame(f.aView, CGRect(x: 140.0, y: 10.0, width: 200.0, height: 380.0))
    },
    SpecCase(630, "should adjust the aView") { f in
      f.aView.pin.vertically(10%)
      expectFrame(f.aView, CGRect(x: 140.0, y: 40.0, width: 200.0, height: 320.0))
    },
    SpecCase(635, "should adjust the bViewChild") { f in
      f.bViewChild.pin.vertically()
      expectFrame(f.bViewChild, CGRect(x: 40.0, y: 0.0, width: 60.0, height: 80.0))
    },
    SpecCase(640, "should adjust the bViewChild") { f in
      f.bViewChild.pin.vertically().margin(10)
      expectFrame(f.bViewChild, CGRect(x: 40.0, y: 10.0, width: 60.0, height: 60.0))
    },
    SpecCase(645, "using insets") { f in
      let insets = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
      f.aView.pin.vertically(insets)
      expectFrame(f.aView, CGRect(x: 140.0, y: 10.0, width: 200.0, height: 360.0))
    },
    SpecCase(651, "should warn") { f in
      f.aView.pin.top(20).vertically()
      expectLastWarning(
        f.window, contains: ["vertically() top coordinate", "won't be applied", "already been set to 20"])
    },
    SpecCase(655, "should warn") { f in
      f.aView.pin.bottom(20).vertically()
      expectLastWarning(
        f.window, contains: ["vertically() bottom coordinate", "won't be applied", "already been set to 20"])
    },
    SpecCase(659, "should warn") { f in
      f.aView.pin.top(10).vertically(20)
      expectLastWarning(
        f.window, contains: ["vertically(20) top coordinate", "won't be applied", "already been set to 10"])
    },
    SpecCase(663, "should warn") { f in
      f.aView.pin.bottom(10).vertically(20)
      expectLastWarning(
        f.window, contains: ["vertically(20) bottom coordinate", "won't be applied", "already been set to 10"])
    },
    SpecCase(667, "should warn") { f in
      f.aView.pin.top(10).vertically(10%)
      expectLastWarning(
        f.window, contains: ["vertically(10%) top coordinate", "won't be applied", "already been set to 10"])
    },
    SpecCase(671, "should warn") { f in
      f.aView.pin.bottom(10).vertically(10%)
      expectLastWarning(
        f.window, contains: ["vertically(10%) bottom coordinate", "won't be applied", "already been set to 10"])
    },
  ]

  @Test("PinEdgesSpec", arguments: cases)
  func spec(_ specCase: SpecCase<Fixture>) {
    specCase.body(Fixture())
  }
}
