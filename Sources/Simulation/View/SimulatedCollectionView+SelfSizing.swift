import Foundation
import LayoutCore

extension SimulatedCollectionView {
    /// How many times one layout pass re-queries after self-sizing changes (newly revealed
    /// elements are sized on the next round).
    static let maximumSizingPasses = 8

    /// Asks ``preferredSizeProvider`` for each returned element and hands the sizes the layout
    /// wants to it. Returns whether the layout changed.
    func applyPreferredSizes(to elements: [LayoutAttributes]) -> Bool {
        guard let provider = preferredSizeProvider, let layout = collectionLayout as? any SelfSizingLayout else { return false }
        var changed = false
        for original in elements {
            guard let size = provider(original), size.isFinite, size.width >= 0, size.height >= 0,
                  size != original.frame.size else { continue }
            var preferred = original
            preferred.frame.size = size
            if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) {
                layout.invalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
                changed = true
            }
        }
        return changed
    }
}
