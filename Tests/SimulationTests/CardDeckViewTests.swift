import Foundation
import Testing
@_spi(Testing) import LayoutCore
@_spi(Testing) import Layouts
@_spi(Testing) import Motion
@_spi(Testing) import Simulation

/// A deck of cards swiped in a view (390 × 700, card 350 × 604): a card flung away flies off its
/// side, one undone comes back from there, one let go short springs home, each seen in the middle
/// of its animation. VoiceOver's one element is the top card, with the app's actions.
@Suite("CardDeckLayout in a view")
struct CardDeckViewTests {
    static func deck(clock: ManualClock) throws -> (CardDeckLayout, SimulatedCollectionView) {
        let layout = try CardDeckLayout()
        let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 700), layout: layout, itemCounts: [5], clock: clock)
        return (layout, view)
    }

    /// The top card's drawn sideways shift: its transform's `tx`.
    static func shift(_ view: SimulatedCollectionView, zIndex: Int = 0) -> CGFloat? {
        view.visibleElements.first { $0.category == .cell && $0.zIndex == zIndex }?.transform.tx
    }

    @Test func aFlungCardFliesOffItsSideAndUndoBringsItBack() throws {
        let clock = ManualClock()
        let (layout, view) = try Self.deck(clock: clock)
        try layout.dragTopCard(by: CGPoint(x: 150, y: 0))
        view.layoutIfNeeded()
        let dragged = try #require(Self.shift(view))
        #expect(dragged > 150)
        #expect(layout.releaseTopCard(velocity: .zero) == .right)
        try view.performBatchUpdates(itemCounts: [4], updatingData: {}, { $0.deleteItems(at: [ItemPath(item: 0, section: 0)]) },
                                     completion: nil)
        // Half way: the card leaving (drawn above the deck) is between the finger and 741 off the right.
        clock.step(frames: 9)
        let leaving = try #require(Self.shift(view, zIndex: 1))
        #expect(leaving > dragged && leaving < 741.327)
        clock.run(until: { view.isAtRest })
        #expect(view.visibleElements.filter { $0.category == .cell }.count == 4)
        #expect(Self.shift(view) == 0)
        // Undo: it comes back from the right.
        try view.performBatchUpdates(itemCounts: [5], updatingData: {}, { $0.insertItems(at: [ItemPath(item: 0, section: 0)]) },
                                     completion: nil)
        clock.step(frames: 9)
        let returning = try #require(view.visibleElements.filter { $0.category == .cell && $0.indexPath.item == 0 }.map(\.transform.tx).max())
        #expect(returning > 0 && returning < 741.327)
        clock.run(until: { view.isAtRest })
        #expect(Self.shift(view) == 0)
    }

    @Test func aCardLetGoShortSpringsHome() throws {
        let clock = ManualClock()
        let (layout, view) = try Self.deck(clock: clock)
        try layout.dragTopCard(by: CGPoint(x: -80, y: 40))
        view.layoutIfNeeded()
        let dragged = try #require(Self.shift(view))
        #expect(dragged < -80)
        #expect(layout.releaseTopCard(velocity: CGPoint(x: -300, y: 0)) == nil)
        try view.performBatchUpdates(itemCounts: [5], updatingData: { layout.returnTopCard() }, { _ in }, completion: nil)
        clock.step(frames: 9)
        let partway = try #require(Self.shift(view))
        #expect(partway > dragged && partway < 0)
        clock.run(until: { view.isAtRest })
        #expect(Self.shift(view) == 0)
    }

    @Test func voiceOverActsOnTheTopCard() throws {
        let clock = ManualClock()
        let (_, view) = try Self.deck(clock: clock)
        var acted: [String] = []
        view.accessibilityCustomActionProvider = { key in
            ["Like", "Pass", "Undo"].map { name in AccessibilityCustomAction(name: name) { acted.append("\(name) \(key.indexPath.item)"); return true } }
        }
        let elements = view.accessibilityElements
        #expect(elements.map(\.key.indexPath.item) == [0])
        #expect(elements.first?.customActions.suffix(3) == ["Like", "Pass", "Undo"])
        #expect(view.performAccessibilityCustomAction(named: "Like", on: ElementKey(category: .cell, indexPath: ItemPath(item: 0, section: 0))))
        #expect(acted == ["Like 0"])
    }
}
