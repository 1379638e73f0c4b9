import Foundation
@_spi(Testing) import LayoutCore

/// Rows 50 tall across 390 points, as many as section 0 has items, that move by shifting.
class ShiftingRows: CollectionLayoutBase {
    var count: Int { context.numberOfItems(inSection: 0) }
    override var collectionViewContentSize: CGSize { CGSize(width: 390, height: CGFloat(count) * 50) }
    override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        (0..<count).compactMap { layoutAttributesForItem(at: ItemPath(item: $0, section: 0)) }.filter { $0.frame.intersects(rect) }
    }
    override func layoutAttributesForItem(at indexPath: ItemPath) -> LayoutAttributes? {
        guard indexPath.section == 0, (0..<count).contains(indexPath.item) else { return nil }
        return LayoutAttributes(forCellWith: indexPath, frame: CGRect(x: 0, y: CGFloat(indexPath.item) * 50, width: 390, height: 50))
    }
    override var interactiveMovementStyle: InteractiveMovementStyle { .shiftsOthers }
}
