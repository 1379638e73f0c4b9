import Foundation

/// A validated ``BatchUpdates``: the ``UpdateItem``s a layout is shown and, for any element
/// before the update, where it is after it.
///
/// Elements that stay keep their order: within a section, the items neither deleted nor moved
/// away fill, in order, the places after the update that no insertion or move took; sections
/// likewise. Resolving one path costs O(u) at most for u updates, whatever the number of items,
/// so a view maps only the elements it shows.
package struct BatchUpdatePlan: Sendable {
    /// The changes, in UIKit's order: deletions, insertions, moves, reloads; sections before items.
    package private(set) var updateItems: [UpdateItem]
    /// The item counts before the update.
    package let countsBefore: [Int]
    /// The item counts after the update.
    package let countsAfter: [Int]

    private let sectionsAfter: [Int?]
    private let deletedOrReloadedSections: Set<Int>
    private let insertedOrReloadedSectionsAfter: Set<Int>
    private let deletedItems: Set<ItemPath>
    private let reloadedItems: Set<ItemPath>
    private let insertedItems: Set<ItemPath>
    private let movedItems: [ItemPath: ItemPath]
    /// Per section before the update: the sorted items deleted or moved away.
    private let removedItems: [Int: [Int]]
    /// Per section after the update: the sorted places taken by insertions and moves.
    private let occupiedItems: [Int: [Int]]

    init(_ updates: BatchUpdates, before: [Int], after: [Int]) throws(BatchUpdateError) {
        countsBefore = before
        countsAfter = after
        let sectionsBefore = before.count, sectionCountAfter = after.count

        // Sections.
        func checkSection(_ section: Int, _ action: UpdateItem.Action, afterUpdate: Bool) throws(BatchUpdateError) {
            let count = afterUpdate ? sectionCountAfter : sectionsBefore
            guard (0..<count).contains(section) else {
                throw .sectionOutOfRange(action, section: section, sectionCount: count, afterUpdate: afterUpdate)
            }
        }
        var oldSectionUse: [Int: String] = [:], newSectionUse: [Int: String] = [:]
        func claim(_ section: Int, _ what: String, in use: inout [Int: String]) throws(BatchUpdateError) {
            if let earlier = use[section] { throw .conflictingSectionUpdates(section: section, "\(earlier) and \(what)") }
            use[section] = what
        }
        for section in updates.deletedSections {
            try checkSection(section, .delete, afterUpdate: false)
            try claim(section, "deleted", in: &oldSectionUse)
        }
        for section in updates.reloadedSections {
            try checkSection(section, .reload, afterUpdate: false)
            try claim(section, "reloaded", in: &oldSectionUse)
        }
        for move in updates.movedSections {
            try checkSection(move.from, .move, afterUpdate: false)
            try checkSection(move.to, .move, afterUpdate: true)
            try claim(move.from, "moved away", in: &oldSectionUse)
            try claim(move.to, "moved to", in: &newSectionUse)
        }
        for section in updates.insertedSections {
            try checkSection(section, .insert, afterUpdate: true)
            try claim(section, "inserted", in: &newSectionUse)
        }
        let deletedSections = Set(updates.deletedSections), insertedSections = Set(updates.insertedSections)
        guard sectionCountAfter == sectionsBefore + insertedSections.count - deletedSections.count else {
            throw .invalidNumberOfSections(after: sectionCountAfter, before: sectionsBefore,
                                           inserted: insertedSections.count, deleted: deletedSections.count)
        }
        var map = [Int?](repeating: nil, count: sectionsBefore)
        for move in updates.movedSections { map[move.from] = move.to }
        var nextFree = 0
        for section in 0..<sectionsBefore where !deletedSections.contains(section) && map[section] == nil {
            while newSectionUse[nextFree] != nil { nextFree += 1 }
            map[section] = nextFree
            nextFree += 1
        }
        sectionsAfter = map
        let reloadedSections = Set(updates.reloadedSections)
        deletedOrReloadedSections = deletedSections.union(reloadedSections)
        insertedOrReloadedSectionsAfter = insertedSections.union(reloadedSections.compactMap { map[$0] })

        // Items.
        func checkItem(_ path: ItemPath, _ action: UpdateItem.Action, afterUpdate: Bool) throws(BatchUpdateError) {
            let counts = afterUpdate ? after : before
            guard counts.indices.contains(path.section), (0..<counts[path.section]).contains(path.item) else {
                throw .itemOutOfRange(action, path, itemCounts: counts, afterUpdate: afterUpdate)
            }
        }
        var oldItemUse: [ItemPath: String] = [:], newItemUse: [ItemPath: String] = [:]
        func claim(_ path: ItemPath, _ what: String, in use: inout [ItemPath: String],
                   sections: Set<Int>, sectionWhat: String) throws(BatchUpdateError) {
            if let earlier = use[path] { throw .conflictingItemUpdates(path, "\(earlier) and \(what)") }
            if sections.contains(path.section) { throw .conflictingItemUpdates(path, "\(what) in a section that is \(sectionWhat)") }
            use[path] = what
        }
        let removedSectionsBefore = deletedOrReloadedSections
        for path in updates.deletedItems {
            try checkItem(path, .delete, afterUpdate: false)
            try claim(path, "deleted", in: &oldItemUse, sections: removedSectionsBefore, sectionWhat: "deleted or reloaded")
        }
        for path in updates.reloadedItems {
            try checkItem(path, .reload, afterUpdate: false)
            try claim(path, "reloaded", in: &oldItemUse, sections: removedSectionsBefore, sectionWhat: "deleted or reloaded")
        }
        for move in updates.movedItems {
            try checkItem(move.from, .move, afterUpdate: false)
            try checkItem(move.to, .move, afterUpdate: true)
            try claim(move.from, "moved away", in: &oldItemUse, sections: removedSectionsBefore, sectionWhat: "deleted or reloaded")
            try claim(move.to, "moved to", in: &newItemUse, sections: [], sectionWhat: "")
        }
        for path in updates.insertedItems {
            try checkItem(path, .insert, afterUpdate: true)
            try claim(path, "inserted", in: &newItemUse, sections: [], sectionWhat: "")
        }
        deletedItems = Set(updates.deletedItems)
        reloadedItems = Set(updates.reloadedItems)
        insertedItems = Set(updates.insertedItems)
        movedItems = Dictionary(updates.movedItems.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
        removedItems = Dictionary(grouping: updates.deletedItems + updates.movedItems.map(\.from), by: \.section)
            .mapValues { $0.map(\.item).sorted() }
        occupiedItems = Dictionary(grouping: updates.insertedItems + updates.movedItems.map(\.to), by: \.section)
            .mapValues { $0.map(\.item).sorted() }

        // Per-section tallies, counted once; a move between two places of one section is neither in nor out.
        var insertedPerSection: [Int: Int] = [:], deletedPerSection: [Int: Int] = [:]
        var movedInPerSection: [Int: Int] = [:], movedOutPerSection: [Int: Int] = [:]
        for path in updates.insertedItems { insertedPerSection[path.section, default: 0] += 1 }
        for path in updates.deletedItems { deletedPerSection[path.section, default: 0] += 1 }
        for move in updates.movedItems where map[move.from.section] != move.to.section {
            movedInPerSection[move.to.section, default: 0] += 1
            movedOutPerSection[move.from.section, default: 0] += 1
        }
        for section in 0..<sectionsBefore where !deletedOrReloadedSections.contains(section) {
            guard let newSection = map[section], !insertedSections.contains(newSection) else { continue }
            let inserted = insertedPerSection[newSection, default: 0], deleted = deletedPerSection[section, default: 0]
            let movedIn = movedInPerSection[newSection, default: 0], movedOut = movedOutPerSection[section, default: 0]
            guard after[newSection] == before[section] + inserted - deleted + movedIn - movedOut else {
                throw .invalidNumberOfItems(section: newSection, after: after[newSection], before: before[section],
                                            inserted: inserted, deleted: deleted, movedIn: movedIn, movedOut: movedOut)
            }
        }

        let section = UpdateItem.sectionPath
        var items: [UpdateItem] = []
        items += updates.deletedSections.sorted().map { UpdateItem(updateAction: .delete, indexPathBeforeUpdate: section($0), indexPathAfterUpdate: nil) }
        items += updates.deletedItems.sorted().map { UpdateItem(updateAction: .delete, indexPathBeforeUpdate: $0, indexPathAfterUpdate: nil) }
        items += updates.insertedSections.sorted().map { UpdateItem(updateAction: .insert, indexPathBeforeUpdate: nil, indexPathAfterUpdate: section($0)) }
        items += updates.insertedItems.sorted().map { UpdateItem(updateAction: .insert, indexPathBeforeUpdate: nil, indexPathAfterUpdate: $0) }
        items += updates.movedSections.map { UpdateItem(updateAction: .move, indexPathBeforeUpdate: section($0.from), indexPathAfterUpdate: section($0.to)) }
        items += updates.movedItems.map(\.updateItem)
        items += updates.reloadedSections.sorted().map { UpdateItem(updateAction: .reload, indexPathBeforeUpdate: section($0), indexPathAfterUpdate: map[$0].map(section)) }
        updateItems = items
        // Reloaded items resolve like staying ones, which needs the maps above.
        for path in updates.reloadedItems.sorted() {
            updateItems.append(UpdateItem(updateAction: .reload, indexPathBeforeUpdate: path,
                                          indexPathAfterUpdate: indexPathAfterUpdate(forItemAt: path)))
        }
    }

    /// The index of `section` after the update; `nil` when it is deleted.
    package func sectionAfterUpdate(_ section: Int) -> Int? {
        sectionsAfter.indices.contains(section) ? sectionsAfter[section] : nil
    }

    /// Where the item at `indexPath` (before the update) is after it; `nil` when it or its section
    /// is deleted or the path named no item. A reloaded item has a place after the update too.
    package func indexPathAfterUpdate(forItemAt indexPath: ItemPath) -> ItemPath? {
        guard countsBefore.indices.contains(indexPath.section),
              (0..<countsBefore[indexPath.section]).contains(indexPath.item),
              let section = sectionAfterUpdate(indexPath.section) else { return nil }
        if let destination = movedItems[indexPath] { return destination }
        if deletedItems.contains(indexPath) { return nil }
        let removed = removedItems[indexPath.section] ?? []
        var item = indexPath.item - Self.count(of: removed, below: indexPath.item)
        for taken in occupiedItems[section] ?? [] where taken <= item { item += 1 }
        return ItemPath(item: item, section: section)
    }

    /// Whether the element at `indexPath` before the update is replaced by a new view: the item
    /// or its section is reloaded (or deleted, see ``indexPathAfterUpdate(forItemAt:)``).
    package func isReloaded(itemAt indexPath: ItemPath) -> Bool {
        reloadedItems.contains(indexPath) || deletedOrReloadedSections.contains(indexPath.section)
    }

    /// Whether the item at `indexPath` after the update is new: inserted, or in an inserted or
    /// reloaded section.
    package func isInserted(itemAt indexPath: ItemPath) -> Bool {
        insertedItems.contains(indexPath) || insertedOrReloadedSectionsAfter.contains(indexPath.section)
    }

    /// Whether `section` after the update is new: inserted or reloaded.
    package func isInserted(section: Int) -> Bool {
        insertedOrReloadedSectionsAfter.contains(section)
    }

    /// Whether `section` before the update is gone: deleted or reloaded.
    package func isRemoved(section: Int) -> Bool {
        deletedOrReloadedSections.contains(section)
    }

    private static func count(of sorted: [Int], below value: Int) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if sorted[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
