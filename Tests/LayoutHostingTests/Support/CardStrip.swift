import Foundation
@_spi(Testing) import LayoutCore

/// Cards 100 wide across a 390-wide strip, selecting the one at the centre: a layout that
/// selects, whose VoiceOver order starts at the selection.
final class CardStrip: CollectionLayoutBase, SelectingLayout {
    var count: Int { context.numberOfItems(inSection: 0) }
    override var collectionViewContentSize: CGSize { CGSize(width: CGFloat(count) * 100 + 290, height: 300) }
    override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        (0..<count).compactMap { layoutAttributesForItem(at: ItemPath(item: $0, section: 0)) }.filter { $0.frame.intersects(rect) }
    }
    override func layoutAttributesForItem(at indexPath: ItemPath) -> LayoutAttributes? {
        guard indexPath.section == 0, (0..<count).contains(indexPath.item) else { return nil }
        return LayoutAttributes(forCellWith: indexPath, frame: CGRect(x: 145 + CGFloat(indexPath.item) * 100, y: 0, width: 100, height: 300))
    }
    var selectedItem: ItemPath? {
        count == 0 ? nil : ItemPath(item: min(count - 1, max(0, Int((context.bounds.minX / 100).rounded()))), section: 0)
    }
    func contentOffset(selecting item: ItemPath) -> CGPoint { CGPoint(x: CGFloat(item.item) * 100, y: 0) }
}
