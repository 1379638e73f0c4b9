extension DiffableSnapshot {
    // MARK: Edits that keep the indexes

    /// Inserts empty sections at `index`.
    @inlinable
    mutating func insertSections(_ new: [Section], at index: Int) {
        let firstSlot = slotIndex.count
        orderedSections.insert(contentsOf: new, at: index)
        sections.insert(contentsOf: new.indices.map { SnapshotSection(slot: Int32(firstSlot + $0)) }, at: index)
        slotIndex.append(contentsOf: repeatElement(-1, count: new.count))
        recordSectionIndexes(from: index)
    }

    /// Removes the sections at `indices` with their items.
    @inlinable
    mutating func removeSections(at indices: [Int]) {
        guard let first = indices.min() else { return }
        for index in indices.sorted(by: >) {
            for item in sections[index].items { itemEntries[item] = nil }
            sectionIndex[orderedSections[index]] = nil
            slotIndex[Int(sections[index].slot)] = -1
            orderedSections.remove(at: index)
            sections.remove(at: index)
        }
        recordSectionIndexes(from: first)
        pruneMarks()
    }

    @inlinable
    mutating func moveSection(_ section: Section, relativeTo other: Section, after: Bool) throws(SnapshotError) {
        guard section != other else { try SnapshotError.raise(.relativeToItself(String(describing: section))) }
        let from = try index(ofSection: section)
        let otherIndex = try index(ofSection: other)
        let storage = sections.remove(at: from)
        orderedSections.remove(at: from)
        let target = (otherIndex > from ? otherIndex - 1 : otherIndex) + (after ? 1 : 0)
        orderedSections.insert(section, at: target)
        sections.insert(storage, at: target)
        recordSectionIndexes(from: min(from, target))
    }

    /// Writes down the index of every section from `start` on, and where each starts.
    @inlinable
    mutating func recordSectionIndexes(from start: Int) {
        for index in start..<orderedSections.count {
            sectionIndex[orderedSections[index]] = index
            slotIndex[Int(sections[index].slot)] = index
        }
        recordSectionStarts()
    }

    @inlinable
    mutating func recordSectionStarts() {
        sectionStarts.removeAll(keepingCapacity: true)
        var start = 0
        for section in sections {
            sectionStarts.append(start)
            start += section.items.count
        }
    }

    /// Inserts `items`, refused as a whole when any is given twice or already present, at
    /// `position` in the section at `index`. One hash-table write per item: the duplicate check
    /// is the insertion itself, undone when it finds one.
    @inlinable
    mutating func insertNewItems(_ items: [Item], inSection index: Int, at position: Int) throws(SnapshotError) {
        guard !items.isEmpty else { return }
        sections[index].logInsertion(at: position, count: items.count)
        if !itemEntries.recordNew(items, from: sections[index].entry(at: position)) {
            // A repeat: forget the shift, and name every repeat.
            sections[index].log.removeLast()
            try checkNewItems(items)
        }
        sections[index].items.insert(contentsOf: items, at: position)
        compactIfNeeded(section: index)
        recordSectionStarts()
    }

    /// Removes the items at `positions` (any order, repeats allowed) of the section at `index`.
    /// The caller records the section starts once it is done.
    @inlinable
    mutating func removeItems(atPositions positions: [Int], inSection index: Int) {
        var sorted = positions.sorted()
        var unique = 0
        for position in sorted where unique == 0 || sorted[unique - 1] != position {
            sorted[unique] = position
            unique += 1
        }
        sorted.removeLast(sorted.count - unique)
        for position in sorted { itemEntries[sections[index].items[position]] = nil }
        sections[index].items.remove(atAscending: sorted)
        sections[index].log.append(.removed(sorted))
        compactIfNeeded(section: index)
    }

    @inlinable
    mutating func moveItem(_ item: Item, relativeTo other: Item, after: Bool) throws(SnapshotError) {
        guard item != other else { try SnapshotError.raise(.relativeToItself(String(describing: item))) }
        let from = try location(of: item)
        _ = try location(of: other)
        sections[from.section].items.remove(atAscending: [from.item])
        sections[from.section].log.append(.removed([from.item]))
        let to = location(ofItem: other)!
        let position = to.item + (after ? 1 : 0)
        sections[to.section].logInsertion(at: position, count: 1)
        sections[to.section].items.insert(contentsOf: [item], at: position)
        itemEntries[item] = sections[to.section].entry(at: position)
        compactIfNeeded(section: from.section)
        if to.section != from.section {
            compactIfNeeded(section: to.section)
            recordSectionStarts()
        }
    }

    /// Writes every position of the section at `index` down again once its log has grown long.
    @inlinable
    mutating func compactIfNeeded(section index: Int) {
        guard sections[index].log.needsCompaction(itemCount: sections[index].items.count) else { return }
        sections[index].log = PositionLog()
        let section = sections[index]
        for (position, item) in section.items.enumerated() { itemEntries[item] = section.entry(at: position) }
    }

    /// Drops reload marks of items no longer present.
    @inlinable
    mutating func pruneMarks() {
        if !reloadedItems.isEmpty { reloadedItems.removeAll { itemEntries[$0] == nil } }
        if !reconfiguredItems.isEmpty { reconfiguredItems.removeAll { itemEntries[$0] == nil } }
    }
}

extension DiffableSnapshot {
    /// This snapshot's sections holding `items` instead (one array per section, in order), made
    /// by editing a copy: in each section the one run between what stays at its start and at its
    /// end is removed and the new run inserted (``replacingRuns(_:bySection:)``), so a page
    /// appended to a million items costs the page and a pass of comparisons, not a million
    /// look-ups. Equal to the snapshot built from scratch, without marks. `nil` when `items` does
    /// not hold one array per section. Throws a ``SnapshotError`` naming an item given twice, or
    /// already in another section and not removed from it.
    /// - Complexity: O(n) comparisons, then what ``replacingRuns(_:bySection:)`` costs.
    @inlinable
    package func replacingItems(bySection items: [[Item]]) throws(SnapshotError) -> Self? {
        guard items.count == sections.count else { return nil }
        return try replacingRuns(sections.indices.map { sections[$0].items.changedRun(to: items[$0]) }, bySection: items)
    }

    /// This snapshot's sections holding `items` instead, where each section's items differ from
    /// them only by `runs` (the caller found them: the positions removed here, and those of
    /// `items` that replace them), made by editing a copy by those runs alone. Equal to the
    /// snapshot built from scratch, without marks. `nil` when `runs` and `items` do not hold one
    /// entry per section or a run does not fit its section. Throws a ``SnapshotError`` naming an
    /// item given twice, or already in another section and not removed from it.
    /// - Complexity: O(k) look-ups for the k items in the runs, the chunks they fall in, and
    ///   O(S) for each of the S sections with items inserted.
    @inlinable
    package func replacingRuns(_ runs: [(removed: Range<Int>, added: Range<Int>)], bySection items: [[Item]]) throws(SnapshotError) -> Self? {
        guard runs.count == sections.count, items.count == sections.count else { return nil }
        for section in runs.indices {
            let (removed, added) = runs[section]
            guard removed.lowerBound >= 0, removed.upperBound <= sections[section].items.count, added.lowerBound >= 0,
                  added.upperBound <= items[section].count,
                  sections[section].items.count - removed.count == items[section].count - added.count else { return nil }
        }
        var edited = self
        edited.clearReloadMarks()
        for section in runs.indices where !runs[section].removed.isEmpty {
            edited.removeItems(atPositions: Array(runs[section].removed), inSection: section)
        }
        edited.recordSectionStarts()
        for section in runs.indices where !runs[section].added.isEmpty {
            try edited.insertNewItems(Array(items[section][runs[section].added]), inSection: section, at: runs[section].added.lowerBound)
        }
        return edited
    }
}
