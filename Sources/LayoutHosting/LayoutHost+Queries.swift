import Foundation
import LayoutCore

/// The queries a view makes, in the view's coordinates (reflected across ``LayoutHost/mirror``),
/// with every element no view is registered for refused: left out, kept for ``takeRefusal()``,
/// and reported once per kind to ``LayoutHost/errorHandler``.
extension LayoutHost {
    /// The latest refusal since the last call, which clears it: a view that runs its own layout
    /// passes reports it at the end of the pass.
    package func takeRefusal() -> LayoutError? {
        defer { refusal = nil }
        return refusal
    }

    /// The elements whose visible frame meets `rect` (the view's coordinates).
    package func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        guard let mirror else { return registered(layout.layoutAttributesForElements(in: rect)) }
        return registered(layout.layoutAttributesForElements(in: mirror.rect(rect)).map(mirror.attributes))
    }

    /// The attributes of the element `key`, or `nil` when the layout has none or no view is
    /// registered for it.
    package func layoutAttributes(for key: ElementKey) -> LayoutAttributes? {
        guard let attributes = layout.layoutAttributes(for: key), admits(attributes.key) else { return nil }
        return reflected(attributes)
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
