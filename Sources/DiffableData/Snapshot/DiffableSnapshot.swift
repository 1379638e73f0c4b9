/// The state of a collection's data: ordered sections of ordered items, by identifier. The
/// portable `NSDiffableDataSourceSnapshot`.
///
/// Lookups (`indexOfItem`, `sectionIdentifier(containingItem:)`, `indexOfSection`) are O(1) on
/// average through hash indexes kept up to date. Changes Apple refuses with an exception
/// (duplicates, unknown identifiers, items without sections) throw a ``SnapshotError`` naming
/// the identifiers and leave the snapshot unchanged.
public struct DiffableSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    public typealias Section = SectionIdentifierType
    public typealias Item = ItemIdentifierType

    /// The sections, in order.
    public internal(set) var sectionIdentifiers: [Section] = []
    /// The items of each section, in the order of ``sectionIdentifiers``.
    var itemsBySection: [[Item]] = []
    /// Each section's index.
    var sectionIndex: [Section: Int] = [:]
    /// Each item's section index and index within it.
    var itemLocation: [Item: (section: Int, item: Int)] = [:]
    /// Where each section starts in the flat item order.
    var sectionStarts: [Int] = []
    /// Items marked for reload and reconfigure, and sections marked for reload.
    public internal(set) var reloadedItemIdentifiers: [Item] = []
    public internal(set) var reconfiguredItemIdentifiers: [Item] = []
    public internal(set) var reloadedSectionIdentifiers: [Section] = []

    /// An empty snapshot.
    public init() {}

    // MARK: Counts and lookups

    /// The number of items in all sections.
    public var numberOfItems: Int { itemLocation.count }
    /// The number of sections.
    public var numberOfSections: Int { sectionIdentifiers.count }

    /// Every item, section by section.
    public var itemIdentifiers: [Item] { itemsBySection.flatMap { $0 } }

    /// The number of items in `section`.
    public func numberOfItems(inSection section: Section) throws(SnapshotError) -> Int {
        try itemIdentifiers(inSection: section).count
    }

    /// The items of `section`, in order.
    public func itemIdentifiers(inSection section: Section) throws(SnapshotError) -> [Item] {
        guard let index = sectionIndex[section] else { throw .unknownSections(SnapshotError.names([section])) }
        return itemsBySection[index]
    }

    /// The section holding `item`, or `nil`.
    public func sectionIdentifier(containingItem item: Item) -> Section? {
        itemLocation[item].map { sectionIdentifiers[$0.section] }
    }

    /// The index of `item` among all items, or `nil`.
    public func indexOfItem(_ item: Item) -> Int? {
        itemLocation[item].map { sectionStarts[$0.section] + $0.item }
    }

    /// The index of `section`, or `nil`.
    public func indexOfSection(_ section: Section) -> Int? { sectionIndex[section] }

    /// The section and item index of `item`, or `nil`.
    public func location(ofItem item: Item) -> (section: Int, item: Int)? { itemLocation[item] }

    /// The items of the section at `index`.
    public func items(inSectionAt index: Int) -> [Item] { itemsBySection[index] }

    /// The number of items in each section, in order: the counts a collection view shows.
    public var itemCounts: [Int] { itemsBySection.map(\.count) }

    /// The item at index `item` of the section at index `section`, or `nil` when either is out
    /// of range. O(1).
    public func itemIdentifier(section: Int, item: Int) -> Item? {
        guard itemsBySection.indices.contains(section), itemsBySection[section].indices.contains(item) else { return nil }
        return itemsBySection[section][item]
    }

    // MARK: Sections

    /// Adds `sections` at the end.
    public mutating func appendSections(_ sections: [Section]) throws(SnapshotError) {
        try checkNewSections(sections)
        insertSections(sections, at: sectionIdentifiers.count)
    }

    /// Inserts `sections` before `before`.
    public mutating func insertSections(_ sections: [Section], beforeSection before: Section) throws(SnapshotError) {
        try checkNewSections(sections)
        insertSections(sections, at: try index(ofSection: before))
    }

    /// Inserts `sections` after `after`.
    public mutating func insertSections(_ sections: [Section], afterSection after: Section) throws(SnapshotError) {
        try checkNewSections(sections)
        insertSections(sections, at: try index(ofSection: after) + 1)
    }

    /// Removes `sections` and their items.
    public mutating func deleteSections(_ sections: [Section]) throws(SnapshotError) {
        let indices = try checkKnownSections(sections)
        for index in indices.sorted(by: >) {
            for item in itemsBySection[index] { itemLocation[item] = nil }
            sectionIdentifiers.remove(at: index)
            itemsBySection.remove(at: index)
        }
        let removed = Set(sections)
        reloadedSectionIdentifiers.removeAll { removed.contains($0) }
        rebuildSectionIndexes(from: indices.min() ?? 0)
        pruneMarks()
    }

    /// Moves `section` before `before`.
    public mutating func moveSection(_ section: Section, beforeSection before: Section) throws(SnapshotError) {
        try moveSection(section, relativeTo: before, after: false)
    }

    /// Moves `section` after `after`.
    public mutating func moveSection(_ section: Section, afterSection after: Section) throws(SnapshotError) {
        try moveSection(section, relativeTo: after, after: true)
    }

    /// Marks `sections` to be reloaded.
    public mutating func reloadSections(_ sections: [Section]) throws(SnapshotError) {
        _ = try checkKnownSections(sections)
        var marked = Set(reloadedSectionIdentifiers)
        reloadedSectionIdentifiers += sections.filter { marked.insert($0).inserted }
    }

    // MARK: Items

    /// Adds `items` at the end of `section`, or of the last section when `nil`.
    public mutating func appendItems(_ items: [Item], toSection section: Section? = nil) throws(SnapshotError) {
        try checkNewItems(items)
        let index: Int
        if let section {
            index = try self.index(ofSection: section)
        } else {
            guard !sectionIdentifiers.isEmpty else { throw .noSections }
            index = sectionIdentifiers.count - 1
        }
        insertItems(items, inSection: index, at: itemsBySection[index].count)
    }

    /// Inserts `items` before `before`, in its section.
    public mutating func insertItems(_ items: [Item], beforeItem before: Item) throws(SnapshotError) {
        try checkNewItems(items)
        let location = try self.location(of: before)
        insertItems(items, inSection: location.section, at: location.item)
    }

    /// Inserts `items` after `after`, in its section.
    public mutating func insertItems(_ items: [Item], afterItem after: Item) throws(SnapshotError) {
        try checkNewItems(items)
        let location = try self.location(of: after)
        insertItems(items, inSection: location.section, at: location.item + 1)
    }

    /// Removes `items`.
    public mutating func deleteItems(_ items: [Item]) throws(SnapshotError) {
        try checkKnownItems(items)
        var bySection: [Int: Set<Item>] = [:]
        for item in items { bySection[itemLocation[item]!.section, default: []].insert(item) }
        for (section, removed) in bySection {
            for item in removed { itemLocation[item] = nil }
            itemsBySection[section].removeAll { removed.contains($0) }
            reindexItems(inSection: section)
        }
        rebuildSectionStarts()
        pruneMarks()
    }

    /// Removes every item and section.
    public mutating func deleteAllItems() {
        self = DiffableSnapshot()
    }

    /// Moves `item` before `before` (into its section).
    public mutating func moveItem(_ item: Item, beforeItem before: Item) throws(SnapshotError) {
        try moveItem(item, relativeTo: before, after: false)
    }

    /// Moves `item` after `after` (into its section).
    public mutating func moveItem(_ item: Item, afterItem after: Item) throws(SnapshotError) {
        try moveItem(item, relativeTo: after, after: true)
    }

    /// Marks `items` to be reloaded: their cells are replaced.
    public mutating func reloadItems(_ items: [Item]) throws(SnapshotError) {
        try checkKnownItems(items)
        var marked = Set(reloadedItemIdentifiers)
        reloadedItemIdentifiers += items.filter { marked.insert($0).inserted }
    }

    /// Marks `items` to be reconfigured: their cells are kept and configured again.
    public mutating func reconfigureItems(_ items: [Item]) throws(SnapshotError) {
        try checkKnownItems(items)
        var marked = Set(reconfiguredItemIdentifiers)
        reconfiguredItemIdentifiers += items.filter { marked.insert($0).inserted }
    }

    /// Forgets which items and sections were marked for reload or reconfigure.
    public mutating func clearReloadMarks() {
        reloadedItemIdentifiers = []
        reconfiguredItemIdentifiers = []
        reloadedSectionIdentifiers = []
    }
}

extension DiffableSnapshot: Equatable {
    /// Equal when sections and items are the same in the same order (reload marks aside).
    public static func == (lhs: DiffableSnapshot, rhs: DiffableSnapshot) -> Bool {
        lhs.sectionIdentifiers == rhs.sectionIdentifiers && lhs.itemsBySection == rhs.itemsBySection
    }
}

extension DiffableSnapshot: Sendable where Section: Sendable, Item: Sendable {}
