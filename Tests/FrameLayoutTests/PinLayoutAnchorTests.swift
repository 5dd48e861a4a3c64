import Foundation
import LayoutNodes
import Testing

// The node is 50×20 in a 400×300 parent; `a` is (100, 50, 80, 40): its anchors are x ∈ {100, 140, 180},
// y ∈ {50, 70, 90}.
@Suite("PinLayout anchor points")
struct PinLayoutAnchorTests {
  static func frame(_ x: CGFloat, _ y: CGFloat) -> CGRect { CGRect(x: x, y: y, width: 50, height: 20) }

  static let parentAnchors: [PinCase] = [
    PinCase("topLeft()", frame(0, 0)) { $0.node.pin.topLeft() },
    PinCase("topLeft(10)", frame(10, 10)) { $0.node.pin.topLeft(10) },
    PinCase("topCenter()", frame(175, 0)) { $0.node.pin.topCenter() },
    PinCase("topCenter(10)", frame(175, 10)) { $0.node.pin.topCenter(10) },
    PinCase("topRight()", frame(350, 0)) { $0.node.pin.topRight() },
    PinCase("topRight(10)", frame(340, 10)) { $0.node.pin.topRight(10) },
    PinCase("centerLeft()", frame(0, 140)) { $0.node.pin.centerLeft() },
    PinCase("centerLeft(10)", frame(10, 140)) { $0.node.pin.centerLeft(10) },
    PinCase("center()", frame(175, 140)) { $0.node.pin.center() },
    PinCase("center(10)", frame(185, 150)) { $0.node.pin.center(10) },
    PinCase("centerRight()", frame(350, 140)) { $0.node.pin.centerRight() },
    PinCase("centerRight(10)", frame(340, 140)) { $0.node.pin.centerRight(10) },
    PinCase("bottomLeft()", frame(0, 280)) { $0.node.pin.bottomLeft() },
    PinCase("bottomLeft(10)", frame(10, 270)) { $0.node.pin.bottomLeft(10) },
    PinCase("bottomCenter()", frame(175, 280)) { $0.node.pin.bottomCenter() },
    PinCase("bottomCenter(10)", frame(175, 270)) { $0.node.pin.bottomCenter(10) },
    PinCase("bottomRight()", frame(350, 280)) { $0.node.pin.bottomRight() },
    PinCase("bottomRight(10)", frame(340, 270)) { $0.node.pin.bottomRight(10) },
  ]

  @Test("an anchor pins on the same point of the parent, the margin inwards", arguments: parentAnchors)
  func parentAnchor(_ pinCase: PinCase) { runPinCase(pinCase) }

  static let directionalParentAnchors: [(PinCase, LayoutDirection)] = [
    (PinCase("topStart(10) LTR", frame(10, 10)) { $0.node.pin.topStart(10) }, .leftToRight),
    (PinCase("topStart(10) RTL", frame(340, 10)) { $0.node.pin.topStart(10) }, .rightToLeft),
    (PinCase("topEnd(10) LTR", frame(340, 10)) { $0.node.pin.topEnd(10) }, .leftToRight),
    (PinCase("topEnd(10) RTL", frame(10, 10)) { $0.node.pin.topEnd(10) }, .rightToLeft),
    (PinCase("centerStart(10) LTR", frame(10, 140)) { $0.node.pin.centerStart(10) }, .leftToRight),
    (PinCase("centerStart(10) RTL", frame(340, 140)) { $0.node.pin.centerStart(10) }, .rightToLeft),
    (PinCase("centerEnd(10) LTR", frame(340, 140)) { $0.node.pin.centerEnd(10) }, .leftToRight),
    (PinCase("centerEnd(10) RTL", frame(10, 140)) { $0.node.pin.centerEnd(10) }, .rightToLeft),
    (PinCase("bottomStart(10) LTR", frame(10, 270)) { $0.node.pin.bottomStart(10) }, .leftToRight),
    (PinCase("bottomStart(10) RTL", frame(340, 270)) { $0.node.pin.bottomStart(10) }, .rightToLeft),
    (PinCase("bottomEnd(10) LTR", frame(340, 270)) { $0.node.pin.bottomEnd(10) }, .leftToRight),
    (PinCase("bottomEnd(10) RTL", frame(10, 270)) { $0.node.pin.bottomEnd(10) }, .rightToLeft),
    (PinCase("topStart() RTL", frame(350, 0)) { $0.node.pin.topStart() }, .rightToLeft),
    (PinCase("bottomEnd() LTR", frame(350, 280)) { $0.node.pin.bottomEnd() }, .leftToRight),
  ]

  @Test("start and end anchors follow the layout direction", arguments: directionalParentAnchors)
  func directionalParentAnchor(_ pinCase: PinCase, _ direction: LayoutDirection) {
    runPinCase(pinCase, direction: direction)
  }

  static let referenceAnchors: [PinCase] = [
    PinCase("topLeft(to: a.bottomRight)", frame(180, 90)) { $0.node.pin.topLeft(to: $0.a.anchor.bottomRight) },
    PinCase("topCenter(to: a.bottomCenter)", frame(140 - 25, 90)) {
      $0.node.pin.topCenter(to: $0.a.anchor.bottomCenter)
    },
    PinCase("topRight(to: a.bottomLeft)", frame(100 - 50, 90)) { $0.node.pin.topRight(to: $0.a.anchor.bottomLeft) },
    PinCase("centerLeft(to: a.centerRight)", frame(180, 70 - 10)) {
      $0.node.pin.centerLeft(to: $0.a.anchor.centerRight)
    },
    PinCase("center(to: a.center)", frame(140 - 25, 70 - 10)) { $0.node.pin.center(to: $0.a.anchor.center) },
    PinCase("centerRight(to: a.centerLeft)", frame(100 - 50, 70 - 10)) {
      $0.node.pin.centerRight(to: $0.a.anchor.centerLeft)
    },
    PinCase("bottomLeft(to: a.topRight)", frame(180, 50 - 20)) { $0.node.pin.bottomLeft(to: $0.a.anchor.topRight) },
    PinCase("bottomCenter(to: a.topCenter)", frame(140 - 25, 50 - 20)) {
      $0.node.pin.bottomCenter(to: $0.a.anchor.topCenter)
    },
    PinCase("bottomRight(to: a.topLeft)", frame(100 - 50, 50 - 20)) {
      $0.node.pin.bottomRight(to: $0.a.anchor.topLeft)
    },
    PinCase("topLeft(to: a.topLeft)", frame(100, 50)) { $0.node.pin.topLeft(to: $0.a.anchor.topLeft) },
    PinCase("center(to: inner.center) across levels", frame(30 + 15 - 25, 210 + 10 - 10)) {
      $0.node.pin.center(to: $0.inner.anchor.center)
    },
    PinCase("topLeft and bottomRight on two anchors", CGRect(x: 180, y: 90, width: 250 - 180, height: 150 - 90)) {
      $0.node.pin.topLeft(to: $0.a.anchor.bottomRight).bottomRight(to: $0.b.anchor.topLeft)
    },
  ]

  @Test("an anchor pins on another node's anchor", arguments: referenceAnchors)
  func referenceAnchor(_ pinCase: PinCase) { runPinCase(pinCase) }

  // In right-to-left, a's start side is its right side (x 180) and its end side its left side (100).
  static let directionalReferenceAnchors: [(PinCase, LayoutDirection)] = [
    (
      PinCase("topStart(to: a.bottomEnd) LTR", frame(180, 90)) { $0.node.pin.topStart(to: $0.a.anchor.bottomEnd) },
      .leftToRight
    ),
    (
      PinCase("topStart(to: a.bottomEnd) RTL", frame(100 - 50, 90)) { $0.node.pin.topStart(to: $0.a.anchor.bottomEnd) },
      .rightToLeft
    ),
    (
      PinCase("topEnd(to: a.bottomStart) LTR", frame(100 - 50, 90)) { $0.node.pin.topEnd(to: $0.a.anchor.bottomStart) },
      .leftToRight
    ),
    (
      PinCase("topEnd(to: a.bottomStart) RTL", frame(180, 90)) { $0.node.pin.topEnd(to: $0.a.anchor.bottomStart) },
      .rightToLeft
    ),
    (
      PinCase("centerStart(to: a.centerEnd) LTR", frame(180, 60)) {
        $0.node.pin.centerStart(to: $0.a.anchor.centerEnd)
      },
      .leftToRight
    ),
    (
      PinCase("centerStart(to: a.centerEnd) RTL", frame(50, 60)) { $0.node.pin.centerStart(to: $0.a.anchor.centerEnd) },
      .rightToLeft
    ),
    (
      PinCase("centerEnd(to: a.centerStart) LTR", frame(50, 60)) { $0.node.pin.centerEnd(to: $0.a.anchor.centerStart) },
      .leftToRight
    ),
    (
      PinCase("centerEnd(to: a.centerStart) RTL", frame(180, 60)) {
        $0.node.pin.centerEnd(to: $0.a.anchor.centerStart)
      },
      .rightToLeft
    ),
    (
      PinCase("bottomStart(to: a.topEnd) LTR", frame(180, 30)) { $0.node.pin.bottomStart(to: $0.a.anchor.topEnd) },
      .leftToRight
    ),
    (
      PinCase("bottomStart(to: a.topEnd) RTL", frame(50, 30)) { $0.node.pin.bottomStart(to: $0.a.anchor.topEnd) },
      .rightToLeft
    ),
    (
      PinCase("bottomEnd(to: a.topStart) LTR", frame(50, 30)) { $0.node.pin.bottomEnd(to: $0.a.anchor.topStart) },
      .leftToRight
    ),
    (
      PinCase("bottomEnd(to: a.topStart) RTL", frame(180, 30)) { $0.node.pin.bottomEnd(to: $0.a.anchor.topStart) },
      .rightToLeft
    ),
  ]

  @Test("start and end anchors of both nodes follow the layout direction", arguments: directionalReferenceAnchors)
  func directionalReferenceAnchor(_ pinCase: PinCase, _ direction: LayoutDirection) {
    runPinCase(pinCase, direction: direction)
  }

  @Test("topLeft needs no parent, as in PinLayout")
  func topLeftOnRoot() {
    let root = LayoutNode(name: "root")
    root.frame = CGRect(x: 1, y: 2, width: 30, height: 40)
    root.pin.topLeft(5)
    #expect(root.frame == CGRect(x: 5, y: 5, width: 30, height: 40))
    #expect(root.layoutDiagnostics.isEmpty)
  }
}
