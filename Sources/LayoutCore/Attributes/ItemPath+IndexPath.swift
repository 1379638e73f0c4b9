import Foundation

extension ItemPath {
    /// The path of an `IndexPath` of two indices (section, item); one index names a whole
    /// section (item `NSNotFound`, as `UpdateItem` keeps section updates). `nil` for any other
    /// length. Reads the indices, so it works where `IndexPath` has no `item`/`section`.
    public init?(_ indexPath: IndexPath) {
        switch indexPath.count {
        case 2: self.init(item: indexPath[1], section: indexPath[0])
        case 1: self.init(item: NSNotFound, section: indexPath[0])
        default: return nil
        }
    }
}

extension ItemPath {
    /// The two-index path (section, item), as `IndexPath(item:section:)` makes it: what UIKit's
    /// calls take.
    public var indexPath: IndexPath { IndexPath(self) }
}

extension IndexPath {
    /// The two-index path (section, item) of `path`, as `IndexPath(item:section:)` makes it.
    package init(_ path: ItemPath) {
        self.init(indexes: [path.section, path.item])
    }
}
