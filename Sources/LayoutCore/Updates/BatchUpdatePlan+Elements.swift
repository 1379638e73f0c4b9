extension BatchUpdatePlan {
    /// Where the element `key` (before the update) is after it; `nil` when it is deleted.
    ///
    /// Cells follow ``indexPathAfterUpdate(forItemAt:)``. Supplementary and decoration views keep
    /// their item index and follow their section, so a section header stays its section's header.
    package func keyAfterUpdate(_ key: ElementKey) -> ElementKey? {
        switch key.category {
        case .cell:
            return indexPathAfterUpdate(forItemAt: key.indexPath).map { ElementKey(category: .cell, indexPath: $0) }
        case .supplementaryView, .decorationView:
            guard !isRemoved(section: key.indexPath.section),
                  let section = sectionAfterUpdate(key.indexPath.section) else { return nil }
            return ElementKey(category: key.category, indexPath: ItemPath(item: key.indexPath.item, section: section))
        }
    }

    /// Whether the element `key` (before the update) is replaced by a new view: deleted, or
    /// reloaded with its item or section.
    package func isReplaced(_ key: ElementKey) -> Bool {
        switch key.category {
        case .cell: isReloaded(itemAt: key.indexPath) || indexPathAfterUpdate(forItemAt: key.indexPath) == nil
        case .supplementaryView, .decorationView: isRemoved(section: key.indexPath.section)
        }
    }

    /// Whether the element `key` (after the update) is new: an inserted item, or any element of
    /// an inserted or reloaded section.
    package func isNew(_ key: ElementKey) -> Bool {
        switch key.category {
        case .cell: isInserted(itemAt: key.indexPath)
        case .supplementaryView, .decorationView: isInserted(section: key.indexPath.section)
        }
    }
}
