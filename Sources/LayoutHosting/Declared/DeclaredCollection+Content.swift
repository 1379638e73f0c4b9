import DiffableData
import Foundation
import LayoutCore

extension DeclaredCollection {
    /// Shows `sections` through the difference from what is shown; the items on screen that stay
    /// are configured again (their values, or the state their cells read, may have changed).
    /// Throws a `SnapshotError` naming repeated ids, showing what was shown.
    func show(_ sections: [(id: SectionID, items: [ItemID])], animated: Bool) throws {
        var snapshot = DiffableSnapshot<SectionID, ItemID>()
        try snapshot.appendSections(sections.map(\.id))
        for section in sections { try snapshot.appendItems(section.items, toSection: section.id) }
        try snapshot.reconfigureItems(itemsOnScreen.filter { snapshot.indexOfItem($0) != nil })
        try data.apply(snapshot, animatingDifferences: animated, completion: nil)
    }

    /// The items whose cells are on screen, in index-path order.
    var itemsOnScreen: [ItemID] {
        let paths = host.engine.platform?.shownElements.filter { $0.category == .cell }.map(\.indexPath) ?? []
        return paths.sorted().compactMap(data.itemIdentifier(shownAt:))
    }

    /// The item shown at `indexPath` (the arrangement on screen, during a movement too).
    package func itemIdentifier(at indexPath: ItemPath) -> ItemID? {
        data.itemIdentifier(shownAt: indexPath)
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
