import AnchorDSL
import Foundation
import LayoutNodes

// Shared by path with the libFuzzer target `Fuzz/VFLFuzzer` (Fuzz/build.sh compiles this file into
// it): the fuzzer and the corpus replay test run the same checks. Public API only.

/// Reads bytes as one visual format and checks what `LayoutConstraint.activate(withVisualFormat:)`
/// does with it.
///
/// The first byte picks the options (valid and invalid ones); the rest, decoded as UTF-8 (invalid
/// sequences become U+FFFD), is the format. The nodes are the names of the Auto Layout Guide's
/// examples and `a`, `b`, `c`, children of one root; `inner` is a grandchild and `loner` has no
/// parent. The metrics include a negative, a huge, a NaN and an infinite value. Checked: no trap;
/// an error has its caret within the format and Auto Layout's message layout, and activates nothing;
/// a success puts only the format's nodes on left-hand sides (never a superview), activates every
/// constraint of nodes in the root's tree, and lays out without trapping.
enum VisualFormatProgram {
  static let names = [
    "a", "b", "c", "button", "textField", "purpleBox", "topField", "bottomField", "maroonView", "blueView",
    "button1", "button2", "flexibleButton", "find", "findNext", "findField", "backgroundBox", "whiteBox1",
    "whiteBox2", "blackBox4", "redBox",
  ]
  static let metrics: [String: CGFloat] = [
    "m": 8, "w": 100, "p": 750, "blackWidth": 10, "neg": -5, "big": 1e300, "nan": .nan, "inf": .infinity,
  ]
  static let optionChoices: [VisualFormatOptions] = [
    [], .alignAllTop, .alignAllLeading, [.alignAllTop, .alignAllBottom], .alignAllCenterX, .alignAllLastBaseline,
    .directionLeftToRight, .directionRightToLeft, [.directionLeftToRight, .directionRightToLeft],
    .spacingBaselineToBaseline, [.alignAllFirstBaseline, .directionRightToLeft], .directionMask,
  ]

  /// Runs `data`; returns the invariant violations found (empty when all hold).
  static func run(_ data: [UInt8]) -> [String] {
    guard let selector = data.first else { return [] }
    let options = optionChoices[Int(selector) % optionChoices.count]
    let format = String(decoding: data.dropFirst(), as: UTF8.self)
    let root = LayoutNode(name: "root")
    root.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    var nodes: [String: LayoutNode] = [:]
    for name in names {
      let node = LayoutNode(name: name)
      root.addChild(node)
      nodes[name] = node
    }
    let inner = LayoutNode(name: "inner")
    nodes["a"]?.addChild(inner)
    nodes["inner"] = inner
    nodes["loner"] = LayoutNode(name: "loner")
    if selector & 0x80 != 0 { root.layoutDirection = .rightToLeft }

    var violations: [String] = []
    do {
      let constraints = try LayoutConstraint.activate(
        withVisualFormat: format, options: options, metrics: metrics, nodes: nodes)
      let formatNodes = Set(nodes.values.map(ObjectIdentifier.init))
      for constraint in constraints {
        guard let node = constraint.firstAnchor.node, formatNodes.contains(ObjectIdentifier(node)) else {
          violations.append("\(constraint): its left-hand side is not one of the format's nodes")
          continue
        }
        let inTree = ([constraint.firstAnchor] + constraint.terms.map(\.anchor)).allSatisfy { $0.node?.root === root }
        if inTree && !constraint.isActive { violations.append("\(constraint): not activated") }
      }
      root.layoutIfNeeded()
      LayoutConstraint.deactivate(constraints)
      root.layoutIfNeeded()
    } catch {
      if !(0...format.count).contains(error.position) {
        violations.append("caret at \(error.position), outside 0...\(format.count)")
      }
      if !error.description.hasPrefix("Unable to parse constraint format: \n\(error.problem.message) \n\(format)\n") {
        violations.append("message not in Auto Layout's layout: \(error.description)")
      }
      if let active = nodes.values.first(where: { !$0.activeConstraints.isEmpty }) {
        violations.append("\(active.name) has active constraints after \(error.problem)")
      }
    }
    return violations
  }
}
