@_spi(Testing) import CompositionalLayoutModule
import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import LayoutHosting
@_spi(Testing) import Motion
@_spi(Testing) @testable import Simulation
import Testing

/// What a host outside the simulation (UIKit) learns from a compositional layout: the bands its
/// orthogonal sections scroll in, their offsets and resting places, and self-sizing adjustments.
@Suite struct HostingTests {
    @Test func orthogonalSectionsReportTheirBandsAndRanges() throws {
        // OrthogonalScrollingTests' sections: groups 100 tall, bottom inset 20, so section 1 starts at 120.
        let layout = OrthogonalScrollingTests.layout(.paging)
        let host = HostedLayout(layout)
        try host.prepare(with: LayoutContext(bounds: CGRect(origin: .zero, size: portrait)), itemCounts: { [10, 10] })
        #expect(host.orthogonalSections() == [
            OrthogonalSectionFrame(section: 0, frame: CGRect(x: 0, y: 0, width: 390, height: 100), axis: .horizontal,
                                   scrollableRange: 0...2268, pages: true),
            OrthogonalSectionFrame(section: 1, frame: CGRect(x: 0, y: 120, width: 390, height: 100), axis: .horizontal,
                                   scrollableRange: 0...2268, pages: true),
        ])
        #expect(layout.orthogonalScrollingFrame(inSection: 2) == nil)
        // A section scroll view of 390 points scrolls 2268 more; it takes sideways pans inside its band only.
        let band = try #require(host.orthogonalSections().last)
        #expect(band.scrollViewContentLength == 2658)
        #expect(band.acceptsDrag(at: CGPoint(x: 50, y: 150), velocity: CGPoint(x: -300, y: 40)))
        #expect(!band.acceptsDrag(at: CGPoint(x: 50, y: 150), velocity: CGPoint(x: -30, y: 400)))
        #expect(!band.acceptsDrag(at: CGPoint(x: 50, y: 230), velocity: CGPoint(x: -300, y: 0)))
        #expect(!band.acceptsDrag(at: CGPoint(x: 50, y: 150), velocity: CGPoint(x: CGFloat.nan, y: 0)))
        #expect(CompositionalLayout.list().orthogonalScrollingFrame(inSection: 0) == nil)
    }

    @Test func aSectionScrollViewMovesTheSectionsItems() throws {
        let layout = OrthogonalScrollingTests.layout(.continuous)
        let host = HostedLayout(layout)
        try host.prepare(with: LayoutContext(bounds: CGRect(origin: .zero, size: portrait)), itemCounts: { [10, 10] })
        #expect(host.setOrthogonalContentOffset(100, inSection: 1))
        #expect(layout.pendingInvalidation == .boundsOrigin)
        #expect(!host.setOrthogonalContentOffset(100, inSection: 1))
        #expect(!host.setOrthogonalContentOffset(.nan, inSection: 1))
        try host.prepare(with: LayoutContext(bounds: CGRect(origin: .zero, size: portrait)), itemCounts: { [10, 10] })
        // Item 1 of section 1 sits at 12 + 264.2 − 100 across, and section 0 has not moved.
        #expect(close(cellFrame(layout, 1, section: 1), CGRect(x: 176.2, y: 120, width: 256.2, height: 100)))
        #expect(close(cellFrame(layout, 1, section: 0), CGRect(x: 276.2, y: 0, width: 256.2, height: 100)))
    }

    @Test func aSectionFlingRestsWhereTheBehaviourSaysWithUIKitsVelocity() throws {
        let layout = OrthogonalScrollingTests.layout(.groupPaging)
        let host = HostedLayout(layout)
        try host.prepare(with: LayoutContext(bounds: CGRect(origin: .zero, size: portrait)), itemCounts: { [10, 10] })
        // Pages of one group (stride 264.2): from page 1 (264.2), a proposal at 700 goes at most one page on, to 528.4.
        #expect(close(host.targetScrollViewOffset(inSection: 0, forProposedOffset: 700, startOffset: 264.2,
                                                   velocity: ScrollVelocity.fromUIKit(2)), 528.4))
        // Proposals past the range are clamped; a section that does not scroll on its own keeps the proposal.
        #expect(host.targetScrollViewOffset(inSection: 0, forProposedOffset: 9000, startOffset: 2268,
                                                   velocity: ScrollVelocity.fromUIKit(2)) == 2268)
        #expect(host.targetScrollViewOffset(inSection: 5, forProposedOffset: 42, startOffset: 0,
                                                   velocity: ScrollVelocity.fromUIKit(2)) == 42)
    }

    @Test func aRowGrowingAboveTheScreenDoesNotMoveWhatIsOnScreen() throws {
        let clock = ManualClock()
        let view = try SimulatedCollectionView(size: portrait, layout: SelfSizingTests.estimatedList(), itemCounts: [100],
                                               clock: clock)
        view.setContentOffset(CGPoint(x: 0, y: 1000), animated: false)
        // Rows 44 tall with 4 between: row 21 starts at 21·48 = 1008, 8 points below the top of the screen.
        let rowOnScreen = ItemPath(item: 21, section: 0)
        #expect(view.layoutAttributesForItem(at: rowOnScreen)?.frame.minY == 1008)
        // Row 2, above the screen (as a host that lays out ahead of the screen measures it), is 100 tall:
        // the content grows 56, everything after row 2 moves 56 down, and so does the offset.
        view.preferredSizeProvider = { $0.indexPath.item == 2 ? CGSize(width: 390, height: 100) : nil }
        let row2 = try #require(view.layoutAttributesForItem(at: ItemPath(item: 2, section: 0)))
        #expect(view.applyPreferredSizes(to: [row2]))
        #expect(view.layoutAttributesForItem(at: rowOnScreen)?.frame.minY == 1064)
        #expect(view.contentOffset == CGPoint(x: 0, y: 1056))
        #expect(view.collectionLayout.context.bounds.origin == view.contentOffset)
    }

    @Test func aRowGrowingOnScreenLeavesTheOffset() throws {
        let layout = try prepared(SelfSizingTests.estimatedList(), itemCounts: [100], offset: CGPoint(x: 0, y: 1000))
        let original = try #require(layout.layoutAttributesForItem(at: ItemPath(item: 21, section: 0)))
        var preferred = original
        preferred.frame.size.height = 20
        #expect(layout.invalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
                == SelfSizingAdjustment(contentSizeAdjustment: CGSize(width: 0, height: -24)))
    }
}
