#if canImport(UIKit)
import LayoutCore
import UIKit

/// An invalidation context that carries the engine's ``Invalidation``: what a bounds change, a
/// section scroll or the layout itself invalidated, so `prepare()` does only that work.
final class CollectionLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// What this context invalidates beyond UIKit's own flags.
    var invalidation: Invalidation = []

    /// A context with UIKit's flags and `invalidation`, as UIKit makes one for a layout of this class.
    override init() {
        super.init()
    }

    /// A context that invalidates `invalidation`.
    convenience init(_ invalidation: Invalidation) {
        self.init()
        self.invalidation = invalidation
    }

    /// A context that moves the content by `contentOffsetAdjustment` and invalidates nothing else.
    convenience init(contentOffsetAdjustment: CGPoint) {
        self.init()
        self.contentOffsetAdjustment = contentOffsetAdjustment
    }
}
#endif
