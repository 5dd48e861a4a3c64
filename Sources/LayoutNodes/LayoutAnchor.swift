import Foundation

/// The edge, center, size or baseline of a node or guide that an anchor names.
public enum LayoutAttribute: Hashable, Sendable, CustomStringConvertible {
  /// The left edge.
  case left
  /// The right edge.
  case right
  /// The left edge, or the right one under right-to-left layout.
  case leading
  /// The right edge, or the left one under right-to-left layout.
  case trailing
  /// The horizontal centre.
  case centerX
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom
  /// The vertical centre.
  case centerY
  /// The baseline of the first line of text.
  case firstBaseline
  /// The baseline of the last line of text.
  case lastBaseline
  /// The width.
  case width
  /// The height.
  case height

  /// Whether the attribute follows the layout direction (`leading`, `trailing`).
  public var isDirectional: Bool { self == .leading || self == .trailing }

  /// The attribute's name as in `leadingAnchor` without the suffix.
  public var description: String {
    switch self {
    case .left: return "left"
    case .right: return "right"
    case .leading: return "leading"
    case .trailing: return "trailing"
    case .centerX: return "centerX"
    case .top: return "top"
    case .bottom: return "bottom"
    case .centerY: return "centerY"
    case .firstBaseline: return "firstBaseline"
    case .lastBaseline: return "lastBaseline"
    case .width: return "width"
    case .height: return "height"
    }
  }
}

/// The kind of quantity an anchor measures. Anchors and expressions carry their kind as a type
/// parameter, so relating anchors of different kinds (`x == y`, `position == dimension`) does not
/// compile, as with `NSLayoutAnchor`.
public protocol AnchorKind {}
/// A kind that is a position along an axis: a position may add a dimension (`leading + width / 3`).
public protocol PositionKind: AnchorKind {}
/// Horizontal positions: `left`, `right`, `leading`, `trailing`, `centerX`.
public enum XAxis: PositionKind {}
/// Vertical positions: `top`, `bottom`, `centerY`, `firstBaseline`, `lastBaseline`.
public enum YAxis: PositionKind {}
/// Sizes: `width` and `height`. Widths and heights relate to each other (`width == 4 * height / 3`).
public enum DimensionKind: AnchorKind {}

/// One edge, center, size or baseline of a ``LayoutNode`` or ``LayoutGuide``, typed by its kind.
///
/// Anchors are values: building one has no effect. The `AnchorDSL` operators relate them into active
/// ``LayoutConstraint``s.
public struct LayoutAnchor<Kind: AnchorKind> {
  package let box: LayoutBox
  /// Which edge, center, size or baseline this is.
  public let attribute: LayoutAttribute

  package init(_ box: LayoutBox, _ attribute: LayoutAttribute) {
    self.box = box
    self.attribute = attribute
  }

  /// The anchor without its kind, as ``LayoutConstraint/firstAnchor`` reports it.
  public var erased: AnyLayoutAnchor { AnyLayoutAnchor(box, attribute) }
}

/// A horizontal position anchor, as `NSLayoutXAxisAnchor`.
public typealias LayoutXAxisAnchor = LayoutAnchor<XAxis>
/// A vertical position anchor, as `NSLayoutYAxisAnchor`.
public typealias LayoutYAxisAnchor = LayoutAnchor<YAxis>
/// A size anchor, as `NSLayoutDimension`.
public typealias LayoutDimension = LayoutAnchor<DimensionKind>

/// An anchor of any kind, for inspecting constraints.
public struct AnyLayoutAnchor: Hashable, CustomStringConvertible {
  package let box: LayoutBox
  /// Which edge, center, size or baseline this is.
  public let attribute: LayoutAttribute

  package init(_ box: LayoutBox, _ attribute: LayoutAttribute) {
    self.box = box
    self.attribute = attribute
  }

  /// The node the anchor belongs to, or `nil` for a guide's anchor.
  public var node: LayoutNode? { box.node }
  /// The guide the anchor belongs to, or `nil` for a node's anchor.
  public var guide: LayoutGuide? { box.guide }

  /// Anchors are equal when they name the same attribute of the same node or guide.
  public static func == (lhs: AnyLayoutAnchor, rhs: AnyLayoutAnchor) -> Bool {
    lhs.box === rhs.box && lhs.attribute == rhs.attribute
  }

  /// Hashes the node or guide's identity and the attribute.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(box))
    hasher.combine(attribute)
  }

  /// Reads like `card.leading`.
  public var description: String { "\(box.displayName).\(attribute)" }
}

/// One summand of an ``AnchorExpression``: an anchor times a coefficient.
public struct AnchorTerm: CustomStringConvertible {
  /// The anchor.
  public let anchor: AnyLayoutAnchor
  /// The factor it is multiplied by.
  public var coefficient: CGFloat

  /// Creates `coefficient * anchor`.
  public init(_ anchor: AnyLayoutAnchor, coefficient: CGFloat = 1) {
    self.anchor = anchor
    self.coefficient = coefficient
  }

  /// Reads like `card.width`, `-card.width` or `0.5*card.width`.
  public var description: String {
    switch coefficient {
    case 1: return anchor.description
    case -1: return "-\(anchor)"
    default: return "\(formatNumber(coefficient))*\(anchor)"
    }
  }
}

/// A linear combination of anchors of one kind plus a constant, with the priority the constraint
/// built from it will have: the right-hand side of an anchor relation.
///
/// Arithmetic is exact linear algebra: `(b.widthAnchor + 10) / 2` is `0.5·b.width + 5`. A position
/// expression may add dimension terms (`b.leadingAnchor + b.widthAnchor / 3`).
public struct AnchorExpression<Kind: AnchorKind> {
  /// The anchor summands, in the order written.
  public var terms: [AnchorTerm]
  /// The constant summand.
  public var constant: CGFloat
  /// The priority of the constraint a relation builds from this expression (`~` sets it).
  public var priority: LayoutPriority

  /// Creates an expression from terms, a constant and a priority.
  public init(terms: [AnchorTerm], constant: CGFloat = 0, priority: LayoutPriority = .required) {
    self.terms = terms
    self.constant = constant
    self.priority = priority
  }

  /// The expression `1·anchor`.
  public init(_ anchor: LayoutAnchor<Kind>) {
    self.init(terms: [AnchorTerm(anchor.erased)])
  }

  /// The expression with every term and the constant multiplied by `factor`.
  public func scaled(by factor: CGFloat) -> AnchorExpression {
    AnchorExpression(
      terms: terms.map { AnchorTerm($0.anchor, coefficient: $0.coefficient * factor) },
      constant: constant * factor, priority: priority)
  }

  /// The sum of this expression and the terms and constant of another (of this or a dimension kind).
  public func adding<Other>(_ other: AnchorExpression<Other>) -> AnchorExpression {
    // A side without terms shares the other's array rather than copying it (`anchor + 8` is the
    // commonest expression).
    let sum = other.terms.isEmpty ? terms : terms.isEmpty ? other.terms : terms + other.terms
    return AnchorExpression(terms: sum, constant: constant + other.constant, priority: priority)
  }
}

extension AnchorExpression where Kind == DimensionKind {
  /// The constant dimension expression `constant`, as in `widthAnchor == 60`.
  public init(constant: CGFloat, priority: LayoutPriority = .required) {
    self.init(terms: [], constant: constant, priority: priority)
  }
}

extension AnchorExpression: CustomStringConvertible {
  /// Reads like `card.centerY + 20`.
  public var description: String { describeLinear(terms, constant) }
}

func describeLinear(_ terms: [AnchorTerm], _ constant: CGFloat) -> String {
  var text = ""
  for term in terms {
    if text.isEmpty {
      text = term.description
    } else if term.coefficient < 0 {
      text += " - " + AnchorTerm(term.anchor, coefficient: -term.coefficient).description
    } else {
      text += " + " + term.description
    }
  }
  if text.isEmpty { return formatNumber(constant) }
  if constant > 0 { text += " + " + formatNumber(constant) }
  if constant < 0 { text += " - " + formatNumber(-constant) }
  return text
}

/// Up to four decimals, without trailing zeros: `20`, `127.5`, `1.3333`.
@usableFromInline func formatNumber(_ value: CGFloat) -> String {
  let number = Double(value)
  guard number.isFinite else { return String(number) }
  if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
  var text = String(format: "%.4f", number)
  while text.hasSuffix("0") { text.removeLast() }
  if text.hasSuffix(".") { text.removeLast() }
  return text
}
