import Foundation
import LayoutCore

/// The layout cycle, as UIKit runs it: bounds reach the layout on every change, an invalidation
/// marks it, `prepare()` runs once before the next query, and every layout pass ends with the
/// frame the person sees.
extension CollectionViewEngine {
    /// `prepare()` of the layout shown (or of `hosted`, an adapter's), when anything is pending
    /// (or before the first time), with what the view tells a layout now. An adapter's layout the
    /// view shows without the engine having installed it (an app's own `setCollectionViewLayout`)
    /// becomes the layout shown; one it does not show (the other side of a transition) prepares
    /// on its own. The layout shown, once its geometry changed, has its section scroll views laid
    /// out (``CollectionViewPlatform/layOutSectionScrollViews(_:for:)``): their bands move only
    /// then. Answers whether the layout prepared; throws what the context's validation or the
    /// layout throws.
    @discardableResult
    package func prepareLayout(_ hosted: HostedLayout? = nil) throws(LayoutError) -> Bool {
        guard let platform else { return false }
        let preparing = hosted ?? layout
        if preparing !== layout, platform.isShowing(preparing) { install(preparing) }
        let shown = preparing === layout
        // Held for the pass, placed and released at its end: only in a view that reports its
        // passes (an adapter in an app's own collection view does not, and an anchor held there
        // would be spent by the app's next batch update, moving the content back).
        if shown, platform.reportsLayoutPasses, preparing.layout.pendingInvalidation.contains(.anchorsVisibleContent),
           changes.isEmpty, movement.movement == nil {
            anchoring.layoutWillMoveVisibleContent(in: preparing, pinning: itemScroll.target)
        }
        let geometryChanges = preparing.layout.pendingInvalidation.invalidatesGeometry
        let prepared = try preparing.prepare(with: platform.layoutContext, itemCounts: { platform.itemCounts },
                                             movement: shown ? movement.movement : nil,
                                             movingSections: shown ? platform.movingSections : [])
        if prepared, geometryChanges, isShowing(preparing) {
            platform.layOutSectionScrollViews(sectionScrollViewFrames(for: preparing), for: preparing)
        }
        return prepared
    }

    /// The view ended a layout pass and shows its frame: a change of size the view made on its
    /// own (a rotation on a device, which UIKit asks no target for), or a change the layout made
    /// under what is on screen (`Invalidation.anchorsVisibleContent`), places its offset by the
    /// anchor; what it shows is what the person is looking at (the anchor of the next change),
    /// VoiceOver's elements are made anew when next asked, and a wrapping layout starts in the
    /// middle of its band once the view has a size. Call it last in the pass.
    package func viewDidLayout() {
        if anchoring.isHeldForPass, changes.isEmpty {
            carryingOut(.anchoredPass) { finishChange(asksLayout: true) }
        }
        anchoring.didShowFrame(of: layout)
        voiceOver.layoutPassEnded()
        if let platform, let move = rest.initialMove(of: layout.layout, in: platform) { perform(move) }
        layoutPassEnded?()
        checkInvariants()
    }

    /// `shouldInvalidateLayout(forBoundsChange:)` of `hosted` (the layout shown by default): a
    /// new size takes the anchor of the bounds before it, which the end of the layout pass places
    /// (``viewDidLayout()``; not in a view that does not report its passes, where it would wait
    /// for the next change and move the content there), the layout is asked, and it gets the new
    /// bounds, which queries read whether or not it invalidates.
    package func shouldInvalidateLayout(forBoundsChange newBounds: CGRect, of hosted: HostedLayout? = nil) -> Bool {
        let hosted = hosted ?? layout
        if hosted === layout { anchorBeforeBoundsChange(to: newBounds) }
        return hosted.shouldInvalidateLayout(forBoundsChange: newBounds)
    }

    /// A new size takes the anchor of the bounds before it, in a view whose layout passes end
    /// where the engine places it.
    private func anchorBeforeBoundsChange(to newBounds: CGRect) {
        guard newBounds.isFinite, platform?.reportsLayoutPasses == true else { return }
        anchoring.boundsWillChange(to: newBounds, in: layout, pinning: itemScroll.target)
    }

    /// The whole bounds-change step of a view that runs its own layout passes, as UIKit runs it:
    /// ``shouldInvalidateLayout(forBoundsChange:of:)``, and when it answers `true`, the layout's
    /// `invalidation(forBoundsChange:)` recorded. Answers whether the layout was invalidated:
    /// when not, the view keeps the attributes it has for the elements that stay visible
    /// (``VisibleElementCache``).
    @discardableResult
    package func boundsDidChange(to newBounds: CGRect) -> Bool {
        anchorBeforeBoundsChange(to: newBounds)
        return layout.boundsDidChange(to: newBounds)
    }

    /// Records an invalidation the view caused on `hosted` (the layout shown by default; UIKit's
    /// `invalidateLayout(with:)`). New data counts (a batch update or a reload, not UIKit's
    /// `invalidateEverything`, which a plain `invalidateLayout()` sends too) take the anchor before
    /// the data is read, except during a movement, whose steps rearrange what is on screen under a
    /// resting offset. `ofBatchUpdate`: the counts of a batch update (``HostedLayout/awaitsUpdateItems``),
    /// which UIKit's counts during a movement are not (it shows a movement's steps without
    /// `prepare(forCollectionViewUpdates:)`).
    package func record(_ invalidation: Invalidation, ofBatchUpdate: Bool = false, in hosted: HostedLayout? = nil) {
        let hosted = hosted ?? layout
        let moving = movement.movement != nil
        if hosted === layout, invalidation.contains(.dataCounts), invalidation != .everything, !moving {
            anchoring.hold(in: layout, pinning: itemScroll.target)
        }
        hosted.record(invalidation, ofBatchUpdate: ofBatchUpdate && !moving)
    }

    /// The view's surroundings may have changed (it reached a window, its traits, safe area or
    /// layout margins changed): when what it tells a layout now differs from what the layout was
    /// prepared with, the layout is invalidated, as a new size invalidates it (`.everything` for a
    /// new reading direction, which flips it), through its own invalidation, which reaches UIKit
    /// through the adapter (only an invalidation UIKit hears makes it prepare), and prepares at
    /// the next pass. The bounds are
    /// ``shouldInvalidateLayout(forBoundsChange:)``'s, the counts the data's, and the content
    /// inset invalidates no layout (UIKit's rule), so none of them is compared here.
    package func viewEnvironmentMayHaveChanged() {
        guard let platform, layout.hasPrepared else { return }
        let now = platform.layoutContext, then = layout.layout.context
        if now.traits.layoutDirection != then.traits.layoutDirection {
            layout.layout.invalidateLayout(with: .everything)
        } else if now.traits != then.traits || now.safeAreaInsets != then.safeAreaInsets || now.layoutMargins != then.layoutMargins {
            layout.layout.invalidateLayout(with: .boundsSize)
        }
    }

    // MARK: Targets

    /// Where a fling released at `velocity` (the engine's points per second) comes to rest: the
    /// layout's answer, the proposal when it is not finite.
    package func targetContentOffset(forProposedContentOffset proposed: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        layout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
    }

    /// `targetContentOffset(forProposedContentOffset:)` (a batch update, a change of size or of
    /// layout): the proposal moved by the anchor rule when a change's anchor is held (which it
    /// uses up), kept in the scrollable range, then the layout's own answer for it.
    package func targetContentOffset(forProposedContentOffset proposed: CGPoint) -> CGPoint {
        let anchored = anchoring.take().map { layout.clampedToScrollableRange($0.contentOffset(in: layout.layout, proposed: proposed)) }
        return layout.targetContentOffset(forProposedContentOffset: anchored ?? proposed)
    }

    // MARK: Self-sizing

    /// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`: the layout takes
    /// the size and answers the content-size adjustment; the content-offset adjustment keeps the
    /// cell the person is looking at where it is on screen. During a batch update's setup, where
    /// UIKit ignores an offset adjustment, it is kept and handed over by
    /// ``finalizeCollectionViewUpdates()`` instead (the answer's offset adjustment is then zero).
    package func invalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                  withOriginalAttributes original: LayoutAttributes) -> SelfSizingAdjustment {
        var adjustment = layout.invalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) {
            anchoring.anchorNow(in: layout, pinning: itemScroll.target)
        }
        if layout.update.stage(adjustment.contentOffsetAdjustment) {
            adjustment.contentOffsetAdjustment = .zero
        }
        return adjustment
    }

    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`: a size that
    /// is not finite, is negative or equals the current one changes nothing; otherwise the layout
    /// says.
    package func shouldInvalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                        withOriginalAttributes original: LayoutAttributes) -> Bool {
        let size = preferred.frame.size
        guard size.isFinite, size.width >= 0, size.height >= 0, size != original.frame.size else { return false }
        return layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    }

    /// A view's element `original` whose content prefers `size`: the two steps of self-sizing,
    /// answering the adjustment, or `nil` when the layout keeps its size.
    package func adjustment(forPreferredSize size: CGSize, of original: LayoutAttributes) -> SelfSizingAdjustment? {
        var preferred = original
        preferred.frame.size = size
        guard shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) else { return nil }
        return invalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    }

    // MARK: Batch updates, as UIKit calls the layout

    /// `prepare(forCollectionViewUpdates:)`: the layout is shown the update's changes (and answers
    /// queries again), the anchor and the item a scroll heads for follow them, and the update's
    /// setup begins (``BatchUpdateSteps``). A movement step's echo changes nothing.
    package func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
        guard layout.prepare(forCollectionViewUpdates: updateItems) else { return }
        guard let countsBefore = anchoring.heldItemCounts else { return }
        let countsAfter = layout.layout.context.itemCounts
        let plan = try? BatchUpdates(updateItems).validated(from: countsBefore, to: countsAfter)
        anchoring.follow(plan, countsAfter: countsAfter)
        itemScroll.follow(plan)
    }

    /// `finalizeCollectionViewUpdates()`: the update's anchor is over. Answers the content-offset
    /// adjustment kept during the setup, for the view to apply in an invalidation of its own
    /// (MagazineLayout's `finalizeCollectionViewUpdates()` does the same); `nil` when none.
    package func finalizeCollectionViewUpdates() -> CGPoint? {
        let (told, kept) = layout.finalizeCollectionViewUpdates()
        if told { anchoring.release() }
        checkInvariants(afterUpdate: true)
        return kept
    }
}
