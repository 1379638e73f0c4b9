import Foundation
import LayoutCore

/// UIKit's own data calls an app makes on the collection view itself (`reloadData()`,
/// `insertItems(at:)` and the other changes, `performBatchUpdates(_:completion:)`), which an app
/// written the UIKit way makes after changing its model (`uikit-contract.md`, "Driven the UIKit
/// way"): they go through the engine as the view's own do, with the app's counts, never a copy
/// gone stale. The counts are the ones the view answers (given last, or the diffable data
/// source's snapshot) changed by what the app recorded (``BatchUpdates/itemCounts(after:)``).
/// A `reloadData()` carries no changes: without a diffable data source it reloads the counts
/// the view was given last, and says once that new counts are given with
/// `UIKitCollectionView.reloadData(itemCounts:)`.
/// What cannot be carried out is a runtime issue naming what to call instead, and changes nothing:
/// a section inserted or reloaded (its count is only in the app's data), and any change while a
/// diffable data source fills the view (UIKit raises: "UICollectionView must be updated via the
/// UICollectionViewDiffableDataSource APIs when acting as the UICollectionView's dataSource").
extension CollectionViewEngine {
    /// The app's `reloadData()`: every view made again, with the counts the view answers (a
    /// diffable data source's snapshot; otherwise those given last, said once as a runtime issue,
    /// since the app's new counts reach the view only through `reloadData(itemCounts:)`).
    package func appReloadedData() {
        guard let platform else { return }
        if dataSources.current == nil, !hasReportedCountlessReload {
            hasReportedCountlessReload = true
            RuntimeIssue.report("reloadData() on the collection view reloads the counts it was given last, \(platform.itemCounts): "
                                + "when your counts changed, call UIKitCollectionView.reloadData(itemCounts:updatingData:) with them")
        }
        do { try reloadData(itemCounts: platform.itemCounts, updatingData: {}) } catch { report(error) }
    }

    /// The app's `reconfigureItems(at:)` outside an update of its own: the cells of `paths`
    /// configured again.
    package func appReconfigured(_ paths: [ItemPath]) {
        guard dataSources.current == nil else {
            return RuntimeIssue.report("the collection view must be updated through its diffable data source: reconfigure items "
                                       + "with the snapshot's reconfigureItems(_:), not reconfigureItems(at:) on the view")
        }
        do { try reconfigureItems(at: paths) } catch { report(error) }
    }

    /// The changes the app recorded on the collection view itself (one call, or those of its
    /// `performBatchUpdates` block, with the items it configured again there), carried out as a
    /// batch update with the counts they leave; `completion` runs as a batch update's does
    /// (`false`, on a later turn, when refused).
    package func appRecorded(_ batch: BatchUpdates, reconfiguring reconfigured: [ItemPath] = [], completion: ((Bool) -> Void)?) {
        guard let platform else { return }
        let refuse = { (message: String) in
            RuntimeIssue.report(message)
            platform.performAfterCurrentEvent { completion?(false) }
        }
        guard dataSources.current == nil else {
            return refuse("the collection view must be updated through its diffable data source's apply(_:animatingDifferences:), "
                          + "not by insertItems, deleteItems, moveItem, reloadItems or their section forms on the view (UIKit raises)")
        }
        guard let counts = batch.itemCounts(after: platform.itemCounts) else {
            return refuse("a section inserted or reloaded on the collection view itself has no count the view knows: call "
                          + "UIKitCollectionView.performBatchUpdates(itemCounts:updatingData:_:completion:) with the counts of your data")
        }
        do {
            try performBatchUpdates(batch, reconfiguring: reconfigured, itemCounts: counts, animated: true, updatingData: {}, completion: completion)
        } catch {
            refuse(error.description)
        }
    }
}
