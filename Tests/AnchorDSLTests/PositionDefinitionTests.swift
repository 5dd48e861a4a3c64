import AnchorDSL
import Foundation
import LayoutNodes
import Testing

/// Required equalities that place a node (`b.top == a.bottom + 5`) are kept out of the solver while
/// nothing else mentions that position, and evaluated after each solve; the frames are those of the
/// same constraints in the solver.
@Suite struct PositionDefinitionTests {
  /// Three nodes stacked 5 apart under a root, 10 from its top, each 100 wide at the root's leading
  /// edge, with heights 20, 30 and 40.
  private func makeStack() -> (root: LayoutNode, a: LayoutNode, b: LayoutNode, c: LayoutNode, bTop: LayoutConstraint) {
    let (root, nodes) = makeTree(width: 200, height: 400, "a", "b", "c")
    let (a, b, c) = (nodes[0], nodes[1], nodes[2])
    a.topAnchor == root.topAnchor + 10
    let bTop = b.topAnchor == a.bottomAnchor + 5
    c.topAnchor == b.bottomAnchor + 5
    for (node, height) in [(a, 20.0), (b, 30), (c, 40)] {
      node.leadingAnchor == root.leadingAnchor
      node.widthAnchor == 100
      node.heightAnchor == CGFloat(height)
    }
    root.layoutIfNeeded()
    return (root, a, b, c, bTop)
  }

  /// Six rows r0...r5 stacked 5 apart from the root's top, each 100 wide at the root's leading edge,
  /// 10, 20, ..., 60 high; `links` are the constraints that put each row below the one before.
  private func makeRows() -> (root: LayoutNode, rows: [LayoutNode], links: [LayoutConstraint]) {
    let (root, rows) = makeTree(width: 200, height: 400, "r0", "r1", "r2", "r3", "r4", "r5")
    var links: [LayoutConstraint] = []
    for (index, row) in rows.enumerated() {
      links.append(row.topAnchor == (index == 0 ? root.topAnchor : rows[index - 1].bottomAnchor) + 5)
      row.leadingAnchor == root.leadingAnchor
      row.widthAnchor == 100
      row.heightAnchor == CGFloat(10 * (index + 1))
    }
    root.layoutIfNeeded()
    return (root, rows, links)
  }

  @Test func `a chain of tops places each node below the one before`() {
    let (root, a, b, c, _) = makeStack()
    expectFrame(a, 0, 10, 100, 20)
    expectFrame(b, 0, 35, 100, 30)  // 10 + 20 + 5
    expectFrame(c, 0, 70, 100, 40)  // 35 + 30 + 5
    #expect(root.layoutDiagnostics.isEmpty)
    #expect(!b.hasAmbiguousLayout)
  }

  @Test func `a constraint that later mentions a defined top is solved with it`() {
    let (root, _, b, c, bTop) = makeStack()
    let d = LayoutNode(name: "d")
    root.addChild(d)
    d.topAnchor == b.topAnchor
    d.leadingAnchor == root.leadingAnchor + 150
    d.sizeAnchors == CGSize(width: 10, height: 10)
    root.layoutIfNeeded()
    expectFrame(d, 150, 35, 10, 10)
    // A new constant moves the chain below it, and what is aligned to it.
    bTop.constant = 15
    root.layoutIfNeeded()
    expectFrame(b, 0, 45, 100, 30)
    expectFrame(c, 0, 80, 100, 40)
    expectFrame(d, 150, 45, 10, 10)
    #expect(root.layoutDiagnostics.isEmpty)
  }

  @Test func `new constants of a defining constraint move the nodes below it, pass after pass`() {
    let (root, a, b, c, bTop) = makeStack()
    // Set twice before a pass: the last one counts.
    bTop.constant = 15
    bTop.constant = 25
    root.layoutIfNeeded()
    expectFrame(a, 0, 10, 100, 20)
    expectFrame(b, 0, 55, 100, 30)  // 30 + 25
    expectFrame(c, 0, 90, 100, 40)
    bTop.constant = 5
    root.layoutIfNeeded()
    expectFrame(b, 0, 35, 100, 30)
    expectFrame(c, 0, 70, 100, 40)
    // In the same pass as a change of structure: a node added below c.
    let d = LayoutNode(name: "d")
    root.addChild(d)
    d.topAnchor == c.bottomAnchor + 5
    d.leadingAnchor == root.leadingAnchor
    d.sizeAnchors == CGSize(width: 10, height: 10)
    bTop.constant = -5
    root.layoutIfNeeded()
    expectFrame(a, 0, 10, 100, 20)
    expectFrame(b, 0, 25, 100, 30)
    expectFrame(c, 0, 60, 100, 40)
    expectFrame(d, 0, 105, 10, 10)  // 60 + 40 + 5
    bTop.constant = 5
    root.layoutIfNeeded()
    expectFrame(c, 0, 70, 100, 40)
    expectFrame(d, 0, 115, 10, 10)
    #expect(root.layoutDiagnostics.isEmpty)
  }

  @Test func `nodes appended one pass at a time follow a constant changed above them`() {
    let (root, a, b, c, bTop) = makeStack()
    // Each appended node is defined from the one appended before it: definitions kept after the
    // first evaluation, which read each other.
    var nodes = [c]
    for index in 0..<3 {
      let node = LayoutNode(name: "appended \(index)")
      root.addChild(node)
      node.topAnchor == nodes[nodes.count - 1].bottomAnchor + 5
      node.leadingAnchor == root.leadingAnchor
      node.sizeAnchors == CGSize(width: 10, height: 10)
      root.layoutIfNeeded()
      nodes.append(node)
    }
    expectFrame(nodes[1], 0, 115, 10, 10)  // c ends at 70 + 40 = 110
    expectFrame(nodes[2], 0, 130, 10, 10)
    expectFrame(nodes[3], 0, 145, 10, 10)
    bTop.constant = 25
    root.layoutIfNeeded()
    expectFrame(a, 0, 10, 100, 20)
    expectFrame(b, 0, 55, 100, 30)
    expectFrame(c, 0, 90, 100, 40)
    expectFrame(nodes[1], 0, 135, 10, 10)
    expectFrame(nodes[2], 0, 150, 10, 10)
    expectFrame(nodes[3], 0, 165, 10, 10)
    nodes[2].removeFromParent()
    nodes[3].topAnchor == nodes[1].bottomAnchor + 5
    root.layoutIfNeeded()
    expectFrame(nodes[3], 0, 150, 10, 10)
    #expect(root.layoutDiagnostics.isEmpty)
  }

  @Test func `rows removed from the middle of a stack, their neighbours linked, keep the rows below stacked`() {
    let (root, rows, links) = makeRows()
    expectFrame(rows[5], 0, 180, 100, 60)  // 6 gaps of 5 and 10 + 20 + ... + 50
    // r2 goes; r3 is linked to r1 in the same pass. r4 and r5 read r3's top.
    rows[2].removeFromParent()
    let r3Link = rows[3].topAnchor == rows[1].bottomAnchor + 5
    root.layoutIfNeeded()
    expectFrame(rows[1], 0, 20, 100, 20)
    expectFrame(rows[3], 0, 45, 100, 40)
    expectFrame(rows[4], 0, 90, 100, 50)
    expectFrame(rows[5], 0, 145, 100, 60)
    // The new link's constant moves what is below it, and so does a height above it.
    r3Link.constant = 15
    root.layoutIfNeeded()
    expectFrame(rows[3], 0, 55, 100, 40)
    expectFrame(rows[5], 0, 155, 100, 60)
    links[1].constant = 0
    root.layoutIfNeeded()
    expectFrame(rows[1], 0, 15, 100, 20)
    expectFrame(rows[3], 0, 50, 100, 40)
    expectFrame(rows[5], 0, 150, 100, 60)
    // r3 goes too, r4 linked to r1; then a row appended below r5.
    rows[3].removeFromParent()
    rows[4].topAnchor == rows[1].bottomAnchor + 5
    let last = LayoutNode(name: "r6")
    root.addChild(last)
    last.topAnchor == rows[5].bottomAnchor + 5
    last.leadingAnchor == root.leadingAnchor
    last.sizeAnchors == CGSize(width: 10, height: 10)
    root.layoutIfNeeded()
    expectFrame(rows[4], 0, 40, 100, 50)
    expectFrame(rows[5], 0, 95, 100, 60)
    expectFrame(last, 0, 160, 10, 10)
    #expect(root.layoutDiagnostics.isEmpty)
  }

  @Test func `a row put back where it was takes its old places in the order, out of the solver`() throws {
    let made = makeRows()
    let (root, rows) = (made.root, made.rows)
    var links = made.links
    let solver = try #require(root._solver)
    let held = solver.constraints.count
    let tops: [CGFloat] = [5, 20, 45, 80, 125, 180]
    for round in 0..<3 {
      // r2 goes (taking its links and its leading edge with it); r3 is linked to r1.
      rows[2].removeFromParent()
      let bridge = rows[3].topAnchor == rows[1].bottomAnchor + 5
      root.layoutIfNeeded()
      expectFrame(rows[3], 0, 45, 100, 40)
      expectFrame(rows[5], 0, 145, 100, 60)
      // r2 comes back between them: its own definitions, its link and the link below it take the
      // places of those that went away, so that r3's top, which r4 reads, is defined before r4's.
      bridge.isActive = false
      root.insertChild(rows[2], at: 2)
      rows[2].leadingAnchor == root.leadingAnchor
      links[2] = rows[2].topAnchor == rows[1].bottomAnchor + 5
      links[3] = rows[3].topAnchor == rows[2].bottomAnchor + 5
      root.layoutIfNeeded()
      for (index, row) in rows.enumerated() {
        expectFrame(row, 0, tops[index], 100, CGFloat(10 * (index + 1)))
      }
      // Kept out of the solver: in it, the link below r2 had every definition above it substituted.
      #expect(solver.constraints.count == held, "round \(round)")
    }
    // A constant above the row put back still moves it and the rows below.
    links[1].constant = 15
    root.layoutIfNeeded()
    expectFrame(rows[2], 0, 55, 100, 30)
    expectFrame(rows[5], 0, 190, 100, 60)
    #expect(root.layoutDiagnostics.isEmpty)
  }

  @Test func `a defining constraint's constant and replacement take effect`() {
    let (root, _, b, c, bTop) = makeStack()
    bTop.constant = 0
    root.layoutIfNeeded()
    expectFrame(b, 0, 30, 100, 30)
    expectFrame(c, 0, 65, 100, 40)
    bTop.isActive = false
    b.topAnchor == root.topAnchor + 300
    root.layoutIfNeeded()
    expectFrame(b, 0, 300, 100, 30)
    expectFrame(c, 0, 335, 100, 40)
  }

  @Test func `a NaN constant of a defining constraint is refused and a finite one restores it`() {
    let (root, _, b, c, bTop) = makeStack()
    bTop.constant = .nan
    root.layoutIfNeeded()
    #expect(!bTop.isInstalled)
    #expect(root.layoutDiagnostics.map(\.kind) == [.nonFiniteValue])
    let values = [b.frame.minY, b.frame.height, c.frame.minY]
    #expect(values.allSatisfy { $0.isFinite })
    bTop.constant = 5
    root.layoutIfNeeded()
    #expect(bTop.isInstalled)
    expectFrame(b, 0, 35, 100, 30)
    expectFrame(c, 0, 70, 100, 40)
  }

  @Test func `a new width moves the positions defined from it and those defined after them`() {
    // a | 5 | b | 5 | c in a row: b's and c's leading edges are definitions that read a's width.
    let (root, nodes) = makeTree(width: 400, height: 100, "a", "b", "c")
    let (a, b, c) = (nodes[0], nodes[1], nodes[2])
    let inner = LayoutNode(name: "inner")
    c.addChild(inner)
    a.leadingAnchor == root.leadingAnchor + 10
    b.leadingAnchor == a.trailingAnchor + 5
    c.leadingAnchor == b.trailingAnchor + 5
    let aWidth = a.widthAnchor == 40
    b.widthAnchor == 50
    c.widthAnchor == 60
    inner.leadingAnchor == c.leadingAnchor + 7
    inner.topAnchor == c.topAnchor + 3
    inner.sizeAnchors == CGSize(width: 10, height: 10)
    for node in [a, b, c] {
      node.topAnchor == root.topAnchor
      node.heightAnchor == 20
    }
    root.layoutIfNeeded()
    expectFrame(b, 55, 0, 50, 20)  // 10 + 40 + 5
    expectFrame(c, 110, 0, 60, 20)  // 55 + 50 + 5
    expectFrame(inner, 7, 3, 10, 10)

    aWidth.constant = 70
    root.layoutIfNeeded()
    expectFrame(a, 10, 0, 70, 20)
    expectFrame(b, 85, 0, 50, 20)  // 10 + 70 + 5
    expectFrame(c, 140, 0, 60, 20)  // 85 + 50 + 5
    expectFrame(inner, 7, 3, 10, 10)  // in c's coordinates: unmoved

    // A resize that changes nothing the positions read leaves them where they are.
    root.frame.size.width = 300
    root.layoutIfNeeded()
    expectFrame(b, 85, 0, 50, 20)
    expectFrame(c, 140, 0, 60, 20)
    #expect(root.layoutDiagnostics.isEmpty)
  }

  @Test func `positions defined from the root's size follow each resize`() {
    let (root, nodes) = makeTree(width: 200, height: 100, "a", "b")
    let (a, b) = (nodes[0], nodes[1])
    a.trailingAnchor == root.trailingAnchor - 10
    a.topAnchor == root.topAnchor
    a.sizeAnchors == CGSize(width: 30, height: 30)
    b.trailingAnchor == a.leadingAnchor - 4
    b.topAnchor == a.bottomAnchor + 2
    b.sizeAnchors == CGSize(width: 20, height: 20)
    for width in [200, 320, 150, 320] as [CGFloat] {
      root.frame.size.width = width
      root.layoutIfNeeded()
      expectFrame(a, width - 40, 0, 30, 30)
      expectFrame(b, width - 64, 32, 20, 20)  // (width - 40) - 4 - 20
    }
    #expect(root.layoutDiagnostics.isEmpty)
  }

  @Test func `a second required definition of the same top conflicts as in the solver`() {
    let (root, nodes) = makeTree(width: 200, height: 400, "a")
    let a = nodes[0]
    a.topAnchor == root.topAnchor + 10
    let second = a.topAnchor == root.topAnchor + 20
    a.leadingAnchor == root.leadingAnchor
    a.sizeAnchors == CGSize(width: 50, height: 50)
    root.layoutIfNeeded()
    expectFrame(a, 0, 10, 50, 50)
    #expect(!second.isInstalled)
    #expect(root.layoutDiagnostics.map(\.kind) == [.unsatisfiableConstraint])
  }

  /// The second constraint, with the first's definition substituted, reads `27 == 0`: the sum of its
  /// `root.width` terms (`-1 - 1/3 + 1 + 1/3`) is zero, not the rounding left after adding them up
  /// (5.6e-17), which the solver met by moving the root to a width of 4.9e17.
  @Test func `a constraint that a definition makes contradictory is refused, the root keeping its size`() {
    let (root, nodes) = makeTree(width: 400, height: 480, "outer")
    let outer = nodes[0]
    let inner = LayoutNode(name: "inner")
    outer.addChild(inner)
    outer.frame = CGRect(x: 10, y: 20, width: 100, height: 100)  // frame-based
    let first = inner.leftAnchor == root.rightAnchor + root.widthAnchor / 3 + 18
    let second = inner.leftAnchor == root.rightAnchor + root.widthAnchor / 3 - 9
    inner.topAnchor == outer.topAnchor
    inner.sizeAnchors == CGSize(width: 10, height: 10)
    root.layoutIfNeeded()
    expectFrame(root, 0, 0, 400, 480)
    expectFrame(inner, 400 + 400 / 3 + 18 - 10, 0, 10, 10)
    #expect(first.isInstalled)
    #expect(!second.isInstalled)
    #expect(root.layoutDiagnostics.map(\.kind) == [.unsatisfiableConstraint])
  }
}
