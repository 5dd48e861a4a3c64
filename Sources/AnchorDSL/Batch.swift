import LayoutNodes

/// Collects the constraints created inside one `batch { }`.
///
/// `@unchecked Sendable` because a task-local value must be `Sendable`; the collector is only touched
/// by the code that runs inside the batch's closure, on the caller's thread (nodes and constraints are
/// not `Sendable`, so that code cannot hand them to another task).
final class ConstraintCollector: @unchecked Sendable {
  var constraints: [LayoutConstraint] = []
}

/// The innermost running batch, scoped to the current task (or thread, outside tasks): a scoped
/// collector rather than a module-global variable, so batches in different tasks never mix.
enum BatchScope {
  @TaskLocal static var collector: ConstraintCollector?
}

/// Runs a closure and returns the constraints its expressions created, activated together at the end
/// (`active: true`, the default) or left inactive (`active: false`), as Anchorage's `batch`.
///
/// Only constraints created inside the closure are collected; a nested batch collects its own
/// constraints (and the outer batch does not see them).
///
/// ```swift
/// let built = batch {
///   button.widthAnchor == 80
///   button.heightAnchor == 60
/// }                                   // two active constraints
/// let later = batch(active: false) { button.widthAnchor == 120 }
/// ```
@discardableResult
public func batch(active: Bool = true, _ body: () throws -> Void) rethrows -> [LayoutConstraint] {
  let collector = ConstraintCollector()
  try BatchScope.$collector.withValue(collector) { try body() }
  if active { LayoutConstraint.activate(collector.constraints) }
  return collector.constraints
}

/// Hands a new constraint to the innermost batch, or activates it when no batch is running: the only
/// side effect of the DSL's relations, as in Anchorage.
func finalize(_ constraint: LayoutConstraint) -> LayoutConstraint {
  if let collector = BatchScope.collector {
    collector.constraints.append(constraint)
  } else {
    constraint.isActive = true
  }
  return constraint
}
