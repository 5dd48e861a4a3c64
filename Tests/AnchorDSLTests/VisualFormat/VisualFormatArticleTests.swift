import AnchorDSL
import Foundation
import LayoutNodes
import Testing

/// The example of the DocC article "The Visual Format Language" runs as written, and its picture is
/// what `renderSVG` draws of it.
@Suite struct VisualFormatArticleTests {
  static let picture = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Sources/AnchorDSL/AnchorDSL.docc/Resources/visual-format-complete-line.svg")

  /// The article's code, line for line.
  static func completeLine() throws -> (root: LayoutNode, find: LayoutNode, findNext: LayoutNode, field: LayoutNode) {
    let root = LayoutNode(name: "root")
    root.frame = CGRect(x: 0, y: 0, width: 375, height: 70)
    let find = LayoutNode(name: "find"), findNext = LayoutNode(name: "findNext")
    let findField = LayoutNode(name: "findField")
    for node in [find, findNext, findField] { root.addChild(node) }
    find.intrinsicContentSize = IntrinsicContentSize(width: 40, height: 30)
    findNext.intrinsicContentSize = IntrinsicContentSize(width: 70, height: 30)
    findField.intrinsicContentSize = IntrinsicContentSize(height: 30)
    let nodes = ["find": find, "findNext": findNext, "findField": findField]

    try LayoutConstraint.activate(
      withVisualFormat: "|-[find]-[findNext]-[findField(>=20)]-|", options: .alignAllTop, nodes: nodes)
    try LayoutConstraint.activate(withVisualFormat: "V:|-[find]", nodes: nodes)
    root.layoutIfNeeded()
    return (root, find, findNext, findField)
  }

  @Test func `the article's example gives the frames its comment states`() throws {
    let line = try Self.completeLine()
    expectFrame(line.find, 20, 20, 40, 30)
    expectFrame(line.findNext, 68, 20, 70, 30)
    expectFrame(line.field, 146, 20, 209, 30)
  }

  /// Set `UPDATE_DOC_PICTURES=1` to rewrite the picture after a deliberate change of the drawing.
  @Test func `the article's picture is what renderSVG draws of the example`() throws {
    let svg = try Self.completeLine().root.renderSVG(options: SVGRenderOptions(showsConstraints: true))
    if ProcessInfo.processInfo.environment["UPDATE_DOC_PICTURES"] == "1" {
      try svg.write(to: Self.picture, atomically: true, encoding: .utf8)
    }
    let committed = try String(contentsOf: Self.picture, encoding: .utf8)
    #expect(svg == committed, "run with UPDATE_DOC_PICTURES=1 to redraw \(Self.picture.path)")
  }
}
