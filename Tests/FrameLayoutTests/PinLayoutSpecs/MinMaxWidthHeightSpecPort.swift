import Foundation
import LayoutNodes
import Testing

// A port of PinLayout's Tests/Common/MinMaxWidthHeightSpec.swift (layoutBox/PinLayout), case by case: each case
// names the line of its `it` in the original, and expects the original's values.
@Suite("PinLayout spec: MinMaxWidthHeightSpec")
struct MinMaxWidthHeightSpecPort {
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
    // the result of the minWidth(...) (line 60)
    SpecCase(61, "should adjust the width of aView") { f in
      f.aView.pin.left().minWidth(50)
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(66, "should adjust the width of aView") { f in
      f.aView.frame = CGRect(x: 40, y: 100, width: 25, height: 60)
      f.aView.pin.left().minWidth(50)
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 50.0, height: 60.0))
    },
    SpecCase(73, "should adjust the width of aView") { f in
      f.aView.frame = CGRect(x: 40, y: 100, width: 25, height: 60)
      f.aView.pin.left().minWidth(25%)
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(79, "should adjust the width of aView") { f in
      f.aView.pin.left().width(100).minWidth(150)  // width < minWidth
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 150.0, height: 60.0))
    },
    SpecCase(84, "should adjust the width of aView") { f in
      f.aView.pin.left().width(100).minWidth(50)  // width > minWidth
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(89, "should adjust the width of aView") { f in
      f.aView.pin.left(100).right(100)
      expectFrame(f.aView, CGRect(x: 100.0, y: 100.0, width: 200.0, height: 60.0))
    },
    SpecCase(94, "should adjust the width of aView") { f in
      f.aView.pin.left(100).right(100).minWidth(250)
      expectFrame(f.aView, CGRect(x: 100.0, y: 100.0, width: 250.0, height: 60.0))
    },
    SpecCase(99, "should adjust the width of aView") { f in
      f.aView.pin.left(100).right(100).marginLeft(100).minWidth(250)
      expectFrame(f.aView, CGRect(x: 200.0, y: 100.0, width: 250.0, height: 60.0))
    },
    SpecCase(104, "should adjust the width of aView") { f in
      f.aView.pin.left(100).right(100).marginRight(100).minWidth(250)
      expectFrame(f.aView, CGRect(x: 100.0, y: 100.0, width: 250.0, height: 60.0))
    },
    SpecCase(109, "should adjust the width of aView") { f in
      f.aView.pin.right(100).minWidth(300)
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 300.0, height: 60.0))
    },
    SpecCase(114, "should adjust the width to 500 and keep the view in the center") { f in
      f.aView.pin.left().right().minWidth(500)
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 500.0, height: 60.0))
    },
    SpecCase(119, "should adjust the width when using hCenter") { f in
      f.aView.pin.hCenter().width(20).minWidth(250)
      expectFrame(f.aView, CGRect(x: 75.0, y: 100.0, width: 250.0, height: 60.0))
    },
    SpecCase(124, "should adjust the width when using hCenter") { f in
      f.aView.pin.hCenter().width(20).minWidth(250).justify(.left)
      expectFrame(f.aView, CGRect(x: 75.0, y: 100.0, width: 250.0, height: 60.0))
      expectLastWarning(
        f.window,
        contains: ["justify(.left)", "won't be applied", "justification is not applied when hCenter has been set"])
    },
    // the result of the maxWidth(...) (line 134)
    SpecCase(135, "should adjust the width of aView") { f in
      f.aView.pin.left().maxWidth(150)
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(140, "should adjust the width of aView") { f in
      f.aView.frame = CGRect(x: 40, y: 100, width: 200, height: 60)
      f.aView.pin.left().maxWidth(150)
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 150.0, height: 60.0))
    },
    SpecCase(147, "should adjust the width of aView") { f in
      f.aView.frame = CGRect(x: 40, y: 100, width: 200, height: 60)
      f.aView.pin.left().maxWidth(25%)
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(154, "should adjust the width of aView") { f in
      f.aView.pin.left().maxWidth(150).marginLeft(50)
      expectFrame(f.aView, CGRect(x: 50.0, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(159, "should adjust the width of aView") { f in
      f.aView.pin.left().right().maxWidth(150)
      expectFrame(f.aView, CGRect(x: 0, y: 100.0, width: 150.0, height: 60.0))
    },
    SpecCase(164, "should adjust the width of aView") { f in
      f.aView.pin.left().width(200).maxWidth(150)
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 150.0, height: 60.0))
    },
    SpecCase(169, "should adjust the width of aView") { f in
      f.aView.pin.right().width(200).maxWidth(150)
      expectFrame(f.aView, CGRect(x: 250.0, y: 100.0, width: 150.0, height: 60.0))
    },
    SpecCase(174, "should adjust the width of aView") { f in
      f.aView.pin.left(0).right(0).maxWidth(250).marginLeft(100)
      expectFrame(f.aView, CGRect(x: 100.0, y: 100.0, width: 250.0, height: 60.0))
    },
    SpecCase(179, "should adjust the width of aView") { f in
      f.aView.pin.left(0).maxWidth(250).marginLeft(100)
      expectFrame(f.aView, CGRect(x: 100.0, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(184, "should adjust the width of aView") { f in
      f.aView.frame = CGRect(x: 40, y: 100, width: 300, height: 60)
      f.aView.pin.left(0).maxWidth(250).marginLeft(100)
      expectFrame(f.aView, CGRect(x: 100.0, y: 100.0, width: 250.0, height: 60.0))
    },
    SpecCase(190, "should adjust the width of aView") { f in
      f.aView.pin.left(0).width(100%).maxWidth(250).marginLeft(100)
      expectFrame(f.aView, CGRect(x: 100.0, y: 100.0, width: 250.0, height: 60.0))
    },
    SpecCase(195, "should adjust the width of aView") { f in
      f.aView.pin.left(0).right(0).marginRight(100).maxWidth(250)
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 250.0, height: 60.0))
    },
    SpecCase(200, "should adjust the width using justify") { f in
      f.aView.pin.left().width(100%).maxWidth(250).justify(.left)
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 250.0, height: 60.0))
    },
    SpecCase(205, "should adjust the width using justify") { f in
      f.aView.pin.left().width(100%).maxWidth(250).justify(.center)
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 250.0, height: 60.0))
      expectLastWarning(f.window, contains: ["justify(.center)", "won't be applied", "left and right coordinates"])
    },
    SpecCase(211, "should adjust the width using justify") { f in
      f.aView.pin.left().width(100%).maxWidth(250).justify(.right)
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 250.0, height: 60.0))
      expectLastWarning(f.window, contains: ["justify(.right)", "won't be applied", "left and right coordinates"])
    },
    SpecCase(217, "should adjust the width using justify") { f in
      f.aView.pin.right().width(100%).maxWidth(250).justify(.left)
      expectFrame(f.aView, CGRect(x: 150.0, y: 100.0, width: 250.0, height: 60.0))
      expectLastWarning(f.window, contains: ["justify(.left)", "won't be applied", "left and right coordinates"])
    },
    SpecCase(223, "should adjust the width using justify") { f in
      f.aView.pin.right().width(100%).maxWidth(250).justify(.center)
      expectFrame(f.aView, CGRect(x: 150.0, y: 100.0, width: 250.0, height: 60.0))
      expectLastWarning(f.window, contains: ["justify(.center)", "won't be applied", "left and right coordinates"])
    },
    SpecCase(229, "should adjust the width using justify") { f in
      f.aView.pin.right().width(100%).maxWidth(250).justify(.right)
      expectFrame(f.aView, CGRect(x: 150.0, y: 100.0, width: 250.0, height: 60.0))
    },
    SpecCase(234, "should adjust the width using justify") { f in
      f.aView.pin.left().right().marginLeft(20).maxWidth(250).justify(.left)
      expectFrame(f.aView, CGRect(x: 20.0, y: 100.0, width: 250.0, height: 60.0))
    },
    SpecCase(239, "should adjust the width using justify") { f in
      f.aView.pin.left().right().maxWidth(250).justify(.center)
      expectFrame(f.aView, CGRect(x: 75.0, y: 100.0, width: 250.0, height: 60.0))
    },
    SpecCase(244, "should adjust the width using justify") { f in
      f.aView.pin.left().right().marginLeft(20).maxWidth(250).justify(.center)
      expectFrame(f.aView, CGRect(x: 85.0, y: 100.0, width: 250.0, height: 60.0))
    },
    SpecCase(249, "should adjust the width using justify") { f in
      f.aView.pin.left().right().marginLeft(20).maxWidth(250).justify(.right)
      expectFrame(f.aView, CGRect(x: 150.0, y: 100.0, width: 250.0, height: 60.0))
    },
    SpecCase(254, "should adjust the width using justify") { f in
      f.aView.pin.left().right().marginLeft(20).marginRight(20).maxWidth(250).justify(.right)
      expectFrame(f.aView, CGRect(x: 130.0, y: 100.0, width: 250.0, height: 60.0))
    },
    SpecCase(259, "should adjust the width when using hCenter") { f in
      f.aView.pin.hCenter().width(100%).maxWidth(250)
      expectFrame(f.aView, CGRect(x: 75.0, y: 100.0, width: 250.0, height: 60.0))
    },
    // iOS and tvOS only in the original (it measures with `sizeThatFits`); no UIKit needed here.
    // the result of the minWidth/maxWidth & fitSize() (line 269)
    SpecCase(270, "should adjust the width when using fitSize") { f in
      f.aView.measure = basicViewMeasure(area: 40 * 40)
      f.aView.pin.left().width(100%).maxWidth(250).maxHeight(20).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 250.0, height: 6.5))
    },
    SpecCase(276, "should adjust the width when using fitSize") { f in
      f.aView.measure = basicViewMeasure(area: 40 * 40)
      f.aView.pin.left().width(100%).maxWidth(250).maxHeight(20).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 250.0, height: 6.5))
    },
    SpecCase(282, "should adjust the width when using fitSizeHard") { f in
      f.aView.measure = basicViewMeasure(area: 40 * 40)
      f.aView.pin.left().width(100%).maxWidth(250).maxHeight(20).minHeight(14).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 250.0, height: 14))
    },
    SpecCase(288, "should adjust the width when using fitSize") { f in
      f.aView.measure = basicViewMeasure(area: 40 * 40)
      f.aView.pin.left().width(100%).maxWidth(250).height(14).maxHeight(20).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 250.0, height: 6.5))
    },
    SpecCase(294, "should adjust the width when using fitSizeHard") { f in
      f.aView.measure = basicViewMeasure(area: 40 * 40)
      f.aView.pin.left().width(100%).maxWidth(250).height(14).maxHeight(20).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 250.0, height: 6.5))
    },
    SpecCase(300, "should adjust the width when using fitSizeHard") { f in
      f.aView.measure = basicViewMeasure(area: 40 * 40)
      f.aView.pin.left().width(100%).maxWidth(250).height(14).maxHeight(5).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 250.0, height: 5))
    },
    SpecCase(306, "should adjust the width when using fitSize") { f in
      f.aView.measure = basicViewMeasure(area: 40 * 40)
      f.aView.pin.left().width(100%).maxWidth(250).sizeToFit(.width).justify(.left)
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 250.0, height: 6.5))
    },
    SpecCase(312, "should adjust the width when using fitSize") { f in
      f.aView.measure = basicViewMeasure(area: 40 * 40)
      f.aView.pin.left().right().width(100%).maxWidth(250).sizeToFit(.width).justify(.right)
      expectFrame(f.aView, CGRect(x: 150.0, y: 100.0, width: 250.0, height: 6.5))
    },
    SpecCase(318, "should adjust the width when using fitSize") { f in
      f.aView.measure = basicViewMeasure(area: 40 * 40)
      f.aView.pin.left().right().maxWidth(250).sizeToFit(.width).justify(.center)
      expectFrame(f.aView, CGRect(x: 75.0, y: 100.0, width: 250.0, height: 6.5))
    },
    SpecCase(324, "should adjust the width when using fitSize") { f in
      f.aView.measure = basicViewMeasure(area: 40 * 40)
      f.aView.pin.left().width(10).minWidth(250).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 250.0, height: 6.5))
    },
    SpecCase(330, "should adjust the width when using fitSize") { f in
      f.aView.measure = basicViewMeasure(area: 40 * 40)
      f.aView.pin.left().right().width(10).minWidth(250).sizeToFit(.width).justify(.center)
      expectFrame(f.aView, CGRect(x: 75.0, y: 100.0, width: 250.0, height: 6.5))
    },
    SpecCase(336, "should adjust the width when using fitSize") { f in
      f.aView.measure = basicViewMeasure(area: 40 * 40)
      f.aView.pin.left().right().width(10).minWidth(250).marginLeft(10).sizeToFit(.width).justify(.center)
      expectFrame(f.aView, CGRect(x: 80.0, y: 100.0, width: 250.0, height: 6.5))
    },
    SpecCase(342, "should adjust the width when using fitSize") { f in
      f.aView.measure = basicViewMeasure(area: 40 * 40)
      f.aView.pin.left().right().width(250).marginLeft(10).justify(.center)
      expectFrame(f.aView, CGRect(x: 80.0, y: 100.0, width: 250.0, height: 60))
    },
    // the result of the minHeight(...) (line 353)
    SpecCase(354, "should adjust the height of aView") { f in
      f.aView.pin.top().minHeight(50)
      expectFrame(f.aView, CGRect(x: 40.0, y: 0.0, width: 100.0, height: 60.0))
    },
    SpecCase(359, "should adjust the height of aView") { f in
      f.aView.frame = CGRect(x: 40, y: 100, width: 25, height: 30)
      f.aView.pin.top().minHeight(50)
      expectFrame(f.aView, CGRect(x: 40.0, y: 0.0, width: 25.0, height: 50.0))
    },
    SpecCase(366, "should adjust the height of aView") { f in
      f.aView.frame = CGRect(x: 40, y: 100, width: 25, height: 30)
      f.aView.pin.top().minHeight(25%)
      expectFrame(f.aView, CGRect(x: 40.0, y: 0.0, width: 25.0, height: 100.0))
    },
    SpecCase(373, "should adjust the height of aView") { f in
      f.aView.pin.top().height(100).minHeight(150)  // height < minHeight
      expectFrame(f.aView, CGRect(x: 40.0, y: 0.0, width: 100.0, height: 150.0))
    },
    SpecCase(378, "should adjust the height of aView") { f in
      f.aView.pin.top().height(100).minHeight(50)  // height > minHeight
      expectFrame(f.aView, CGRect(x: 40.0, y: 0.0, width: 100.0, height: 100.0))
    },
    SpecCase(383, "should adjust the height of aView") { f in
      f.aView.pin.top(100).bottom(100)
      expectFrame(f.aView, CGRect(x: 40.0, y: 100.0, width: 100.0, height: 200.0))
    },
    SpecCase(388, "should adjust the height of aView") { f in
      f.aView.pin.top(100).bottom(100).minHeight(250)
      expectFrame(f.aView, CGRect(x: 40.0, y: 100.0, width: 100.0, height: 250.0))
    },
    SpecCase(393, "should adjust the height of aView") { f in
      f.aView.pin.top(100).bottom(100).marginTop(100).minHeight(250)
      expectFrame(f.aView, CGRect(x: 40.0, y: 200.0, width: 100.0, height: 250.0))
    },
    SpecCase(398, "should adjust the height of aView") { f in
      f.aView.pin.top(100).bottom(100).marginBottom(100).minHeight(250)
      expectFrame(f.aView, CGRect(x: 40.0, y: 100.0, width: 100.0, height: 250.0))
    },
    SpecCase(403, "should adjust the height of aView") { f in
      f.aView.pin.bottom(100).minHeight(300)
      expectFrame(f.aView, CGRect(x: 40.0, y: 0.0, width: 100.0, height: 300.0))
    },
    SpecCase(408, "should adjust the height to 500 and keep the view in the center") { f in
      f.aView.pin.top().bottom().minHeight(500)
      expectFrame(f.aView, CGRect(x: 40.0, y: 0.0, width: 100.0, height: 500.0))
    },
    SpecCase(413, "should adjust the height when using hCenter") { f in
      f.aView.pin.vCenter().height(20).minHeight(250)
      expectFrame(f.aView, CGRect(x: 40.0, y: 75.0, width: 100.0, height: 250.0))
    },
    SpecCase(418, "should adjust the height when using hCenter") { f in
      f.aView.pin.vCenter().height(20).minHeight(250).align(.top)
      expectFrame(f.aView, CGRect(x: 40.0, y: 75.0, width: 100.0, height: 250.0))
      expectLastWarning(
        f.window, contains: ["align(.top)", "won't be applied", "alignment is not applied when vCenter has been set"])
    },
    // the result of the maxHeight(...) (line 428)
    SpecCase(429, "should adjust the height of aView") { f in
      f.aView.pin.top().maxHeight(150)
      expectFrame(f.aView, CGRect(x: 40.0, y: 0.0, width: 100.0, height: 60.0))
    },
    SpecCase(434, "should adjust the height of aView") { f in
      f.aView.frame = CGRect(x: 40, y: 100, width: 100, height: 200)
      f.aView.pin.top().maxHeight(150)
      expectFrame(f.aView, CGRect(x: 40.0, y: 0.0, width: 100.0, height: 150.0))
    },
    SpecCase(441, "should adjust the height of aView") { f in
      f.aView.frame = CGRect(x: 40, y: 100, width: 100, height: 200)
      f.aView.pin.top().maxHeight(25%)
      expectFrame(f.aView, CGRect(x: 40.0, y: 0.0, width: 100.0, height: 100.0))
    },
    SpecCase(448, "should adjust the height of aView") { f in
      f.aView.pin.top().maxHeight(150).marginTop(50)
      expectFrame(f.aView, CGRect(x: 40.0, y: 50.0, width: 100.0, height: 60.0))
    },
    SpecCase(453, "should adjust the height of aView") { f in
      f.aView.pin.top().bottom().maxHeight(150)
      expectFrame(f.aView, CGRect(x: 40.0, y: 0.0, width: 100.0, height: 150.0))
    },
    SpecCase(458, "should adjust the height of aView") { f in
      f.aView.pin.top().height(200).maxHeight(150)
      expectFrame(f.aView, CGRect(x: 40.0, y: 0.0, width: 100.0, height: 150.0))
    },
    SpecCase(463, "should adjust the height of aView") { f in
      f.aView.pin.bottom().height(200).maxHeight(150)
      expectFrame(f.aView, CGRect(x: 40.0, y: 250.0, width: 100.0, height: 150.0))
    },
    SpecCase(468, "should adjust the height of aView") { f in
      f.aView.pin.top(0).bottom(0).maxHeight(250).marginTop(100)
      expectFrame(f.aView, CGRect(x: 40.0, y: 100.0, width: 100.0, height: 250.0))
    },
    SpecCase(473, "should adjust the height of aView") { f in
      f.aView.pin.top(0).maxHeight(250).marginTop(100)
      expectFrame(f.aView, CGRect(x: 40.0, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(478, "should adjust the height of aView") { f in
      f.aView.frame = CGRect(x: 40, y: 100, width: 100, height: 300)
      f.aView.pin.top(0).maxHeight(250).marginTop(100)
      expectFrame(f.aView, CGRect(x: 40.0, y: 100.0, width: 100.0, height: 250.0))
    },
    SpecCase(484, "should adjust the height of aView") { f in
      f.aView.pin.top(0).height(100%).maxHeight(250).marginTop(100)
      expectFrame(f.aView, CGRect(x: 40.0, y: 100.0, width: 100.0, height: 250.0))
    },
    SpecCase(489, "should adjust the height of aView") { f in
      f.aView.pin.top(0).bottom(0).marginBottom(100).maxHeight(250)
      expectFrame(f.aView, CGRect(x: 40.0, y: 0.0, width: 100.0, height: 250.0))
    },
    SpecCase(494, "should adjust the height using align") { f in
      f.aView.pin.top().height(100%).maxHeight(250).align(.top)
      expectFrame(f.aView, CGRect(x: 40.0, y: 00.0, width: 100.0, height: 250.0))
      expectLastWarning(f.window, contains: ["align(.top)", "won't be applied", "top and bottom coordinates"])
    },
    SpecCase(500, "should adjust the height using align") { f in
      f.aView.pin.top().height(100%).maxHeight(250).align(.center)
      expectFrame(f.aView, CGRect(x: 40.0, y: 0.0, width: 100.0, height: 250.0))
      expectLastWarning(f.window, contains: ["align(.center)", "won't be applied", "top and bottom coordinates"])
    },
    SpecCase(506, "should adjust the height using align") { f in
      f.aView.pin.top().height(100%).maxHeight(250).align(.bottom)
      expectFrame(f.aView, CGRect(x: 40.0, y: 00.0, width: 100.0, height: 250.0))
      expectLastWarning(f.window, contains: ["align(.bottom)", "won't be applied", "top and bottom coordinates"])
    },
    SpecCase(512, "should adjust the height using align") { f in
      f.aView.pin.bottom().height(100%).maxHeight(250).align(.top)
      expectFrame(f.aView, CGRect(x: 40.0, y: 150.0, width: 100.0, height: 250.0))
      expectLastWarning(f.window, contains: ["align(.top)", "won't be applied", "top and bottom coordinates"])
    },
    SpecCase(518, "should adjust the height using align") { f in
      f.aView.pin.bottom().height(100%).maxHeight(250).align(.center)
      expectFrame(f.aView, CGRect(x: 40.0, y: 150.0, width: 100.0, height: 250.0))
      expectLastWarning(f.window, contains: ["align(.center)", "won't be applied", "top and bottom coordinates"])
    },
    SpecCase(524, "should adjust the height using align") { f in
      f.aView.pin.bottom().height(100%).maxHeight(250).align(.bottom)
      expectFrame(f.aView, CGRect(x: 40.0, y: 150.0, width: 100.0, height: 250.0))
      expectLastWarning(f.window, contains: ["align(.bottom)", "won't be applied", "top and bottom coordinates"])
    },
    SpecCase(530, "should adjust the height using align") { f in
      f.aView.pin.top().bottom().marginTop(20).maxHeight(250).align(.top)
      expectFrame(f.aView, CGRect(x: 40.0, y: 20.0, width: 100.0, height: 250.0))
    },
    SpecCase(535, "should adjust the height using align") { f in
      f.aView.pin.top().bottom().maxHeight(250).align(.center)
      expectFrame(f.aView, CGRect(x: 40.0, y: 75.0, width: 100.0, height: 250.0))
    },
    SpecCase(540, "should adjust the height using align") { f in
      f.aView.pin.top().bottom().marginTop(20).maxHeight(250).align(.center)
      expectFrame(f.aView, CGRect(x: 40.0, y: 85.0, width: 100.0, height: 250.0))
    },
    SpecCase(545, "should adjust the height using align") { f in
      f.aView.pin.top().bottom().marginTop(20).maxHeight(250).align(.bottom)
      expectFrame(f.aView, CGRect(x: 40.0, y: 150.0, width: 100.0, height: 250.0))
    },
    SpecCase(550, "should adjust the height using align") { f in
      f.aView.pin.top().bottom().marginTop(20).marginBottom(20).maxHeight(250).align(.bottom)
      expectFrame(f.aView, CGRect(x: 40.0, y: 130.0, width: 100.0, height: 250.0))
    },
    SpecCase(555, "should adjust the height when using hCenter") { f in
      f.aView.pin.vCenter().height(100%).maxHeight(250)
      expectFrame(f.aView, CGRect(x: 40.0, y: 75.0, width: 100.0, height: 250.0))
    },
    // iOS and tvOS only in the original (it measures with `sizeThatFits`); no UIKit needed here.
    // the result of the minHeight/maxWidth & fitSize() (line 565)
    SpecCase(566, "should adjust the height when using fitSize") { f in
      f.aView.measure = basicViewMeasure(area: 40 * 40)
      f.aView.pin.top().height(100%).maxHeight(200).sizeToFit(.height)
      expectFrame(f.aView, CGRect(x: 40.0, y: 0.0, width: 8.0, height: 200.0))
    },
    SpecCase(572, "should adjust the height when using fitSize") { f in
      f.aView.measure = basicViewMeasure(area: 40 * 40)
      f.aView.pin.top().height(100%).maxHeight(200).sizeToFit(.height).align(.top)
      expectFrame(f.aView, CGRect(x: 40.0, y: 0.0, width: 8.0, height: 200.0))
    },
    SpecCase(578, "should adjust the height when using fitSize") { f in
      f.aView.measure = basicViewMeasure(area: 40 * 40)
      f.aView.pin.top().bottom().height(100%).maxHeight(200).sizeToFit(.height).align(.bottom)
      expectFrame(f.aView, CGRect(x: 40.0, y: 200.0, width: 8.0, height: 200.0))
    },
    SpecCase(584, "should adjust the height when using fitSize") { f in
      f.aView.measure = basicViewMeasure(area: 40 * 40)
      f.aView.pin.top().bottom().maxHeight(200).sizeToFit(.height).align(.center)
      expectFrame(f.aView, CGRect(x: 40.0, y: 100.0, width: 8.0, height: 200.0))
    },
    SpecCase(590, "should adjust the height when using fitSize") { f in
      f.aView.measure = basicViewMeasure(area: 40 * 40)
      f.aView.pin.top().height(10).minHeight(200).sizeToFit(.height)
      expectFrame(f.aView, CGRect(x: 40.0, y: 0.0, width: 8.0, height: 200.0))
    },
    SpecCase(596, "should adjust the height when using fitSize") { f in
      f.aView.measure = basicViewMeasure(area: 40 * 40)
      f.aView.pin.top().bottom().height(10).minHeight(200).sizeToFit(.height).align(.center)
      expectFrame(f.aView, CGRect(x: 40.0, y: 100.0, width: 8.0, height: 200.0))
    },
    SpecCase(602, "should adjust the height when using fitSize") { f in
      f.aView.measure = basicViewMeasure(area: 40 * 40)
      f.aView.pin.top().bottom().height(10).minHeight(200).marginTop(10).sizeToFit(.height).align(.center)
      expectFrame(f.aView, CGRect(x: 40.0, y: 105.0, width: 8.0, height: 200.0))
    },
    SpecCase(608, "should adjust the height when using fitSize") { f in
      f.aView.measure = basicViewMeasure(area: 40 * 40)
      f.aView.pin.top().bottom().height(200).marginTop(10).align(.center)
      expectFrame(f.aView, CGRect(x: 40.0, y: 105.0, width: 100.0, height: 200.0))
    },
  ]

  @Test("MinMaxWidthHeightSpec", arguments: cases)
  func spec(_ specCase: SpecCase<Fixture>) {
    specCase.body(Fixture())
  }
}
