import AnchorDSL
import Foundation
import LayoutNodes
import Testing

/// Every way a NaN or an infinity can reach the solver through the layout API is refused with a
/// `nonFiniteValue` diagnostic: the value never enters the solver, nothing traps, and the rest of the
/// layout is solved as if the bad value were not there.
@Suite struct NonFiniteEntryPointTests {
  /// `a` fills the root (375 × 667); one bad value is then applied by `poison` and the tree laid out.
  private func expectRefused(
    sourceLocation: SourceLocation = #_sourceLocation, _ poison: (LayoutNode, LayoutNode, LayoutNode) -> Void
  ) {
    let (root, nodes) = makeTree("a", "b")
    let (a, b) = (nodes[0], nodes[1])
    a.edgeAnchors == root.edgeAnchors
    root.layoutIfNeeded()
    poison(root, a, b)
    root.layoutIfNeeded()
    #expect(
      root.layoutDiagnostics.map(\.kind).contains(.nonFiniteValue), "\(root.layoutDiagnostics)",
      sourceLocation: sourceLocation)
    #expect(
      root.layoutDiagnostics.allSatisfy { $0.kind == .nonFiniteValue }, "\(root.layoutDiagnostics)",
      sourceLocation: sourceLocation)
    expectFrame(a, 0, 0, 375, 667, sourceLocation: sourceLocation)
  }

  @Test func `an infinite constant is refused`() {
    expectRefused { _, _, b in b.widthAnchor == .infinity }
  }

  @Test func `a constant changed to NaN is refused`() {
    expectRefused { root, _, b in
      let width = b.widthAnchor == 10
      root.layoutIfNeeded()
      width.constant = .nan
    }
  }

  @Test func `a NaN multiplier is refused`() {
    expectRefused { _, a, b in b.widthAnchor == a.widthAnchor * .nan }
  }

  @Test func `a multiplier divided by zero is refused`() {
    expectRefused { _, a, b in b.widthAnchor == a.heightAnchor / 0 }
  }

  @Test func `a NaN priority is refused`() {
    expectRefused { _, a, b in b.widthAnchor == a.widthAnchor ~ .custom(.nan) }
  }

  @Test func `a priority changed to NaN is refused`() {
    expectRefused { root, a, b in
      let width = b.widthAnchor == a.widthAnchor ~ .high
      root.layoutIfNeeded()
      width.priority = .custom(.nan)
    }
  }

  @Test func `a NaN content priority is refused`() {
    expectRefused { _, _, b in
      b.leadingAnchor == b.leadingAnchor  // makes b solver-owned, so that its content size counts
      b.intrinsicContentSize = IntrinsicContentSize(width: 40, height: 20)
      b.setContentHuggingPriority(.custom(.nan), for: .horizontal)
    }
  }

  @Test func `a NaN intrinsic content size is refused`() {
    expectRefused { _, _, b in
      b.leadingAnchor == b.leadingAnchor
      b.intrinsicContentSize = IntrinsicContentSize(width: .nan, height: 20)
    }
  }

  @Test func `an infinite measure result is refused`() {
    expectRefused { _, _, b in
      b.leadingAnchor == b.leadingAnchor
      b.measure = { _ in CGSize(width: 30, height: CGFloat.infinity) }
    }
  }

  @Test func `a NaN baseline is refused`() {
    expectRefused { _, a, b in
      b.baselines = { _ in LayoutBaselines(first: .nan, last: .nan) }
      b.firstBaselineAnchor == a.topAnchor + 10
    }
  }

  @Test func `a NaN frame of a node that constraints refer to is refused`() {
    expectRefused { _, _, b in
      b.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
      let c = LayoutNode(name: "c")
      b.parent?.addChild(c)
      c.leadingAnchor == b.trailingAnchor
    }
  }

  @Test func `an infinite frame of a node already in the solver is refused`() {
    expectRefused { root, _, b in
      b.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
      let c = LayoutNode(name: "c")
      root.addChild(c)
      c.leadingAnchor == b.trailingAnchor
      root.layoutIfNeeded()
      b.frame.size.width = .infinity
    }
  }

  @Test func `NaN layout margins are refused`() {
    expectRefused { _, _, b in
      b.layoutMargins = EdgeInsets(top: 0, left: .nan, bottom: 0, right: 0)
      let c = LayoutNode(name: "c")
      b.addChild(c)
      c.edgeAnchors == b.layoutMarginsGuide.edgeAnchors
    }
  }

  @Test func `infinite safe area insets are refused`() {
    expectRefused { root, _, _ in
      root.safeAreaInsets = EdgeInsets(top: .infinity, left: 0, bottom: 0, right: 0)
      let c = LayoutNode(name: "c")
      root.addChild(c)
      c.edgeAnchors == root.safeAreaLayoutGuide.edgeAnchors
    }
  }

  @Test func `a NaN root size is refused`() {
    expectRefused { root, _, _ in root.frame.size.height = .nan }
  }

  @Test func `a NaN measured height is refused and measurement settles`() {
    expectRefused { _, _, b in
      b.leadingAnchor == b.leadingAnchor
      b.widthAnchor == 100
      b.measure = { proposal in CGSize(width: 30, height: proposal.width < 1000 ? CGFloat.nan : 10) }
    }
  }

  @Test func `a NaN text font is refused`() {
    expectRefused { _, _, b in
      b.leadingAnchor == b.leadingAnchor
      b.text = TextContent("hello", font: FixedAdvanceFont(size: .nan))
    }
  }
}
