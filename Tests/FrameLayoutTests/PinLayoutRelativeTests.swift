import Foundation
import LayoutNodes
import Testing

// The node is 50×20 at (5, 6); a = (100, 50, 80, 40), b = (250, 150, 60, 30). Together a and b span
// x 100...310 and y 50...180; their centres average (210, 117.5).
@Suite("PinLayout relative positioning")
struct PinLayoutRelativeTests {
  static func frame(_ x: CGFloat, _ y: CGFloat) -> CGRect { CGRect(x: x, y: y, width: 50, height: 20) }

  static let aboveAndBelow: [(PinCase, LayoutDirection)] = [
    (PinCase("above(of: a)", frame(5, 30)) { $0.node.pin.above(of: $0.a) }, .leftToRight),
    (PinCase("above(of: a, .left)", frame(100, 30)) { $0.node.pin.above(of: $0.a, aligned: .left) }, .leftToRight),
    (PinCase("above(of: a, .center)", frame(115, 30)) { $0.node.pin.above(of: $0.a, aligned: .center) }, .leftToRight),
    (PinCase("above(of: a, .right)", frame(130, 30)) { $0.node.pin.above(of: $0.a, aligned: .right) }, .leftToRight),
    (
      PinCase("above(of: a, .start) LTR", frame(100, 30)) { $0.node.pin.above(of: $0.a, aligned: .start) }, .leftToRight
    ),
    (
      PinCase("above(of: a, .start) RTL", frame(130, 30)) { $0.node.pin.above(of: $0.a, aligned: .start) }, .rightToLeft
    ),
    (PinCase("above(of: a, .end) LTR", frame(130, 30)) { $0.node.pin.above(of: $0.a, aligned: .end) }, .leftToRight),
    (PinCase("above(of: a, .end) RTL", frame(100, 30)) { $0.node.pin.above(of: $0.a, aligned: .end) }, .rightToLeft),
    (PinCase("above(of: a, .none)", frame(5, 30)) { $0.node.pin.above(of: $0.a, aligned: .none) }, .leftToRight),
    (PinCase("below(of: a)", frame(5, 90)) { $0.node.pin.below(of: $0.a) }, .leftToRight),
    (PinCase("below(of: a, .left)", frame(100, 90)) { $0.node.pin.below(of: $0.a, aligned: .left) }, .leftToRight),
    (PinCase("below(of: a, .center)", frame(115, 90)) { $0.node.pin.below(of: $0.a, aligned: .center) }, .leftToRight),
    (PinCase("below(of: a, .right)", frame(130, 90)) { $0.node.pin.below(of: $0.a, aligned: .right) }, .leftToRight),
    (
      PinCase("below(of: a, .start) RTL", frame(130, 90)) { $0.node.pin.below(of: $0.a, aligned: .start) }, .rightToLeft
    ),
    (PinCase("below(of: a, .end) LTR", frame(130, 90)) { $0.node.pin.below(of: $0.a, aligned: .end) }, .leftToRight),
    (PinCase("below(of: a, .end) RTL", frame(100, 90)) { $0.node.pin.below(of: $0.a, aligned: .end) }, .rightToLeft),
    (PinCase("above(of: [a, b])", frame(5, 30)) { $0.node.pin.above(of: [$0.a, $0.b]) }, .leftToRight),
    (
      PinCase("above(of: [a, b], .left)", frame(100, 30)) { $0.node.pin.above(of: [$0.a, $0.b], aligned: .left) },
      .leftToRight
    ),
    (
      PinCase("above(of: [a, b], .center)", frame(210 - 25, 30)) {
        $0.node.pin.above(of: [$0.a, $0.b], aligned: .center)
      },
      .leftToRight
    ),
    (
      PinCase("above(of: [a, b], .right)", frame(310 - 50, 30)) {
        $0.node.pin.above(of: [$0.a, $0.b], aligned: .right)
      },
      .leftToRight
    ),
    (PinCase("below(of: [a, b])", frame(5, 180)) { $0.node.pin.below(of: [$0.a, $0.b]) }, .leftToRight),
    (
      PinCase("below(of: [a, b], .start) RTL", frame(310 - 50, 180)) {
        $0.node.pin.below(of: [$0.a, $0.b], aligned: .start)
      }, .rightToLeft
    ),
  ]

  @Test("above and below, with every horizontal alignment", arguments: aboveAndBelow)
  func aboveAndBelowCase(_ pinCase: PinCase, _ direction: LayoutDirection) {
    runPinCase(pinCase, direction: direction)
  }

  static let sideBySide: [(PinCase, LayoutDirection)] = [
    (PinCase("left(of: a)", frame(50, 6)) { $0.node.pin.left(of: $0.a) }, .leftToRight),
    (PinCase("left(of: a, .top)", frame(50, 50)) { $0.node.pin.left(of: $0.a, aligned: .top) }, .leftToRight),
    (PinCase("left(of: a, .center)", frame(50, 60)) { $0.node.pin.left(of: $0.a, aligned: .center) }, .leftToRight),
    (PinCase("left(of: a, .bottom)", frame(50, 70)) { $0.node.pin.left(of: $0.a, aligned: .bottom) }, .leftToRight),
    (PinCase("left(of: a, .none)", frame(50, 6)) { $0.node.pin.left(of: $0.a, aligned: .none) }, .leftToRight),
    (PinCase("right(of: a)", frame(180, 6)) { $0.node.pin.right(of: $0.a) }, .leftToRight),
    (PinCase("right(of: a, .top)", frame(180, 50)) { $0.node.pin.right(of: $0.a, aligned: .top) }, .leftToRight),
    (PinCase("right(of: a, .center)", frame(180, 60)) { $0.node.pin.right(of: $0.a, aligned: .center) }, .leftToRight),
    (PinCase("right(of: a, .bottom)", frame(180, 70)) { $0.node.pin.right(of: $0.a, aligned: .bottom) }, .leftToRight),
    (PinCase("left(of: a) RTL stays left", frame(50, 6)) { $0.node.pin.left(of: $0.a) }, .rightToLeft),
    (PinCase("before(of: a) LTR", frame(50, 6)) { $0.node.pin.before(of: $0.a) }, .leftToRight),
    (PinCase("before(of: a) RTL", frame(180, 6)) { $0.node.pin.before(of: $0.a) }, .rightToLeft),
    (
      PinCase("before(of: a, .center) RTL", frame(180, 60)) { $0.node.pin.before(of: $0.a, aligned: .center) },
      .rightToLeft
    ),
    (PinCase("after(of: a) LTR", frame(180, 6)) { $0.node.pin.after(of: $0.a) }, .leftToRight),
    (PinCase("after(of: a) RTL", frame(50, 6)) { $0.node.pin.after(of: $0.a) }, .rightToLeft),
    (
      PinCase("after(of: a, .bottom) LTR", frame(180, 70)) { $0.node.pin.after(of: $0.a, aligned: .bottom) },
      .leftToRight
    ),
    (PinCase("left(of: [a, b])", frame(50, 6)) { $0.node.pin.left(of: [$0.a, $0.b]) }, .leftToRight),
    (
      PinCase("left(of: [a, b], .top)", frame(50, 50)) { $0.node.pin.left(of: [$0.a, $0.b], aligned: .top) },
      .leftToRight
    ),
    (
      PinCase("left(of: [a, b], .center)", frame(50, 117.5 - 10)) {
        $0.node.pin.left(of: [$0.a, $0.b], aligned: .center)
      },
      .leftToRight
    ),
    (
      PinCase("left(of: [a, b], .bottom)", frame(50, 180 - 20)) {
        $0.node.pin.left(of: [$0.a, $0.b], aligned: .bottom)
      },
      .leftToRight
    ),
    (PinCase("right(of: [a, b])", frame(310, 6)) { $0.node.pin.right(of: [$0.a, $0.b]) }, .leftToRight),
    (PinCase("before(of: [a, b]) RTL", frame(310, 6)) { $0.node.pin.before(of: [$0.a, $0.b]) }, .rightToLeft),
    (PinCase("after(of: [a, b]) LTR", frame(310, 6)) { $0.node.pin.after(of: [$0.a, $0.b]) }, .leftToRight),
    (PinCase("after(of: [a, b]) RTL", frame(50, 6)) { $0.node.pin.after(of: [$0.a, $0.b]) }, .rightToLeft),
  ]

  @Test("left, right, before and after, with every vertical alignment", arguments: sideBySide)
  func sideBySideCase(_ pinCase: PinCase, _ direction: LayoutDirection) {
    runPinCase(pinCase, direction: direction)
  }

  static let between: [(PinCase, LayoutDirection)] = [
    (
      PinCase("horizontallyBetween(a, b)", CGRect(x: 180, y: 6, width: 70, height: 20)) {
        $0.node.pin.horizontallyBetween($0.a, and: $0.b)
      }, .leftToRight
    ),
    (
      PinCase("horizontallyBetween(b, a)", CGRect(x: 180, y: 6, width: 70, height: 20)) {
        $0.node.pin.horizontallyBetween($0.b, and: $0.a)
      }, .leftToRight
    ),
    (
      PinCase("horizontallyBetween(a, b, .top)", CGRect(x: 180, y: 50, width: 70, height: 20)) {
        $0.node.pin.horizontallyBetween($0.a, and: $0.b, aligned: .top)
      }, .leftToRight
    ),
    (
      PinCase("horizontallyBetween(a, b, .center)", CGRect(x: 180, y: 60, width: 70, height: 20)) {
        $0.node.pin.horizontallyBetween($0.a, and: $0.b, aligned: .center)
      }, .leftToRight
    ),
    (
      PinCase("horizontallyBetween(a, b, .bottom)", CGRect(x: 180, y: 70, width: 70, height: 20)) {
        $0.node.pin.horizontallyBetween($0.a, and: $0.b, aligned: .bottom)
      }, .leftToRight
    ),
    (
      PinCase("horizontallyBetween(b, a, .top) aligns on b", CGRect(x: 180, y: 150, width: 70, height: 20)) {
        $0.node.pin.horizontallyBetween($0.b, and: $0.a, aligned: .top)
      }, .leftToRight
    ),
    (
      PinCase("verticallyBetween(a, b)", CGRect(x: 5, y: 90, width: 50, height: 60)) {
        $0.node.pin.verticallyBetween($0.a, and: $0.b)
      }, .leftToRight
    ),
    (
      PinCase("verticallyBetween(b, a)", CGRect(x: 5, y: 90, width: 50, height: 60)) {
        $0.node.pin.verticallyBetween($0.b, and: $0.a)
      }, .leftToRight
    ),
    (
      PinCase("verticallyBetween(a, b, .left)", CGRect(x: 100, y: 90, width: 50, height: 60)) {
        $0.node.pin.verticallyBetween($0.a, and: $0.b, aligned: .left)
      }, .leftToRight
    ),
    (
      PinCase("verticallyBetween(a, b, .center)", CGRect(x: 115, y: 90, width: 50, height: 60)) {
        $0.node.pin.verticallyBetween($0.a, and: $0.b, aligned: .center)
      }, .leftToRight
    ),
    (
      PinCase("verticallyBetween(a, b, .right)", CGRect(x: 130, y: 90, width: 50, height: 60)) {
        $0.node.pin.verticallyBetween($0.a, and: $0.b, aligned: .right)
      }, .leftToRight
    ),
    (
      PinCase("verticallyBetween(a, b, .start) LTR", CGRect(x: 100, y: 90, width: 50, height: 60)) {
        $0.node.pin.verticallyBetween($0.a, and: $0.b, aligned: .start)
      }, .leftToRight
    ),
    (
      PinCase("verticallyBetween(a, b, .start) RTL", CGRect(x: 130, y: 90, width: 50, height: 60)) {
        $0.node.pin.verticallyBetween($0.a, and: $0.b, aligned: .start)
      }, .rightToLeft
    ),
    (
      PinCase("verticallyBetween(a, b, .end) LTR", CGRect(x: 130, y: 90, width: 50, height: 60)) {
        $0.node.pin.verticallyBetween($0.a, and: $0.b, aligned: .end)
      }, .leftToRight
    ),
    (
      PinCase("verticallyBetween(a, b, .end) RTL", CGRect(x: 100, y: 90, width: 50, height: 60)) {
        $0.node.pin.verticallyBetween($0.a, and: $0.b, aligned: .end)
      }, .rightToLeft
    ),
  ]

  @Test("between two nodes, in either order, with every alignment", arguments: between)
  func betweenNodes(_ pinCase: PinCase, _ direction: LayoutDirection) {
    runPinCase(pinCase, direction: direction)
  }

  @Test("references in other branches of the tree are converted into the parent's coordinates")
  func coordinatesAcrossTheTree() {
    let fixture = PinFixture()
    // inner is (10, 10, 30, 20) in the container at (20, 200): (30, 210, 30, 20) in the root.
    fixture.node.pin.below(of: fixture.inner, aligned: .left)
    #expect(fixture.node.frame == CGRect(x: 30, y: 230, width: 50, height: 20))
    // a (100, 50, 80, 40) seen from inside the container: (80, -150).
    fixture.inner.pin.below(of: fixture.a, aligned: .left)
    #expect(fixture.inner.frame == CGRect(x: 80, y: -110, width: 30, height: 20))
    // Now inner is at (100, 90) in the root; b (250, 150, 60, 30) seen from inside inner: (150, 60).
    fixture.deep.pin.after(of: fixture.b, aligned: .top)
    #expect(fixture.deep.frame == CGRect(x: 310 - 100, y: 150 - 90, width: 3, height: 4))
    #expect(fixture.warnings.isEmpty)
    // A reference without a parent (here the root) is skipped with PinLayout's warning
    // (PinLayout's `referenceSuperview`; PinPointCoordinatesSpec.swift:87-92).
    fixture.inner.pin.top(to: fixture.root.edge.top)
    #expect(fixture.inner.frame.minY == -110)
    #expect(
      fixture.warnings == [
        "pin on 'inner': PinLayout Warning: top(to: .top, of: 'root') won't be applied, the reference node 'root' "
          + "must be added as a sub-node before being used as a reference."
      ])
  }

  @Test("overlapping nodes leave no space between them: the rule is skipped with PinLayout's warning")
  func noSpaceBetween() {
    let fixture = PinFixture()
    fixture.b.frame = CGRect(x: 150, y: 60, width: 100, height: 40)
    fixture.node.pin.horizontallyBetween(fixture.a, and: fixture.b).height(30)
    #expect(fixture.node.frame == CGRect(x: 5, y: 6, width: 50, height: 30))
    #expect(
      fixture.warnings == [
        "pin on 'node': PinLayout Warning: horizontallyBetween('a', and: 'b') won't be applied, there is no "
          + "horizontal space between these nodes."
      ])
  }

  @Test("an empty list of references skips the rule with a warning")
  func emptyReferences() {
    let fixture = PinFixture()
    fixture.node.pin.below(of: []).left(10)
    #expect(fixture.node.frame == CGRect(x: 10, y: 6, width: 50, height: 20))
    #expect(
      fixture.warnings == [
        "pin on 'node': PinLayout Warning: below(of: []) won't be applied, at least one reference node is required."
      ])
  }
}
