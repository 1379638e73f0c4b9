extension DiffableSnapshot {
    // MARK: Checks (nothing changes before they pass)

    func checkNewSections(_ sections: [Section]) throws(SnapshotError) {
        var seen = Set<Section>()
        let duplicates = sections.filter { !seen.insert($0).inserted || sectionIndex[$0] != nil }
        guard duplicates.isEmpty else { throw .duplicateSections(SnapshotError.names(duplicates)) }
    }

    func checkKnownSections(_ sections: [Section]) throws(SnapshotError) -> [Int] {
        let unknown = sections.filter { sectionIndex[$0] == nil }
        guard unknown.isEmpty else { throw .unknownSections(SnapshotError.names(unknown)) }
        return Array(Set(sections.compactMap { sectionIndex[$0] }))
    }

    func checkNewItems(_ items: [Item]) throws(SnapshotError) {
        var seen = Set<Item>()
        let duplicates = items.filter { !seen.insert($0).inserted || itemLocation[$0] != nil }
        guard duplicates.isEmpty else { throw .duplicateItems(SnapshotError.names(duplicates)) }
    }

    func checkKnownItems(_ items: [Item]) throws(SnapshotError) {
        let unknown = items.filter { itemLocation[$0] == nil }
        guard unknown.isEmpty else { throw .unknownItems(SnapshotError.names(unknown)) }
    }

    func index(ofSection section: Section) throws(SnapshotError) -> Int {
        guard let index = sectionIndex[section] else { throw .unknownSections(SnapshotError.names([section])) }
        return index
    }

    func location(of item: Item) throws(SnapshotError) -> (section: Int, item: Int) {
        guard let location = itemLocation[item] else { throw .unknownItems(SnapshotError.names([item])) }
        return location
    }

    // MARK: Edits that keep the indexes

    mutating func insertSections(_ sections: [Section], at index: Int) {
        sectionIdentifiers.insert(contentsOf: sections, at: index)
        itemsBySection.insert(contentsOf: Array(repeating: [], count: sections.count), at: index)
        rebuildSectionIndexes(from: index)
    }

    mutating func insertItems(_ items: [Item], inSection section: Int, at index: Int) {
        itemsBySection[section].insert(contentsOf: items, at: index)
        reindexItems(inSection: section, from: index)
        rebuildSectionStarts()
    }

    mutating func moveSection(_ section: Section, relativeTo other: Section, after: Bool) throws(SnapshotError) {
        guard section != other else { throw .relativeToItself(String(describing: section)) }
        let from = try index(ofSection: section)
        _ = try index(ofSection: other)
        let items = itemsBySection.remove(at: from)
        sectionIdentifiers.remove(at: from)
        let target = sectionIdentifiers.firstIndex(of: other)! + (after ? 1 : 0)
        sectionIdentifiers.insert(section, at: target)
        itemsBySection.insert(items, at: target)
        rebuildSectionIndexes(from: min(from, target))
    }

    mutating func moveItem(_ item: Item, relativeTo other: Item, after: Bool) throws(SnapshotError) {
        guard item != other else { throw .relativeToItself(String(describing: item)) }
        let from = try location(of: item)
        _ = try location(of: other)
        itemsBySection[from.section].remove(at: from.item)
        reindexItems(inSection: from.section, from: from.item)
        let to = itemLocation[other]!
        itemsBySection[to.section].insert(item, at: to.item + (after ? 1 : 0))
        reindexItems(inSection: to.section, from: min(to.item, from.section == to.section ? from.item : to.item))
        rebuildSectionStarts()
    }

    /// Re-records the locations of `section`'s items from `start` on.
    mutating func reindexItems(inSection section: Int, from start: Int = 0) {
        let items = itemsBySection[section]
        for index in start..<items.count { itemLocation[items[index]] = (section, index) }
    }

    /// Re-records the indexes of sections from `start` on, and their items' section indexes.
    mutating func rebuildSectionIndexes(from start: Int) {
        for index in start..<sectionIdentifiers.count {
            sectionIndex[sectionIdentifiers[index]] = index
            reindexItems(inSection: index)
        }
        sectionIndex = sectionIndex.filter { $0.value < sectionIdentifiers.count && sectionIdentifiers[$0.value] == $0.key }
        rebuildSectionStarts()
    }

    mutating func rebuildSectionStarts() {
        var start = 0
        sectionStarts = itemsBySection.map { items in
            defer { start += items.count }
            return start
        }
    }

    /// Drops reload marks of items no longer present.
    mutating func pruneMarks() {
        reloadedItemIdentifiers.removeAll { itemLocation[$0] == nil }
        reconfiguredItemIdentifiers.removeAll { itemLocation[$0] == nil }
    }
}
