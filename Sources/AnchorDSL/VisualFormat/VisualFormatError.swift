/// Why a visual format was refused, and where: thrown by
/// `LayoutConstraint.constraints(withVisualFormat:options:metrics:nodes:spacing:)`.
///
/// The ``description`` reads like Auto Layout's exception, the problem over the format with a caret
/// under the column where the parser stopped:
///
/// ```
/// Unable to parse constraint format:
/// Expected ']'
/// H:|-[button
///            ^
/// ```
///
/// A syntax error marks the character that does not fit; a name that is not in the dictionaries (and a
/// value that cannot be used) marks the character just after it, as Auto Layout's caret does; a
/// problem with the options marks the start of the format.
public struct VisualFormatError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public enum Problem: Hashable, Sendable {
    /// `H` or `V` at the start is not followed by `:`.
    case expectedColonAfterOrientation(VisualFormatOrientation)
    /// A node, `[name]`, was expected (or `|` at the start of the format).
    case expectedNode
    /// `[` is not followed by a node name (a C identifier).
    case expectedNodeName
    /// A node's name is not followed by `(` or `]`, or its predicates by `]`.
    case expectedClosingBracket
    /// A node's predicate is followed by neither `,` nor `)`.
    case expectedEndOfSizePredicate
    /// A spacing's predicate list, `-(…)-`, is not closed by `)` (or its predicates not separated by `,`).
    case expectedEndOfSpacingPredicate
    /// A spacing, `-8` or `-(>=8)`, does not end with `-`.
    case expectedHyphenAfterSpacing
    /// Something other than `-`, `[`, `|` or the end follows a node.
    case expectedConnection
    /// Something follows the closing `|`.
    case expectedEndOfFormat
    /// A relation or `(` is not followed by a number or a name.
    case expectedPredicateObject
    /// `@` is not followed by a number or a metric name.
    case expectedPriority
    /// `=`, `<` or `>` is not one of `==`, `<=`, `>=`.
    case unknownRelation
    /// A node name that is not a key of the nodes dictionary.
    case unknownNode(String)
    /// A spacing or priority name that is not a key of the metrics dictionary.
    case unknownMetric(String)
    /// A size predicate's name that is a key of neither dictionary.
    case unknownMetricOrNode(String)
    /// A node used as the object of a spacing's predicate: a node can be the object of a predicate on
    /// a node's size only (`[a(==b)]`).
    case nodeAsSpacing(String)
    /// A number, or a metric's value, that is NaN or infinite.
    case nonFiniteValue
    /// A priority outside Auto Layout's range, `1...1000`.
    case priorityOutOfRange(Double)
    /// `|` next to a node that has no superview; the associated value is the node's name in the
    /// format.
    case noSuperview(String)
    /// The options align the nodes along the format's own axis (`alignAllTop` in a `V:` format).
    case alignmentAlongFormatAxis(VisualFormatOrientation)
    /// The options name both ``VisualFormatOptions/directionLeftToRight`` and
    /// ``VisualFormatOptions/directionRightToLeft``.
    case conflictingDirections
    /// ``VisualFormatOptions/spacingBaselineToBaseline`` with a horizontal format.
    case baselineSpacingInHorizontalFormat
  }

  /// What is wrong.
  public let problem: Problem
  /// The format as given.
  public let format: String
  /// The column of the caret: the number of characters of the format before the place where the
  /// parser stopped (the format's length when it stopped at the end).
  public let position: Int

  /// Creates an error.
  public init(_ problem: Problem, format: String, position: Int) {
    self.problem = problem
    self.format = format
    self.position = position
  }

  /// Auto Layout's layout of the message: the problem, the format, and a caret under ``position``.
  public var description: String {
    "Unable to parse constraint format: \n\(problem.message) \n\(format)\n"
      + String(repeating: " ", count: position) + "^"
  }
}

extension VisualFormatError.Problem {
  /// The problem in words, as the error's description prints it.
  public var message: String {
    switch self {
    case .expectedColonAfterOrientation(let orientation):
      return "Expected ':' after '\(orientation.letter)' to specify \(orientation) arrangement"
    case .expectedNode: return "Expected a node: '[' and the node's name"
    case .expectedNodeName: return "Expected a node name (a C identifier) after '['"
    case .expectedClosingBracket: return "Expected ']'"
    case .expectedEndOfSizePredicate:
      return "A predicate on a node's size must end with ')' and the node must end with ']'"
    case .expectedEndOfSpacingPredicate: return "Expected ',' or ')' after a predicate of a spacing"
    case .expectedHyphenAfterSpacing: return "Expected '-' after the spacing"
    case .expectedConnection: return "Expected '-', '[', '|' or the end of the format after a node"
    case .expectedEndOfFormat: return "Expected the end of the format after the superview's '|'"
    case .expectedPredicateObject: return "Expected a number, a metric name or a node name"
    case .expectedPriority: return "Expected a number or a metric name after '@'"
    case .unknownRelation: return "Unknown relation. Must be ==, >=, or <="
    case .unknownNode(let name): return "\(name) is not a key in the nodes dictionary"
    case .unknownMetric(let name): return "\(name) is not a key in the metrics dictionary"
    case .unknownMetricOrNode(let name): return "\(name) is not a key in the metrics or the nodes dictionary"
    case .nodeAsSpacing(let name):
      return "\(name) is a node: only a predicate on a node's size can relate to another node"
    case .nonFiniteValue: return "Numbers and metrics must be finite"
    case .priorityOutOfRange(let value): return "A priority must lie in 1...1000, not \(value)"
    case .noSuperview(let name):
      return "Unable to interpret '|' character, because the related node \(name) doesn't have a superview"
    case .alignmentAlongFormatAxis(let orientation):
      return "Options mask required nodes to be aligned on a \(orientation) edge, "
        + "which is not allowed for a layout that is also \(orientation)"
    case .conflictingDirections: return "Options name more than one direction"
    case .baselineSpacingInHorizontalFormat:
      return "Baseline-to-baseline spacing applies to vertical formats only"
    }
  }
}
