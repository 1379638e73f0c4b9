import Foundation
import Testing
import CollectionLayouts
import CollectionLayoutsTesting

/// The code of the catalogue's articles (Waterfall, JustifiedRows, AlignedFlow), run as written,
/// with the numbers the articles state.
@Suite("Catalogue article examples")
struct CatalogueArticleExamples {
    struct Pin { let aspectRatio: CGFloat; let isBanner: Bool }
    struct Photo { let aspectRatio: CGFloat }

    @Test func waterfall() throws {
        let pins = (0..<40).map { Pin(aspectRatio: [0.75, 1, 1.5][$0 % 3], isBanner: $0 % 12 == 11) }
        var configuration = WaterfallLayoutConfiguration(columns: .minimumWidth(150), columnSpacing: 8, itemSpacing: 8,
                                                         sectionInset: LayoutEdgeInsets(all: 8)) { path in
            .aspectRatio(pins[path.item].aspectRatio)
        }
        configuration.spansAllColumns = { path in pins[path.item].isBanner }
        let board = try WaterfallLayout(configuration: configuration)
        // In a 390-point-wide view: W = 374, ⌊382 / 158⌋ = 2 columns of (374 − 8) / 2 = 183.
        let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 844), layout: board, itemCounts: [pins.count], clock: ManualClock())
        #expect(view.layoutAttributesForItem(at: ItemPath(item: 0, section: 0))?.frame == CGRect(x: 8, y: 8, width: 183, height: 244))
        #expect(view.layoutAttributesForItem(at: ItemPath(item: 1, section: 0))?.frame.minX == 199)
        #expect(view.layoutAttributesForItem(at: ItemPath(item: 11, section: 0))?.frame.width == 374)
        #expect(board.contractViolations(in: view.bounds) == [])
    }

    @Test func justifiedRows() throws {
        let photos = [[2, 2, 1, 1, 2, 1.5, 0.5].map { Photo(aspectRatio: $0) }]
        var configuration = JustifiedLayoutConfiguration(targetRowHeight: 100, spacing: 10) { path in
            photos[path.section][path.item].aspectRatio
        }
        configuration.maximumRowHeight = 200
        configuration.headerReferenceSize = CGSize(width: 0, height: 44)
        configuration.sectionHeadersPinToVisibleBounds = true
        let library = try JustifiedLayout(configuration: configuration)
        // In 410 points, photos of 2, 2, 1, 1, 2, 1.5 and 0.5: a row of the two 2s at exactly 100
        // (a third photo would bring it to 78); a row of 1, 1 and 2 at 97.5 (without the 2 it would be
        // 200 tall); the last row, 1.5 and 0.5, at 100, 150 and 50 wide.
        let view = try SimulatedCollectionView(size: CGSize(width: 410, height: 600), layout: library, itemCounts: [7], clock: ManualClock(),
                                               registering: ViewRegistry(supplementaryKinds: [ElementCategory.headerKind]))
        let heights = (0..<7).compactMap { view.layoutAttributesForItem(at: ItemPath(item: $0, section: 0))?.frame.height }
        #expect(heights == [100, 100, 97.5, 97.5, 97.5, 100, 100])
        let widths = (0..<7).compactMap { view.layoutAttributesForItem(at: ItemPath(item: $0, section: 0))?.frame.width }
        #expect(widths == [200, 200, 97.5, 97.5, 195, 150, 50])
    }

    @Test func alignedFlow() throws {
        var configuration = FlowLayoutConfiguration(minimumLineSpacing: 10, minimumInteritemSpacing: 10,
                                                    sectionInset: LayoutEdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
        configuration.estimatedItemSize = CGSize(width: 80, height: 32)   // tags size themselves
        configuration.lineAlignment = .leading
        configuration.itemAlignment = .top
        let tags = try FlowLayout(configuration: configuration)
        // Tags 80, 60 and 100 wide in 300 points: at x = 10, 100 and 170; centred, 30, 120 and 190.
        let view = try SimulatedCollectionView(size: CGSize(width: 320, height: 480), layout: tags, itemCounts: [3], clock: ManualClock())
        view.preferredSizeProvider = { CGSize(width: [80, 60, 100][$0.indexPath.item], height: 32) }
        view.layoutIfNeeded()
        func xs() -> [CGFloat] { (0..<3).compactMap { view.layoutAttributesForItem(at: ItemPath(item: $0, section: 0))?.frame.minX } }
        #expect(xs() == [10, 100, 170])
        try tags.update { $0.lineAlignment = .center }
        view.layoutIfNeeded()
        #expect(xs() == [30, 120, 190])
    }
}
