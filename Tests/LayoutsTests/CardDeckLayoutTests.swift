import Foundation
import PropertyBased
import TestSupport
import Testing
@_spi(Testing) @testable import LayoutCore
@_spi(Testing) @testable import Layouts

/// The card deck's rules (`catalogue-layouts.md`, "Card deck"), worked by hand on a 390 × 700
/// view: the card is the bounds less insets (24, 20, 72, 20), 350 × 604 at (20, 24), so W = 350
/// and the distance threshold 0.4 · 350 = 140.
@Suite("CardDeckLayout")
struct CardDeckLayoutTests {
    static func deck(_ count: Int = 6, configure: (inout CardDeckConfiguration) -> Void = { _ in }) throws -> CardDeckLayout {
        var configuration = CardDeckConfiguration()
        configure(&configuration)
        let layout = try CardDeckLayout(configuration: configuration)
        try layout.prepare(in: LayoutContext(bounds: CGRect(x: 0, y: 0, width: 390, height: 700), itemCounts: [count]))
        return layout
    }

    static func card(_ layout: CardDeckLayout, _ item: Int) throws -> LayoutAttributes {
        try #require(layout.layoutAttributesForItem(at: ItemPath(item: item, section: 0)))
    }

    static func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-3 }

    @Test func atRestTheCardsBehindAreSmallerAndLower() throws {
        let layout = try Self.deck()
        let top = try Self.card(layout, 0)
        #expect(top.frame == CGRect(x: 20, y: 24, width: 350, height: 604))
        #expect(top.transform == .identity)
        // Card i: scale 1 − 0.05 i, 10 i lower; three behind, the fourth hidden under the third.
        for (item, scale, lower) in [(1, 0.95, 10.0), (2, 0.90, 20.0), (3, 0.85, 30.0), (4, 0.85, 30.0)] as [(Int, CGFloat, CGFloat)] {
            let card = try Self.card(layout, item)
            #expect(Self.close(card.transform.a, scale) && Self.close(card.transform.d, scale))
            #expect(Self.close(card.transform.ty, lower))
            #expect(card.isHidden == (item == 4))
            #expect(card.zIndex == -item)
        }
        // The rect query returns the four shown, not the hidden ones.
        #expect(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 700)).map(\.indexPath.item) == [0, 1, 2, 3])
    }

    @Test func theTopCardFollowsTheFingerAndTurns() throws {
        let layout = try Self.deck()
        try layout.dragTopCard(by: CGPoint(x: 175, y: 0))
        try layout.prepare(in: layout.context)
        // Half of W: 7.5°, turned about a point 604 below the centre, which moves the centre by
        // (604 sin 7.5°, 604 (1 − cos 7.5°)) = (78.838, 5.167) besides the 175 of travel.
        let top = try Self.card(layout, 0).transform
        #expect(Self.close(top.a, 0.991445) && Self.close(top.b, 0.130526))
        #expect(Self.close(top.tx, 253.838) && Self.close(top.ty, 5.167))
        // Past the threshold (140): every card behind has risen a place.
        #expect(Self.close(try Self.card(layout, 1).transform.a, 1))
        #expect(Self.close(try Self.card(layout, 2).transform.a, 0.95))
        // Half way to it (70): half a place.
        try layout.dragTopCard(by: CGPoint(x: -70, y: 30))
        let second = try Self.card(layout, 1).transform
        #expect(Self.close(second.a, 0.975) && Self.close(second.ty, 5))
        // Beyond W the turn stops at 15°.
        try layout.dragTopCard(by: CGPoint(x: -700, y: 0))
        #expect(Self.close(try Self.card(layout, 0).transform.a, 0.965926))
    }

    @Test func releasedPastTheThresholdsTheCardLeaves() throws {
        let layout = try Self.deck()
        try layout.dragTopCard(by: CGPoint(x: 150, y: 0))
        #expect(layout.releaseTopCard(velocity: .zero) == .right)
        try layout.dragTopCard(by: CGPoint(x: -150, y: 0))
        #expect(layout.releaseTopCard(velocity: .zero) == .left)
        // Short of 140, but flung faster than 800 pt/s: the fling's way.
        try layout.dragTopCard(by: CGPoint(x: 100, y: 0))
        #expect(layout.releaseTopCard(velocity: CGPoint(x: -900, y: 0)) == .left)
        // Short of both: it springs back.
        #expect(layout.releaseTopCard(velocity: CGPoint(x: 800, y: 0)) == nil)
        layout.returnTopCard()
        #expect(layout.dragTranslation == .zero)
    }

    @Test func aCardLeavesAndComesBackByItsSide() throws {
        let layout = try Self.deck()
        try layout.dragTopCard(by: CGPoint(x: 150, y: 20))
        #expect(layout.releaseTopCard(velocity: .zero) == .right)
        // Off the right: 1.5 bounds widths (585) at the finger's height (20), turned 15°:
        // tx = 585 + 604 sin 15° = 741.33, ty = 20 + 604 (1 − cos 15°) = 40.58.
        let gone = try #require(layout.finalLayoutAttributesForDisappearingItem(at: ItemPath(item: 0, section: 0)))
        #expect(Self.close(gone.transform.a, 0.965926))
        #expect(Self.close(gone.transform.tx, 741.327) && Self.close(gone.transform.ty, 40.580))
        // Undone: it comes back from there.
        #expect(layout.initialLayoutAttributesForAppearingItem(at: ItemPath(item: 0, section: 0)) == gone)
        // The next top card starts at rest once the update is prepared.
        layout.prepare(forCollectionViewUpdates: [UpdateItem(updateAction: .delete, indexPathBeforeUpdate: ItemPath(item: 0, section: 0), indexPathAfterUpdate: nil)])
        #expect(layout.dragTranslation == .zero)
    }

    @Test func voiceOverReadsTheTopCardAlone() throws {
        let layout = try Self.deck()
        let shown = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 700))
        #expect(layout.accessibilityReadingOrder(of: shown).map(\.indexPath.item) == [0])
    }

    @Test func badValuesAreRefusedByName() throws {
        let layout = try Self.deck()
        let nan = #expect(throws: LayoutError.self) { try layout.dragTopCard(by: CGPoint(x: CGFloat.nan, y: 0)) }
        #expect(nan?.description.contains("translation") == true)
        #expect(layout.dragTranslation == .zero)
        var configuration = CardDeckConfiguration()
        configuration.maximumRotation = 120
        #expect(throws: LayoutError.invalidValue(name: "maximumRotation", value: 120, expected: "degrees in 0…90")) {
            try CardDeckLayout(configuration: configuration)
        }
        configuration = CardDeckConfiguration()
        configuration.cardsBehind = -1
        let negative = #expect(throws: LayoutError.self) { try layout.setConfiguration(configuration) }
        #expect(negative?.description.contains("cardsBehind") == true)
        configuration = CardDeckConfiguration()
        configuration.velocityThreshold = .infinity
        #expect(throws: LayoutError.self) { try CardDeckLayout(configuration: configuration) }
        #expect(throws: LayoutError.unsupportedSectionCount(layout: "CardDeckLayout", count: 2, supported: 1)) {
            try layout.prepare(in: LayoutContext(bounds: CGRect(x: 0, y: 0, width: 390, height: 700), itemCounts: [3, 3]),
                               invalidating: .dataCounts)
        }
    }

    /// The contract against brute force for random decks, drags and viewports.
    @Test func agreesWithBruteForce() async {
        let input = zip(Gen.int(in: 0...12), Gen.cgFloat(in: -800...800), Gen.cgFloat(in: -300...300),
                        Gen.cgFloat(in: 200...900), Gen.int(in: 0...5))
        await propertyCheck(count: 150, input: input) { count, dx, dy, height, behind in
            var configuration = CardDeckConfiguration()
            configuration.cardsBehind = behind
            let layout = try CardDeckLayout(configuration: configuration)
            try layout.prepare(in: LayoutContext(bounds: CGRect(x: 0, y: 0, width: 390, height: height), itemCounts: [count]))
            try layout.dragTopCard(by: CGPoint(x: dx, y: dy))
            try layout.prepare(in: layout.context)
            for rect in [CGRect(x: 0, y: 0, width: 390, height: height), CGRect(x: 200, y: height / 2, width: 400, height: 40)] {
                checkLayoutContract(layout, rect: rect, checksContentCoverage: false)
            }
            let shown = layout.layoutAttributesForElements(in: CGRect(x: -2000, y: -2000, width: 4000, height: 4000))
            #expect(shown.count == min(count, behind + 1))
        }
    }
}
