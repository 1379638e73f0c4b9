import DiffableData
import LayoutCore
import LayoutHosting

/// The sections an app declares on each update with its own items (SwiftUI's view gets the app's
/// arrays): turns them into a declaration's ids, and tells which items' values changed, at the
/// cost of what changed. A section whose items are the same storage as the last update's (the
/// app's array unchanged, as it is on most updates: a state change elsewhere on the screen, an
/// offset kept in `@State`) keeps its ids without a look at its items; only a section whose
/// storage changed has its ids taken again and its values compared.
package struct DeclaredSections<SectionID: Hashable, Item, ItemID: Hashable> {
    /// The sections of the last update.
    @usableFromInline package private(set) var sections: [(id: SectionID, items: [Item])] = []
    /// Their ids: a section's array is the last update's own storage when its items' storage did
    /// not change, so a declaration of it is found shown in O(1).
    @usableFromInline package private(set) var ids: [(id: SectionID, items: [ItemID])] = []
    /// Where the items are in ``sections``, by id: made only when an item is looked up away from
    /// its place, and dropped when the items change.
    @usableFromInline var positions: [ItemID: (section: Int, item: Int)]?
    /// What identifies an item.
    @usableFromInline package let itemID: KeyPath<Item, ItemID>
    @usableFromInline let isSameValue: ((Item, Item) -> Bool)?
    /// How the last update changed each section's ids, when its sections were the ones before it
    /// in the same order; `nil` otherwise.
    @usableFromInline package private(set) var edits: DeclaredItemEdits<ItemID>?

    /// Sections whose items are identified by `itemID`, their values compared with `isSameValue`
    /// when the app's items can be (`Equatable`); without it, which values changed is unknown.
    package init(itemID: KeyPath<Item, ItemID>, isSameValue: ((Item, Item) -> Bool)?) {
        self.itemID = itemID
        self.isSameValue = isSameValue
    }

    /// Sections whose items are identified by `itemID`, their values compared when the items are
    /// `Equatable` (found at run time: SwiftUI's view takes any item), unknown otherwise.
    package init(itemID: KeyPath<Item, ItemID>) {
        self.init(itemID: itemID, isSameValue: Self.valueEquality)
    }

    /// `==` of `Item`, when it is `Equatable`.
    static var valueEquality: ((Item, Item) -> Bool)? {
        guard let equatable = Item.self as? any Equatable.Type else { return nil }
        func equality<Value: Equatable>(_: Value.Type) -> (Item, Item) -> Bool {
            // `Value` is `Item` itself, opened from the cast above.
            { unsafeBitCast($0, to: Value.self) == unsafeBitCast($1, to: Value.self) }
        }
        return equality(equatable)
    }

    /// Takes the app's sections of this update and answers the items whose values changed (an id
    /// in both updates whose item is not the same value): empty when every section's items are
    /// the last update's storage, `nil` when a section's storage changed and values cannot be
    /// compared. New ids are not counted: the difference inserts them. When the sections are the
    /// last update's, in the same order, ``edits`` tells the run of each one's ids that changed.
    ///
    /// A section whose storage changed is compared with the last update's by the bits of its
    /// items from both ends first (what an edit of the app's array leaves alone is found at the
    /// speed of memory, whatever the item type); only the items between are read for their ids
    /// and values.
    /// - Complexity: O(s) for s sections whose storage did not change; for each section whose
    ///   storage did, O(k) byte comparisons of its k items, a copy of its k ids, and O(r) reads
    ///   and comparisons for the r items in its changed run.
    @inlinable
    package mutating func update(to new: [(id: SectionID, items: [Item])]) -> Set<ItemID>? {
        var changed: Set<ItemID>? = []
        var keepsPositions = new.count == sections.count, isSameSections = new.count == sections.count
        var newIDs: [(id: SectionID, items: [ItemID])] = []
        var runs: [(removed: Range<Int>, added: Range<Int>)] = []
        newIDs.reserveCapacity(new.count)
        for index in new.indices {
            let section = new[index]
            let old = sections.indices.contains(index) && sections[index].id == section.id ? index : sections.firstIndex { $0.id == section.id }
            isSameSections = isSameSections && old == index
            if let old, sections[old].items.sharesStorage(with: section.items) {
                newIDs.append((section.id, ids[old].items))
                runs.append((0..<0, 0..<0))
                keepsPositions = keepsPositions && old == index
                continue
            }
            keepsPositions = false
            guard let old else {
                newIDs.append((section.id, section.items.map { $0[keyPath: itemID] }))
                continue
            }
            let edit = Self.edit(from: (sections[old].items, ids[old].items), to: section.items, itemID: itemID,
                                 isSameValue: changed == nil ? nil : isSameValue)
            newIDs.append((section.id, edit.ids))
            runs.append(edit.run)
            if let valueChanges = edit.changedValues { changed?.formUnion(valueChanges) } else { changed = nil }
        }
        if !keepsPositions { positions = nil }
        edits = isSameSections ? DeclaredItemEdits(previous: ids.map(\.items), runs: runs) : nil
        sections = new
        ids = newIDs
        return changed
    }

    /// A section's ids and changes from `old` to the app's `new` items: the run of items whose
    /// bits differ is read for its ids (the rest keep theirs), the ids' own run within it is what
    /// the view edits, and the values compared there are those that changed (`nil` without
    /// `isSameValue`).
    /// - Complexity: O(k) byte comparisons and a copy of k ids, O(r) for the r items in the run.
    @inlinable
    static func edit(from old: (items: [Item], ids: [ItemID]), to new: [Item], itemID: KeyPath<Item, ItemID>,
                     isSameValue: ((Item, Item) -> Bool)?)
        -> (ids: [ItemID], run: (removed: Range<Int>, added: Range<Int>), changedValues: [ItemID]?) {
        let bits = old.items.bitwiseChangedRun(to: new)
        let oldRunIDs = Array(old.ids[bits.old])
        let newRunIDs = new[bits.new].map { $0[keyPath: itemID] }
        var ids = old.ids
        ids.replaceSubrange(bits.old, with: newRunIDs)
        let idRun = oldRunIDs.changedRun(to: newRunIDs)
        let removed = idRun.removed.lowerBound + bits.old.lowerBound..<idRun.removed.upperBound + bits.old.lowerBound
        let added = idRun.added.lowerBound + bits.new.lowerBound..<idRun.added.upperBound + bits.new.lowerBound
        var valueChanges: [ItemID]?
        if let isSameValue {
            valueChanges = Self.changedValues(from: (Array(old.items[bits.old]), oldRunIDs), to: (Array(new[bits.new]), newRunIDs), isSameValue)
        }
        return (ids, (removed, added), valueChanges)
    }

    /// The ids in both `old` and `new` whose values differ: by position in the runs where the ids
    /// are where they were (the common start and end), by id in the run between.
    /// - Complexity: O(k) for the k items of either.
    @inlinable
    static func changedValues(from old: (items: [Item], ids: [ItemID]), to new: (items: [Item], ids: [ItemID]),
                              _ isSameValue: (Item, Item) -> Bool) -> [ItemID] {
        var changed: [ItemID] = []
        var start = 0
        while start < old.ids.count, start < new.ids.count, old.ids[start] == new.ids[start] {
            if !isSameValue(old.items[start], new.items[start]) { changed.append(new.ids[start]) }
            start += 1
        }
        var oldEnd = old.ids.count, newEnd = new.ids.count
        while oldEnd > start, newEnd > start, old.ids[oldEnd - 1] == new.ids[newEnd - 1] {
            oldEnd -= 1
            newEnd -= 1
            if !isSameValue(old.items[oldEnd], new.items[newEnd]) { changed.append(new.ids[newEnd]) }
        }
        guard start < oldEnd, start < newEnd else { return changed }
        var oldPositions: [ItemID: Int] = [:]
        oldPositions.reserveCapacity(oldEnd - start)
        for index in start..<oldEnd where oldPositions[old.ids[index]] == nil { oldPositions[old.ids[index]] = index }
        for index in start..<newEnd {
            if let oldIndex = oldPositions[new.ids[index]], !isSameValue(old.items[oldIndex], new.items[index]) {
                changed.append(new.ids[index])
            }
        }
        return changed
    }

    /// The item of `id` and where it is: at `indexPath` when it is there (O(1): where the view
    /// shows it), else found by id (the positions indexed once per change of the items).
    @inlinable
    package mutating func find(_ id: ItemID, near indexPath: ItemPath?) -> (item: Item, indexPath: ItemPath)? {
        if let path = indexPath, let item = item(at: path), item[keyPath: itemID] == id { return (item, path) }
        if positions == nil {
            var index: [ItemID: (section: Int, item: Int)] = [:]
            for section in ids.indices {
                let items = ids[section].items
                for item in items.indices where index[items[item]] == nil { index[items[item]] = (section, item) }
            }
            positions = index
        }
        guard let position = positions?[id] else { return nil }
        let path = ItemPath(item: position.item, section: position.section)
        return item(at: path).map { ($0, path) }
    }

    /// The item at `indexPath` in ``sections``, or `nil` when out of range.
    @inlinable
    func item(at indexPath: ItemPath) -> Item? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].items.indices.contains(indexPath.item) else {
            return nil
        }
        return sections[indexPath.section].items[indexPath.item]
    }
}
