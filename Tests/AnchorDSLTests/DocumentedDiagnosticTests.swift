import AnchorDSL
import Foundation
import LayoutNodes
import Testing

/// The diagnostics example of the README and of the "Debugging layouts" article, as printed there.
@Suite struct DocumentedDiagnosticTests {
  @Test func `a conflicting width is reported, listed, and outlined in red with its message`() {
    let root = LayoutNode(name: "root")
    let button = LayoutNode(name: "button")
    root.addChild(button)
    button.topAnchor == root.topAnchor + 20
    button.leadingAnchor == root.leadingAnchor + 20
    button.heightAnchor == 44
    button.widthAnchor == 80
    button.widthAnchor == 100  // conflicts with the first: not installed
    root.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    root.layoutIfNeeded()

    let message = """
      Unable to simultaneously satisfy constraints; did not install:
          button.width == 100
      It conflicts with these required constraints:
          button.width == 80
      Nodes involved: button
      """
    #expect(root.layoutDiagnostics.map(\.description) == [message])
    #expect(root.layoutDiagnostics.first?.kind == .unsatisfiableConstraint)
    #expect(root.debugTree() == "root (0, 0, 375, 667)\n|   *button (20, 20, 80, 44)\n")
    #expect(
      root.renderSVG().contains(
        "<rect x=\"20\" y=\"20\" width=\"80\" height=\"44\" fill=\"#f28e2b\" fill-opacity=\"0.15\" "
          + "stroke=\"#d62728\" stroke-width=\"2\"><title>button (20, 20, 80, 44)\n\(message)</title></rect>"))
  }
}
