import Foundation
import LayoutCore

/// What a batch update does to one section's items, as a layout that places only what changed
/// needs it: the items before ``first`` stay, the items after the changed run stay in order
/// (``countChange`` places later), and between them ``removedCount`` items give way to
/// ``sources``, each the section's own item before the update or a new one.
///
/// Layouts of stored geometry (the waterfall, justified rows) build their edits here once the
/// update's items arrive, so that what an update changed is decided in one place.
struct SectionEdit: Equatable {
    /// Where an item in the changed run comes from.
    enum Source: Equatable {
        /// The section's item at this index before the update (staying or moved within the section).
        case kept(Int)
        /// A new item, inserted or reloaded, described at its place after the update.
        case new
    }

    /// The first index the update touched, before and after it.
    var first: Int
    /// How many items, from `first` on, the update replaced.
    var removedCount: Int
    /// The items of the changed run after the update, in order, from `first` on.
    var sources: [Source]

    /// How many more items the section has after the update.
    var countChange: Int { sources.count - removedCount }

    /// The items of the changed run of `section` after the update, in order: `kept(i)` for the
    /// section's own item `i` before it, `new(path)` for a new item at `path` after it.
    func items<Item>(inSection section: Int, kept: (Int) -> Item,
                     new: (ItemPath) throws(LayoutError) -> Item) throws(LayoutError) -> [Item] {
        var items: [Item] = []
        items.reserveCapacity(sources.count)
        for (offset, source) in sources.enumerated() {
            switch source {
            case .kept(let old): items.append(kept(old))
            case .new: items.append(try new(ItemPath(item: first + offset, section: section)))
            }
        }
        return items
    }

    /// The edit of each section `plan` reaches, or `nil` when it inserts, deletes, moves or
    /// reloads sections, or moves an item across sections (a layout places those sections again).
    /// A reloaded item for which `isUnchanged(before, after)` answers `true` is no change.
    /// - Complexity: O(u·log u + the changed runs) for u update items.
    static func edits(of plan: BatchUpdatePlan,
                      isUnchanged: (ItemPath, ItemPath) throws(LayoutError) -> Bool) throws(LayoutError) -> [Int: SectionEdit]? {
        var removed: [Int: [Int]] = [:], occupied: [Int: [(place: Int, from: Int?)]] = [:], reloaded: [Int: [Int: Int]] = [:]
        for update in plan.updateItems {
            guard !update.isSectionUpdate else { return nil }
            switch (update.updateAction, update.indexPathBeforeUpdate, update.indexPathAfterUpdate) {
            case (.delete, let from?, _): removed[from.section, default: []].append(from.item)
            case (.insert, _, let to?): occupied[to.section, default: []].append((to.item, nil))
            case (.move, let from?, let to?) where from.section == to.section:
                removed[from.section, default: []].append(from.item)
                occupied[to.section, default: []].append((to.item, from.item))
            case (.reload, let from?, let to?) where from.section == to.section:
                if try !isUnchanged(from, to) { reloaded[from.section, default: [:]][from.item] = to.item }
            default: return nil
            }
        }
        var edits: [Int: SectionEdit] = [:]
        for section in Set(removed.keys).union(occupied.keys).union(reloaded.keys) {
            edits[section] = edit(removing: (removed[section] ?? []).sorted(), occupying: (occupied[section] ?? []).sorted { $0.place < $1.place },
                                  reloading: reloaded[section] ?? [:])
        }
        return edits
    }

    /// The edit of one section whose items before the update at `gone` were deleted or moved
    /// away, whose places after it `taken` were inserted (`from` `nil`) or moved to, and whose
    /// items `renewed` (before → after) were reloaded.
    private static func edit(removing gone: [Int], occupying taken: [(place: Int, from: Int?)], reloading renewed: [Int: Int]) -> SectionEdit {
        let delta = taken.count - gone.count
        let first = min(gone.first ?? .max, taken.first?.place ?? .max, renewed.keys.min() ?? .max, renewed.values.min() ?? .max)
        // The first item after the change that no change reaches, before the update.
        let oldTail = max((gone.last ?? -1) + 1, (taken.last?.place ?? -1) + 1 - delta,
                          (renewed.keys.max() ?? -1) + 1, (renewed.values.max() ?? -1) + 1 - delta, first)
        var sources: [Source] = []
        sources.reserveCapacity(oldTail + delta - first)
        var old = first, nextGone = 0, nextTaken = 0
        for place in first..<(oldTail + delta) {
            if nextTaken < taken.count, taken[nextTaken].place == place {
                sources.append(taken[nextTaken].from.map(Source.kept) ?? .new)
                nextTaken += 1
                continue
            }
            while nextGone < gone.count, gone[nextGone] == old { old += 1; nextGone += 1 }
            sources.append(renewed[old] != nil ? .new : .kept(old))
            old += 1
        }
        return SectionEdit(first: first, removedCount: oldTail - first, sources: sources)
    }
}
