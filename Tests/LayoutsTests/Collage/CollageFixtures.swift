import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import Layouts
import TestSupport

/// A collage layout of `text` prepared in a `size` view for `photos` photos.
func collage(_ text: String, size: CGSize = CGSize(width: 390, height: 844), photos: Int? = nil,
             configure: (inout CollageLayoutConfiguration) -> Void = { _ in }) throws -> CollageLayout {
    var configuration = CollageLayoutConfiguration(template: try CollageTemplate(text: text))
    configure(&configuration)
    let layout = try CollageLayout(configuration: configuration)
    try prepare(layout, LayoutContext(bounds: CGRect(origin: .zero, size: size),
                                      itemCounts: [photos ?? configuration.template.photoCount]))
    return layout
}

/// Runs a pending `prepare()`, as the next layout pass does.
func relayout(_ layout: CollageLayout) throws {
    try prepare(layout, layout.context)
}

/// Cell `index`'s frame.
func cellFrame(_ layout: CollageLayout, _ index: Int) -> CGRect? {
    layout.layoutAttributesForItem(at: ItemPath(item: index, section: 0))?.frame
}

/// Every element one by one: cells, placeholders and divider handles.
func allCollageElements(_ layout: CollageLayout) -> [LayoutAttributes] {
    let cells = layout.configuration.template.cells.indices
    return cells.compactMap { layout.layoutAttributesForItem(at: ItemPath(item: $0, section: 0)) }
        + cells.compactMap { layout.layoutAttributesForSupplementaryView(ofKind: CollageLayout.placeholderKind, at: ItemPath(item: $0, section: 0)) }
        + layout.configuration.template.dividers.indices.compactMap {
            layout.layoutAttributesForDecorationView(ofKind: CollageLayout.dividerKind, at: ItemPath(item: $0, section: 0))
        }
}

/// The region (before spacing) of every cell, in points.
func regions(_ layout: CollageLayout) -> [LayoutPolygon] {
    layout.configuration.template.cells.indices.map { layout.regionOfCell($0) }
}
