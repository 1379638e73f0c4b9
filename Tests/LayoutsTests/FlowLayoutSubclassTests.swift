import CollectionLayoutsTesting
import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import Layouts
import Testing

/// `FlowLayout` is open, as `UICollectionViewFlowLayout` is: a subclass changes the attributes it
/// computes and keeps the contract.
@Suite("FlowLayout subclass")
struct FlowLayoutSubclassTests {
    /// Every second item at half opacity, as an app's subclass might fade them.
    final class FadingFlowLayout: FlowLayout {
        static func faded(_ attributes: LayoutAttributes) -> LayoutAttributes {
            var attributes = attributes
            if attributes.category == .cell, attributes.indexPath.item % 2 == 1 { attributes.alpha = 0.5 }
            return attributes
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
            super.layoutAttributesForElements(in: rect).map(Self.faded)
        }

        override func layoutAttributesForItem(at indexPath: ItemPath) -> LayoutAttributes? {
            super.layoutAttributesForItem(at: indexPath).map(Self.faded)
        }
    }

    static func prepared<Layout: FlowLayout>(_ layout: Layout) throws -> Layout {
        layout.hostState.context = LayoutContext(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), itemCounts: [40])
        try layout.prepare()
        return layout
    }

    static let configuration = FlowLayoutConfiguration(itemSize: CGSize(width: 100, height: 100), minimumLineSpacing: 10,
                                                       minimumInteritemSpacing: 10, sectionInset: LayoutEdgeInsets(all: 10))

    /// Three 100-pt items fit a 370-pt line (3·100 + 2·10 = 320 ≤ 370); the spare 50 pt widen
    /// the two gaps to 35 pt, so item 1 is at x = 10 + 100 + 35 = 145, and line 2 (items 3 to
    /// 5) at y = 10 + 100 + 10 = 120. The subclass changes only the alpha.
    @Test func theSubclassChangesItsAttributesAndKeepsTheGrid() throws {
        let layout = try Self.prepared(FadingFlowLayout(configuration: Self.configuration))
        let one = try #require(layout.layoutAttributesForItem(at: ItemPath(item: 1, section: 0)))
        #expect(one.frame == CGRect(x: 145, y: 10, width: 100, height: 100))
        #expect(one.alpha == 0.5)
        #expect(layout.layoutAttributesForItem(at: ItemPath(item: 4, section: 0))?.frame.origin == CGPoint(x: 145, y: 120))
        #expect(layout.layoutAttributesForItem(at: ItemPath(item: 4, section: 0))?.alpha == 1)
    }

    @Test func theSubclassKeepsTheContractWhereverTheRectIs() throws {
        let layout = try Self.prepared(FadingFlowLayout(configuration: Self.configuration))
        for top in stride(from: -200, through: 1_500, by: 173) {
            let rect = CGRect(x: 0, y: CGFloat(top), width: 390, height: 844)
            layout.hostState.context.bounds = rect
            #expect(layout.contractViolations(in: rect) == [])
        }
    }
}
