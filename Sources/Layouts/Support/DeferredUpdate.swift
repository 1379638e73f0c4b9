import Foundation
import LayoutCore

/// A batch update's new counts left to its items: a layout that places only what an update
/// changed does no work in the `prepare()` that brings the counts (the host says its items
/// follow, `LayoutContext.updateItemsFollow`) and places the change once in
/// `prepare(forCollectionViewUpdates:)`, its geometry still the one before the update until then.
///
/// Call order: ``prepare(_:in:canDefer:)`` in `prepare()` once geometry is invalidated (it answers
/// `true` when `prepare()` should stop there); ``takeUpdate()`` first in
/// `prepare(forCollectionViewUpdates:)`. When UIKit turns the update into a reload, the items never
/// come: the next `prepare()` does not defer again, and ``wasMissed`` tells the layout that its
/// geometry is older than the counts it last saw.
struct DeferredUpdate {
    /// Whether the last `prepare()` left its counts to the update's items, still to come.
    private(set) var isAwaited = false
    /// Whether the counts a `prepare()` left to an update's items never got them (the geometry
    /// then predates those counts): set by ``prepare(_:in:canDefer:)`` for the `prepare()` after.
    private(set) var wasMissed = false

    /// Whether `prepare()`, seeing `invalidation` in `context`, leaves the new counts to the
    /// update's items: the data counts alone changed (besides the origin), the host says the items
    /// follow, no earlier update's items were missed, and `canDefer` (the layout's own conditions:
    /// the room across and settings it placed for are the context's).
    mutating func prepare(_ invalidation: Invalidation, in context: LayoutContext, canDefer: Bool) -> Bool {
        wasMissed = isAwaited
        isAwaited = invalidation.subtracting(.boundsOrigin) == .dataCounts && context.updateItemsFollow && !wasMissed && canDefer
        return isAwaited
    }

    /// Whether the update's items now handed over are those `prepare()` left its counts to;
    /// taking them clears it.
    mutating func takeUpdate() -> Bool {
        defer { isAwaited = false }
        return isAwaited
    }
}
