import Foundation
import LayoutNodes

/// Collects the constraints created inside one `batch { }`.
final class ConstraintCollector {
  /// Appended to by each relation of the batch, on the batch's thread alone: no runtime exclusivity
  /// checks.
  @exclusivity(unchecked) var constraints: [LayoutConstraint] = []
}

/// The innermost running batch of the current thread: a scoped collector rather than a module-global
/// variable, so batches on different threads never mix.
///
/// A thread-local slot rather than a `@TaskLocal`: task-locals need the concurrency runtime, which
/// Apple platforms have from iOS 13 / macOS 10.15 only, and the package supports iOS 12 and macOS
/// 10.13 (Package.swift). The two are equivalent here: a batch's body is a synchronous closure, and
/// synchronous code runs on one thread from start to end (a task changes threads only at an
/// `await`), so two batches running at the same time are on two threads.
///
/// The slot is a POSIX thread-specific key (`pthread_getspecific`, a few instructions), holding the
/// collector unretained: `withCollector` keeps it alive while it is installed. Foundation's
/// `Thread.threadDictionary` cost a bridged dictionary lookup and a dynamic cast per relation
/// (callgrind: 4.5K instructions per relation, and 100K per batch to set the slot; 13 % of building
/// the anchored feed), so it is only the fallback where the key cannot be created.
enum BatchScope {
  /// The thread-specific key, created once; `nil` if the system has no key left to give.
  private static let key: pthread_key_t? = {
    var key = pthread_key_t()
    return pthread_key_create(&key, nil) == 0 ? key : nil
  }()
  private static let dictionaryKey = "AnchorDSL.BatchScope.collector"

  /// The innermost collector of the current thread, if a batch is running on it.
  static var collector: ConstraintCollector? {
    guard let key else { return Thread.current.threadDictionary[dictionaryKey] as? ConstraintCollector }
    guard let slot = pthread_getspecific(key) else { return nil }
    return Unmanaged<ConstraintCollector>.fromOpaque(slot).takeUnretainedValue()
  }

  /// Runs `body` with `collector` as the innermost one, then restores the outer collector (also when
  /// `body` throws).
  static func withCollector(_ collector: ConstraintCollector, _ body: () throws -> Void) rethrows {
    guard let key else {
      let slots = Thread.current.threadDictionary
      let outer = slots[dictionaryKey]
      slots[dictionaryKey] = collector
      defer { slots[dictionaryKey] = outer }
      return try body()
    }
    let outer = pthread_getspecific(key)
    // The slot does not retain the collector: this scope does, until the outer one is back.
    try withExtendedLifetime(collector) {
      pthread_setspecific(key, Unmanaged.passUnretained(collector).toOpaque())
      defer { pthread_setspecific(key, outer) }
      try body()
    }
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
