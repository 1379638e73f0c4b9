import Foundation
import LayoutCore

/// What UIKit hands in as it is: an index path that may not be (section, item), attributes whose
/// path may not convert. The engine decides what such input means — it changes nothing — so a
/// UIKit override converts and calls without a branch of its own.
extension CollectionViewEngine {
    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)` with
    /// attributes that may not have converted: `false` unless both did.
    package func shouldInvalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes?,
                                        withOriginalAttributes original: LayoutAttributes?) -> Bool {
        guard let preferred, let original else { return false }
        return shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    }

    /// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)` with attributes
    /// that may not have converted: no adjustment unless both did.
    package func invalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes?,
                                  withOriginalAttributes original: LayoutAttributes?) -> SelfSizingAdjustment {
        guard let preferred, let original else { return SelfSizingAdjustment() }
        return invalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    }

    /// `targetIndexPath(forInteractivelyMovingItem:withPosition:)` for UIKit's `previousIndexPath`:
    /// the engine's target, or the path itself when it is not (section, item).
    package func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        guard let previous = ItemPath(previousIndexPath) else { return previousIndexPath }
        return IndexPath(targetIndexPath(forInteractivelyMovingItem: previous, withPosition: position))
    }

    /// A step of a movement UIKit took (`invalidationContext(forInteractivelyMovingItems:…)`): the
    /// item goes to the first of `targets` (UIKit moves one item), when there is one.
    package func moveInteractively(toFirstOf targets: [ItemPath], position: CGPoint) {
        guard let target = targets.first else { return }
        _ = moveInteractively(to: target, position: position)
    }
}
