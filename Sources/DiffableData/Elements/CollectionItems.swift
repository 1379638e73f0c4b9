import LayoutCore

/// The items a `CollectionLayoutView` shows now, for its layout to read per item (a waterfall's
/// aspect ratio, a row's kind) instead of an array a closure captured when the layout was made:
/// that copy goes stale as soon as the app's data grows (load more) or shrinks, and a layout
/// reading past its end crashes.
///
/// ```swift
/// CollectionLayoutView(pins, layout: { items in
///     try WaterfallLayout(configuration: WaterfallLayoutConfiguration(sizeForItem: { path in
///         items[path].map { .aspectRatio($0.aspectRatio) } ?? .estimated(200)
///     }))
/// }) { pin in PinCard(pin) }
/// ```
///
/// The view gives it an update's items just before it shows them (so the layout prepares for the
/// new counts with the new values) and takes them back when it does not show them (a repeated
/// id): it always holds what the view shows. One object for the view's life, so a layout made
/// once per layout id reads every later update's items through it. Read it where the view runs
/// (the main thread), as UIKit queries a layout; it is `Sendable` so that a layout's `@Sendable`
/// closures may hold it.
public final class CollectionItems<Item>: @unchecked Sendable {
    /// The items of each section, as the view shows them.
    package private(set) var sections: [[Item]] = []

    /// No items yet.
    package init() {}

    /// The item the view shows at `indexPath`, or `nil` where it shows none (a path past the items).
    /// - Complexity: O(1).
    public subscript(indexPath: ItemPath) -> Item? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return sections[indexPath.section][indexPath.item]
    }

    /// Shows `sections` from now on, answering what was shown before (for ``restore(_:)`` when the
    /// update is not shown).
    /// - Complexity: O(s) for s sections (the arrays are shared, not copied).
    @discardableResult
    package func show(_ sections: [[Item]]) -> [[Item]] {
        defer { self.sections = sections }
        return self.sections
    }

    /// Goes back to `sections`, what ``show(_:)`` answered: the update was not shown.
    package func restore(_ sections: [[Item]]) {
        self.sections = sections
    }
}
