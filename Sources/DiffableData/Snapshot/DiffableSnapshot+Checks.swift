extension DiffableSnapshot {
    // MARK: Checks (nothing changes before they pass)

    @inlinable
    func checkNewSections(_ sections: [Section]) throws(SnapshotError) {
        var seen = Set<Section>(), duplicates: [Section] = []
        for section in sections where !seen.insert(section).inserted || sectionIndex[section] != nil {
            duplicates.append(section)
        }
        guard duplicates.isEmpty else { try SnapshotError.raise(.duplicateSections(SnapshotError.names(duplicates))) }
    }

    @inlinable
    func checkKnownSections(_ sections: [Section]) throws(SnapshotError) -> [Int] {
        let unknown = sections.filter { sectionIndex[$0] == nil }
        guard unknown.isEmpty else { try SnapshotError.raise(.unknownSections(SnapshotError.names(unknown))) }
        return Array(Set(sections.compactMap { sectionIndex[$0] }))
    }

    /// Refuses items given twice or already present, naming every repeat in the order given.
    @inlinable
    func checkNewItems(_ items: [Item]) throws(SnapshotError) {
        var seen = Set<Item>(), duplicates: [Item] = []
        for item in items where !seen.insert(item).inserted || itemEntries[item] != nil {
            duplicates.append(item)
        }
        guard duplicates.isEmpty else { try SnapshotError.raise(.duplicateItems(SnapshotError.names(duplicates))) }
    }

    @inlinable
    func checkKnownItems(_ items: [Item]) throws(SnapshotError) {
        let unknown = items.filter { itemEntries[$0] == nil }
        guard unknown.isEmpty else { try SnapshotError.raise(.unknownItems(SnapshotError.names(unknown))) }
    }

    @inlinable
    func index(ofSection section: Section) throws(SnapshotError) -> Int {
        guard let index = sectionIndex[section] else { try SnapshotError.raise(.unknownSections(SnapshotError.names([section]))) }
        return index
    }

    @inlinable
    func location(of item: Item) throws(SnapshotError) -> (section: Int, item: Int) {
        guard let location = location(ofItem: item) else { try SnapshotError.raise(.unknownItems(SnapshotError.names([item]))) }
        return location
    }

    /// The section index and current position `entry` records.
    @inlinable
    func location(of entry: SnapshotItemEntry) -> (section: Int, item: Int) {
        let section = slotIndex[Int(entry.slot)]
        // Read in place: where this code is not specialized, `sections[section]` alone would copy
        // the whole section (its item chunks and log) to read one number.
        let position = sections.withUnsafeBufferPointer { $0[section].log.current(entry.position, recordedAt: entry.stamp) }
        return (section, position)
    }
}
