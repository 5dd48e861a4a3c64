import Foundation
import LayoutNodes
import ShowcaseScreens
import Testing

@Suite("The feed cell's hand-written frames")
struct FeedCellArithmeticTests {
  @Test("cell 0 at width 375: rows follow the specification's arithmetic")
  func cellZeroAtPhoneWidth() {
    // Font: 8 per character, 20 per line. Cell 0's texts, from FeedCell.texts(index: 0).
    let cell = FeedCell(index: 0)
    let texts = FeedCell.texts(index: 0)
    #expect(texts.posterName == "Poster 0")
    let height = cell.layoutWithFrameArithmetic(width: 375)
    // options "..." is 24 wide at the right; action fills 8...(343 - 8).
    #expect(cell.optionsLabel.frame == CGRect(x: 343, y: 8, width: 24, height: 20))
    #expect(cell.actionLabel.frame.minX == 8)
    #expect(cell.actionLabel.frame.width == 327)
    #expect(cell.posterImage.frame == CGRect(x: 8, y: cell.actionLabel.frame.maxY + 8, width: 50, height: 50))
    // "Poster 0": one line at the stack's width 375 - 8 - 66 = 301.
    #expect(cell.posterNameLabel.frame == CGRect(x: 66, y: cell.posterImage.frame.minY, width: 301, height: 20))
    #expect(cell.posterTimeLabel.frame.minY == cell.posterHeadlineLabel.frame.maxY + 4)
    #expect(cell.commentLabel.frame == CGRect(x: (375 - 56) / 2, y: cell.likeLabel.frame.minY, width: 56, height: 20))
    #expect(cell.shareLabel.frame == CGRect(x: 375 - 8 - 40, y: cell.likeLabel.frame.minY, width: 40, height: 20))
    #expect(cell.actorCommentLabel.frame.minX == 46)
    #expect(height == max(cell.actorImage.frame.maxY, cell.actorCommentLabel.frame.maxY) + 8)
    #expect(cell.cell.frame.size == CGSize(width: 375, height: height))
  }
}
