import Foundation
import LayoutCore

/// The changes a view places its offset after — a batch update, a reload, a switch of layout, a
/// new size — each carried out in one call that checks the change, holds the anchor before it,
/// has the view do its part through its platform, places the offset where UIKit asks no target,
/// and ends the anchor: the order is the method's, top to bottom, not its callers'.
extension CollectionViewEngine {
    /// Throws when the data may not change now: while an interactive layout transition is
    /// installed (UIKit refuses data changes then), while a finger moves an item, and in the event
    /// a movement ended in (``DataChangeGate``).
    package func checkDataChangeAllowed() throws(LayoutError) {
        if let platform, platform.interactiveTransitionPhase != .none { throw .interactiveTransitionInProgress }
        try dataChanges.check(movementUnderWay: movement.movement != nil)
    }

    /// `performBatchUpdates`: checks that the data may change, lays a pending invalidation out
    /// first (UIKit lays out before an update and reads the data source's counts as they are
    /// then), checks that `batch` agrees with the view's counts and `newCounts` (a
    /// ``BatchUpdateError`` naming the disagreement, and nothing changes), then has the view carry
    /// it out (``CollectionViewPlatform/applyBatchUpdates(_:)``, which calls the call's
    /// ``BatchUpdateCall/updateData`` first inside its updates block). The anchor is held from
    /// then until the update is laid out; the view is not at rest until an animated update's
    /// `completion` runs.
    /// - Complexity: O(changes + k), plus the layout's `prepare()`.
    package func performBatchUpdates(_ batch: BatchUpdates, reconfiguring reconfigured: [ItemPath], itemCounts newCounts: [Int],
                                     animated: Bool, updatingData: () -> Void, completion: ((Bool) -> Void)?) throws(BatchUpdateError) {
        do throws(LayoutError) { try checkDataChangeAllowed() } catch { throw .layout(error) }
        guard let platform else { return }
        if layout.needsPrepare { platform.layoutIfNeeded() }
        var context = layout.layout.context
        context.itemCounts = newCounts
        do throws(LayoutError) { try context.validate() } catch { throw .layout(error) }
        let plan = try batch.validated(from: platform.itemCounts, to: newCounts)
        let animates = layout.animatesBatchUpdates(animated)
        defer { checkNearEdges() }
        try carryingOut(.batchUpdate) { () throws(BatchUpdateError) in
            defer { layout.endUpdateWindow() }
            try countingAnimation(animates, completion: completion) { (finished) throws(BatchUpdateError) in
                try withoutActuallyEscaping(updatingData) { (updatingData) throws(BatchUpdateError) in
                    try platform.applyBatchUpdates(BatchUpdateCall(batch: batch, plan: plan, reconfigured: reconfigured, itemCounts: newCounts,
                                                                   animates: animates, completion: finished) { [self] in
                        updatingData()
                        anchoring.hold(in: layout, pinning: itemScroll.target)
                        voiceOver.forgetAssignments()
                        layout.setItemCounts(newCounts, ofBatchUpdate: true)
                    })
                }
            }
        }
    }

    /// `performBatchUpdates(itemCounts:updatingData:_:completion:)` as both views offer it: the
    /// changes `updates` records, animated unless the layout animates its own.
    package func performBatchUpdates(itemCounts newCounts: [Int], updatingData: () -> Void, _ updates: (inout BatchUpdates) -> Void,
                                     completion: ((Bool) -> Void)?) throws(BatchUpdateError) {
        var batch = BatchUpdates()
        updates(&batch)
        try performBatchUpdates(batch, reconfiguring: [], itemCounts: newCounts, animated: true, updatingData: updatingData,
                                completion: completion)
    }

    /// `reloadData`: checks that the data may change and that `newCounts` are good, holds the
    /// anchor, runs `updatingData`, hands the layout the counts and has the view take them and
    /// reload (``CollectionViewPlatform/reloadAllViews(itemCounts:)``); then lays out and moves the
    /// offset so that the cell the person was looking at stays where it was on screen (UIKit
    /// leaves the offset).
    /// - Complexity: the layout's `prepare()` for the new data, plus O(k) for k elements on screen.
    package func reloadData(itemCounts newCounts: [Int], updatingData: () -> Void) throws(LayoutError) {
        try checkDataChangeAllowed()
        guard let platform else { return }
        var context = layout.layout.context
        context.itemCounts = newCounts
        try context.validate()
        anchoring.hold(in: layout, pinning: itemScroll.target)
        defer { checkNearEdges() }
        try carryingOut(.reload) { () throws(LayoutError) in
            updatingData()
            voiceOver.forgetAssignments()
            layout.setItemCounts(newCounts)
            try platform.reloadAllViews(itemCounts: newCounts)
            finishChange(asksLayout: false)
        }
    }

    /// `reconfigureItems(at:)`: the items at `indexPaths` are configured again in the views they
    /// have (those not shown are left alone). Throws for a path that names no item (UIKit
    /// validates the paths and raises) and what the data source throws.
    /// - Complexity: O(m) for m paths.
    package func reconfigureItems(at indexPaths: [ItemPath]) throws(LayoutError) {
        guard let platform, !indexPaths.isEmpty else { return }
        let counts = LayoutContext(bounds: .zero, itemCounts: platform.itemCounts)
        if let missing = indexPaths.first(where: { !counts.contains($0) }) {
            throw .indexPathOutOfRange(missing, itemCounts: counts.itemCounts)
        }
        try platform.configureAgain(itemsAt: indexPaths)
        // The app configured those views anew, maybe without what VoiceOver was given.
        accessibilityInputsChanged()
    }

    /// `setCollectionViewLayout(_:animated:completion:)`: `newLayout` becomes the layout shown,
    /// hosted anew with the view's registrations (a new layout object has none of the old one's
    /// decoration registrations), anchored on what the person was looking at in the old one, and
    /// the view switches (``CollectionViewPlatform/installLayout(_:replacing:animated:completion:)``);
    /// without animation the view then lays out and the offset goes where the new layout's
    /// `targetContentOffset(forProposedContentOffset:)` puts it (with animation, the view asks it
    /// itself). The view is not at rest until an animated switch's `completion` runs. Throws what the new layout's
    /// `prepare()` throws, the old layout kept. Answers whether the offset moved.
    /// - Complexity: the new layout's `prepare()`, plus O(k) for the k elements on screen in either layout.
    @discardableResult
    package func setCollectionViewLayout(_ newLayout: any CollectionLayout, animated: Bool,
                                         completion: ((Bool) -> Void)? = nil) throws(LayoutError) -> Bool {
        guard let platform else { return false }
        elementRefusedBySwitch = nil
        let hosted = HostedLayout(newLayout)
        return try countingAnimation(animated, completion: completion) { (finished) throws(LayoutError) in
            try switchLayout(to: hosted, animated: animated) { (previous) throws(LayoutError) in
                try platform.installLayout(hosted, replacing: previous, animated: animated, completion: finished)
            }
        }
    }

    /// The element the last switch of layout refused (``elementRefusedBySwitch``), which the
    /// switch's caller throws; cleared.
    package func takeElementRefusedBySwitch() -> LayoutError? {
        defer { elementRefusedBySwitch = nil }
        return elementRefusedBySwitch
    }

    /// A switch of layout, the view's part in `perform` (given the old layout): `hosted` becomes
    /// the layout shown, told which it replaces (`prepareForTransition(from:)`, for both views:
    /// UIKit's own call reaches only the adapter), anchored on what the person was looking at in
    /// the old one; without
    /// animation the view then lays out and the offset goes where the new layout's
    /// `targetContentOffset(forProposedContentOffset:)` puts it (with animation, the view asks it
    /// itself, or keeps its offset: an interactive transition). A switch the view refuses
    /// (throws) leaves the old layout shown. Answers whether the offset moved.
    @discardableResult
    package func switchLayout<Failure: Error>(to hosted: HostedLayout, animated: Bool,
                                              perform: (_ previous: HostedLayout) throws(Failure) -> Void) throws(Failure) -> Bool {
        let previous = layout
        anchoring.release()
        anchoring.hold(in: previous, pinning: itemScroll.target)
        return try carryingOut(.layoutSwitch) { () throws(Failure) -> Bool in
            install(hosted)
            hosted.layout.prepareForTransition(from: previous.layout)
            do throws(Failure) {
                try perform(previous)
            } catch {
                install(previous)
                throw error
            }
            return !animated && finishChange(asksLayout: true)
        }
    }

    /// A change of the bounds' size (a rotation, a resize), which the view makes in `perform`:
    /// the bounds' change takes the anchor, and once laid out the offset goes where the layout's
    /// `targetContentOffset(forProposedContentOffset:)` puts the anchored offset. Answers whether
    /// the offset moved.
    @discardableResult
    package func changeBoundsSize(_ perform: () throws(LayoutError) -> Void) throws(LayoutError) -> Bool {
        try carryingOut(.boundsSize) { () throws(LayoutError) -> Bool in
            try perform()
            return finishChange(asksLayout: true)
        }
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
