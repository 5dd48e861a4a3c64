import Foundation
import LayoutNodes

extension LayoutConstraint {
  /// The constraints a visual format describes, inactive, as Auto Layout's
  /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`.
  ///
  /// ```swift
  /// let constraints = try LayoutConstraint.constraints(
  ///   withVisualFormat: "|-[find]-[findNext]-[findField(>=20)]-|", options: .alignAllTop,
  ///   nodes: ["find": find, "findNext": findNext, "findField": findField])
  /// // find.leading == root.leading + 20, findNext.leading == find.trailing + 8,
  /// // findField.width >= 20, ..., findField.trailing == root.trailing - 20, findNext.top == find.top, ...
  /// ```
  ///
  /// The grammar is the Auto Layout Guide's (see <doc:VisualFormatLanguage>): `H:` or `V:`, `|` for the
  /// superview of the node next to it, `-` for a standard space, `-N-` and `-(>=N@priority,…)-` for
  /// spacings, `[name(predicates)]` for a node and its size, flush nodes `[a][b]`, and metric names
  /// wherever a number may stand. A horizontal format uses `leading` and `trailing` unless the options
  /// name a direction, so it mirrors in a right-to-left tree.
  ///
  /// The left-hand side of each constraint is the node it places, as with the anchor operators; a
  /// spacing to a trailing `|` is written with the node first (`a.trailing == superview.trailing - 20`)
  /// where Auto Layout writes the superview first, so that the superview keeps its own layout.
  ///
  /// - Parameters:
  ///   - format: The visual format.
  ///   - options: An alignment of every node across the format's axis, the direction of a horizontal
  ///     format, and baseline-to-baseline spacing for a vertical one.
  ///   - metrics: The values of the names the format uses as numbers.
  ///   - nodes: The nodes of the format, by the names it gives them.
  ///   - spacing: What a bare `-` stands for; Auto Layout's 8 and 20 by default.
  /// - Returns: The constraints, inactive, in the order the format writes them, then the alignments.
  /// - Throws: ``VisualFormatError`` for a malformed format, a name that is not in `nodes` or
  ///   `metrics`, a `|` next to a node without a superview, a non-finite number, a priority outside
  ///   `1...1000`, or options that do not fit the format.
  /// - Complexity: O(*n*) in the length of the format.
  public static func constraints(
    withVisualFormat format: String, options: VisualFormatOptions = [], metrics: [String: CGFloat] = [:],
    nodes: [String: LayoutNode], spacing: VisualFormatSpacing = .autoLayout
  ) throws(VisualFormatError) -> [LayoutConstraint] {
    var parser = VisualFormatParser(format: format, metrics: metrics, nodes: nodes)
    let parsed = try parser.parse()
    if let problem = options.problem(with: parsed.orientation) {
      throw VisualFormatError(problem, format: format, position: 0)
    }
    return parsed.constraints(options: options, spacing: spacing)
  }

  /// Creates the constraints of a visual format and activates them (inside a `batch`, hands them to
  /// the batch), as the anchor operators do; a format with an error activates nothing.
  ///
  /// ```swift
  /// try LayoutConstraint.activate(withVisualFormat: "V:|-[title]-[body]-(>=20)-|", nodes: nodes)
  /// ```
  ///
  /// - Parameters: As ``constraints(withVisualFormat:options:metrics:nodes:spacing:)``.
  /// - Returns: The constraints, active.
  /// - Throws: ``VisualFormatError``, as
  ///   ``constraints(withVisualFormat:options:metrics:nodes:spacing:)``; nothing was activated.
  /// - Complexity: O(*n*) in the length of the format, plus the activations.
  @discardableResult
  public static func activate(
    withVisualFormat format: String, options: VisualFormatOptions = [], metrics: [String: CGFloat] = [:],
    nodes: [String: LayoutNode], spacing: VisualFormatSpacing = .autoLayout
  ) throws(VisualFormatError) -> [LayoutConstraint] {
    let created = try constraints(
      withVisualFormat: format, options: options, metrics: metrics, nodes: nodes, spacing: spacing)
    return created.map(finalize)
  }
}
