import Foundation
import LayoutNodes
import Testing

// A port of PinLayout's Tests/Common/AdjustSizeSpec.swift (layoutBox/PinLayout), case by case: each case
// names the line of its `it` in the original, and expects the original's values.
@Suite("PinLayout spec: AdjustSizeSpec")
struct AdjustSizeSpecPort {
  /// The spec's `beforeEach`: rootView (0, 0, 400, 400) in window, aView (140, 100, 100, 60) in rootView, aViewChild (10, 20, 50, 30) in aView, bView (160, 200, 110, 80) in rootView, bViewChild (40, 10, 60, 20) in bView; display scale 2.
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
      aView = specNode("aView", CGRect(x: 140, y: 100, width: 100, height: 60), in: rootView)
      aViewChild = specNode("aViewChild", CGRect(x: 10, y: 20, width: 50, height: 30), in: aView)
      bView = specNode("bView", CGRect(x: 160, y: 200, width: 110, height: 80), in: rootView)
      bViewChild = specNode("bViewChild", CGRect(x: 40, y: 10, width: 60, height: 20), in: bView)
      for node in [rootView, aView, aViewChild, bView, bViewChild] { node.measure = basicViewMeasure() }
    }
  }

  static let cases: [SpecCase<Fixture>] = [
    // the result of the width(...) methods (line 81)
    SpecCase(82, "should adjust the width of aView") { f in
      f.aView.pin.width(35)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 35, height: 60.0))
    },
    SpecCase(87, "shouldn't adjust the width of aView due to a negative width") { f in
      f.aView.pin.width(-20)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 100, height: 60.0))
    },
    SpecCase(92, "should adjust the width(percent: Percent) of aView") { f in
      f.aView.pin.width(50%)
      expectFrame(f.aView, CGRect(x: 140, y: 100, width: 200, height: 60))
    },
    SpecCase(97, "should adjust the width(percent: Percent) of aView") { f in
      f.aView.pin.width(200%)
      expectFrame(f.aView, CGRect(x: 140, y: 100, width: 800, height: 60))
    },
    SpecCase(102, "should not adjust the width(percent: Percent) of aView due to a negative width") { f in
      f.aView.pin.width(-20%)
      expectFrame(f.aView, CGRect(x: 140, y: 100, width: 100, height: 60))
    },
    SpecCase(107, "should adjust the width(percent: Percent) of aView") { f in
      let unAttachedView = specNode("unattached", CGRect(x: 10, y: 10, width: 20, height: 30))
      unAttachedView.pin.width(50%)
      #expect(unAttachedView.frame == CGRect(x: 10, y: 10, width: 20, height: 30))
    },
    SpecCase(113, "should adjust the width of aView") { f in
      f.aView.pin.width(of: f.aViewChild)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 50.0, height: 60.0))
    },
    SpecCase(118, "should accept a width of 0") { f in
      f.aView.pin.width(0)
      expectNoWarning(f.window)
      expectFrame(f.aView, CGRect(x: 140, y: 100.0, width: 0.0, height: 60.0))
    },
    SpecCase(124, "should warn about negative width value") { f in
      f.aView.pin.width(-2)
      expectLastWarning(
        f.window, contains: ["width", "won't be applied", "the width", "must be greater than or equal to zero"])
      expectFrame(f.aView, CGRect(x: 140, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(130, "should warn about NaN width value") { f in
      f.aView.pin.width(CGFloat.nan)
      expectLastWarning(
        f.window, contains: ["width", "nan", "won't be applied", "the width", "must be greater than or equal to zero"])
      expectFrame(f.aView, CGRect(x: 140, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(136, "should warn about -NaN width value") { f in
      f.aView.pin.width(-CGFloat.nan)
      expectLastWarning(
        f.window, contains: ["width", "nan", "won't be applied", "the width", "must be greater than or equal to zero"])
      expectFrame(f.aView, CGRect(x: 140, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(142, "should warn about infinity width value") { f in
      f.aView.pin.width(CGFloat.infinity)
      expectLastWarning(
        f.window, contains: ["width", "inf", "won't be applied", "the width", "must be greater than or equal to zero"])
      expectFrame(f.aView, CGRect(x: 140, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(148, "should warn about -infinity width value") { f in
      f.aView.pin.width(-CGFloat.infinity)
      expectLastWarning(
        f.window, contains: ["width", "inf", "won't be applied", "the width", "must be greater than or equal to zero"])
      expectFrame(f.aView, CGRect(x: 140, y: 100.0, width: 100.0, height: 60.0))
    },
    // the result of the height(...) methods (line 155)
    SpecCase(156, "should adjust the height of aView") { f in
      f.aView.pin.height(35)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 100.0, height: 35.0))
    },
    SpecCase(161, "should not adjust the height of aView") { f in
      f.aView.pin.height(-20)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(166, "should adjust the height of aView") { f in
      f.aView.pin.height(50%)
      expectFrame(f.aView, CGRect(x: 140, y: 100, width: 100, height: 200))
    },
    SpecCase(171, "should adjust the height of aView") { f in
      f.aView.pin.height(200%)
      expectFrame(f.aView, CGRect(x: 140, y: 100, width: 100, height: 800))
    },
    SpecCase(176, "should adjust the height of aView") { f in
      let unAttachedView = specNode("unattached", CGRect(x: 10, y: 10, width: 20, height: 30))
      unAttachedView.pin.height(50%)
      #expect(unAttachedView.frame == CGRect(x: 10, y: 10, width: 20, height: 30))
    },
    SpecCase(182, "should adjust the height of aView") { f in
      f.aView.pin.height(of: f.aViewChild)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 100.0, height: 30.0))
    },
    SpecCase(187, "should accept a height of 0") { f in
      f.aView.pin.height(0)
      expectNoWarning(f.window)
      expectFrame(f.aView, CGRect(x: 140, y: 100.0, width: 100.0, height: 0.0))
    },
    SpecCase(193, "should warn about negative height value") { f in
      f.aView.pin.height(-2)
      expectLastWarning(
        f.window, contains: ["height", "won't be applied", "the height", "must be greater than or equal to zero"])
      expectFrame(f.aView, CGRect(x: 140, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(199, "should warn about NaN height value") { f in
      f.aView.pin.height(CGFloat.nan)
      expectLastWarning(
        f.window,
        contains: ["height", "nan", "won't be applied", "the height", "must be greater than or equal to zero"])
      expectFrame(f.aView, CGRect(x: 140, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(205, "should warn about -NaN height value") { f in
      f.aView.pin.height(-CGFloat.nan)
      expectLastWarning(
        f.window,
        contains: ["height", "nan", "won't be applied", "the height", "must be greater than or equal to zero"])
      expectFrame(f.aView, CGRect(x: 140, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(211, "should warn about infinity height value") { f in
      f.aView.pin.height(CGFloat.infinity)
      expectLastWarning(
        f.window,
        contains: ["height", "inf", "won't be applied", "the height", "must be greater than or equal to zero"])
      expectFrame(f.aView, CGRect(x: 140, y: 100.0, width: 100.0, height: 60.0))
    },
    SpecCase(217, "should warn about -infinity height value") { f in
      f.aView.pin.height(-CGFloat.infinity)
      expectLastWarning(
        f.window,
        contains: ["height", "inf", "won't be applied", "the height", "must be greater than or equal to zero"])
      expectFrame(f.aView, CGRect(x: 140, y: 100.0, width: 100.0, height: 60.0))
    },
    // the result of the size(...) methods (line 224)
    SpecCase(226, "should adjust the size of aView") { f in
      f.aView.pin.size(CGSize(width: 25, height: 25))
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 25.0, height: 25.0))
    },
    SpecCase(231, "should adjust the size of aView") { f in
      f.aView.pin.size(100)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 100.0, height: 100.0))
    },
    SpecCase(236, "should adjust the size of aView") { f in
      f.aView.pin.size(50%)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 200.0, height: 200.0))
    },
    SpecCase(241, "should warn that size()'s width won't be applied") { f in
      f.aView.pin.width(90).size(CGSize(width: 25, height: 25))
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 90.0, height: 25.0))
      expectLastWarning(f.window, contains: ["size", "width", "won't be applied", "value has already been set"])
    },
    SpecCase(247, "should warn that size()'s height won't be applied") { f in
      f.aView.pin.height(90).size(CGSize(width: 25, height: 25))
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 25.0, height: 90.0))
      expectLastWarning(f.window, contains: ["size", "height", "won't be applied", "value has already been set"])
    },
    SpecCase(253, "should adjust the size of aView by calling a size(...) method") { f in
      f.aView.pin.size(of: f.aViewChild)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 50.0, height: 30.0))
    },
    SpecCase(258, "should warn that size(of)'s width won't be applied") { f in
      f.aView.pin.width(90).size(of: f.aViewChild)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 90.0, height: 30.0))
      expectLastWarning(f.window, contains: ["size", "width", "won't be applied", "value has already been set"])
    },
    SpecCase(264, "should warn that size()'s width won't be applied") { f in
      f.aView.pin.width(90).size(20)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 90.0, height: 20.0))
      expectLastWarning(f.window, contains: ["size", "width", "won't be applied", "value has already been set"])
    },
    SpecCase(270, "should warn that size()'s width won't be applied") { f in
      f.aView.pin.width(90).size(50%)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 90.0, height: 200.0))
      expectLastWarning(f.window, contains: ["size", "width", "won't be applied", "value has already been set"])
    },
    // Lines 280-963 are iOS and tvOS only in the original (they measure with `sizeThatFits`).
    // the result of the fitSize() method (line 281)
    SpecCase(282, "should adjust the size of aView by calling fitSize() method") { f in
      f.aView.pin.size(CGSize(width: 20, height: 100)).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 20.0, height: 80.0))
    },
    SpecCase(287, "should adjust the size of aView by calling sizeToFit(.height) method") { f in
      f.aView.pin.size(CGSize(width: 20, height: 100)).sizeToFit(.height)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 16.0, height: 100.0))
    },
    SpecCase(292, "should adjust the size of aView by calling sizeToFit(.width) method") { f in
      f.aView.pin.size(CGSize(width: 20, height: 100)).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 20.0, height: 80.0))
    },
    SpecCase(297, "should adjust the size of aView by calling fitSize() method") { f in
      f.aView.pin.size(CGSize(width: 20, height: 100)).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 20.0, height: 80.0))
    },
    SpecCase(302, "should adjust the size and position the view by calling center(), height() and fitSize()") { f in
      f.aViewChild.pin.center(to: f.aView.anchor.center).height(40).sizeToFit(.height)
      expectFrame(f.aViewChild, CGRect(x: 30.0, y: 10.0, width: 40.0, height: 40.0))
    },
    SpecCase(307, "should adjust the size and position the view by calling center(), width() and fitSize()") { f in
      f.aViewChild.pin.center(to: f.aView.anchor.center).width(20).sizeToFit(.width)
      expectFrame(f.aViewChild, CGRect(x: 40.0, y: -10.0, width: 20.0, height: 80.0))
    },
    // the result of the fitSize() method when pinning left and right edges (line 313)
    SpecCase(314, "should adjust the size with fitSize()") { f in
      f.aView.pin.left(20).right(80).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 20.0, y: 100.0, width: 300.0, height: 5.5))
    },
    SpecCase(319, "should adjust the size with fitSize()") { f in
      f.aView.pin.left(20).right(80).marginLeft(10).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 30.0, y: 100.0, width: 290.0, height: 6))
    },
    SpecCase(324, "should adjust the size with fitSize()") { f in
      f.aView.pin.left(20).right(80).marginRight(10).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 20.0, y: 100.0, width: 290.0, height: 6.0))
    },
    SpecCase(329, "should adjust the size with fitSize()") { f in
      f.aView.pin.left(20).right(80).marginLeft(10).marginRight(10).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 30.0, y: 100.0, width: 280.0, height: 6.0))
    },
    SpecCase(334, "should adjust the size with fitSize()") { f in
      f.aView.pin.left(20).right(80).marginLeft(10).marginRight(10).sizeToFit(.width).justify(.center)
      expectFrame(f.aView, CGRect(x: 30.0, y: 100.0, width: 280.0, height: 6.0))
    },
    SpecCase(339, "should adjust the size with fitSize()") { f in
      f.aView.pin.left(20).right(80).marginLeft(10).marginRight(10).sizeToFit(.width).justify(.right)
      expectFrame(f.aView, CGRect(x: 30.0, y: 100.0, width: 280.0, height: 6.0))
    },
    // the result of the fitSize() method when pinning top and bottom edges (line 345)
    SpecCase(346, "should adjust the size with fitSize()") { f in
      f.aView.pin.top(20).bottom(80).sizeToFit(.height)
      expectFrame(f.aView, CGRect(x: 140.0, y: 20.0, width: 5.5, height: 300))
    },
    SpecCase(351, "should adjust the size with fitSize()") { f in
      f.aView.pin.top(20).bottom(80).marginTop(10).sizeToFit(.height)
      expectFrame(f.aView, CGRect(x: 140.0, y: 30.0, width: 6, height: 290))
    },
    SpecCase(356, "should adjust the size with fitSize()") { f in
      f.aView.pin.top(20).bottom(80).marginBottom(10).sizeToFit(.height)
      expectFrame(f.aView, CGRect(x: 140.0, y: 20.0, width: 6, height: 290))
    },
    SpecCase(361, "should adjust the size with fitSize()") { f in
      f.aView.pin.top(20).bottom(80).marginTop(10).marginBottom(10).sizeToFit(.height)
      expectFrame(f.aView, CGRect(x: 140.0, y: 30.0, width: 6, height: 280))
    },
    // the result of the fitSize() method when pinning right edge + width (line 367)
    SpecCase(368, "should adjust the size with fitSize() and distribute extra width") { f in
      f.aView.pin.right(100).width(200).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 100.0, y: 100.0, width: 200, height: 8))
    },
    SpecCase(373, "should adjust the size with fitSize() and distribute extra width") { f in
      f.aView.pin.right(100).width(200).marginLeft(10).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 100.0, y: 100.0, width: 200, height: 8))
    },
    SpecCase(378, "should adjust the size with fitSize() and distribute extra width") { f in
      f.aView.pin.right(100).width(200).marginRight(10).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 90.0, y: 100.0, width: 200, height: 8))
    },
    SpecCase(383, "should adjust the size with fitSize() and distribute extra width") { f in
      f.aView.pin.right(100).width(200).marginLeft(10).marginRight(10).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 90.0, y: 100.0, width: 200, height: 8))
    },
    // the result of the fitSize() method when pinning right edge + width + pinEdges() (line 389)
    SpecCase(390, "should adjust the size with fitSize() and distribute extra width") { f in
      f.aView.pin.right(100).width(200).pinEdges().sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 100.0, y: 100.0, width: 200, height: 8))
    },
    SpecCase(395, "should adjust the size with fitSize() and distribute extra width") { f in
      f.aView.pin.right(100).width(200).pinEdges().marginLeft(10).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 110.0, y: 100.0, width: 190, height: 8.5))
    },
    SpecCase(400, "should adjust the size with fitSize() and distribute extra width") { f in
      f.aView.pin.right(100).width(200).pinEdges().marginRight(10).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 100.0, y: 100.0, width: 190, height: 8.5))
    },
    SpecCase(405, "should adjust the size with fitSize() and distribute extra width") { f in
      f.aView.pin.right(100).width(200).pinEdges().marginLeft(10).marginRight(10).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 110.0, y: 100.0, width: 180, height: 9))
    },
    SpecCase(410, "should adjust the size with fitSize() and distribute extra width") { f in
      f.aView.pin.right(100).width(200).pinEdges().marginLeft(10).marginRight(10).sizeToFit(.width).justify(.left)
      expectFrame(f.aView, CGRect(x: 110.0, y: 100.0, width: 180, height: 9))
    },
    SpecCase(415, "should adjust the size with fitSize() and distribute extra width") { f in
      f.aView.pin.bottom(100).height(200).pinEdges().marginTop(10).marginBottom(10).sizeToFit(.height).justify(.left)
      expectFrame(f.aView, CGRect(x: 140.0, y: 110.0, width: 9, height: 180))
    },
    SpecCase(420, "should adjust the size with fitSize() and distribute extra width") { f in
      f.aView.pin.bottom(100).height(200).pinEdges().marginTop(10).marginBottom(10).sizeToFit(.height).justify(.left)
      expectFrame(f.aView, CGRect(x: 140.0, y: 110.0, width: 9, height: 180))
    },
    // the result of the fitSize() method when pinning bottom edge + height (line 426)
    SpecCase(427, "should adjust the size with fitSize() and distribute extra height") { f in
      f.aView.pin.bottom(100).height(200).sizeToFit(.height)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 8, height: 200))
    },
    SpecCase(432, "should adjust the size with fitSize() and distribute extra height") { f in
      f.aView.pin.bottom(100).height(200).marginTop(10).sizeToFit(.height)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 8, height: 200))
    },
    SpecCase(437, "should adjust the size with fitSize() and distribute extra height") { f in
      f.aView.pin.bottom(100).height(200).marginBottom(10).sizeToFit(.height)
      expectFrame(f.aView, CGRect(x: 140.0, y: 90.0, width: 8, height: 200))
    },
    SpecCase(442, "should adjust the size with fitSize() and distribute extra height") { f in
      f.aView.pin.bottom(100).height(200).marginTop(10).marginBottom(10).sizeToFit(.height)
      expectFrame(f.aView, CGRect(x: 140.0, y: 90.0, width: 8, height: 200))
    },
    // the result of the fitSize() method when pinning bottom edge + height + pinEdges() (line 448)
    SpecCase(449, "should adjust the size with fitSize() and distribute extra height") { f in
      f.aView.pin.bottom(100).height(200).pinEdges().sizeToFit(.height)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 8, height: 200))
    },
    SpecCase(454, "should adjust the size with fitSize() and distribute extra height") { f in
      f.aView.pin.bottom(100).height(200).pinEdges().marginTop(10).sizeToFit(.height)
      expectFrame(f.aView, CGRect(x: 140.0, y: 110.0, width: 8.5, height: 190))
    },
    SpecCase(459, "should adjust the size with fitSize() and distribute extra height") { f in
      f.aView.pin.bottom(100).height(200).pinEdges().marginBottom(10).sizeToFit(.height)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 8.5, height: 190))
    },
    SpecCase(464, "should adjust the size with fitSize() and distribute extra height") { f in
      f.aView.pin.bottom(100).height(200).pinEdges().marginTop(10).marginBottom(10).sizeToFit(.height)
      expectFrame(f.aView, CGRect(x: 140.0, y: 110.0, width: 9, height: 180))
    },
    // the result of the fitSize() method when pinning top, left, bottom and right edges (line 470)
    SpecCase(471, "should adjust the size with fitSize()") { f in
      f.aView.pin.top(20).left(20).bottom(180).right(180).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 20.0, y: 20.0, width: 200.0, height: 8))
    },
    SpecCase(476, "should adjust the size with fitSize()") { f in
      f.aView.pin.top(20).left(20).bottom(180).right(180).marginLeft(10).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 30.0, y: 20.0, width: 190.0, height: 8.5))
    },
    SpecCase(481, "should adjust the size with fitSize()") { f in
      f.aView.pin.top(20).left(20).bottom(180).right(180).marginRight(10).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 20.0, y: 20.0, width: 190.0, height: 8.5))
    },
    SpecCase(486, "should adjust the size with fitSize()") { f in
      f.aView.pin.top(20).left(20).bottom(180).right(180).marginLeft(10).marginRight(10).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 30.0, y: 20.0, width: 180.0, height: 9.0))
    },
    SpecCase(491, "should adjust the size with fitSize()") { f in
      f.aView.pin.top(20).left(20).bottom(180).right(180).marginTop(10).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 20.0, y: 30.0, width: 200.0, height: 8))
    },
    SpecCase(496, "should adjust the size with fitSize()") { f in
      f.aView.pin.top(20).left(20).bottom(180).right(180).marginBottom(10).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 20.0, y: 20.0, width: 200.0, height: 8.0))
    },
    SpecCase(501, "should adjust the size with fitSize()") { f in
      f.aView.pin.top(20).left(20).bottom(180).right(180).marginLeft(10).marginBottom(10).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 30.0, y: 20.0, width: 190.0, height: 8.5))
    },
    SpecCase(506, "should adjust the size with fitSize()") { f in
      f.aView.pin.top(20).left(20).bottom(180).right(180).marginLeft(10).marginTop(10).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 30.0, y: 30.0, width: 190.0, height: 8.5))
    },
    SpecCase(511, "should adjust the size with fitSize()") { f in
      f.aView.pin.top(20).left(20).bottom(180).right(180).marginLeft(10).marginBottom(10).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 30.0, y: 20.0, width: 190.0, height: 8.5))
    },
    SpecCase(516, "should adjust the size with fitSize()") { f in
      f.aView.pin.top(20).left(20).bottom(180).right(180).marginLeft(10).marginTop(10).marginBottom(10).sizeToFit(
        .width)
      expectFrame(f.aView, CGRect(x: 30.0, y: 30.0, width: 190.0, height: 8.5))
    },
    SpecCase(521, "should adjust the size with fitSize()") { f in
      f.aView.pin.top(20).left(20).bottom(180).right(180).marginLeft(10).marginTop(10).marginBottom(10).sizeToFit(
        .width)
      expectFrame(f.aView, CGRect(x: 30.0, y: 30.0, width: 190.0, height: 8.5))
    },
    SpecCase(526, "should adjust the size with fitSize()") { f in
      f.aView.pin.top(20).left(20).bottom(180).right(180).marginLeft(10).marginRight(10).marginTop(10).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 30.0, y: 30.0, width: 180.0, height: 9))
    },
    SpecCase(531, "should adjust the size with fitSize()") { f in
      f.aView.pin.top(20).left(20).bottom(180).right(180).marginLeft(10).marginRight(10).marginBottom(10).sizeToFit(
        .width)
      expectFrame(f.aView, CGRect(x: 30.0, y: 20.0, width: 180.0, height: 9.0))
    },
    SpecCase(536, "should adjust the size with fitSize()") { f in
      f.aView.pin.top(20).left(20).bottom(180).right(180).marginLeft(10).marginRight(10).marginTop(10).marginBottom(10)
        .sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 30.0, y: 30.0, width: 180.0, height: 9.0))
    },
    // the result of the fitSize() with justify() or align() (line 542)
    SpecCase(543, "should adjust the size with fitSize()") { f in
      f.aView.pin.top(20).left(20).bottom(180).right(180).marginLeft(10).marginRight(10).marginTop(10).sizeToFit(.width)
        .justify(.left)
      expectFrame(f.aView, CGRect(x: 30.0, y: 30.0, width: 180.0, height: 9))
    },
    SpecCase(548, "should adjust the size with fitSize()") { f in
      f.aView.pin.top(20).left(20).bottom(180).right(180).marginLeft(10).marginRight(10).marginTop(10).sizeToFit(.width)
        .justify(.center)
      expectFrame(f.aView, CGRect(x: 30.0, y: 30.0, width: 180.0, height: 9))
    },
    SpecCase(553, "should adjust the size with fitSize()") { f in
      f.aView.pin.top(20).left(20).bottom(180).right(180).marginLeft(15).marginRight(5).marginTop(10).sizeToFit(.width)
        .justify(.right)
      expectFrame(f.aView, CGRect(x: 35.0, y: 30.0, width: 180.0, height: 9))
    },
    SpecCase(558, "should adjust the size with fitSize()") { f in
      f.aView.pin.top(20).left(20).bottom(180).right(180).marginLeft(10).marginRight(10).marginTop(10).sizeToFit(.width)
        .align(.top)
      expectFrame(f.aView, CGRect(x: 30.0, y: 30.0, width: 180.0, height: 9))
    },
    SpecCase(563, "should adjust the size with fitSize()") { f in
      f.aView.pin.top(20).left(20).bottom(180).right(180).marginLeft(10).marginRight(10).marginTop(10).sizeToFit(.width)
        .align(.center)
      expectFrame(f.aView, CGRect(x: 30.0, y: 120.5, width: 180.0, height: 9.0), within: 0.5)
    },
    SpecCase(568, "should adjust the size with fitSize()") { f in
      f.aView.pin.top(20).left(20).bottom(80).right(180).marginLeft(15).marginRight(5).marginTop(10).sizeToFit(.width)
        .align(.bottom)
      expectFrame(f.aView, CGRect(x: 35.0, y: 311.0, width: 180.0, height: 9.0))
    },
    SpecCase(573, "should adjust the size with fitSize()") { f in
      f.aView.pin.top(20).bottom(80).marginTop(10).marginBottom(10).sizeToFit(.height).align(.center)
      expectFrame(f.aView, CGRect(x: 140.0, y: 30.0, width: 6.0, height: 280.0))
    },
    SpecCase(578, "should adjust the size with fitSize()") { f in
      f.aView.pin.top(20).bottom(80).marginTop(10).marginBottom(10).sizeToFit(.height).align(.bottom)
      expectFrame(f.aView, CGRect(x: 140.0, y: 30.0, width: 6.0, height: 280.0))
    },
    // the result of the fitSize() method (line 587)
    SpecCase(588, "should adjust the size of aView by calling fitSize() method") { f in
      f.aView.pin.width(100).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 100.0, height: 16.0))
    },
    SpecCase(593, "should adjust the size of aView by calling fitSize() method") { f in
      f.aView.pin.height(100).sizeToFit(.height)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 16.0, height: 100.0))
    },
    SpecCase(598, "should adjust the size of aView by calling fitSize()") { f in
      f.aView.pin.top(0).height(70).width(100).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 140.0, y: 0.0, width: 100.0, height: 16.0))
    },
    SpecCase(603, "should adjust the size of aView by calling fitSize() method") { f in
      f.aView.pin.width(100).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 100.0, height: 16.0))
    },
    SpecCase(608, "should adjust the size of aView by calling fitSize() method") { f in
      f.aView.pin.height(90).width(100).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 100.0, height: 16.0))
    },
    SpecCase(613, "should adjust the size of aView by calling fitSize() method") { f in
      f.aView.pin.width(of: f.aViewChild).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 50.0, height: 32.0))
    },
    SpecCase(618, "should adjust the size of aView by calling fitSize() method") { f in
      f.aView.pin.width(80).width(of: f.aViewChild).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 80.0, height: 20.0))
    },
    SpecCase(623, "should adjust the size of aView by calling fitSize() method") { f in
      f.aView.pin.height(100).sizeToFit(.height)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 16.0, height: 100.0))
    },
    SpecCase(628, "should adjust the size of aView by calling fitSize() method") { f in
      f.aView.pin.height(of: f.aViewChild).sizeToFit(.height)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 53.3333333333333, height: 30.0), within: 0.4)
    },
    SpecCase(633, "should adjust the size of aView by calling fitSize() method") { f in
      f.aView.pin.width(90).height(of: f.aViewChild).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 90.0, height: 17.6), within: 0.4)
    },
    SpecCase(638, "should adjust the size of aView by calling fitSize() method") { f in
      f.aView.pin.size(of: f.aViewChild)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 50.0, height: 30.0), within: 0.00001)
    },
    SpecCase(643, "should adjust the size of aView by calling fitSize() method") { f in
      f.aView.pin.size(of: f.aViewChild).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 50.0, height: 32.0), within: 0.00001)
    },
    SpecCase(648, "should adjust the size of aView by calling fitSize() method") { f in
      f.aView.pin.size(of: f.aViewChild).sizeToFit(.width).maxHeight(30)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 50.0, height: 30.0), within: 0.00001)
    },
    SpecCase(653, "should adjust the size of aView by calling fitSize() method") { f in
      f.aView.pin.width(90).size(of: f.aViewChild).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 90.0, height: 17.6), within: 0.4)
    },
    // the result of the fitSize() method when min/max width/height are set (line 662)
    SpecCase(663, "should adjust the size of aView by calling fitSize() method") { f in
      f.aView.pin.width(100).minHeight(20).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 100.0, height: 20.0))
    },
    SpecCase(668, "should adjust the size of aView by calling fitSize() method") { f in
      f.aView.pin.width(100).maxHeight(10).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 100.0, height: 10.0))
    },
    SpecCase(673, "should adjust the size of aView by calling fitSize() method") { f in
      f.aView.pin.height(100).maxWidth(10).sizeToFit(.height)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 10.0, height: 100.0))
    },
    SpecCase(678, "should adjust the size of aView by calling fitSize() method") { f in
      f.aView.pin.height(100).minWidth(20).sizeToFit(.height)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 20.0, height: 100.0))
    },
    SpecCase(685, "should adjust the size of aView by calling fitSize() method") { f in
      f.aView.pin.height(100).minWidth(20).sizeToFit(.height)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 20.0, height: 100.0))
    },
    // the result of the sizeToFit(.height) && sizeToFit(.width) (line 694)
    SpecCase(695, "should warn method") { f in
      f.aView.pin.width(100).sizeToFit(.height).sizeToFit(.height)
      expectLastWarning(
        f.window, contains: ["sizeToFit(.height)", "won't be applied", "conflicts with sizeToFit(.height)"])
    },
    SpecCase(700, "should warn method") { f in
      f.aView.pin.width(100).aspectRatio(2).sizeToFit(.width)
      expectLastWarning(f.window, contains: ["sizeToFit(.width)", "won't be applied", "aspectRatio(2.0)"])
    },
    SpecCase(705, "should warn method") { f in
      f.aView.pin.sizeToFit(.width).aspectRatio(2)
      expectLastWarning(
        f.window, contains: [" aspectRatio(2.0)", "won't be applied", "conflicts with sizeToFit(.width)"])
    },
    SpecCase(710, "should warn method") { f in
      f.aView.pin.width(100).sizeToFit(.width).aspectRatio(2)
      expectLastWarning(
        f.window, contains: [" aspectRatio(2.0)", "won't be applied", "conflicts with sizeToFit(.width)"])
    },
    // the result of the sizeToFit(.width) (line 719)
    SpecCase(720, "should adjust the aView") { f in
      f.aView.pin.sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 100.0, height: 16.0))
    },
    SpecCase(725, "should adjust the aView") { f in
      f.aView.pin.width(50).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 50.0, height: 32.0))
    },
    SpecCase(730, "should adjust the aView") { f in
      f.aView.pin.minWidth(160).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 160.0, height: 10.0))
    },
    SpecCase(735, "should adjust the aView") { f in
      f.aView.pin.maxWidth(50).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 50.0, height: 32.0))
    },
    SpecCase(740, "should adjust the aView") { f in
      f.aView.pin.size(CGSize(width: 20, height: 100)).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 20.0, height: 80.0))
    },
    SpecCase(745, "should adjust the aView") { f in
      f.aView.pin.size(CGSize(width: 20, height: 100)).sizeToFit(.height)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 16.0, height: 100.0))
    },
    // the result of the sizeToFit(.height) (line 754)
    SpecCase(755, "should adjust the aView") { f in
      f.aView.pin.sizeToFit(.height)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 27, height: 60.0), within: 0.5)
    },
    SpecCase(760, "should adjust the aView") { f in
      f.aView.pin.height(50).sizeToFit(.height)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 32.0, height: 50.0))
    },
    SpecCase(765, "should adjust the aView") { f in
      f.aView.pin.minHeight(160).sizeToFit(.height)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 10.0, height: 160.0))
    },
    SpecCase(770, "should adjust the aView") { f in
      f.aView.pin.maxHeight(50).sizeToFit(.height)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 32.0, height: 50.0))
    },
    // the result of the sizeToFit(.width) when the value return by sizeThatFits() is smaller then the width (line 779)
    SpecCase(780, "should adjust the aView") { f in
      f.aView.pin.sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 100.0, height: 16.0))
    },
    SpecCase(785, "should adjust the aView") { f in
      f.aView.measure = basicViewMeasure(offset: -10)
      f.aView.pin.width(50).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 50.0, height: 40.0))
    },
    SpecCase(791, "should adjust the aView") { f in
      f.aView.measure = basicViewMeasure(offset: -10)
      f.aView.pin.width(50).sizeToFit(.widthFlexible)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 40.0, height: 40.0))
    },
    SpecCase(797, "should adjust the aView") { f in
      f.aView.measure = basicViewMeasure(offset: -10)
      f.aView.pin.width(50).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 50.0, height: 40.0))
    },
    SpecCase(803, "should adjust the aView") { f in
      f.aView.measure = basicViewMeasure(offset: -10)
      f.aView.pin.size(CGSize(width: 20, height: 100)).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 20.0, height: 160.0))
    },
    SpecCase(809, "should adjust the aView") { f in
      f.aView.measure = basicViewMeasure(offset: -10)
      f.aView.pin.size(CGSize(width: 20, height: 100)).sizeToFit(.widthFlexible)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 10.0, height: 160.0))
    },
    SpecCase(815, "should adjust the aView") { f in
      f.aView.measure = basicViewMeasure(offset: -10)
      f.aView.pin.size(CGSize(width: 20, height: 100)).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 20.0, height: 160.0))
    },
    // the result of the sizeToFit(.height) when the value return by sizeThatFits() is smaller then the width (line 825)
    SpecCase(826, "should adjust the aView") { f in
      f.aView.measure = basicViewMeasure(offset: -10)
      f.aView.pin.sizeToFit(.height)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 32.0, height: 60.0))
    },
    SpecCase(832, "should adjust the aView") { f in
      f.aView.measure = basicViewMeasure(offset: -10)
      f.aView.pin.sizeToFit(.heightFlexible)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 32.0, height: 50.0))
    },
    SpecCase(838, "should adjust the aView") { f in
      f.aView.measure = basicViewMeasure(offset: -10)
      f.aView.pin.sizeToFit(.height)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 32.0, height: 60.0))
    },
    SpecCase(844, "should adjust the aView") { f in
      f.aView.measure = basicViewMeasure(offset: -10)
      f.aView.pin.sizeToFit(.heightFlexible)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 32.0, height: 50.0))
    },
    // the result of the fitSize() (line 854)
    SpecCase(855, "should adjust the aView") { f in
      f.aView.measure = basicViewMeasure(offset: -10)
      f.aView.pin.width(50).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 50.0, height: 40.0))
    },
    SpecCase(861, "should adjust the aView") { f in
      f.aView.measure = basicViewMeasure(offset: -10)
      f.aView.pin.width(50).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 50.0, height: 40.0))
    },
    SpecCase(867, "should adjust the aView") { f in
      f.aView.measure = basicViewMeasure(offset: 10)
      f.aView.pin.width(50).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 50.0, height: 26.6), within: 0.5)
    },
    SpecCase(873, "should adjust the aView") { f in
      f.aView.measure = basicViewMeasure(offset: 10)
      f.aView.pin.width(50).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 50.0, height: 26.6), within: 0.5)
    },
    SpecCase(879, "should adjust the aView") { f in
      f.aView.pin.height(50).sizeToFit(.height)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 32.0, height: 50.0))
    },
    SpecCase(884, "should adjust the aView") { f in
      f.aView.measure = basicViewMeasure(offset: -10)
      f.aView.pin.height(50).sizeToFit(.height)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 40.0, height: 50.0))
    },
    SpecCase(890, "should adjust the aView") { f in
      f.aView.pin.height(50).sizeToFit(.height)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 32.0, height: 50.0))
    },
    SpecCase(895, "should adjust the aView") { f in
      f.aView.measure = basicViewMeasure(offset: -10)
      f.aView.pin.height(50).sizeToFit(.height)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 40.0, height: 50.0))
    },
    SpecCase(901, "should adjust the aView") { f in
      f.aView.measure = basicViewMeasure(offset: 10)
      f.aView.pin.height(30).sizeToFit(.height)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 40.0, height: 30.0))
    },
    SpecCase(907, "should adjust the aView") { f in
      f.aView.measure = basicViewMeasure(offset: 10)
      f.aView.pin.height(30).sizeToFit(.height)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 40.0, height: 30.0))
    },
    SpecCase(913, "should adjust the aView") { f in
      f.aView.pin.width(50).sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 50.0, height: 32.0), within: 0.5)
    },
    SpecCase(918, "should adjust the height using the current width") { f in
      f.aView.frame.size = CGSize(width: 50, height: 0)
      f.aView.pin.sizeToFit(.width)
      expectFrame(f.aView, CGRect(x: 140.0, y: 100.0, width: 50.0, height: 32.0), within: 0.5)
    },
    // the result of the sizeToFit() (line 928)
    SpecCase(929, "should adjust the aView") { f in
      f.window.displayScale = 3
      f.aView.pin.sizeToFit().center()
      expectFrame(f.aView, CGRect(x: 182.6667, y: 177.6667, width: 35.0, height: 45.0), within: 0.1)
    },
    // Lines 936-961 compare with UILabel's own sizeToFit(), one under a CGAffineTransform: they need
    // UIKit's UILabel and transforms, and are not ported (see README.md).
  ]

  @Test("AdjustSizeSpec", arguments: cases)
  func spec(_ specCase: SpecCase<Fixture>) {
    specCase.body(Fixture())
  }
}
