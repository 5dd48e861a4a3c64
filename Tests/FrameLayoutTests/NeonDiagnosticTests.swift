import Foundation
import LayoutNodes
import Testing

/// Where Neon traps or misbehaves, our calls record a frame-layout warning naming the node and the
/// call, and leave every frame as it was.
@Suite("Neon diagnostics")
struct NeonDiagnosticTests {
  static let untouched = CGRect(x: 1, y: 2, width: 3, height: 4)

  /// Runs `body` on a fixture whose node and views have the `untouched` frame; expects one warning
  /// mentioning `call` and no frame change.
  func expectRefused(
    _ call: String, views count: Int = 0, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (NeonFixture, [LayoutNode]) -> Void
  ) {
    let fixture = NeonFixture()
    let views = fixture.addViews(count)
    for node in [fixture.node] + views { node.frame = Self.untouched }
    body(fixture, views)
    for node in [fixture.node] + views {
      #expect(node.frame == Self.untouched, "\(node.name) moved", sourceLocation: sourceLocation)
    }
    let warnings = fixture.warnings
    #expect(warnings.count == 1, "\(warnings.map(\.message))", sourceLocation: sourceLocation)
    #expect(
      warnings.first?.message.contains(call) == true, "\(warnings.map(\.message))", sourceLocation: sourceLocation)
  }

  @Test("a reference node in another tree")
  func referenceInAnotherTree() {
    let stranger = LayoutNode(name: "stranger")
    let otherRoot = LayoutNode(name: "otherRoot")
    otherRoot.addChild(stranger)
    expectRefused("align(") { fixture, _ in
      fixture.node.align(.underCentered, relativeTo: stranger, padding: 0, width: 10, height: 10)
    }
    expectRefused("alignAndFillWidth(") { fixture, _ in
      fixture.node.alignAndFillWidth(align: .underCentered, relativeTo: stranger, padding: 0, height: 10)
    }
    expectRefused("alignAndFillHeight(") { fixture, _ in
      fixture.node.alignAndFillHeight(align: .underCentered, relativeTo: stranger, padding: 0, width: 10)
    }
    expectRefused("alignAndFill(") { fixture, _ in
      fixture.node.alignAndFill(align: .underCentered, relativeTo: stranger, padding: 0)
    }
    expectRefused("alignBetweenHorizontal(") { fixture, _ in
      fixture.node.alignBetweenHorizontal(
        align: .toTheRightCentered, primaryView: fixture.sibling, secondaryView: stranger, padding: 0, height: 10)
    }
    expectRefused("alignBetweenVertical(") { fixture, _ in
      fixture.node.alignBetweenVertical(
        align: .underCentered, primaryView: stranger, secondaryView: fixture.sibling, padding: 0, width: 10)
    }
  }

  @Test("a reference node in the same tree that is not a sibling, or is the node itself")
  func referenceNotASibling() {
    expectRefused("align(") { fixture, _ in
      let nephew = LayoutNode(name: "nephew")
      fixture.sibling.addChild(nephew)
      fixture.node.align(.underCentered, relativeTo: nephew, padding: 0, width: 10, height: 10)
    }
    expectRefused("align(") { fixture, _ in
      fixture.node.align(.underCentered, relativeTo: fixture.parent, padding: 0, width: 10, height: 10)
    }
    expectRefused("align(") { fixture, _ in
      fixture.node.align(.underCentered, relativeTo: fixture.node, padding: 0, width: 10, height: 10)
    }
  }

  @Test("a node without a parent")
  func noParent() {
    let orphan = LayoutNode(name: "orphan")
    orphan.frame = Self.untouched
    orphan.anchorInCenter(width: 10, height: 10)
    orphan.fillSuperview()
    #expect(orphan.frame == Self.untouched)
    #expect(orphan.layoutDiagnostics.count == 2)
    #expect(orphan.layoutDiagnostics.allSatisfy { $0.kind == .frameLayoutWarning && $0.message.contains("orphan") })
  }

  @Test("negative sizes given to a call")
  func negativeSizes() {
    expectRefused("anchorInCenter(") { fixture, _ in fixture.node.anchorInCenter(width: -10, height: 10) }
    expectRefused("anchorInCorner(") { fixture, _ in
      fixture.node.anchorInCorner(.topLeft, xPad: 0, yPad: 0, width: 10, height: -2)
    }
    expectRefused("anchorToEdge(") { fixture, _ in fixture.node.anchorToEdge(.top, padding: 0, width: -1, height: 1) }
    expectRefused("anchorAndFillEdge(") { fixture, _ in
      fixture.node.anchorAndFillEdge(.left, xPad: 0, yPad: 0, otherSize: -5)
    }
    expectRefused("align(") { fixture, _ in
      fixture.node.align(.underCentered, relativeTo: fixture.sibling, padding: 0, width: -10, height: 10)
    }
    expectRefused("alignAndFillHeight(") { fixture, _ in
      fixture.node.alignAndFillHeight(align: .underCentered, relativeTo: fixture.sibling, padding: 0, width: -1)
    }
    expectRefused("groupInCenter(", views: 2) { fixture, views in
      fixture.parent.groupInCenter(group: .horizontal, views: views, padding: 0, width: -1, height: 1)
    }
  }

  @Test("AutoHeight where the call has no height to measure (a side edge, alignAndFillHeight's width)")
  func autoHeightWhereItIsNoHeight() {
    expectRefused("anchorAndFillEdge(") { fixture, _ in
      fixture.node.anchorAndFillEdge(.right, xPad: 0, yPad: 0, otherSize: AutoHeight)
    }
    expectRefused("alignAndFillHeight(") { fixture, _ in
      fixture.node.alignAndFillHeight(align: .underCentered, relativeTo: fixture.sibling, padding: 0, width: AutoHeight)
    }
  }

  @Test("paddings that leave a negative size")
  func computedNegativeSizes() {
    expectRefused("fillSuperview(") { fixture, _ in fixture.node.fillSuperview(left: 200, right: 200) }
    expectRefused("anchorAndFillEdge(") { fixture, _ in
      fixture.node.anchorAndFillEdge(.top, xPad: 160, yPad: 0, otherSize: 10)
    }
    expectRefused("groupAndFill(", views: 3) { fixture, views in
      fixture.parent.groupAndFill(group: .vertical, views: views, padding: 60)
    }
  }

  @Test("NaN and infinite values")
  func nonFiniteValues() {
    expectRefused("anchorInCorner(") { fixture, _ in
      fixture.node.anchorInCorner(.topLeft, xPad: .nan, yPad: 0, width: 10, height: 10)
    }
    expectRefused("fillSuperview(") { fixture, _ in fixture.node.fillSuperview(top: .infinity) }
    expectRefused("align(") { fixture, _ in
      fixture.node.align(.underCentered, relativeTo: fixture.sibling, padding: 0, width: 10, height: 10, offset: .nan)
    }
    expectRefused("alignAndFill(") { fixture, _ in
      fixture.node.alignAndFill(align: .underCentered, relativeTo: fixture.sibling, padding: -.infinity)
    }
    expectRefused("groupAndFill(", views: 2) { fixture, views in
      fixture.parent.groupAndFill(group: .horizontal, views: views, padding: .nan)
    }
    expectRefused("align(") { fixture, _ in
      fixture.sibling.frame.origin.x = .infinity
      fixture.node.align(.underMatchingLeft, relativeTo: fixture.sibling, padding: 0, width: 10, height: 10)
    }
    expectRefused("anchorInCenter(") { fixture, _ in
      fixture.parent.frame.size.width = .infinity
      fixture.node.anchorInCenter(width: 10, height: 10)
    }
  }

  @Test("a measured AutoHeight that is not finite")
  func nonFiniteMeasurement() {
    expectRefused("anchorInCenter(") { fixture, _ in
      fixture.node.measure = { _ in CGSize(width: 10, height: CGFloat.nan) }
      fixture.node.anchorInCenter(width: 10, height: AutoHeight)
    }
  }

  @Test("grouping: empty groups, views of another parent, AutoHeight, a sibling of another parent")
  func groupingMisuse() {
    expectRefused("groupInCenter(") { fixture, _ in
      fixture.parent.groupInCenter(group: .horizontal, views: [], padding: 0, width: 10, height: 10)
    }
    expectRefused("groupAndFill(", views: 2) { fixture, views in
      fixture.parent.groupAndFill(group: .horizontal, views: views + [LayoutNode(name: "loose")], padding: 0)
    }
    expectRefused("groupInCorner(", views: 2) { fixture, views in
      fixture.parent.groupInCorner(
        group: .vertical, views: views, inCorner: .topLeft, padding: 0, width: 10, height: AutoHeight)
    }
    expectRefused("groupAgainstEdge(", views: 2) { fixture, views in
      fixture.parent.groupAgainstEdge(
        group: .vertical, views: views + [fixture.parent], againstEdge: .top, padding: 0, width: 10, height: 10)
    }
    expectRefused("groupAndAlign(", views: 2) { fixture, views in
      fixture.node.groupAndAlign(
        group: .horizontal, andAlign: .underCentered, views: views, relativeTo: fixture.sibling, padding: 0,
        width: 10, height: 10)
    }
    expectRefused("groupAndAlign(", views: 2) { fixture, views in
      fixture.parent.groupAndAlign(
        group: .horizontal, andAlign: .underCentered, views: views, relativeTo: LayoutNode(name: "loose"),
        padding: 0, width: 10, height: 10)
    }
  }

  @Test("the warning names the node and the call")
  func messageNamesNodeAndCall() {
    let fixture = NeonFixture()
    fixture.node.align(.underCentered, relativeTo: fixture.node, padding: 0, width: -1, height: 1)
    let message = fixture.warnings.first?.message ?? ""
    #expect(message.contains("'node'"))
    #expect(message.contains("align(_:relativeTo:padding:width:height:offset:)"))
    #expect(fixture.warnings.first?.nodes.first === fixture.node)
  }
}
