import Cassowary
import Foundation
import Testing

@testable import LayoutNodes

/// The constraints a kept definition was substituted into: installation order, removal of any
/// member, and the positions kept once the list is long.
@Suite struct DependentConstraintsTests {
  let variable = Variable("x")

  func constraints(_ count: Int) -> [Constraint] {
    (0..<count).map { Constraint(LinearExpression([Term(variable)], constant: Double($0)), .equal) }
  }

  @Test func `a short list keeps installation order through removals`() {
    let members = constraints(5)
    var list = DependentConstraints()
    for member in members { list.append(member) }
    list.remove(members[1])
    list.remove(members[4])
    list.remove(constraints(1)[0])  // not a member: nothing changes
    #expect(list.count == 3)
    #expect(list.map { $0._constant } == [0, 2, 3])
  }

  @Test func `a long list removes any member and keeps the order of the rest`() {
    let members = constraints(100)
    var list = DependentConstraints()
    for member in members { list.append(member) }
    // The first half, then every third of the rest: the holes outnumber the members on the way.
    for member in members[..<50] { list.remove(member) }
    for (index, member) in members.enumerated() where index >= 50 && index % 3 == 0 { list.remove(member) }
    let expected = (50..<100).filter { $0 % 3 != 0 }.map(Double.init)
    #expect(list.count == expected.count)
    #expect(list.map { $0._constant } == expected)
    list.remove(members[10])  // removed already
    list.append(members[10])
    #expect(list.map { $0._constant } == expected + [10])
    for member in members { list.remove(member) }
    #expect(list.isEmpty)
    #expect(Array(list).isEmpty)
  }

  @Test func `a constraint's boxes are listed once each, the first anchor's first, however many terms`() {
    let nodes = (0..<12).map { LayoutNode(name: "n\($0)") }
    let terms = (nodes + nodes.reversed()).map { AnchorTerm(AnyLayoutAnchor($0.box, .height)) }
    let constraint = LayoutConstraint(
      AnyLayoutAnchor(nodes[5].box, .width), .equal, terms, constant: 0, priority: .required)
    #expect(constraint.boxes.map { $0.node?.name } == ["n5"] + (nodes.map(\.name).filter { $0 != "n5" }))
  }
}
