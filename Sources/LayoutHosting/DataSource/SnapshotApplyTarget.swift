import Foundation
import LayoutCore

/// A collection view as the staged-apply loop (``StagedApply``) drives it: the simulated view
/// and `LayoutUIKit`'s `UIKitCollectionView` both conform, so both diffable data sources apply through one loop.
package protocol SnapshotApplyTarget: AnyObject {
    /// Performs one stage as `performBatchUpdates`: inside the updates block, `updatingData`
    /// makes the data source hold the stage's data (whose counts are `itemCounts`), then the
    /// changes of `batch` are recorded and the items at `reconfigured` (valid before and after
    /// the stage) are configured again in the views they have. Animated when `animated` and the
    /// layout animates updates. Throws, changing nothing and without calling `updatingData`,
    /// when the changes and the counts disagree.
    func performBatchUpdates(_ batch: BatchUpdates, reconfiguring reconfigured: [ItemPath], itemCounts: [Int],
                             animated: Bool, updatingData: () -> Void,
                             completion: ((Bool) -> Void)?) throws(BatchUpdateError)

    /// Configures the items at `indexPaths` again in the views they have (`reconfigureItems(at:)`),
    /// outside a batch update: the data changed, but no item moved.
    func reconfigureItems(at indexPaths: [ItemPath]) throws(LayoutError)

    /// Shows new data at once (`reloadData`): `updatingData` makes the data source hold it,
    /// with `itemCounts` items. Throws when the counts are bad or the layout refuses them.
    func reloadData(itemCounts: [Int], updatingData: () -> Void) throws(LayoutError)

    /// Runs any pending layout pass now.
    func layoutIfNeeded()
}
