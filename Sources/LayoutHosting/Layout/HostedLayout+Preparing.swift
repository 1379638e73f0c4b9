import Foundation
import LayoutCore

extension HostedLayout {
    /// The view's data changed to `itemCounts` (a view that keeps the counts itself, before its
    /// next pass): the layout's context holds them at once, so screen logic created before the
    /// first layout pass reads them, and the counts are invalidated (`ofBatchUpdate`: as a batch
    /// update's, ``record(_:ofBatchUpdate:)``).
    package func setItemCounts(_ itemCounts: [Int], ofBatchUpdate: Bool = false) {
        layout.hostState.context.itemCounts = itemCounts
        record(.dataCounts, ofBatchUpdate: ofBatchUpdate)
    }

    /// `prepare()`, when anything is pending (or before the first time): hands the layout
    /// `viewContext` (bounds, insets, margins and traits from the view; its item counts and
    /// orthogonal offsets are ignored), asking `itemCounts` only when the counts are invalidated,
    /// with `movement` (the item a finger moves, if any), and prepares it; after a data, size or
    /// layout change, the offsets of sections that scroll on their own are kept in their new
    /// ranges, except those of the `moving` sections. Answers whether the layout prepared.
    /// Nothing reaches the layout when nothing is pending, as UIKit calls `prepare()` only after
    /// an invalidation. Throws what the context's validation or the layout throws; the pending
    /// invalidation is cleared either way, so one bad value does not make every later frame
    /// prepare again.
    @discardableResult
    package func prepare(with viewContext: LayoutContext, itemCounts: () -> [Int], movement: InteractiveMovement? = nil,
                         movingSections moving: Set<Int> = []) throws(LayoutError) -> Bool {
        let pending = layout.pendingInvalidation
        guard !pending.isEmpty || !hasPrepared else { return false }
        defer { layout.hostState.pendingInvalidation = [] }
        var context = viewContext
        context.itemCounts = pending.contains(.dataCounts) || !hasPrepared ? itemCounts() : layout.context.itemCounts
        context.orthogonalContentOffsets = layout.context.orthogonalContentOffsets
        context.interactiveMovement = movement
        context.updateItemsFollow = pending.contains(.dataCounts) && update.preparesForUpdate
        try context.validate()
        layout.hostState.context = context
        try layout.prepare()
        hasPrepared = true
        if pending.contains(.dataCounts) { update.prepared() }
        deliverMovementUpdates()
        if pending.invalidatesGeometry { clampOrthogonalContentOffsets(except: moving) }
        return true
    }
}
