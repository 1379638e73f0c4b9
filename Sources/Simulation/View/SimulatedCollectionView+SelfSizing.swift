import Foundation
import LayoutCore

extension SimulatedCollectionView {
    /// How many times one layout pass re-queries after self-sizing changes (newly revealed
    /// elements are sized on the next round).
    static let maximumSizingPasses = 8

    /// Asks ``preferredSizeProvider`` for each returned element and hands the sizes the layout
    /// wants to it, moving the content offset by the adjustment the layout answers (so content
    /// above the visible rect does not jump; no scroll event, as in UIKit). Returns whether the
    /// layout changed.
    func applyPreferredSizes(to elements: [LayoutAttributes]) -> Bool {
        guard let provider = preferredSizeProvider, let layout = collectionLayout as? any SelfSizingLayout else { return false }
        var changed = false
        for original in elements {
            guard let size = provider(original), size.isFinite, size.width >= 0, size.height >= 0,
                  size != original.frame.size else { continue }
            // The layout's own coordinates: the preferred size grows to the right of the original
            // there, whichever way the view reflects it.
            let inLayout = reflected(original) ?? original
            var preferred = inLayout
            preferred.frame.size = size
            if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: inLayout) {
                var shift = layout.invalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: inLayout)
                    .contentOffsetAdjustment
                if layoutMirror != nil { shift.x = -shift.x }
                shiftContentOffset(by: shift)
                changed = true
            }
        }
        return changed
    }

    /// Moves the content offset by `shift` without a scroll event, carrying a drag or a running
    /// deceleration along so that it continues from the moved content.
    func shiftContentOffset(by shift: CGPoint) {
        guard shift != .zero, shift.isFinite else { return }
        bounds.origin.x += shift.x
        bounds.origin.y += shift.y
        collectionLayout.context.bounds = layoutBounds(bounds)
        unbandedOffset.x += shift.x
        unbandedOffset.y += shift.y
        dragStartOffset.x += shift.x
        dragStartOffset.y += shift.y
        motion?.shift.x += shift.x
        motion?.shift.y += shift.y
    }
}
