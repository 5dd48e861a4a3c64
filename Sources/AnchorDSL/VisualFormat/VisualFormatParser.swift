import Foundation
import LayoutNodes

/// Parses a visual format, the grammar of Apple's Auto Layout Guide ("Visual Format Language"), and
/// resolves its names against the nodes and metrics as it goes, so that the first problem from the
/// left is the one reported:
///
/// ```
/// format     := (('H' | 'V') ':')? ('|' connection)? node (connection node)* (connection '|')?
/// node       := '[' name ('(' predicate (',' predicate)* ')')? ']'
/// connection := ''  |  '-'  |  '-' (positive-number | metric) '-'  |  '-(' predicate (',' predicate)* ')-'
/// predicate  := ('==' | '<=' | '>=')? (number | metric | name) ('@' (number | metric))?
/// ```
///
/// Names are C identifiers; numbers are decimal, as `strtod` reads them (an optional sign inside
/// parentheses, a fraction, an exponent). A node's predicate may name another node (`[a(==b)]`); a
/// spacing's may not. A name in a node's predicate is looked up among the metrics first.
///
/// The parser reads the format's UTF-8 bytes once, front to back, with one byte of lookahead: time is
/// linear in the format's length (each name is copied once, to look it up). Any byte outside the
/// grammar (a space, a non-ASCII byte) is an error at that byte, so everything before an error is
/// ASCII and its byte offset is also the caret's column.
struct VisualFormatParser {
  private let format: String
  private let bytes: [UInt8]
  private var index = 0
  private let metrics: [String: CGFloat]
  private let nodes: [String: LayoutNode]

  init(format: String, metrics: [String: CGFloat], nodes: [String: LayoutNode]) {
    self.format = format
    self.bytes = Array(format.utf8)
    self.metrics = metrics
    self.nodes = nodes
  }

  /// The whole format, resolved; the first problem from the left throws.
  mutating func parse() throws(VisualFormatError) -> VisualFormat {
    let orientation = try parseOrientation()
    var leading: (bar: Int, spacing: VisualFormat.Spacing)?
    if peek == ASCII.bar {
      let bar = index
      index += 1
      leading = (bar, try parseConnection())
    }
    var elements = [try parseElement()]
    var leadingSuperview: VisualFormat.SuperviewEdge?
    if let leading {
      leadingSuperview = VisualFormat.SuperviewEdge(
        superview: try superview(of: elements[0], at: leading.bar), spacing: leading.spacing)
    }
    var spacings: [VisualFormat.Spacing] = []
    var trailingSuperview: VisualFormat.SuperviewEdge?
    while let next = peek {
      guard next == ASCII.hyphen || next == ASCII.openBracket || next == ASCII.bar else {
        throw failure(.expectedConnection)
      }
      let spacing = try parseConnection()
      if peek == ASCII.bar {
        let bar = index
        index += 1
        let last = elements[elements.count - 1]
        trailingSuperview = VisualFormat.SuperviewEdge(superview: try superview(of: last, at: bar), spacing: spacing)
        guard peek == nil else { throw failure(.expectedEndOfFormat) }
        break
      }
      elements.append(try parseElement())
      spacings.append(spacing)
    }
    return VisualFormat(
      orientation: orientation, leadingSuperview: leadingSuperview, elements: elements, spacings: spacings,
      trailingSuperview: trailingSuperview)
  }

  // MARK: - Grammar

  /// `H:` or `V:`, or nothing (horizontal).
  private mutating func parseOrientation() throws(VisualFormatError) -> VisualFormatOrientation {
    let orientation: VisualFormatOrientation
    switch peek {
    case ASCII.capitalH: orientation = .horizontal
    case ASCII.capitalV: orientation = .vertical
    default: return .horizontal
    }
    index += 1
    guard peek == ASCII.colon else { throw failure(.expectedColonAfterOrientation(orientation)) }
    index += 1
    return orientation
  }

  /// `[name]` or `[name(predicates)]`.
  private mutating func parseElement() throws(VisualFormatError) -> VisualFormat.Element {
    guard peek == ASCII.openBracket else { throw failure(.expectedNode) }
    index += 1
    guard let name = parseName() else { throw failure(.expectedNodeName) }
    guard let node = nodes[name] else { throw failure(.unknownNode(name)) }
    var predicates: [VisualFormat.SizePredicate] = []
    if peek == ASCII.openParenthesis {
      predicates = try parseList(endingWith: .expectedEndOfSizePredicate) { parser throws(VisualFormatError) in
        try parser.parseSizePredicate()
      }
    }
    guard peek == ASCII.closeBracket else { throw failure(.expectedClosingBracket) }
    index += 1
    return VisualFormat.Element(name: name, node: node, sizePredicates: predicates)
  }

  /// After `|` or a node: nothing before `[` or `|` (flush), `-` (standard), `-N-`, `-metric-` or
  /// `-(predicates)-`.
  private mutating func parseConnection() throws(VisualFormatError) -> VisualFormat.Spacing {
    guard peek == ASCII.hyphen else { return .flush }
    index += 1
    var predicates: [VisualFormat.SpacingPredicate] = []
    if peek == ASCII.openParenthesis {
      predicates = try parseList(endingWith: .expectedEndOfSpacingPredicate) { parser throws(VisualFormatError) in
        try parser.parseSpacingPredicate()
      }
    } else if let byte = peek, byte.isDigit || byte == ASCII.period || byte.isIdentifierStart {
      // The simple form: a positive number or a metric, required and equal.
      let value = try parseSpacingValue(allowingSign: false)
      predicates.append(VisualFormat.Predicate(relation: .equal, object: value, priority: .required))
    } else {
      // A bare `-`; the caller checks that a node or `|` follows.
      return .standard
    }
    guard peek == ASCII.hyphen else { throw failure(.expectedHyphenAfterSpacing) }
    index += 1
    return .predicates(predicates)
  }

  /// `(` element (`,` element)* `)`; anything but `,` or `)` after an element throws `problem`.
  private mutating func parseList<Element>(
    endingWith problem: VisualFormatError.Problem,
    _ parseElement: (inout VisualFormatParser) throws(VisualFormatError) -> Element
  ) throws(VisualFormatError) -> [Element] {
    index += 1
    var elements: [Element] = []
    while true {
      elements.append(try parseElement(&self))
      switch peek {
      case ASCII.comma: index += 1
      case ASCII.closeParenthesis:
        index += 1
        return elements
      default: throw failure(problem)
      }
    }
  }

  /// A predicate of a node's size: its object is a number, a metric or another node.
  private mutating func parseSizePredicate() throws(VisualFormatError) -> VisualFormat.SizePredicate {
    let relation = try parseRelation()
    let object: VisualFormat.SizeObject
    if let name = parseName() {
      if let value = metrics[name] {
        object = .constant(try finite(value))
      } else if let node = nodes[name] {
        object = .node(node)
      } else {
        throw failure(.unknownMetricOrNode(name))
      }
    } else {
      object = .constant(try parseNumber(allowingSign: true))
    }
    return VisualFormat.Predicate(relation: relation, object: object, priority: try parsePriority())
  }

  /// A predicate of a spacing: its object is a number or a metric.
  private mutating func parseSpacingPredicate() throws(VisualFormatError) -> VisualFormat.SpacingPredicate {
    let relation = try parseRelation()
    let value = try parseSpacingValue(allowingSign: true)
    return VisualFormat.Predicate(relation: relation, object: value, priority: try parsePriority())
  }

  /// A spacing's number or metric (a node's name is refused: only sizes relate to nodes).
  private mutating func parseSpacingValue(allowingSign: Bool) throws(VisualFormatError) -> CGFloat {
    guard let name = parseName() else { return try parseNumber(allowingSign: allowingSign) }
    if let value = metrics[name] { return try finite(value) }
    throw failure(nodes[name] == nil ? .unknownMetric(name) : .nodeAsSpacing(name))
  }

  /// `==`, `<=`, `>=`, or nothing (equal).
  private mutating func parseRelation() throws(VisualFormatError) -> Relation {
    let relation: Relation
    switch peek {
    case ASCII.equals: relation = .equal
    case ASCII.lessThan: relation = .lessThanOrEqual
    case ASCII.greaterThan: relation = .greaterThanOrEqual
    default: return .equal
    }
    index += 1
    guard peek == ASCII.equals else { throw failure(.unknownRelation) }
    index += 1
    return relation
  }

  /// `@` and a number or a metric in `1...1000`, or nothing (required).
  private mutating func parsePriority() throws(VisualFormatError) -> LayoutPriority {
    guard peek == ASCII.at else { return .required }
    index += 1
    let value: CGFloat
    if let name = parseName() {
      guard let metric = metrics[name] else { throw failure(.unknownMetric(name)) }
      value = try finite(metric)
    } else if let byte = peek, byte.isDigit || byte == ASCII.period {
      value = try parseNumber(allowingSign: false)
    } else {
      throw failure(.expectedPriority)
    }
    guard value >= 1, value <= 1000 else { throw failure(.priorityOutOfRange(Double(value))) }
    return LayoutPriority(Float(value))
  }

  // MARK: - Tokens

  /// A C identifier, consumed, or `nil` (nothing consumed) when none starts here.
  private mutating func parseName() -> String? {
    guard let first = peek, first.isIdentifierStart else { return nil }
    let start = index
    index += 1
    while let byte = peek, byte.isIdentifierStart || byte.isDigit { index += 1 }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  /// A decimal number as `strtod` reads it: `[+-]? (digits ('.' digits?)? | '.' digits) ([eE] [+-]? digits)?`.
  private mutating func parseNumber(allowingSign: Bool) throws(VisualFormatError) -> CGFloat {
    let start = index
    if allowingSign, peek == ASCII.plus || peek == ASCII.hyphen { index += 1 }
    let integerDigits = skipDigits()
    var fractionDigits = 0
    if peek == ASCII.period {
      index += 1
      fractionDigits = skipDigits()
    }
    guard integerDigits + fractionDigits > 0 else {
      index = start
      throw failure(.expectedPredicateObject)
    }
    // An exponent only when digits follow: in `-8e-`, the `e` is not part of the number.
    if peek == ASCII.lowercaseE || peek == ASCII.capitalE {
      let mark = index
      index += 1
      if peek == ASCII.plus || peek == ASCII.hyphen { index += 1 }
      if skipDigits() == 0 { index = mark }
    }
    // The text matches the grammar above, which `Double(_:)` reads; `nil` cannot happen, and is
    // reported as a missing number rather than trusted.
    guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
      throw failure(.expectedPredicateObject)
    }
    return try finite(CGFloat(value))
  }

  /// Skips decimal digits; returns how many.
  private mutating func skipDigits() -> Int {
    let start = index
    while let byte = peek, byte.isDigit { index += 1 }
    return index - start
  }

  // MARK: - Checks

  /// The superview of the node next to a `|`, or an error at the `|`.
  private func superview(of element: VisualFormat.Element, at bar: Int) throws(VisualFormatError) -> LayoutNode {
    guard let superview = element.node.parent else {
      throw VisualFormatError(.noSuperview(element.name), format: format, position: column(of: bar))
    }
    return superview
  }

  /// The value, or an error just after it when it is NaN or infinite.
  private func finite(_ value: CGFloat) throws(VisualFormatError) -> CGFloat {
    guard value.isFinite else { throw failure(.nonFiniteValue) }
    return value
  }

  private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

  /// An error at the current position.
  private func failure(_ problem: VisualFormatError.Problem) -> VisualFormatError {
    VisualFormatError(problem, format: format, position: column(of: index))
  }

  /// The caret's column for a byte offset: the characters before it (equal to the offset, since the
  /// parser stops at the first byte that is not ASCII).
  private func column(of offset: Int) -> Int {
    String(decoding: bytes[..<min(offset, bytes.count)], as: UTF8.self).count
  }
}

/// The bytes of the grammar.
private enum ASCII {
  static let bar = UInt8(ascii: "|")
  static let hyphen = UInt8(ascii: "-")
  static let openBracket = UInt8(ascii: "[")
  static let closeBracket = UInt8(ascii: "]")
  static let openParenthesis = UInt8(ascii: "(")
  static let closeParenthesis = UInt8(ascii: ")")
  static let comma = UInt8(ascii: ",")
  static let colon = UInt8(ascii: ":")
  static let at = UInt8(ascii: "@")
  static let equals = UInt8(ascii: "=")
  static let lessThan = UInt8(ascii: "<")
  static let greaterThan = UInt8(ascii: ">")
  static let plus = UInt8(ascii: "+")
  static let period = UInt8(ascii: ".")
  static let capitalH = UInt8(ascii: "H")
  static let capitalV = UInt8(ascii: "V")
  static let lowercaseE = UInt8(ascii: "e")
  static let capitalE = UInt8(ascii: "E")
}

extension UInt8 {
  fileprivate var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }

  /// A letter or `_`: what a C identifier starts with.
  fileprivate var isIdentifierStart: Bool {
    (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z")) || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z"))
      || self == UInt8(ascii: "_")
  }
}
