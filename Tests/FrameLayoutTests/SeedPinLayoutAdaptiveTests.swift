import Foundation
import LayoutNodes
import Testing

/// The seed's adaptive layout (`shared/seeds/pinlayout.txt`): in the layout hook, a segmented control
/// sits beside a label on a wide container and moves below it when the container is narrower than
/// 500 points. Both layouts run again at each resize, in the resolve pass.
@Suite("Seed: PinLayout adaptive layout around a 500-point threshold")
struct SeedPinLayoutAdaptiveTests {
  let container = LayoutNode(name: "container")
  /// "aaaa bbbb cccc": 112 × 20 on one line (8 points per character, 20 per line).
  let label = LayoutNode(name: "label", text: TextContent("aaaa bbbb cccc", font: pinTestFont))
  /// A fixed 120 × 30 control: PinLayout keeps a size no rule sets.
  let segmented = LayoutNode(name: "segmented")
  let margin: CGFloat = 10

  init() {
    container.addChild(label)
    container.addChild(segmented)
    segmented.frame = CGRect(x: 0, y: 0, width: 120, height: 30)
    let (label, segmented, margin) = (label, segmented, margin)
    container.layoutSubviews = { node in
      if node.frame.width < 500 {
        label.pin.top().horizontally().margin(margin).sizeToFit(.width)
        segmented.pin.below(of: label).right().margin(margin)
      } else {
        segmented.pin.top().right().margin(margin)
        label.pin.top().left().before(of: segmented).margin(margin).sizeToFit(.width)
      }
    }
  }

  @Test("narrow: the label spans the width and the control goes below it, on the right")
  func narrow() {
    container.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
    container.layoutIfNeeded()
    // Left and right pinned: the margins shrink the label to 400 - 20; one line of text is 20 high.
    expectNeonFrame(label, CGRect(x: 10, y: 10, width: 380, height: 20))
    // Top pinned below the label (30) and moved down by the top margin; right pinned and moved left.
    expectNeonFrame(segmented, CGRect(x: 400 - 10 - 120, y: 30 + 10, width: 120, height: 30))
    #expect(container.layoutDiagnostics.isEmpty, "\(container.layoutDiagnostics)")
  }

  @Test("wide, then narrow again: the control moves beside the label and back")
  func wideThenNarrow() {
    container.frame = CGRect(x: 0, y: 0, width: 600, height: 300)
    container.layoutIfNeeded()
    expectNeonFrame(segmented, CGRect(x: 600 - 10 - 120, y: 10, width: 120, height: 30))
    // From the left margin to the control's left edge (470) less the right margin.
    expectNeonFrame(label, CGRect(x: 10, y: 10, width: 470 - 10 - 10, height: 20))

    container.frame = CGRect(x: 0, y: 0, width: 499, height: 300)
    container.layoutIfNeeded()
    expectNeonFrame(label, CGRect(x: 10, y: 10, width: 479, height: 20))
    expectNeonFrame(segmented, CGRect(x: 499 - 10 - 120, y: 40, width: 120, height: 30))
    #expect(container.layoutDiagnostics.isEmpty, "\(container.layoutDiagnostics)")
  }
}
