import AnchorDSL
import Foundation
import LayoutNodes

/// A root with children for a visual format: `children` in order, and `nodes` by name (the format's
/// nodes dictionary).
struct FormatTree {
  let root: LayoutNode
  let children: [LayoutNode]
  var nodes: [String: LayoutNode] { Dictionary(uniqueKeysWithValues: children.map { ($0.name, $0) }) }

  /// A `width`×`height` root (right to left when asked) with children of the given names.
  init(width: CGFloat = 375, height: CGFloat = 667, direction: LayoutDirection = .leftToRight, _ names: String...) {
    self.init(width: width, height: height, direction: direction, names: names)
  }

  /// A `width`×`height` root (right to left when asked) with children of the given names.
  init(width: CGFloat = 375, height: CGFloat = 667, direction: LayoutDirection = .leftToRight, names: [String]) {
    root = LayoutNode(name: "root")
    root.frame = CGRect(x: 0, y: 0, width: width, height: height)
    root.layoutDirection = direction
    children = names.map { LayoutNode(name: $0) }
    children.forEach(root.addChild)
  }
}

/// The constraints of a format as `LayoutConstraint.description` writes them (`b.leading ==
/// a.trailing + 8 @750`), or the error's description.
func describedConstraints(
  _ format: String, options: VisualFormatOptions = [], metrics: [String: CGFloat] = [:],
  nodes: [String: LayoutNode], spacing: VisualFormatSpacing = .autoLayout
) -> [String] {
  do {
    return try LayoutConstraint.constraints(
      withVisualFormat: format, options: options, metrics: metrics, nodes: nodes, spacing: spacing
    ).map(\.description)
  } catch {
    return ["error: \(error)"]
  }
}

/// The error a format throws, or `nil`.
func visualFormatError(
  _ format: String, options: VisualFormatOptions = [], metrics: [String: CGFloat] = [:],
  nodes: [String: LayoutNode]
) -> VisualFormatError? {
  do {
    _ = try LayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, nodes: nodes)
    return nil
  } catch {
    return error
  }
}
