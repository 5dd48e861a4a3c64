import Foundation
import LayoutNodes
import ShowcaseScreens
import Testing

/// The feed cell written with Neon's calls gives the frames of the hand-written reference.
@Suite("The feed cell with Neon")
struct NeonFeedCellTests {
  @Test("every frame equals the frame-arithmetic reference", arguments: [CGFloat(320), 375, 414])
  func matchesFrameArithmetic(width: CGFloat) {
    // Nine consecutive cells cover every text-length variation of FeedCell.texts(index:).
    for index in 0..<9 {
      let reference = FeedCell(index: index), neon = FeedCell(index: index)
      let referenceHeight = reference.layoutWithFrameArithmetic(width: width)
      let neonHeight = neon.layoutWithNeon(width: width)
      #expect(abs(neonHeight - referenceHeight) <= 1e-6, "cell \(index) at \(width)")
      expectNeonFrame(neon.cell, reference.cell.frame, "cell \(index) at \(width)")
      for (node, expected) in zip(neon.contentNodes, reference.contentNodes) {
        expectNeonFrame(node, expected.frame, "cell \(index) at \(width)")
      }
      #expect(neon.cell.layoutDiagnostics.isEmpty)
    }
  }

  @Test("laying out again at another width gives that width's reference")
  func relayout() {
    let reference = FeedCell(index: 4), neon = FeedCell(index: 4)
    neon.layoutWithNeon(width: 414)
    let height = neon.layoutWithNeon(width: 320)
    #expect(abs(height - reference.layoutWithFrameArithmetic(width: 320)) <= 1e-6)
    for (node, expected) in zip(neon.contentNodes, reference.contentNodes) {
      expectNeonFrame(node, expected.frame)
    }
  }
}
