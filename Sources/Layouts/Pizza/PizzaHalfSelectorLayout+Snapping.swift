import Foundation
import LayoutCore

extension PizzaHalfSelectorLayout {
    /// Where a fling ends: the pizza under the proposed offset's center if it is another pizza
    /// than the current one, centered; the same pizza: right where the content is now (the
    /// layout then asks to glide back to its center, see ``settlingContentOffset(afterComingToRestAt:)``).
    func snappedContentOffset(forProposedContentOffset proposed: CGPoint) -> CGPoint {
        guard cache.rowCount > 0, proposed.isFinite else { return proposed }
        let target = clampedIndex(pizzaIndex(proposed))
        return target != currentPizzaIndex ? contentOffset(for: target) : context.contentOffset
    }
}
