import Foundation
import LayoutCore
import Layouts
import Motion
import Simulation
import Testing

/// The Card deck article's block, run in a simulated view.
@Suite("Card deck article")
struct CardDeckArticleExamples {
    @Test func theArticlesSwipe() throws {
        var cards = Array(1...5)
        var decisions: [(Int, CardSwipeDirection)] = []
        func decided(_ card: Int, _ direction: CardSwipeDirection) { decisions.append((card, direction)) }
        let translation = CGPoint(x: 160, y: 10), velocity = CGPoint.zero

        let layout = try CardDeckLayout()
        let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 700), layout: layout, itemCounts: [cards.count],
                                               clock: ManualClock())
        // The pan moves the top card.
        try layout.dragTopCard(by: translation)
        // The finger lifts: the card leaves, or goes home.
        if let direction = layout.releaseTopCard(velocity: velocity) {
            try view.performBatchUpdates(itemCounts: [cards.count - 1], updatingData: { decided(cards.removeFirst(), direction) }) {
                $0.deleteItems(at: [ItemPath(item: 0, section: 0)])
            }
        } else {
            try view.performBatchUpdates(itemCounts: [cards.count], updatingData: { layout.returnTopCard() }) { _ in }
        }

        // 160 pt is past 0.4 · 350 = 140: card 1 went right.
        #expect(cards == [2, 3, 4, 5])
        #expect(decisions.map(\.0) == [1] && decisions.map(\.1) == [.right])
    }
}
