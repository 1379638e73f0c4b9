import Foundation
import LayoutCore

/// One batch update as the engine hands it to a view to carry out.
package struct BatchUpdateCall {
    /// The changes.
    package let batch: BatchUpdates
    /// The changes checked against the counts before and after.
    package let plan: BatchUpdatePlan
    /// Items to configure again in the views they have (paths before the update).
    package let reconfigured: [ItemPath]
    /// The counts after the update.
    package let itemCounts: [Int]
    /// Whether the update animates (the layout may drive its own: ``HostedLayout/animatesBatchUpdates(_:)``).
    package let animates: Bool
    /// Called exactly once, after the view's call returns: when the update's animation ends
    /// (`true` when it ran to its end, `false` when another update or a reload cut it short), or
    /// on a later turn when nothing animates.
    package let completion: (Bool) -> Void
    /// Call it first thing inside the view's updates block: the data changes, the anchor is
    /// held, and the layout learns the new counts. It must not outlive the view's call: keep the
    /// ``completion`` alone for later, never the call.
    package let updateData: () -> Void

    /// A call of `batch`, checked as `plan`, to counts `itemCounts`.
    package init(batch: BatchUpdates, plan: BatchUpdatePlan, reconfigured: [ItemPath], itemCounts: [Int], animates: Bool,
                 completion: @escaping (Bool) -> Void, updateData: @escaping () -> Void) {
        self.batch = batch
        self.plan = plan
        self.reconfigured = reconfigured
        self.itemCounts = itemCounts
        self.animates = animates
        self.completion = completion
        self.updateData = updateData
    }
}
