@_spi(Testing) import CompositionalLayoutModule
import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import Motion
import PropertyBased
@_spi(Testing) import Simulation
import TestSupport
import Testing

/// Self-sizing cells inside nested estimated groups: each estimated group around a cell takes
/// its content's length and pushes what follows it.
@Suite struct NestedSelfSizingTests {
    /// `selfSizingCards()`: per card a title (item 3c) over a row of items 3c+1 and 3c+2.
    /// Card: insets 10/16/10/16, 8 between title and row; row cells (358 − 10) / 2 = 174 wide;
    /// estimates 30 + 8 + 40 plus insets 20 = 98; 12 between cards, so card c starts at 110c.
    static func cards(count: Int = 6) throws -> CompositionalLayout {
        try prepared(CompositionalLayout.selfSizingCards(), itemCounts: [count])
    }

    static func resolve(_ layout: CompositionalLayout, item: Int, height: CGFloat) {
        SelfSizingTests.resolve(layout, item: item, height: height)
    }

    @Test func theEstimatesPlaceTitleOverRow() throws {
        let layout = try Self.cards()
        #expect(cellFrame(layout, 0) == CGRect(x: 16, y: 10, width: 358, height: 30))
        #expect(cellFrame(layout, 1) == CGRect(x: 16, y: 48, width: 174, height: 40))
        #expect(cellFrame(layout, 2) == CGRect(x: 200, y: 48, width: 174, height: 40))
        #expect(cellFrame(layout, 3) == CGRect(x: 16, y: 120, width: 358, height: 30))
        // Two cards: 98 + 12 + 98.
        #expect(layout.collectionViewContentSize.height == 208)
    }

    @Test func aTallerRowCellGrowsItsRowAndItsCard() throws {
        let layout = try Self.cards()
        Self.resolve(layout, item: 1, height: 70)
        // The row is as tall as its taller cell: 70, so the card is 10 + 30 + 8 + 70 + 10 = 128.
        #expect(cellFrame(layout, 1) == CGRect(x: 16, y: 48, width: 174, height: 70))
        // The other cell of the row keeps its own height.
        #expect(cellFrame(layout, 2) == CGRect(x: 200, y: 48, width: 174, height: 40))
        #expect(cellFrame(layout, 3)?.minY == 150)  // 128 + 12 + 10
        #expect(layout.collectionViewContentSize.height == 238)  // 128 + 12 + 98
        checkCompositionalContract(layout, rect: CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func aTallerTitlePushesTheRowBelowIt() throws {
        let layout = try Self.cards()
        Self.resolve(layout, item: 1, height: 70)
        Self.resolve(layout, item: 0, height: 50)
        // The title grows by 20: the row moves to 10 + 50 + 8 = 68 and the card is 148.
        #expect(cellFrame(layout, 0) == CGRect(x: 16, y: 10, width: 358, height: 50))
        #expect(cellFrame(layout, 1) == CGRect(x: 16, y: 68, width: 174, height: 70))
        #expect(cellFrame(layout, 2) == CGRect(x: 200, y: 68, width: 174, height: 40))
        #expect(cellFrame(layout, 3)?.minY == 170)  // 148 + 12 + 10
        // A smaller row cell shrinks the row back to its other cell's 40: the card is 118.
        Self.resolve(layout, item: 1, height: 20)
        #expect(cellFrame(layout, 2)?.minY == 68)
        #expect(cellFrame(layout, 3)?.minY == 140)  // 118 + 12 + 10
        #expect(layout.collectionViewContentSize.height == 228)  // 118 + 12 + 98
    }

    @Test func aNestedGroupsBadgeFollowsTheResizedGroup() throws {
        let title = item(.fractionalWidth(1), .estimated(30))
        let badge = LayoutSupplementaryItem(layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
                                            containerAnchor: LayoutAnchor(edges: [.bottom, .trailing]))
        let row = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(40)),
                                         subitem: item(.fractionalWidth(1), .estimated(40)), count: 2)
        row.interItemSpacing = .fixed(10)
        row.supplementaryItems = [badge]
        let card = LayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .estimated(98)), subitems: [title, row])
        card.interItemSpacing = .fixed(8)
        card.contentInsets = LayoutEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        let layout = try prepared(CompositionalLayout(section: LayoutSection(group: card)), itemCounts: [3])
        let path = ItemPath(item: 1, section: 0)
        // In the row's bottom trailing corner: the row is x 16…374, y 48…88.
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: path)?.frame
            == CGRect(x: 354, y: 68, width: 20, height: 20))
        Self.resolve(layout, item: 0, height: 50)
        Self.resolve(layout, item: 1, height: 70)
        // The row is now y 68…138.
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: path)?.frame
            == CGRect(x: 354, y: 118, width: 20, height: 20))
        checkCompositionalContract(layout, rect: CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func aNestedEstimateShorterThanItsCellsGrowsBeforeAnythingIsReported() throws {
        // The row is estimated 40 but its cells 60: the row is 60, the card 10 + 30 + 8 + 60 + 10 = 118.
        let row = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(40)),
                                         subitem: item(.fractionalWidth(1), .estimated(60)), count: 2)
        row.interItemSpacing = .fixed(10)
        let card = LayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .estimated(98)),
                                        subitems: [item(.fractionalWidth(1), .estimated(30)), row])
        card.interItemSpacing = .fixed(8)
        card.contentInsets = LayoutEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        let section = LayoutSection(group: card)
        section.interGroupSpacing = 12
        let layout = try prepared(CompositionalLayout(section: section), itemCounts: [6])
        #expect(cellFrame(layout, 1) == CGRect(x: 16, y: 48, width: 174, height: 60))
        #expect(cellFrame(layout, 3)?.minY == 140)  // 118 + 12 + 10
        #expect(layout.collectionViewContentSize.height == 248)  // 118 + 12 + 118
        // With the row first, the title follows the grown row.
        let flipped = LayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .estimated(98)),
                                           subitems: [row, item(.fractionalWidth(1), .estimated(30))])
        flipped.interItemSpacing = .fixed(8)
        let flippedLayout = try prepared(CompositionalLayout(section: LayoutSection(group: flipped)), itemCounts: [3])
        // The row is 0…60, the title 68…98.
        #expect(cellFrame(flippedLayout, 0) == CGRect(x: 0, y: 0, width: 190, height: 60))
        #expect(cellFrame(flippedLayout, 2) == CGRect(x: 0, y: 68, width: 390, height: 30))
        #expect(flippedLayout.collectionViewContentSize.height == 98)
    }

    @Test func cellsUnderAFixedNestedGroupDoNotSizeThemselves() throws {
        let row = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)),
                                         subitem: item(.fractionalWidth(1), .estimated(40)), count: 2)
        let card = LayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .estimated(78)),
                                        subitems: [item(.fractionalWidth(1), .estimated(30)), row])
        card.interItemSpacing = .fixed(8)
        let layout = try prepared(CompositionalLayout(section: LayoutSection(group: card)), itemCounts: [3])
        let original = try #require(layout.layoutAttributesForItem(at: ItemPath(item: 1, section: 0)))
        var preferred = original
        preferred.frame.size.height = 70
        #expect(!layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        // The title directly in the estimated card still does.
        Self.resolve(layout, item: 0, height: 50)
        #expect(cellFrame(layout, 1)?.minY == 58)
    }

    @Test func aPartlyFilledLastCardIsAsTallAsItsCells() throws {
        // Four items: the second card holds only its title: 10 + 30 + 10 = 50.
        let layout = try Self.cards(count: 4)
        #expect(cellFrame(layout, 3) == CGRect(x: 16, y: 120, width: 358, height: 30))
        #expect(layout.collectionViewContentSize.height == 160)  // 98 + 12 + 50
        Self.resolve(layout, item: 3, height: 44)
        #expect(layout.collectionViewContentSize.height == 174)  // 98 + 12 + 64
    }

    @Test func theSimulatedViewSizesNestedCells() throws {
        let layout = CompositionalLayout.selfSizingCards()
        let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 600), layout: layout,
                                               itemCounts: [300], clock: ManualClock())
        // Titles 24 tall; row cells alternately 50 and 90: every card is 10 + 24 + 8 + 90 + 10 = 142.
        view.preferredSizeProvider = { attributes in
            let item = attributes.indexPath.item
            let height: CGFloat = item % 3 == 0 ? 24 : (item % 3 == 1 ? 50 : 90)
            return CGSize(width: attributes.frame.width, height: height)
        }
        view.layoutIfNeeded()
        view.setContentOffset(CGPoint(x: 0, y: 1), animated: false)
        view.setContentOffset(.zero, animated: false)
        for card in 0..<4 {
            let top = CGFloat(card) * (142 + 12)
            #expect(cellFrame(layout, 3 * card) == CGRect(x: 16, y: top + 10, width: 358, height: 24))
            #expect(cellFrame(layout, 3 * card + 1) == CGRect(x: 16, y: top + 42, width: 174, height: 50))
            #expect(cellFrame(layout, 3 * card + 2) == CGRect(x: 200, y: top + 42, width: 174, height: 90))
        }
    }

    @Test func cardOffsetsEqualARunningSumOfTheirResolvedContent() async {
        let heights = Gen.cgFloat(in: 5...120)
        await propertyCheck(count: 100, input: zip(heights, heights, heights).array(of: 1...25)) { cards in
            let layout = try Self.cards(count: 3 * cards.count)
            for (card, lengths) in cards.enumerated().reversed() {
                for (offset, length) in [lengths.0, lengths.1, lengths.2].enumerated() {
                    let original = try #require(layout.layoutAttributesForItem(at: ItemPath(item: 3 * card + offset, section: 0)))
                    var preferred = original
                    preferred.frame.size.height = length
                    layout.invalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
                }
            }
            var top: CGFloat = 0
            for (card, (title, left, right)) in cards.enumerated() {
                #expect(close(cellFrame(layout, 3 * card), CGRect(x: 16, y: top + 10, width: 358, height: title), 1e-6))
                #expect(close(cellFrame(layout, 3 * card + 1), CGRect(x: 16, y: top + 18 + title, width: 174, height: left), 1e-6))
                #expect(close(cellFrame(layout, 3 * card + 2), CGRect(x: 200, y: top + 18 + title, width: 174, height: right), 1e-6))
                top += 10 + title + 8 + max(left, right) + 10 + 12
            }
            #expect(close(layout.collectionViewContentSize.height, top - 12, 1e-6))
            checkCompositionalContract(layout, rect: CGRect(x: 0, y: top / 3, width: 390, height: 500))
        }
    }
}
