import Cassowary
import Foundation

extension LayoutEngine {
  /// The resolve pass: apply queued changes, suggest the root size, solve, measure height for width,
  /// write changed frames back, run the due `layoutSubviews` hooks; repeat while hooks invalidate
  /// the layout, at most ``maxRounds`` times.
  func layoutIfNeeded() {
    // A hook that calls layoutIfNeeded() is served by the next round of the running pass.
    guard !isLayingOut, let root else { return }
    isLayingOut = true
    defer { isLayingOut = false }
    var rounds = 0
    while needsPass {
      if rounds == LayoutEngine.maxRounds {
        record(
          LayoutDiagnostic(kind: .layoutDidNotSettle, nodes: [root]) {
            "layoutSubviews hooks kept changing frames after \(LayoutEngine.maxRounds) layout rounds; "
              + "the remaining changes wait for the next layoutIfNeeded()."
          })
        return
      }
      rounds += 1
      needsPass = false
      sync()
      var hooks = root.hookRequests.map(\.node)
      root.hookRequests = []
      solveAndWriteBack(root: root, resized: &hooks)
      runHooks(hooks)
    }
  }

  /// Brings the solver's values up to date without writing frames (for queries like ambiguity).
  func syncAndSolve() {
    sync()
    if let root { suggestRootSize(root) }
    solver.updateVariables()
    evaluateDefinitions()
  }

  func suggestRootSize(_ root: LayoutNode) {
    guard let rootBox, rootBox === root.box else { return }
    let size = root.frame.size
    guard size != suggestedSize else { return }
    do {
      try solver.suggestValue(rootBox.width, Double(size.width))
      try solver.suggestValue(rootBox.height, Double(size.height))
      suggestedSize = size
    } catch {
      record(
        LayoutDiagnostic(kind: .nonFiniteValue, nodes: [root]) {
          "The root size \(size) is not finite; the previous size is kept."
        })
    }
  }

  private func solveAndWriteBack(root: LayoutNode, resized hooks: inout [LayoutNode]) {
    suggestRootSize(root)
    solver.updateVariables()
    measureUntilStable()
    // A box that a definition moved is written back at once rather than queued: an edit moves every
    // cell below the edited one, and each queue entry was a retain, a flag and a second visit. (If the
    // solver changed the box too, it is queued as well, and finds its frame written.)
    evaluateDefinitions { writeBack($0, hooks: &hooks) }
    if let rootBox, rootBox === root.box {
      let solved = CGSize(width: rootBox.width.value, height: rootBox.height.value)
      if abs(solved.width - root.frame.size.width) > 1e-9 || abs(solved.height - root.frame.size.height) > 1e-9 {
        // Only required constraints can outweigh the root size's edit variables (a self-sizing root).
        root.setFrameFromLayout(CGRect(origin: root.frame.origin, size: solved))
        suggestedSize = solved
      }
    }
    // The root's hook runs when its size changed, whether or not the solver holds it.
    if root.frame.size != lastRootSize {
      lastRootSize = root.frame.size
      if root.layoutSubviews != nil { hooks.append(root) }
    }
    noteSolvedChanges()
    if writesBackEverything {
      writesBackEverything = false
      for box in ownedBoxes.values { awaitWriteBack(box) }
      for box in derivedBoxes.values { awaitWriteBack(box) }
    }
    drainWriteBackQueue { writeBack($0, hooks: &hooks) }
  }

  /// Writes a box's solved rectangle into its node's or guide's frame, if this engine writes the box
  /// back (a box queued before it left for another engine is skipped).
  private func writeBack(_ box: LayoutBox, hooks: inout [LayoutNode]) {
    guard box.writeBackEngine === identity else { return }
    let rect = box.solvedRect
    if let node = box.nodeLink {
      // Unretained: the node clears the link in its deinit, and writing a frame back runs no code
      // (it stores the value alone).
      node._withUnsafeGuaranteedRef { node in
        let old = node.frame
        guard !rect.isIdentical(to: old) else { return }
        node.setFrameFromLayout(rect)
        if rect.size != old.size, node.layoutSubviews != nil { hooks.append(node) }
      }
    } else {
      box.guide?.setFrameFromLayout(rect)
    }
  }

  /// Runs each due hook once, in tree order (pre-order: parents before children, siblings in order),
  /// as UIKit lays out a view before its subviews.
  private func runHooks(_ due: [LayoutNode]) {
    guard !due.isEmpty, let root else { return }
    var pending = Set(due.map(ObjectIdentifier.init))
    // Pre-order with an explicit stack: trees may be thousands of levels deep.
    var stack = [root]
    while !pending.isEmpty, let node = stack.popLast() {
      if pending.remove(ObjectIdentifier(node)) != nil {
        node.needsLayoutHook = false
        node.layoutSubviews?(node)
      }
      stack.append(contentsOf: node.children.reversed())
    }
  }
}
