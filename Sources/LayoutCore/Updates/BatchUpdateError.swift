/// A batch update the collection view refuses, as UIKit raises `NSInternalInconsistencyException`
/// for it. Every case names the values that disagree; the view is left as it was.
public enum BatchUpdateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The data source's section count after the update is not the count before it plus
    /// insertions minus deletions.
    case invalidNumberOfSections(after: Int, before: Int, inserted: Int, deleted: Int)
    /// The data source's item count of `section` after the update is not the count before it
    /// (in the section it came from) plus insertions and moves in, minus deletions and moves out.
    case invalidNumberOfItems(section: Int, after: Int, before: Int, inserted: Int, deleted: Int,
                              movedIn: Int, movedOut: Int)
    /// An update names an item that does not exist: before the update for deletions, reloads and
    /// move sources, after it for insertions and move destinations.
    case itemOutOfRange(UpdateItem.Action, ItemPath, itemCounts: [Int], afterUpdate: Bool)
    /// An update names a section that does not exist (before or after the update, as for items).
    case sectionOutOfRange(UpdateItem.Action, section: Int, sectionCount: Int, afterUpdate: Bool)
    /// Two updates name the same item: deleted twice, deleted and moved, inserted twice, …
    case conflictingItemUpdates(ItemPath, String)
    /// Two updates name the same section.
    case conflictingSectionUpdates(section: Int, String)
    /// The new data or the layout's preparation failed.
    case layout(LayoutError)

    /// The error in words, with the numbers, as UIKit's "invalid number of items" message gives them.
    public var description: String {
        switch self {
        case .invalidNumberOfSections(let after, let before, let inserted, let deleted):
            "invalid update: invalid number of sections. The number of sections after the update (\(after)) must equal the number before the update (\(before)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)"
        case .invalidNumberOfItems(let section, let after, let before, let inserted, let deleted, let movedIn, let movedOut):
            "invalid update: invalid number of items in section \(section). The number of items after the update (\(after)) must equal the number before the update (\(before)), plus or minus the number of items inserted or deleted (\(inserted) inserted, \(deleted) deleted) and plus or minus the number moved into or out of it (\(movedIn) moved in, \(movedOut) moved out)"
        case .itemOutOfRange(let action, let path, let counts, let after):
            "attempt to \(action) item \(path.item) in section \(path.section), which does not exist \(after ? "after" : "before") the update (item counts \(counts))"
        case .sectionOutOfRange(let action, let section, let count, let after):
            "attempt to \(action) section \(section), but there are only \(count) sections \(after ? "after" : "before") the update"
        case .conflictingItemUpdates(let path, let what):
            "item \(path) is \(what) in one batch update"
        case .conflictingSectionUpdates(let section, let what):
            "section \(section) is \(what) in one batch update"
        case .layout(let error):
            "the update's data or layout is invalid: \(error)"
        }
    }
}
