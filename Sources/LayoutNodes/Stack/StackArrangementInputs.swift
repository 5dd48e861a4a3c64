import Foundation

/// What a stack's arrangement depends on beyond the stack's own properties and list: which arranged
/// nodes are hidden, and, where the distribution reads them, their content-hugging priorities
/// (``StackNode/Distribution/fill`` breaks ties by them) and natural lengths
/// (``StackNode/Distribution/fillProportionally``), and whether the stack is laid out by the solver
/// (it then hugs its arranged nodes).
///
/// A stack compares these with the last ones when an arranged node's content changes and regenerates
/// only if they differ: a new text in a row of labels distributed by `.fill` changes nothing here, and
/// costs no regeneration.
struct StackArrangementInputs: Equatable {
  var hidden: [Bool]
  var hugging: [Float]
  var naturalLengths: [CGFloat]
  var isStackOwned: Bool

  init(of stack: StackNode) {
    let nodes = stack.arrangedSubnodes
    hidden = nodes.map(\.isHidden)
    hugging = stack.distribution == .fill ? nodes.map { $0.contentHuggingPriority(for: stack.axis).value } : []
    naturalLengths =
      stack.distribution == .fillProportionally ? nodes.map { $0.naturalLength(along: stack.axis) } : []
    isStackOwned = stack.isOwnedByOthers
  }
}

extension LayoutNode {
  /// The node's natural length along an axis, as UIKit's `intrinsicContentSize`: its text's or its
  /// measure closure's size for an unbounded proposal, else its intrinsic size; zero without one.
  func naturalLength(along axis: LayoutAxis) -> CGFloat {
    let unbounded = CGSize(width: unboundedDimension, height: unboundedDimension)
    let size: CGSize
    if let textSize = textSize(for: unbounded) {
      size = textSize
    } else if let measure {
      size = measure(unbounded)
    } else {
      return (axis == .horizontal ? intrinsicContentSize.width : intrinsicContentSize.height) ?? 0
    }
    return axis == .horizontal ? size.width : size.height
  }
}

extension StackNode {
  /// Whether constraints other than the stack's own canvas fit place the stack (it stands on their
  /// left-hand side): the stack then hugs its arranged nodes at a low priority, as a `UIStackView`
  /// sizes itself to them. A stack that keeps a frame (a root, or one placed by a frame API) must not
  /// be made solver-owned by its own constraints.
  var isOwnedByOthers: Bool {
    guard parent != nil else { return false }
    let own = arrangementConstraints.filter { $0.isActive && $0.firstAnchor.box === box }.count
    return box.leftHandCount > own
  }
}
