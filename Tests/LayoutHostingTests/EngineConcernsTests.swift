@testable import DeclaredViews
import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) @testable import LayoutHosting
import Testing

/// The engine's concerns, each a small type with private state, in their own terms.
@Suite("The engine's concerns")
struct EngineConcernsTests {
    /// Events of an app's update are held until the outermost update ends, then handed over in
    /// order; outside an update none is held (the caller delivers it).
    @Test func eventsWaitForTheOutermostUpdate() {
        var deferral = EventDeferral()
        var heard: [Int] = []
        #expect(!deferral.holdBack { heard.append(0) })
        #expect(!deferral.isDeferring)
        deferral.begin()
        deferral.begin()
        #expect(deferral.holdBack { heard.append(1) })
        #expect(deferral.holdBack { heard.append(2) })
        #expect(deferral.end().isEmpty)
        let events = deferral.end()
        #expect(heard == [] && events.count == 2)
        events.forEach { $0() }
        #expect(heard == [1, 2])
    }

    /// A bound item: the first update goes to the app's value at once (or tells the app where
    /// the view is); a new value moves the view, animated; the same value leaves it, unless the
    /// view rests elsewhere (its item went); a rest elsewhere is told once.
    @Test func aBoundItemMovesTheViewAndTellsTheAppWhereItRests() {
        var bound = BoundItem<Int>()
        do { let result = bound.cameToRest(on: 4); #expect(result == .none) }
        do { let result = bound.appUpdated(5, current: 0, atRest: true, animated: true); #expect(result == .move(to: 5, animated: false)) }
        do { let result = bound.appUpdated(5, current: 5, atRest: true, animated: true); #expect(result == .none) }
        do { let result = bound.appUpdated(7, current: 5, atRest: true, animated: true); #expect(result == .move(to: 7, animated: true)) }
        // Under way: nothing is told until the view rests.
        do { let result = bound.appUpdated(7, current: 6, atRest: false, animated: true); #expect(result == .none) }
        // The app sets the item the view passes: the view goes there instead of on to 7.
        do { let result = bound.appUpdated(6, current: 6, atRest: false, animated: true); #expect(result == .move(to: 6, animated: true)) }
        do { let result = bound.appUpdated(7, current: 6, atRest: true, animated: true); #expect(result == .move(to: 7, animated: true)) }
        do { let result = bound.cameToRest(on: 7); #expect(result == .none) }
        do { let result = bound.cameToRest(on: 9); #expect(result == .report(9)) }
        do { let result = bound.cameToRest(on: 9); #expect(result == .none) }
        // The app's 9 still, but the view rests on 8 (9 was deleted).
        do { let result = bound.appUpdated(9, current: 8, atRest: true, animated: true); #expect(result == .report(8)) }
        // A new value outside `withAnimation`, for a binding that follows the update's animation.
        do { let result = bound.appUpdated(3, current: 8, atRest: true, animated: false); #expect(result == .move(to: 3, animated: false)) }
        do { let result = bound.cameToRest(on: 3); #expect(result == .none) }
        // The app clears it: the view stays.
        do { let result = bound.appUpdated(nil, current: 3, atRest: true, animated: true); #expect(result == .none) }

        var unbound = BoundItem<Int>()
        do { let result = unbound.appUpdated(nil, current: 0, atRest: true, animated: true); #expect(result == .report(0)) }
        var same = BoundItem<Int>()
        do { let result = same.appUpdated(3, current: 3, atRest: true, animated: true); #expect(result == .none) }
    }

    /// Near the end: within the distance of the last offset (1,000 − 100 = 900 on), once; again
    /// when items are added while near (not when the end only moves, as cells size themselves),
    /// or after leaving the distance and coming back.
    @Test func theEndIsNearOncePerApproach() {
        var trigger = NearEdgeTrigger()
        func tell(_ offset: CGFloat, _ last: CGFloat, _ count: Int) -> Bool {
            trigger.shouldTell(distanceToEdge: last - offset, distance: 100, itemCount: count)
        }
        #expect(!tell(899, 1000, 20))
        #expect(tell(900, 1000, 20))
        #expect(!tell(950, 1000, 20))
        #expect(!tell(950, 1030, 20))
        #expect(tell(950, 1040, 30))
        #expect(!tell(500, 1040, 30))
        #expect(tell(1040, 1040, 30))
    }

    /// Layouts by id: each made once, the first given; the same id again shows nothing new; a
    /// layout is chosen only once the view shows it, so a switch that failed is tried again.
    @Test func layoutsAreMadeOncePerID() throws {
        struct Refused: Error {}
        let first = CollectionLayoutBase()
        var choice = LayoutChoice(id: "a", layout: first)
        var made = 0
        let make = { () -> any CollectionLayout in made += 1; return CollectionLayoutBase() }
        let same = choice.layout(for: "a", make: make)
        #expect(same == nil)
        #expect(throws: Refused.self) { try choice.layout(for: "b", make: { throw Refused() }) }
        let made1 = choice.layout(for: "b", make: make)
        let second = try #require(made1)
        #expect(choice.currentID == AnyHashable("a"))
        let retried = choice.layout(for: "b", make: make)
        #expect(retried === second)
        choice.choose("b", second)
        let back = choice.layout(for: "a", make: make)
        #expect(back === first)
        choice.choose("a", first)
        let again = choice.layout(for: "b", make: make)
        #expect(again === second)
        #expect(made == 1)
    }

    /// Tokens are never reused: a release of an earlier attachment leaves the current one.
    @Test func onlyTheAttachedDataSourcesReleaseEmptiesTheView() {
        var attachments = DataSourceAttachment()
        let first = attachments.attach(), second = attachments.attach()
        #expect(first != second)
        let late = attachments.release(first), current = attachments.release(second), again = attachments.release(second)
        #expect(!late && current && !again)
        #expect(attachments.current == nil)
    }

    /// While an item moves the data may not change; in the event it ended in neither; once that
    /// event is over it may. A diffable apply made then waits for the next event.
    @Test func dataChangesWaitForTheEventAfterAMovement() throws {
        let view = HeadlessPlatform(layout: ShiftingRows(), itemCounts: [10])
        view.canMoveItem = { _ in true }
        view.layoutIfNeeded()
        let engine = view.engine
        #expect(engine.beginInteractiveMovementForItem(at: ItemPath(item: 0, section: 0)))
        #expect(throws: LayoutError.interactiveMovementInProgress) { try engine.checkDataChangeAllowed() }
        engine.updateInteractiveMovementTargetPosition(CGPoint(x: 100, y: 125))
        engine.endInteractiveMovement()
        #expect(engine.interactiveMovement == nil && engine.lastEndedMovement?.targetIndexPath == ItemPath(item: 2, section: 0))
        #expect(engine.isSettlingMovement)
        #expect(throws: LayoutError.interactiveMovementEnding) { try engine.checkDataChangeAllowed() }
        #expect(throws: LayoutError.interactiveMovementEnding) {
            try engine.reloadData(itemCounts: [10], updatingData: {})
        }
        view.endEvent()
        try engine.checkDataChangeAllowed()
        #expect(LayoutError.interactiveMovementEnding.description.contains("next turn"))
    }

    /// What waits for a movement to settle runs after what the view queued while ending it
    /// (UIKit queues its reload of the moved cell then), in the order it waited.
    @Test func workWaitingForAMovementRunsAfterTheViewsOwn() {
        let view = HeadlessPlatform(layout: ShiftingRows(), itemCounts: [10])
        view.canMoveItem = { _ in true }
        view.layoutIfNeeded()
        var order: [String] = []
        view.queuedAtMovementEnd = { order.append("the moved cell reloaded") }
        #expect(view.engine.beginInteractiveMovementForItem(at: ItemPath(item: 0, section: 0)))
        view.engine.endInteractiveMovement()
        view.engine.performAfterMovementSettles { order.append("apply 1") }
        view.engine.performAfterMovementSettles { order.append("apply 2") }
        #expect(order.isEmpty)
        view.endEvent()
        #expect(order == ["the moved cell reloaded", "apply 1", "apply 2"])
        view.engine.performAfterMovementSettles { order.append("at once") }
        #expect(order.last == "at once")
    }

    /// A change of size the view makes on its own (a rotation on a device, which UIKit asks no
    /// target for) is placed by the anchor at the end of the layout pass that shows it: rows 50
    /// tall at 1000, row 20 at the top, stays at the top whatever the new size.
    @Test func aSizeChangeTheViewMakesItselfIsPlacedAtTheEndOfThePass() {
        let view = HeadlessPlatform(layout: ShiftingRows(), bounds: CGRect(x: 0, y: 1000, width: 390, height: 844), itemCounts: [100])
        view.layoutIfNeeded()
        let rotated = CGRect(x: 0, y: 1000, width: 844, height: 390)
        #expect(view.engine.shouldInvalidateLayout(forBoundsChange: rotated))
        view.engine.record(view.engine.layout.invalidation(forBoundsChange: rotated))
        view.bounds = CGRect(x: 0, y: 1013, width: 844, height: 390)
        view.layoutIfNeeded()
        #expect(view.bounds.origin.y == 1000)
        // Over: the next pass moves nothing.
        view.bounds.origin.y = 1020
        view.layoutIfNeeded()
        #expect(view.bounds.origin.y == 1020)
    }

    /// A layout the view does not show (the other side of a transition) prepares on its own: the
    /// engine keeps the one shown.
    @Test func aLayoutTheViewDoesNotShowIsNotAdopted() throws {
        let view = HeadlessPlatform(layout: ShiftingRows(), itemCounts: [10])
        view.layoutIfNeeded()
        let shown = view.engine.layout, other = HostedLayout(ShiftingRows())
        view.showsEngineLayout = false
        #expect(try view.engine.prepareLayout(other))
        #expect(view.engine.layout === shown && other.hasPrepared)
    }

    /// A scroll to an item lands exactly, moving on after sizes moved it; a finger taking the
    /// offset ends it, as does an update that deletes the item.
    @Test func aScrollToAnItemEndsWhenTheOffsetIsTakenOrTheItemGoes() throws {
        let view = HeadlessPlatform(layout: ShiftingRows(), itemCounts: [100])
        view.layoutIfNeeded()
        let engine = view.engine
        try engine.scrollToItem(at: ItemPath(item: 40, section: 0), at: .top, animated: true)
        #expect(view.bounds.origin.y == 2000)
        #expect(engine.itemScroll.target?.key.indexPath == ItemPath(item: 40, section: 0))
        engine.willBeginDragging()
        #expect(engine.itemScroll.target == nil)
        #expect(throws: LayoutError.indexPathOutOfRange(ItemPath(item: 100, section: 0), itemCounts: [100])) {
            try engine.scrollToItem(at: ItemPath(item: 100, section: 0), at: .top, animated: false)
        }
    }
}
