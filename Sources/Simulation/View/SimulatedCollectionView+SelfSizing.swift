import Foundation
import LayoutCore

extension SimulatedCollectionView {
    /// How many times one layout pass re-queries after self-sizing changes (newly revealed
    /// elements are sized on the next round).
    static let maximumSizingPasses = 8

    /// Asks ``preferredSizeProvider`` for each returned element and hands the sizes to the
    /// engine, moving the content offset by the adjustment it answers (so content above the
    /// visible rect does not jump; no scroll event, as in UIKit) — except while a batch update is
    /// set up, where UIKit ignores a content-offset adjustment: the engine keeps it then and
    /// answers none, and hands it over at the finalization. Returns whether the layout changed.
    func applyPreferredSizes(to elements: [LayoutAttributes]) -> Bool {
        guard let provider = preferredSizeProvider, engine.layout.capabilities.selfSizing != nil else { return false }
        var changed = false
        for original in elements {
            guard let size = provider(original),
                  let adjustment = engine.adjustment(forPreferredSize: size, of: original) else { continue }
            shiftContentOffset(by: adjustment.contentOffsetAdjustment)
            changed = true
        }
        return changed
    }

    /// Moves the content offset by `shift` without a scroll event, carrying a drag or a running
    /// deceleration along so that it continues from the moved content.
    func shiftContentOffset(by shift: CGPoint) {
        guard shift != .zero, shift.isFinite else { return }
        bounds.origin.x += shift.x
        bounds.origin.y += shift.y
        engine.boundsDidShift(to: bounds)
        unbandedOffset.x += shift.x
        unbandedOffset.y += shift.y
        dragStartOffset.x += shift.x
        dragStartOffset.y += shift.y
        motion?.shift.x += shift.x
        motion?.shift.y += shift.y
    }
}
