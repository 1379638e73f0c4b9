import CollectionLayouts
import Foundation

// The complete layout of the article "Writing your own layout" (LayoutCore.docc), compiled here.

/// Rows of one height stepping right and back every four rows, like a staircase.
final class StaircaseLayout: CollectionLayoutBase {
    let rowHeight: CGFloat = 60
    let step: CGFloat = 20

    private var count: Int { context.itemCounts.first ?? 0 }

    override var collectionViewContentSize: CGSize {
        CGSize(width: context.bounds.width, height: CGFloat(count) * rowHeight)
    }

    override func layoutAttributesForItem(at indexPath: ItemPath) -> LayoutAttributes? {
        guard indexPath.section == 0, (0..<count).contains(indexPath.item) else { return nil }
        let inset = CGFloat(indexPath.item % 4) * step
        return LayoutAttributes(forCellWith: indexPath,
                                frame: CGRect(x: inset, y: CGFloat(indexPath.item) * rowHeight,
                                              width: context.bounds.width - 3 * step, height: rowHeight))
    }

    // O(k): the rows the rect meets come from a formula, never from a walk over all n.
    override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        guard rect.minY.isFinite, rect.maxY.isFinite, count > 0 else { return [] }
        let first = max(0, Int((rect.minY / rowHeight).rounded(.down)))
        let last = min(count - 1, Int((rect.maxY / rowHeight).rounded(.up)))
        guard first <= last else { return [] }
        return (first...last).compactMap { layoutAttributesForItem(at: ItemPath(item: $0, section: 0)) }
            .filter { $0.isShown(in: rect) }
    }
}
