/// What a diffable data source does when a person moves an item: Apple's
/// `UICollectionViewDiffableDataSource.ReorderingHandlers`. Reordering is on once
/// ``canReorderItem`` is set, and only for the items it allows.
///
/// The data source changes its own snapshot when a movement ends: ``willReorder`` hears the
/// transaction before, ``didReorder`` after, when the data source's snapshot already equals the
/// transaction's final snapshot. Update the app's store in ``didReorder``.
public struct DiffableReorderingHandlers<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// The reorder's transaction.
    public typealias Transaction = DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>

    /// Whether the item may begin moving; without it nothing moves.
    public var canReorderItem: ((ItemIdentifierType) -> Bool)?
    /// Called before the data source shows the reorder's final snapshot.
    public var willReorder: ((Transaction) -> Void)?
    /// Called once the data source shows the reorder's final snapshot.
    public var didReorder: ((Transaction) -> Void)?

    /// No handlers: reordering is off.
    public init(canReorderItem: ((ItemIdentifierType) -> Bool)? = nil, willReorder: ((Transaction) -> Void)? = nil,
                didReorder: ((Transaction) -> Void)? = nil) {
        self.canReorderItem = canReorderItem
        self.willReorder = willReorder
        self.didReorder = didReorder
    }

    /// Whether `item` may move: ``canReorderItem`` answers, `false` without it.
    package func canReorder(_ item: ItemIdentifierType?) -> Bool {
        guard let item, let canReorderItem else { return false }
        return canReorderItem(item)
    }

    /// Moves the item at `source` to `destination` (each a section and item index, the
    /// destination in the data after the move) in `snapshot`, telling ``willReorder`` and
    /// ``didReorder``; `show` makes the new snapshot the data source's in between. Answers
    /// `false`, and nothing changes nor is told, for an index that names no place or an item
    /// set down where it was (UIKit may report that drop as a move).
    package func reorder(_ snapshot: DiffableSnapshot<SectionIdentifierType, ItemIdentifierType>,
                         from source: (section: Int, item: Int), to destination: (section: Int, item: Int),
                         show: (DiffableSnapshot<SectionIdentifierType, ItemIdentifierType>) -> Void) -> Bool {
        guard source != destination, let moved = snapshot.movingItem(from: source, to: destination) else { return false }
        var initial = snapshot
        initial.clearReloadMarks()
        let transaction = Transaction(initialSnapshot: initial, finalSnapshot: moved, movedItem: (source, destination))
        willReorder?(transaction)
        show(moved)
        didReorder?(transaction)
        return true
    }
}

extension DiffableSnapshot {
    /// The snapshot with the item at `source` moved to `destination` (its place once moved), or
    /// `nil` when either names no place.
    package func movingItem(from source: (section: Int, item: Int), to destination: (section: Int, item: Int)) -> Self? {
        guard sections.indices.contains(source.section), sections[source.section].items.indices.contains(source.item),
              sections.indices.contains(destination.section) else { return nil }
        let item = sections[source.section].items[source.item]
        var moved = self
        moved.clearReloadMarks()
        do throws(SnapshotError) {
            try moved.deleteItems([item])
            let rest = moved.items(inSectionAt: destination.section)
            guard destination.item >= 0, destination.item <= rest.count else { return nil }
            if destination.item < rest.count {
                try moved.insertItems([item], beforeItem: rest[destination.item])
            } else {
                try moved.appendItems([item], toSection: sectionIdentifiers[destination.section])
            }
        } catch {
            return nil
        }
        return moved
    }
}
