import Foundation
import LayoutNodes
import Testing

// A port of PinLayout's Tests/iOS/PinSafeAreaTests.swift (layoutBox/PinLayout), case by case: each
// case names the line of its `it` in the original. The original puts a view controller in a navigation
// controller (and a tab bar controller) on an iPhone and reads the insets UIKit gives it: 44 under the
// translucent navigation bar, 49 above the tab bar; the expected values that it computes from those
// insets are written out here. The platform's part is played by the root (`window`), whose
// `safeAreaInsets` are the bars', and by the controller's view's frame (below an opaque bar, the view
// starts under it). Not ported: the counts of `safeAreaInsetsDidChange()` calls (a node has no such
// callback: its insets are read, not pushed) and the scroll view case (line 701: a `UIScrollView`
// stops the safe area of its content; there is no scroll view here).
@Suite("PinLayout spec: PinSafeAreaTests")
struct PinSafeAreaSpecPort {
  /// An iPhone-sized window whose bars leave `bars` unsafe, and the controller's view `mainView` at
  /// `frame` in it, with the original's `TestView2` subviews: `subView` ("SubViewA"), and `subViewB` in
  /// it. (`offsetView`, `TestView`'s only subview, is `subView` here: both start at a zero frame.)
  final class Fixture {
    let window = specNode("window", CGRect(x: 0, y: 0, width: 375, height: 667))
    let mainView: LayoutNode
    let subView: LayoutNode
    let subViewB: LayoutNode

    init(bars: EdgeInsets = EdgeInsets(top: 44), mainViewFrame: CGRect = CGRect(x: 0, y: 0, width: 375, height: 667)) {
      window.safeAreaInsets = bars
      mainView = specNode("mainView", mainViewFrame, in: window)
      subView = specNode("SubViewA", in: mainView)
      subViewB = specNode("SubViewB", in: subView)
    }

    /// The checks of the cases on `TestView2`: each node's `pin.safeArea`, then the frames of
    /// `subView` and `subViewB`.
    func expect(
      mainView: EdgeInsets, subView: EdgeInsets, subViewB: EdgeInsets, subViewFrame: CGRect,
      subViewBFrame: CGRect, sourceLocation: SourceLocation = #_sourceLocation
    ) {
      #expect(self.mainView.pin.safeArea == mainView, sourceLocation: sourceLocation)
      #expect(self.subView.pin.safeArea == subView, sourceLocation: sourceLocation)
      #expect(self.subViewB.pin.safeArea == subViewB, sourceLocation: sourceLocation)
      expectFrame(self.subView, subViewFrame, sourceLocation: sourceLocation)
      expectFrame(self.subViewB, subViewBFrame, sourceLocation: sourceLocation)
    }

    /// `TestView2.layoutSubviews()`: the case's closure, then `SubView.layoutSubviews()` of `subView`,
    /// which pins `subViewB` to its safe area (`subViewB` has no subview of its own).
    func layout(_ layoutSubView: (_ subView: LayoutNode, _ parent: LayoutNode) -> Void) {
      layoutSubView(subView, mainView)
      subViewB.pin.top(subView.pin.safeArea).left(subView.pin.safeArea).size(40)
    }
  }

  static let cases: [SpecCase<Fixture>] = [
    // PinSafeAreaSpec, using opaque NavigationBar: the controller's view starts below the bar.
    SpecCase(56, "testOpaqueNavigationBar") { _ in
      let f = Fixture(mainViewFrame: CGRect(x: 0, y: 44, width: 375, height: 667 - 44))
      let offsetView = f.subView
      offsetView.pin.top(10).width(100).height(100)
      #expect(f.mainView.pin.safeArea == .zero)
      #expect(offsetView.pin.safeArea == .zero)
      expectFrame(f.mainView, CGRect(x: 0, y: 44, width: 375, height: 623))
      expectFrame(offsetView, CGRect(x: 0, y: 10, width: 100, height: 100))
    },
    // PinSafeAreaSpec, using translucent NavigationBar
    SpecCase(86, "default") { f in
      let offsetView = f.subView
      offsetView.pin.all().margin(f.mainView.pin.safeArea)
      #expect(f.mainView.pin.safeArea == EdgeInsets(top: 44))
      #expect(offsetView.pin.safeArea == .zero)
      expectFrame(f.mainView, CGRect(x: 0, y: 0, width: 375, height: 667))
      expectFrame(offsetView, CGRect(x: 0, y: 44, width: 375, height: 667 - 44))
    },
    SpecCase(108, "with OffsetView") { f in
      let offsetView = f.subView
      offsetView.pin.top(10).width(100).height(100)
      #expect(f.mainView.pin.safeArea == EdgeInsets(top: 44))
      #expect(offsetView.pin.safeArea == EdgeInsets(top: 44 - 10))
      expectFrame(f.mainView, CGRect(x: 0, y: 0, width: 375, height: 667))
      expectFrame(offsetView, CGRect(x: 0, y: 10, width: 100, height: 100))
    },
    // `additionalSafeAreaInsets` (10, 10, 30, 0) add to the bar's 44 on the controller's view.
    SpecCase(136, "with OffsetView and AdditionalSafeAreaInsets") { f in
      f.mainView.safeAreaInsets = EdgeInsets(top: 44 + 10, left: 10, bottom: 30, right: 0)
      let offsetView = f.subView
      offsetView.pin.all().margin(f.mainView.pin.safeArea)
      #expect(f.mainView.pin.safeArea == EdgeInsets(top: 54, left: 10, bottom: 30, right: 0))
      #expect(offsetView.pin.safeArea == .zero)
      expectFrame(f.mainView, CGRect(x: 0, y: 0, width: 375, height: 667))
      expectFrame(offsetView, CGRect(x: 10, y: 54, width: 375 - 10, height: 667 - 54 - 30))
    },
    SpecCase(165, "with OffsetView and AdditionalSafeAreaInsets 2") { f in
      let offsetView = f.subView
      offsetView.pin.top(10).width(100).height(100)
      #expect(f.mainView.safeAreaInsets == EdgeInsets(top: 44))
      #expect(offsetView.safeAreaInsets == EdgeInsets(top: 34))
      #expect(f.mainView.pin.safeArea == EdgeInsets(top: 44))
      #expect(offsetView.pin.safeArea == EdgeInsets(top: 34))
    },
    // PinSafeAreaMoreTestsSpec, navigationbar + subview
    SpecCase(262, "transluscent navigationbar 1") { f in
      f.layout { subView, _ in subView.pin.top(10).left(10).size(100) }
      f.expect(
        mainView: EdgeInsets(top: 44), subView: EdgeInsets(top: 34),
        subViewB: .zero, subViewFrame: CGRect(x: 10, y: 10, width: 100, height: 100),
        subViewBFrame: CGRect(x: 0, y: 34, width: 40, height: 40))
    },
    SpecCase(293, "transluscent navigationbar 2") { f in
      let subViewLeft = CGFloat(-10)
      f.layout { subView, _ in subView.pin.top(10).left(subViewLeft).size(100) }
      f.expect(
        mainView: EdgeInsets(top: 44), subView: EdgeInsets(top: 34),
        subViewB: .zero, subViewFrame: CGRect(x: -10, y: 10, width: 100, height: 100),
        subViewBFrame: CGRect(x: 0, y: 34, width: 40, height: 40))
    },
    SpecCase(325, "transluscent navigationbar 3") { f in
      f.layout { subView, _ in subView.pin.top(10).right(10).size(100) }
      f.expect(
        mainView: EdgeInsets(top: 44), subView: EdgeInsets(top: 34),
        subViewB: .zero, subViewFrame: CGRect(x: 265, y: 10, width: 100, height: 100),  // 375 - 100 - 10
        subViewBFrame: CGRect(x: 0, y: 34, width: 40, height: 40))
    },
    SpecCase(358, "transluscent navigationbar 4") { f in
      let subViewRight = CGFloat(-10)
      f.layout { subView, _ in subView.pin.top(10).right(subViewRight).size(100) }
      f.expect(
        mainView: EdgeInsets(top: 44), subView: EdgeInsets(top: 34),
        subViewB: .zero, subViewFrame: CGRect(x: 285, y: 10, width: 100, height: 100),  // 375 - 100 + 10
        subViewBFrame: CGRect(x: 0, y: 34, width: 40, height: 40))
    },
    // Above the top: the inset counts from the parent's top, 44, not 44 + 20.
    SpecCase(391, "transluscent navigationbar 5") { f in
      let subViewTop = CGFloat(-20), subViewLeft = CGFloat(-10)
      f.layout { subView, _ in subView.pin.top(subViewTop).left(subViewLeft).size(100) }
      f.expect(
        mainView: EdgeInsets(top: 44), subView: EdgeInsets(top: 44),
        subViewB: .zero, subViewFrame: CGRect(x: -10, y: -20, width: 100, height: 100),
        subViewBFrame: CGRect(x: 0, y: 44, width: 40, height: 40))
    },
    // PinSafeAreaWithOptInModeSpec (the mode only changes which views get the callback)
    SpecCase(457, "should not call safeAreaInsetsDidChange()") { f in
      f.layout { subView, _ in subView.pin.top(10).left(10).size(100) }
      f.expect(
        mainView: EdgeInsets(top: 44), subView: EdgeInsets(top: 34),
        subViewB: .zero, subViewFrame: CGRect(x: 10, y: 10, width: 100, height: 100),
        subViewBFrame: CGRect(x: 0, y: 34, width: 40, height: 40))
    },
    // PinSafeAreaWithOptInInsetsUpdateModeSpec: the original's own numbers.
    SpecCase(532, "should not call safeAreaInsetsDidChange() (PinSafeAreaInsetsUpdate)") { f in
      f.layout { subView, _ in subView.pin.top(10).left(10).size(100) }
      f.expect(
        mainView: EdgeInsets(top: 44.0, left: 0.0, bottom: 0.0, right: 0.0),
        subView: EdgeInsets(top: 34.0, left: 0.0, bottom: 0.0, right: 0.0),
        subViewB: EdgeInsets(top: 0.0, left: 0.0, bottom: 0.0, right: 0.0),
        subViewFrame: CGRect(x: 10, y: 10, width: 100, height: 100),
        subViewBFrame: CGRect(x: 0, y: 34, width: 40, height: 40))
    },
    // PinSafeAreaTabBarControllerSpec: a tab bar 49 high as well; the original's own numbers.
    SpecCase(605, "translucent navigation bar (tab bar)") { _ in
      let f = Fixture(bars: EdgeInsets(top: 44, left: 0, bottom: 49, right: 0))
      f.layout { subView, _ in subView.pin.top(10).left(10).size(100) }
      expectFrame(f.mainView, CGRect(x: 0, y: 0, width: 375, height: 667))
      f.expect(
        mainView: EdgeInsets(top: 44.0, left: 0.0, bottom: 49.0, right: 0.0),
        subView: EdgeInsets(top: 34.0, left: 0.0, bottom: 0.0, right: 0.0),
        subViewB: EdgeInsets(top: 0.0, left: 0.0, bottom: 0.0, right: 0.0),
        subViewFrame: CGRect(x: 10, y: 10, width: 100, height: 100),
        subViewBFrame: CGRect(x: 0, y: 34, width: 40, height: 40))
    },
    SpecCase(641, "transluscent navigationbar 2 (tab bar)") { _ in
      let f = Fixture(bars: EdgeInsets(top: 44, left: 0, bottom: 49, right: 0))
      f.layout { subView, _ in subView.pin.all() }
      f.expect(
        mainView: EdgeInsets(top: 44.0, left: 0.0, bottom: 49.0, right: 0.0),
        subView: EdgeInsets(top: 44.0, left: 0.0, bottom: 49.0, right: 0.0),
        subViewB: EdgeInsets(top: 0.0, left: 0.0, bottom: 0.0, right: 0.0),
        subViewFrame: CGRect(x: 0, y: 0, width: 375, height: 667),
        subViewBFrame: CGRect(x: 0, y: 44, width: 40, height: 40))
    },
  ]

  @Test("PinSafeAreaTests", arguments: cases)
  func spec(_ specCase: SpecCase<Fixture>) {
    specCase.body(Fixture())
  }
}
