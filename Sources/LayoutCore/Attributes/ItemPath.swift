/// The position of an element in a collection: an item within a section.
///
/// The portable counterpart of `IndexPath(item:section:)`. Foundation's `IndexPath` has no
/// `item`/`section` accessors off Apple platforms, and two `Int`s are cheaper to store and compare.
/// Paths order by section first, then item, as UIKit orders index paths.
public struct ItemPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The item's index within its section.
    public var item: Int
    /// The section's index within the collection.
    public var section: Int

    /// Creates the path of `item` in `section`.
    public init(item: Int, section: Int) {
        self.item = item
        self.section = section
    }

    /// Whether `lhs` comes first: by section, then by item, as `IndexPath` orders.
    public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    /// "[section, item]", as `IndexPath` prints.
    public var description: String { "[\(section), \(item)]" }
}
