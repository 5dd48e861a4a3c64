import Foundation

extension LayoutNode {
  /// The subtree as indented text, one node per line with its frame in its parent's coordinates, like
  /// UIKit's `_autolayoutTrace`:
  ///
  /// ```
  /// view (0, 0, 375, 667)
  /// |   *card (20, 20, 335, 627)
  /// |   |   *button (127.5, 283.5, 80, 60) - AMBIGUOUS LAYOUT
  /// |   |   label (8, 8, 88, 20) "Mike Amaral"
  /// ```
  ///
  /// `*` marks a node laid out by the solver (it stands on the left-hand side of an active
  /// constraint); a text node's text follows its frame, quoted; `hidden` marks a hidden node; and
  /// ` - AMBIGUOUS LAYOUT` marks a node whose frame its constraints do not determine
  /// (``hasAmbiguousLayout``). Numbers have at most four decimals, so the text is the same on every
  /// run and machine. Every line ends with a newline.
  ///
  /// The tree is printed as it stands: call ``layoutIfNeeded()`` first for solved frames. Checking
  /// ambiguity probes a copy of the solver for each solver-owned node.
  public func debugTree() -> String {
    var lines = ""
    appendDebugLines(to: &lines, depth: 0)
    return lines
  }

  private func appendDebugLines(to lines: inout String, depth: Int) {
    lines += String(repeating: "|   ", count: depth)
    if box.isOwned { lines += "*" }
    lines += description
    if let text { lines += " " + text.string.debugDescription }
    if isHidden { lines += " hidden" }
    if box.isOwned, hasAmbiguousLayout { lines += " - AMBIGUOUS LAYOUT" }
    lines += "\n"
    for child in children { child.appendDebugLines(to: &lines, depth: depth + 1) }
  }
}
