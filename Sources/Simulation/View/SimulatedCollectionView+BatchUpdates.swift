import Foundation
import LayoutCore
import LayoutHosting
import Motion

extension SimulatedCollectionView {
    /// How long a batch update animates, in seconds, ease-in-ease-out.
    package static let batchUpdateAnimationDuration: Double = 0.3

    /// Whether a batch update is animating.
    public var isAnimatingUpdates: Bool { updateAnimation != nil }

    /// Applies the changes `updates` records, the data holding `itemCounts` once `updatingData`
    /// ran inside the update, as `UICollectionView.performBatchUpdates(_:completion:)` does:
    ///
    /// 1. checks the changes against the counts before and after (a `BatchUpdateError` naming
    ///    the disagreement, such as UIKit's "invalid number of items in section N", and nothing
    ///    changes);
    /// 2. prepares the layout for the new counts, then calls
    ///    `CollectionLayout.prepare(forCollectionViewUpdates:)` with the `UpdateItem`s;
    /// 3. keeps the content offset in range, moves it by the anchor rule (the cell the person was
    ///    looking at stays where it was on screen, whatever was inserted, deleted or moved
    ///    before it) and lets the layout choose it through
    ///    `targetContentOffset(forProposedContentOffset:)`;
    /// 4. collects where each element starts and ends: elements visible before and after move
    ///    from where they were on screen (as do elements that were up to a screen away); other
    ///    elements coming on screen start at the layout's `initialLayoutAttributesForAppearing…`
    ///    (or, when it answers `nil`, new ones fade in in place and others appear where they
    ///    are); elements leaving end at the layout's
    ///    `finalLayoutAttributesForDisappearing…` (or deleted ones fade out in place and moved
    ///    ones go to their new place);
    /// 5. calls `CollectionLayout.finalizeCollectionViewUpdates()`, then animates for
    ///    0.3 s (UIKit's update duration) on the clock (each frame a layout pass, recorded when
    ///    recording), and calls `completion(true)` at the end.
    ///
    /// A layout whose `CollectionLayout.animatesCollectionViewUpdates` is `false` gets its
    /// update applied at once (the engine's decision, as on iOS), and `completion(true)` runs on
    /// the next frame: as UIKit's, a completion never runs inside the call. A batch update
    /// arriving while another animates takes over from where the elements are shown (as UIKit's
    /// additive animations do): nothing jumps, the elements still leaving keep leaving, and the
    /// earlier completion gets `false` at once. When the layout has an invalidation pending, the
    /// view lays out first, as UIKit does before an update.
    ///
    /// The views follow their elements: a moved item keeps its view, while a deleted or reloaded
    /// one gives its view up, so a reloaded item is shown by another view, which the
    /// ``dataSource`` configures.
    ///
    /// While an interactive transition is installed, throws
    /// `BatchUpdateError.layout(.interactiveTransitionInProgress)`: UIKit refuses data changes
    /// then; finish or cancel the transition first. While a finger moves an item, throws
    /// `BatchUpdateError.layout(.interactiveMovementInProgress)`: the view's counts are the
    /// movement's until it ends.
    /// - Complexity: O(changes + k) for k elements on screen, plus the layout's `prepare()`.
    public func performBatchUpdates(itemCounts newCounts: [Int], updatingData: () -> Void, _ updates: (inout BatchUpdates) -> Void,
                                    completion: ((Bool) -> Void)?) throws(BatchUpdateError) {
        try engine.performBatchUpdates(itemCounts: newCounts, updatingData: updatingData, updates, completion: completion)
    }

    /// The view's part of a batch update the engine checked: the engine walks it in UIKit's order
    /// (`CollectionViewEngine.walkBatchUpdate(_:in:)`) through the view's steps below.
    package func applyBatchUpdates(_ call: BatchUpdateCall) throws(BatchUpdateError) {
        try engine.walkBatchUpdate(call, in: self)
    }
}

/// What the simulated view keeps through a batch update: the counts, offset and elements before
/// it, and the update animation it interrupts.
package struct SimulatedUpdateState {
    let oldCounts: [Int]
    let oldOrigin: CGPoint
    let before: [LayoutAttributes]
    /// Elements that come into view because others left start from where they were, up to a
    /// screen away: one wider query before the data changes (animated updates only).
    let nearbyBefore: [LayoutAttributes]
    var interrupted: UpdateAnimation?
}

/// The simulated view's steps of a batch update, which the engine walks in UIKit's order.
extension SimulatedCollectionView: BatchUpdateView {
    package func beginUpdate(_ call: BatchUpdateCall) -> SimulatedUpdateState {
        let nearbyBefore = call.animates && bounds.width > 0 && bounds.height > 0
            ? layoutAttributesInView(in: bounds.insetBy(dx: -bounds.width, dy: -bounds.height)) : []
        return SimulatedUpdateState(oldCounts: itemCounts, oldOrigin: bounds.origin, before: shownElements, nearbyBefore: nearbyBefore)
    }

    package func takeItemCounts(_ counts: [Int]) {
        itemCounts = counts
    }

    package func prepareLayoutForUpdate() throws(LayoutError) {
        try prepareLayout()
    }

    package func abandonUpdate(_ state: SimulatedUpdateState) {
        itemCounts = state.oldCounts
        engine.record(.dataCounts)
        runLayoutPassRecordingErrors()
    }

    /// UIKit asks for the new visible rect now, before the layout has seen the update's items,
    /// and keeps the answers as the update's final attributes.
    package func queryAwaitingUpdateItems(_ state: inout SimulatedUpdateState) {
        if bounds.width > 0, bounds.height > 0 { _ = cache.refresh(to: bounds, query: layoutAttributesInView) }
        state.interrupted = updateAnimation
        updateAnimation = nil
    }

    package func viewsFollow(_ plan: BatchUpdatePlan) {
        pool.follow(plan)
    }

    package func setUpUpdate(_ call: BatchUpdateCall, _ state: inout SimulatedUpdateState) {
        updateContentSize()
        let newOrigin = engine.targetContentOffset(forProposedContentOffset: clampedToScrollableRange(bounds.origin))
        if newOrigin != bounds.origin {
            let newBounds = CGRect(origin: newOrigin, size: bounds.size)
            engine.boundsDidChange(to: newBounds)
            bounds = newBounds
        }
        let shift = CGPoint(x: bounds.origin.x - state.oldOrigin.x, y: bounds.origin.y - state.oldOrigin.y)
        var animation = transitions(from: state.before, nearbyBefore: call.animates ? state.nearbyBefore : [], shiftedBy: shift, plan: call.plan)
        guard call.animates else { return }
        animation.completion = call.completion
        animation.leaving += (state.interrupted?.leaving ?? []).map { track in
            var track = track
            track.start.frame = track.start.frame.offsetBy(dx: shift.x, dy: shift.y)
            track.end.frame = track.end.frame.offsetBy(dx: shift.x, dy: shift.y)
            return track
        }
        if !animation.starts.isEmpty || !animation.leaving.isEmpty { updateAnimation = animation }
    }

    package func applyKeptOffsetAdjustment(_ adjustment: CGPoint) {
        shiftContentOffset(by: adjustment)
    }

    package func endUpdate(_ call: BatchUpdateCall, _ state: SimulatedUpdateState) {
        runLayoutPassRecordingErrors()
        do throws(LayoutError) {
            try configureAgain(itemsAt: call.reconfigured.compactMap(call.plan.indexPathAfterUpdate(forItemAt:)))
        } catch {
            engine.report(error)
        }
        state.interrupted?.completion?(false)
        if bounds.origin != state.oldOrigin { engine.viewDidScroll() }
        // Without an animation, the completion runs once the current event is handled: UIKit's
        // never runs inside `performBatchUpdates`.
        // (The call itself holds the update's block, which must not outlive the update.)
        let completion = call.completion
        if updateAnimation == nil { performAfterCurrentEvent { completion(true) } }
    }
}

/// The update animation: where elements start and end, and its frames.
extension SimulatedCollectionView {
    /// The starts of the elements the layout shows now and the ends of those leaving, given the
    /// elements shown `before` the update and those within a screen of them (`nearbyBefore`), all
    /// moved by `shift` so that they stay put on screen while the offset changes.
    ///
    /// UIKit asks the layout where every element on screen after the update starts (its
    /// `initialLayoutAttributesForAppearing…`, "called for each element on screen after the
    /// invalidation"), and where every element on screen before it ends; the view starts an
    /// element from the layout's answer whenever it gives one. The cells shown after the update
    /// are sized as UIKit makes their views, before the update's finalization.
    private func transitions(from before: [LayoutAttributes], nearbyBefore: [LayoutAttributes], shiftedBy shift: CGPoint,
                             plan: BatchUpdatePlan) -> UpdateAnimation {
        do throws(LayoutError) { try prepareLayout() } catch { engine.report(error) }
        var final = bounds.width > 0 && bounds.height > 0 ? cache.refresh(to: bounds, query: layoutAttributesInView) : []
        if applyPreferredSizes(to: final) {
            updateContentSize()
            cache.invalidate()
            final = elementsInBounds()
        }
        let finalKeys = Set(final.map(\.key))
        var starts: [ElementKey: LayoutAttributes] = [:]
        var leaving: [UpdateAnimation.Leaving] = []
        var replacedKeys: Set<ElementKey> = []
        let shownBefore = Set(before.map(\.key))
        var old = Dictionary(nearbyBefore.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        for element in before { old[element.key] = element }
        for key in old.keys.sorted() {
            var element = old[key]!
            element.frame = element.frame.offsetBy(dx: shift.x, dy: shift.y)
            let newKey = plan.keyAfterUpdate(key)
            let replaced = plan.isReplaced(key)
            if let newKey, !replaced, finalKeys.contains(newKey) {
                starts[newKey] = element
                continue
            }
            guard shownBefore.contains(key) else { continue }
            if replaced, let newKey { replacedKeys.insert(newKey) }
            let end = engine.finalLayoutAttributes(forDisappearingElement: key)
                ?? (replaced ? element.faded : newKey.flatMap { attributesInView(for: $0) } ?? element.faded)
            leaving.append(.init(start: element, end: end, startTime: clock.now))
        }
        for element in final {
            if let initial = engine.initialLayoutAttributes(forAppearingElement: element.key) {
                starts[element.key] = initial
            } else if starts[element.key] == nil,
                      plan.isNew(element.key) || replacedKeys.contains(element.key) || element.category != .cell {
                starts[element.key] = element.faded
            }
        }
        return UpdateAnimation(startTime: clock.now, duration: Self.batchUpdateAnimationDuration, curve: .easeInEaseOut,
                               starts: starts, leaving: leaving, completion: nil)
    }

    /// Moves a running batch-update animation on by one frame, ending it at its end.
    func stepUpdateAnimation() {
        guard let animation = updateAnimation else { return }
        if animation.isFinished(at: clock.now) {
            finishUpdateAnimation(reachedEnd: true)
        } else if lastLayoutPassTime != clock.now {
            runLayoutPassRecordingErrors()
        }
    }

    /// Ends a running batch-update animation now, showing the final attributes (with a layout
    /// pass, unless `layingOut` is `false`: a change about to lay out itself), and calls its
    /// completion with `reachedEnd`.
    func finishUpdateAnimation(reachedEnd: Bool, layingOut: Bool = true) {
        guard let animation = updateAnimation else { return }
        updateAnimation = nil
        if layingOut { runLayoutPassRecordingErrors() }
        animation.completion?(reachedEnd)
    }
}
