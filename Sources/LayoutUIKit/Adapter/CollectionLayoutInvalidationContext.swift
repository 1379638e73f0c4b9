#if canImport(UIKit)
import LayoutCore
import UIKit

/// An invalidation context that carries the engine's ``Invalidation``: what a bounds change, a
/// section scroll or the layout itself invalidated, so `prepare()` does only that work.
final class CollectionLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// What this context invalidates beyond UIKit's own flags.
    package var invalidation: Invalidation = []
}
#endif
