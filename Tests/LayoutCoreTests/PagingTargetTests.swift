import Foundation
import Testing
@_spi(Testing) import LayoutCore

@Suite("Paging targets: whole pages, then the end of the content")
struct PagingTargetTests {
    /// Pages of 390 over 0…927: resting places 0, 390, 780 and the end, 927 (a partial page of 147).
    let range: ClosedRange<CGFloat> = 0...927

    func target(_ proposed: CGFloat, from start: CGFloat, page: CGFloat = 390) -> CGFloat {
        PagingTarget.offset(forProposed: proposed, start: start, pageLength: page, in: range)
    }

    @Test func theLastPartialPageCountsAsOnePage() {
        // 900 is page 2 + 120/147 = 2.82: the end.
        #expect(target(900, from: 780) == 927)
        // 840 is page 2 + 60/147 = 2.41: back to 780.
        #expect(target(840, from: 780) == 780)
        // Released at the end without moving: it stays.
        #expect(target(927, from: 927) == 927)
        // From the end, a fling back goes one page: 780.
        #expect(target(0, from: 927) == 780)
    }

    @Test func wholePagesRoundAndMoveAtMostOnePage() {
        // 600/390 = 1.54: page 2.
        #expect(target(600, from: 390) == 780)
        // A fling from 0 projecting to the end still moves one page.
        #expect(target(927, from: 0) == 390)
        #expect(target(-500, from: 0) == 0)
        // Content of whole pages: 0…780, 700/390 = 1.79 → 780.
        #expect(PagingTarget.offset(forProposed: 700, start: 390, pageLength: 390, in: 0...780) == 780)
    }

    @Test func badPageLengthsAndProposalsClampTheProposal() {
        #expect(target(500, from: 0, page: 0) == 500)
        #expect(target(2000, from: 0, page: .nan) == 927)
        #expect(target(.nan, from: 0) == 0)
    }
}
