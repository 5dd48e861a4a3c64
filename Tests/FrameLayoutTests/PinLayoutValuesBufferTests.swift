import Foundation
import LayoutNodes
import Testing

/// A chain keeps its rules in a buffer its tree's root lends it (see `PinRuleValues`): chains that
/// overlap, or outlive their tree, must each keep their own rules.
@Suite("PinLayout chains that share their tree's values buffer")
struct PinLayoutValuesBufferTests {
  static func tree() -> (root: LayoutNode, a: LayoutNode, b: LayoutNode) {
    let root = LayoutNode(name: "root")
    root.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    let a = LayoutNode(name: "a")
    let b = LayoutNode(name: "b")
    root.addChild(a)
    root.addChild(b)
    return (root, a, b)
  }

  @Test("two chains of one tree alive at once keep their own rules")
  func overlappingChains() {
    let (_, a, b) = Self.tree()
    let first = a.pin.top(10).left(20)
    let second = b.pin.top(30).left(40)
    first.width(50).height(5).layout()
    second.width(60).height(6).layout()
    #expect(a.frame == CGRect(x: 20, y: 10, width: 50, height: 5))
    #expect(b.frame == CGRect(x: 40, y: 30, width: 60, height: 6))
    // The next chains of the tree start from cleared rules: no margin or size is left over.
    a.pin.top().left()
    #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 5))
  }

  @Test("a chain run by a measure closure while another chain applies")
  func chainInsideMeasure() {
    let (_, a, b) = Self.tree()
    a.measure = { _ in
      b.pin.top(1).left(2).size(CGSize(width: 3, height: 4))
      return CGSize(width: 10, height: 20)
    }
    a.pin.top(5).left(6).marginLeft(1).sizeToFit()
    #expect(a.frame == CGRect(x: 7, y: 5, width: 10, height: 20))
    #expect(b.frame == CGRect(x: 2, y: 1, width: 3, height: 4))
  }

  @Test("a chain whose node moves to another tree, or whose tree goes away, before it ends")
  func chainOutlivingItsTree() {
    let (_, a, _) = Self.tree()
    let chain = a.pin.top(7)
    let other = LayoutNode(name: "other")
    other.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
    other.addChild(a)
    chain.left(8).size(CGSize(width: 9, height: 10)).layout()
    #expect(a.frame == CGRect(x: 8, y: 7, width: 9, height: 10))

    var holder: LayoutNode? = LayoutNode(name: "holder")
    let c = LayoutNode(name: "c")
    holder?.addChild(c)
    let pending = c.pin.top(3).left(4)
    holder = nil  // the tree's root goes away while the chain holds the tree's buffer
    #expect(holder == nil && c.parent == nil)
    pending.size(5).layout()
    #expect(c.frame == CGRect(x: 4, y: 3, width: 5, height: 5))
  }
}
