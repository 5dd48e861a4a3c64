import Foundation
import LayoutNodes
import Testing

/// Parent 300 × 200; expected frames from Neon's anchoring arithmetic.
@Suite("Neon anchoring")
struct NeonAnchoringTests {
  static let directions: [LayoutDirection] = [.leftToRight, .rightToLeft]

  @Test("fillSuperview without padding takes the parent's bounds", arguments: directions)
  func fillSuperviewPlain(direction: LayoutDirection) {
    let fixture = NeonFixture(direction: direction)
    fixture.node.fillSuperview()
    expectNeonFrame(fixture.node, CGRect(x: 0, y: 0, width: 300, height: 200))
  }

  @Test("fillSuperview with padding insets each side by its own amount")
  func fillSuperviewPadded() {
    let fixture = NeonFixture()
    fixture.node.fillSuperview(left: 10, right: 20, top: 30, bottom: 40)
    expectNeonFrame(fixture.node, CGRect(x: 10, y: 30, width: 300 - (10 + 20), height: 200 - (30 + 40)))
  }

  @Test("anchorInCenter centres the given size", arguments: directions)
  func anchorInCenter(direction: LayoutDirection) {
    let fixture = NeonFixture(direction: direction)
    fixture.node.anchorInCenter(width: 40, height: 30)
    expectNeonFrame(fixture.node, neonBox(300 / 2 - 40 / 2, 200 / 2 - 30 / 2))
  }

  /// xPad 10, yPad 20, 40 × 30: left x = 10, right x = 300 - 40 - 10, top y = 20, bottom y = 200 - 30 - 20.
  static let cornerCases: [(Corner, LayoutDirection, CGRect)] = {
    let left: CGFloat = 10, right: CGFloat = 300 - 40 - 10, top: CGFloat = 20, bottom: CGFloat = 200 - 30 - 20
    var cases: [(Corner, LayoutDirection, CGRect)] = []
    for direction in directions {
      let rtl = direction == .rightToLeft
      cases += [
        (.topLeft, direction, neonBox(left, top)),
        (.topRight, direction, neonBox(right, top)),
        (.bottomLeft, direction, neonBox(left, bottom)),
        (.bottomRight, direction, neonBox(right, bottom)),
        (.topLeading, direction, neonBox(rtl ? right : left, top)),
        (.topTrailing, direction, neonBox(rtl ? left : right, top)),
        (.bottomLeading, direction, neonBox(rtl ? right : left, bottom)),
        (.bottomTrailing, direction, neonBox(rtl ? left : right, bottom)),
      ]
    }
    return cases
  }()

  @Test("anchorInCorner: every corner in both directions", arguments: cornerCases)
  func anchorInCorner(corner: Corner, direction: LayoutDirection, expected: CGRect) {
    let fixture = NeonFixture(direction: direction)
    fixture.node.anchorInCorner(corner, xPad: 10, yPad: 20, width: 40, height: 30)
    expectNeonFrame(fixture.node, expected, "\(corner)")
  }

  @Test("every corner is covered by the table")
  func cornerTableIsComplete() {
    #expect(Set(Self.cornerCases.map(\.0)) == Set(Corner.allCases))
  }

  /// padding 10, 40 × 30: centred x = 150 - 20, centred y = 100 - 15.
  static let edgeCases: [(Edge, LayoutDirection, CGRect)] = {
    let top = neonBox(130, 10), bottom = neonBox(130, 200 - 30 - 10)
    let left = neonBox(10, 85), right = neonBox(300 - 40 - 10, 85)
    var cases: [(Edge, LayoutDirection, CGRect)] = []
    for direction in directions {
      let rtl = direction == .rightToLeft
      cases += [
        (.top, direction, top), (.left, direction, left), (.bottom, direction, bottom), (.right, direction, right),
        (.leading, direction, rtl ? right : left), (.trailing, direction, rtl ? left : right),
      ]
    }
    return cases
  }()

  @Test("anchorToEdge: every edge in both directions", arguments: edgeCases)
  func anchorToEdge(edge: Edge, direction: LayoutDirection, expected: CGRect) {
    let fixture = NeonFixture(direction: direction)
    fixture.node.anchorToEdge(edge, padding: 10, width: 40, height: 30)
    expectNeonFrame(fixture.node, expected, "\(edge)")
  }

  /// xPad 10, yPad 20, otherSize 50.
  static let fillEdgeCases: [(Edge, LayoutDirection, CGRect)] = {
    let top = CGRect(x: 10, y: 20, width: 300 - 2 * 10, height: 50)
    let bottom = CGRect(x: 10, y: 200 - 50 - 20, width: 300 - 2 * 10, height: 50)
    let left = CGRect(x: 10, y: 20, width: 50, height: 200 - 2 * 20)
    let right = CGRect(x: 300 - 50 - 10, y: 20, width: 50, height: 200 - 2 * 20)
    var cases: [(Edge, LayoutDirection, CGRect)] = []
    for direction in directions {
      let rtl = direction == .rightToLeft
      cases += [
        (.top, direction, top), (.left, direction, left), (.bottom, direction, bottom), (.right, direction, right),
        (.leading, direction, rtl ? right : left), (.trailing, direction, rtl ? left : right),
      ]
    }
    return cases
  }()

  @Test("anchorAndFillEdge: every edge in both directions", arguments: fillEdgeCases)
  func anchorAndFillEdge(edge: Edge, direction: LayoutDirection, expected: CGRect) {
    let fixture = NeonFixture(direction: direction)
    fixture.node.anchorAndFillEdge(edge, xPad: 10, yPad: 20, otherSize: 50)
    expectNeonFrame(fixture.node, expected, "\(edge)")
  }

  @Test("every edge is covered by the tables")
  func edgeTablesAreComplete() {
    #expect(Set(Self.edgeCases.map(\.0)) == Set(Edge.allCases))
    #expect(Set(Self.fillEdgeCases.map(\.0)) == Set(Edge.allCases))
  }

  @Test("the node's own direction decides leading and trailing, as it inherits its parent's")
  func explicitDirectionOnTheNode() {
    let fixture = NeonFixture(direction: .leftToRight)
    fixture.node.layoutDirection = .rightToLeft
    fixture.node.anchorInCorner(.topLeading, xPad: 10, yPad: 20, width: 40, height: 30)
    expectNeonFrame(fixture.node, neonBox(300 - 40 - 10, 20))
  }

  @Test("anchoring reads the parent's current size at the call")
  func followsTheParentsSize() {
    let fixture = NeonFixture()
    fixture.node.anchorInCorner(.bottomRight, xPad: 0, yPad: 0, width: 40, height: 30)
    expectNeonFrame(fixture.node, neonBox(260, 170))
    fixture.parent.frame.size = CGSize(width: 400, height: 100)
    expectNeonFrame(fixture.node, neonBox(260, 170), "no relayout until called again")
    fixture.node.anchorInCorner(.bottomRight, xPad: 0, yPad: 0, width: 40, height: 30)
    expectNeonFrame(fixture.node, neonBox(400 - 40, 100 - 30))
  }

  @Test("frames are exact even when the tree has a display scale, as in Neon")
  func noPixelSnapping() {
    let fixture = NeonFixture()
    fixture.parent.displayScale = 2
    fixture.node.anchorInCenter(width: 40.3, height: 30.1)
    expectNeonFrame(fixture.node, CGRect(x: 150 - 40.3 / 2, y: 100 - 30.1 / 2, width: 40.3, height: 30.1))
    #expect(fixture.node.frame.origin.x != (fixture.node.frame.origin.x * 2).rounded() / 2)
  }
}
