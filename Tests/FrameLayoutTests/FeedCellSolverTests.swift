import Foundation
import LayoutNodes
import ShowcaseScreens
import Testing

/// The reference: the same cell laid out by ``FeedCell/layoutWithFrameArithmetic(width:)``.
private func referenceFrames(index: Int, width: CGFloat) -> (frames: [CGRect], height: CGFloat) {
  let reference = FeedCell(index: index)
  let height = reference.layoutWithFrameArithmetic(width: width)
  return (reference.contentNodes.map(\.frame), height)
}

/// Expects every content node of `cell` at the reference frame of cell `index` at `width`, within 1e-6.
private func expectReferenceFrames(
  _ cell: FeedCell, index: Int, width: CGFloat, sourceLocation: SourceLocation = #_sourceLocation
) {
  let reference = referenceFrames(index: index, width: width)
  for (node, expected) in zip(cell.contentNodes, reference.frames) {
    let frame = node.frame
    let close =
      abs(frame.minX - expected.minX) <= 1e-6 && abs(frame.minY - expected.minY) <= 1e-6
      && abs(frame.width - expected.width) <= 1e-6 && abs(frame.height - expected.height) <= 1e-6
    #expect(
      close, "cell \(index) at \(width): \(node.name) is \(frame), expected \(expected)", sourceLocation: sourceLocation
    )
  }
  #expect(abs(cell.cell.frame.height - reference.height) <= 1e-6, sourceLocation: sourceLocation)
  #expect(cell.cell.frame.width == width, sourceLocation: sourceLocation)
}

private let widths: [CGFloat] = [320, 375, 414]
/// Indexes that cover the nine text variations (index % 9) and both orders of the first row's heights.
private let indexes = [0, 1, 2, 4, 5, 7, 8, 13, 57]

@Suite("The feed cell with anchors and with the raw solver")
struct FeedCellSolverTests {
  @Test("anchors give the hand-written frames for every node, width and cell", arguments: indexes)
  func anchorsMatchArithmetic(index: Int) {
    for width in widths {
      let cell = FeedCell(index: index)
      let height = cell.layoutWithAnchors(width: width)
      expectReferenceFrames(cell, index: index, width: width)
      #expect(abs(height - referenceFrames(index: index, width: width).height) <= 1e-6)
      #expect(cell.cell.layoutDiagnostics.isEmpty)
    }
  }

  @Test("one cell laid out again at other widths, narrower and wider, keeps matching", arguments: [3, 8])
  func anchorsResize(index: Int) {
    let cell = FeedCell(index: index)
    for width in [414, 320, 375, 320, 414] as [CGFloat] {
      cell.layoutWithAnchors(width: width)
      expectReferenceFrames(cell, index: index, width: width)
    }
    #expect(cell.cell.layoutDiagnostics.isEmpty)
  }

  @Test("the raw solver gives the hand-written frames for every node, width and cell", arguments: indexes)
  func rawSolverMatchesArithmetic(index: Int) {
    for width in widths {
      let cell = FeedCell(index: index)
      let height = cell.layoutWithRawSolver(width: width)
      expectReferenceFrames(cell, index: index, width: width)
      #expect(abs(height - referenceFrames(index: index, width: width).height) <= 1e-6)
    }
  }

  @Test("a feed of cells with anchors stacks the cells and matches every frame across resizes")
  func anchorFeed() {
    let count = 12
    let feed = AnchorFeed(cells: (0..<count).map(FeedCell.init(index:)), width: 375)
    for width in [375, 320, 414, 375] as [CGFloat] {
      feed.resize(width: width)
      var top: CGFloat = 0
      for (index, cell) in feed.cells.enumerated() {
        expectReferenceFrames(cell, index: index, width: width)
        let height = referenceFrames(index: index, width: width).height
        #expect(abs(cell.cell.frame.minY - top) <= 1e-6, "cell \(index) at \(width) starts at \(cell.cell.frame.minY)")
        #expect(cell.cell.frame.minX == 0)
        top += height
      }
      #expect(abs(feed.contentHeight - top) <= 1e-6)
    }
    #expect(feed.root.layoutDiagnostics.isEmpty)
  }

  @Test("a feed of cells on the raw solver matches every frame across resizes")
  func rawSolverFeed() {
    let count = 12
    let feed = RawSolverFeed(cells: (0..<count).map(FeedCell.init(index:)), width: 320)
    for width in [320, 414, 375, 320] as [CGFloat] {
      feed.resize(width: width)
      var top: CGFloat = 0
      for (index, cell) in feed.cells.enumerated() {
        expectReferenceFrames(cell, index: index, width: width)
        #expect(abs(cell.cell.frame.minY - top) <= 1e-6)
        top += referenceFrames(index: index, width: width).height
      }
      #expect(abs((feed.cellHeights.reduce(0, +)) - top) <= 1e-6)
    }
  }

  @Test("layoutWithAnchors on a cell inside a feed warns and keeps the frames")
  func anchorsInsideTreeWarns() {
    let feed = AnchorFeed(cells: [FeedCell(index: 2)], width: 375)
    let cell = feed.cells[0]
    let before = cell.contentNodes.map(\.frame)
    let height = cell.layoutWithAnchors(width: 320)
    #expect(height == cell.cell.frame.height)
    #expect(cell.contentNodes.map(\.frame) == before)
    #expect(feed.root.layoutDiagnostics.map(\.kind) == [.frameLayoutWarning])
    #expect(feed.root.layoutDiagnostics.first?.message.contains("layoutWithAnchors(width:) on 'cell 2'") == true)
  }

  @Test("a non-finite width is refused with a warning by both solver layouts")
  func nonFiniteWidth() {
    let cell = FeedCell(index: 1)
    cell.layoutWithAnchors(width: 375)
    let before = cell.contentNodes.map(\.frame)
    cell.layoutWithAnchors(width: .nan)
    cell.layoutWithRawSolver(width: -.infinity)
    #expect(cell.contentNodes.map(\.frame) == before)
    #expect(cell.cell.layoutDiagnostics.map(\.kind) == [.frameLayoutWarning, .frameLayoutWarning])
  }
}
