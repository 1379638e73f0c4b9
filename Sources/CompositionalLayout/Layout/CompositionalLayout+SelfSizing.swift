import Foundation
import LayoutCore

extension CompositionalLayout: SelfSizingLayout {
    /// True for a cell that sizes itself (estimated along the scroll axis, and so is every group
    /// between it and the section, however deeply nested) when its preferred length differs
    /// from the current one.
    public func shouldInvalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                       withOriginalAttributes original: LayoutAttributes) -> Bool {
        guard preferred.category == .cell, sections.indices.contains(preferred.indexPath.section) else { return false }
        let section = sections[preferred.indexPath.section], item = preferred.indexPath.item
        let length = preferred.frame.size[axis]
        return section.isEstimated && item >= 0 && item < section.itemCount
            && section.template.leaves[item % section.itemsPerGroup].isSelfSizing
            && length.isFinite && length >= 0 && length != original.frame.size[axis]
    }

    /// Re-flows the cell's group (each estimated group around the cell takes its content's
    /// length, and pushes what follows it) and moves every later group and section:
    /// O(cells per group + log n + sections).
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
