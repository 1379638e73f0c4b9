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
    /// Called when the update's animation ends (`true` when it ran to its end).
    package let completion: ((Bool) -> Void)?
    /// Call it first thing inside the view's updates block: the data changes, the anchor is
    /// held, and the layout learns the new counts.
    package let updateData: () -> Void

    /// A call of `batch`, checked as `plan`, to counts `itemCounts`.
    package init(batch: BatchUpdates, plan: BatchUpdatePlan, reconfigured: [ItemPath], itemCounts: [Int], animates: Bool,
                 completion: ((Bool) -> Void)?, updateData: @escaping () -> Void) {
        self.batch = batch
        self.plan = plan
        self.reconfigured = reconfigured
        self.itemCounts = itemCounts
        self.animates = animates
        self.completion = completion
        self.updateData = updateData
    }
}

/// The changes a view places its offset after — a batch update, a reload, a switch of layout, a
/// new size — each carried out in one call that holds the anchor before the change, lets the view
/// do its part, places the offset where UIKit asks no target, and ends the anchor: the order is
/// the method's, not its callers'.
extension CollectionViewEngine {
    /// Throws when the data may not change now (``DataChangeGate``): while a finger moves an item,
    /// and in the event a movement ended in.
    package func checkDataChangeAllowed() throws(LayoutError) {
        try dataChanges.check(movementUnderWay: movement.movement != nil)
    }

    /// `performBatchUpdates`: checks that the data may change and that `batch` agrees with the
    /// view's counts and `newCounts` (a ``BatchUpdateError`` naming the disagreement, and
    /// nothing changes), then has the view carry it out (`perform`, which calls the call's
    /// ``BatchUpdateCall/updateData`` first inside its updates block). The anchor is held from
    /// then until the update is laid out.
    package func performBatchUpdates(_ batch: BatchUpdates, reconfiguring reconfigured: [ItemPath], itemCounts newCounts: [Int],
                                     animated: Bool, updatingData: () -> Void, completion: ((Bool) -> Void)?,
                                     perform: (BatchUpdateCall) throws(BatchUpdateError) -> Void) throws(BatchUpdateError) {
        do throws(LayoutError) { try checkDataChangeAllowed() } catch { throw .layout(error) }
        guard let platform else { return }
        var context = layout.layout.context
        context.itemCounts = newCounts
        do throws(LayoutError) { try context.validate() } catch { throw .layout(error) }
        let plan = try batch.validated(from: platform.itemCounts, to: newCounts)
        let animates = layout.animatesBatchUpdates(animated)
        changesUnderWay += 1
        defer {
            changesUnderWay -= 1
            layout.endUpdateWindow()
            anchoring.release()
        }
        try withoutActuallyEscaping(updatingData) { (updatingData) throws(BatchUpdateError) in
            try perform(BatchUpdateCall(batch: batch, plan: plan, reconfigured: reconfigured, itemCounts: newCounts, animates: animates,
                                        completion: completion) { [self] in
                updatingData()
                anchoring.hold(in: layout, pinning: itemScroll.target)
                voiceOver.forgetAssignments()
                layout.setItemCounts(newCounts, ofBatchUpdate: true)
            })
        }
    }

    /// `reloadData`: checks that the data may change and that `newCounts` are good, holds the
    /// anchor, runs `updatingData`, hands the layout the counts and has the view reload
    /// (`perform`); then lays out and moves the offset so that the cell the person was looking
    /// at stays where it was on screen (UIKit leaves the offset).
    package func reloadData(itemCounts newCounts: [Int], updatingData: () -> Void,
                            perform: () throws(LayoutError) -> Void) throws(LayoutError) {
        try checkDataChangeAllowed()
        var context = layout.layout.context
        context.itemCounts = newCounts
        try context.validate()
        anchoring.hold(in: layout, pinning: itemScroll.target)
        changesUnderWay += 1
        defer {
            changesUnderWay -= 1
            anchoring.release()
        }
        updatingData()
        voiceOver.forgetAssignments()
        layout.setItemCounts(newCounts)
        try perform()
        finishChange(asksLayout: false)
    }

    /// `setCollectionViewLayout`: `hosted` becomes the layout shown, anchored on what the person
    /// was looking at in the old one, and the view switches (`perform`, given the old layout);
    /// without animation the view then lays out and the offset goes where the new layout's
    /// `targetContentOffset(forProposedContentOffset:)` puts it (with animation, the view asks
    /// it itself). A switch the view refuses (throws) leaves the old layout shown. Answers whether
    /// the offset moved.
    @discardableResult
    package func setCollectionViewLayout<Failure: Error>(_ hosted: HostedLayout, animated: Bool,
                                                         perform: (_ previous: HostedLayout) throws(Failure) -> Void) throws(Failure) -> Bool {
        let previous = layout
        anchoring.release()
        anchoring.hold(in: previous, pinning: itemScroll.target)
        changesUnderWay += 1
        defer {
            changesUnderWay -= 1
            anchoring.release()
        }
        install(hosted)
        do {
            try perform(previous)
        } catch {
            install(previous)
            throw error
        }
        return !animated && finishChange(asksLayout: true)
    }

    /// A change of the bounds' size (a rotation, a resize), which the view makes in `perform`:
    /// the bounds' change takes the anchor, and once laid out the offset goes where the layout's
    /// `targetContentOffset(forProposedContentOffset:)` puts the anchored offset. Answers whether
    /// the offset moved.
    @discardableResult
    package func changeBoundsSize(_ perform: () throws(LayoutError) -> Void) throws(LayoutError) -> Bool {
        changesUnderWay += 1
        defer {
            changesUnderWay -= 1
            anchoring.release()
        }
        try perform()
        return finishChange(asksLayout: true)
    }

    /// A diffable data source's whole apply (its stages one after another, or its reload), anchored
    /// by identity: each stage keeps the anchor by index path as a batch update does, which loses
    /// an item that leaves a section deleted in the same apply (UIKit deletes and inserts it);
    /// once `apply` is done, unless a finger, a deceleration or a glide holds the content, the offset
    /// moves so that the first cell the person was looking at that is still shown, found again
    /// by `relocate` (its key before the apply → after), is where it was on screen.
    package func performDataSourceApply<Result, Failure: Error>(relocating relocate: (ElementKey) -> ElementKey?,
                                                                _ apply: () throws(Failure) -> Result) throws(Failure) -> Result {
        guard let platform, layout.hasPrepared, changesUnderWay == 0 else { return try apply() }
        let anchor = anchoring.anchorNow(in: layout, pinning: itemScroll.target).repositioned(in: layout.layout)
        let result = try apply()
        guard !platform.isDragging, !platform.isDecelerating, !isGlidingOffset else { return result }
        platform.layoutIfNeeded()
        let current = platform.bounds.origin
        let target = layout.clampedToScrollableRange(anchor.relocated(by: relocate).contentOffset(in: layout.layout, proposed: current))
        if target != current, target.isFinite { moveOffset(to: target, animated: false) }
        return result
    }

    /// The end of a change: lays out, and moves the offset from where it is (kept in the
    /// scrollable range) to the anchored one — with `asksLayout`, to the layout's target for it;
    /// without, only when the change's anchor is still held. Answers whether the offset moved.
    @discardableResult
    func finishChange(asksLayout: Bool) -> Bool {
        guard let platform else { return false }
        platform.layoutIfNeeded()
        guard asksLayout || anchoring.isHeld else { return false }
        let current = platform.bounds.origin
        let proposed = layout.clampedToScrollableRange(current)
        let target = asksLayout ? targetContentOffset(forProposedContentOffset: proposed)
            : anchoring.take().map { layout.clampedToScrollableRange($0.contentOffset(in: layout.layout, proposed: current)) } ?? current
        guard target != current, target.isFinite else { return false }
        moveOffset(to: target, animated: false)
        return true
    }
}
