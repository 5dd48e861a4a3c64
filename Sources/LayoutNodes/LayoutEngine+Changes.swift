import Cassowary
import Foundation

// A pass acts on what changed: the solver lists the variables whose values an update changed, and
// only their boxes are measured again and written back. One cell's new text in a feed of 1,000
// cells then costs that cell's work, where a loop over every box of the tree (15,000 boxes, a cache
// miss each) cost 29 ms.
extension LayoutEngine {
  /// Registers a box's variables, so that their changes reach the box.
  func registerVariables(of box: LayoutBox) { mapVariables(of: box, to: box) }

  /// Maps each of a box's four variables to `value` in ``boxesByVariable`` (`nil` forgets them).
  func mapVariables(of box: LayoutBox, to value: LayoutBox?) {
    // One by one: an array literal of the four would allocate.
    boxesByVariable[ObjectIdentifier(box.left)] = value
    boxesByVariable[ObjectIdentifier(box.top)] = value
    boxesByVariable[ObjectIdentifier(box.width)] = value
    boxesByVariable[ObjectIdentifier(box.height)] = value
  }

  /// Queues the boxes whose variables the solver's last updates changed: for write-back, and for
  /// measurement when their size changed; and the position definitions that read them.
  func noteSolvedChanges() {
    let changed = solver._takeChangedVariables()
    if var program = definitionProgram.take() {  // mutated alone, not copied
      // Past a point, looking each variable up costs more than evaluating every definition.
      if changed.count > program.steps.count { program.evaluatesAll = true }
      for variable in changed { program.noteChanged(variable) }
      definitionProgram = program
    }
    for variable in changed {
      guard let box = boxesByVariable[ObjectIdentifier(variable)] else { continue }
      awaitWriteBack(box)
      if variable === box.width || variable === box.height { awaitMeasurement(box) }
    }
  }

  /// Queues a box for the next write-back: its values changed, or its frame was set by hand.
  func awaitWriteBack(_ box: LayoutBox) {
    guard !box.awaitsWriteBack else { return }
    box.awaitsWriteBack = true
    writeBackQueue.append(box)
  }

  /// Queues a box for the next measurement pass: its width changed, or its content.
  func awaitMeasurement(_ box: LayoutBox) {
    guard !box.awaitsMeasurement else { return }
    box.awaitsMeasurement = true
    measurementQueue.append(box)
  }

  /// Calls `body` with the boxes queued for measurement, once the queue is emptied and every one of
  /// them unmarked (see ``drain(_:unmarking:_:)``).
  func drainMeasurementQueue(_ body: (UnsafeBufferPointer<LayoutBox>) -> Void) {
    drain(\.measurementQueue, unmarking: { $0.awaitsMeasurement = false }, body)
  }

  /// Calls `body` with each box queued for write-back, in order, once the queue is emptied and every
  /// one of them unmarked (see ``drain(_:unmarking:_:)``).
  func drainWriteBackQueue(_ body: (LayoutBox) -> Void) {
    drain(\.writeBackQueue, unmarking: { $0.awaitsWriteBack = false }, { boxes in for box in boxes { body(box) } })
  }

  /// Calls `body` with the boxes of the queue at `queuePath`, once the queue is emptied and `unmark`
  /// has run on each (a box that `body` queues again goes into a new queue). The queue's storage is
  /// kept for the next pass: a resize queues most boxes of the tree, and a new queue at every pass grew
  /// through each power of two up to them.
  private func drain(
    _ queuePath: ReferenceWritableKeyPath<LayoutEngine, [LayoutBox]>, unmarking unmark: (LayoutBox) -> Void,
    _ body: (UnsafeBufferPointer<LayoutBox>) -> Void
  ) {
    var queue = self[keyPath: queuePath]
    self[keyPath: queuePath] = []
    queue.withUnsafeBufferPointer { boxes in
      for box in boxes { unmark(box) }
      body(boxes)
    }
    queue.removeAll(keepingCapacity: true)
    if self[keyPath: queuePath].isEmpty { self[keyPath: queuePath] = queue }
  }
}
