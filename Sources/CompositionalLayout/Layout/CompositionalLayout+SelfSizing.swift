import Foundation
import LayoutCore

extension CompositionalLayout: SelfSizingLayout {
    /// True for a cell that sizes itself (estimated along the scroll axis in a section whose
    /// group is estimated too) when its preferred length differs from the current one.
    public func shouldInvalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                       withOriginalAttributes original: LayoutAttributes) -> Bool {
        guard preferred.category == .cell, sections.indices.contains(preferred.indexPath.section) else { return false }
        let section = sections[preferred.indexPath.section], item = preferred.indexPath.item
        let length = preferred.frame.size[axis]
        return section.isEstimated && item >= 0 && item < section.itemCount
            && section.template.leaves[item % section.itemsPerGroup].isSelfSizing
            && length.isFinite && length >= 0 && length != original.frame.size[axis]
    }

    /// Re-flows the cell's group and moves every later group and section: O(log n + sections).
    /// A cell wholly before the visible rect moves the content offset by the growth, so what is
    /// on screen stays put.
    @discardableResult
    public func invalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                 withOriginalAttributes original: LayoutAttributes) -> SelfSizingAdjustment {
        let index = preferred.indexPath.section
        let oldContentSize = collectionViewContentSize
        guard sections.indices.contains(index),
              sections[index].resolve(item: preferred.indexPath.item, length: preferred.frame.size[axis]) else { return .none }
        layoutSections()
        return SelfSizingAdjustment(resizing: original.frame, contentSizeFrom: oldContentSize,
                                    to: collectionViewContentSize, visibleBounds: context.bounds)
    }
}
