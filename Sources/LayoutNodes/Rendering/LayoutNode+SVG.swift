import Foundation

extension LayoutNode {
  /// An SVG document that draws the subtree: the node at the origin, sized to its frame, on a white
  /// background, and every visible descendant as a rectangle in its solved place.
  ///
  /// Each rectangle is filled and outlined in a colour that depends only on its depth below this
  /// node, with the node's name and frame in a `<title>` tooltip; a node shows its name in its top
  /// left corner, and a text node shows its text instead, wrapped at the node's width with the
  /// text's own metrics (aligned to the right in a right-to-left node). A node that a diagnostic of
  /// the tree's root names, or whose layout is ambiguous, is outlined in red, with the messages in
  /// its tooltip. With ``SVGRenderOptions/showsConstraints``, active constraints between two anchors
  /// of the subtree are drawn on top as lines between the anchors' points (straight along the axis
  /// for two positions, from centre to centre for dimensions). Hidden nodes and their
  /// subtrees are not drawn.
  ///
  /// The document depends only on the tree (numbers have at most four decimals), so it can be
  /// compared as a string. The tree is drawn as it stands: call ``layoutIfNeeded()`` first.
  public func renderSVG(options: SVGRenderOptions = SVGRenderOptions()) -> String {
    var renderer = SVGRenderer(subject: self, options: options)
    return renderer.render()
  }
}

/// Writes the SVG document of ``LayoutNode/renderSVG(options:)``.
struct SVGRenderer {
  /// One colour per depth, repeating; red is kept for diagnostics.
  static let depthColors = ["#4e79a7", "#f28e2b", "#59a14f", "#b07aa1", "#76b7b2", "#edc948", "#9c755f"]
  static let diagnosticColor = "#d62728"
  static let constraintColor = "#1f77b4"

  let subject: LayoutNode
  let options: SVGRenderOptions
  /// Each drawn node's frame in the subject's coordinates.
  private var placedFrames: [ObjectIdentifier: CGRect] = [:]
  private var messages: [ObjectIdentifier: [String]] = [:]
  private var output = ""

  init(subject: LayoutNode, options: SVGRenderOptions) {
    self.subject = subject
    self.options = options
  }

  mutating func render() -> String {
    collectDiagnostics()
    let size = subject.frame.standardized.size
    output =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(formatNumber(size.width))\" "
      + "height=\"\(formatNumber(size.height))\" viewBox=\"0 0 \(formatNumber(size.width)) "
      + "\(formatNumber(size.height))\" font-family=\"monospace\" style=\"background: #fff\">\n"
    draw(subject, origin: CGPoint(x: -subject.frame.minX, y: -subject.frame.minY), depth: 0, parent: nil)
    if options.showsConstraints { drawConstraints() }
    output += "</svg>\n"
    return output
  }

  /// The messages of the root's diagnostics for every node of the subtree they name.
  private mutating func collectDiagnostics() {
    for diagnostic in subject.root.layoutDiagnostics {
      var seen = Set<ObjectIdentifier>()
      for node in diagnostic.nodes where node.isDescendant(of: subject) {
        if seen.insert(ObjectIdentifier(node)).inserted {
          messages[ObjectIdentifier(node), default: []].append(diagnostic.message)
        }
      }
    }
  }

  /// Draws `node` (its frame offset by its parent's `origin` in the subject's coordinates) and its
  /// subtree. A name label goes one line lower than its parent's when both rectangles share their
  /// top-left corner, so that the names do not overprint.
  private mutating func draw(
    _ node: LayoutNode, origin: CGPoint, depth: Int, parent: (rect: CGRect, labelLine: Int)?
  ) {
    guard !node.isHidden else { return }
    let rect = node.frame.offsetBy(dx: origin.x, dy: origin.y).standardized
    placedFrames[ObjectIdentifier(node)] = rect
    var labelLine = 0
    if let parent, parent.rect.origin == rect.origin { labelLine = parent.labelLine + 1 }
    var notes = messages[ObjectIdentifier(node)] ?? []
    if options.checksAmbiguity, node.box.isOwned, node.hasAmbiguousLayout {
      notes.append("Ambiguous layout: the constraints of \(node.name) do not determine its frame.")
    }
    let color = SVGRenderer.depthColors[depth % SVGRenderer.depthColors.count]
    let stroke =
      notes.isEmpty
      ? "stroke=\"\(color)\" stroke-width=\"1\"" : "stroke=\"\(SVGRenderer.diagnosticColor)\" stroke-width=\"2\""
    let tooltip = ([node.description] + notes).joined(separator: "\n")
    output +=
      "<rect \(attributes(rect)) fill=\"\(color)\" fill-opacity=\"0.15\" \(stroke)>"
      + "<title>\(escapeXML(tooltip))</title></rect>\n"
    if let text = node.text {
      drawText(text, in: rect, rightToLeft: node.layoutDirection == .rightToLeft)
    } else {
      output +=
        "<text x=\"\(formatNumber(rect.minX + 3))\" y=\"\(formatNumber(rect.minY + 12 + 12 * CGFloat(labelLine)))\" "
        + "font-size=\"10\" fill=\"#222\">\(escapeXML(node.name))</text>\n"
    }
    let childOrigin = CGPoint(x: origin.x + node.frame.minX, y: origin.y + node.frame.minY)
    for child in node.children {
      draw(child, origin: childOrigin, depth: depth + 1, parent: (rect, labelLine))
    }
  }

  /// One `<text>` per wrapped line, each stretched to the line's measured width so that the drawing
  /// matches the layout whatever monospace font the viewer has.
  private mutating func drawText(_ text: TextContent, in rect: CGRect, rightToLeft: Bool) {
    let fontSize = formatNumber(text.font.baselineOffset)
    for (index, line) in wrappedLines(text, width: rect.width).enumerated() where !line.text.isEmpty {
      let x = rightToLeft ? rect.maxX - line.width : rect.minX
      let y = rect.minY + CGFloat(index) * text.font.lineHeight + text.font.baselineOffset
      output +=
        "<text x=\"\(formatNumber(x))\" y=\"\(formatNumber(y))\" font-size=\"\(fontSize)\" "
        + "textLength=\"\(formatNumber(line.width))\" lengthAdjust=\"spacingAndGlyphs\" fill=\"#222\">"
        + "\(escapeXML(line.text))</text>\n"
    }
  }

  /// Lines for the active constraints between two drawn anchors, each once, in the order of the
  /// nodes and then of activation.
  private mutating func drawConstraints() {
    var seen = Set<ObjectIdentifier>()
    var constraints: [LayoutConstraint] = []
    func collect(_ node: LayoutNode) {
      guard !node.isHidden else { return }
      for constraint in node.activeConstraints where seen.insert(ObjectIdentifier(constraint)).inserted {
        constraints.append(constraint)
      }
      for child in node.children { collect(child) }
    }
    collect(subject)
    for constraint in constraints {
      guard let second = constraint.secondAnchor, let from = point(of: constraint.firstAnchor),
        var to = point(of: second)
      else { continue }
      // Between two positions of one axis the line is straight, as in a view debugger: it measures
      // the gap along that axis at the first anchor's point.
      switch (axis(of: constraint.firstAnchor.attribute), axis(of: second.attribute)) {
      case (.horizontal?, .horizontal?): to.y = from.y
      case (.vertical?, .vertical?): to.x = from.x
      default: break
      }
      let dash = constraint.priority.isRequired ? "" : " stroke-dasharray=\"4 2\""
      output +=
        "<line x1=\"\(formatNumber(from.x))\" y1=\"\(formatNumber(from.y))\" x2=\"\(formatNumber(to.x))\" "
        + "y2=\"\(formatNumber(to.y))\" stroke=\"\(SVGRenderer.constraintColor)\" stroke-width=\"1\"\(dash)>"
        + "<title>\(escapeXML(constraint.description))</title></line>\n"
    }
  }

  /// The axis along which a position attribute measures, `nil` for a dimension.
  private func axis(of attribute: LayoutAttribute) -> LayoutAxis? {
    switch attribute {
    case .left, .right, .leading, .trailing, .centerX: return .horizontal
    case .top, .bottom, .centerY, .firstBaseline, .lastBaseline: return .vertical
    case .width, .height: return nil
    }
  }

  /// The point that stands for an anchor: the middle of an edge for an edge, the centre for a centre
  /// or a dimension, the baseline's middle for a baseline; `nil` when its node was not drawn.
  private func point(of anchor: AnyLayoutAnchor) -> CGPoint? {
    let rect: CGRect
    let node: LayoutNode
    if let anchorNode = anchor.node, let placed = placedFrames[ObjectIdentifier(anchorNode)] {
      rect = placed
      node = anchorNode
    } else if let guide = anchor.guide, let owner = guide.owningNode, let placed = placedFrames[ObjectIdentifier(owner)]
    {
      rect = guide.frame.offsetBy(dx: placed.minX, dy: placed.minY)
      node = owner
    } else {
      return nil
    }
    let rightToLeft = node.layoutDirection == .rightToLeft
    switch anchor.attribute {
    case .left: return CGPoint(x: rect.minX, y: rect.midY)
    case .right: return CGPoint(x: rect.maxX, y: rect.midY)
    case .leading: return CGPoint(x: rightToLeft ? rect.maxX : rect.minX, y: rect.midY)
    case .trailing: return CGPoint(x: rightToLeft ? rect.minX : rect.maxX, y: rect.midY)
    case .top: return CGPoint(x: rect.midX, y: rect.minY)
    case .bottom: return CGPoint(x: rect.midX, y: rect.maxY)
    case .centerX, .centerY, .width, .height: return CGPoint(x: rect.midX, y: rect.midY)
    case .firstBaseline, .lastBaseline:
      let offset =
        anchor.guide == nil
        ? baselineOffset(of: node, first: anchor.attribute == .firstBaseline, size: rect.size) : rect.height
      return CGPoint(x: rect.midX, y: rect.minY + offset)
    }
  }

  private func baselineOffset(of node: LayoutNode, first: Bool, size: CGSize) -> CGFloat {
    let baselines =
      node.text?.baselines(forWidth: size.width) ?? node.baselines?(size)
      ?? LayoutBaselines(first: size.height, last: size.height)
    return first ? baselines.first : baselines.last
  }

  private func attributes(_ rect: CGRect) -> String {
    "x=\"\(formatNumber(rect.minX))\" y=\"\(formatNumber(rect.minY))\" "
      + "width=\"\(formatNumber(rect.width))\" height=\"\(formatNumber(rect.height))\""
  }
}

/// The text with the five XML special characters escaped, for attributes and element content.
func escapeXML(_ text: String) -> String {
  var escaped = ""
  escaped.reserveCapacity(text.count)
  for character in text {
    switch character {
    case "&": escaped += "&amp;"
    case "<": escaped += "&lt;"
    case ">": escaped += "&gt;"
    case "\"": escaped += "&quot;"
    case "'": escaped += "&apos;"
    default: escaped.append(character)
    }
  }
  return escaped
}
