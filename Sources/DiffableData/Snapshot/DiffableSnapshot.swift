/// The state of a collection's data: ordered sections of ordered items, by identifier. The
/// portable `NSDiffableDataSourceSnapshot`.
///
/// Lookups (`indexOfItem`, `location(ofItem:)`, `sectionIdentifier(containingItem:)`,
/// `indexOfSection`) are O(1) on average through hash indexes. Edits cost what they change: an
/// append, insert, delete or move touches the index entries of the items it names and the chunks
/// of about a thousand items it falls in, never every item after them. A copy shares its storage
/// until edited, and an edited copy (the app's edit of the shown snapshot) still shares all of it
/// but the chunks and index shards the edit wrote, so editing the shown snapshot of a million
/// items copies a few thousand entries, not a million. Changes Apple refuses with an exception
/// (duplicates, unknown identifiers, items without sections) throw a ``SnapshotError`` naming
/// the identifiers and leave the snapshot unchanged.
public struct DiffableSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// The type that identifies a section.
    public typealias Section = SectionIdentifierType
    /// The type that identifies an item.
    public typealias Item = ItemIdentifierType

    /// The section identifiers, in order.
    @usableFromInline var orderedSections: [Section] = []
    /// The sections' items and locators, in the order of `orderedSections`.
    @usableFromInline var sections: [SnapshotSection<Item>] = []
    /// Each section's index.
    @usableFromInline var sectionIndex: [Section: Int] = [:]
    /// For each section slot, the section's index (−1 once deleted).
    @usableFromInline var slotIndex: [Int] = []
    /// Where each item was recorded.
    @usableFromInline var itemEntries = SnapshotItemIndex<Item>()
    /// Where each section starts in the flat item order.
    @usableFromInline var sectionStarts: [Int] = []
    @usableFromInline var reloadedItems: [Item] = []
    @usableFromInline var reconfiguredItems: [Item] = []
    @usableFromInline var reloadedSections: [Section] = []

    /// An empty snapshot.
    @inlinable public init() {}

    // MARK: Counts and lookups

    /// The sections, in order.
    /// - Complexity: O(1): the array is shared until changed.
    @inlinable public var sectionIdentifiers: [Section] { orderedSections }

    /// Items marked for reload (their cells are replaced), in the order they were marked.
    /// - Complexity: O(1).
    @inlinable public var reloadedItemIdentifiers: [Item] { reloadedItems }
    /// Items marked for reconfigure (their cells are kept and configured again).
    /// - Complexity: O(1).
    @inlinable public var reconfiguredItemIdentifiers: [Item] { reconfiguredItems }
    /// Sections marked for reload.
    /// - Complexity: O(1).
    @inlinable public var reloadedSectionIdentifiers: [Section] { reloadedSections }

    /// The number of items in all sections.
    /// - Complexity: O(1).
    @inlinable public var numberOfItems: Int { itemEntries.count }
    /// The number of sections.
    /// - Complexity: O(1).
    @inlinable public var numberOfSections: Int { orderedSections.count }

    /// Every item, section by section.
    /// - Complexity: O(n).
    @inlinable public var itemIdentifiers: [Item] {
        var all: [Item] = []
        all.reserveCapacity(itemEntries.count)
        for section in sections { all.append(contentsOf: section.items) }
        return all
    }

    /// The number of items in `section`.
    /// - Complexity: O(1) on average.
    @inlinable
    public func numberOfItems(inSection section: Section) throws(SnapshotError) -> Int {
        sections[try index(ofSection: section)].items.count
    }

    /// The items of `section`, in order.
    /// - Complexity: O(k) for the section's k items (an array made of its chunks, shared when the
    ///   section holds up to a couple of thousand).
    @inlinable
    public func itemIdentifiers(inSection section: Section) throws(SnapshotError) -> [Item] {
        sections[try index(ofSection: section)].items.array
    }

    /// The section holding `item`, or `nil`.
    /// - Complexity: O(1) on average.
    @inlinable
    public func sectionIdentifier(containingItem item: Item) -> Section? {
        itemEntries[item].map { orderedSections[slotIndex[Int($0.slot)]] }
    }

    /// The index of `item` among all items, or `nil`.
    /// - Complexity: O(1) on average, plus the section's short log of position shifts since the item was recorded.
    @inlinable
    public func indexOfItem(_ item: Item) -> Int? {
        location(ofItem: item).map { sectionStarts[$0.section] + $0.item }
    }

    /// The index of `section`, or `nil`.
    /// - Complexity: O(1) on average.
    @inlinable public func indexOfSection(_ section: Section) -> Int? { sectionIndex[section] }

    /// The section and item index of `item`, or `nil`.
    @inlinable
    package func location(ofItem item: Item) -> (section: Int, item: Int)? {
        guard let entry = itemEntries[item] else { return nil }
        return location(of: entry)
    }

    /// The items of the section at `index`: shared with this snapshot, read without a copy.
    @inlinable package func items(inSectionAt index: Int) -> ChunkedArray<Item> { sections[index].items }

    /// The number of items in each section, in order: the counts a collection view shows.
    @inlinable package var itemCounts: [Int] { sections.map(\.items.count) }

    /// The item at index `item` of the section at index `section`, or `nil` when either is out
    /// of range.
    /// - Complexity: O(log c) for the section's c chunks.
    @inlinable
    package func itemIdentifier(section: Int, item: Int) -> Item? {
        guard sections.indices.contains(section), sections[section].items.indices.contains(item) else { return nil }
        return sections[section].items[item]
    }

    // MARK: Sections

    /// Adds `sections` at the end.
    /// - Complexity: O(m + s) for m sections appended after s.
    @inlinable
    public mutating func appendSections(_ sections: [Section]) throws(SnapshotError) {
        try checkNewSections(sections)
        insertSections(sections, at: orderedSections.count)
    }

    /// Inserts `sections` before `before`.
    /// - Complexity: O(m + s) for m sections inserted among s.
    @inlinable
    public mutating func insertSections(_ sections: [Section], beforeSection before: Section) throws(SnapshotError) {
        try checkNewSections(sections)
        insertSections(sections, at: try index(ofSection: before))
    }

    /// Inserts `sections` after `after`.
    /// - Complexity: O(m + s) for m sections inserted among s.
    @inlinable
    public mutating func insertSections(_ sections: [Section], afterSection after: Section) throws(SnapshotError) {
        try checkNewSections(sections)
        insertSections(sections, at: try index(ofSection: after) + 1)
    }

    /// Removes `sections` and their items.
    /// - Complexity: O(d·s + the deleted sections' items) for d of s sections.
    @inlinable
    public mutating func deleteSections(_ sections: [Section]) throws(SnapshotError) {
        let indices = try checkKnownSections(sections)
        removeSections(at: indices)
        let removed = Set(sections)
        reloadedSections.removeAll { removed.contains($0) }
    }

    /// Moves `section` before `before`.
    /// - Complexity: O(s) for s sections.
    @inlinable
    public mutating func moveSection(_ section: Section, beforeSection before: Section) throws(SnapshotError) {
        try moveSection(section, relativeTo: before, after: false)
    }

    /// Moves `section` after `after`.
    /// - Complexity: O(s) for s sections.
    @inlinable
    public mutating func moveSection(_ section: Section, afterSection after: Section) throws(SnapshotError) {
        try moveSection(section, relativeTo: after, after: true)
    }

    /// Marks `sections` to be reloaded.
    /// - Complexity: O(m + the sections already marked).
    @inlinable
    public mutating func reloadSections(_ sections: [Section]) throws(SnapshotError) {
        _ = try checkKnownSections(sections)
        var marked = Set(reloadedSections)
        for section in sections where marked.insert(section).inserted { reloadedSections.append(section) }
    }

    // MARK: Items

    /// Adds `items` at the end of `section`, or of the last section when `nil`.
    /// - Complexity: O(m + s) for m items in a snapshot of s sections.
    @inlinable
    public mutating func appendItems(_ items: [Item], toSection section: Section? = nil) throws(SnapshotError) {
        let index: Int
        if let section {
            index = try self.index(ofSection: section)
        } else {
            guard !orderedSections.isEmpty else {
                try checkNewItems(items)
                try SnapshotError.raise(.noSections)
            }
            index = orderedSections.count - 1
        }
        try insertNewItems(items, inSection: index, at: sections[index].items.count)
    }

    /// Inserts `items` before `before`, in its section.
    /// - Complexity: O(m + s) for m items in a snapshot of s sections, plus rewriting the chunk
    ///   they fall in and the section's list of chunks (about a thousand of each at 10⁶ items).
    @inlinable
    public mutating func insertItems(_ items: [Item], beforeItem before: Item) throws(SnapshotError) {
        try checkNewItems(items)
        let location = try self.location(of: before)
        try insertNewItems(items, inSection: location.section, at: location.item)
    }

    /// Inserts `items` after `after`, in its section.
    /// - Complexity: O(m + s) for m items in a snapshot of s sections, plus rewriting the chunk
    ///   they fall in and the section's list of chunks (about a thousand of each at 10⁶ items).
    @inlinable
    public mutating func insertItems(_ items: [Item], afterItem after: Item) throws(SnapshotError) {
        try checkNewItems(items)
        let location = try self.location(of: after)
        try insertNewItems(items, inSection: location.section, at: location.item + 1)
    }

    /// Removes `items`.
    /// - Complexity: one look-up per item (through its section's log of position shifts, which is
    ///   compacted, re-indexing that section, once it grows long), plus O(s) for s sections and
    ///   rewriting the chunks the items are in.
    @inlinable
    public mutating func deleteItems(_ items: [Item]) throws(SnapshotError) {
        var positions: [[Int]] = Array(repeating: [], count: sections.count)
        var unknown: [Item] = []
        for item in items {
            guard let location = location(ofItem: item) else { unknown.append(item); continue }
            positions[location.section].append(location.item)
        }
        guard unknown.isEmpty else { try SnapshotError.raise(.unknownItems(SnapshotError.names(unknown))) }
        for section in positions.indices where !positions[section].isEmpty {
            removeItems(atPositions: positions[section], inSection: section)
        }
        recordSectionStarts()
        pruneMarks()
    }

    /// Removes every item and section.
    /// - Complexity: O(1).
    @inlinable
    public mutating func deleteAllItems() {
        self = DiffableSnapshot()
    }

    /// Moves `item` before `before` (into its section).
    /// - Complexity: O(1) index updates, plus rewriting the chunks the item leaves and joins and, across
    ///   sections, O(s) for s sections.
    @inlinable
    public mutating func moveItem(_ item: Item, beforeItem before: Item) throws(SnapshotError) {
        try moveItem(item, relativeTo: before, after: false)
    }

    /// Moves `item` after `after` (into its section).
    /// - Complexity: O(1) index updates, plus rewriting the chunks the item leaves and joins and, across
    ///   sections, O(s) for s sections.
    @inlinable
    public mutating func moveItem(_ item: Item, afterItem after: Item) throws(SnapshotError) {
        try moveItem(item, relativeTo: after, after: true)
    }

    /// Marks `items` to be reloaded: their cells are replaced.
    /// - Complexity: O(m + the items already marked).
    @inlinable
    public mutating func reloadItems(_ items: [Item]) throws(SnapshotError) {
        try checkKnownItems(items)
        var marked = Set(reloadedItems)
        for item in items where marked.insert(item).inserted { reloadedItems.append(item) }
    }

    /// Marks `items` to be reconfigured: their cells are kept and configured again.
    /// - Complexity: O(m + the items already marked).
    @inlinable
    public mutating func reconfigureItems(_ items: [Item]) throws(SnapshotError) {
        try checkKnownItems(items)
        var marked = Set(reconfiguredItems)
        for item in items where marked.insert(item).inserted { reconfiguredItems.append(item) }
    }

    /// Forgets which items and sections were marked for reload or reconfigure.
    @inlinable
    package mutating func clearReloadMarks() {
        reloadedItems = []
        reconfiguredItems = []
        reloadedSections = []
    }
}

extension DiffableSnapshot: Equatable {
    /// Equal when sections and items are the same in the same order (reload marks aside).
    /// - Complexity: O(n).
    @inlinable
    public static func == (lhs: DiffableSnapshot, rhs: DiffableSnapshot) -> Bool {
        lhs.orderedSections == rhs.orderedSections && lhs.sections.count == rhs.sections.count
            && zip(lhs.sections, rhs.sections).allSatisfy { $0.items == $1.items }
    }
}

extension DiffableSnapshot: Sendable where Section: Sendable, Item: Sendable {}
