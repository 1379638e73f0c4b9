@_spi(Testing) import CompositionalLayoutModule
import Foundation
import LayoutCore
import LayoutHosting

/// A compositional preset the probe lays out both ways: a name, the layout and its data.
package struct ReferencePreset {
    /// The preset's name, as the gallery's demos name it.
    package var name: String
    /// Makes the layout.
    package var makeLayout: () -> CompositionalLayout
    /// The number of items in each section.
    package var itemCounts: [Int]

    /// The views a collection view showing the preset registers: a view for each supplementary
    /// and decoration kind its layout returns (read from the layout laid out on a phone), each
    /// dequeued with its kind as reuse identifier. Both layouts of the probe get them.
    package var registry: ViewRegistry {
        let layout = makeLayout()
        var registry = ViewRegistry()
        guard (try? HostedLayout(layout).prepare(with: LayoutContext(bounds: CGRect(x: 0, y: 0, width: 390, height: 844)),
                                               itemCounts: { itemCounts })) != nil else { return registry }
        for key in layout.allElementKeys() {
            switch key.category {
            case .cell: break
            case .supplementaryView(let kind): registry.registerSupplementaryView(ofKind: kind)
            case .decorationView(let kind): registry.registerDecorationView(ofKind: kind)
            }
        }
        return registry
    }

    /// Every preset of the article, with the gallery demos' data.
    package static var all: [ReferencePreset] { [
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
        ReferencePreset(name: "pinned-headers", makeLayout: { .pinnedHeaders(backgroundKind: "background") }, itemCounts: [8, 12, 20]),
    ] }
}
