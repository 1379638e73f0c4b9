import Foundation
import LayoutCore

extension CompositionalLayout {
    /// The elements of section `index` in `rect`, with its visible-items handler applied,
    /// appended to `result`.
    func appendElements(ofSection index: Int, in rect: CGRect, to result: inout [LayoutAttributes]) {
        guard sections[index].section.visibleItemsInvalidationHandler != nil else {
            sections[index].appendElements(in: rect, at: placement(ofSection: index), to: &result)
            return
        }
        let base = sections[index].elements(in: rect, at: placement(ofSection: index))
        let adjusted = visibleItems(ofSection: index)
        result += adjusted.values.filter { $0.isShown(in: rect) }
        result += base.filter { adjusted[$0.key] == nil }
    }

    /// The section's items and supplementaries visible in the bounds, after its
    /// `visibleItemsInvalidationHandler`; a change that is not finite is dropped.
    ///
    /// The handler's offset is the origin of the bounds, plus the section's own scroll offset
    /// along the section's axis when it scrolls on its own: what UIKit passes (decompiled iOS
    /// 26.1 UIKitCore, `-[_UICollectionCompositionalLayoutSolver
    /// mutatedVisibleItemsForElementsForVisibleBounds:]` adds the section's orthogonal offset to
    /// the queried bounds' origin), so a section that does not scroll on its own sees the
    /// collection view's content offset.
    func visibleItems(ofSection index: Int) -> [ElementKey: LayoutAttributes] {
        let geometry = sections[index]
        guard let handler = geometry.section.visibleItemsInvalidationHandler else { return [:] }
        let placement = placement(ofSection: index)
        let base = geometry.elements(in: context.bounds, at: placement).filter {
            if case .decorationView = $0.category { return false }
            return true
        }
        var items = base.map(LayoutVisibleItem.init)
        var offset = context.bounds.origin
        offset[axis.cross] += placement.orthogonalOffset
        handler(&items, offset, geometry.environment)
        var result: [ElementKey: LayoutAttributes] = [:]
        for (position, original) in base.enumerated() {
            let changed = items.indices.contains(position) && items[position].indexPath == original.indexPath
                && items[position].attributes.category == original.category ? items[position].attributes : original
            result[original.key] = changed.isFinite ? changed : original
        }
        return result
    }

    /// `attributes` as the section's visible-items handler leaves them.
    func adjustedByHandler(_ attributes: LayoutAttributes) -> LayoutAttributes {
        let index = attributes.indexPath.section
        guard hasVisibleItemsHandlers, sections.indices.contains(index), sections[index].section.visibleItemsInvalidationHandler != nil else {
            return attributes
        }
        return visibleItems(ofSection: index)[attributes.key] ?? attributes
    }
}
