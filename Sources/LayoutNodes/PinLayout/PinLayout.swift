import Foundation

/// PinLayout's chainable rules for one node, returned by ``LayoutNode/pin``:
/// `title.pin.top(10).horizontally(16).sizeToFit(.width)`.
///
/// ## When the layout happens
///
/// Each call records a rule and returns the same object. **The rules are applied when the chain
/// ends**: the object is a final class that computes and writes the node's frame in its `deinit`, so
/// a statement such as `view.pin.top().left().size(40)` lays `view` out as the statement finishes, as
/// PinLayout does. ``layout()`` applies the rules at once (call it when you keep the chain in a
/// variable, or to make the moment explicit); a chain is applied only once, and a chain with no rule
/// (for example `view.pin.safeArea`) writes nothing.
///
/// Rules are values at the moment they are set: `right(10)` reads the parent's width, `below(of:)` the
/// reference's frame, `start` the node's ``LayoutNode/layoutDirection``, when called. Like PinLayout,
/// the chain starts from the node's current frame (it is stateless): a dimension no rule determines
/// keeps its current value. The chain reads the node's direction at the first rule that needs it (a
/// chain is one statement; start another after changing the direction).
/// References may be any node with a parent, in the same tree or another; their frames are converted
/// into the node's parent's coordinates (across trees, as UIKit converts between windowless views).
///
/// ## Resolution
///
/// On each axis, two edges (or an edge and the centre) and a size place the node as PinLayout does;
/// margins apply by PinLayout's rules table (a margin moves a node pinned on one side, shrinks a node
/// pinned on both, and `hCenter`/`vCenter` shift by `marginLeft - marginRight`); `minWidth`…`maxHeight`
/// win over everything else. Two edges and an explicit size on one axis apply the size and place the
/// node between the edges by ``justify(_:)`` / ``align(_:)`` (left and top by default), as PinLayout
/// does. With a ``LayoutNode/displayScale`` on the root, the origin is rounded and the size
/// rounded up to whole pixels, in single precision, as PinLayout's `adjustRectToDisplayScale` does.
///
/// ## Warnings
///
/// Problems are recorded as ``LayoutDiagnostic/Kind/frameLayoutWarning`` diagnostics on the root,
/// worded like PinLayout's console warnings. Conflicting rules keep PinLayout's result (the first
/// value wins). A bad rule (a NaN or infinite value, a negative size, an aspect ratio of zero or less,
/// a reference node without a parent, a rule that needs a parent on a node without one) is skipped
/// with a warning and the rest of the chain applies, as in PinLayout; where PinLayout would write a NaN
/// into the frame, the rule is skipped the same way.
public final class PinLayout {
  /// The node being laid out.
  @usableFromInline let node: LayoutNode
  /// The node's direction, read at the first rule that needs it (`nil` until then).
  @usableFromInline @exclusivity(unchecked) var cachedIsLTR: Bool?

  // The flags below are read and written many times per chain and never passed `inout` across a
  // call, so they opt out of the runtime's exclusivity checks, which would cost more than the rules.

  /// The rules' values, in a buffer the chains of the node's tree reuse (see ``PinRuleValues``).
  @usableFromInline let values: UnsafeMutablePointer<PinRuleValues>

  @usableFromInline @exclusivity(unchecked) var shouldPinEdges = false

  @usableFromInline @exclusivity(unchecked) var justification: HorizontalAlign?
  @usableFromInline @exclusivity(unchecked) var alignment: VerticalAlign?

  /// Whether any rule was set: a chain without rules writes nothing.
  @usableFromInline @exclusivity(unchecked) var hasRules = false
  @usableFromInline @exclusivity(unchecked) var isApplied = false

  /// How the size is adjusted after the rules: measured, or from an aspect ratio.
  @usableFromInline enum AdjustSize: Equatable {
    case fit(FitType)
    case aspectRatio(CGFloat)
  }

  // Inlined into the caller, as every public rule is: the optimizer then sees the chain's last
  // release applied to the object it allocated on the caller's stack, and calls the deinitializer
  // directly instead of through the runtime's release (about a hundred instructions per chain). A
  // rule left as a call returns an object the optimizer cannot tell is the same one.
  @inlinable @inline(__always) init(node: LayoutNode) {
    self.node = node
    self.values = PinRuleValues.take(for: node)
  }

  /// The node's parent, read when a rule needs it (a load of an unretained link, see
  /// ``LayoutNode/parent``).
  var parent: LayoutNode? { node.parent }

  // The deinitializer's work is one call out of line: a deinitializer that small is inlined where the
  // chain ends, and the chain object on the caller's stack is then freed without the runtime's
  // deallocation (`swift_deallocClassInstance`, about sixty instructions per chain).
  deinit { end() }

  /// Applies the rules (unless ``layout()`` did) and hands the chain's buffer back.
  @usableFromInline @inline(never) func end() {
    let root = apply() ?? node.unretainedRoot
    PinRuleValues.giveBack(values, to: root)
  }

  /// Applies the rules now, instead of when the chain is released; later calls do nothing.
  ///
  /// ```swift
  /// view.pin.top(20).width(100).layout()
  /// ```
  public func layout() {
    apply()
  }

  /// The node's ``LayoutNode/safeAreaInsets``, for its children's rules:
  /// `child.pin.top(parent.pin.safeArea)`. As UIKit's, they include the part of the node that its
  /// ancestors' bars cover, from the frames as they are now.
  public var safeArea: EdgeInsets { node.safeAreaInsets }

  /// The node's ``LayoutNode/layoutMargins``, for its children's rules:
  /// `child.pin.horizontally(parent.pin.layoutMargins)`.
  public var layoutMargins: EdgeInsets { node.layoutMargins }

  /// Whether the node lays out left to right: ``LayoutNode/layoutDirection`` (its own direction, else
  /// the nearest ancestor's), read once per chain.
  @usableFromInline var isLTR: Bool {
    if let cachedIsLTR { return cachedIsLTR }
    let isLTR = node.layoutDirection == .leftToRight
    cachedIsLTR = isLTR
    return isLTR
  }

}

extension LayoutNode {
  /// Starts a PinLayout chain for the node: `view.pin.top(10).left(10).size(50)`. The rules apply when
  /// the chain ends (see ``PinLayout``).
  //
  // Always inlined, with the initializer: allocated inside a getter left as a call, the chain would
  // escape to the heap (see `init(node:)`).
  @inlinable public var pin: PinLayout {
    @inline(__always) get { PinLayout(node: self) }
  }

  /// PinLayout's post-transform chain, the same as ``pin`` here: a node has no transform, so its frame
  /// before and after a transform is one rectangle and both chains give the same frames. Ported
  /// `view.pinFrame.center().width(100).height(50)` reads as written.
  @inlinable public var pinFrame: PinLayout {
    @inline(__always) get { PinLayout(node: self) }
  }
}
