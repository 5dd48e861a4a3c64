import AnchorDSL
import Foundation
import LayoutNodes
import Testing

/// Anchorage's own test suite, `AnchorageTests/AnchorageTests.swift` (Rightpoint/Anchorage, master at
/// d5655ec), ported case by case: `UIView` → `LayoutNode`, `NSLayoutConstraint` → `LayoutConstraint`
/// (`firstItem`/`secondItem` → `firstAnchor.node`/`secondAnchor?.node`, `firstAttribute`/
/// `secondAttribute` → the anchors' `attribute`, `.notAnAttribute` → no second anchor). Each case
/// names the original test and the lines of both of its halves: the overloaded operators (lines
/// 84–646) and the same test `_WithCustomOperators` with `/==/`, `/<=/`, `/>=/` (lines 650–1211).
/// Every case checks what the original checks, with the original's expected values; the one
/// documented difference is marked (`differenceFromAnchorage`). Tests/AnchorDSLTests/README.md lists
/// what is not ported and why.
@Suite("Anchorage's AnchorageTests.swift, ported")
struct AnchorageSuiteTests {
  // The original's fixture (lines 60–81): two views in a window.
  let window = LayoutNode(name: "window")
  let view1 = LayoutNode(name: "view1")
  let view2 = LayoutNode(name: "view2")

  init() {
    window.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    window.addChild(view1)
    window.addChild(view2)
  }

  @Test("Overloaded operators (AnchorageTests.swift, lines 84–646)", arguments: AnchorageCase.allCases)
  func overloadedOperators(_ testCase: AnchorageCase) {
    check(testCase, testCase.overloaded(view1, view2), line: testCase.line)
  }

  @Test("Custom operators /==/, /<=/, />=/ (AnchorageTests.swift, lines 650–1211)", arguments: AnchorageCase.allCases)
  func customOperators(_ testCase: AnchorageCase) {
    check(testCase, testCase.custom(view1, view2), line: testCase.customLine)
  }

  /// The three cases whose expression is `(anchor + 10) / 2`: Anchorage's constant 10 is written
  /// `anchor / 2 + 10` here (ComingFromAnchorage.md), and gives Anchorage's expected values.
  @Test(
    "Anchorage's meaning of (b + 10) / 2, written b / 2 + 10 (lines 166, 179, 257, 732, 745, 823)",
    arguments: [false, true])
  func anchorageMeaningOfOffsetThenMultiplier(custom: Bool) {
    let width: LayoutConstraint
    let trailing: LayoutConstraint
    let prioritized: LayoutConstraint
    if custom {
      width = view1.widthAnchor /==/ view2.widthAnchor / 2 + 10
      trailing = view1.trailingAnchor /==/ view2.centerXAnchor / 2 + 10
      prioritized = view1.widthAnchor /==/ view2.widthAnchor / 2 + 10 ~ .high - 1
    } else {
      width = view1.widthAnchor == view2.widthAnchor / 2 + 10
      trailing = view1.trailingAnchor == view2.centerXAnchor / 2 + 10
      prioritized = view1.widthAnchor == view2.widthAnchor / 2 + 10 ~ .high - 1
    }
    let expected = [
      ExpectedConstraint(.width, .width, constant: 10, multiplier: 0.5),
      ExpectedConstraint(.trailing, .centerX, constant: 10, multiplier: 0.5),
      ExpectedConstraint(.width, .width, constant: 10, multiplier: 0.5, priority: 749),
    ]
    expectConstraints([width, trailing, prioritized], expected, "b / 2 + 10")
  }

  /// The six performance tests (lines 1213–1280) measure 10,000 reassignments of an edge relation
  /// (deactivate the last group, relate again) without a baseline, so they assert nothing. Here the
  /// same loop runs and its result is checked: the last group active, every earlier one inactive,
  /// and for `==` the frame it gives.
  @Test(
    "Repeated edge assignments (performance tests, lines 1229–1279)",
    arguments: [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual], [false, true])
  func repeatedEdgeAssignments(relation: Relation, custom: Bool) {
    view2.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
    var first: EdgeConstraints?
    var previous: EdgeConstraints?
    var last: EdgeConstraints?
    for _ in 0..<10_000 {
      if let last { LayoutConstraint.deactivate(last.all) }
      previous = last
      last = relateEdges(relation, custom: custom)
      if first == nil { first = last }
    }
    #expect(last?.all.allSatisfy { $0.isActive } == true)
    #expect(previous?.all.allSatisfy { !$0.isActive } == true)
    #expect(first?.all.allSatisfy { !$0.isActive } == true)
    #expect(last?.all.map(\.relation) == expectedEdgeRelations(relation))
    if relation == .equal {
      window.layoutIfNeeded()
      #expect(window.layoutDiagnostics.isEmpty, "\(window.layoutDiagnostics)")
      expectFrame(view1, 10, 20, 100, 50)
    }
  }

  // MARK: - Checking

  func check(_ testCase: AnchorageCase, _ constraints: [LayoutConstraint], line: Int) {
    var context = "AnchorageTests.swift:\(line) \(testCase.rawValue)"
    if let difference = testCase.differenceFromAnchorage { context += " (\(difference))" }
    expectConstraints(constraints, testCase.expected, context)
  }

  /// The nine assertions each original test makes per constraint.
  func expectConstraints(_ constraints: [LayoutConstraint], _ expected: [ExpectedConstraint], _ context: String) {
    #expect(constraints.count == expected.count, "\(context): \(constraints.count) constraints")
    for (index, (constraint, expectation)) in zip(constraints, expected).enumerated() {
      let label = "\(context), constraint \(index): \(constraint)"
      #expect(constraint.firstAnchor.node === view1, "\(label): firstItem")
      if expectation.secondAttribute == nil {
        #expect(constraint.secondAnchor == nil, "\(label): secondItem")
      } else {
        #expect(constraint.secondAnchor?.node === view2, "\(label): secondItem")
      }
      #expect(isClose(constraint.constant, expectation.constant), "\(label): constant")
      #expect(isClose(constraint.multiplier, expectation.multiplier), "\(label): multiplier")
      #expect(isClose(CGFloat(constraint.priority.value), CGFloat(expectation.priority)), "\(label): priority")
      #expect(constraint.isActive == expectation.isActive, "\(label): isActive")
      #expect(constraint.relation == expectation.relation, "\(label): relation")
      #expect(constraint.firstAnchor.attribute == expectation.firstAttribute, "\(label): firstAttribute")
      #expect(constraint.secondAnchor?.attribute == expectation.secondAttribute, "\(label): secondAttribute")
    }
  }

  func relateEdges(_ relation: Relation, custom: Bool) -> EdgeConstraints {
    switch (relation, custom) {
    case (.equal, false): return view1.edgeAnchors == view2.edgeAnchors
    case (.equal, true): return view1.edgeAnchors /==/ view2.edgeAnchors
    case (.lessThanOrEqual, false): return view1.edgeAnchors <= view2.edgeAnchors
    case (.lessThanOrEqual, true): return view1.edgeAnchors /<=/ view2.edgeAnchors
    case (.greaterThanOrEqual, false): return view1.edgeAnchors >= view2.edgeAnchors
    case (.greaterThanOrEqual, true): return view1.edgeAnchors />=/ view2.edgeAnchors
    }
  }

  /// Top, leading, bottom, trailing: Anchorage's `ConstraintBuilder` flips the far edges (Internal.swift).
  func expectedEdgeRelations(_ relation: Relation) -> [Relation] {
    switch relation {
    case .equal: return [.equal, .equal, .equal, .equal]
    case .lessThanOrEqual: return [.lessThanOrEqual, .lessThanOrEqual, .greaterThanOrEqual, .greaterThanOrEqual]
    case .greaterThanOrEqual: return [.greaterThanOrEqual, .greaterThanOrEqual, .lessThanOrEqual, .lessThanOrEqual]
    }
  }
}

/// What one original test asserts about one constraint: `firstItem` is `view1`, `secondItem` is
/// `view2` (or `nil` when there is no second attribute), and the seven values below.
struct ExpectedConstraint {
  var firstAttribute: LayoutAttribute
  /// `nil` for Anchorage's `.notAnAttribute` (a constraint to a constant).
  var secondAttribute: LayoutAttribute?
  var constant: CGFloat
  var multiplier: CGFloat
  /// `TestPriorityRequired` 1000, `TestPriorityHigh` 750, `TestPriorityLow` 250.
  var priority: Float
  var isActive: Bool
  var relation: Relation

  init(
    _ first: LayoutAttribute, _ second: LayoutAttribute?, constant: CGFloat = 0, multiplier: CGFloat = 1,
    priority: Float = 1000, isActive: Bool = true, relation: Relation = .equal
  ) {
    self.firstAttribute = first
    self.secondAttribute = second
    self.constant = constant
    self.multiplier = multiplier
    self.priority = priority
    self.isActive = isActive
    self.relation = relation
  }
}
