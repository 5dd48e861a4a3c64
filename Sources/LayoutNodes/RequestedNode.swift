/// A node whose `layoutSubviews` hook is due, as the root of its tree lists it
/// (``LayoutNode/hookRequests``): not retained, and not weak either.
///
/// A weak reference gives the node a side table for its reference counts, after which every retain
/// and release of the node takes the runtime's slow path; frame layouts that set a node's size
/// request its hook, and then retain and release it many times per pass. The reference stays valid
/// without being retained: a requested node is in the root's tree (the tree holds it) until it
/// leaves through `removeFromParent()`, which moves its request to the subtree that leaves
/// (`LayoutNode.takeHookRequests(from:)`), or until the root, and with it the list, goes away.
struct RequestedNode {
  unowned(unsafe) let node: LayoutNode
}
