import LayoutCore

/// The layouts an app chose among by id (Photos' Months and All Photos, a grid's column count):
/// each made once, when first chosen, and kept, so going back shows the same layout object with
/// the state it had.
struct LayoutChoice {
    /// The id of the layout shown.
    private(set) var currentID: AnyHashable
    /// The layouts made so far, by id.
    private var made: [AnyHashable: any CollectionLayout]

    /// A choice showing `layout`, chosen as `id`.
    init(id: AnyHashable, layout: any CollectionLayout) {
        currentID = id
        made = [id: layout]
    }

    /// The layout to show for `id` when it is not the one shown (made by `make` the first time
    /// it is chosen, and kept), or `nil` when it is. Nothing is chosen until ``choose(_:_:)``.
    /// Throws what `make` throws.
    mutating func layout(for id: AnyHashable, make: () throws -> any CollectionLayout) rethrows -> (any CollectionLayout)? {
        guard id != currentID else { return nil }
        let layout = try made[id] ?? make()
        made[id] = layout
        return layout
    }

    /// The view shows `layout`, chosen as `id`.
    mutating func choose(_ id: AnyHashable, _ layout: any CollectionLayout) {
        made[id] = layout
        currentID = id
    }
}
