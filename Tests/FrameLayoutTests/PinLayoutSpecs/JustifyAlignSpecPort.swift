import Foundation
import LayoutNodes
import Testing

// A port of PinLayout's Tests/Common/JustifyAlignSpec.swift (layoutBox/PinLayout), case by case: each case
// names the line of its `it` in the original, and expects the original's values.
@Suite("PinLayout spec: JustifyAlignSpec")
struct JustifyAlignSpecPort {
  /// The spec's `beforeEach`: root (0, 0, 400, 400) in the view controller's view, aView
  /// (40, 100, 100, 60) in root; display scale 2.
  final class Fixture {
    let window = specNode("viewController.view")
    let rootView: LayoutNode
    let aView: LayoutNode

    init() {
      window.displayScale = 2
      rootView = specNode("rootView", CGRect(x: 0, y: 0, width: 400, height: 400), in: window)
      aView = specNode("aView", CGRect(x: 40, y: 100, width: 100, height: 60), in: rootView)
      aView.measure = basicViewMeasure(area: 40 * 40)
    }
  }

  static let cases: [SpecCase<Fixture>] = [
    // justify() should warn that the justify cannot be applied (line 60)
    SpecCase(61, "test when missing left and right coordinate") { f in
      f.aView.pin.justify(.center)
      expectFrame(f.aView, CGRect(x: 40.0, y: 100.0, width: 100.0, height: 60.0))
      expectLastWarning(f.window, contains: ["justify", "center", "won't be applied", "left and right"])
    },
    SpecCase(67, "test when missing left and right coordinate") { f in
      f.aView.pin.width(100).justify(.center)
      expectFrame(f.aView, CGRect(x: 40.0, y: 100.0, width: 100.0, height: 60.0))
      expectLastWarning(f.window, contains: ["justify", "center", "won't be applied", "left and right"])
    },
    SpecCase(73, "test when missing left and right coordinate") { f in
      f.aView.pin.left().pinEdges().justify(.center)
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 100.0, height: 60.0))
      expectLastWarning(f.window, contains: ["justify", "center", "won't be applied", "left and right"])
    },
    SpecCase(79, "test when missing right coordinate") { f in
      f.aView.pin.left().width(250).justify(.center)
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 250.0, height: 60.0))
      expectLastWarning(f.window, contains: ["justify", "center", "won't be applied", "left and right"])
    },
    SpecCase(85, "test when hCenter has been set and justify() won't be applied") { f in
      f.aView.pin.hCenter(60).justify(.center)
      expectFrame(f.aView, CGRect(x: 210.0, y: 100.0, width: 100.0, height: 60.0))
      expectLastWarning(f.window, contains: ["justify", "center", "won't be applied", "hCenter"])
    },
    // align() should warn that the alignment cannot be applied (line 95)
    SpecCase(96, "test when missing top and bottom coordinate") { f in
      f.aView.pin.align(.center)
      expectFrame(f.aView, CGRect(x: 40.0, y: 100.0, width: 100.0, height: 60.0))
      expectLastWarning(f.window, contains: ["align(.center)", "won't be applied", "top and bottom"])
    },
    SpecCase(102, "test when missing left and right coordinate") { f in
      f.aView.pin.width(100).align(.center)
      expectFrame(f.aView, CGRect(x: 40.0, y: 100.0, width: 100.0, height: 60.0))
      expectLastWarning(f.window, contains: ["align(.center)", "won't be applied", "top and bottom"])
    },
    SpecCase(108, "test when missing left and right coordinate") { f in
      f.aView.pin.left().pinEdges().align(.center)
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 100.0, height: 60.0))
      expectLastWarning(f.window, contains: ["align(.center)", "won't be applied", "top and bottom"])
    },
    SpecCase(114, "test when missing right coordinate") { f in
      f.aView.pin.left().width(250).align(.center)
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 250.0, height: 60.0))
      expectLastWarning(f.window, contains: ["align(.center)", "won't be applied", "top and bottom"])
    },
    SpecCase(120, "test when hCenter has been set and align() won't be applied") { f in
      f.aView.pin.hCenter(60).align(.center)
      expectFrame(f.aView, CGRect(x: 210.0, y: 100.0, width: 100.0, height: 60.0))
      expectLastWarning(f.window, contains: ["align(.center)", "won't be applied", "top and bottom"])
    },
    // the result of the width(...) with justify (line 130)
    SpecCase(131, "should adjust the width and justify left aView") { f in
      f.aView.pin.left().right().width(250)
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 250.0, height: 60.0))
    },
    SpecCase(136, "should adjust the width and justify left aView") { f in
      f.aView.pin.left().right().width(250).justify(.left)
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 250.0, height: 60.0))
    },
    SpecCase(141, "should adjust the width and justify center aView") { f in
      f.aView.pin.left().right().width(250).justify(.center)
      expectFrame(f.aView, CGRect(x: 75.0, y: 100.0, width: 250.0, height: 60.0))
    },
    SpecCase(146, "should adjust the width and justify right aView") { f in
      f.aView.pin.left().right().width(250).justify(.right)
      expectFrame(f.aView, CGRect(x: 150.0, y: 100.0, width: 250.0, height: 60.0))
    },
    SpecCase(151, "should adjust the width and justify left aView") { f in
      f.aView.pin.left(50).right(50).width(200).justify(.left)
      let rect1 = f.aView.frame
      expectFrame(f.aView, CGRect(x: 50.0, y: 100.0, width: 200.0, height: 60.0))
      f.aView.pin.left().right().marginHorizontal(50).width(200).justify(.left)
      let rect2 = f.aView.frame
      expectFrame(f.aView, CGRect(x: 50.0, y: 100.0, width: 200.0, height: 60.0))
      #expect(rect1 == rect2)
    },
    SpecCase(163, "should adjust the width and justify center aView") { f in
      f.aView.pin.left(50).right(50).width(200).justify(.center)
      let rect1 = f.aView.frame
      expectFrame(f.aView, CGRect(x: 100.0, y: 100.0, width: 200.0, height: 60.0))
      f.aView.pin.left().right().marginHorizontal(50).width(200).justify(.center)
      let rect2 = f.aView.frame
      expectFrame(f.aView, CGRect(x: 100.0, y: 100.0, width: 200.0, height: 60.0))
      #expect(rect1 == rect2)
    },
    SpecCase(175, "should adjust the width and justify right aView") { f in
      f.aView.pin.left(50).right(50).width(200).justify(.right)
      let rect1 = f.aView.frame
      expectFrame(f.aView, CGRect(x: 150.0, y: 100.0, width: 200.0, height: 60.0))
      f.aView.pin.left().right().marginHorizontal(50).width(200).justify(.right)
      let rect2 = f.aView.frame
      expectFrame(f.aView, CGRect(x: 150.0, y: 100.0, width: 200.0, height: 60.0))
      #expect(rect1 == rect2)
    },
    // the result of the height(...) with align (line 191)
    SpecCase(192, "should adjust the height and justify left aView") { f in
      f.aView.pin.top().bottom().height(250)
      expectFrame(f.aView, CGRect(x: 40.0, y: 0.0, width: 100.0, height: 250.0))
    },
    SpecCase(197, "should adjust the height and justify left aView") { f in
      f.aView.pin.top().bottom().height(250).align(.top)
      expectFrame(f.aView, CGRect(x: 40.0, y: 0.0, width: 100.0, height: 250.0))
    },
    SpecCase(202, "should adjust the width and align center aView") { f in
      f.aView.pin.top().bottom().height(250).align(.center)
      expectFrame(f.aView, CGRect(x: 40.0, y: 75.0, width: 100.0, height: 250.0))
    },
    SpecCase(207, "should adjust the width and align right aView") { f in
      f.aView.pin.top().bottom().height(250).align(.bottom)
      expectFrame(f.aView, CGRect(x: 40.0, y: 150.0, width: 100.0, height: 250.0))
    },
    SpecCase(212, "should adjust the width and align left aView") { f in
      f.aView.pin.top(50).bottom(50).height(200).align(.top)
      let rect1 = f.aView.frame
      expectFrame(f.aView, CGRect(x: 40.0, y: 50.0, width: 100.0, height: 200.0))
      f.aView.pin.top().bottom().marginVertical(50).height(200).align(.top)
      let rect2 = f.aView.frame
      expectFrame(f.aView, CGRect(x: 40.0, y: 50.0, width: 100.0, height: 200.0))
      #expect(rect1 == rect2)
    },
    SpecCase(224, "should adjust the height and align center aView") { f in
      f.aView.pin.top(50).bottom(50).height(200).align(.center)
      let rect1 = f.aView.frame
      expectFrame(f.aView, CGRect(x: 40.0, y: 100.0, width: 100.0, height: 200.0))
      f.aView.pin.top().bottom().marginVertical(50).height(200).align(.center)
      let rect2 = f.aView.frame
      expectFrame(f.aView, CGRect(x: 40.0, y: 100.0, width: 100.0, height: 200.0))
      #expect(rect1 == rect2)
    },
    SpecCase(236, "should adjust the height and align bottom aView") { f in
      f.aView.pin.top(50).bottom(50).height(200).align(.bottom)
      let rect1 = f.aView.frame
      expectFrame(f.aView, CGRect(x: 40.0, y: 150.0, width: 100.0, height: 200.0))
      f.aView.pin.top().bottom().marginVertical(50).height(200).align(.bottom)
      let rect2 = f.aView.frame
      expectFrame(f.aView, CGRect(x: 40.0, y: 150.0, width: 100.0, height: 200.0))
      #expect(rect1 == rect2)
    },
    // the result of the pinEdges(...) with justify (line 252)
    SpecCase(253, "should adjust the width and justify left aView") { f in
      f.aView.pin.left().width(100).pinEdges().justify(.center)
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 100.0, height: 60.0))
    },
    // the result of the pinEdges(...) with align (line 262)
    SpecCase(263, "should adjust the width and justify left aView") { f in
      f.aView.pin.top().height(100).pinEdges().align(.center)
      expectFrame(f.aView, CGRect(x: 40.0, y: 0.0, width: 100.0, height: 100.0))
    },
  ]

  @Test("JustifyAlignSpec", arguments: cases)
  func spec(_ specCase: SpecCase<Fixture>) {
    specCase.body(Fixture())
  }
}
