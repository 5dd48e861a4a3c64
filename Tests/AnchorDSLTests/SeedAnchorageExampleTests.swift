import AnchorDSL
import Foundation
import LayoutNodes
import Testing

/// Every code example of Anchorage's README (`shared/seeds/anchorage.txt`), run as written (`UIView`
/// → `LayoutNode`, `addSubview` → `addChild`), with the frames Auto Layout gives for the same
/// constraints. The container is a 375 × 667 root; a node's own size comes from its intrinsic content
/// size (hugging 250, compression resistance 750) unless the snippet constrains it.
@Suite("Seed: Anchorage README examples")
struct SeedAnchorageExampleTests {
  let container = LayoutNode(name: "container")

  init() {
    container.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
  }

  /// A child of the container with an intrinsic size.
  func child(_ name: String, width: CGFloat? = nil, height: CGFloat? = nil) -> LayoutNode {
    let node = LayoutNode(name: name)
    node.intrinsicContentSize = IntrinsicContentSize(width: width, height: height)
    container.addChild(node)
    return node
  }

  /// Lays the tree out and expects no diagnostics.
  func layOut(sourceLocation: SourceLocation = #_sourceLocation) {
    container.layoutIfNeeded()
    #expect(container.layoutDiagnostics.isEmpty, "\(container.layoutDiagnostics)", sourceLocation: sourceLocation)
  }

  // MARK: Spacing

  @Test("Spacing: at least 12 from the left, centred; a narrow container squeezes the button")
  func spacing() {
    let button = child("button", width: 100, height: 44)
    button.leftAnchor >= container.leftAnchor + 12
    button.centerXAnchor == container.centerXAnchor
    button.centerYAnchor == container.centerYAnchor
    layOut()
    expectFrame(button, 375.0 / 2 - 50, 667.0 / 2 - 22, 100, 44)
    // At 100 wide, the required 12 on the left (and centring, so 12 on the right) beats compression
    // resistance: the button is 76 wide.
    container.frame = CGRect(x: 0, y: 0, width: 100, height: 667)
    layOut()
    expectFrame(button, 12, 667.0 / 2 - 22, 76, 44)
  }

  // MARK: Sizing

  @Test("Sizing: widthAnchor <= 100 caps a view whose content is 150 wide")
  func atMost100() {
    let view = child("view", width: 150, height: 30)
    view.topAnchor == container.topAnchor
    view.leadingAnchor == container.leadingAnchor
    view.widthAnchor <= 100
    layOut()
    expectFrame(view, 0, 0, 100, 30)
  }

  @Test("Sizing: two views constrained to the same width and height")
  func sameSize() {
    let view1 = child("view1"), view2 = child("view2")
    view1.topAnchor == container.topAnchor + 10
    view1.leadingAnchor == container.leadingAnchor + 10
    view1.widthAnchor == 120
    view1.heightAnchor == 80
    view2.topAnchor == container.topAnchor + 200
    view2.leadingAnchor == container.leadingAnchor + 200
    view1.widthAnchor == view2.widthAnchor
    view1.heightAnchor == view2.heightAnchor
    layOut()
    expectFrame(view1, 10, 10, 120, 80)
    expectFrame(view2, 200, 200, 120, 80)
  }

  @Test("Sizing: a 4:3 aspect ratio")
  func aspectRatio() {
    let view = child("view")
    view.topAnchor == container.topAnchor
    view.leadingAnchor == container.leadingAnchor
    view.heightAnchor == 60
    view.widthAnchor == 4 * view.heightAnchor / 3
    layOut()
    expectFrame(view, 0, 0, 80, 60)
  }

  // MARK: Composite Anchors

  @Test("Composite Anchors: edgeAnchors == edgeAnchors fills the container")
  func edges() {
    let imageView = child("imageView", width: 40, height: 40)
    imageView.edgeAnchors == container.edgeAnchors
    layOut()
    expectFrame(imageView, 0, 0, 375, 667)
  }

  @Test("Composite Anchors: horizontal and vertical anchors >= + 10 are insets of at least 10 on each side")
  func insets() {
    // Content far larger than the container: compression resistance pushes every edge to its limit.
    let imageView = child("imageView", width: 1000, height: 1000)
    imageView.horizontalAnchors >= container.horizontalAnchors + 10
    imageView.verticalAnchors >= container.verticalAnchors + 10
    layOut()
    expectFrame(imageView, 10, 10, 375 - 20, 667 - 20)
  }

  @Test("Composite Anchors: horizontalAnchors use leading and trailing, so the inset holds right-to-left")
  func insetsRightToLeft() {
    container.layoutDirection = .rightToLeft
    let imageView = child("imageView", width: 1000, height: 1000)
    imageView.horizontalAnchors >= container.horizontalAnchors + 10
    imageView.verticalAnchors >= container.verticalAnchors + 10
    layOut()
    expectFrame(imageView, 10, 10, 375 - 20, 667 - 20)
  }

  // MARK: Priority

  @Test("Priority: centre + 20 at low priority holds alone and gives way to a required constraint")
  func priority() {
    let view = child("view", width: 50, height: 50)
    view.centerYAnchor == container.centerYAnchor
    view.centerXAnchor == view.superview!.centerXAnchor + 20 ~ .low
    layOut()
    expectFrame(view, 375.0 / 2 + 20 - 25, 667.0 / 2 - 25, 50, 50)
    view.leadingAnchor == container.leadingAnchor + 10
    layOut()
    expectFrame(view, 10, 667.0 / 2 - 25, 50, 50)
  }

  @Test("Priority: the five values of the README")
  func priorityValues() {
    #expect(LayoutPriority.required.value == 1000)
    #expect(LayoutPriority.high.value == 750)
    #expect(LayoutPriority.low.value == 250)
    #expect(LayoutPriority.fittingSize.value == 50)
    #expect(LayoutPriority.custom(600).value == 600)
    let view = child("view", width: 50, height: 50)
    let constraint = view.centerXAnchor == container.centerXAnchor + 20 ~ .custom(600)
    #expect(constraint.priority == LayoutPriority(600))
  }

  // MARK: Storing Constraints

  @Test("Storing Constraints: a single constraint and EdgeConstraints' .all, .horizontal, .vertical")
  func storing() {
    let imageView = child("imageView", width: 40, height: 40), button = child("button", width: 10, height: 10)
    let topConstraint: LayoutConstraint = (imageView.topAnchor == container.topAnchor)
    imageView.leadingAnchor == container.leadingAnchor
    let edgeConstraints: [LayoutConstraint] = (button.edgeAnchors == container.edgeAnchors).all
    #expect(topConstraint.isActive)
    #expect(edgeConstraints.count == 4)
    #expect(edgeConstraints.allSatisfy { $0.isActive })
    layOut()
    expectFrame(imageView, 0, 0, 40, 40)
    expectFrame(button, 0, 0, 375, 667)
    topConstraint.constant = 30
    layOut()
    expectFrame(imageView, 0, 30, 40, 40)
    let edges: EdgeConstraints = (button.edgeAnchors == container.edgeAnchors)
    #expect(edges.horizontal.count == 2)
    #expect(edges.vertical.count == 2)
  }

  // MARK: Autoresizing Mask

  @Test("Autoresizing Mask: the left-hand side is laid out; a node only on the right keeps its frame")
  func autoresizingMask() {
    let child = child("child", width: 30, height: 30), sibling = LayoutNode(name: "sibling")
    container.addChild(sibling)
    sibling.frame = CGRect(x: 20, y: 40, width: 100, height: 50)
    child.leadingAnchor == sibling.trailingAnchor + 8
    child.topAnchor == sibling.topAnchor
    layOut()
    expectFrame(sibling, 20, 40, 100, 50)
    expectFrame(child, 20 + 100 + 8, 40, 30, 30)
  }
}
