import Foundation
import LayoutNodes
import Testing

// A port of PinLayout's Tests/Common/AspectRatioTests.swift (layoutBox/PinLayout), case by case: each case
// names the line of its `it` in the original, and expects the original's values.
@Suite("PinLayout spec: AspectRatioTests")
struct AspectRatioSpecPort {
  /// The spec's `beforeEach`: root (0, 0, 400, 400), aView (140, 100, 200, 100) and bView
  /// (160, 120, 120, 40) in root; display scale 2. The iOS `imageView` (10, 10, 60, 60), whose image is
  /// 100×50, is a node whose intrinsic content size is the image's (what `aspectRatio()` reads).
  final class Fixture {
    let window = specNode("viewController.view")
    let rootView: LayoutNode
    let aView: LayoutNode
    let bView: LayoutNode
    let imageView: LayoutNode

    init() {
      window.displayScale = 2
      rootView = specNode("rootView", CGRect(x: 0, y: 0, width: 400, height: 400), in: window)
      aView = specNode("aView", CGRect(x: 140, y: 100, width: 200, height: 100), in: rootView)
      bView = specNode("bView", CGRect(x: 160, y: 120, width: 120, height: 40), in: rootView)
      for node in [rootView, aView, bView] { node.measure = basicViewMeasure() }
      imageView = specNode("imageView", CGRect(x: 10, y: 10, width: 60, height: 60), in: rootView)
      imageView.intrinsicContentSize = IntrinsicContentSize(width: 100, height: 50)
    }
  }

  static let cases: [SpecCase<Fixture>] = [
    // the result of the aspectRatio(CGFloat) (line 77)
    SpecCase(79, "should warn about fitSize()") { f in
      f.aView.pin.left().height(100).aspectRatio(2).sizeToFit(.width)
      expectLastWarning(f.window, contains: ["sizeToFit(.width) won't be applied", "conflicts", "aspectRatio"])
    },
    SpecCase(84, "should warn about aspectRatio(:CGFloat)") { f in
      f.aView.measure = basicViewMeasure(area: 40 * 40)
      f.aView.pin.left().width(100%).sizeToFit(.width).aspectRatio(2)
      expectLastWarning(f.window, contains: ["aspectRatio(2.0) won't be applied", "conflicts", "sizeToFit"])
    },
    SpecCase(90, "should warn about aspectRatio(:CGFloat)") { f in
      f.aView.measure = basicViewMeasure(area: 40 * 40)
      f.aView.pin.left().height(100).sizeToFit(.height).aspectRatio(2)
      expectLastWarning(f.window, contains: ["aspectRatio(2.0) won't be applied", "conflicts", "sizeToFit"])
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 16.0, height: 100.0))
    },
    SpecCase(98, "should warn about aspectRatio(:CGFloat)") { f in
      f.aView.pin.left().aspectRatio(2)
      expectLastWarning(
        f.window, contains: ["aspectRatio won't be applied", "neither the width nor the height can be determined"])
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 200.0, height: 100.0))
    },
    SpecCase(104, "should warn about aspectRatio(:CGFloat)") { f in
      f.aView.pin.left().width(100%).aspectRatio(-2)
      expectLastWarning(f.window, contains: ["aspectRatio", "won't be applied", "must be greater than zero"])
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 400.0, height: 100.0))
    },
    SpecCase(110, "should warn about aspectRatio(:CGFloat)") { f in
      f.aView.pin.left().height(100).aspectRatio(-2)
      expectLastWarning(f.window, contains: ["aspectRatio", "won't be applied", "must be greater than zero"])
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 200.0, height: 100.0))
    },
    SpecCase(116, "should warn about aspectRatio(:CGFloat)") { f in
      f.aView.pin.left().width(100%).aspectRatio(0)
      expectLastWarning(f.window, contains: ["aspectRatio", "won't be applied", "must be greater than zero"])
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 400.0, height: 100.0))
    },
    SpecCase(122, "should warn about aspectRatio(:CGFloat)") { f in
      f.aView.pin.left().height(100).aspectRatio(0)
      expectLastWarning(f.window, contains: ["aspectRatio", "won't be applied", "must be greater than zero"])
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 200.0, height: 100.0))
    },
    SpecCase(128, "should apply aspectRatio(:CGFloat)") { f in
      f.aView.pin.left().width(100%).aspectRatio(2)
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 400.0, height: 200.0))
    },
    SpecCase(133, "should apply aspectRatio(:CGFloat)") { f in
      f.aView.pin.left().height(100).aspectRatio(2)
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 200.0, height: 100.0))
    },
    SpecCase(138, "should apply aspectRatio(:CGFloat)") { f in
      f.aView.pin.left().width(100).aspectRatio(0.5)
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 100.0, height: 200.0))
    },
    SpecCase(143, "should apply aspectRatio(:CGFloat)") { f in
      f.aView.pin.left().height(100).aspectRatio(0.5)
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 50.0, height: 100.0))
    },
    // the result of the aspectRatio(of: UIView) (line 153)
    SpecCase(154, "should apply aspectRatio(of: UIView)") { f in
      f.aView.pin.left().width(100).aspectRatio(of: f.bView)
      let bViewRatio = f.bView.frame.width / f.bView.frame.height
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 100.0, height: 100 / bViewRatio), within: 0.5)
    },
    SpecCase(160, "should apply aspectRatio()") { f in
      f.aView.pin.left().height(100).aspectRatio(of: f.bView)
      let bViewRatio = f.bView.frame.width / f.bView.frame.height
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 100 * bViewRatio, height: 100.0))
    },
    // Lines 172-201 (aspectRatio() of a UIImageView) need UIKit's UIImageView: not ported.
    // the result of the aspectRatio(CGFloat) (line 211)
    // the result of the aspectRatio(CGFloat) (line 171, iOS), with the image as the node's intrinsic size
    SpecCase(178, "should warn about aspectRatio() if no image is set") { f in
      f.imageView.intrinsicContentSize = .none
      f.imageView.pin.left().width(100).aspectRatio()
      // The original's second fragment names UIImageView's image ("hasn't been set"); a node names what
      // it lacks: an intrinsic content size, text or a measure closure.
      expectLastWarning(f.window, contains: ["aspectRatio() won't be applied", "no intrinsic content size"])
      expectFrame(f.imageView, CGRect(x: 0.0, y: 10.0, width: 100.0, height: 60.0))
    },
    SpecCase(195, "should warn about aspectRatio()") { f in
      f.imageView.pin.left().aspectRatio()
      expectLastWarning(
        f.window, contains: ["aspectRatio won't be applied", "neither the width nor the height can be determined"])
      expectFrame(f.imageView, CGRect(x: 0.0, y: 10.0, width: 60.0, height: 60.0))
    },
    SpecCase(201, "should apply aspectRatio()") { f in
      f.imageView.pin.left().width(200).aspectRatio()
      expectFrame(f.imageView, CGRect(x: 0.0, y: 10, width: 200, height: 100), within: 0.5)
    },
    SpecCase(212, "should apply aspectRatio()") { f in
      f.aView.pin.left().height(100).aspectRatio(2).minWidth(240)
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 240.0, height: 100.0))
    },
    SpecCase(217, "should apply aspectRatio()") { f in
      f.aView.pin.left().height(100).aspectRatio(2).maxWidth(140)
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 140.0, height: 100.0))
    },
    SpecCase(222, "should apply aspectRatio()") { f in
      f.aView.pin.left().width(100).aspectRatio(2).minHeight(70)
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 100.0, height: 70.0))
    },
    SpecCase(227, "should apply aspectRatio()") { f in
      f.aView.pin.left().width(100).aspectRatio(2).maxHeight(30)
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 100.0, height: 30.0))
    },
    SpecCase(232, "should apply aspectRatio()") { f in
      f.aView.pin.left().width(100).maxWidth(80).aspectRatio(2)
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 80.0, height: 40.0))
    },
    SpecCase(237, "should apply aspectRatio()") { f in
      f.aView.pin.left().width(100).minWidth(100).aspectRatio(2)
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 100.0, height: 50.0))
    },
    SpecCase(242, "should apply aspectRatio()") { f in
      f.aView.pin.left().width(100).maxWidth(80).aspectRatio(2).maxHeight(30)
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 80.0, height: 30.0))
    },
    SpecCase(247, "should apply aspectRatio()") { f in
      f.aView.pin.left().height(100).maxHeight(80).aspectRatio(2)
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 160.0, height: 80.0))
    },
    SpecCase(252, "should apply aspectRatio()") { f in
      f.aView.pin.left().height(100).minHeight(120).aspectRatio(2)
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 240.0, height: 120.0))
    },
    SpecCase(257, "should apply aspectRatio()") { f in
      f.aView.pin.left().height(100).maxHeight(80).aspectRatio(2).maxWidth(140)
      expectFrame(f.aView, CGRect(x: 0.0, y: 100.0, width: 140.0, height: 80.0))
    },
  ]

  @Test("AspectRatioTests", arguments: cases)
  func spec(_ specCase: SpecCase<Fixture>) {
    specCase.body(Fixture())
  }
}
