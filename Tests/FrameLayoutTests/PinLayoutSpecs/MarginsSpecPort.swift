import Foundation
import LayoutNodes
import Testing

// A port of PinLayout's Tests/Common/MarginsSpec.swift (layoutBox/PinLayout), case by case: each case
// names the line of its `it` in the original, and expects the original's values.
@Suite("PinLayout spec: MarginsSpec")
struct MarginsSpecPort {
  /// The spec's `beforeEach`: rootView (0, 0, 400, 400) in window, aView (140, 100, 200, 120) in rootView; no display scale.
  final class Fixture {
    let window = specNode("viewController.view")
    let rootView: LayoutNode
    let aView: LayoutNode

    init() {
      rootView = specNode("rootView", CGRect(x: 0, y: 0, width: 400, height: 400), in: window)
      aView = specNode("aView", CGRect(x: 140, y: 100, width: 200, height: 120), in: rootView)
      for node in [rootView, aView] { node.measure = basicViewMeasure() }
    }
  }

  static let cases: [SpecCase<Fixture>] = [
    // the result of left&right margins when only the width is specified (line 55)
    SpecCase(56, "should adjust the aView") { f in
      f.aView.pin.width(100).margin(10)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 100.0, height: 120.0))
    },
    // the result of left&right percent margins when only the width is specified (line 62)
    SpecCase(63, "should adjust the aView") { f in
      f.aView.pin.width(100).margin(2.5%)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 100.0, height: 120.0))
    },
    // the result of left&right margins when the left coordinate and the width are specified (line 69)
    SpecCase(70, "should adjust the aView") { f in
      f.aView.pin.left(140).width(100).margin(10)
      expectFrame(f.aView, CGRect(x: 150.0, y: 100.0, width: 100.0, height: 120.0))
    },
    SpecCase(75, "should adjust the aView") { f in
      f.aView.pin.left(140).width(100).pinEdges().margin(10)
      expectFrame(f.aView, CGRect(x: 150.0, y: 100.0, width: 80.0, height: 120.0))
    },
    SpecCase(80, "should adjust the aView") { f in
      f.aView.pin.left(140).width(100).pinEdges().marginLeft(10)
      expectFrame(f.aView, CGRect(x: 150.0, y: 100.0, width: 90.0, height: 120.0))
    },
    SpecCase(85, "should adjust the aView") { f in
      f.aView.pin.left(140).width(100).pinEdges().marginRight(10)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 90.0, height: 120.0))
    },
    SpecCase(90, "should adjust the aView") { f in
      f.aView.pin.left(140).width(100).pinEdges().marginLeft(10).marginRight(10)
      expectFrame(f.aView, CGRect(x: 150.0, y: 100.0, width: 80.0, height: 120.0))
    },
    SpecCase(95, "should adjust the aView") { f in
      f.aView.pin.left(140).width(100).pinEdges().marginHorizontal(10)
      expectFrame(f.aView, CGRect(x: 150.0, y: 100.0, width: 80.0, height: 120.0))
    },
    SpecCase(100, "should adjust the aView") { f in
      f.aView.pin.left(140).width(100).marginLeft(10)
      expectFrame(f.aView, CGRect(x: 150.0, y: 100.0, width: 100.0, height: 120.0))
    },
    SpecCase(105, "should adjust the aView") { f in
      f.aView.pin.left(140).width(100).marginRight(10)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 100.0, height: 120.0))
    },
    SpecCase(110, "should adjust the aView") { f in
      f.aView.pin.left(140).width(100).marginHorizontal(10)
      expectFrame(f.aView, CGRect(x: 150.0, y: 100.0, width: 100.0, height: 120.0))
    },
    // the result of left&right percent margins when the left coordinate and the width are specified (line 116)
    SpecCase(117, "should adjust the aView") { f in
      f.aView.pin.left(140).width(100).margin(2.5%)
      expectFrame(f.aView, CGRect(x: 150.0, y: 100.0, width: 100.0, height: 120.0))
    },
    SpecCase(122, "should adjust the aView") { f in
      f.aView.pin.left(140).width(100).pinEdges().margin(2.5%)
      expectFrame(f.aView, CGRect(x: 150.0, y: 100.0, width: 80.0, height: 120.0))
    },
    SpecCase(127, "should adjust the aView") { f in
      f.aView.pin.left(140).width(100).pinEdges().marginLeft(2.5%)
      expectFrame(f.aView, CGRect(x: 150.0, y: 100.0, width: 90.0, height: 120.0))
    },
    SpecCase(132, "should adjust the aView") { f in
      f.aView.pin.left(140).width(100).pinEdges().marginRight(2.5%)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 90.0, height: 120.0))
    },
    SpecCase(137, "should adjust the aView") { f in
      f.aView.pin.left(140).width(100).pinEdges().marginLeft(2.5%).marginRight(2.5%)
      expectFrame(f.aView, CGRect(x: 150.0, y: 100.0, width: 80.0, height: 120.0))
    },
    SpecCase(142, "should adjust the aView") { f in
      f.aView.pin.left(140).width(100).pinEdges().marginHorizontal(2.5%)
      expectFrame(f.aView, CGRect(x: 150.0, y: 100.0, width: 80.0, height: 120.0))
    },
    SpecCase(147, "should adjust the aView") { f in
      f.aView.pin.left(140).width(100).marginLeft(2.5%)
      expectFrame(f.aView, CGRect(x: 150.0, y: 100.0, width: 100.0, height: 120.0))
    },
    SpecCase(152, "should adjust the aView") { f in
      f.aView.pin.left(140).width(100).marginRight(2.5%)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 100.0, height: 120.0))
    },
    SpecCase(157, "should adjust the aView") { f in
      f.aView.pin.left(140).width(100).marginHorizontal(2.5%)
      expectFrame(f.aView, CGRect(x: 150.0, y: 100.0, width: 100.0, height: 120.0))
    },
    // the result of left&right margins when the right coordinate and the width are specified (line 163)
    SpecCase(164, "should adjust the aView") { f in
      f.aView.pin.right(140).width(100).margin(10)
      expectFrame(f.aView, CGRect(x: 150.0, y: 100.0, width: 100.0, height: 120.0))
    },
    SpecCase(169, "should adjust the aView") { f in
      f.aView.pin.right(140).width(100).pinEdges().margin(10)
      expectFrame(f.aView, CGRect(x: 170.0, y: 100.0, width: 80.0, height: 120.0))
    },
    SpecCase(174, "should adjust the aView") { f in
      f.aView.pin.right(140).width(100).pinEdges().marginLeft(10)
      expectFrame(f.aView, CGRect(x: 170.0, y: 100.0, width: 90.0, height: 120.0))
    },
    SpecCase(179, "should adjust the aView") { f in
      f.aView.pin.right(140).width(100).pinEdges().marginRight(20)
      expectFrame(f.aView, CGRect(x: 160.0, y: 100.0, width: 80.0, height: 120.0))
    },
    SpecCase(184, "should adjust the aView") { f in
      f.aView.pin.right(140).width(100).pinEdges().marginRight(10)
      expectFrame(f.aView, CGRect(x: 160.0, y: 100.0, width: 90.0, height: 120.0))
    },
    SpecCase(189, "should adjust the aView") { f in
      f.aView.pin.right(140).width(100).pinEdges().marginLeft(10).marginRight(10)
      expectFrame(f.aView, CGRect(x: 170.0, y: 100.0, width: 80.0, height: 120.0))
    },
    SpecCase(194, "should adjust the aView") { f in
      f.aView.pin.right(140).width(100).pinEdges().marginHorizontal(10)
      expectFrame(f.aView, CGRect(x: 170.0, y: 100.0, width: 80.0, height: 120.0))
    },
    SpecCase(199, "should adjust the aView") { f in
      f.aView.pin.right(140).width(100).marginLeft(10)
      expectFrame(f.aView, CGRect(x: 160.0, y: 100.0, width: 100.0, height: 120.0))
    },
    SpecCase(204, "should adjust the aView") { f in
      f.aView.pin.right(140).width(100).marginRight(10)
      expectFrame(f.aView, CGRect(x: 150.0, y: 100.0, width: 100.0, height: 120.0))
    },
    SpecCase(209, "should adjust the aView") { f in
      f.aView.pin.right(140).width(100).marginHorizontal(10)
      expectFrame(f.aView, CGRect(x: 150.0, y: 100.0, width: 100.0, height: 120.0))
    },
    // the result of left&right percent margins when the right coordinate and the width are specified (line 215)
    SpecCase(216, "should adjust the aView") { f in
      f.aView.pin.right(140).width(100).margin(2.5%)
      expectFrame(f.aView, CGRect(x: 150.0, y: 100.0, width: 100.0, height: 120.0))
    },
    SpecCase(221, "should adjust the aView") { f in
      f.aView.pin.right(140).width(100).pinEdges().margin(2.5%)
      expectFrame(f.aView, CGRect(x: 170.0, y: 100.0, width: 80.0, height: 120.0))
    },
    SpecCase(226, "should adjust the aView") { f in
      f.aView.pin.right(140).width(100).pinEdges().marginLeft(2.5%)
      expectFrame(f.aView, CGRect(x: 170.0, y: 100.0, width: 90.0, height: 120.0))
    },
    SpecCase(231, "should adjust the aView") { f in
      f.aView.pin.right(140).width(100).pinEdges().marginRight(5%)
      expectFrame(f.aView, CGRect(x: 160.0, y: 100.0, width: 80.0, height: 120.0))
    },
    SpecCase(236, "should adjust the aView") { f in
      f.aView.pin.right(140).width(100).pinEdges().marginRight(2.5%)
      expectFrame(f.aView, CGRect(x: 160.0, y: 100.0, width: 90.0, height: 120.0))
    },
    SpecCase(241, "should adjust the aView") { f in
      f.aView.pin.right(140).width(100).pinEdges().marginLeft(2.5%).marginRight(2.5%)
      expectFrame(f.aView, CGRect(x: 170.0, y: 100.0, width: 80.0, height: 120.0))
    },
    SpecCase(246, "should adjust the aView") { f in
      f.aView.pin.right(140).width(100).pinEdges().marginHorizontal(2.5%)
      expectFrame(f.aView, CGRect(x: 170.0, y: 100.0, width: 80.0, height: 120.0))
    },
    SpecCase(251, "should adjust the aView") { f in
      f.aView.pin.right(140).width(100).marginLeft(2.5%)
      expectFrame(f.aView, CGRect(x: 160.0, y: 100.0, width: 100.0, height: 120.0))
    },
    SpecCase(256, "should adjust the aView") { f in
      f.aView.pin.right(140).width(100).marginRight(2.5%)
      expectFrame(f.aView, CGRect(x: 150.0, y: 100.0, width: 100.0, height: 120.0))
    },
    SpecCase(261, "should adjust the aView") { f in
      f.aView.pin.right(140).width(100).marginHorizontal(2.5%)
      expectFrame(f.aView, CGRect(x: 150.0, y: 100.0, width: 100.0, height: 120.0))
    },
    // the result of left&right margins when the left and right coordinate are specified (line 267)
    SpecCase(268, "should adjust the aView") { f in
      f.aView.pin.left(140).right(160).margin(10)
      expectFrame(f.aView, CGRect(x: 150.0, y: 100.0, width: 80.0, height: 120.0))
    },
    SpecCase(273, "should adjust the aView") { f in
      f.aView.pin.left(140).right(160).margin(10)
      expectFrame(f.aView, CGRect(x: 150.0, y: 100.0, width: 80.0, height: 120.0))
    },
    SpecCase(278, "should adjust the aView") { f in
      f.aView.pin.left(140).right(160).marginLeft(10)
      expectFrame(f.aView, CGRect(x: 150.0, y: 100.0, width: 90.0, height: 120.0))
    },
    SpecCase(283, "should adjust the aView") { f in
      f.aView.pin.left(140).right(160).marginRight(10)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 90.0, height: 120.0))
    },
    SpecCase(288, "should adjust the aView") { f in
      f.aView.pin.left(140).right(160).marginLeft(10).marginRight(10)
      expectFrame(f.aView, CGRect(x: 150.0, y: 100.0, width: 80.0, height: 120.0))
    },
    SpecCase(293, "should adjust the aView") { f in
      f.aView.pin.left(140).right(160).marginHorizontal(10)
      expectFrame(f.aView, CGRect(x: 150.0, y: 100.0, width: 80.0, height: 120.0))
    },
    SpecCase(298, "should adjust the aView") { f in
      f.aView.pin.left(140).right(160).margin(20)
      expectFrame(f.aView, CGRect(x: 160.0, y: 100.0, width: 60.0, height: 120.0))
    },
    SpecCase(303, "should adjust the aView") { f in
      f.aView.pin.left(140).right(160).marginLeft(10)
      expectFrame(f.aView, CGRect(x: 150.0, y: 100.0, width: 90.0, height: 120.0))
    },
    SpecCase(308, "should adjust the aView") { f in
      f.aView.pin.left(140).right(160).marginRight(10)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 90.0, height: 120.0))
    },
    SpecCase(313, "should adjust the aView") { f in
      f.aView.pin.left(140).right(160).marginLeft(10).marginRight(10)
      expectFrame(f.aView, CGRect(x: 150.0, y: 100.0, width: 80.0, height: 120.0))
    },
    SpecCase(318, "should adjust the aView") { f in
      f.aView.pin.left(140).right(160).marginHorizontal(10)
      expectFrame(f.aView, CGRect(x: 150.0, y: 100.0, width: 80.0, height: 120.0))
    },
    // the result of left&right percent margins when the left and right coordinate are specified (line 324)
    SpecCase(325, "should adjust the aView") { f in
      f.aView.pin.left(140).right(160).margin(2.5%)
      expectFrame(f.aView, CGRect(x: 150.0, y: 100.0, width: 80.0, height: 120.0))
    },
    SpecCase(330, "should adjust the aView") { f in
      f.aView.pin.left(140).right(160).margin(2.5%)
      expectFrame(f.aView, CGRect(x: 150.0, y: 100.0, width: 80.0, height: 120.0))
    },
    SpecCase(335, "should adjust the aView") { f in
      f.aView.pin.left(140).right(160).marginLeft(2.5%)
      expectFrame(f.aView, CGRect(x: 150.0, y: 100.0, width: 90.0, height: 120.0))
    },
    SpecCase(340, "should adjust the aView") { f in
      f.aView.pin.left(140).right(160).marginRight(2.5%)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 90.0, height: 120.0))
    },
    SpecCase(345, "should adjust the aView") { f in
      f.aView.pin.left(140).right(160).marginLeft(2.5%).marginRight(2.5%)
      expectFrame(f.aView, CGRect(x: 150.0, y: 100.0, width: 80.0, height: 120.0))
    },
    SpecCase(350, "should adjust the aView") { f in
      f.aView.pin.left(140).right(160).marginHorizontal(2.5%)
      expectFrame(f.aView, CGRect(x: 150.0, y: 100.0, width: 80.0, height: 120.0))
    },
    SpecCase(355, "should adjust the aView") { f in
      f.aView.pin.left(140).right(160).margin(5%)
      expectFrame(f.aView, CGRect(x: 160.0, y: 100.0, width: 60.0, height: 120.0))
    },
    SpecCase(360, "should adjust the aView") { f in
      f.aView.pin.left(140).right(160).marginLeft(2.5%)
      expectFrame(f.aView, CGRect(x: 150.0, y: 100.0, width: 90.0, height: 120.0))
    },
    SpecCase(365, "should adjust the aView") { f in
      f.aView.pin.left(140).right(160).marginRight(2.5%)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 90.0, height: 120.0))
    },
    SpecCase(370, "should adjust the aView") { f in
      f.aView.pin.left(140).right(160).marginLeft(2.5%).marginRight(2.5%)
      expectFrame(f.aView, CGRect(x: 150.0, y: 100.0, width: 80.0, height: 120.0))
    },
    SpecCase(375, "should adjust the aView") { f in
      f.aView.pin.left(140).right(160).marginHorizontal(2.5%)
      expectFrame(f.aView, CGRect(x: 150.0, y: 100.0, width: 80.0, height: 120.0))
    },
    // the result of top&bottom margins when only the height is specified (line 385)
    SpecCase(386, "should adjust the aView") { f in
      f.aView.pin.height(100).margin(10)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 200.0, height: 100.0))
    },
    SpecCase(391, "should adjust the aView") { f in
      f.aView.pin.height(100 - 20)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 200.0, height: 80.0))
    },
    // the result of top&bottom percent margins when only the height is specified (line 397)
    SpecCase(398, "should adjust the aView") { f in
      f.aView.pin.height(100).margin(2.5%)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 200.0, height: 100.0))
    },
    SpecCase(403, "should adjust the aView") { f in
      f.aView.pin.height(100 - 20)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 200.0, height: 80.0))
    },
    // the result of top&bottom margins when the top coordinate and the height are specified (line 409)
    SpecCase(410, "should adjust the aView") { f in
      f.aView.pin.top(140).height(100).margin(10)
      expectFrame(f.aView, CGRect(x: 140.0, y: 150.0, width: 200.0, height: 100.0))
    },
    SpecCase(415, "should adjust the aView") { f in
      f.aView.pin.top(140).height(100).pinEdges().margin(10)
      expectFrame(f.aView, CGRect(x: 140.0, y: 150.0, width: 200.0, height: 80.0))
    },
    SpecCase(420, "should adjust the aView") { f in
      f.aView.pin.top(140).height(100).pinEdges().marginTop(10)
      expectFrame(f.aView, CGRect(x: 140.0, y: 150.0, width: 200.0, height: 90.0))
    },
    SpecCase(425, "should adjust the aView") { f in
      f.aView.pin.top(140).height(100).pinEdges().marginBottom(10)
      expectFrame(f.aView, CGRect(x: 140.0, y: 140.0, width: 200.0, height: 90.0))
    },
    SpecCase(430, "should adjust the aView") { f in
      f.aView.pin.top(140).height(100).pinEdges().marginTop(10).marginBottom(10)
      expectFrame(f.aView, CGRect(x: 140.0, y: 150.0, width: 200.0, height: 80.0))
    },
    SpecCase(435, "should adjust the aView") { f in
      f.aView.pin.top(140).height(100).pinEdges().marginVertical(10)
      expectFrame(f.aView, CGRect(x: 140.0, y: 150.0, width: 200.0, height: 80.0))
    },
    SpecCase(440, "should adjust the aView") { f in
      f.aView.pin.top(140).height(100).pinEdges().marginTop(20)
      expectFrame(f.aView, CGRect(x: 140.0, y: 160.0, width: 200.0, height: 80.0))
    },
    SpecCase(445, "should adjust the aView") { f in
      f.aView.pin.top(140).height(100).marginTop(10)
      expectFrame(f.aView, CGRect(x: 140.0, y: 150.0, width: 200.0, height: 100.0))
    },
    SpecCase(450, "should adjust the aView") { f in
      f.aView.pin.top(140).height(100).marginBottom(10)
      expectFrame(f.aView, CGRect(x: 140.0, y: 140.0, width: 200.0, height: 100.0))
    },
    SpecCase(455, "should adjust the aView") { f in
      f.aView.pin.top(140).height(100).marginVertical(10)
      expectFrame(f.aView, CGRect(x: 140.0, y: 150.0, width: 200.0, height: 100.0))
    },
    // the result of top&bottom percent margins when the top coordinate and the height are specified (line 461)
    SpecCase(462, "should adjust the aView") { f in
      f.aView.pin.top(140).height(100).margin(2.5%)
      expectFrame(f.aView, CGRect(x: 140.0, y: 150.0, width: 200.0, height: 100.0))
    },
    SpecCase(467, "should adjust the aView") { f in
      f.aView.pin.top(140).height(100).pinEdges().margin(2.5%)
      expectFrame(f.aView, CGRect(x: 140.0, y: 150.0, width: 200.0, height: 80.0))
    },
    SpecCase(472, "should adjust the aView") { f in
      f.aView.pin.top(140).height(100).pinEdges().marginTop(2.5%)
      expectFrame(f.aView, CGRect(x: 140.0, y: 150.0, width: 200.0, height: 90.0))
    },
    SpecCase(477, "should adjust the aView") { f in
      f.aView.pin.top(140).height(100).pinEdges().marginBottom(2.5%)
      expectFrame(f.aView, CGRect(x: 140.0, y: 140.0, width: 200.0, height: 90.0))
    },
    SpecCase(482, "should adjust the aView") { f in
      f.aView.pin.top(140).height(100).pinEdges().marginTop(2.5%).marginBottom(2.5%)
      expectFrame(f.aView, CGRect(x: 140.0, y: 150.0, width: 200.0, height: 80.0))
    },
    SpecCase(487, "should adjust the aView") { f in
      f.aView.pin.top(140).height(100).pinEdges().marginVertical(2.5%)
      expectFrame(f.aView, CGRect(x: 140.0, y: 150.0, width: 200.0, height: 80.0))
    },
    SpecCase(492, "should adjust the aView") { f in
      f.aView.pin.top(140).height(100).pinEdges().marginTop(5%)
      expectFrame(f.aView, CGRect(x: 140.0, y: 160.0, width: 200.0, height: 80.0))
    },
    SpecCase(497, "should adjust the aView") { f in
      f.aView.pin.top(140).height(100).marginTop(2.5%)
      expectFrame(f.aView, CGRect(x: 140.0, y: 150.0, width: 200.0, height: 100.0))
    },
    SpecCase(502, "should adjust the aView") { f in
      f.aView.pin.top(140).height(100).marginBottom(2.5%)
      expectFrame(f.aView, CGRect(x: 140.0, y: 140.0, width: 200.0, height: 100.0))
    },
    SpecCase(507, "should adjust the aView") { f in
      f.aView.pin.top(140).height(100).marginVertical(2.5%)
      expectFrame(f.aView, CGRect(x: 140.0, y: 150.0, width: 200.0, height: 100.0))
    },
    // the result of top&bottom margins when the bottom coordinate and the height are specified (line 516)
    SpecCase(517, "should adjust the aView") { f in
      f.aView.pin.bottom(260).height(100).margin(10)
      expectFrame(f.aView, CGRect(x: 140.0, y: 30.0, width: 200.0, height: 100.0))
    },
    SpecCase(522, "should adjust the aView") { f in
      f.aView.pin.bottom(260).height(100).pinEdges().margin(10)
      expectFrame(f.aView, CGRect(x: 140.0, y: 50.0, width: 200.0, height: 80.0))
    },
    SpecCase(527, "should adjust the aView") { f in
      f.aView.pin.bottom(260).height(100).pinEdges().marginTop(10)
      expectFrame(f.aView, CGRect(x: 140.0, y: 50.0, width: 200.0, height: 90.0))
    },
    SpecCase(532, "should adjust the aView") { f in
      f.aView.pin.bottom(260).height(100).pinEdges().marginBottom(20)
      expectFrame(f.aView, CGRect(x: 140.0, y: 40.0, width: 200.0, height: 80.0))
    },
    SpecCase(537, "should adjust the aView") { f in
      f.aView.pin.bottom(260).height(100).pinEdges().marginBottom(10)
      expectFrame(f.aView, CGRect(x: 140.0, y: 40.0, width: 200.0, height: 90.0))
    },
    SpecCase(542, "should adjust the aView") { f in
      f.aView.pin.bottom(260).height(100).pinEdges().marginTop(10).marginBottom(10)
      expectFrame(f.aView, CGRect(x: 140.0, y: 50.0, width: 200.0, height: 80.0))
    },
    SpecCase(547, "should adjust the aView") { f in
      f.aView.pin.bottom(260).height(100).pinEdges().marginVertical(10)
      expectFrame(f.aView, CGRect(x: 140.0, y: 50.0, width: 200.0, height: 80.0))
    },
    SpecCase(552, "should adjust the aView") { f in
      f.aView.pin.bottom(260).height(100).marginTop(10)
      expectFrame(f.aView, CGRect(x: 140.0, y: 40.0, width: 200.0, height: 100.0))
    },
    SpecCase(557, "should adjust the aView") { f in
      f.aView.pin.bottom(260).height(100).marginBottom(10)
      expectFrame(f.aView, CGRect(x: 140.0, y: 30.0, width: 200.0, height: 100.0))
    },
    SpecCase(562, "should adjust the aView") { f in
      f.aView.pin.bottom(260).height(100).marginVertical(10)
      expectFrame(f.aView, CGRect(x: 140.0, y: 30.0, width: 200.0, height: 100.0))
    },
    // the result of top&bottom percent margins when the bottom coordinate and the height are specified (line 568)
    SpecCase(569, "should adjust the aView") { f in
      f.aView.pin.bottom(260).height(100).margin(2.5%)
      expectFrame(f.aView, CGRect(x: 140.0, y: 30.0, width: 200.0, height: 100.0))
    },
    SpecCase(574, "should adjust the aView") { f in
      f.aView.pin.bottom(260).height(100).pinEdges().margin(2.5%)
      expectFrame(f.aView, CGRect(x: 140.0, y: 50.0, width: 200.0, height: 80.0))
    },
    SpecCase(579, "should adjust the aView") { f in
      f.aView.pin.bottom(260).height(100).pinEdges().marginTop(2.5%)
      expectFrame(f.aView, CGRect(x: 140.0, y: 50.0, width: 200.0, height: 90.0))
    },
    SpecCase(584, "should adjust the aView") { f in
      f.aView.pin.bottom(260).height(100).pinEdges().marginBottom(5%)
      expectFrame(f.aView, CGRect(x: 140.0, y: 40.0, width: 200.0, height: 80.0))
    },
    SpecCase(589, "should adjust the aView") { f in
      f.aView.pin.bottom(260).height(100).pinEdges().marginBottom(2.5%)
      expectFrame(f.aView, CGRect(x: 140.0, y: 40.0, width: 200.0, height: 90.0))
    },
    SpecCase(594, "should adjust the aView") { f in
      f.aView.pin.bottom(260).height(100).pinEdges().marginTop(2.5%).marginBottom(2.5%)
      expectFrame(f.aView, CGRect(x: 140.0, y: 50.0, width: 200.0, height: 80.0))
    },
    SpecCase(599, "should adjust the aView") { f in
      f.aView.pin.bottom(260).height(100).pinEdges().marginVertical(2.5%)
      expectFrame(f.aView, CGRect(x: 140.0, y: 50.0, width: 200.0, height: 80.0))
    },
    SpecCase(604, "should adjust the aView") { f in
      f.aView.pin.bottom(260).height(100).marginTop(2.5%)
      expectFrame(f.aView, CGRect(x: 140.0, y: 40.0, width: 200.0, height: 100.0))
    },
    SpecCase(609, "should adjust the aView") { f in
      f.aView.pin.bottom(260).height(100).marginBottom(2.5%)
      expectFrame(f.aView, CGRect(x: 140.0, y: 30.0, width: 200.0, height: 100.0))
    },
    SpecCase(614, "should adjust the aView") { f in
      f.aView.pin.bottom(260).height(100).marginVertical(2.5%)
      expectFrame(f.aView, CGRect(x: 140.0, y: 30.0, width: 200.0, height: 100.0))
    },
    // the result of top&bottom margins when the top and bottom coordinate are specified (line 623)
    SpecCase(624, "should adjust the aView") { f in
      f.aView.pin.top(140).bottom(160).margin(10)
      expectFrame(f.aView, CGRect(x: 140.0, y: 150.0, width: 200.0, height: 80.0))
    },
    SpecCase(629, "should adjust the aView") { f in
      f.aView.pin.top(140).bottom(160).margin(10)
      expectFrame(f.aView, CGRect(x: 140.0, y: 150.0, width: 200.0, height: 80.0))
    },
    SpecCase(634, "should obtain the same result with or without pinEdges()") { f in
      f.aView.pin.top(140).bottom(160).margin(10)
      let frameWithoutPinEdgest = f.aView.frame
      f.aView.pin.top(140).bottom(160).pinEdges().margin(10)
      expectFrame(f.aView, frameWithoutPinEdgest)
    },
    SpecCase(643, "should adjust the aView") { f in
      f.aView.pin.top(140).bottom(160).marginTop(10)
      expectFrame(f.aView, CGRect(x: 140.0, y: 150.0, width: 200.0, height: 90.0))
    },
    SpecCase(648, "should adjust the aView") { f in
      f.aView.pin.top(140).bottom(160).marginBottom(10)
      expectFrame(f.aView, CGRect(x: 140.0, y: 140.0, width: 200.0, height: 90.0))
    },
    SpecCase(653, "should adjust the aView") { f in
      f.aView.pin.top(140).bottom(160).marginTop(10).marginBottom(10)
      expectFrame(f.aView, CGRect(x: 140.0, y: 150.0, width: 200.0, height: 80.0))
    },
    SpecCase(658, "should adjust the aView") { f in
      f.aView.pin.top(140).bottom(160).pinEdges().marginVertical(10)
      expectFrame(f.aView, CGRect(x: 140.0, y: 150.0, width: 200.0, height: 80.0))
    },
    SpecCase(663, "should adjust the aView") { f in
      f.aView.pin.top(140).bottom(160).pinEdges().marginTop(20).marginBottom(20)
      expectFrame(f.aView, CGRect(x: 140.0, y: 160.0, width: 200.0, height: 60.0))
    },
    SpecCase(668, "should adjust the aView") { f in
      f.aView.pin.top(140).bottom(160).marginTop(10)
      expectFrame(f.aView, CGRect(x: 140.0, y: 150.0, width: 200.0, height: 90.0))
    },
    SpecCase(673, "should adjust the aView") { f in
      f.aView.pin.top(140).bottom(160).marginBottom(10)
      expectFrame(f.aView, CGRect(x: 140.0, y: 140.0, width: 200.0, height: 90.0))
    },
    SpecCase(678, "should adjust the aView") { f in
      f.aView.pin.top(140).bottom(160).marginTop(10).marginBottom(10)
      expectFrame(f.aView, CGRect(x: 140.0, y: 150.0, width: 200.0, height: 80.0))
    },
    SpecCase(683, "should adjust the aView") { f in
      f.aView.pin.top(140).bottom(160).marginVertical(10)
      expectFrame(f.aView, CGRect(x: 140.0, y: 150.0, width: 200.0, height: 80.0))
    },
    // the result of top&bottom percent margins when the top and bottom coordinate are specified (line 689)
    SpecCase(690, "should adjust the aView") { f in
      f.aView.pin.top(140).bottom(160).margin(2.5%)
      expectFrame(f.aView, CGRect(x: 140.0, y: 150.0, width: 200.0, height: 80.0))
    },
    SpecCase(695, "should adjust the aView") { f in
      f.aView.pin.top(140).bottom(160).margin(2.5%)
      expectFrame(f.aView, CGRect(x: 140.0, y: 150.0, width: 200.0, height: 80.0))
    },
    SpecCase(700, "should obtain the same result with or without pinEdges()") { f in
      f.aView.pin.top(140).bottom(160).margin(2.5%)
      let frameWithoutPinEdgest = f.aView.frame
      f.aView.pin.top(140).bottom(160).pinEdges().margin(2.5%)
      expectFrame(f.aView, frameWithoutPinEdgest)
    },
    SpecCase(709, "should adjust the aView") { f in
      f.aView.pin.top(140).bottom(160).marginTop(2.5%)
      expectFrame(f.aView, CGRect(x: 140.0, y: 150.0, width: 200.0, height: 90.0))
    },
    SpecCase(714, "should adjust the aView") { f in
      f.aView.pin.top(140).bottom(160).marginBottom(2.5%)
      expectFrame(f.aView, CGRect(x: 140.0, y: 140.0, width: 200.0, height: 90.0))
    },
    SpecCase(719, "should adjust the aView") { f in
      f.aView.pin.top(140).bottom(160).marginTop(10).marginBottom(2.5%)
      expectFrame(f.aView, CGRect(x: 140.0, y: 150.0, width: 200.0, height: 80.0))
    },
    SpecCase(724, "should adjust the aView") { f in
      f.aView.pin.top(140).bottom(160).pinEdges().marginVertical(2.5%)
      expectFrame(f.aView, CGRect(x: 140.0, y: 150.0, width: 200.0, height: 80.0))
    },
    SpecCase(729, "should adjust the aView") { f in
      f.aView.pin.top(140).bottom(160).pinEdges().marginTop(5%).marginBottom(5%)
      expectFrame(f.aView, CGRect(x: 140.0, y: 160.0, width: 200.0, height: 60.0))
    },
    SpecCase(734, "should adjust the aView") { f in
      f.aView.pin.top(140).bottom(160).marginTop(2.5%)
      expectFrame(f.aView, CGRect(x: 140.0, y: 150.0, width: 200.0, height: 90.0))
    },
    SpecCase(739, "should adjust the aView") { f in
      f.aView.pin.top(140).bottom(160).marginBottom(2.5%)
      expectFrame(f.aView, CGRect(x: 140.0, y: 140.0, width: 200.0, height: 90.0))
    },
    SpecCase(744, "should adjust the aView") { f in
      f.aView.pin.top(140).bottom(160).marginTop(2.5%).marginBottom(2.5%)
      expectFrame(f.aView, CGRect(x: 140.0, y: 150.0, width: 200.0, height: 80.0))
    },
    SpecCase(749, "should adjust the aView") { f in
      f.aView.pin.top(140).bottom(160).marginVertical(2.5%)
      expectFrame(f.aView, CGRect(x: 140.0, y: 150.0, width: 200.0, height: 80.0))
    },
    // the result of top&bottom margins when the hCenter is specified (line 758)
    SpecCase(759, "should adjust the aView") { f in
      f.aView.pin.hCenter(100).margin(10)
      expectFrame(f.aView, CGRect(x: 200.0, y: 100.0, width: 200.0, height: 120.0))
    },
    SpecCase(764, "should adjust the aView") { f in
      f.aView.pin.hCenter(100).marginLeft(10)
      expectFrame(f.aView, CGRect(x: 210.0, y: 100.0, width: 200.0, height: 120.0))
    },
    SpecCase(769, "should adjust the aView") { f in
      f.aView.pin.hCenter(100).marginRight(10)
      expectFrame(f.aView, CGRect(x: 190.0, y: 100.0, width: 200.0, height: 120.0))
    },
    SpecCase(774, "should adjust the aView") { f in
      f.aView.pin.hCenter(-100).margin(10)
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 200.0, height: 120.0))
    },
    SpecCase(779, "should adjust the aView") { f in
      f.aView.pin.hCenter(100).width(100).pinEdges().margin(10)
      expectFrame(f.aView, CGRect(x: 260.0, y: 100.0, width: 80.0, height: 120.0))
    },
    SpecCase(784, "should obtain the same result with or without pinEdges()") { f in
      f.aView.pin.hCenter(100).margin(10)
      let frameWithoutPinEdgest = f.aView.frame
      f.aView.pin.hCenter(100).pinEdges().margin(10)
      expectFrame(f.aView, frameWithoutPinEdgest)
    },
    SpecCase(793, "should adjust the aView") { f in
      f.aView.pin.hCenter(100).width(100).pinEdges().marginLeft(10)
      expectFrame(f.aView, CGRect(x: 260.0, y: 100.0, width: 90, height: 120.0))
    },
    SpecCase(798, "should adjust the aView") { f in
      f.aView.pin.hCenter(100).width(100).pinEdges().marginRight(10)
      expectFrame(f.aView, CGRect(x: 250, y: 100.0, width: 90, height: 120.0))
    },
    SpecCase(803, "should adjust the aView") { f in
      f.aView.pin.hCenter(100).width(100).pinEdges().marginLeft(10).marginRight(10)
      expectFrame(f.aView, CGRect(x: 260.0, y: 100.0, width: 80.0, height: 120.0))
    },
    SpecCase(808, "should adjust the aView") { f in
      f.aView.pin.hCenter(100).width(50).height(100).margin(10)
      expectFrame(f.aView, CGRect(x: 275.0, y: 100.0, width: 50.0, height: 100.0))
    },
    SpecCase(813, "should adjust the aView") { f in
      f.aView.pin.hCenter(100).width(50).height(100)
      expectFrame(f.aView, CGRect(x: 275.0, y: 100.0, width: 50.0, height: 100.0))
    },
    SpecCase(818, "should adjust the aView") { f in
      f.aView.pin.hCenter(25%)
      expectFrame(f.aView, CGRect(x: 200.0, y: 100.0, width: 200.0, height: 120.0))
    },
    SpecCase(823, "should adjust the aView") { f in
      f.aView.pin.hCenter(-25%)
      expectFrame(f.aView, CGRect(x: 0, y: 100.0, width: 200.0, height: 120.0))
    },
    // the result of top&bottom percent margins when the hCenter is specified (line 829)
    SpecCase(830, "should adjust the aView") { f in
      f.aView.pin.hCenter(100).margin(2.5%)
      expectFrame(f.aView, CGRect(x: 200.0, y: 100.0, width: 200.0, height: 120.0))
    },
    SpecCase(835, "should adjust the aView") { f in
      f.aView.pin.hCenter(100).marginLeft(2.5%)
      expectFrame(f.aView, CGRect(x: 210.0, y: 100.0, width: 200.0, height: 120.0))
    },
    SpecCase(840, "should adjust the aView") { f in
      f.aView.pin.hCenter(100).marginRight(2.5%)
      expectFrame(f.aView, CGRect(x: 190.0, y: 100.0, width: 200.0, height: 120.0))
    },
    SpecCase(845, "should adjust the aView") { f in
      f.aView.pin.hCenter(-100).margin(2.5%)
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 200.0, height: 120.0))
    },
    SpecCase(850, "should adjust the aView") { f in
      f.aView.pin.hCenter(100).width(100).pinEdges().margin(2.5%)
      expectFrame(f.aView, CGRect(x: 260.0, y: 100.0, width: 80.0, height: 120.0))
    },
    SpecCase(855, "should obtain the same result with or without pinEdges()") { f in
      f.aView.pin.hCenter(100).margin(2.5%)
      let frameWithoutPinEdgest = f.aView.frame
      f.aView.pin.hCenter(100).pinEdges().margin(2.5%)
      expectFrame(f.aView, frameWithoutPinEdgest)
    },
    SpecCase(864, "should adjust the aView") { f in
      f.aView.pin.hCenter(100).width(100).pinEdges().marginLeft(2.5%)
      expectFrame(f.aView, CGRect(x: 260.0, y: 100.0, width: 90, height: 120.0))
    },
    SpecCase(869, "should adjust the aView") { f in
      f.aView.pin.hCenter(100).width(100).pinEdges().marginRight(2.5%)
      expectFrame(f.aView, CGRect(x: 250, y: 100.0, width: 90, height: 120.0))
    },
    SpecCase(874, "should adjust the aView") { f in
      f.aView.pin.hCenter(100).width(100).pinEdges().marginLeft(2.5%).marginRight(2.5%)
      expectFrame(f.aView, CGRect(x: 260.0, y: 100.0, width: 80.0, height: 120.0))
    },
    SpecCase(879, "should adjust the aView") { f in
      f.aView.pin.hCenter(100).width(50).height(100).margin(2.5%)
      expectFrame(f.aView, CGRect(x: 275.0, y: 100.0, width: 50.0, height: 100.0))
    },
    SpecCase(884, "should adjust the aView") { f in
      f.aView.pin.hCenter(100).width(50).height(100)
      expectFrame(f.aView, CGRect(x: 275.0, y: 100.0, width: 50.0, height: 100.0))
    },
    SpecCase(889, "should adjust the aView") { f in
      f.aView.pin.hCenter(25%)
      expectFrame(f.aView, CGRect(x: 200.0, y: 100.0, width: 200.0, height: 120.0))
    },
    SpecCase(894, "should adjust the aView") { f in
      f.aView.pin.hCenter(-25%)
      expectFrame(f.aView, CGRect(x: 0, y: 100.0, width: 200.0, height: 120.0))
    },
    // the result of top&bottom margins when the vCenter is specified (line 903)
    SpecCase(904, "should adjust the aView") { f in
      f.aView.pin.vCenter(100).margin(10)
      expectFrame(f.aView, CGRect(x: 140.0, y: 240.0, width: 200.0, height: 120.0))
    },
    SpecCase(909, "should adjust the aView") { f in
      f.aView.pin.vCenter(100).marginTop(10)
      expectFrame(f.aView, CGRect(x: 140.0, y: 250.0, width: 200.0, height: 120.0))
    },
    SpecCase(914, "should adjust the aView") { f in
      f.aView.pin.vCenter(100).marginBottom(10)
      expectFrame(f.aView, CGRect(x: 140.0, y: 230.0, width: 200.0, height: 120.0))
    },
    SpecCase(919, "should adjust the aView") { f in
      f.aView.pin.vCenter(100).height(100).pinEdges().margin(10)
      expectFrame(f.aView, CGRect(x: 140.0, y: 260.0, width: 200.0, height: 80.0))
    },
    SpecCase(924, "should adjust the aView") { f in
      f.aView.pin.vCenter(100).height(100).pinEdges().marginVertical(10)
      expectFrame(f.aView, CGRect(x: 140.0, y: 260.0, width: 200.0, height: 80.0))
    },
    SpecCase(929, "should adjust the aView") { f in
      f.aView.pin.vCenter(100).height(100).pinEdges().marginTop(20).marginBottom(20)
      expectFrame(f.aView, CGRect(x: 140.0, y: 270.0, width: 200.0, height: 60.0))
    },
    SpecCase(934, "should adjust the aView") { f in
      f.aView.pin.vCenter(100).height(100).pinEdges().marginTop(10)
      expectFrame(f.aView, CGRect(x: 140.0, y: 260.0, width: 200.0, height: 90.0))
    },
    SpecCase(939, "should adjust the aView") { f in
      f.aView.pin.vCenter(100).height(100).pinEdges().marginBottom(10)
      expectFrame(f.aView, CGRect(x: 140.0, y: 250.0, width: 200.0, height: 90.0))
    },
    SpecCase(943, "should adjust the aView") { f in
      f.aView.pin.vCenter(50%).margin(10)
      expectFrame(f.aView, CGRect(x: 140.0, y: 340.0, width: 200.0, height: 120.0))
    },
    SpecCase(948, "should adjust the aView") { f in
      f.aView.pin.vCenter(-25%)
      expectFrame(f.aView, CGRect(x: 140.0, y: 40.0, width: 200.0, height: 120.0))
    },
    // the result of top&bottom percent margins when the vCenter is specified (line 954)
    SpecCase(955, "should adjust the aView") { f in
      f.aView.pin.vCenter(100).margin(2.5%)
      expectFrame(f.aView, CGRect(x: 140.0, y: 240.0, width: 200.0, height: 120.0))
    },
    SpecCase(960, "should adjust the aView") { f in
      f.aView.pin.vCenter(100).marginTop(2.5%)
      expectFrame(f.aView, CGRect(x: 140.0, y: 250.0, width: 200.0, height: 120.0))
    },
    SpecCase(965, "should adjust the aView") { f in
      f.aView.pin.vCenter(100).marginBottom(2.5%)
      expectFrame(f.aView, CGRect(x: 140.0, y: 230.0, width: 200.0, height: 120.0))
    },
    SpecCase(970, "should adjust the aView") { f in
      f.aView.pin.vCenter(100).height(100).pinEdges().margin(2.5%)
      expectFrame(f.aView, CGRect(x: 140.0, y: 260.0, width: 200.0, height: 80.0))
    },
    SpecCase(975, "should adjust the aView") { f in
      f.aView.pin.vCenter(100).height(100).pinEdges().marginVertical(2.5%)
      expectFrame(f.aView, CGRect(x: 140.0, y: 260.0, width: 200.0, height: 80.0))
    },
    SpecCase(980, "should adjust the aView") { f in
      f.aView.pin.vCenter(100).height(100).pinEdges().marginTop(5%).marginBottom(5%)
      expectFrame(f.aView, CGRect(x: 140.0, y: 270.0, width: 200.0, height: 60.0))
    },
    SpecCase(985, "should adjust the aView") { f in
      f.aView.pin.vCenter(100).height(100).pinEdges().marginTop(2.5%)
      expectFrame(f.aView, CGRect(x: 140.0, y: 260.0, width: 200.0, height: 90.0))
    },
    SpecCase(990, "should adjust the aView") { f in
      f.aView.pin.vCenter(100).height(100).pinEdges().marginBottom(2.5%)
      expectFrame(f.aView, CGRect(x: 140.0, y: 250.0, width: 200.0, height: 90.0))
    },
    SpecCase(994, "should adjust the aView") { f in
      f.aView.pin.vCenter(50%).margin(2.5%)
      expectFrame(f.aView, CGRect(x: 140.0, y: 340.0, width: 200.0, height: 120.0))
    },
    SpecCase(999, "should adjust the aView") { f in
      f.aView.pin.vCenter(-25%)
      expectFrame(f.aView, CGRect(x: 140.0, y: 40.0, width: 200.0, height: 120.0))
    },
    // the result of top&bottom margins when the hCenter and vCenter are specified (line 1008)
    SpecCase(1009, "should adjust the aView") { f in
      f.aView.pin.hCenter(100).vCenter(100).margin(10)
      expectFrame(f.aView, CGRect(x: 200.0, y: 240.0, width: 200.0, height: 120.0))
    },
    SpecCase(1014, "should adjust the aView") { f in
      f.aView.pin.hCenter(100).vCenter(100).width(100).pinEdges().marginTop(10)
      expectFrame(f.aView, CGRect(x: 250.0, y: 250.0, width: 100.0, height: 120.0))
    },
    SpecCase(1019, "should adjust the aView") { f in
      f.aView.pin.hCenter(50%).vCenter(50%)
      expectFrame(f.aView, CGRect(x: 300, y: 340, width: 200.0, height: 120.0))
    },
    // the result of top&bottom percent margins when the hCenter and vCenter are specified (line 1025)
    SpecCase(1026, "should adjust the aView") { f in
      f.aView.pin.hCenter(100).vCenter(100).margin(2.5%)
      expectFrame(f.aView, CGRect(x: 200.0, y: 240.0, width: 200.0, height: 120.0))
    },
    SpecCase(1031, "should adjust the aView") { f in
      f.aView.pin.hCenter(100).vCenter(100).width(100).pinEdges().marginTop(2.5%)
      expectFrame(f.aView, CGRect(x: 250.0, y: 250.0, width: 100.0, height: 120.0))
    },
    SpecCase(1036, "should adjust the aView") { f in
      f.aView.pin.hCenter(50%).vCenter(50%)
      expectFrame(f.aView, CGRect(x: 300, y: 340, width: 200.0, height: 120.0))
    },
    // the result of top&bottom margins when the hCenter and vCenter are specified (line 1045)
    SpecCase(1046, "should adjust the aView") { f in
      f.aView.pin.top().bottom().left().right().margin(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
      expectFrame(f.aView, CGRect(x: 20.0, y: 10.0, width: 340.0, height: 360.0))
    },
    // iOS 11+ only in the original: `margin(NSDirectionalEdgeInsets)` reads here as marginTop, marginStart,
    // marginBottom, marginEnd (this port has no directional insets type), and PinLayout's global
    // `Pin.layoutDirection` as the root's `layoutDirection` (`.auto` is the default, left to right).
    SpecCase(1053, "should adjust the aView") { f in
      f.window.layoutDirection = .leftToRight
      f.aView.pin.top().bottom().start().end().marginTop(10).marginStart(20).marginBottom(30).marginEnd(40)
      expectFrame(f.aView, CGRect(x: 20.0, y: 10.0, width: 340.0, height: 360.0))
    },
    SpecCase(1059, "should adjust the aView") { f in
      f.window.layoutDirection = .rightToLeft
      f.aView.pin.top().bottom().start().end().marginTop(10).marginStart(20).marginBottom(30).marginEnd(40)
      expectFrame(f.aView, CGRect(x: 40.0, y: 10.0, width: 340.0, height: 360.0))
    },
    SpecCase(1065, "should adjust the aView") { f in
      f.aView.pin.top().bottom().start().end().marginTop(10).marginStart(20).marginBottom(30).marginEnd(40)
      expectFrame(f.aView, CGRect(x: 20.0, y: 10.0, width: 340.0, height: 360.0))
    },
  ]

  @Test("MarginsSpec", arguments: cases)
  func spec(_ specCase: SpecCase<Fixture>) {
    specCase.body(Fixture())
  }
}
