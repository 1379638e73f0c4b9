import Foundation

/// A container of items laid out in a row, a column or by a custom provider: the portable
/// `NSCollectionLayoutGroup`. A group is a ``LayoutItem``, so groups nest to any depth.
public final class LayoutGroup: LayoutItem {
    /// How a group places its subitems.
    package enum Arrangement: Sendable {
        /// In a row, leading to trailing.
        case horizontal
        /// In a column, top to bottom.
        case vertical
        /// Where a provider says.
        case custom
    }

    /// Returns the frames of a custom group's items for the group's environment.
    public typealias ItemProvider = (LayoutEnvironment) -> [LayoutGroupCustomItem]

    /// How the subitems are placed.
    package let arrangement: Arrangement
    /// The subitems, repeated in order until the next no longer fits (or `count` times).
    public let subitems: [LayoutItem]
    /// For a group built with `count`: exactly this many equal items.
    package let count: Int?
    /// The custom group's provider (`nil` for rows and columns).
    package let itemProvider: ItemProvider?
    /// Space between subitems: exact when fixed, at least this when flexible.
    public var interItemSpacing: LayoutSpacing?

    private init(layoutSize: LayoutSize, arrangement: Arrangement, subitems: [LayoutItem], count: Int?,
                 itemProvider: ItemProvider?) {
        self.arrangement = arrangement
        self.subitems = subitems
        self.count = count
        self.itemProvider = itemProvider
        super.init(layoutSize: layoutSize)
    }

    /// A row of exactly `count` equal copies of `subitem`; the item's own width is ignored and
    /// fixed spacing shrinks them: `width = (groupWidth − spacing·(count − 1))/count`.
    public static func horizontal(layoutSize: LayoutSize, subitem: LayoutItem, count: Int) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], count: count, itemProvider: nil)
    }

    /// A row repeating `subitems` in order until the next one no longer fits.
    public static func horizontal(layoutSize: LayoutSize, subitems: [LayoutItem]) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: subitems, count: nil, itemProvider: nil)
    }

    /// A column of exactly `count` equal copies of `subitem`; the item's own height is ignored.
    public static func vertical(layoutSize: LayoutSize, subitem: LayoutItem, count: Int) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], count: count, itemProvider: nil)
    }

    /// A column repeating `subitems` in order until the next one no longer fits.
    public static func vertical(layoutSize: LayoutSize, subitems: [LayoutItem]) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: subitems, count: nil, itemProvider: nil)
    }

    /// A group whose items are the frames `itemProvider` returns for the group's environment,
    /// relative to the group's origin.
    public static func custom(layoutSize: LayoutSize, itemProvider: @escaping ItemProvider) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, arrangement: .custom, subitems: [], count: nil, itemProvider: itemProvider)
    }
}
