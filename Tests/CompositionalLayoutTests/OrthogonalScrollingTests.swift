@_spi(Testing) import CompositionalLayoutModule
import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import Motion
@_spi(Testing) import Simulation
import Testing

/// Orthogonal sections in the simulated view: offsets, frames moving with them, resting
/// offsets of every behaviour and the visible-items handler.
@Suite struct OrthogonalScrollingTests {
    /// Ten groups 0.7 of the effective width (366 → 256.2) with spacing 8 and insets 12 on the
    /// sides: stride 264.2, scrolling content 12 + 10·264.2 − 8 + 12 = 2658, range 0…2268.
    static func layout(_ behaviour: OrthogonalScrollingBehavior,
                       handler: LayoutSection.VisibleItemsInvalidationHandler? = nil) -> CompositionalLayout {
        CompositionalLayout { _, _ in
            let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.7), .absolute(100)),
                                               subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
            let section = LayoutSection(group: group)
            section.orthogonalScrollingBehavior = behaviour
            section.interGroupSpacing = 8
            section.contentInsets = LayoutEdgeInsets(top: 0, leading: 12, bottom: 20, trailing: 12)
            section.visibleItemsInvalidationHandler = handler
            return section
        }
    }

    static func view(_ behaviour: OrthogonalScrollingBehavior, clock: ManualClock = ManualClock()) throws -> SimulatedCollectionView {
        try SimulatedCollectionView(size: portrait, layout: layout(behaviour), itemCounts: [10, 10], clock: clock)
    }

    /// Drags section 0 by −90 over three frames, releases with `velocity` and waits for rest.
    static func restingOffset(_ behaviour: OrthogonalScrollingBehavior, velocity: CGFloat) throws -> CGFloat {
        let clock = ManualClock()
        let view = try view(behaviour, clock: clock)
        for _ in 0..<3 {
            clock.step()
            try view.dragOrthogonalSection(0, by: -30)
        }
        try view.endDraggingOrthogonalSection(0, velocity: velocity)
        clock.run(until: { view.isAtRest }, maximumSeconds: 10)
        #expect(view.isAtRest)
        return view.orthogonalContentOffset(inSection: 0)
    }

    @Test func groupsLieAcrossTheAxisAndMoveWithTheSectionOffset() throws {
        let view = try Self.view(.continuous)
        let layout = try #require(view.collectionLayout as? CompositionalLayout)
        #expect(try view.orthogonalScrollableRange(inSection: 0) == 0...2268)
        #expect(close(layout.layoutAttributesForItem(at: ItemPath(item: 1, section: 0))?.frame,
                      CGRect(x: 12 + 264.2, y: 0, width: 256.2, height: 100)))
        // The second section starts below the first: 100 + 20.
        #expect(layout.layoutAttributesForItem(at: ItemPath(item: 0, section: 1))?.frame.minY == 120)
        try view.setOrthogonalContentOffset(300, inSection: 0, animated: false)
        #expect(close(layout.layoutAttributesForItem(at: ItemPath(item: 1, section: 0))?.frame.minX, 12 + 264.2 - 300))
        #expect(layout.layoutAttributesForItem(at: ItemPath(item: 1, section: 1))?.frame.minX == 12 + 264.2)
        #expect(view.visibleElements.contains { $0.indexPath == ItemPath(item: 2, section: 0) })
        #expect(!view.visibleElements.contains { $0.indexPath == ItemPath(item: 0, section: 0) })
    }

    @Test func continuousRestsWhereTheFlingProjects() throws {
        // 90 + (700/1000)·0.998/0.002 = 90 + 349.3.
        #expect(close(try Self.restingOffset(.continuous, velocity: 700), 439.3, 1e-6))
    }

    @Test func continuousGroupLeadingBoundaryRestsOnTheNearestGroup() throws {
        // 439.3/264.2 ≈ 1.66 → group 2 at 528.4.
        #expect(close(try Self.restingOffset(.continuousGroupLeadingBoundary, velocity: 700), 528.4, 1e-6))
    }

    @Test func pagingMovesByTheContainerWidthOnePageAtATime() throws {
        // Fast rate: 90 + 0.7·0.99/0.01 = 159.3 → page 0; 90 + 2·99 = 288 → page 1 = 390.
        #expect(try Self.restingOffset(.paging, velocity: 700) == 0)
        #expect(try Self.restingOffset(.paging, velocity: 2000) == 390)
        // A very fast fling still moves one page only.
        #expect(try Self.restingOffset(.paging, velocity: 20000) == 390)
    }

    @Test func pagingReachesTheEndOfContentThatIsNotWholePages() throws {
        // Five groups: 12 + 5·264.2 − 8 + 12 = 1337, range 0…947; pages 0, 390, 780, then the
        // end, 947, whose partial page (167) counts as one.
        let clock = ManualClock()
        let view = try SimulatedCollectionView(size: portrait, layout: Self.layout(.paging), itemCounts: [5, 10], clock: clock)
        #expect(try view.orthogonalScrollableRange(inSection: 0) == 0...947)
        try view.setOrthogonalContentOffset(780, inSection: 0, animated: false)
        // From the last whole page a fling reaches the end: 810 + 2·99 = 1008, clamped to 947.
        try view.dragOrthogonalSection(0, by: -30)
        try view.endDraggingOrthogonalSection(0, velocity: 2000)
        clock.run(until: { view.isAtRest }, maximumSeconds: 10)
        #expect(view.orthogonalContentOffset(inSection: 0) == 947)
        // A touch released without moving at the end stays there.
        try view.dragOrthogonalSection(0, by: 0)
        try view.endDraggingOrthogonalSection(0, velocity: 0)
        clock.run(until: { view.isAtRest }, maximumSeconds: 10)
        #expect(view.orthogonalContentOffset(inSection: 0) == 947)
    }

    @Test func sectionOffsetsAreClampedAfterDataAndSizeChanges() throws {
        let view = try Self.view(.continuous)
        try view.setOrthogonalContentOffset(2268, inSection: 0, animated: false)
        try view.setOrthogonalContentOffset(500, inSection: 1, animated: false)
        // Five items left in section 0: 12 + 5·264.2 − 8 + 12 = 1337, range 0…947.
        try view.performBatchUpdates(itemCounts: [5, 10]) { batch in
            batch.deleteItems(at: (5..<10).map { ItemPath(item: $0, section: 0) })
        }
        #expect(view.orthogonalContentOffset(inSection: 0) == 947)
        #expect(view.orthogonalContentOffset(inSection: 1) == 500)
        // Two items: 12 + 2·264.2 − 8 + 12 = 544.4, range 0…154.4.
        try view.reloadData(itemCounts: [2, 10])
        #expect(close(view.orthogonalContentOffset(inSection: 0), 154.4, 1e-9))
        // Landscape, 844 wide: groups 0.7·820 = 574 (stride 582); section 0's range grows to
        // 12 + 2·582 − 8 + 12 − 844 = 336, so 154.4 stays; moved to its end, 336, and turned
        // back to portrait, it is clamped to 154.4 again.
        try view.setBoundsSize(CGSize(width: 844, height: 390))
        #expect(close(try view.orthogonalScrollableRange(inSection: 0).upperBound, 336, 1e-9))
        #expect(close(view.orthogonalContentOffset(inSection: 0), 154.4, 1e-9))
        try view.setOrthogonalContentOffset(336, inSection: 0, animated: false)
        try view.setBoundsSize(portrait)
        #expect(close(view.orthogonalContentOffset(inSection: 0), 154.4, 1e-9))
        #expect(view.orthogonalContentOffset(inSection: 1) == 500)
    }

    @Test func groupPagingMovesOneGroupAtATime() throws {
        // 159.3/264.2 ≈ 0.6 → group 1; a huge fling still only reaches group 1.
        #expect(close(try Self.restingOffset(.groupPaging, velocity: 700), 264.2, 1e-6))
        #expect(close(try Self.restingOffset(.groupPaging, velocity: 20000), 264.2, 1e-6))
    }

    @Test func groupPagingCenteredCentresEveryGroup() throws {
        let view = try Self.view(.groupPagingCentered)
        let layout = try #require(view.collectionLayout as? CompositionalLayout)
        // Centring inset (366 − 256.2)/2 = 54.9: group 0's centre at 12 + 54.9 + 128.1 = 195.
        #expect(close(layout.layoutAttributesForItem(at: ItemPath(item: 0, section: 0))?.frame.midX, 195))
        let rest = try Self.restingOffset(.groupPagingCentered, velocity: 700)
        #expect(close(rest, 264.2, 1e-6))
        try view.setOrthogonalContentOffset(rest, inSection: 0, animated: false)
        #expect(close(layout.layoutAttributesForItem(at: ItemPath(item: 1, section: 0))?.frame.midX, 195, 1e-6))
        // The last group can be centred: range ends at 9·264.2.
        #expect(close(try view.orthogonalScrollableRange(inSection: 0).upperBound, 9 * 264.2, 1e-6))
    }

    @Test func aPullPastTheStartSpringsBack() throws {
        let clock = ManualClock()
        let view = try Self.view(.continuous, clock: clock)
        try view.dragOrthogonalSection(0, by: 100)
        #expect(view.orthogonalContentOffset(inSection: 0) < 0 && view.orthogonalContentOffset(inSection: 0) > -100)
        try view.endDraggingOrthogonalSection(0, velocity: 0)
        clock.run(until: { view.isAtRest }, maximumSeconds: 5)
        #expect(view.orthogonalContentOffset(inSection: 0) == 0)
    }

    @Test func sectionsThatDoNotScrollOnTheirOwnRefuseADrag() throws {
        let view = try SimulatedCollectionView(size: portrait, layout: CompositionalLayout.list(), itemCounts: [3],
                                               clock: ManualClock())
        #expect(throws: LayoutError.self) { try view.dragOrthogonalSection(0, by: 10) }
        #expect(throws: LayoutError.self) { try view.orthogonalScrollableRange(inSection: 4) }
    }

    @Test func theVisibleItemsHandlerScalesItemsByTheirDistanceFromTheCentre() throws {
        let layout = Self.layout(.continuous) { items, offset, environment in
            let centre = offset.x + environment.container.contentSize.width / 2
            for index in items.indices where items[index].representedElementCategory == .cell {
                let distance = abs(items[index].frame.midX + offset.x - centre)
                let scale = max(0.5, 1 - distance / environment.container.contentSize.width)
                items[index].transform = Transform2D(scaleX: scale, y: scale)
                items[index].alpha = scale
            }
        }
        let view = try SimulatedCollectionView(size: portrait, layout: layout, itemCounts: [10, 10], clock: ManualClock())
        let first = try #require(layout.layoutAttributesForItem(at: ItemPath(item: 0, section: 0)))
        // Centre 140.1 is 54.9 from 195: scale 1 − 54.9/390.
        #expect(close(first.alpha, 1 - 54.9 / 390, 1e-9))
        // Off screen (group 3 starts at 804.6): untouched.
        #expect(layout.layoutAttributesForItem(at: ItemPath(item: 3, section: 0))?.alpha == 1)
        checkCompositionalContract(layout, rect: view.bounds, coversContent: false)
        try view.setOrthogonalContentOffset(200, inSection: 1, animated: false)
        checkCompositionalContract(layout, rect: CGRect(x: 0, y: 80, width: 390, height: 100), coversContent: false)
    }
}

/// Issue 55 (7): VoiceOver reaches a section that scrolls on its own past its visible part, as it
/// reaches rows past the screen's edge: the item just past each end of the band's visible part
/// is read after (or before) the band's shown items, and VoiceOver's focus on it, or on an item
/// the band cuts, scrolls the band until the item is whole, then moves on to it.
@Suite struct OrthogonalVoiceOverTests {
    /// Groups 256.2 wide every 264.2 from x 12 (`OrthogonalScrollingTests.layout`): at offset 0
    /// items 0 (12…268.2) and 1 (276.2…532.4, cut at 390) show; item 2 is the one just past the
    /// band. Focused, it is brought whole to the band's trailing edge (x 390): 540.4 + 256.2 −
    /// 390 = 406.6.
    @Test func theItemPastTheBandIsReadAndRevealedOnFocus() throws {
        let clock = ManualClock()
        let view = try OrthogonalScrollingTests.view(.continuous, clock: clock)
        let keys = view.accessibilityElements.map(\.key)
        let item2 = ElementKey(category: .cell, indexPath: ItemPath(item: 2, section: 0))
        let beyond = try #require(keys.firstIndex(of: item2))
        #expect(keys[beyond - 1] == ElementKey(category: .cell, indexPath: ItemPath(item: 1, section: 0)))
        #expect(!view.visibleElements.contains { $0.key == item2 })
        #expect(view.accessibilityElements[beyond].revealsOnFocus)
        view.accessibilityFocus(on: item2)
        #expect(abs(view.orthogonalContentOffset(inSection: 0) - 406.6) < 1e-6)
        #expect(view.visibleElements.contains { $0.key == item2 })
        // Now item 3 is the one past the band, and item 1 (at 276.2 − 406.6 = −130.4, cut at the
        // band's leading edge, x 0) comes whole back to that edge: offset 276.2.
        #expect(view.accessibilityElements.contains { $0.key.indexPath == ItemPath(item: 3, section: 0) && $0.revealsOnFocus })
        view.accessibilityFocus(on: ElementKey(category: .cell, indexPath: ItemPath(item: 1, section: 0)))
        #expect(abs(view.orthogonalContentOffset(inSection: 0) - 276.2) < 1e-6)
        // An item whole in the band, or of the main list, moves nothing.
        view.accessibilityFocus(on: ElementKey(category: .cell, indexPath: ItemPath(item: 1, section: 0)))
        view.accessibilityFocus(on: ElementKey(category: .cell, indexPath: ItemPath(item: 0, section: 1)))
        #expect(abs(view.orthogonalContentOffset(inSection: 0) - 276.2) < 1e-6)
        #expect(view.contentOffset == .zero)
    }
}
