import Foundation
import LayoutCore

extension LayoutHost {
    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`: true only
    /// for a `SelfSizingLayout` that wants a finite, non-negative preferred size.
    package func shouldInvalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                       withOriginalAttributes original: LayoutAttributes) -> Bool {
        guard let sizing = layout as? any SelfSizingLayout, preferred.frame.size.isFinite,
              preferred.frame.size.width >= 0, preferred.frame.size.height >= 0 else { return false }
        return sizing.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    }

    /// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`: the layout
    /// takes the size now and answers the content-size adjustment; the content-offset
    /// adjustment is the ``ScrollAnchor``'s move, so the cell the person is looking at stays
    /// where it is on screen.
    package func invalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                 withOriginalAttributes original: LayoutAttributes) -> SelfSizingAdjustment {
        guard shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original),
              let sizing = layout as? any SelfSizingLayout else { return .none }
        var adjustment = SelfSizingAdjustment.none
        let move = anchorNow().offsetAdjustment(in: layout) {
            adjustment = sizing.invalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        }
        adjustment.contentOffsetAdjustment = move
        return adjustment
    }

    /// A view's element `original` (in the view's coordinates) whose content prefers `size`:
    /// the same two steps in the layout's coordinates (where the preferred size grows to the
    /// right of the original, whichever way the view reflects it), answering the adjustment in
    /// the view's coordinates, or `nil` when the layout keeps its size. A size that is not
    /// finite, is negative or equals the current one changes nothing.
    package func adjustment(forPreferredSize size: CGSize, of original: LayoutAttributes) -> SelfSizingAdjustment? {
        guard size.isFinite, size.width >= 0, size.height >= 0, size != original.frame.size else { return nil }
        let inLayout = reflected(original)
        var preferred = inLayout
        preferred.frame.size = size
        guard shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: inLayout) else { return nil }
        var adjustment = invalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: inLayout)
        if mirror != nil { adjustment.contentOffsetAdjustment.x = -adjustment.contentOffsetAdjustment.x }
        return adjustment
    }
}
