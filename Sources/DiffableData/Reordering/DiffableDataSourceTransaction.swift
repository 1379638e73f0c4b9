/// What a reorder did to a diffable data source's data: Apple's
/// `NSDiffableDataSourceTransaction`. Handed to ``DiffableReorderingHandlers/willReorder`` and
/// ``DiffableReorderingHandlers/didReorder``; update the app's own store from ``finalSnapshot``
/// or by applying ``difference``.
public struct DiffableDataSourceTransaction<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// The data before the reorder.
    public let initialSnapshot: DiffableSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The data after it: what the data source shows once the reorder is done.
    public let finalSnapshot: DiffableSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The change of the whole item order, `finalSnapshot.itemIdentifiers` from
    /// `initialSnapshot.itemIdentifiers`, moves inferred (a moved item's removal and insertion
    /// are associated): `store.applying(difference)` updates an array in the same order.
    public let difference: CollectionDifference<ItemIdentifierType>
    /// The same for each section whose items changed, in section order.
    package let sectionTransactions: [DiffableSectionTransaction<SectionIdentifierType, ItemIdentifierType>]
    /// The one item a person moved, from its place in ``initialSnapshot`` to its place in
    /// ``finalSnapshot`` (section and item indices), when the data source's own movement made the
    /// transaction: what ``ItemMove`` reports.
    package let movedItem: (source: (section: Int, item: Int), destination: (section: Int, item: Int))?

    /// The transaction from `initialSnapshot` to `finalSnapshot`.
    @_spi(Testing) public init(initialSnapshot: DiffableSnapshot<SectionIdentifierType, ItemIdentifierType>,
                finalSnapshot: DiffableSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        self.init(initialSnapshot: initialSnapshot, finalSnapshot: finalSnapshot, movedItem: nil)
    }

    /// The transaction from `initialSnapshot` to `finalSnapshot`, made by moving one item as
    /// `movedItem` says.
    package init(initialSnapshot: DiffableSnapshot<SectionIdentifierType, ItemIdentifierType>,
                 finalSnapshot: DiffableSnapshot<SectionIdentifierType, ItemIdentifierType>,
                 movedItem: (source: (section: Int, item: Int), destination: (section: Int, item: Int))?) {
        self.initialSnapshot = initialSnapshot
        self.finalSnapshot = finalSnapshot
        self.movedItem = movedItem
        difference = finalSnapshot.itemIdentifiers.difference(from: initialSnapshot.itemIdentifiers).inferringMoves()
        sectionTransactions = finalSnapshot.sectionIdentifiers.enumerated().compactMap { index, section in
            let before = initialSnapshot.indexOfSection(section).map { initialSnapshot.items(inSectionAt: $0).array } ?? []
            let after = finalSnapshot.items(inSectionAt: index).array
            guard before != after else { return nil }
            return DiffableSectionTransaction(sectionIdentifier: section, initialSnapshot: SectionSnapshot(flat: before),
                                              finalSnapshot: SectionSnapshot(flat: after),
                                              difference: after.difference(from: before).inferringMoves())
        }
    }
}

/// What a reorder did to one section: Apple's `NSDiffableDataSourceSectionTransaction`.
package struct DiffableSectionTransaction<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// The section.
    package let sectionIdentifier: SectionIdentifierType
    /// Its items before the reorder, as a flat section snapshot.
    package let initialSnapshot: SectionSnapshot<ItemIdentifierType>
    /// Its items after it.
    package let finalSnapshot: SectionSnapshot<ItemIdentifierType>
    /// The change of its items.
    package let difference: CollectionDifference<ItemIdentifierType>
}

extension SectionSnapshot {
    /// A section snapshot of `items` at the top level.
    init(flat items: [Item]) {
        self.init()
        try? append(items)
    }
}
