import Foundation
import LayoutNodes
import Testing

// Nodes have no transform, so PinLayout's post-transform chain `pinFrame` gives what `pin` gives.
@Suite("PinLayout pinFrame")
struct PinLayoutPinFrameTests {
  static let cases: [PinCase] = [
    PinCase("pinFrame.top(10).left(20)", CGRect(x: 20, y: 10, width: 50, height: 20)) {
      $0.node.pinFrame.top(10).left(20)
    },
    // The seed's example: `view.pinFrame.center().width(100).height(50)` in the 400×300 root.
    PinCase("pinFrame.center().width(100).height(50)", CGRect(x: 150, y: 125, width: 100, height: 50)) {
      $0.node.pinFrame.center().width(100).height(50)
    },
    PinCase("pinFrame.below(of: a, aligned: .left).size(of: a)", CGRect(x: 100, y: 90, width: 80, height: 40)) {
      $0.node.pinFrame.below(of: $0.a, aligned: .left).size(of: $0.a)
    },
  ]

  @Test("pinFrame lays out as pin does", arguments: cases)
  func pinFrame(_ pinCase: PinCase) { runPinCase(pinCase) }
}
