import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import Layouts
@_spi(Testing) import Motion
@_spi(Testing) import Simulation
import Testing
import TestSupport

/// VoiceOver's adjustable element in the layouts that select, and the moves it offers on items
/// the data can move, driven on the simulated view. Worked out by hand.
@Suite("VoiceOver's adjustable selection and custom actions")
@MainActor
struct AccessibilityAdjustmentTests {
    /// A linear carousel of 100-pt items (offset = 100 · item), ten numbered items.
    private func carousel(wraps: Bool = false, count: Int = 10) throws -> (SimulatedCollectionView, ManualClock, ReorderingDataSource) {
        var configuration = CarouselLayoutConfiguration(type: .linear)
        configuration.itemSize = CGSize(width: 100, height: 100)
        configuration.spacing = 1
        configuration.wraps = wraps
        let clock = ManualClock()
        let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 300), layout: try CarouselLayout(configuration: configuration),
                                               itemCounts: [count], clock: clock)
        let data = ReorderingDataSource(itemCounts: [count])
        view.dataSource = data
        try view.reloadData(itemCounts: [count])
        view.accessibilityLabel = "Colours"
        return (view, clock, data)
    }

    /// Resting on item 3 (x = 300), the carousel's first element is item 3, adjustable and
    /// selected, labelled as the view and set to "3, 4 of 10" (its title, its position); the
    /// others are plain. An increment says "4, 5 of 10" at once and glides to x = 400.
    @Test func anIncrementMovesTheCarouselOneItemAndSaysWhere() throws {
        let (view, clock, data) = try carousel()
        view.setContentOffset(CGPoint(x: 300, y: 0), animated: false)
        let elements = view.accessibilityElements
        #expect(elements.first?.key.indexPath.item == 3)
        #expect(elements.first?.traits == [.adjustable, .selected])
        #expect(elements.first?.label == "Colours")
        #expect(elements.first?.value == "3, 4 of 10")
        #expect(elements.dropFirst().allSatisfy { $0.traits.isEmpty && $0.label == $0.key.indexPath.item.description })
        #expect(view.accessibilityIncrement() == "4, 5 of 10")
        // Under way, the adjustable element is already item 4's.
        #expect(view.accessibilityElements.first { $0.traits.contains(.adjustable) }.map { ($0.key.indexPath.item, $0.value) } ?? (0, nil)
            == (4, "4, 5 of 10"))
        clock.advance(by: 0.15)
        #expect(view.contentOffset.x > 300 && view.contentOffset.x < 400)
        clock.run(until: { view.isAtRest })
        #expect(view.contentOffset.x == 400)
        #expect(view.accessibilityElements.first.map { ($0.key.indexPath.item, $0.value) } ?? (0, nil) == (4, "4, 5 of 10"))
        _ = data
    }

    /// Two decrements before the glide ends step from where the first is going: 4 → 3 → 2,
    /// "3, 4 of 10" then "2, 3 of 10", resting at x = 200.
    @Test func quickDecrementsStepFromThePendingSelection() throws {
        let (view, clock, data) = try carousel()
        view.setContentOffset(CGPoint(x: 400, y: 0), animated: false)
        #expect(view.accessibilityDecrement() == "3, 4 of 10")
        clock.advance(by: 0.05)
        #expect(view.accessibilityDecrement() == "2, 3 of 10")
        clock.run(until: { view.isAtRest })
        #expect(view.contentOffset.x == 200)
        #expect(view.accessibilityElements.first?.value == "2, 3 of 10")
        _ = data
    }

    /// At either end nothing moves and nothing is said.
    @Test func theEndsDoNotMove() throws {
        let (view, _, data) = try carousel()
        #expect(view.accessibilityDecrement() == nil)
        view.setContentOffset(CGPoint(x: 900, y: 0), animated: false)
        #expect(view.accessibilityIncrement() == nil)
        #expect(view.contentOffset.x == 900)
        _ = data
    }

    /// A finger taking the content ends the pending selection: the element is the layout's
    /// selection again.
    @Test func aDragEndsThePendingSelection() throws {
        let (view, clock, data) = try carousel()
        view.setContentOffset(CGPoint(x: 400, y: 0), animated: false)
        #expect(view.accessibilityIncrement() == "5, 6 of 10")
        clock.advance(by: 0.05)
        view.beginDragging()
        #expect(view.accessibilityElements.first?.value == "4, 5 of 10")
        _ = data
    }

    /// So does the app moving the offset: mid-glide to item 5, a jump to x = 0 selects item 0.
    @Test func anAppsScrollEndsThePendingSelection() throws {
        let (view, clock, data) = try carousel()
        view.setContentOffset(CGPoint(x: 400, y: 0), animated: false)
        #expect(view.accessibilityIncrement() == "5, 6 of 10")
        clock.advance(by: 0.05)
        view.setContentOffset(.zero, animated: false)
        #expect(view.accessibilityElements.first?.value == "0, 1 of 10")
        _ = data
    }

    /// An endless carousel of five wraps: from item 4 an increment selects item 0, moving on
    /// (forward) by one item rather than back across the ring.
    @Test func anEndlessCarouselWrapsForward() throws {
        let (view, clock, data) = try carousel(wraps: true, count: 5)
        let layout = try #require(view.collectionLayout as? CarouselLayout)
        view.setContentOffset(layout.contentOffset(selecting: ItemPath(item: 4, section: 0)), animated: false)
        let start = view.contentOffset.x
        #expect(view.accessibilityElements.first?.value == "4, 5 of 5")
        #expect(view.accessibilityIncrement() == "0, 1 of 5")
        clock.advance(by: 0.15)
        #expect(view.contentOffset.x > start && view.contentOffset.x < start + 100)
        clock.run(until: { view.isAtRest })
        #expect(view.accessibilityElements.first.map { ($0.key.indexPath.item, $0.traits) } ?? (9, []) == (0, [.adjustable, .selected]))
        _ = data
    }

    /// In a ring of three, a second increment while the first glide is under way (at 0.4 of an
    /// item) still goes forward, to item 2 two items on, not back round the ring to it; in a
    /// ring of two a decrement glides back.
    @Test func anEndlessCarouselGlidesTheWayTheStepsGo() throws {
        let (view, clock, data) = try carousel(wraps: true, count: 3)
        let layout = try #require(view.collectionLayout as? CarouselLayout)
        view.setContentOffset(layout.contentOffset(selecting: ItemPath(item: 0, section: 0)), animated: false)
        let start = view.contentOffset.x
        #expect(view.accessibilityIncrement() == "1, 2 of 3")
        clock.advance(by: 0.12)
        #expect(view.contentOffset.x > start + 20 && view.contentOffset.x < start + 60)
        #expect(view.accessibilityIncrement() == "2, 3 of 3")
        var glide: [CGFloat] = []
        clock.advance(by: 0.25) { glide.append(view.contentOffset.x) }
        #expect(zip(glide, glide.dropFirst()).allSatisfy { $0 <= $1 })
        #expect((glide.last ?? 0) > start + 150)

        let (pair, pairClock, pairData) = try carousel(wraps: true, count: 2)
        let pairLayout = try #require(pair.collectionLayout as? CarouselLayout)
        pair.setContentOffset(pairLayout.contentOffset(selecting: ItemPath(item: 0, section: 0)), animated: false)
        let pairStart = pair.contentOffset.x
        #expect(pair.accessibilityDecrement() == "1, 2 of 2")
        pairClock.advance(by: 0.15)
        #expect(pair.contentOffset.x < pairStart)
        _ = (data, pairData)
    }

    /// A wheel of twelve with seven on the arc turns one `itemStep` per increment, items 0…5
    /// reaching the start angle: "2 of 12" (no titles) at x = itemStep; at item 5 it stops. It
    /// reads from the selected item around the dial.
    @Test func theWheelTurnsOneStep() throws {
        let clock = ManualClock()
        let layout = try WheelLayout()
        let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 390), layout: layout, itemCounts: [12], clock: clock)
        let step = layout.itemStep
        #expect(step > 0)
        #expect(view.accessibilityIncrement() == "2 of 12")
        clock.run(until: { view.isAtRest })
        #expect(abs(view.contentOffset.x - step) < 1e-9)
        let items = view.accessibilityElements.map(\.key.indexPath.item)
        #expect(items.first == 1)
        #expect(items == items.sorted())
        view.setContentOffset(CGPoint(x: 5 * step, y: 0), animated: false)
        #expect(view.accessibilityIncrement() == nil)
        #expect(view.accessibilityDecrement() == "5 of 12")
    }

    /// Paging photos at rest show one page: an increment can only say "2 of 5" (page 1 is not
    /// shown, so its title, "1", is unknown), and announces "1, 2 of 5" when the glide ends; so
    /// again from page 1 to page 2.
    @Test func anItemNotShownYetIsAnnouncedOnArrival() throws {
        let clock = ManualClock()
        let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 600), layout: ParallaxPreviewLayout(), itemCounts: [5],
                                               clock: clock)
        let data = ReorderingDataSource(itemCounts: [5])
        view.dataSource = data
        try view.reloadData(itemCounts: [5])
        #expect(view.accessibilityIncrement() == "2 of 5")
        #expect(view.accessibilityAnnouncements.isEmpty)
        clock.run(until: { view.isAtRest })
        #expect(view.accessibilityAnnouncements == ["1, 2 of 5"])
        #expect(view.accessibilityIncrement() == "3 of 5")
        clock.run(until: { view.isAtRest })
        #expect(view.accessibilityAnnouncements == ["1, 2 of 5", "2, 3 of 5"])
    }

    /// A table's cells offer the moves their place allows, and none in a layout that does not
    /// select and a data source that cannot move.
    @Test func movesOfferedByPlace() throws {
        let view = try SimulatedCollectionView(size: CGSize(width: 320, height: 480), layout: try TableLayout(itemSize: CGSize(width: 0, height: 44)),
                                               itemCounts: [5], clock: ManualClock())
        #expect(view.accessibilityElements.allSatisfy { $0.customActions.isEmpty })
        let data = ReorderingDataSource(itemCounts: [5])
        data.fixed = [ItemPath(item: 3, section: 0)]
        view.dataSource = data
        try view.reloadData(itemCounts: [5])
        let actions = view.accessibilityElements.map(\.customActions)
        #expect(actions[0] == ["Move later", "Move to end"])
        #expect(actions[2] == ["Move earlier", "Move later", "Move to start", "Move to end"])
        #expect(actions[3] == [])
        #expect(actions[4] == ["Move earlier", "Move to start"])
        #expect(view.accessibilityElements.allSatisfy { $0.traits.isEmpty })
    }

    /// "Move to end" on item 1 of five carries it to the end through the movement: the data
    /// source hears one move (1 → 4), VoiceOver hears "Moved to 5 of 5", and once settled the
    /// last cell shows item 1. An action the item does not have does nothing.
    @Test func moveToEndGoesThroughTheMovement() throws {
        let clock = ManualClock()
        let view = try SimulatedCollectionView(size: CGSize(width: 320, height: 480), layout: try TableLayout(itemSize: CGSize(width: 0, height: 44)),
                                               itemCounts: [5], clock: clock)
        let data = ReorderingDataSource(itemCounts: [5])
        view.dataSource = data
        try view.reloadData(itemCounts: [5])
        let item1 = ElementKey(category: .cell, indexPath: ItemPath(item: 1, section: 0))
        #expect(view.performAccessibilityCustomAction(named: "Move to end", on: item1))
        #expect(data.sections == [[0, 2, 3, 4, 1]])
        #expect(data.moves.map { [$0.from.item, $0.to.item] } == [[1, 4]])
        #expect(view.accessibilityAnnouncements == ["Moved to 5 of 5"])
        clock.run(until: { view.isAtRest })
        #expect(view.accessibilityElements.map(\.label) == ["0", "2", "3", "4", "1"])
        #expect(!view.performAccessibilityCustomAction(named: "Move earlier", on: ElementKey(category: .cell, indexPath: ItemPath(item: 0, section: 0))))
        #expect(data.moves.count == 1)
    }

    /// In a grid of three a row, "Move earlier" on item 4 (the middle of the second row) puts it
    /// before item 3; "Move later" on the wheel's item 2 puts it after item 3.
    @Test(arguments: ["grid", "wheel"])
    func movesInAGridAndOnTheWheel(_ name: String) throws {
        let clock = ManualClock()
        let layout: any CollectionLayout = name == "grid"
            ? try FlowLayout(configuration: FlowLayoutConfiguration(itemSize: CGSize(width: 100, height: 100))) : try WheelLayout()
        let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 390), layout: layout, itemCounts: [7], clock: clock)
        let data = ReorderingDataSource(itemCounts: [7])
        view.dataSource = data
        try view.reloadData(itemCounts: [7])
        let (item, action) = name == "grid" ? (4, "Move earlier") : (2, "Move later")
        #expect(view.performAccessibilityCustomAction(named: action, on: ElementKey(category: .cell, indexPath: ItemPath(item: item, section: 0))))
        #expect(data.sections == (name == "grid" ? [[0, 1, 2, 4, 3, 5, 6]] : [[0, 1, 3, 2, 4, 5, 6]]))
    }

    /// The pizza halves do not reorder: their items offer no moves even to a data source that
    /// could move them.
    @Test func aLayoutThatDoesNotReorderOffersNoMoves() throws {
        let layout = try PizzaHalfSelectorLayout(configuration: PizzaHalfSelectorConfiguration(orientation: .left))
        let view = try SimulatedCollectionView(size: CGSize(width: 180, height: 480), layout: layout, itemCounts: [6], clock: ManualClock(),
                                               registering: .init(supplementaryKinds: [PizzaHalfSelectorLayout.captionKind]))
        let data = ReorderingDataSource(itemCounts: [6])
        view.dataSource = data
        try view.reloadData(itemCounts: [6])
        #expect(!view.accessibilityElements.isEmpty)
        #expect(view.accessibilityElements.allSatisfy { $0.customActions.isEmpty })
        #expect(view.accessibilityElements.contains { $0.traits == [.adjustable, .selected] })
    }
}
