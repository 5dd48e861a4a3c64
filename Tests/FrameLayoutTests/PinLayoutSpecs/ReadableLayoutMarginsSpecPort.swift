import Foundation
import LayoutNodes
import Testing

// A port of PinLayout's Tests/iOS/ReadableLayoutMarginsSpec.swift (layoutBox/PinLayout), case by case:
// each case names the line of its `it` in the original, and expects the original's iOS values (its
// `pin.keyboardArea` case needs a keyboard, and is not ported). The cases after it pin down what the
// spec's 400-point root cannot show: the readable area's limit, and an empty area.
@Suite("PinLayout spec: ReadableLayoutMarginsSpec")
struct ReadableLayoutMarginsSpecPort {
  /// The spec's `beforeEach`: rootView (0, 0, 400, 400) in window, aView (140, 100, 200, 120) in
  /// rootView, bView (0, 0, 100, 50) in rootView, bViewChild (40, 10, 60, 20) in bView.
  final class Fixture {
    let window = specNode("viewController.view")
    let rootView: LayoutNode
    let aView: LayoutNode
    let bView: LayoutNode
    let bViewChild: LayoutNode

    init() {
      rootView = specNode("rootView", CGRect(x: 0, y: 0, width: 400, height: 400), in: window)
      aView = specNode("aView", CGRect(x: 140, y: 100, width: 200, height: 120), in: rootView)
      bView = specNode("bView", CGRect(x: 0, y: 0, width: 100, height: 50), in: rootView)
      bViewChild = specNode("bViewChild", CGRect(x: 40, y: 10, width: 60, height: 20), in: bView)
    }
  }

  static let cases: [SpecCase<Fixture>] = [
    // Using pin.readableMargins
    SpecCase(81, "test") { f in
      f.aView.pin.all(f.rootView.pin.readableMargins)
      expectFrame(f.aView, CGRect(x: 8, y: 8, width: 384.0, height: 384.0))
    },
    // Using pin.layoutMargins
    SpecCase(97, "test") { f in
      f.aView.pin.all(f.rootView.pin.layoutMargins)
      expectFrame(f.aView, CGRect(x: 8, y: 8, width: 384.0, height: 384.0))
    },
  ]

  @Test("ReadableLayoutMarginsSpec", arguments: cases)
  func spec(_ specCase: SpecCase<Fixture>) {
    specCase.body(Fixture())
  }

  @Test("A root wider than the readable width centres a readable area 672 points wide")
  func wideRootCentresTheReadableArea() {
    let f = Fixture()
    f.rootView.frame = CGRect(x: 0, y: 0, width: 1000, height: 400)
    // Between the margins: 984 points; (984 - 672) / 2 = 156 more on each side.
    #expect(f.rootView.readableContentInsets == EdgeInsets(top: 8, left: 164, bottom: 8, right: 164))
    f.aView.pin.all(f.rootView.pin.readableMargins)
    expectFrame(f.aView, CGRect(x: 164, y: 8, width: 672, height: 384))
  }

  @Test("The readable width is the root's, and a limit that is not a positive number sets none")
  func readableWidthIsTheRootsAndMayBeLifted() {
    let f = Fixture()
    f.bViewChild.maximumReadableWidth = 300
    #expect(f.window.maximumReadableWidth == 300)
    // rootView: 384 points between its margins, 42 more on each side.
    f.aView.pin.horizontally(f.rootView.pin.readableMargins).top().height(10)
    expectFrame(f.aView, CGRect(x: 50, y: 0, width: 300, height: 10))
    for unlimited in [CGFloat.infinity, .nan, 0, -10] {
      f.window.maximumReadableWidth = unlimited
      #expect(f.rootView.readableContentInsets == f.rootView.layoutMargins, "limit \(unlimited)")
    }
  }

  @Test("An area that the margins leave empty gives zero readable margins, as in PinLayout")
  func emptyReadableAreaGivesZeroMargins() {
    let f = Fixture()
    f.bView.layoutMargins = EdgeInsets(top: 30, left: 8, bottom: 30, right: 8)
    // bView is 50 high: 30 + 30 leave no height.
    #expect(f.bView.pin.readableMargins == .zero)
    f.bViewChild.pin.all(f.bView.pin.readableMargins)
    expectFrame(f.bViewChild, CGRect(x: 0, y: 0, width: 100, height: 50))
  }
}
