import DiffableData
import Foundation
import LayoutCore

extension DeclaredCollection {
    /// Shows `sections` through the difference from what is shown; the items on screen that stay
    /// are configured again (their values, or the state their cells read, may have changed),
    /// except while an item moves.
    /// Throws a `SnapshotError` naming repeated ids, showing what was shown.
    func show(_ sections: [(id: SectionID, items: [ItemID])], animated: Bool) throws {
        if isShown(sections) {
            // While an item moves, the cells on screen stand in the movement's arrangement, not
            // the data's: they are configured again on the first update after it.
            guard engine.interactiveMovement == nil else { return }
            return try data.reconfigureItems(itemsOnScreen)
        }
        let snapshot = try self.snapshot(of: sections)
        // Configured again once the difference is applied (marked in the snapshot, they would
        // cost a copy of it per stage).
        let onScreen = itemsOnScreen
        try data.apply(snapshot, animatingDifferences: animated, completion: nil)
        try data.reconfigureItems(onScreen.filter { snapshot.indexOfItem($0) != nil })
    }

    /// The snapshot of `sections`: with the sections the view will show, an edit of it (what
    /// changed, not every item hashed again); otherwise built. Throws a `SnapshotError` naming a
    /// repeated id.
    private func snapshot(of sections: [(id: SectionID, items: [ItemID])]) throws(SnapshotError) -> DiffableSnapshot<SectionID, ItemID> {
        let latest = data.latest
        if latest.sectionIdentifiers == sections.map(\.id), let edited = try latest.replacingItems(bySection: sections.map(\.items)) {
            return edited
        }
        var snapshot = DiffableSnapshot<SectionID, ItemID>()
        try snapshot.appendSections(sections.map(\.id))
        for section in sections { try snapshot.appendItems(section.items, toSection: section.id) }
        return snapshot
    }

    /// Whether the view shows `sections` already, the same ids in the same order (or will, once
    /// the applies waiting for a movement to settle are done): what most of an app's updates
    /// declare (a state change elsewhere on the screen, a binding the view itself wrote),
    /// answered without building or matching a snapshot.
    /// - Complexity: O(n) comparisons of ids, no hashing.
    private func isShown(_ sections: [(id: SectionID, items: [ItemID])]) -> Bool {
        let shown = data.latest
        guard shown.sectionIdentifiers.count == sections.count else { return false }
        for (index, section) in sections.enumerated() {
            guard shown.sectionIdentifiers[index] == section.id, shown.items(inSectionAt: index) == section.items else { return false }
        }
        return true
    }

    /// The items whose cells are on screen, in index-path order.
    var itemsOnScreen: [ItemID] {
        let paths = engine.platform?.shownElements.filter { $0.category == .cell }.map(\.indexPath) ?? []
        return paths.sorted().compactMap(data.itemIdentifier(shownAt:))
    }

    /// The item shown at `indexPath` (the arrangement on screen, during a movement too).
    package func itemIdentifier(at indexPath: ItemPath) -> ItemID? {
        data.itemIdentifier(shownAt: indexPath)
    }

    /// Where the view shows `id` now (during an update, in the data of its current stage).
    package func indexPath(of id: ItemID) -> ItemPath? {
        data.indexPath(for: id)
    }

    /// The supplementary element of `kind` at `indexPath`, named by the app's ids; `nil` when
    /// the path names no section shown.
    package func supplementaryElement(ofKind kind: String, at indexPath: ItemPath) -> SupplementaryElement<SectionID, ItemID>? {
        guard let section = data.sectionIdentifier(for: indexPath.section) else { return nil }
        let isSectionElement = kind == ElementCategory.headerKind || kind == ElementCategory.footerKind
        return SupplementaryElement(kind: kind, section: section, item: isSectionElement ? nil : data.itemIdentifier(for: indexPath),
                                    indexPath: indexPath)
    }

    /// The reordering handlers for `canMoveItem`: a move a person made reaches ``itemMoved``
    /// once the data source shows it.
    func reorderingHandlers(_ canMoveItem: ((ItemID) -> Bool)?) -> DiffableReorderingHandlers<SectionID, ItemID> {
        guard let canMoveItem else { return DiffableReorderingHandlers() }
        return DiffableReorderingHandlers(canReorderItem: canMoveItem, didReorder: { [weak self] transaction in
            guard let self, let move = ItemMove(transaction) else { return }
            tellApp { [weak self] in self?.itemMoved?(move) }
        })
    }
}
