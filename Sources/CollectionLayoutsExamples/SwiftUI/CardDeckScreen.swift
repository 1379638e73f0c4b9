#if canImport(UIKit) && canImport(SwiftUI)
import LayoutCore
import Layouts
import LayoutUIKit
import SwiftUI
import UIKit

/// A deck of profiles to swipe in SwiftUI (`CardDeckLayout`): a drag moves and turns the top
/// card; let go past the layout's thresholds, the card leaves that side, animated (the app
/// removes it inside `withAnimation`, and the layout flies it off the side it went by); "Undo"
/// brings the last one back from there. A card let go short goes home at once: SwiftUI's view
/// has no animated layout change without a data change yet (the UIKit screen animates it).
public struct CardDeckScreen: View {
    /// A profile card.
    struct Card: Identifiable, Equatable {
        let id: Int
    }

    /// The deck: the cards left, those swiped away, and the layout the drag moves.
    final class Deck: ObservableObject {
        @Published var cards = (1...30).map(Card.init)
        var gone: [Card] = []
        private(set) var layout: CardDeckLayout?

        /// The deck's layout, made once.
        func makeLayout() throws -> CardDeckLayout {
            if let layout { return layout }
            let made = try CardDeckLayout()
            layout = made
            return made
        }
    }

    @StateObject private var deck = Deck()

    public init() {}

    public var body: some View {
        CollectionLayoutView(deck.cards, layout: { try deck.makeLayout() }) { card in
            RoundedRectangle(cornerRadius: 16)
                .fill(Color(hue: Double(card.id % 12) / 12, saturation: 0.4, brightness: 0.9))
                .overlay(Text("Profile \(card.id)").font(.title2))
        }
        .gesture(DragGesture()
            .onChanged { drag in
                try? deck.layout?.dragTopCard(by: CGPoint(x: drag.translation.width, y: drag.translation.height))
            }
            .onEnded { drag in
                // DragGesture predicts where a fling would end a quarter second on: its speed.
                let velocity = CGPoint(x: (drag.predictedEndTranslation.width - drag.translation.width) * 4,
                                       y: (drag.predictedEndTranslation.height - drag.translation.height) * 4)
                if deck.layout?.releaseTopCard(velocity: velocity) != nil, !deck.cards.isEmpty {
                    withAnimation { deck.gone.append(deck.cards.removeFirst()) }
                } else {
                    deck.layout?.returnTopCard()
                }
            })
        .toolbar {
            Button("Undo") {
                guard let last = deck.gone.popLast() else { return }
                withAnimation { deck.cards.insert(last, at: 0) }
            }
        }
    }
}
#endif
