@_spi(Testing) import CompositionalLayoutModule
import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import Motion
@_spi(Testing) import Simulation
import Testing

/// Estimated sizes: the content's size replaces the estimate and later items move.
@Suite struct SelfSizingTests {
    /// Rows estimated at 44 with 4 points between them.
    static func estimatedList() -> CompositionalLayout {
        let row = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(44)),
                                         subitems: [item(.fractionalWidth(1), .estimated(44))])
        let section = LayoutSection(group: row)
        section.interGroupSpacing = 4
        return CompositionalLayout(section: section)
    }

    static func resolve(_ layout: CompositionalLayout, item: Int, section: Int = 0, height: CGFloat) {
        let original = layout.layoutAttributesForItem(at: ItemPath(item: item, section: section))!
        var preferred = original
        preferred.frame.size.height = height
        #expect(layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        layout.invalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    }

    @Test func aResolvedHeightMovesEveryLaterItem() throws {
        let layout = try prepared(Self.estimatedList(), itemCounts: [100, 3])
        #expect(cellFrame(layout, 5) == CGRect(x: 0, y: 240, width: 390, height: 44))
        // 100 rows: 100·44 + 99·4 = 4796; then 3·44 + 2·4 = 140.
        #expect(layout.collectionViewContentSize.height == 4936)
        Self.resolve(layout, item: 2, height: 100)
        #expect(cellFrame(layout, 2) == CGRect(x: 0, y: 96, width: 390, height: 100))
        #expect(cellFrame(layout, 3)?.minY == 200)
        #expect(cellFrame(layout, 5)?.minY == 296)
        #expect(cellFrame(layout, 0, section: 1)?.minY == 4852)
        #expect(layout.collectionViewContentSize.height == 4992)
        // A smaller size moves them back up.
        Self.resolve(layout, item: 2, height: 20)
        #expect(cellFrame(layout, 5)?.minY == 216)
        checkCompositionalContract(layout, rect: CGRect(x: 0, y: 100, width: 390, height: 400))
    }

    @Test func onlyEstimatedCellsInEstimatedGroupsSizeThemselves() throws {
        let layout = try prepared(CompositionalLayout.list(), itemCounts: [5])
        let original = try #require(layout.layoutAttributesForItem(at: ItemPath(item: 1, section: 0)))
        var preferred = original
        preferred.frame.size.height = 80
        #expect(!layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
    }

    @Test func stackedItemsInAVerticalEstimatedGroupPushEachOther() throws {
        let column = LayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .estimated(110)),
                                          subitems: [item(.fractionalWidth(1), .estimated(50))])
        column.interItemSpacing = .fixed(10)
        // Two 50-point items and 10 between them fill the 110-point estimate: two per group.
        let layout = try prepared(CompositionalLayout(section: LayoutSection(group: column)), itemCounts: [4])
        #expect(cellFrame(layout, 1)?.minY == 60)
        #expect(cellFrame(layout, 2)?.minY == 110)
        Self.resolve(layout, item: 0, height: 90)
        #expect(cellFrame(layout, 1)?.minY == 100)
        #expect(cellFrame(layout, 2)?.minY == 150)
        checkCompositionalContract(layout, rect: CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func theSimulatedViewSizesTheVisibleCells() throws {
        let layout = Self.estimatedList()
        let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 300), layout: layout,
                                               itemCounts: [1000], clock: ManualClock())
        var asked = Set<Int>()
        view.preferredSizeProvider = { attributes in
            asked.insert(attributes.indexPath.item)
            return CGSize(width: attributes.frame.width, height: attributes.indexPath.item.isMultiple(of: 2) ? 60 : 30)
        }
        view.layoutIfNeeded()
        view.setContentOffset(.zero, animated: false)
        view.setContentOffset(CGPoint(x: 0, y: 1), animated: false)
        // Pairs of 60 + 30 with 4 after each: 98 per pair. The first six rows are resolved.
        #expect(cellFrame(layout, 4) == CGRect(x: 0, y: 196, width: 390, height: 60))
        #expect(cellFrame(layout, 5) == CGRect(x: 0, y: 260, width: 390, height: 30))
        // Far rows keep the estimate, and were never asked.
        #expect(cellFrame(layout, 500)?.height == 44)
        #expect(!asked.contains(500))
        #expect(view.visibleElements.allSatisfy { $0.frame.height == ($0.indexPath.item.isMultiple(of: 2) ? 60 : 30) })
    }
}
