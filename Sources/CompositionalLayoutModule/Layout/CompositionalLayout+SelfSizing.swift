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
    /// O(cells per group + log n + sections). Answers the content size's change; the host moves
    /// the offset so that the cell the person is looking at stays put.
    @discardableResult
    public func invalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                 withOriginalAttributes original: LayoutAttributes) -> SelfSizingAdjustment {
        let index = preferred.indexPath.section
        let oldContentSize = collectionViewContentSize
        guard sections.indices.contains(index),
              sections[index].resolve(item: preferred.indexPath.item, length: preferred.frame.size[axis]) else { return .none }
        layoutSections()
        return SelfSizingAdjustment(contentSizeFrom: oldContentSize, to: collectionViewContentSize)
    }

    /// The lengths reported before a batch update follow their items to their places after it,
    /// in sections solved for the same environment; every other length starts from its estimate,
    /// and a reloaded item is measured again. O(n) at most, once per update.
    func carryReportedLengths(through updateItems: [UpdateItem]) {
        guard let (before, estimated) = sectionsBeforeUpdate else { return }
        sectionsBeforeUpdate = nil
        guard estimated.count == sections.count, before.contains(where: { !$0.resolvedLengths.isEmpty }),
              let plan = try? BatchUpdates(updateItems).validated(from: before.map(\.itemCount), to: sections.map(\.itemCount))
        else { return }
        sections = estimated
        for (index, old) in before.enumerated() {
            for (item, length) in old.resolvedLengths {
                let path = ItemPath(item: item, section: index)
                guard !plan.isReloaded(itemAt: path), let moved = plan.indexPathAfterUpdate(forItemAt: path),
                      sections[moved.section].environment == old.environment else { continue }
                _ = sections[moved.section].resolve(item: moved.item, length: length)
            }
        }
        layoutSections()
    }

    /// True for a cell that sizes itself and has no length reported yet.
    public func hasEstimatedSize(_ key: ElementKey) -> Bool {
        guard key.category == .cell, sections.indices.contains(key.indexPath.section) else { return false }
        return sections[key.indexPath.section].hasEstimatedLength(item: key.indexPath.item)
    }
}
