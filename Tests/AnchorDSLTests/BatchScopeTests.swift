import AnchorDSL
import Dispatch
import Foundation
import LayoutNodes
import Testing

/// `batch { }` collects through a thread-local collector (Batch.swift): nested and failing batches
/// restore the outer one, and batches running at the same time on different threads never mix.
@Suite struct BatchScopeTests {
  struct Failure: Error {}

  @Test func `a batch whose body throws hands collecting back to the outer batch`() {
    let (root, nodes) = makeTree("a")
    let a = nodes[0]
    var inner: [LayoutConstraint] = []
    let outer = batch(active: false) {
      a.widthAnchor == 10
      #expect(throws: Failure.self) {
        inner = try batch {
          a.heightAnchor == 20
          throw Failure()
        }
      }
      a.leadingAnchor == root.leadingAnchor
    }
    #expect(outer.map(\.firstAnchor.attribute) == [.width, .leading])
    #expect(outer.allSatisfy { !$0.isActive })
    #expect(inner.isEmpty)
    // Outside any batch, a relation is active at once again.
    #expect((a.topAnchor == root.topAnchor).isActive)
  }

  /// Counts per thread, written under a lock.
  final class Counts: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Int: Int] = [:]
    func set(_ index: Int, _ value: Int) {
      lock.lock()
      defer { lock.unlock() }
      values[index] = value
    }
    var all: [Int: Int] {
      lock.lock()
      defer { lock.unlock() }
      return values
    }
  }

  @Test func `batches running at once on several threads collect only their own constraints`() {
    let counts = Counts()
    DispatchQueue.concurrentPerform(iterations: 4) { index in
      let (root, nodes) = makeTree("n")
      let node = nodes[0]
      let constraints = batch(active: false) {
        // Long enough to overlap with the other threads' batches.
        for step in 0..<(500 + 100 * index) { node.widthAnchor == CGFloat(step) }
      }
      withExtendedLifetime(root) {}
      counts.set(index, constraints.count)
    }
    #expect(counts.all == [0: 500, 1: 600, 2: 700, 3: 800])
  }
}
