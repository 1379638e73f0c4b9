/// The changes of one `performBatchUpdates` call, recorded as UIKit's `insertItems(at:)`,
/// `deleteItems(at:)`, `moveItem(at:to:)`, `reloadItems(at:)` and their section equivalents
/// record them.
///
/// As in UIKit, deletions, reloads and move sources name paths before the update; insertions
/// and move destinations name paths after it. the host checks the changes against
/// the item counts before and after and answers where every element went.
public struct BatchUpdates: Hashable, Sendable {
    /// A move of one element from its place before the update to its place after it.
    package struct Move<Index: Hashable & Sendable>: Hashable, Sendable {
        /// Where the element was before the update.
        package var from: Index
        /// Where it is after the update.
        package var to: Index

        /// A move of the element at `from` to `to`.
        package init(from: Index, to: Index) {
            self.from = from
            self.to = to
        }
    }

    /// Items inserted, at their paths after the update.
    package private(set) var insertedItems: [ItemPath] = []
    /// Items deleted, at their paths before the update.
    package private(set) var deletedItems: [ItemPath] = []
    /// Items reloaded (a new view replaces the old one), at their paths before the update.
    package private(set) var reloadedItems: [ItemPath] = []
    /// Items moved.
    package private(set) var movedItems: [Move<ItemPath>] = []
    /// Sections inserted, as indices after the update.
    package private(set) var insertedSections: [Int] = []
    /// Sections deleted, as indices before the update.
    package private(set) var deletedSections: [Int] = []
    /// Sections reloaded, as indices before the update.
    package private(set) var reloadedSections: [Int] = []
    /// Sections moved.
    package private(set) var movedSections: [Move<Int>] = []

    /// No changes.
    public init() {}

    /// Whether no change was recorded.
    package var isEmpty: Bool {
        insertedItems.isEmpty && deletedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
            && insertedSections.isEmpty && deletedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
    }

    /// Records items inserted at `indexPaths` (after the update).
    public mutating func insertItems(at indexPaths: [ItemPath]) { insertedItems += indexPaths }
    /// Records items deleted from `indexPaths` (before the update).
    public mutating func deleteItems(at indexPaths: [ItemPath]) { deletedItems += indexPaths }
    /// Records items reloaded at `indexPaths` (before the update).
    public mutating func reloadItems(at indexPaths: [ItemPath]) { reloadedItems += indexPaths }
    /// Records the item at `indexPath` (before) moved to `newIndexPath` (after).
    public mutating func moveItem(at indexPath: ItemPath, to newIndexPath: ItemPath) {
        movedItems.append(Move(from: indexPath, to: newIndexPath))
    }
    /// Records `sections` inserted (indices after the update); takes an `IndexSet` or any list.
    public mutating func insertSections(_ sections: some Sequence<Int>) { insertedSections += sections }
    /// Records `sections` deleted (indices before the update).
    public mutating func deleteSections(_ sections: some Sequence<Int>) { deletedSections += sections }
    /// Records `sections` reloaded (indices before the update).
    public mutating func reloadSections(_ sections: some Sequence<Int>) { reloadedSections += sections }
    /// Records `section` (before) moved to `newSection` (after).
    public mutating func moveSection(_ section: Int, toSection newSection: Int) {
        movedSections.append(Move(from: section, to: newSection))
    }

    /// The changes `updateItems` name, as a layout is shown them: what a host that only sees the
    /// update items (UIKit's `prepare(forCollectionViewUpdates:)`) validates again.
    package init(_ updateItems: [UpdateItem]) {
        for update in updateItems {
            let before = update.indexPathBeforeUpdate, after = update.indexPathAfterUpdate
            switch (update.updateAction, update.isSectionUpdate) {
            case (.insert, true): after.map { insertedSections.append($0.section) }
            case (.delete, true): before.map { deletedSections.append($0.section) }
            case (.reload, true): before.map { reloadedSections.append($0.section) }
            case (.move, true): if let before, let after { moveSection(before.section, toSection: after.section) }
            case (.insert, false): after.map { insertedItems.append($0) }
            case (.delete, false): before.map { deletedItems.append($0) }
            case (.reload, false): before.map { reloadedItems.append($0) }
            case (.move, false): if let before, let after { moveItem(at: before, to: after) }
            }
        }
    }

    /// Checks the changes against the item counts `before` and `after` the update, as UIKit does,
    /// and resolves where every element goes. Throws a ``BatchUpdateError`` naming the first
    /// path, section or count that disagrees.
    package func validated(from before: [Int], to after: [Int]) throws(BatchUpdateError) -> BatchUpdatePlan {
        try BatchUpdatePlan(self, before: before, after: after)
    }
}

extension BatchUpdates.Move where Index == ItemPath {
    /// The move as the update item a layout is shown.
    package var updateItem: UpdateItem {
        UpdateItem(updateAction: .move, indexPathBeforeUpdate: from, indexPathAfterUpdate: to)
    }
}

extension BatchUpdates {
    /// The item counts these changes leave of `before`, as a collection view finds them when the
    /// app records changes without counts (UIKit's own `insertItems(at:)` and the like on the
    /// view): each section after the update has the count of the section it was, less the items
    /// deleted from or moved out of it, plus those inserted or moved into it; sections keep their
    /// order as ``BatchUpdatePlan`` resolves it. `nil` when a section is inserted or reloaded (its
    /// count is the app's data's), or when the changes name sections that do not exist.
    /// - Complexity: O(s + u) for s sections and u changes.
    package func itemCounts(after before: [Int]) -> [Int]? {
        guard insertedSections.isEmpty, reloadedSections.isEmpty else { return nil }
        let deleted = Set(deletedSections)
        guard deleted.count == deletedSections.count, deleted.allSatisfy(before.indices.contains) else { return nil }
        let sectionCount = before.count - deleted.count
        // Where each section before goes, as the plan resolves it: moved ones to their places,
        // the others, in order, to the places left.
        var sectionAfter = [Int?](repeating: nil, count: before.count)
        var taken = Set<Int>()
        for move in movedSections {
            guard before.indices.contains(move.from), (0..<sectionCount).contains(move.to), sectionAfter[move.from] == nil,
                  !deleted.contains(move.from), taken.insert(move.to).inserted else { return nil }
            sectionAfter[move.from] = move.to
        }
        var next = 0
        for section in before.indices where !deleted.contains(section) && sectionAfter[section] == nil {
            while taken.contains(next) { next += 1 }
            sectionAfter[section] = next
            next += 1
        }
        var counts = [Int](repeating: 0, count: sectionCount)
        for (section, count) in before.enumerated() {
            if let after = sectionAfter[section] { counts[after] = count }
        }
        func section(before path: ItemPath) -> Int? {
            before.indices.contains(path.section) ? sectionAfter[path.section] : nil
        }
        for path in deletedItems {
            guard let after = section(before: path) else { return nil }
            counts[after] -= 1
        }
        for move in movedItems {
            guard let from = section(before: move.from), counts.indices.contains(move.to.section) else { return nil }
            counts[from] -= 1
            counts[move.to.section] += 1
        }
        for path in insertedItems {
            guard counts.indices.contains(path.section) else { return nil }
            counts[path.section] += 1
        }
        return counts.allSatisfy { $0 >= 0 } ? counts : nil
    }
}
