import Foundation
import LayoutCore

extension LayoutHost {
    /// Records an invalidation the view caused (UIKit's `invalidateLayout(with:)`); the layout's
    /// own `CollectionLayout/invalidationHandler` is not called back. New data counts (a batch
    /// update or a reload, not UIKit's `invalidateEverything`, which a plain `invalidateLayout()`
    /// sends too) take the anchor before the data is read (``holdAnchor()``).
    package func record(_ invalidation: Invalidation) {
        // A movement's steps rearrange what is on screen under a resting offset: nothing to anchor.
        if invalidation.contains(.dataCounts), invalidation != .everything, interactiveMovement == nil { holdAnchor() }
        layout.pendingInvalidation.formUnion(invalidation)
    }

    /// Whether the layout must prepare before the next query.
    package var needsPrepare: Bool { !hasPrepared || !layout.pendingInvalidation.isEmpty }

    /// What a view's invalidation context means: `everything` (`invalidateEverything`, as
    /// `reloadData` and a plain `invalidateLayout()` send), `dataSourceCounts`
    /// (`invalidateDataSourceCounts`, after batch updates) and whatever invalidation the
    /// context `carried` (one the adapter created for a bounds change or a layout's own change).
    package static func invalidation(everything: Bool, dataSourceCounts: Bool, carried: Invalidation?) -> Invalidation {
        if everything { return .everything }
        var invalidation = carried ?? []
        if dataSourceCounts { invalidation.insert(.dataCounts) }
        return invalidation
    }

    /// `shouldInvalidateLayout(forBoundsChange:)` with bounds in the layout's coordinates: asks
    /// the layout, remembers what the change invalidates for ``invalidation(forBoundsChange:)``,
    /// and hands the layout the new bounds, which queries read whether or not it invalidates. A
    /// new size takes the anchor of the bounds before it.
    /// Bounds that are not finite never reach the layout.
    package func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard newBounds.isFinite else { return false }
        boundsWillChange(to: newBounds)
        let invalidates = layout.shouldInvalidateLayout(forBoundsChange: newBounds)
        boundsInvalidation = invalidates ? layout.invalidation(forBoundsChange: newBounds) : nil
        layout.context.bounds = newBounds
        return invalidates
    }

    /// `invalidationContext(forBoundsChange:)`: what the bounds change just asked about
    /// invalidates (the bounds origin and size as they changed, unless the layout said otherwise).
    package func invalidation(forBoundsChange newBounds: CGRect) -> Invalidation {
        defer { boundsInvalidation = nil }
        return boundsInvalidation ?? [.boundsOrigin, .boundsSize]
    }

    /// The view's bounds moved with nothing to ask about (content shifted by a self-sizing
    /// adjustment, a reflection following a new content width): the layout's context follows
    /// `viewBounds` (in the view's coordinates).
    package func setBounds(_ viewBounds: CGRect) {
        guard viewBounds.isFinite else { return }
        layout.context.bounds = layoutBounds(viewBounds)
    }

    /// The whole bounds-change step of a view that runs its own layout passes, as UIKit runs it:
    /// ``shouldInvalidateLayout(forBoundsChange:)`` with `viewBounds` (in the view's coordinates),
    /// and when it answers `true`, records ``invalidation(forBoundsChange:)``. Answers whether
    /// the layout was invalidated: when not, the view keeps the attributes it has for the
    /// elements that stay visible (``VisibleElementCache``).
    @discardableResult
    package func boundsDidChange(to viewBounds: CGRect) -> Bool {
        let newBounds = layoutBounds(viewBounds)
        guard shouldInvalidateLayout(forBoundsChange: newBounds) else { return false }
        record(invalidation(forBoundsChange: newBounds))
        return true
    }
}
