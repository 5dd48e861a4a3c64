import Cassowary
import Foundation

extension LayoutEngine {
  // MARK: - Content size

  /// The natural size of a node's content: from its text, else its measure closure (width unbounded,
  /// height at the last solved width when known), else its intrinsic content size; zero when hidden.
  func contentSize(of node: LayoutNode, measuredWidth: CGFloat?) -> IntrinsicContentSize {
    let hasMeasure = node.measuresContent
    if node.isHidden {
      let size = node.intrinsicContentSize
      return hasMeasure
        ? IntrinsicContentSize(width: 0, height: 0)
        : IntrinsicContentSize(width: size.width.map { _ in 0 }, height: size.height.map { _ in 0 })
    }
    guard hasMeasure else { return node.intrinsicContentSize }
    let natural = measure(node, width: unboundedDimension)
    let height = measuredWidth.map { measure(node, width: $0).height } ?? natural.height
    return IntrinsicContentSize(width: natural.width, height: height)
  }

  func measure(_ node: LayoutNode, width: CGFloat) -> CGSize {
    let proposal = CGSize(width: width, height: unboundedDimension)
    if let size = node.textSize(for: proposal) { return size }
    return node.measure?(proposal) ?? .zero
  }

  /// Installs or updates the four content constraints of a solver-owned node: for each axis with a
  /// natural size `c`, `size <= c` at the hugging priority and `size >= c` at the compression
  /// resistance priority. Constants change with `setConstant`, priorities with `setStrength`.
  ///
  /// With `requiredOnly`, a content constraint that is not installed yet is installed only if it is
  /// required (the others wait for a later call; see `sync()`).
  func updateContent(_ box: LayoutBox, requiredOnly: Bool = false) {
    guard let node = box.node else { return }
    let key = ObjectIdentifier(box)
    let size = contentSize(of: node, measuredWidth: box.measuredWidth)
    box.contentSize = size
    let measured = node.measuresContent && !node.isHidden
    measuredBoxes[key] = measured ? box : nil
    if measured || box.firstBaseline != nil || box.lastBaseline != nil { awaitMeasurement(box) }
    // Width hugging, width compression resistance, height hugging, height compression resistance:
    // the order of `contentConstraints`. (A loop over the index, not over an array of the four: this
    // runs for every solver-owned node, and the array was an allocation each time.)
    var order = (first: 0, second: 1)
    for step in 0..<4 {
      let axis: LayoutAxis = step < 2 ? .horizontal : .vertical
      let value = axis == .horizontal ? size.width : size.height
      // Chosen once per axis, before either of its constraints changes.
      if step % 2 == 0 { order = contentUpdateOrder(box, axisStart: step, value: value) }
      let index = step % 2 == 0 ? order.first : order.second
      let isHugging = index % 2 == 0
      let existing = box.contentConstraints[index]
      guard let value else {
        if let existing { uninstall(existing) }
        box.contentConstraints[index] = nil
        continue
      }
      let priority =
        isHugging ? node.contentHuggingPriority(for: axis) : node.contentCompressionResistancePriority(for: axis)
      if requiredOnly && existing == nil && !priority.isRequired { continue }
      let strength = priority.strength
      if let existing, existing.strength.isRequired == strength.isRequired {
        setContentConstant(value, of: existing, box: box)
        if existing.strength != strength {
          do { try changeStrength(strength, of: existing) } catch {
            diagnose(
              error, describing: origins[ObjectIdentifier(existing)]?.describe(existing) ?? "\(existing)",
              constraint: nil, boxes: [box], action: "kept the previous content priority of")
          }
        }
        continue
      }
      if let existing { uninstall(existing) }
      let variable = axis == .horizontal ? box.width : box.height
      // `variable - value`, built as one expression (`0 - value` is the constant `-` gives, +0 for 0).
      let expression = LinearExpression([Term(variable)], constant: 0 - Double(value))
      let constraint = Constraint(expression, isHugging ? .lessThanOrEqual : .greaterThanOrEqual, strength: strength)
      let origin = ConstraintOrigin.content(box, axis, isHugging: isHugging)
      box.contentConstraints[index] = installFact(constraint, origin: origin, box: box) ? constraint : nil
    }
  }

  /// The indices in ``LayoutBox/contentConstraints`` of an axis's two constraints (`axisStart` 0 for
  /// the width, 2 for the height) in the order to update them to the natural size `value`.
  ///
  /// The two bounds on one size move together, and the one that loosens goes first: when the size
  /// grows, hugging (`size <= c`); when it shrinks, compression resistance (`size >= c`). Otherwise,
  /// with both required, they would cross for a moment (`size <= 0` beside `size >= 116` when a node
  /// is hidden), the solver would refuse the change, and the bound would keep its old value.
  ///
  /// Installed for the first time, compression resistance goes first. The size's row is then written
  /// in that constraint's symbols, so that a weak pull that shrinks the node (a stack's canvas fit,
  /// which pulls its length towards zero) finds it optimal as it is; written in hugging's, each such
  /// node took a degenerate pivot, which rewrote the stack's row of all its nodes' lengths: building
  /// a column of 1,000 labels cost 369K instructions per label instead of 160K at 100, and a row of
  /// 1,000 nodes in `.equalSpacing` 441K instead of 151K. A pull that stretches a node against its
  /// hugging then takes the degenerate pivot instead, in rows of the node's own.
  func contentUpdateOrder(_ box: LayoutBox, axisStart: Int, value: CGFloat?) -> (first: Int, second: Int) {
    if box.contentConstraints[axisStart] == nil && box.contentConstraints[axisStart + 1] == nil {
      return (axisStart + 1, axisStart)
    }
    if let value, let hugging = box.contentConstraints[axisStart],
      tightening(hugging, by: -Double(value) - hugging._constant) > 0
    {
      return (axisStart + 1, axisStart)
    }
    return (axisStart, axisStart + 1)
  }

  private func setContentConstant(_ value: CGFloat, of constraint: Constraint, box: LayoutBox) {
    guard constraint._constant != -Double(value) else { return }
    setSystemConstant(-Double(value), of: constraint, box: box)
  }

  func removeContent(_ box: LayoutBox) {
    for constraint in box.contentConstraints.installed { uninstall(constraint) }
    box.contentConstraints = ContentConstraints()
    measuredBoxes[ObjectIdentifier(box)] = nil
  }

  // MARK: - Baselines

  /// The baselines of a node at a size, from the top: from its text, its baselines closure, or its
  /// bottom edge (`nil`: the baseline constraints then tie baselines to `top + height`).
  func baselineOffsets(of box: LayoutBox, size: CGSize) -> LayoutBaselines? {
    guard let node = box.node else { return nil }
    if !node.isHidden, let baselines = node.textBaselines(forWidth: size.width) { return baselines }
    return node.baselines?(size)
  }

  func installBaselines(_ box: LayoutBox) {
    // Offsets are measured at the size between solves, before definitions are evaluated.
    installSizeDefinitions(of: box)
    let offsets = baselineOffsets(of: box, size: box.solvedRect.size)
    box.baselineOffsets = offsets
    var installed: [Constraint] = []
    for (first, variable) in [(true, box.firstBaseline), (false, box.lastBaseline)] {
      guard let variable else { continue }
      // In the box's own coordinates: from its top.
      let rhs: LinearExpression
      if let offsets {
        rhs = LinearExpression(constant: Double(first ? offsets.first : offsets.last))
      } else {
        rhs = LinearExpression(box.height)
      }
      let constraint = variable == rhs
      if installFact(constraint, origin: .baseline(box, first: first), box: box) { installed.append(constraint) }
    }
    box.baselineConstraints = installed
    baselineBoxes[ObjectIdentifier(box)] = box
  }

  /// Updates baseline offsets for the box's solved size; returns whether any changed.
  @discardableResult
  func updateBaselines(_ box: LayoutBox) -> Bool {
    let offsets = baselineOffsets(of: box, size: box.solvedRect.size)
    guard !isSame(offsets, box.baselineOffsets) else { return false }
    if (offsets == nil) != (box.baselineOffsets == nil) {
      box.baselineConstraints.forEach(uninstall)
      installBaselines(box)
      return true
    }
    box.baselineOffsets = offsets
    guard let offsets else { return false }
    var values: [CGFloat] = []
    if box.firstBaseline != nil { values.append(offsets.first) }
    if box.lastBaseline != nil { values.append(offsets.last) }
    for (constraint, value) in zip(box.baselineConstraints, values)
    where constraint._constant != -Double(value) {
      setSystemConstant(-Double(value), of: constraint, box: box)
    }
    return true
  }

  // MARK: - Height for width

  /// After a solve, measures text and measured nodes again at their solved widths, updates their
  /// height constraints with `setConstant`, refreshes baselines, and re-solves until nothing changes.
  ///
  /// Bound: at most ``maxMeasurePasses`` (4) re-measure passes per layout pass. Heights rarely feed back
  /// into widths, so a pass that changes heights is normally followed by one that finds every width
  /// unchanged: one extra solve in the common case. Past the bound the last measurement stays and a
  /// ``LayoutDiagnostic/Kind/measurementDidNotConverge`` diagnostic is recorded.
  func measureUntilStable() {
    for _ in 0..<LayoutEngine.maxMeasurePasses {
      var changed = false
      noteSolvedChanges()
      drainMeasurementQueue { candidates in
        for box in candidates where measuredBoxes[ObjectIdentifier(box)] != nil {
          guard let node = box.node, box.contentConstraints[2] != nil || box.contentConstraints[3] != nil else {
            continue
          }
          let width = CGFloat(box.width._value)
          if let measured = box.measuredWidth, abs(measured - width) <= 1e-9 { continue }
          box.measuredWidth = width
          let height = measure(node, width: width).height
          guard !isSame(height, box.contentSize.height) else { continue }
          box.contentSize.height = height
          let order = contentUpdateOrder(box, axisStart: 2, value: height)
          if let first = box.contentConstraints[order.first] { setContentConstant(height, of: first, box: box) }
          if let second = box.contentConstraints[order.second] { setContentConstant(height, of: second, box: box) }
          changed = true
        }
        for box in candidates where baselineBoxes[ObjectIdentifier(box)] != nil && updateBaselines(box) {
          changed = true
        }
      }
      guard changed else { return }
      solver.updateVariables()
    }
    let nodes = uniqueNodes(Array(measuredBoxes.values))
    record(
      LayoutDiagnostic(kind: .measurementDidNotConverge, nodes: nodes) {
        "Height-for-width measurement did not settle after \(LayoutEngine.maxMeasurePasses) passes; "
          + "the last measured heights are used."
      })
  }
}

// `==` with NaN equal to NaN: a NaN measurement or baseline (refused by the solver with a diagnostic)
// must not look changed on every pass, or measurement would never settle.
private func isSame(_ a: CGFloat?, _ b: CGFloat?) -> Bool {
  a == b || (a?.isNaN == true && b?.isNaN == true)
}

private func isSame(_ a: LayoutBaselines?, _ b: LayoutBaselines?) -> Bool {
  guard let a, let b else { return a == nil && b == nil }
  return isSame(a.first, b.first) && isSame(a.last, b.last)
}
