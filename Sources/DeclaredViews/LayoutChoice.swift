import LayoutCore
import LayoutHosting

/// The layouts an app chose among by id (Photos' Months and All Photos, a grid's column count):
/// each made when first chosen and kept while it is among the ``kept`` chosen last, so going back
/// shows the same layout object with the state it had, and an id that varies with what the
/// layout is made from (a column count, a text size) makes a new layout without the ones before
/// piling up.
struct LayoutChoice {
    /// How many layouts are kept: the one shown and those chosen last before it.
    static let kept = 4
    /// The id of the layout shown.
    private(set) var currentID: AnyHashable
    /// The layouts kept, chosen last first.
    private var made: [(id: AnyHashable, layout: any CollectionLayout)]
    /// The layout made last and not shown yet.
    private var unshown: (id: AnyHashable, layout: any CollectionLayout)?

    /// A choice showing `layout`, chosen as `id`.
    init(id: AnyHashable, layout: any CollectionLayout) {
        currentID = id
        made = [(id, layout)]
    }

    /// The layout to show for `id` when it is not the one shown (the one kept for it, or made by
    /// `make`), or `nil` when it is. Nothing is chosen until ``choose(_:_:)``: a layout made but
    /// not shown yet (a switch that failed) is given again for the same id. Throws what `make`
    /// throws.
    mutating func layout(for id: AnyHashable, make: () throws -> any CollectionLayout) rethrows -> (any CollectionLayout)? {
        guard id != currentID else { return nil }
        if let kept = made.first(where: { $0.id == id }) ?? unshown.flatMap({ $0.id == id ? $0 : nil }) { return kept.layout }
        let layout = try make()
        unshown = (id, layout)
        return layout
    }

    /// The view shows `layout`, chosen as `id`: kept first, the one chosen longest ago dropped
    /// beyond ``kept``.
    mutating func choose(_ id: AnyHashable, _ layout: any CollectionLayout) {
        made.removeAll { $0.id == id }
        made.insert((id, layout), at: 0)
        if unshown?.id == id { unshown = nil }
        if made.count > Self.kept { made.removeLast(made.count - Self.kept) }
        currentID = id
    }
}
