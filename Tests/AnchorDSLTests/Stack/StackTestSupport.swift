import Foundation
import LayoutNodes

/// A root of 400×300 holding a stack placed by its frame at (20, 10), 300×100, spacing 10, arranging
/// `nodes`.
func makeStack(
  _ nodes: [LayoutNode], axis: LayoutAxis = .horizontal, size: CGSize = CGSize(width: 300, height: 100)
) -> (root: LayoutNode, stack: StackNode) {
  let root = LayoutNode(name: "root")
  root.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
  let stack = StackNode(name: "stack", axis: axis, arrangedSubnodes: nodes)
  stack.frame = CGRect(origin: CGPoint(x: 20, y: 10), size: size)
  stack.spacing = 10
  root.addChild(stack)
  return (root, stack)
}

/// A node with a natural size (UIKit's `intrinsicContentSize`).
func sizedNode(_ name: String, _ width: CGFloat, _ height: CGFloat) -> LayoutNode {
  let node = LayoutNode(name: name)
  node.intrinsicContentSize = IntrinsicContentSize(width: width, height: height)
  return node
}

/// The test font: 5 points per character, lines 12 apart, the baseline 10 below a line's top (size
/// 10); at size 20, 10 points per character, lines 24 apart, baseline 20.
func label(_ name: String, _ string: String, size: CGFloat = 10) -> LayoutNode {
  LayoutNode(name: name, text: TextContent(string, font: FixedAdvanceFont(size: size)))
}

/// A frame from its position along and across a stack's axis.
func frame(axis: LayoutAxis, along: (CGFloat, CGFloat), across: (CGFloat, CGFloat)) -> CGRect {
  axis == .horizontal
    ? CGRect(x: along.0, y: across.0, width: along.1, height: across.1)
    : CGRect(x: across.0, y: along.0, width: across.1, height: along.1)
}
