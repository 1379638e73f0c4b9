import DiffableData

/// What the last update declared, kept to tell the next one that declares the same storage in
/// O(1) per section: the declared arrays, and the data's sections and arrays they were found in.
struct ShownDeclaration<SectionID: Hashable, ItemID: Hashable> {
    private var sectionIDs: [SectionID]
    private var declared: [[ItemID]]
    private var shownSectionIDs: [SectionID]
    private var shown: [ChunkedArray<ItemID>]

    /// `sections`, declared and shown in `data`.
    init(_ sections: [(id: SectionID, items: [ItemID])], in data: DiffableSnapshot<SectionID, ItemID>) {
        sectionIDs = sections.map(\.id)
        declared = sections.map(\.items)
        shownSectionIDs = data.sectionIdentifiers
        shown = data.sectionIdentifiers.indices.map(data.items(inSectionAt:))
    }

    /// Whether `sections` are the storage declared then and `data` still shows what it showed
    /// then (no apply and no movement since).
    /// - Complexity: O(s) for s sections.
    func isShowing(_ sections: [(id: SectionID, items: [ItemID])], in data: DiffableSnapshot<SectionID, ItemID>) -> Bool {
        guard sections.count == declared.count, data.sectionIdentifiers == shownSectionIDs else { return false }
        return sections.indices.allSatisfy { index in
            sections[index].id == sectionIDs[index] && sections[index].items.sharesStorage(with: declared[index])
                && data.items(inSectionAt: index).sharesStorage(with: shown[index])
        }
    }
}
