import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import Layouts
@_spi(Testing) import Motion
import PropertyBased
@_spi(Testing) import Simulation
import Testing
import TestSupport

/// A simulated view of `size` showing `layout` over numbered items a person can move (keep the
/// data source: the view holds it weakly, as UIKit does).
@MainActor
func reorderingView(_ layout: any CollectionLayout, size: CGSize, itemCounts: [Int],
                    clock: ManualClock = ManualClock()) throws -> (SimulatedCollectionView, ReorderingDataSource) {
    let view = try SimulatedCollectionView(size: size, layout: layout, itemCounts: itemCounts, clock: clock)
    let data = ReorderingDataSource(itemCounts: itemCounts)
    view.dataSource = data
    try view.reloadData(itemCounts: itemCounts)
    return (view, data)
}

extension SimulatedCollectionView {
    /// The cell shown at `item` of `section` once animations have ended.
    func shownCell(_ item: Int, section: Int = 0) -> LayoutAttributes? {
        visibleElements.first { $0.category == .cell && $0.indexPath == ItemPath(item: item, section: section) }
    }

    /// The title of the cell shown at `item` of `section`.
    func title(_ item: Int, section: Int = 0) -> String? { shownCell(item, section: section)?[ElementAppearance.self]?.title }
}

/// A finger at a point gives a target and the frames of the others, in each reorderable layout
/// (worked out by hand), and the layouts that do not reorder refuse.
@Suite("Reordering: what a target means in each layout")
@MainActor
struct ReorderingTests {
    let clock = ManualClock()

    /// 100-pt squares, 10 pt apart, in a 320-wide view: three a line at x = 0, 110, 220, lines at
    /// y = 0, 110, 220, …
    func grid(_ direction: ScrollDirection = .vertical) throws -> FlowLayout {
        try FlowLayout(configuration: FlowLayoutConfiguration(scrollDirection: direction, itemSize: CGSize(width: 100, height: 100)))
    }

    /// Item 0 dragged to (270, 160), inside item 5 (220…320 × 110…210): items 1–5 step back one
    /// place (item 1 to the origin, item 5 to (110, 110)) and the data source moves [0,0] to [0,5].
    @Test func aGridMakesRoomAlongItsLines() throws {
        let (view, data) = try reorderingView(try grid(), size: CGSize(width: 320, height: 480), itemCounts: [12], clock: clock)
        #expect(view.beginInteractiveMovementForItem(at: ItemPath(item: 0, section: 0)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 270, y: 160))
        #expect(view.interactiveMovement?.targetIndexPath == ItemPath(item: 5, section: 0))
        clock.advance(by: 0.3)
        #expect(view.shownCell(0)?.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.title(0) == "1")
        #expect(view.shownCell(4)?.frame == CGRect(x: 110, y: 110, width: 100, height: 100))
        #expect(view.title(4) == "5")
        #expect(view.shownCell(5)?.center == CGPoint(x: 270, y: 160))
        view.endInteractiveMovement()
        #expect(data.sections[0].prefix(7) == [1, 2, 3, 4, 5, 0, 6])
        clock.advance(by: 0.3)
        #expect(view.shownCell(5)?.frame == CGRect(x: 220, y: 110, width: 100, height: 100))
    }

    /// A finger in the 10-pt gap between item 0 (0…100) and item 1 (110…210) at x = 105 is 5 pt
    /// from both: the first in reading order, item 0, is the target. Below the last line the
    /// nearest item is the one straight above.
    @Test func betweenItemsTheNearestInReadingOrderIsTheTarget() throws {
        let (view, data) = try reorderingView(try grid(), size: CGSize(width: 320, height: 480), itemCounts: [8], clock: clock)
        #expect(view.beginInteractiveMovementForItem(at: ItemPath(item: 4, section: 0)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 105, y: 50))
        #expect(view.interactiveMovement?.targetIndexPath == ItemPath(item: 0, section: 0))
        // Line 2 holds places 6 and 7, spread to x = 0 and 220 (y = 220…320); below it at
        // (270, 400) the nearest is place 7, 80 pt straight above.
        clock.advance(by: 0.3)
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 270, y: 400))
        #expect(view.interactiveMovement?.targetIndexPath == ItemPath(item: 7, section: 0))
        view.endInteractiveMovement()
        #expect(data.sections[0] == [0, 1, 2, 3, 5, 6, 7, 4])
    }

    /// Sizes from `sizeForItem` follow their items: item 0 is 200 wide, the others 100, so line 0
    /// holds items 0 and 1 (1 at x = 220: a line spreads its items) and line 1 items 2–4. Over
    /// item 1 the target is place 1, where the 200-wide item now stands (120…320): the finger
    /// stays over it. Dropped on item 2 (50, 160), it no longer fits beside items 1 and 2
    /// (100 + 10 + 100 + 10 + 200 > 320): it opens line 1 at (0, 110), 200 wide, with item 3
    /// beside it at x = 220 (200 + 100 leaves 20 for the one gap).
    @Test func sizesFromTheAppFollowTheirItems() throws {
        var configuration = FlowLayoutConfiguration(itemSize: CGSize(width: 100, height: 100))
        configuration.sizeForItem = { $0.item == 0 ? CGSize(width: 200, height: 100) : CGSize(width: 100, height: 100) }
        let (view, data) = try reorderingView(try FlowLayout(configuration: configuration), size: CGSize(width: 320, height: 480),
                                              itemCounts: [6], clock: clock)
        #expect(view.shownCell(1)?.frame.minX == 220)
        #expect(view.beginInteractiveMovementForItem(at: ItemPath(item: 0, section: 0)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 270, y: 50))
        #expect(view.interactiveMovement?.targetIndexPath == ItemPath(item: 1, section: 0))
        clock.advance(by: 0.3)
        #expect(view.layoutAttributesForItem(at: ItemPath(item: 1, section: 0))?.frame == CGRect(x: 120, y: 0, width: 200, height: 100))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 300, y: 50))
        #expect(view.interactiveMovement?.targetIndexPath == ItemPath(item: 1, section: 0))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 160))
        #expect(view.interactiveMovement?.targetIndexPath == ItemPath(item: 2, section: 0))
        clock.advance(by: 0.3)
        #expect(view.shownCell(0)?.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.shownCell(1)?.frame == CGRect(x: 220, y: 0, width: 100, height: 100))
        #expect(view.layoutAttributesForItem(at: ItemPath(item: 2, section: 0))?.frame == CGRect(x: 0, y: 110, width: 200, height: 100))
        #expect(view.shownCell(3)?.frame == CGRect(x: 220, y: 110, width: 100, height: 100))
        view.endInteractiveMovement()
        #expect(data.sections[0] == [1, 2, 0, 3, 4, 5])
    }

    /// A horizontal grid in a 480 × 320 view: columns at x = 0, 110, …, three items each at
    /// y = 0, 110, 220. (160, 270) is column 1, row 2: item 5.
    @Test func aHorizontalGridTargetsByColumnThenRow() throws {
        let (view, data) = try reorderingView(try grid(.horizontal), size: CGSize(width: 480, height: 320), itemCounts: [12], clock: clock)
        #expect(view.beginInteractiveMovementForItem(at: ItemPath(item: 1, section: 0)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 270))
        #expect(view.interactiveMovement?.targetIndexPath == ItemPath(item: 5, section: 0))
        clock.advance(by: 0.3)
        // Item 2 steps back to place 1 (0, 110); item 5 to place 4 (110, 110).
        #expect(view.title(1) == "2")
        #expect(view.shownCell(1)?.frame.origin == CGPoint(x: 0, y: 110))
        #expect(view.title(4) == "5")
        #expect(view.shownCell(4)?.frame.origin == CGPoint(x: 110, y: 110))
        view.endInteractiveMovement()
        #expect(data.sections[0].prefix(6) == [0, 2, 3, 4, 5, 1])
    }

    /// A wheel in a 390 × 390 view: hub (195, 195), radius (390 − 110 − 10)/2 = 135, item i at
    /// 5π/4 − i·π/4 (counterclockwise, not turned). A finger straight below the hub is at π/2:
    /// slot (5π/4 − π/2)/(π/4) = 3. Items 1–3 step back one slot: item 1 to 5π/4.
    @Test func aWheelTargetsTheAngularSlot() throws {
        let (view, data) = try reorderingView(try WheelLayout(), size: CGSize(width: 390, height: 390), itemCounts: [12], clock: clock)
        #expect(view.beginInteractiveMovementForItem(at: ItemPath(item: 0, section: 0)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 195, y: 295))
        #expect(view.interactiveMovement?.targetIndexPath == ItemPath(item: 3, section: 0))
        clock.advance(by: 0.3)
        #expect(view.title(0) == "1")
        #expect(close(view.shownCell(0)?[WheelAngle.self] ?? 0, 5 * .pi / 4))
        let slot0 = try #require(view.shownCell(0)?.center)
        #expect(close(slot0.x, 195 + 135 * cos(5 * .pi / 4)) && close(slot0.y, 195 + 135 * sin(5 * .pi / 4)))
        #expect(view.title(2) == "3")
        // Up and to the right, at −π/4 + a turn's worth: slot (5π/4 + π/4)/(π/4) = 6.
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 195 + 100, y: 195 - 100))
        #expect(view.interactiveMovement?.targetIndexPath == ItemPath(item: 6, section: 0))
        view.endInteractiveMovement()
        #expect(data.sections[0].prefix(8) == [1, 2, 3, 4, 5, 6, 0, 7])
    }

    /// A linear carousel of 100-pt items, one item apart, in a 390 × 300 view at rest on item 0:
    /// item i is centred at x = 195 + 100·i. (300, 150) is over item 1 (245…345).
    @Test func aCarouselTargetsTheSlotUnderTheFinger() throws {
        var configuration = CarouselLayoutConfiguration(type: .linear)
        configuration.itemSize = CGSize(width: 100, height: 100)
        configuration.spacing = 1
        let (view, data) = try reorderingView(try CarouselLayout(configuration: configuration), size: CGSize(width: 390, height: 300),
                                              itemCounts: [10], clock: clock)
        #expect(view.shownCell(1)?.visibleFrame == CGRect(x: 245, y: 100, width: 100, height: 100))
        #expect(view.beginInteractiveMovementForItem(at: ItemPath(item: 0, section: 0)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 300, y: 150))
        #expect(view.interactiveMovement?.targetIndexPath == ItemPath(item: 1, section: 0))
        clock.advance(by: 0.3)
        #expect(view.title(0) == "1")
        #expect(view.shownCell(0)?.visibleFrame == CGRect(x: 145, y: 100, width: 100, height: 100))
        view.endInteractiveMovement()
        #expect(data.sections[0].prefix(3) == [1, 0, 2])
    }

    /// A collage of three columns ("v 1/3; v 2/3") on a square canvas 390 wide, centred in 844:
    /// cell regions x = 0…130, 130…260, 260…390. Photo 0 dropped on cell 2 swaps with photo 2;
    /// photo 1 stays. Moved on to cell 1 first, photo 2 goes home and photo 1 comes over.
    @Test func aCollageSwapsTwoPhotos() throws {
        let layout = try CollageLayout(configuration: CollageLayoutConfiguration(template: try CollageTemplate(text: "v 1/3; v 2/3")))
        let (view, data) = try reorderingView(layout, size: CGSize(width: 390, height: 844), itemCounts: [3], clock: clock)
        #expect(layout.interactiveMovementStyle == .swapsWithTarget)
        let cell1 = try #require(view.shownCell(1)?.frame)
        #expect(view.beginInteractiveMovementForItem(at: ItemPath(item: 0, section: 0)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 325, y: 422))
        #expect(view.interactiveMovement?.targetIndexPath == ItemPath(item: 2, section: 0))
        clock.advance(by: 0.3)
        #expect(view.title(0) == "2")
        #expect(view.title(1) == "1")
        #expect(view.shownCell(1)?.frame == cell1)
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 195, y: 422))
        #expect(view.interactiveMovement?.targetIndexPath == ItemPath(item: 1, section: 0))
        clock.advance(by: 0.3)
        #expect(view.title(0) == "1")
        #expect(view.title(2) == "2")
        view.endInteractiveMovement()
        #expect(data.sections[0] == [1, 0, 2])
        // Two moves, as `moveItemAt` reports a swap: 0 → 1, then the displaced photo 1 (now at 0) home to 0.
        #expect(data.moves.map { [$0.from.item, $0.to.item] } == [[0, 1], [0, 0]])
    }

    /// The thumbnail strip: a wide photo (aspect ratio 2) moved into the focused place widens it
    /// as the same photo does when it is there in the data: the expanding focus follows the photo.
    @Test func theThumbnailStripsFocusFollowsTheMovedPhoto() throws {
        let strip = try ThumbnailStripLayout(configuration: ThumbnailStripConfiguration(aspectRatio: { $0.item == 4 ? 2 : 0.5 }))
        let (view, data) = try reorderingView(strip, size: CGSize(width: 390, height: 60), itemCounts: [10], clock: clock)
        try view.setContentInset(strip.centeringContentInset)
        view.setContentOffset(CGPoint(x: -strip.centeringContentInset.left, y: 0), animated: false)
        let reference = try ThumbnailStripLayout(configuration: ThumbnailStripConfiguration(aspectRatio: { $0.item == 0 ? 2 : 0.5 }))
        let (expected, _) = try reorderingView(reference, size: CGSize(width: 390, height: 60), itemCounts: [10])
        try expected.setContentInset(reference.centeringContentInset)
        expected.setContentOffset(view.contentOffset, animated: false)
        // Focused on place 0: 60 high, so it widens to 120.
        #expect(expected.shownCell(0)?.frame.width == 120)
        #expect(view.shownCell(0)?.frame.width == 30)

        #expect(view.beginInteractiveMovementForItem(at: ItemPath(item: 4, section: 0)))
        let place0 = try #require(view.shownCell(0)?.center)
        view.updateInteractiveMovementTargetPosition(place0)
        #expect(view.interactiveMovement?.targetIndexPath == ItemPath(item: 0, section: 0))
        clock.advance(by: 0.3)
        #expect(view.layoutAttributesForItem(at: ItemPath(item: 0, section: 0))?.frame == expected.shownCell(0)?.frame)
        #expect(view.shownCell(0)?.frame.width == 120)
        #expect(view.shownCell(1)?.frame == expected.shownCell(1)?.frame)
        view.endInteractiveMovement()
        #expect(data.sections[0].prefix(2) == [4, 0])
    }

    /// The pizza halves and the parallax preview do not reorder: begin answers false.
    @Test func pizzaHalvesAndTheParallaxPreviewRefuse() throws {
        var halves = PizzaHalfSelectorConfiguration(orientation: .left)
        halves.showsCaptions = false
        let (pizzaView, _) = try reorderingView(try PizzaHalfSelectorLayout(configuration: halves), size: CGSize(width: 195, height: 844),
                                                itemCounts: [10])
        #expect(!pizzaView.beginInteractiveMovementForItem(at: ItemPath(item: 1, section: 0)))
        let (preview, _) = try reorderingView(try ParallaxPreviewLayout(), size: CGSize(width: 390, height: 400), itemCounts: [10])
        #expect(!preview.beginInteractiveMovementForItem(at: ItemPath(item: 0, section: 0)))
        #expect(preview.interactiveMovement == nil)
    }
}

/// A flow layout with sizes from `sizeForItem` takes each step of a movement within a section in
/// place (only the items between the step's ends are sized again): after every step, the end and
/// a cancel, its frames equal those of a new layout laid out from scratch for the same context.
/// Sizes belong to the items, as an app's `sizeForItem` reads its own store.
@Suite("Reordering: a sized flow layout's steps in place")
@MainActor
struct FlowMovementStepTests {
    /// The data the sizes are read from: the data source's items, by path.
    final class Store: @unchecked Sendable {
        var data: ReorderingDataSource?

        /// The size of the item at `path` of the data: by the item's number.
        func size(at path: ItemPath) -> CGSize {
            guard let sections = data?.sections, sections.indices.contains(path.section),
                  sections[path.section].indices.contains(path.item) else { return CGSize(width: 50, height: 50) }
            let number = sections[path.section][path.item]
            return CGSize(width: 40 + CGFloat((number * 7) % 5) * 45, height: 30 + CGFloat(number % 3) * 25)
        }
    }

    static func configuration(_ store: Store) -> FlowLayoutConfiguration {
        var configuration = FlowLayoutConfiguration(minimumLineSpacing: 8, minimumInteritemSpacing: 6)
        configuration.sizeForItem = { store.size(at: $0) }
        configuration.headerReferenceSize = CGSize(width: 0, height: 24)
        return configuration
    }

    /// Every frame of `layout` and of a new layout prepared for the same context.
    static func check(_ layout: any CollectionLayout, _ store: Store, _ note: String) throws {
        let reference = try FlowLayout(configuration: configuration(store))
        try prepare(reference, layout.context)
        let frames = layout.allElementsByBruteForce(supplementaryKinds: [ElementCategory.headerKind]).map { "\($0.key) \($0.frame)" }
        let expected = reference.allElementsByBruteForce(supplementaryKinds: [ElementCategory.headerKind]).map { "\($0.key) \($0.frame)" }
        #expect(frames == expected, "\(note)")
        #expect(layout.collectionViewContentSize == reference.collectionViewContentSize, "\(note)")
    }

    @Test func stepsInPlaceEqualALayoutFromScratch() async {
        await propertyCheck(count: 40, input: Gen.int(in: 0...100_000).array(of: 3...12), Gen.bool) { picks, cancels in
            do {
                let clock = ManualClock(), store = Store()
                let data = ReorderingDataSource(itemCounts: [30, 12])
                store.data = data
                let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 844), layout: try FlowLayout(configuration: Self.configuration(store)),
                                                       itemCounts: [30, 12], clock: clock,
                                                       registering: .init(supplementaryKinds: [ElementCategory.headerKind]))
                view.dataSource = data
                try view.reloadData(itemCounts: data.itemCounts)
                let cells = view.visibleElements.filter { $0.category == .cell }
                #expect(view.beginInteractiveMovementForItem(at: cells[picks[0] % cells.count].indexPath))
                for pick in picks.dropFirst() {
                    let finger = CGPoint(x: CGFloat(pick % 390), y: CGFloat((pick / 390) % 844) + view.contentOffset.y)
                    view.updateInteractiveMovementTargetPosition(finger)
                    clock.step(frames: pick % 4)
                    try Self.check(view.collectionLayout, store, "step to \(finger)")
                }
                if cancels { view.cancelInteractiveMovement() } else { view.endInteractiveMovement() }
                clock.advance(by: 0.35)
                try Self.check(view.collectionLayout, store, cancels ? "cancelled" : "ended")
            } catch {
                Issue.record("\(error)")
            }
        }
    }
}
