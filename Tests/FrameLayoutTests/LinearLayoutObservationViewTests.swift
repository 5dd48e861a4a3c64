import Foundation
import LayoutNodes
import Testing

/// The seed's example: a cell with two labels stacked on the left and an optional status image
/// centred on the right, ported from `UIView` to `LayoutNode` by composition (the subclass form, as
/// the seed writes it, is in `SeedLinearLayoutExampleTests`).
private final class ObservationView {
  let layout = LinearLayout(name: "observation", orientation: .vertical)
  let group = LinearLayout(name: "group", orientation: .vertical)
  /// 8 points per character, 20 per line (the seed's 16-point font).
  let nameView = LayoutNode(
    name: "nameView", text: TextContent("", font: FixedAdvanceFont(size: 16, characterAdvance: 8, lineHeight: 20)))
  /// 6 points per character, 16 per line (the seed's 13-point font).
  let altNameView = LayoutNode(
    name: "altNameView", text: TextContent("", font: FixedAdvanceFont(size: 13, characterAdvance: 6, lineHeight: 16)))
  let statusView = LayoutNode(name: "statusView")

  private let verticalGap: CGFloat = 2
  private let viewPadding: CGFloat = 8

  var name = "" { didSet { nameView.text?.string = name } }
  var altName = "" { didSet { altNameView.text?.string = altName } }
  /// The image's size, `nil` for no image (the view is hidden).
  var statusImage: CGSize? {
    didSet {
      statusView.intrinsicContentSize = statusImage.map(IntrinsicContentSize.init) ?? .none
      statusView.isHidden = statusImage == nil
    }
  }

  init() {
    group.addView(nameView)
    group.addView(altNameView, margin: EdgeInsets(top: verticalGap, left: 0, bottom: 0, right: 0))

    layout.orientation = .horizontal
    layout.padding = EdgeInsets(all: viewPadding)
    layout.addView(group, width: 0, margin: EdgeInsets(top: 0, left: 0, bottom: 0, right: viewPadding), fill: 1)
    layout.addView(statusView, align: .center)
    statusView.isHidden = true
  }

  /// What the seed's `TableViewCell` does for an automatic row height: measure at the row's width,
  /// then lay out at the measured size.
  func layoutAsRow(width: CGFloat) -> CGFloat {
    let height = layout.sizeThatFits(CGSize(width: width, height: unboundedDimension)).height
    layout.frame = CGRect(x: 0, y: 0, width: width, height: height)
    layout.layoutChildren()
    return height
  }
}

@Suite("LinearLayout: the seed's ObservationView")
struct LinearLayoutObservationViewTests {
  private func view(image: CGSize?) -> ObservationView {
    let view = ObservationView()
    view.name = "Eurasian Blackbird"  // 18 characters: 144 × 20 on one line
    view.altName = "Turdus merula"  // 13 characters: 78 × 16
    view.statusImage = image
    return view
  }

  @Test("at 320 points: one line each, the image centred on the right")
  func wideRow() {
    let view = view(image: CGSize(width: 24, height: 24))
    // Inner width 320 - 16 = 304; the image takes 24, the group's margin 8: the group fills 272.
    // Group height 20 + 2 + 16 = 38; row height 38 + 16 = 54.
    #expect(view.layoutAsRow(width: 320) == 54)
    expectLinearFrame(view.group, CGRect(x: 8, y: 8, width: 272, height: 38))
    expectLinearFrame(view.statusView, CGRect(x: 8 + 272 + 8, y: 8 + (54 - 24 - 16) / 2, width: 24, height: 24))
    expectLinearFrame(view.nameView, CGRect(x: 0, y: 0, width: 144, height: 20))
    expectLinearFrame(view.altNameView, CGRect(x: 0, y: 22, width: 78, height: 16))
  }

  @Test("at 150 points the name wraps and the row grows; the image stays centred")
  func narrowRow() {
    let view = view(image: CGSize(width: 24, height: 24))
    // The group gets 150 - 16 - 8 - 24 = 102: "Eurasian" (64) / "Blackbird" (72), 72 × 40.
    // Group height 40 + 2 + 16 = 58; row height 74.
    #expect(view.layoutAsRow(width: 150) == 74)
    expectLinearFrame(view.group, CGRect(x: 8, y: 8, width: 102, height: 58))
    expectLinearFrame(view.nameView, CGRect(x: 0, y: 0, width: 72, height: 40))
    expectLinearFrame(view.altNameView, CGRect(x: 0, y: 42, width: 78, height: 16))
    expectLinearFrame(view.statusView, CGRect(x: 8 + 102 + 8, y: 8 + (74 - 24 - 16) / 2, width: 24, height: 24))
  }

  @Test("without an image the hidden status view takes no room")
  func noImage() {
    let view = view(image: nil)
    #expect(view.layoutAsRow(width: 320) == 54)
    expectLinearFrame(view.group, CGRect(x: 8, y: 8, width: 320 - 16 - 8, height: 38))
  }

  @Test("a tall image sets the row's height and the group stays at the top")
  func tallImage() {
    let view = view(image: CGSize(width: 40, height: 60))
    // The image (60) and the padding (8 + 8).
    let expectedHeight: CGFloat = 60 + 16
    #expect(view.layoutAsRow(width: 320) == expectedHeight)
    expectLinearFrame(view.group, CGRect(x: 8, y: 8, width: 320 - 16 - 8 - 40, height: 38))
    expectLinearFrame(view.statusView, CGRect(x: 320 - 8 - 40, y: 8, width: 40, height: 60))
  }
}
