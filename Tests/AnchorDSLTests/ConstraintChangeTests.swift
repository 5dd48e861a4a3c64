import AnchorDSL
import Foundation
import LayoutNodes
import Testing

@Suite struct ConstraintChangeTests {
  @Test func `changing a constant re-solves on the next layout pass`() {
    let (root, nodes) = makeTree("a")
    let a = nodes[0]
    let leading = a.leadingAnchor == root.leadingAnchor + 10
    a.topAnchor == root.topAnchor
    a.sizeAnchors == CGSize(width: 50, height: 50)
    root.layoutIfNeeded()
    expectFrame(a, 10, 0, 50, 50)
    leading.constant = 30
    #expect(root.needsLayout)
    root.layoutIfNeeded()
    expectFrame(a, 30, 0, 50, 50)
    #expect(!root.needsLayout)
  }

  @Test func `a priority change that crosses required is a remove and add`() {
    let (root, nodes) = makeTree("a")
    let a = nodes[0]
    a.leadingAnchor == root.leadingAnchor
    a.topAnchor == root.topAnchor
    a.heightAnchor == 10
    let narrow = a.widthAnchor == 100 ~ .low
    let wide = a.widthAnchor == 200
    root.layoutIfNeeded()
    expectFrame(a, 0, 0, 200, 10)
    wide.priority = .high
    narrow.priority = .required
    root.layoutIfNeeded()
    expectFrame(a, 0, 0, 100, 10)
    #expect(narrow.isInstalled && wide.isInstalled)
    // Now both required: the second conflicts, is not installed, and is diagnosed.
    wide.priority = .required
    root.layoutIfNeeded()
    expectFrame(a, 0, 0, 100, 10)
    #expect(!wide.isInstalled && wide.isActive)
    #expect(root.layoutDiagnostics.map(\.kind) == [.unsatisfiableConstraint])
    // Deactivating the one it conflicted with lets it in.
    narrow.isActive = false
    root.layoutIfNeeded()
    expectFrame(a, 0, 0, 200, 10)
    #expect(wide.isInstalled)
  }

  @Test func `deactivating and reactivating a constraint toggles its effect`() {
    let (root, nodes) = makeTree("a")
    let a = nodes[0]
    a.leadingAnchor == root.leadingAnchor
    a.topAnchor == root.topAnchor
    a.sizeAnchors == CGSize(width: 50, height: 50) ~ .low
    let wide = a.widthAnchor == 120
    root.layoutIfNeeded()
    expectFrame(a, 0, 0, 120, 50)
    wide.isActive = false
    #expect(!wide.isActive && !root.layoutDiagnostics.contains { _ in true })
    root.layoutIfNeeded()
    expectFrame(a, 0, 0, 50, 50)
    LayoutConstraint.activate([wide])
    root.layoutIfNeeded()
    expectFrame(a, 0, 0, 120, 50)
    LayoutConstraint.deactivate([wide])
    wide.constant = 80
    wide.isActive = true
    root.layoutIfNeeded()
    expectFrame(a, 0, 0, 80, 50)
  }

  @Test func `batch activates what it collected, and inactive batches stay inactive`() {
    let (root, nodes) = makeTree("a")
    let a = nodes[0]
    let built = batch {
      a.leadingAnchor == root.leadingAnchor + 5
      a.topAnchor == root.topAnchor + 6
      a.sizeAnchors == CGSize(width: 30, height: 40)
    }
    #expect(built.count == 4)
    #expect(built.allSatisfy { $0.isActive })
    let later = batch(active: false) {
      a.widthAnchor == 70 ~ .high
    }
    #expect(later.count == 1 && !later[0].isActive)
    root.layoutIfNeeded()
    expectFrame(a, 5, 6, 30, 40)
    LayoutConstraint.deactivate(Array(built[2...2]))
    LayoutConstraint.activate(later)
    root.layoutIfNeeded()
    expectFrame(a, 5, 6, 70, 40)
  }

  @Test func `a nested batch collects into the innermost batch only`() {
    let (root, nodes) = makeTree("a")
    let a = nodes[0]
    var inner: [LayoutConstraint] = []
    let outer = batch(active: false) {
      a.widthAnchor == 10
      inner = batch { a.heightAnchor == 20 }
      a.leadingAnchor == root.leadingAnchor
    }
    #expect(outer.map(\.firstAnchor.attribute) == [.width, .leading])
    #expect(outer.allSatisfy { !$0.isActive })
    #expect(inner.map(\.firstAnchor.attribute) == [.height])
    #expect(inner[0].isActive)
    // Outside any batch, expressions activate immediately again.
    #expect((a.topAnchor == root.topAnchor).isActive)
  }

  @Test func `batches in concurrent tasks do not mix`() async {
    func build(_ count: Int) -> Int {
      let node = LayoutNode(name: "n")
      return batch(active: false) {
        for index in 0..<count { node.widthAnchor == CGFloat(index) }
      }.count
    }
    async let first = Task { build(50) }.value
    async let second = Task { build(70) }.value
    let counts = await [first, second]
    #expect(counts == [50, 70])
  }

  @Test func `activation adds one solver constraint and a resize re-adds none`() throws {
    let (root, nodes) = makeTree("a")
    let a = nodes[0]
    a.edgeAnchors == root.edgeAnchors + 10
    root.layoutIfNeeded()
    let solver = try #require(root._solver)
    let before = solver.constraints.map(ObjectIdentifier.init)
    root.frame.size = CGSize(width: 200, height: 100)
    root.layoutIfNeeded()
    expectFrame(a, 10, 10, 180, 80)
    // The same solver holds the same constraints: the resize was a suggestValue, not a rebuild.
    #expect(root._solver === solver)
    #expect(solver.constraints.map(ObjectIdentifier.init) == before)
    let extra = a.widthAnchor >= 10
    root.layoutIfNeeded()
    #expect(solver.constraints.count == before.count + 1)
    extra.isActive = false
    root.layoutIfNeeded()
    #expect(solver.constraints.map(ObjectIdentifier.init) == before)
  }

  @Test func `new constants that fit together are applied together, in any order`() {
    let (root, nodes) = makeTree("a")
    let a = nodes[0]
    a.leftAnchor == root.leftAnchor + 10
    a.topAnchor == root.topAnchor + 10
    a.heightAnchor == 20
    let minimum = a.widthAnchor >= 0
    let maximum = a.widthAnchor <= 100
    a.widthAnchor == 0 ~ .low
    root.layoutIfNeeded()
    expectFrame(a, 10, 10, 0, 20)
    // The new minimum alone is above the old maximum.
    minimum.constant = 300
    maximum.constant = 400
    root.layoutIfNeeded()
    expectFrame(a, 10, 10, 300, 20)
    // The new maximum alone is below the old minimum.
    maximum.constant = 20
    minimum.constant = 10
    root.layoutIfNeeded()
    expectFrame(a, 10, 10, 10, 20)
    #expect(minimum.isInstalled && maximum.isInstalled)
    #expect(root.layoutDiagnostics.isEmpty, "\(root.layoutDiagnostics.map(\.message))")
  }

  @Test func `a new constant that does not fit is still taken out with a diagnostic`() {
    let (root, nodes) = makeTree("a")
    let a = nodes[0]
    a.leftAnchor == root.leftAnchor + 10
    a.topAnchor == root.topAnchor + 10
    a.heightAnchor == 20
    a.widthAnchor <= 355
    let minimum = a.widthAnchor >= 0
    let maximum = a.widthAnchor <= 500
    a.widthAnchor == 0 ~ .low
    root.layoutIfNeeded()
    minimum.constant = 400
    maximum.constant = 450
    root.layoutIfNeeded()
    // 400 and 450 fit each other, not the required 355: the minimum is taken out.
    #expect(!minimum.isInstalled && maximum.isInstalled)
    expectFrame(a, 10, 10, 0, 20)
    #expect(root.layoutDiagnostics.contains { $0.message.contains("whose new constant or priority conflicts") })
  }

  @Test func `a moved definition moves two required bounds that read it without crossing them`() {
    let (root, nodes) = makeTree("a", "b", "c")
    let (a, b, c) = (nodes[0], nodes[1], nodes[2])
    c.leftAnchor == root.leftAnchor + 10
    c.topAnchor == root.topAnchor + 10
    c.sizeAnchors == CGSize(width: 50, height: 20)
    // b's left is a definition (an equality that places it), which the bounds on a's left read.
    let place = b.leftAnchor == c.rightAnchor + 5
    b.topAnchor == root.topAnchor + 40
    b.sizeAnchors == CGSize(width: 30, height: 20)
    a.leftAnchor >= b.rightAnchor
    a.leftAnchor <= b.rightAnchor + 10
    a.leftAnchor == root.leftAnchor ~ .low
    a.topAnchor == root.topAnchor + 70
    a.sizeAnchors == CGSize(width: 20, height: 20)
    root.layoutIfNeeded()
    expectFrame(b, 65, 40, 30, 20)
    expectFrame(a, 95, 70, 20, 20)
    place.constant = 55
    root.layoutIfNeeded()
    expectFrame(b, 115, 40, 30, 20)
    expectFrame(a, 145, 70, 20, 20)
    place.constant = 5
    root.layoutIfNeeded()
    expectFrame(b, 65, 40, 30, 20)
    expectFrame(a, 95, 70, 20, 20)
    #expect(root.layoutDiagnostics.isEmpty, "\(root.layoutDiagnostics.map(\.message))")
  }
}
