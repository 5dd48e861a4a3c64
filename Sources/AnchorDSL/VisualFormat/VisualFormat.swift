import Foundation
import LayoutNodes

/// A visual format parsed and resolved against its nodes and metrics (by `VisualFormatParser`): the
/// line of nodes, the spacings between them, and the superview edges at its ends. The constraints are
/// built from it (`VisualFormat+Constraints.swift`) only once the whole format has parsed, so a format
/// with an error creates nothing.
struct VisualFormat {
  /// A relation to an object (a constant, or another node's size) with a priority: `>=70@750`.
  struct Predicate<Object> {
    var relation: Relation
    var object: Object
    var priority: LayoutPriority
  }

  /// A predicate of a node's size, `[button(>=70@750)]`.
  typealias SizePredicate = Predicate<SizeObject>
  /// A predicate of a spacing, `-(>=8@999)-`: its object is a constant.
  typealias SpacingPredicate = Predicate<CGFloat>

  /// What a node's size predicate relates the size to.
  enum SizeObject {
    /// A number or a metric: `[button(>=50)]`.
    case constant(CGFloat)
    /// The same dimension of another node: `[button1(==button2)]`.
    case node(LayoutNode)
  }

  /// The connection between two neighbours of the line.
  enum Spacing {
    /// `-`: the standard space (``VisualFormatSpacing``).
    case standard
    /// `-8-`, `-gap-`, `-(>=8,<=20@750)-`, or flush neighbours (`[a][b]`: `== 0`).
    case predicates([SpacingPredicate])

    /// Flush neighbours: a required spacing of 0.
    static var flush: Spacing { .predicates([SpacingPredicate(relation: .equal, object: 0, priority: .required)]) }
  }

  /// A node of the line, `[name(predicates)]`.
  struct Element {
    /// The name the format gives the node.
    let name: String
    let node: LayoutNode
    var sizePredicates: [SizePredicate]
  }

  /// A `|` at one end of the line: the superview of the node next to it, and the spacing between them.
  struct SuperviewEdge {
    let superview: LayoutNode
    let spacing: Spacing
  }

  var orientation: VisualFormatOrientation
  /// `|` and its spacing before the first node, if the format starts with one.
  var leadingSuperview: SuperviewEdge?
  /// The nodes, in the order written (at least one).
  var elements: [Element]
  /// `spacings[i]` lies between `elements[i]` and `elements[i + 1]`.
  var spacings: [Spacing]
  /// The spacing and `|` after the last node, if the format ends with one.
  var trailingSuperview: SuperviewEdge?
}
