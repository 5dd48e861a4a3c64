import Foundation
import LayoutNodes
import Testing

/// The constants the seed's example refers to.
private enum Styles {
  static let viewPadding: CGFloat = 8
}

/// The seed's `ObservationView` (`shared/seeds/linearlayout.txt`, "Example"), as close to verbatim as
/// Swift 6 allows: `UILabel` → a text node (`font`, `numberOfLines` on its ``TextContent``),
/// `UIImageView` → a node whose intrinsic size is the image's, `Edge` → ``EdgeInsets``, Swift 2 enum
/// cases → lowerCamelCase, `hidden` → `isHidden`. The seed's `name` overrides the node's own `name`
/// (a `LayoutNode` has one); `init?(coder:)` has no counterpart.
private final class ObservationView: LinearLayout {
  override init(frame: CGRect) {
    super.init(frame: frame)
    setup()
  }

  override var name: String {
    didSet {
      nameView.text?.string = name
    }
  }

  var altName: String = "" {
    didSet {
      altNameView.text?.string = altName
    }
  }

  /// The image's size stands for the image.
  var statusImage: CGSize? {
    didSet {
      statusView.intrinsicContentSize = statusImage.map(IntrinsicContentSize.init) ?? .none
      statusView.isHidden = statusImage == nil
    }
  }

  private let verticalGap: CGFloat = 2
  private let viewPadding: CGFloat = 8

  /// The seed's 16-point font: 8 points per character, 20 per line.
  let nameView = LayoutNode(name: "nameView", text: TextContent(""))
  /// The seed's 13-point font: 6 points per character, 16 per line.
  let altNameView = LayoutNode(name: "altNameView", text: TextContent(""))
  let statusView = LayoutNode(name: "statusView")
  private(set) var group = LinearLayout(orientation: .vertical)

  private func setup() {
    let group = LinearLayout(orientation: .vertical)
    self.group = group

    nameView.text?.font = FixedAdvanceFont(size: 16, characterAdvance: 8, lineHeight: 20)
    nameView.text?.numberOfLines = 0
    group.addView(nameView)

    altNameView.text?.font = FixedAdvanceFont(size: 13, characterAdvance: 6, lineHeight: 16)
    altNameView.text?.numberOfLines = 0
    group.addView(altNameView, margin: EdgeInsets(top: verticalGap))

    orientation = .horizontal
    padding = EdgeInsets(viewPadding)
    addView(group, width: 0, fill: 1, margin: EdgeInsets(right: Styles.viewPadding))
    addView(statusView, align: .center)
  }
}

@Suite("Seed: LinearLayout README examples")
struct SeedLinearLayoutExampleTests {
  /// The seed's `cellForRowAtIndexPath` filling a reused cell's view.
  private func cellView(image: CGSize?) -> ObservationView {
    let view = ObservationView(frame: .zero)
    view.name = "Eurasian Blackbird"  // 18 characters: 144 × 20 on one line
    view.altName = "Turdus merula"  // 13 characters: 78 × 16
    view.statusImage = image
    return view
  }

  @Test("Example: ObservationView subclasses LinearLayout and starts horizontal, padded 8")
  func observationViewSetup() {
    let view = cellView(image: nil)
    #expect(view.orientation == .horizontal)
    #expect(view.padding == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    #expect(view.children.map(\.name) == ["LinearLayout", "statusView"])
    #expect(view.layoutParams(of: view.group)?.fill == 1)
    #expect(view.layoutParams(of: view.group)?.margin == EdgeInsets(top: 0, left: 0, bottom: 0, right: 8))
    #expect(view.layoutParams(of: view.group)?.width == 0)
    #expect(view.group.layoutParams(of: view.altNameView)?.margin == EdgeInsets(top: 2, left: 0, bottom: 0, right: 0))
  }

  @Test("Example + UITableView: a 320-point row with an image is 54 tall, the image centred on the right")
  func rowWithImage() {
    let view = cellView(image: CGSize(width: 24, height: 24))
    // swift-layout: inner 304 × ∞; the group's 0 + margin 8 and the image's 24 leave 272 for the fill.
    // Group: 20 + 2 + 16 = 38 tall; row 38 + 2 · 8 = 54.
    #expect(LinearLayoutFixtures.layOutAsRow(view, width: 320) == 54)
    expectNeonFrame(view.group, CGRect(x: 8, y: 8, width: 272, height: 38))
    // Centred: top = 8 + (54 - 24 - 8 - 8) / 2; x after the group's slot (272 + 8).
    expectNeonFrame(view.statusView, CGRect(x: 8 + 272 + 8, y: 8 + (54 - 24 - 8 - 8) / 2, width: 24, height: 24))
    expectNeonFrame(view.nameView, CGRect(x: 0, y: 0, width: 144, height: 20))
    expectNeonFrame(view.altNameView, CGRect(x: 0, y: 20 + 2, width: 78, height: 16))
  }

  @Test("Example: without an image the status view is hidden and the group takes its room")
  func rowWithoutImage() {
    let view = cellView(image: nil)
    #expect(LinearLayoutFixtures.layOutAsRow(view, width: 320) == 54)
    expectNeonFrame(view.group, CGRect(x: 8, y: 8, width: 320 - 16 - 8, height: 38))
  }

  @Test("Example + UITableView: at 150 points the name wraps and the row grows to 74")
  func narrowRow() {
    let view = cellView(image: CGSize(width: 24, height: 24))
    // The group gets 150 - 16 - 8 - 24 = 102: "Eurasian" (64) / "Blackbird" (72), 72 × 40.
    let height = LinearLayoutFixtures.layOutAsRow(view, width: 150)
    #expect(abs(height - (8 + 40 + 2 + 16 + 8)) <= 1e-6)
    expectNeonFrame(view.group, CGRect(x: 8, y: 8, width: 102, height: 58))
    expectNeonFrame(view.statusView, CGRect(x: 8 + 102 + 8, y: 8 + (74 - 24 - 16) / 2, width: 24, height: 24))
    expectNeonFrame(view.nameView, CGRect(x: 0, y: 0, width: 72, height: 40))
    expectNeonFrame(view.altNameView, CGRect(x: 0, y: 42, width: 78, height: 16))
  }

  @Test("Usage: fill weights 1 and 2 get one third and two thirds of the remaining space")
  func fillWeights() {
    let layout = LinearLayout(orientation: .horizontal)
    layout.frame = CGRect(x: 0, y: 0, width: 330, height: 40)
    let first = LayoutNode(name: "first"), second = LayoutNode(name: "second"), fixed = LayoutNode(name: "fixed")
    layout.addView(fixed, width: 30, height: .matchParent)
    layout.addView(first, width: 0, height: .matchParent, fill: 1)
    layout.addView(second, width: 0, height: .matchParent, fill: 2)
    layout.layoutChildren()
    // 300 remain: 100 and 200, as the README says.
    expectNeonFrame(first, CGRect(x: 30, y: 0, width: 100, height: 40))
    expectNeonFrame(second, CGRect(x: 130, y: 0, width: 200, height: 40))
  }

  @Test("EdgeInsets takes the seed's Edge forms: one value for all sides, or single sides")
  func edgeForms() {
    #expect(EdgeInsets(8) == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    #expect(EdgeInsets(top: 2) == EdgeInsets(top: 2, left: 0, bottom: 0, right: 0))
    #expect(EdgeInsets(right: 8) == EdgeInsets(top: 0, left: 0, bottom: 0, right: 8))
    #expect(EdgeInsets() == .zero)
    #expect(EdgeInsets(horizontal: 8) == EdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
    #expect(EdgeInsets(horizontal: 8, vertical: 3) == EdgeInsets(top: 3, left: 8, bottom: 3, right: 8))
    #expect(EdgeInsets(vertical: 3) == EdgeInsets(top: 3, left: 0, bottom: 3, right: 0))
  }

  @Test("init(padding:) makes a padded vertical layout, as the seed's")
  func paddingInitializer() {
    let layout = LinearLayout(padding: EdgeInsets(horizontal: 10, vertical: 5))
    #expect(layout.orientation == .vertical)
    #expect(layout.padding == EdgeInsets(top: 5, left: 10, bottom: 5, right: 10))
    let first = LayoutNode(name: "first"), second = LayoutNode(name: "second")
    layout.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    layout.addView(first, width: .matchParent, height: 20)
    layout.addView(second, width: .matchParent, height: 30)
    layout.layoutChildren()
    // Inside the padding: 80 wide from x 10; stacked from y 5.
    expectNeonFrame(first, CGRect(x: 10, y: 5, width: 80, height: 20))
    expectNeonFrame(second, CGRect(x: 10, y: 25, width: 80, height: 30))
  }

  @Test("addView takes fill before margin, as the seed writes it, with the same parameters")
  func fillBeforeMargin() {
    let layout = LinearLayout(orientation: .horizontal), view = LayoutNode(name: "view")
    layout.addView(view, width: 0, fill: 1, margin: EdgeInsets(right: 8))
    let params = layout.layoutParams(of: view)
    #expect(params?.fill == 1)
    #expect(params?.width == 0)
    #expect(params?.height == .wrapContent)
    #expect(params?.margin == EdgeInsets(right: 8))
    #expect(params?.align == nil)
  }
}

@Suite("Seed: LinearLayout README names")
struct SeedLinearLayoutNameTests {
  @Test("Usage: Orientation and LayoutParams.matchParent / .wrapContent, as the README names them")
  func names() {
    let layout = LinearLayout(orientation: Orientation.horizontal, padding: EdgeInsets(4))
    layout.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
    let label = LayoutNode(name: "label", text: TextContent("hello", font: FixedAdvanceFont(size: 10)))
    let spacer = LayoutNode(name: "spacer")
    layout.addView(label, width: LayoutParams.wrapContent, height: LayoutParams.wrapContent)
    layout.addView(spacer, width: LayoutParams.matchParent, height: LayoutParams.matchParent)
    layout.layoutChildren()
    // "hello" at 5 points per character and 12-point lines: 25 × 12; the spacer takes the rest.
    expectNeonFrame(label, CGRect(x: 4, y: 4, width: 25, height: 12))
    expectNeonFrame(spacer, CGRect(x: 4 + 25, y: 4, width: 200 - 8 - 25, height: 50 - 8))
  }
}

@Suite("Seed: LinearLayout README usage")
struct SeedLinearLayoutUsageTests {
  /// Three 20 × 20 children added with `align` and `margin`, in a 100 × 100 layout padded 5.
  func layout(
    _ orientation: Orientation, aligns: [LinearLayout.Alignment], margin: EdgeInsets
  ) -> (LinearLayout, [LayoutNode]) {
    let layout = LinearLayout(orientation: orientation, padding: EdgeInsets(5))
    layout.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    let views = aligns.enumerated().map { index, align in
      let view = LayoutNode(name: "view\(index)")
      layout.addView(view, width: 20, height: 20, margin: margin, align: align)
      return view
    }
    layout.layoutChildren()
    return (layout, views)
  }

  @Test("Usage: a horizontal layout aligns children top, center and bottom")
  func horizontalAlignment() {
    let (_, views) = layout(.horizontal, aligns: [.top, .center, .bottom], margin: EdgeInsets(top: 2, bottom: 4))
    // swift-layout, slot height 20 + 2 + 4 = 26: top 5 + 2; centre 5 + 2 + (100 - 26 - 10) / 2;
    // bottom 100 - 5 - 26 + 2.
    expectNeonFrame(views[0], CGRect(x: 5, y: 7, width: 20, height: 20))
    expectNeonFrame(views[1], CGRect(x: 25, y: 7 + 32, width: 20, height: 20))
    expectNeonFrame(views[2], CGRect(x: 45, y: 71, width: 20, height: 20))
  }

  @Test("Usage: a vertical layout aligns children left, center and right")
  func verticalAlignment() {
    let (_, views) = layout(.vertical, aligns: [.left, .center, .right], margin: EdgeInsets(left: 3, right: 1))
    // Slot width 20 + 3 + 1 = 24: left 5 + 3; centre 5 + 3 + (100 - 24 - 10) / 2; right 100 - 5 - 24 + 3.
    expectNeonFrame(views[0], CGRect(x: 8, y: 5, width: 20, height: 20))
    expectNeonFrame(views[1], CGRect(x: 8 + 33, y: 25, width: 20, height: 20))
    expectNeonFrame(views[2], CGRect(x: 74, y: 45, width: 20, height: 20))
  }

  @Test("Usage: hidden views are ignored")
  func hiddenViews() {
    let layout = LinearLayout(orientation: .vertical)
    layout.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    let first = LayoutNode(name: "first"), hidden = LayoutNode(name: "hidden"), last = LayoutNode(name: "last")
    for view in [first, hidden, last] { layout.addView(view, width: .matchParent, height: 30) }
    hidden.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
    hidden.isHidden = true
    layout.layoutChildren()
    expectNeonFrame(first, CGRect(x: 0, y: 0, width: 100, height: 30))
    expectNeonFrame(last, CGRect(x: 0, y: 30, width: 100, height: 30))
    expectNeonFrame(hidden, CGRect(x: 1, y: 2, width: 3, height: 4))
  }
}
