import Foundation

/// Builds a rule's description (`top(10)`, `below(of: 'title')`) for a warning, only when one is recorded.
///
/// A context should capture values only, not the chain or a node: the optimizer specializes the
/// setters for each context and then retains its captures at every call. Capture a node as
/// `Unmanaged` (the call that builds the context keeps it alive).
@usableFromInline typealias PinContext = () -> String

extension PinLayout {
  /// PinLayout's warning for a rule that cannot be applied: the rule is skipped, the rest of the
  /// chain applies.
  @usableFromInline func warnWontBeApplied(_ reason: String, _ context: PinContext) {
    record("PinLayout Warning: \(context()) won't be applied, \(reason)")
  }

  /// A warning about the chain as a whole, raised when it is applied.
  func warn(_ text: String) {
    record("PinLayout Warning: \(text)")
  }

  /// PinLayout's warning for a rule whose property already holds another value: the first value wins.
  @usableFromInline func warnPropertyAlreadySet(_ value: CGFloat, _ context: PinContext) {
    record(
      "PinLayout Conflict: \(context()) won't be applied since its value has already been set to \(formatNumber(value))."
    )
  }

  /// PinLayout's warning for a rule that contradicts rules already set: the earlier rules win.
  @usableFromInline func warnConflict(_ context: PinContext, _ properties: [(String, CGFloat)]) {
    let list = properties.map { "\($0.0): \(formatNumber($0.1))" }.joined(separator: ", ")
    record(
      "PinLayout Conflict: \(context()) won't be applied since it conflicts with the following already set "
        + "properties: \(list).")
  }

  /// Bad input (a NaN, a negative size, a reference not in a tree): the rule is skipped with
  /// PinLayout's warning and the rest of the chain applies, as in PinLayout. Where PinLayout would
  /// write a NaN into the frame or trap, the rule is skipped the same way.
  @usableFromInline func skipBadRule(_ reason: String, _ context: PinContext) {
    hasRules = true
    warnWontBeApplied(reason, context)
  }

  @usableFromInline @inline(never) func skipNonFinite(_ value: CGFloat, _ context: PinContext) {
    skipBadRule("the value (\(pinValue(value))) must be finite.", context)
  }

  @usableFromInline @inline(never) func skipBadSize(_ value: CGFloat, _ dimension: String, _ context: PinContext) {
    skipBadRule("the \(dimension) (\(pinValue(value))) must be greater than or equal to zero.", context)
  }

  private func record(_ message: String) {
    node.recordFrameLayoutWarning(call: "pin", message)
  }
}

// The descriptions below are free functions, not methods: a warning context that calls a method
// captures the chain, and the optimizer then retains every capture at each rule (see PinContext).

/// `top()` for zero, `top(10)` otherwise, as PinLayout describes optional values.
@usableFromInline func optionalDescription(_ value: CGFloat) -> String {
  value == 0 ? "" : formatNumber(value)
}

@usableFromInline func insetsDescription(_ insets: EdgeInsets) -> String {
  "EdgeInsets(top: \(formatNumber(insets.top)), left: \(formatNumber(insets.left)), "
    + "bottom: \(formatNumber(insets.bottom)), right: \(formatNumber(insets.right)))"
}

@usableFromInline func nodeDescription(_ node: LayoutNode) -> String { "'\(node.name)'" }

/// A number as PinLayout's messages interpolate a `CGFloat`: Swift's own description, `2.0`, `0.5`,
/// `nan`, `inf` (`aspectRatio(2.0)`, `the width (-1.0)`).
@usableFromInline func pinValue(_ value: CGFloat) -> String { "\(Double(value))" }
