import DiffableData
import Foundation
import LayoutCore

/// The one staged-apply loop both diffable data sources use (the simulated `DiffableDataSource`
/// and the UIKit `CollectionViewDiffableDataSource`): how a new snapshot reaches a collection view.
///
/// 1. `SnapshotApplyPlan` decides: past `reloadThreshold` changes, one `reloadData`; otherwise
///    the stages of the `StagedChangeset`.
/// 2. Each stage is one batch update whose block first shows the stage's data, as UIKit requires
///    ("update your data model inside the updates block"): were the data changed before the
///    call, a view that lays out first would read the new data with the old counts.
/// 3. Items to reconfigure are configured again inside their stage's block; a stage that only
///    reconfigures (no item moves, so its data can be shown at once) is no batch update.
/// 4. A stage the view refuses leaves the data source showing what the view shows (the stages
///    before stay applied), and the error is thrown.
/// 5. `completion` runs when the last stage's animation ends (at once when nothing animates).
package enum StagedApply {
    /// Applies `target` to `view`, which shows `current`; `show` makes the data source hold a
    /// snapshot (and is only ever called inside an update's block or a reload).
    package static func apply<Section: Hashable, Item: Hashable>(
        _ target: DiffableSnapshot<Section, Item>, from current: DiffableSnapshot<Section, Item>,
        to view: some SnapshotApplyTarget, animatingDifferences animated: Bool, reloadThreshold: Int,
        show: (DiffableSnapshot<Section, Item>) -> Void, completion: (() -> Void)?
    ) throws(BatchUpdateError) {
        var clean = target
        clean.clearReloadMarks()
        switch SnapshotApplyPlan(from: current, to: target, reloadThreshold: reloadThreshold) {
        case .reloadData:
            do throws(LayoutError) {
                try view.reloadData(itemCounts: clean.itemCounts) { show(clean) }
            } catch {
                show(current)
                throw .layout(error)
            }
            completion?()
        case .batchUpdates(let stages):
            var shown = current
            for (index, stage) in stages.enumerated() {
                let reconfigured = stage.elementReconfigured.map { ItemPath(item: $0.element, section: $0.section) }
                let isLast = index == stages.count - 1
                let batch = stage.batchUpdates
                if batch.isEmpty {
                    show(stage.data)
                    do throws(LayoutError) { try view.reconfigureItems(at: reconfigured) } catch {
                        show(shown)
                        throw .layout(error)
                    }
                    shown = stage.data
                    if isLast { completion?() }
                    continue
                }
                do throws(BatchUpdateError) {
                    try view.performBatchUpdates(batch, reconfiguring: reconfigured, itemCounts: stage.data.itemCounts,
                                                 animated: animated, updatingData: { show(stage.data) },
                                                 completion: isLast ? { _ in completion?() } : nil)
                } catch {
                    show(shown)
                    throw error
                }
                shown = stage.data
            }
            show(clean)
            view.layoutIfNeeded()
            if stages.isEmpty { completion?() }
        }
    }
}
