import Foundation
import LayoutCore

extension HostedLayout {
    /// Records an invalidation the view caused (UIKit's `invalidateLayout(with:)`); the layout's
    /// own `LayoutHostState.invalidationHandler` is not called back. `ofBatchUpdate` marks the
    /// data counts of a batch update (UIKit's `invalidateDataSourceCounts`), after which the layout
    /// answers nothing until it is shown the update's items (``awaitsUpdateItems``); counts of
    /// anything else (a reload, counts put back after a refused update) end that wait.
    package func record(_ invalidation: Invalidation, ofBatchUpdate: Bool = false) {
        if invalidation.contains(.dataCounts) {
            update.countsInvalidated(ofBatchUpdate: ofBatchUpdate && invalidation != .everything)
        }
        layout.hostState.pendingInvalidation.formUnion(invalidation)
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

    /// `shouldInvalidateLayout(forBoundsChange:)`: asks the layout, remembers what the change
    /// invalidates for ``invalidation(forBoundsChange:)``, and hands the layout the new bounds,
    /// which queries read whether or not it invalidates. Bounds that are not finite never reach
    /// the layout.
    package func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard newBounds.isFinite else { return false }
        let invalidates = layout.shouldInvalidateLayout(forBoundsChange: newBounds)
        boundsInvalidation = invalidates ? layout.invalidation(forBoundsChange: newBounds) : nil
        layout.hostState.context.bounds = newBounds
        return invalidates
    }

    /// `invalidationContext(forBoundsChange:)`: what the bounds change just asked about
    /// invalidates (the bounds origin and size as they changed, unless the layout said otherwise).
    package func invalidation(forBoundsChange newBounds: CGRect) -> Invalidation {
        defer { boundsInvalidation = nil }
        return boundsInvalidation ?? [.boundsOrigin, .boundsSize]
    }

    /// The view's bounds moved with nothing to ask about (content shifted by a self-sizing
    /// adjustment): the layout's context follows.
    func setBounds(_ bounds: CGRect) {
        guard bounds.isFinite else { return }
        layout.hostState.context.bounds = bounds
    }

    /// The whole bounds-change step of a view that runs its own layout passes, as UIKit runs it:
    /// ``shouldInvalidateLayout(forBoundsChange:)``, and when it answers `true`, the layout's
    /// ``invalidation(forBoundsChange:)`` recorded. Answers whether the layout was invalidated.
    @discardableResult
    package func boundsDidChange(to newBounds: CGRect) -> Bool {
        guard shouldInvalidateLayout(forBoundsChange: newBounds) else { return false }
        record(invalidation(forBoundsChange: newBounds))
        return true
    }
}
