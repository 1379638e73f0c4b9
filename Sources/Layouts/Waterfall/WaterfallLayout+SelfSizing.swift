import Foundation
import LayoutCore

extension WaterfallLayout {
    /// The item `indexPath` names, when it sizes itself.
    private func sizingItem(_ indexPath: ItemPath) -> Bool {
        sections.indices.contains(indexPath.section) && (0..<sections[indexPath.section].count).contains(indexPath.item)
            && sections[indexPath.section].sizesItself[indexPath.item]
    }

    /// True for an item of ``WaterfallItemSize/estimated(_:)`` length whose cell prefers another
    /// finite length along the scroll axis (its width across is its column's, whatever it prefers).
    public func shouldInvalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                       withOriginalAttributes original: LayoutAttributes) -> Bool {
        let length = preferred.frame.size[scrollDirection]
        return preferred.category == .cell && sizingItem(preferred.indexPath) && length.isFinite && length >= 0
            && length != sections[preferred.indexPath.section].lengths[preferred.indexPath.item]
    }

    /// Takes the item's length: the items after it in its column move, or, when it is coming in
    /// at the top (the view last scrolled toward the start and the item begins in the upper half
    /// of the bounds), the items before it, so nothing on screen moves; the item keeps its column.
    /// O(log n + c). Answers the content size's change.
    @discardableResult
    public func invalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                 withOriginalAttributes original: LayoutAttributes) -> SelfSizingAdjustment {
        let path = preferred.indexPath, axis = scrollDirection
        let length = preferred.frame.size[axis]
        guard preferred.category == .cell, sizingItem(path), length.isFinite, length >= 0,
              let current = layoutAttributesForItem(at: path) else { return .none }
        let oldContentSize = collectionViewContentSize
        // A cell coming in at the top, where the view is scrolling, grows away from what the
        // person has seen below it.
        let towardStart = lastScrollWasTowardStart && current.frame.min(axis) < context.bounds.mid(axis)
        sections[path.section].resolve(item: path.item, length: length, towardStart: towardStart)
        if towardStart { mayHaveGaps = true }
        bandLengthChanged(Int(sections[path.section].slots[path.item].band), inSection: path.section)
        return SelfSizingAdjustment(contentSizeFrom: oldContentSize, to: collectionViewContentSize)
    }

    /// True for an item that sizes itself whose cell has not reported its length.
    public func hasEstimatedSize(_ key: ElementKey) -> Bool {
        key.category == .cell && sections.indices.contains(key.indexPath.section)
            && sections[key.indexPath.section].hasEstimatedLength(key.indexPath.item)
    }
}
