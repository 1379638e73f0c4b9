import CompositionalLayout
import Foundation

/// A compositional preset the probe lays out both ways: a name, the layout and its data.
public struct ReferencePreset {
    /// The preset's name, as the gallery's demos name it.
    public var name: String
    /// Makes the layout.
    public var makeLayout: () -> CompositionalLayout
    /// The number of items in each section.
    public var itemCounts: [Int]

    /// Every preset of the article, with the gallery demos' data.
    public static var all: [ReferencePreset] { [
        ReferencePreset(name: "list", makeLayout: CompositionalLayout.list, itemCounts: [60]),
        ReferencePreset(name: "grid", makeLayout: CompositionalLayout.grid, itemCounts: [80]),
        ReferencePreset(name: "two-columns", makeLayout: CompositionalLayout.twoColumns, itemCounts: [40]),
        ReferencePreset(name: "inset-items-grid", makeLayout: CompositionalLayout.insetItemsGrid, itemCounts: [80]),
        ReferencePreset(name: "distinct-sections", makeLayout: CompositionalLayout.distinctSections, itemCounts: [4, 9, 15, 4, 9, 15]),
        ReferencePreset(name: "adaptive-sections", makeLayout: CompositionalLayout.adaptiveSections, itemCounts: [3, 12, 20, 3, 12, 20]),
        ReferencePreset(name: "nested-groups", makeLayout: CompositionalLayout.nestedGroups, itemCounts: [30]),
        ReferencePreset(name: "nested-groups-scrolling", makeLayout: CompositionalLayout.nestedGroupsScrolling,
                        itemCounts: [12, 12, 12, 12]),
        ReferencePreset(name: "profile-page", makeLayout: CompositionalLayout.profilePage, itemCounts: [1, 12, 30]),
    ] }
}
