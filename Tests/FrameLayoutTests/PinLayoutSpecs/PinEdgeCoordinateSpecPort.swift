import Foundation
import LayoutNodes
import Testing

// A port of PinLayout's Tests/Common/PinEdgeCoordinateSpec.swift (layoutBox/PinLayout), case by case: each case
// names the line of its `it` in the original, and expects the original's values.
@Suite("PinLayout spec: PinEdgeCoordinateSpec")
struct PinEdgeCoordinateSpecPort {
  /// The spec's `beforeEach`: rootView (0, 0, 400, 400) in window, aView (140, 100, 100, 60) in rootView, aViewChild (10, 20, 50, 30) in aView, bView (160, 200, 110, 80) in rootView, bViewChild (40, 10, 60, 20) in bView; no display scale.
  final class Fixture {
    let window = specNode("viewController.view")
    let rootView: LayoutNode
    let aView: LayoutNode
    let aViewChild: LayoutNode
    let bView: LayoutNode
    let bViewChild: LayoutNode

    init() {
      rootView = specNode("rootView", CGRect(x: 0, y: 0, width: 400, height: 400), in: window)
      aView = specNode("aView", CGRect(x: 140, y: 100, width: 100, height: 60), in: rootView)
      aViewChild = specNode("aViewChild", CGRect(x: 10, y: 20, width: 50, height: 30), in: aView)
      bView = specNode("bView", CGRect(x: 160, y: 200, width: 110, height: 80), in: rootView)
      bViewChild = specNode("bViewChild", CGRect(x: 40, y: 10, width: 60, height: 20), in: bView)
      for node in [rootView, aView, aViewChild, bView, bViewChild] { node.measure = basicViewMeasure() }
    }
  }

  static let cases: [SpecCase<Fixture>] = [
    // the result of the top(edge: VerticalEdge, of: UIView) method (line 72)
    SpecCase(73, "should warns that the view is not added to any view") { f in
      let unAttachedView = specNode("unattached", CGRect(x: 10, y: 10, width: 10, height: 10))
      unAttachedView.pin.top(to: f.aView.edge.top)
      #expect(unAttachedView.frame == CGRect(x: 10, y: 10, width: 10, height: 10))
    },
    // the result of the top(edge: VerticalEdge, of: UIView) (line 84)
    SpecCase(86, "should position the aViewChild's top edge on its parent's top edge") { f in
      f.aViewChild.pin.top(to: f.aView.edge.top)
      expectFrame(f.aViewChild, CGRect(x: 10.0, y: 0.0, width: 50.0, height: 30.0))
    },
    SpecCase(91, "should position the aViewChild's top edge on its parent sibling (bView)'s top edge") { f in
      f.aViewChild.pin.top(to: f.bView.edge.top)
      expectFrame(f.aViewChild, CGRect(x: 10.0, y: 100.0, width: 50.0, height: 30.0))
    },
    SpecCase(96, "should position the bViewChild's top edge on its sibling's children (aViewChild)'s top edge") { f in
      f.bViewChild.pin.top(to: f.aViewChild.edge.top)
      expectFrame(f.bViewChild, CGRect(x: 40.0, y: -80.0, width: 60.0, height: 20.0))
    },
    SpecCase(101, "should position the aViewChild's top edge on its parent's bottom edge") { f in
      f.aViewChild.pin.top(to: f.aView.edge.bottom)
      expectFrame(f.aViewChild, CGRect(x: 10.0, y: 60.0, width: 50.0, height: 30.0))
    },
    SpecCase(106, "should position the aViewChild's top edge on its parent sibling (bView)'s bottom edge") { f in
      f.aViewChild.pin.top(to: f.bView.edge.bottom)
      expectFrame(f.aViewChild, CGRect(x: 10.0, y: 180.0, width: 50.0, height: 30.0))
    },
    SpecCase(111, "should position the bViewChild's top edge on its sibling's children (aViewChild)'s bottom edge") {
      f in
      f.bViewChild.pin.top(to: f.aViewChild.edge.bottom)
      expectFrame(f.bViewChild, CGRect(x: 40.0, y: -50.0, width: 60.0, height: 20.0))
    },
    // the result of the left(edge: VerticalEdge, of: UIView) (line 120)
    SpecCase(122, "should position the aViewChild's left edge on its parent's left edge") { f in
      f.aViewChild.pin.left(to: f.aView.edge.left)
      expectFrame(f.aViewChild, CGRect(x: 0.0, y: 20.0, width: 50.0, height: 30.0))
    },
    SpecCase(127, "should position the aViewChild's left edge on its parent sibling (bView)'s left edge") { f in
      f.aViewChild.pin.left(to: f.bView.edge.left)
      expectFrame(f.aViewChild, CGRect(x: 20.0, y: 20.0, width: 50.0, height: 30.0))
    },
    SpecCase(132, "should position the bViewChild's left edge on its sibling's children (aViewChild)'s left edge") {
      f in
      f.bViewChild.pin.left(to: f.aViewChild.edge.left)
      expectFrame(f.bViewChild, CGRect(x: -10.0, y: 10.0, width: 60.0, height: 20.0))
    },
    SpecCase(137, "should position the aViewChild's left edge on its parent's right edge") { f in
      f.aViewChild.pin.left(to: f.aView.edge.right)
      expectFrame(f.aViewChild, CGRect(x: 100.0, y: 20.0, width: 50.0, height: 30.0))
    },
    SpecCase(142, "should position the aViewChild's left edge on its parent sibling (bView)'s right edge") { f in
      f.aViewChild.pin.left(to: f.bView.edge.right)
      expectFrame(f.aViewChild, CGRect(x: 130.0, y: 20.0, width: 50.0, height: 30.0))
    },
    SpecCase(147, "should position the bViewChild's left edge on its sibling's children (aViewChild)'s right edge") {
      f in
      f.bViewChild.pin.left(to: f.aViewChild.edge.right)
      expectFrame(f.bViewChild, CGRect(x: 40.0, y: 10.0, width: 60.0, height: 20.0))
    },
    // the result of the bottom(edge: HorizontalEdge, of: UIView) (line 156)
    SpecCase(158, "should position the aViewChild's left edge on its parent's left edge") { f in
      f.aViewChild.pin.bottom(to: f.aView.edge.top)
      expectFrame(f.aViewChild, CGRect(x: 10.0, y: -30.0, width: 50.0, height: 30.0))
    },
    SpecCase(163, "should position the aViewChild's left edge on its parent sibling (bView)'s left edge") { f in
      f.aViewChild.pin.bottom(to: f.bView.edge.top)
      expectFrame(f.aViewChild, CGRect(x: 10.0, y: 70.0, width: 50.0, height: 30.0))
    },
    SpecCase(168, "should position the bViewChild's left edge on its sibling's children (aViewChild)'s left edge") {
      f in
      f.aViewChild.pin.bottom(to: f.aView.edge.bottom)
      expectFrame(f.aViewChild, CGRect(x: 10.0, y: 30.0, width: 50.0, height: 30.0))
    },
    SpecCase(173, "should position the aViewChild's left edge on its parent's right edge") { f in
      f.aViewChild.pin.bottom(to: f.bView.edge.bottom)
      expectFrame(f.aViewChild, CGRect(x: 10.0, y: 150.0, width: 50.0, height: 30.0))
    },
    SpecCase(178, "should position the aViewChild's left edge on its parent sibling (bView)'s right edge") { f in
      f.bViewChild.pin.bottom(to: f.aViewChild.edge.bottom)
      expectFrame(f.bViewChild, CGRect(x: 40.0, y: -70.0, width: 60.0, height: 20.0))
    },
    // the result of the right(edge: HorizontalEdge, of: UIView) (line 187)
    SpecCase(189, "should position the aViewChild") { f in
      f.aViewChild.pin.right(to: f.aView.edge.left)
      expectFrame(f.aViewChild, CGRect(x: -50.0, y: 20.0, width: 50.0, height: 30.0))
    },
    SpecCase(194, "should position the aViewChild") { f in
      f.aViewChild.pin.right(to: f.bView.edge.left)
      expectFrame(f.aViewChild, CGRect(x: -30.0, y: 20.0, width: 50.0, height: 30.0))
    },
    SpecCase(199, "should position the aViewChild") { f in
      f.bViewChild.pin.right(to: f.aViewChild.edge.left)
      expectFrame(f.bViewChild, CGRect(x: -70.0, y: 10.0, width: 60.0, height: 20.0))
    },
    SpecCase(204, "should position the aViewChild") { f in
      f.aViewChild.pin.right(to: f.aView.edge.right)
      expectFrame(f.aViewChild, CGRect(x: 50.0, y: 20.0, width: 50.0, height: 30.0))
    },
    SpecCase(209, "should position the bViewChild") { f in
      f.aViewChild.pin.right(to: f.bView.edge.right)
      expectFrame(f.aViewChild, CGRect(x: 80.0, y: 20.0, width: 50.0, height: 30.0))
    },
    SpecCase(214, "should position the bViewChild") { f in
      f.bViewChild.pin.right(to: f.aViewChild.edge.right)
      expectFrame(f.bViewChild, CGRect(x: -20.0, y: 10.0, width: 60.0, height: 20.0))
    },
  ]

  @Test("PinEdgeCoordinateSpec", arguments: cases)
  func spec(_ specCase: SpecCase<Fixture>) {
    specCase.body(Fixture())
  }
}
