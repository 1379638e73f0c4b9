import Foundation

/// One change of a batch update as a layout sees it in
/// ``CollectionLayout/prepare(forCollectionViewUpdates:)``: the portable
/// `UICollectionViewUpdateItem`.
///
/// A section update names the whole section: its paths' `item` is `NSNotFound`, as in UIKit.
public struct UpdateItem: Hashable, Sendable, CustomStringConvertible {
    /// What happened to the element, as `UICollectionViewUpdateItem.Action`.
    public enum Action: String, Hashable, Sendable {
        /// The element is new.
        case insert
        /// The element is gone.
        case delete
        /// The element stays but gets a new view.
        case reload
        /// The element moved from one path to another.
        case move
    }

    /// What happened.
    public var updateAction: Action
    /// Where the item or section was before the update; `nil` for an insertion.
    public var indexPathBeforeUpdate: ItemPath?
    /// Where the item or section is after the update; `nil` for a deletion.
    public var indexPathAfterUpdate: ItemPath?

    /// Creates an update item.
    package init(updateAction: Action, indexPathBeforeUpdate: ItemPath?, indexPathAfterUpdate: ItemPath?) {
        self.updateAction = updateAction
        self.indexPathBeforeUpdate = indexPathBeforeUpdate
        self.indexPathAfterUpdate = indexPathAfterUpdate
    }

    /// The path UIKit uses for a whole section: item `NSNotFound`.
    @_spi(Testing) public static func sectionPath(_ section: Int) -> ItemPath {
        ItemPath(item: NSNotFound, section: section)
    }

    /// Whether the update names a whole section rather than one item.
    public var isSectionUpdate: Bool {
        (indexPathBeforeUpdate ?? indexPathAfterUpdate)?.item == NSNotFound
    }

    /// The action and its index paths, as logs show the update.
    public var description: String {
        func name(_ path: ItemPath?) -> String {
            guard let path else { return "–" }
            return path.item == NSNotFound ? "section \(path.section)" : path.description
        }
        return "\(updateAction) \(name(indexPathBeforeUpdate)) → \(name(indexPathAfterUpdate))"
    }
}
