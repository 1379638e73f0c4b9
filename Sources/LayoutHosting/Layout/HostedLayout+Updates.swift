import Foundation
import LayoutCore

/// Batch updates: the update items the layout is shown, whether the view animates them, and
/// where appearing and disappearing elements start and end.
extension HostedLayout {
    /// Whether a batch update asked to animate (`animated`) does: only when the layout does not
    /// drive its own update animations (`CollectionLayout/animatesCollectionViewUpdates`). An
    /// update that changes no item still animates whatever the layout changed, as UIKit's
    /// `performBatchUpdates(nil)` after an invalidation does.
    /// A UIKit view that does not animate performs the update inside
    /// `UIView.performWithoutAnimation`: a `CATransaction` opened in
    /// `prepare(forCollectionViewUpdates:)` cannot stop UIKit's animations, which it adds after
    /// `finalizeCollectionViewUpdates()` (Apple: that method "is called within the animation block").
    package func animatesBatchUpdates(_ animated: Bool) -> Bool {
        animated && layout.animatesCollectionViewUpdates
    }

    /// `prepare(forCollectionViewUpdates:)`: the layout is shown the update's changes and
    /// answers queries again; answers whether it was shown them. The moves of a movement step the
    /// host already showed the layout are not shown again.
    @discardableResult
    package func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) -> Bool {
        awaitsUpdateItems = false
        countsOfAnUpdatePending = false
        guard !movementUpdates.isEcho(updateItems) else { return false }
        layout.prepare(forCollectionViewUpdates: updateItems)
        return true
    }

    /// `finalizeCollectionViewUpdates()`; answers whether the layout was told (not the end of a
    /// movement step's echo).
    @discardableResult
    package func finalizeCollectionViewUpdates() -> Bool {
        endUpdateWindow()
        guard !movementUpdates.endEcho() else { return false }
        layout.finalizeCollectionViewUpdates()
        return true
    }

    /// The update is over without `prepare(forCollectionViewUpdates:)` (UIKit turned it into a
    /// reload, or refused it): the layout answers queries again.
    package func endUpdateWindow() {
        awaitsUpdateItems = false
        countsOfAnUpdatePending = false
    }

    /// Where the element `key` (after the update) starts when it appears through an update;
    /// `nil` lets the view choose.
    package func initialLayoutAttributes(forAppearingElement key: ElementKey) -> LayoutAttributes? {
        layout.initialLayoutAttributesForAppearingElement(key)
    }

    /// Where the element `key` (before the update) ends when it disappears through an update;
    /// `nil` lets the view choose.
    package func finalLayoutAttributes(forDisappearingElement key: ElementKey) -> LayoutAttributes? {
        layout.finalLayoutAttributesForDisappearingElement(key)
    }
}
