import Foundation
import LayoutCore

/// The queries a view makes, in the layout's coordinates, with every element no view is
/// registered for refused: left out, kept for ``takeRefusal()``, and reported once per kind to
/// ``HostedLayout/errorHandler``.
///
/// Between the prepare for a batch update's new counts and `prepare(forCollectionViewUpdates:)`
/// every query answers nothing (``HostedLayout/awaitsUpdateItems``): UIKit queries the new visible
/// rect in that window and keeps the answers as the update's final attributes, before the layout
/// has seen which items moved, so sizes a layout carries through an update (cells that sized
/// themselves) would still be at their estimates. MagazineLayout (`layoutAttributesForElements(in:)`,
/// its `hasDataSourceCountInvalidationBeforeReceivingUpdateItems`) and ChatLayout answer `nil`
/// there for that reason; UIKit then asks again once the update items are known.
extension HostedLayout {
    /// The latest refusal since the last call, which clears it: a view that runs its own layout
    /// passes reports it at the end of the pass.
    package func takeRefusal() -> LayoutError? {
        defer { refusal = nil }
        return refusal
    }

    /// The elements whose visible frame meets `rect`.
    /// - Complexity: the layout's query, O(log n + k) for k elements returned.
    package func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        guard !awaitsUpdateItems else {
            queriesAwaitingUpdateItems += 1
            return []
        }
        return registered(layout.layoutAttributesForElements(in: rect))
    }

    /// The attributes of the element `key`, or `nil` when the layout has none, no view is
    /// registered for it, or the layout awaits an update's items.
    package func layoutAttributes(for key: ElementKey) -> LayoutAttributes? {
        guard !awaitsUpdateItems, let attributes = layout.layoutAttributes(for: key), admits(attributes.key) else { return nil }
        return attributes
    }

    /// `elements` without those no view is registered for.
    func registered(_ elements: [LayoutAttributes]) -> [LayoutAttributes] {
        guard !elements.allSatisfy({ registry.canShow($0.category) }) else { return elements }
        return elements.filter { admits($0.key) }
    }

    /// Whether a view can be made for `key`; reports the first refusal of each kind.
    func admits(_ key: ElementKey) -> Bool {
        do throws(LayoutError) {
            try registry.check(key, of: layout)
            return true
        } catch {
            refusal = error
            if refusedCategories.insert(key.category).inserted { errorHandler?(error) }
            return false
        }
    }
}
