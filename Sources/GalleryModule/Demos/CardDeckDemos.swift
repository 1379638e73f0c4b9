import Foundation
import LayoutCore
import LayoutHosting
import Layouts
import Rendering
import Simulation

/// A deck of cards to swipe (`catalogue-layouts.md`, "Card deck"): the top card follows the
/// finger and turns, a short drag springs back, a long one takes the card off its side, and undo
/// brings the last one back.
enum CardDeckDemos {
    static let all = [deck]

    static let deck = Demo(
        name: "card-deck", title: "A deck of cards to swipe",
        summary: "Twenty profile cards, three shown behind the top one, each 5 % smaller and 10 pt lower. The top card follows the finger and turns up to 15° about a point below it while the ones behind rise. Dragged 100 pt it springs back; dragged 200 pt right it leaves to the right (a like), 180 pt left to the left (a pass); undo brings the last one back from the side it left by.",
        viewportSize: CGSize(width: 390, height: 700),
        script: [.wait(seconds: 0.2), .touch(at: CGPoint(x: 195, y: 400), by: CGPoint(x: 100, y: 20), frames: 20), .wait(seconds: 0.6),
                 .touch(at: CGPoint(x: 195, y: 400), by: CGPoint(x: 200, y: -30), frames: 20), .wait(seconds: 0.6),
                 .touch(at: CGPoint(x: 195, y: 400), by: CGPoint(x: -180, y: 40), frames: 20), .wait(seconds: 0.6),
                 .perform("undo"), .wait(seconds: 0.6)]
    ) { size, clock in
        final class Deck {
            var cards = Array(1...20)
            var gone: [Int] = []
            var translation = CGPoint.zero
        }
        let deck = Deck()
        let layout = try CardDeckLayout()
        let view = try SimulatedCollectionView(size: size, layout: layout, itemCounts: [deck.cards.count], clock: clock)
        let dataSource = AppearanceDataSource { key in
            key.indexPath.item < deck.cards.count ? ElementAppearance(title: "Profile \(deck.cards[key.indexPath.item])",
                                                                     tint: deck.cards[key.indexPath.item]) : nil
        }
        view.dataSource = dataSource
        try view.reloadData(itemCounts: [deck.cards.count])
        let scene = DemoScene(views: [view])
        scene.retained = [dataSource, deck]
        scene.touches = (began: { _ in deck.translation = .zero }, moved: { translation in
            deck.translation = translation
            try? layout.dragTopCard(by: translation)
            view.layoutIfNeeded()
        }, ended: {
            // A pan's end: its velocity is the last frame's step, 60 frames a second.
            if layout.releaseTopCard(velocity: .zero) != nil {
                try? view.performBatchUpdates(itemCounts: [deck.cards.count - 1], updatingData: {
                    deck.gone.append(deck.cards.removeFirst())
                }, { $0.deleteItems(at: [ItemPath(item: 0, section: 0)]) }, completion: nil)
            } else {
                try? view.performBatchUpdates(itemCounts: [deck.cards.count], updatingData: { layout.returnTopCard() }, { _ in },
                                              completion: nil)
            }
        })
        scene.actions["undo"] = {
            guard let last = deck.gone.popLast() else { return }
            try view.performBatchUpdates(itemCounts: [deck.cards.count + 1], updatingData: { deck.cards.insert(last, at: 0) }, {
                $0.insertItems(at: [ItemPath(item: 0, section: 0)])
            }, completion: nil)
        }
        scene.decorate = { _, element in
            DemoArtwork.stampPhoto(on: &element, aspectRatio: 0.58)
        }
        return scene
    }
}
