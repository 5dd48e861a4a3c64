import Foundation

/// A node that lays out a row or a column of nodes with constraints, as `UIStackView` does.
///
/// The stack arranges its ``arrangedSubnodes`` along its ``axis``: ``distribution`` decides their
/// lengths and the space between them, ``alignment`` their place and size across the axis,
/// ``spacing`` (and ``setCustomSpacing(_:after:)``) the space between neighbours. It does so with
/// ordinary ``LayoutConstraint``s, named as UIKit names its own (`UISV-canvas-connection`,
/// `UISV-spacing`, `UISV-fill-equally`, …; ``arrangementConstraints`` lists them), so a stack mixes
/// with anchors, frames and the frame APIs in one tree: constrain the stack itself like any node (or
/// give it a frame), and constrain what lies around it.
///
/// ```swift
/// let row = StackNode(name: "row", arrangedSubnodes: [icon, title, badge])
/// row.axis = .horizontal
/// row.alignment = .center
/// row.spacing = 8
/// ```
///
/// As in UIKit, ``arrangedSubnodes`` is always a subset of ``LayoutNode/children``: arranging a node
/// adds it as a child if it is not one; ``removeArrangedSubnode(_:)`` stops arranging a node but
/// leaves it a child (it keeps its last frame); a child removed from the stack is no longer arranged.
/// A hidden arranged node takes no room and no spacing (its length along the axis is zero).
///
/// The stack regenerates its constraints before the next layout pass after any change: of its
/// properties, of the list, or of an arranged node's visibility, content size or content priorities
/// where the distribution depends on them. Regenerating costs time linear in the arranged nodes, and
/// so does laying them out: positions along the axis are a chain of equalities that the engine keeps
/// out of the solver (see the article "Stack nodes").
open class StackNode: LayoutNode {
  /// The value of ``customSpacing(after:)`` for a node without custom spacing; setting it removes the
  /// custom spacing (UIKit's `UIStackView.spacingUseDefault`).
  public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude

  /// The nodes the stack arranges, in order along the axis (leading to trailing, or top to bottom).
  public private(set) var arrangedSubnodes: [LayoutNode] = []
  /// The identities of ``arrangedSubnodes``: whether a node is arranged is asked for every change of
  /// a child's content and every node arranged, and a search of the list made a stack of N nodes cost
  /// N² to build.
  private var arrangedIdentities: Set<ObjectIdentifier> = []

  /// The axis the arranged nodes follow: `.horizontal` (a row, the default) or `.vertical` (a column).
  public var axis: LayoutAxis = .horizontal {
    didSet { if axis != oldValue { setNeedsArrangement() } }
  }

  /// How the arranged nodes share the stack's length along its axis (default ``Distribution/fill``).
  public var distribution: Distribution = .fill {
    didSet { if distribution != oldValue { setNeedsArrangement() } }
  }

  /// How the arranged nodes are placed across the axis (default ``Alignment/fill``).
  public var alignment: Alignment = .fill {
    didSet { if alignment != oldValue { setNeedsArrangement() } }
  }

  /// The space between neighbouring arranged nodes, in points (default 0); the minimum space for
  /// ``Distribution/equalSpacing`` and ``Distribution/equalCentering``. Negative values overlap the
  /// nodes, as in UIKit. A NaN or infinite value is refused with a diagnostic and the spacing kept.
  public var spacing: CGFloat {
    get { storedSpacing }
    set {
      guard newValue != storedSpacing, checkSpacing(newValue, call: "spacing") else { return }
      storedSpacing = newValue
      setNeedsArrangement()
    }
  }
  private var storedSpacing: CGFloat = 0

  /// Whether the arranged nodes are laid out within the stack's ``LayoutNode/layoutMargins`` (its
  /// ``LayoutNode/layoutMarginsGuide``) rather than its edges (default `false`).
  public var isLayoutMarginsRelativeArrangement = false {
    didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsArrangement() } }
  }

  /// Whether the spacing of a vertical stack is measured from the last baseline of a node to the
  /// first baseline of the node below it (default `false`). Horizontal stacks ignore it: their
  /// ``alignment`` aligns baselines.
  public var isBaselineRelativeArrangement = false {
    didSet { if isBaselineRelativeArrangement != oldValue { setNeedsArrangement() } }
  }

  /// The custom spacing after each arranged node that has one, by the node's identity.
  private(set) var customSpacings: [ObjectIdentifier: CGFloat] = [:]

  /// The constraints the stack generated for its current arrangement, in activation order. They are
  /// regenerated at the next layout pass after a change, so read them after `layoutIfNeeded()`.
  public internal(set) var arrangementConstraints: [LayoutConstraint] = []
  /// What the last arrangement was generated from, beyond the stack's own properties.
  var arrangementInputs: StackArrangementInputs?
  /// Whether the next update regenerates whatever the inputs (a property or the list changed).
  var needsArrangement = true
  /// Whether an update is requested from the engine and not yet done.
  var isArrangementUpdateRequested = false
  /// The guide whose length is the common gap of the equal-spacing distributions (UIKit's spacer
  /// guides), added to the stack while one of them is in use.
  var distributingGuide: LayoutGuide?

  /// Creates a stack that arranges `arrangedSubnodes` (each added as a child) along `axis`.
  public init(name: String, axis: LayoutAxis = .horizontal, arrangedSubnodes: [LayoutNode] = []) {
    super.init(name: name)
    self.axis = axis
    for node in arrangedSubnodes { addArrangedSubnode(node) }
    requestArrangementUpdate()
  }

  // MARK: - Custom spacing

  /// Sets the space after one arranged node, in place of ``spacing`` (UIKit's
  /// `setCustomSpacing(_:after:)`); ``spacingUseDefault`` goes back to ``spacing``. A node that is not
  /// arranged, or a NaN or infinite spacing, is refused with a diagnostic.
  public func setCustomSpacing(_ spacing: CGFloat, after node: LayoutNode) {
    guard isArranged(node) else {
      return recordArrangementProblem(call: "setCustomSpacing(_:after:)") {
        "\(node.name) is not an arranged node of the stack; nothing changed."
      }
    }
    let key = ObjectIdentifier(node)
    if spacing == StackNode.spacingUseDefault {
      guard customSpacings.removeValue(forKey: key) != nil else { return }
    } else {
      guard customSpacings[key] != spacing, checkSpacing(spacing, call: "setCustomSpacing(_:after:)") else { return }
      customSpacings[key] = spacing
    }
    setNeedsArrangement()
  }

  /// The custom space after an arranged node, or ``spacingUseDefault`` when it has none.
  public func customSpacing(after node: LayoutNode) -> CGFloat {
    customSpacings[ObjectIdentifier(node)] ?? StackNode.spacingUseDefault
  }

  /// The space after an arranged node: its custom spacing, else ``spacing``.
  func spacing(after node: LayoutNode) -> CGFloat {
    customSpacings[ObjectIdentifier(node)] ?? storedSpacing
  }

  private func checkSpacing(_ value: CGFloat, call: String) -> Bool {
    guard value.isFinite else {
      recordArrangementProblem(call: call) { "the spacing \(value) is not finite; the previous spacing is kept." }
      return false
    }
    return true
  }

  // MARK: - Regeneration

  /// Marks the arrangement for regeneration before the next layout pass.
  func setNeedsArrangement() {
    needsArrangement = true
    requestArrangementUpdate()
  }

  /// Asks the tree's engine for an update before its next pass, once.
  func requestArrangementUpdate() {
    guard !isArrangementUpdateRequested else { return }
    isArrangementUpdateRequested = true
    requestConstraintUpdate()
  }

  override func childContentDidChange(_ child: LayoutNode) {
    // Visibility, hugging and natural sizes are inputs of the arrangement; the update compares them
    // with the last ones and regenerates only if they differ.
    if isArranged(child) { requestArrangementUpdate() }
  }

  override func ownershipDidChange() {
    // Whether the stack fits itself to its nodes depends on whether other constraints place it.
    requestArrangementUpdate()
  }

  override func childWasRemoved(_ child: LayoutNode) {
    guard isArranged(child), let index = arrangedSubnodes.firstIndex(where: { $0 === child }) else { return }
    arrangedSubnodes.remove(at: index)
    arrangedIdentities.remove(ObjectIdentifier(child))
    customSpacings[ObjectIdentifier(child)] = nil
    setNeedsArrangement()
  }

  override func updateGeneratedConstraints() {
    isArrangementUpdateRequested = false
    let inputs = StackArrangementInputs(of: self)
    guard needsArrangement || inputs != arrangementInputs else { return }
    needsArrangement = false
    arrangementInputs = inputs
    regenerateArrangement()
  }

  /// Whether the node is one of the arranged nodes.
  func isArranged(_ node: LayoutNode) -> Bool {
    arrangedIdentities.contains(ObjectIdentifier(node))
  }

  /// Records a refused stack operation on the root, naming the call.
  func recordArrangementProblem(call: String, _ message: @escaping () -> String) {
    root.record(
      LayoutDiagnostic(kind: .invalidTreeOperation, nodes: [self]) { "\(call) on '\(self.name)': \(message())" })
  }

  // MARK: - The list (UIKit's arrangedSubviews)

  /// Arranges a node after the others, adding it as the last child if it is not a child (UIKit's
  /// `addArrangedSubview(_:)`); an arranged node moves to the end. Arranging the stack or one of its
  /// ancestors is refused with a diagnostic.
  public func addArrangedSubnode(_ node: LayoutNode) {
    let index = isArranged(node) ? arrangedSubnodes.count - 1 : arrangedSubnodes.count
    arrange(node, at: index, call: "addArrangedSubnode(_:)")
  }

  /// Arranges a node at an index of ``arrangedSubnodes`` (`0...arrangedSubnodes.count`), adding it as
  /// the last child if it is not a child (UIKit's `insertArrangedSubview(_:at:)`); an arranged node
  /// moves to the index. An index out of range, or the stack or one of its ancestors, is refused with
  /// a diagnostic and changes nothing.
  public func insertArrangedSubnode(_ node: LayoutNode, at index: Int) {
    guard index >= 0, index <= arrangedSubnodes.count else {
      return recordArrangementProblem(call: "insertArrangedSubnode(_:at:)") {
        "index \(index) is outside 0...\(self.arrangedSubnodes.count); \(node.name) was not arranged."
      }
    }
    arrange(
      node, at: Swift.min(index, arrangedSubnodes.count - (isArranged(node) ? 1 : 0)),
      call: "insertArrangedSubnode(_:at:)")
  }

  /// Stops arranging a node (UIKit's `removeArrangedSubview(_:)`): it stays a child and keeps its last
  /// frame, as a view stays a subview in UIKit. A node that is not arranged is ignored.
  public func removeArrangedSubnode(_ node: LayoutNode) {
    guard isArranged(node), let index = arrangedSubnodes.firstIndex(where: { $0 === node }) else { return }
    arrangedSubnodes.remove(at: index)
    arrangedIdentities.remove(ObjectIdentifier(node))
    customSpacings[ObjectIdentifier(node)] = nil
    setNeedsArrangement()
  }

  private func arrange(_ node: LayoutNode, at index: Int, call: String) {
    guard !isDescendant(of: node) else {
      return recordArrangementProblem(call: call) {
        "\(node.name) is the stack or one of its ancestors; it was not arranged."
      }
    }
    if node.parent !== self { addChild(node) }
    // Adding it as a child may have failed (a cycle, reported by addChild); then nothing changes.
    guard node.parent === self else { return }
    if !arrangedIdentities.insert(ObjectIdentifier(node)).inserted { arrangedSubnodes.removeAll { $0 === node } }
    arrangedSubnodes.insert(node, at: index)
    setNeedsArrangement()
  }
}
