@_spi(Testing) import CompositionalLayoutModule
import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import LayoutHosting
@_spi(Testing) import Motion
@_spi(Testing) import Simulation
import Testing

/// What a view that keeps attributes (UIKit, and the simulated view) shows when the bounds
/// move: a layout whose attributes follow the bounds must invalidate, or its elements go stale.
@Suite struct BoundsInvalidationTests {
    static let headers = ViewRegistry(supplementaryKinds: [ElementCategory.headerKind])

    /// Rows 44 tall under a section header 40 tall pinned to the visible bounds.
    static func pinnedList() -> CompositionalLayout {
        let section = LayoutSection.list()
        let header = LayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(40)),
                                                     elementKind: ElementCategory.headerKind, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        return CompositionalLayout(section: section)
    }

    private func header(in view: SimulatedCollectionView) -> LayoutAttributes? {
        view.visibleElements.first { $0.category == .supplementaryView(ElementCategory.headerKind) }
    }

    @Test func aPinnedHeaderStaysAtTheTopOfTheScreenAsTheViewScrolls() throws {
        let view = try SimulatedCollectionView(size: portrait, layout: Self.pinnedList(), itemCounts: [100], clock: ManualClock(),
                                               registering: Self.headers)
        #expect(header(in: view)?.frame == CGRect(x: 0, y: 0, width: 390, height: 40))
        // Rows run from 40 to 40 + 100·44 = 4440: the header is pinned at every offset on screen.
        for y: CGFloat in [100, 500, 1200, 3000] {
            view.setContentOffset(CGPoint(x: 0, y: y), animated: false)
            #expect(header(in: view)?.frame == CGRect(x: 0, y: y, width: 390, height: 40), "at \(y)")
        }
        // Within a few points the view still asks again: one small step and back.
        view.setContentOffset(CGPoint(x: 0, y: 3007), animated: false)
        #expect(header(in: view)?.frame.minY == 3007)
    }

    @Test func aLayoutWithPinnedItemsOrVisibleItemsHandlersInvalidatesOnScroll() throws {
        let pinned = try prepared(Self.pinnedList(), itemCounts: [100])
        let scrolled = CGRect(origin: CGPoint(x: 0, y: 300), size: portrait)
        #expect(pinned.shouldInvalidateLayout(forBoundsChange: scrolled))
        #expect(pinned.invalidation(forBoundsChange: scrolled) == .boundsOrigin)
        let handled = try prepared(OrthogonalScrollingTests.layout(.continuous) { _, _, _ in }, itemCounts: [10, 10])
        #expect(handled.shouldInvalidateLayout(forBoundsChange: scrolled))
        // Nothing pins and nothing watches: scrolling leaves the geometry alone.
        let plain = try prepared(CompositionalLayout.list(), itemCounts: [100])
        #expect(!plain.shouldInvalidateLayout(forBoundsChange: scrolled))
    }

    /// Apple passes the origin of the rect it lays out: the collection view's content offset,
    /// plus the section's own offset along its own axis (decompiled UIKitCore,
    /// `-[_UICollectionCompositionalLayoutSolver mutatedVisibleItemsForElementsForVisibleBounds:]`).
    @Test func theVisibleItemsHandlerReceivesTheContentOffset() throws {
        var offsets: [CGPoint] = []
        let layout = OrthogonalScrollingTests.layout(.continuous) { _, offset, _ in offsets.append(offset) }
        let view = try SimulatedCollectionView(size: portrait, layout: layout, itemCounts: [10, 10], clock: ManualClock())
        offsets = []
        view.setContentOffset(CGPoint(x: 0, y: 60), animated: false)
        // Both sections are on screen; section 0 has not scrolled sideways.
        #expect(offsets.contains(CGPoint(x: 0, y: 60)))
        offsets = []
        try view.setOrthogonalContentOffset(200, inSection: 1, animated: false)
        #expect(offsets.contains(CGPoint(x: 200, y: 60)) && offsets.contains(CGPoint(x: 0, y: 60)))
    }
}
