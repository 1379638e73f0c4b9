import Foundation
import LayoutCore

/// Batch updates: the update items the layout is shown, whether the view animates them, and
/// where appearing and disappearing elements start and end.
extension LayoutHost {
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

    /// `prepare(forCollectionViewUpdates:)`: the layout is shown the update's changes, and the
    /// anchor taken before the update follows them.
    /// The moves of a movement step the host already showed the layout are not shown again.
    package func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
        guard !movementUpdates.isEcho(updateItems) else { return }
        layout.prepare(forCollectionViewUpdates: updateItems)
        followHeldAnchor(through: updateItems)
    }

    /// `finalizeCollectionViewUpdates()`; the update's anchor is over.
    package func finalizeCollectionViewUpdates() {
        guard !movementUpdates.endEcho() else { return }
        layout.finalizeCollectionViewUpdates()
        heldAnchor = nil
    }

    /// Where the element `key` (after the update) starts when it appears through an update, in
    /// the view's coordinates; `nil` lets the view choose.
    package func initialLayoutAttributes(forAppearingElement key: ElementKey) -> LayoutAttributes? {
        layout.initialLayoutAttributesForAppearingElement(key).map(reflected)
    }

    /// Where the element `key` (before the update) ends when it disappears through an update, in
    /// the view's coordinates; `nil` lets the view choose.
    package func finalLayoutAttributes(forDisappearingElement key: ElementKey) -> LayoutAttributes? {
        layout.finalLayoutAttributesForDisappearingElement(key).map(reflected)
    }
}
