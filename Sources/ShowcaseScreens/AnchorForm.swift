import AnchorDSL
import Foundation
import LayoutNodes

/// A form laid out with anchors, a screen shaped unlike the feed: rows of a label and a field, the
/// fields aligned in one column just right of the widest label.
///
/// ```
/// ┌─────────────────────────────────────┐
/// │ Name      value that wraps when the │   a label at its natural width, 16 from the left
/// │           form is narrow            │   the field 8 right of the widest label, 16 from the
/// │ Address   value                     │   right, wrapping; baselines aligned
/// │ Telephone value                     │   a row ends at its taller node; rows 8 apart
/// ```
///
/// Each row is a node of its own. The rows depend on each other through their heights and through
/// the fields' column, which every label pushes (a required `field.leading >= label.trailing + 8`)
/// and the first field pulls left (`.low`). Labels neither compress nor stretch (their horizontal
/// hugging and compression resistance are required), as a form's labels are written.
public final class AnchorForm {
  /// The root: the window, with the rows as children.
  public let root: LayoutNode
  /// The rows, top to bottom; each holds its label, then its field.
  public let rows: [LayoutNode]

  /// The font of labels and fields: integer metrics, so that frames are exact.
  public static let font = FixedAdvanceFont(size: 10, characterAdvance: 6, lineHeight: 12, baselineOffset: 10)
  /// The space between rows, and between the widest label and the fields.
  public static let spacing: CGFloat = 8
  /// The inset of labels and fields from the sides.
  public static let sideInset: CGFloat = 16

  /// The label of a row: 3 to 11 characters.
  public static func label(_ row: Int) -> String { "Field" + String(repeating: "x", count: row % 7) }
  /// The value of a row: wider than its field at phone widths (so that the field's hugging never pulls
  /// the column), two or three lines there.
  public static func value(_ row: Int) -> String {
    "Value \(row) " + Array(repeating: "of a field", count: 5 + row % 4).joined(separator: " ")
  }

  /// Builds a form of `rowCount` rows and lays it out at `width`.
  public init(rows rowCount: Int, width: CGFloat, height: CGFloat = 667) {
    let root = LayoutNode(name: "form")
    self.root = root
    root.frame = CGRect(x: 0, y: 0, width: width, height: height)
    let spacing = Self.spacing, side = Self.sideInset
    var rows: [LayoutNode] = []
    var previousBottom = root.topAnchor
    var firstField: LayoutNode?
    for index in 0..<rowCount {
      let row = LayoutNode(name: "row\(index)")
      root.addChild(row)
      let label = LayoutNode(name: "label\(index)", text: TextContent(Self.label(index), font: Self.font))
      let field = LayoutNode(name: "field\(index)", text: TextContent(Self.value(index), font: Self.font))
      row.addChild(label)
      row.addChild(field)
      label.setContentHuggingPriority(.required, for: .horizontal)
      label.setContentCompressionResistancePriority(.required, for: .horizontal)
      for node in [label, field] { node.setContentCompressionResistancePriority(.required, for: .vertical) }
      batch {
        row.topAnchor == previousBottom + spacing
        row.horizontalAnchors == root.horizontalAnchors
        row.heightAnchor == 0 ~ .low
        label.topAnchor == row.topAnchor
        label.leadingAnchor == row.leadingAnchor + side
        field.firstBaselineAnchor == label.firstBaselineAnchor
        field.leadingAnchor >= label.trailingAnchor + spacing
        field.trailingAnchor == row.trailingAnchor - side
        row.bottomAnchor >= label.bottomAnchor
        row.bottomAnchor >= field.bottomAnchor
        if let firstField {
          field.leadingAnchor == firstField.leadingAnchor
        } else {
          field.leadingAnchor == row.leadingAnchor ~ .low
        }
      }
      if firstField == nil { firstField = field }
      rows.append(row)
      previousBottom = row.bottomAnchor
    }
    self.rows = rows
    root.layoutIfNeeded()
  }

  /// Lays the form out at a new width.
  public func resize(width: CGFloat) {
    root.frame.size.width = width
    root.layoutIfNeeded()
  }
}
