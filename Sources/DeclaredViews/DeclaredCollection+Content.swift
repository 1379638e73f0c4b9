@_spi(Testing) import DiffableData
import Foundation
import LayoutCore
import LayoutHosting

extension DeclaredCollection {
    /// Shows `sections` through the difference from what is shown, then configures again the
    /// cells of the items in `changedItems` (`nil`: of every item, the values unknown) among
    /// those shown before whose cells may exist (``itemsWhoseCellsMayExist``). Sections that are
    /// the storage the last update declared, still shown, cost nothing per item: no comparison,
    /// no cell configured again. When `itemEdits` tells how the ids changed since the last
    /// declaration, which the view still shows, what it shows is edited by those runs alone.
    /// While an item moves the cells stand in the movement's arrangement: they are
    /// configured on the first update after it.
    /// Throws a `SnapshotError` naming repeated ids, showing what was shown.
    /// - Complexity: O(s) for s sections when the storage is the last update's; O(r) for the r
    ///   ids in the runs `itemEdits` tells; otherwise O(n) to compare the ids once; then the
    ///   difference applied, and O(log n + k) for the k cells that may exist.
    func show(_ sections: [(id: SectionID, items: [ItemID])], changedItems: Set<ItemID>?, itemEdits: DeclaredItemEdits<ItemID>?,
              animated: Bool) throws {
        let previous = data.latest
        let isSameStorage = shown.map { $0.isShowing(sections, in: previous) } ?? false
        if !isSameStorage {
            if let itemEdits, let shown, shown.isShowing(zip(sections.map(\.id), itemEdits.previous).map { ($0, $1) }, in: previous),
               let edited = try previous.replacingRuns(itemEdits.runs, bySection: sections.map(\.items)) {
                if itemEdits.runs.contains(where: { !$0.removed.isEmpty || !$0.added.isEmpty }) {
                    try data.apply(edited, animatingDifferences: animated, completion: nil)
                }
            } else if !isShown(sections) {
                try data.apply(try snapshot(of: sections), animatingDifferences: animated, completion: nil)
            }
        }
        shown = ShownDeclaration(sections, in: data.latest)
        declaredTheShownStorage = isSameStorage
        guard configuresAfterMovement || (!isSameStorage && changedItems?.isEmpty != true) else { return }
        guard engine.interactiveMovement == nil else { return configuresAfterMovement = true }
        // After a movement the values the skipped updates changed are unknown.
        let changed = configuresAfterMovement ? nil : changedItems
        configuresAfterMovement = false
        // Items the difference inserted got their cells from it.
        let candidates = itemsWhoseCellsMayExist.filter { previous.indexOfItem($0) != nil }
        try data.reconfigureItems(changed.map { changed in candidates.filter(changed.contains) } ?? candidates)
    }

    /// Whether a cell that sizes itself is fitted to the width the layout gives it, its height
    /// free (a vertical list, table, waterfall or chat: as `UICollectionViewListCell` fits, the
    /// width `.required`, the height `.fittingSizeLevel`); otherwise to the height, its width free
    /// (a horizontal strip). Never free in both axes: a multi-line row measured without its width
    /// would come out one line wide.
    package var fitsCellsToWidth: Bool { scrollAxis == .vertical }

    /// Whether the item at `indexPath` is a row of a list-like layout, where swipe actions are
    /// offered as on a `List`'s rows: the view scrolls vertically and the cell spans more than
    /// half the width no bar covers (a table's or a compositional list's row, not a grid's tile).
    package func isRow(at indexPath: ItemPath) -> Bool {
        guard fitsCellsToWidth, let frame = engine.layoutAttributes(for: ElementKey(category: .cell, indexPath: indexPath))?.frame else {
            return false
        }
        return frame.width > view.bounds.inset(by: view.adjustedContentInset).width / 2
    }

    /// The items whose cells may exist, in index-path order: those on screen and those UIKit may
    /// have made ahead (prefetching, on by default, prepares the cells about to come on screen;
    /// `cellForItemAtIndexPath:` "returns any existing visible or prepared cell"), taken as the
    /// items within one screen of the visible rect along each axis.
    /// - Complexity: the layout's rect query, O(log n + k).
    package var itemsWhoseCellsMayExist: [ItemID] {
        let bounds = view.bounds
        let near = bounds.insetBy(dx: -bounds.width, dy: -bounds.height)
        let paths = engine.layoutAttributesForElements(in: near).filter { $0.category == .cell }.map(\.indexPath)
        return paths.sorted().compactMap(data.itemIdentifier(shownAt:))
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
    /// the applies waiting for a movement to settle are done), though declared in new storage:
    /// answered without building or matching a snapshot.
    /// - Complexity: O(n) comparisons of ids, no hashing.
    private func isShown(_ sections: [(id: SectionID, items: [ItemID])]) -> Bool {
        let shown = data.latest
        guard shown.sectionIdentifiers.count == sections.count else { return false }
        for (index, section) in sections.enumerated() {
            guard shown.sectionIdentifiers[index] == section.id, shown.items(inSectionAt: index).elementsEqual(section.items) else { return false }
        }
        return true
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
