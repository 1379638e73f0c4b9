import Foundation
import LayoutCore

extension HostedLayout {
    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`: true only
    /// for a `SelfSizingLayout` that wants a finite, non-negative preferred size.
    package func shouldInvalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                       withOriginalAttributes original: LayoutAttributes) -> Bool {
        guard let sizing = capabilities.selfSizing, preferred.frame.size.isFinite,
              preferred.frame.size.width >= 0, preferred.frame.size.height >= 0 else { return false }
        return sizing.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    }

    /// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`: the layout
    /// takes the size now and answers the content-size adjustment; the content-offset adjustment
    /// is how far the anchor `anchor` answers moved across the change, so the cell the person is looking at stays
    /// where it is on screen. `.none` when the layout keeps its size.
    package func invalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                 withOriginalAttributes original: LayoutAttributes, anchor: () -> ScrollAnchor) -> SelfSizingAdjustment {
        guard shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original),
              let sizing = capabilities.selfSizing else { return .none }
        var adjustment = SelfSizingAdjustment.none
        let move = anchor().offsetAdjustment(in: layout) {
            adjustment = sizing.invalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        }
        adjustment.contentOffsetAdjustment = move
        return adjustment
    }
}
