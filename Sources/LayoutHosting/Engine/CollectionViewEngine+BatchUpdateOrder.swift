import Foundation
import LayoutCore

/// UIKit's order for a batch update, written once for a view that carries updates out itself
/// (`uikit-contract.md`, "Batch updates"; `BatchUpdateSteps` checks each of the engine's steps):
/// the data changes inside the update, and the counts are invalidated (1); `prepare()` (2), then
/// a rect query the layout answers with nothing; `prepare(forCollectionViewUpdates:)` (3), then
/// the setup, which asks appearing and disappearing attributes and the target offset;
/// `finalizeCollectionViewUpdates()` (4), which hands an offset adjustment kept during the setup
/// over; then the layout pass and the completions.
extension CollectionViewEngine {
    /// Walks a checked batch update through `view` in UIKit's order. Throws what the layout's
    /// `prepare()` throws for the update's counts, after the view took back what it had.
    /// - Complexity: the view's steps, plus the layout's `prepare()`.
    package func walkBatchUpdate<View: BatchUpdateView>(_ call: BatchUpdateCall, in view: View) throws(BatchUpdateError) {
        var state = view.beginUpdate(call)
        call.updateData()
        view.takeItemCounts(call.itemCounts)
        do throws(LayoutError) {
            try view.prepareLayoutForUpdate()
        } catch {
            view.abandonUpdate(state)
            throw .layout(error)
        }
        view.queryAwaitingUpdateItems(&state)
        view.viewsFollow(call.plan)
        prepare(forCollectionViewUpdates: call.plan.updateItems)
        view.setUpUpdate(call, &state)
        if let kept = finalizeCollectionViewUpdates() { view.applyKeptOffsetAdjustment(kept) }
        view.endUpdate(call, state)
    }
}
