import Foundation
import LayoutCore

/// Scrolling: the app's offset and scroll to an item, and the scroll events of a finger, a
/// deceleration and an animation, in UIKit's order, each telling the delegate and doing what a
/// layout wants at rest (``ScrollRestBehavior``).
extension CollectionViewEngine {
    /// `setContentOffset(_:animated:)` from the app or screen logic: whatever held the offset
    /// lets go (a scroll to an item, a change's anchor, a glide at rest, VoiceOver's pending
    /// selection), and the view moves. An offset that is not finite is ignored.
    package func setContentOffset(_ offset: CGPoint, animated: Bool) {
        guard offset.isFinite, platform != nil else { return }
        takeOverOffset()
        moveOffset(to: offset, animated: animated)
        if !animated { noteEndFollowing(atRest: true) }
    }

    /// Moves the platform's offset, the one way the engine moves it: an animated move glides until
    /// its animation ends (``isGlidingOffset``); a move at once ends a glide under way. An animated
    /// move to the pixel the view shows already is no move: UIKit rounds a proposed offset to the
    /// display's pixels and skips one that rounds to the current offset
    /// (`-[UIScrollView _roundedProposedContentOffset:]`, `setContentOffset:`, decompile), so no
    /// animation runs and no `scrollViewDidEndScrollingAnimation` comes; the glide is over at
    /// once. That UIKit cancels a running animation replaced by a move at once without
    /// `scrollViewDidEndScrollingAnimation` is assumed (the simulated view does so); it is not
    /// checked on a device.
    func moveOffset(to offset: CGPoint, animated: Bool) {
        guard let platform else { return }
        guard !animated || !offset.isSamePixel(as: platform.bounds.origin, scale: platform.layoutContext.traits.displayScale) else {
            isGlidingOffset = false
            glideEnded()
            return
        }
        platform.moveContentOffset(to: offset, animated: animated)
        isGlidingOffset = animated
    }

    /// A finger or the app takes the offset.
    func takeOverOffset() {
        isGlidingOffset = false
        rest.cancel()
        itemScroll.end()
        anchoring.release()
        voiceOver.dropPendingSelection()
    }

    /// A motion of the view's stopped before its end (a rotation or a change of layout stopped a
    /// deceleration): a glide asked for at its end is forgotten.
    package func motionInterrupted() {
        isGlidingOffset = false
        rest.cancel()
    }

    /// `scrollToItem(at:at:animated:)` that lands exactly through cells that size themselves:
    /// lays out, moves to the offset that shows the item at `position` (in the scrollable range),
    /// and without animation moves on at once until the item is there (``ItemScroll``); an
    /// animated scroll moves on when its animation ends. Throws for two positions on one axis
    /// and for a path that names no item (UIKit raises).
    package func scrollToItem(at indexPath: ItemPath, at position: CollectionViewScrollPosition, animated: Bool) throws(LayoutError) {
        try position.validate()
        guard let platform else { return }
        let counts = platform.itemCounts
        guard LayoutContext(bounds: .zero, itemCounts: counts).contains(indexPath) else {
            throw .indexPathOutOfRange(indexPath, itemCounts: counts)
        }
        platform.layoutIfNeeded()
        guard let target = itemScroll.begin(toItemAt: indexPath, at: position, in: layout, viewport: .init(platform)) else { return }
        rest.cancel()
        moveOffset(to: target, animated: animated)
        guard !animated else { return }
        platform.layoutIfNeeded()
        while let correction = itemScroll.correction(in: layout, viewport: .init(platform)) {
            moveOffset(to: correction, animated: false)
            platform.layoutIfNeeded()
        }
        noteEndFollowing(atRest: true)
    }

    // MARK: Scroll events

    /// The content offset changed (`scrollViewDidScroll`).
    package func viewDidScroll() {
        if platform?.isDragging == true { noteEndFollowing(atRest: false) }
        notifyDelegate { $0.scrollViewDidScroll($1) }
        checkNearEdges()
    }

    /// How far the end of the content is below the bottom of the visible area (0 or less: in
    /// view).
    var distanceToContentEnd: CGFloat {
        guard let platform else { return 0 }
        let content = layout.layout.collectionViewContentSize.height + platform.layoutContext.adjustedContentInset.bottom
        return content - platform.bounds.maxY
    }

    /// Keeps the state of a person at the end of a layout that follows its content's end
    /// (`CollectionLayout.followsContentEnd`): a drag (`atRest` false) that takes the end more
    /// than 1 pt out of view ends it; the content at rest within 1 pt of the end begins it, and
    /// at rest anywhere else ends it.
    func noteEndFollowing(atRest: Bool) {
        guard layout.layout.followsContentEnd else { return }
        let atEnd = distanceToContentEnd <= 1
        if atRest { anchoring.isFollowingEnd = atEnd } else if !atEnd { anchoring.isFollowingEnd = false }
    }

    /// The adjusted content inset changed (a keyboard's inset): a layout that follows its
    /// content's end keeps the end in view while the person is there, the offset moving by the
    /// bottom inset's growth (`animated`, as the keyboard does, in the simulated view; on iOS,
    /// inside the keyboard's own animation), and one whose end the new inset brings into view has
    /// the person at the end. UIKit itself moves nothing.
    package func adjustedContentInsetDidChange(animated: Bool) {
        guard let platform, layout.layout.followsContentEnd else { return }
        // The visible height is the layout's geometry (a short chat sits at its bottom).
        if platform.layoutContext.adjustedContentInset != layout.layout.context.adjustedContentInset { layout.record(.boundsSize) }
        guard !platform.isDragging else { return }
        platform.layoutIfNeeded()
        // An inset that brings the end into view (a keyboard hiding under a short chat) puts the
        // person at the end, as a scroll resting there does.
        guard anchoring.isFollowingEnd else {
            if !platform.isDecelerating, !isGlidingOffset { noteEndFollowing(atRest: true) }
            return
        }
        let end = ScrollAnchor.endOffsetY(of: layout.layout)
        guard abs(end - platform.bounds.minY) > 0 else { return }
        moveOffset(to: CGPoint(x: platform.bounds.minX, y: end), animated: animated)
    }

    /// A finger starts dragging the content (`scrollViewWillBeginDragging`): it takes the offset.
    package func willBeginDragging() {
        takeOverOffset()
        notifyDelegate { $0.scrollViewWillBeginDragging($1) }
    }

    /// The finger is about to lift with `velocity` (the engine's points per second) and the
    /// content to rest at `target` (the view's proposal, the layout's answer already in it):
    /// the delegate may move the target, except while the view pages, where UIKit ignores a
    /// changed target ("Stop offset can not be modified for paging scroll views"); a target that
    /// is not finite is ignored too. Answers where the content comes to rest, kept in the
    /// scrollable range; a layout that settles is asked where to glide from there.
    package func willEndDragging(velocity: CGPoint, targetContentOffset target: CGPoint) -> CGPoint {
        guard let platform else { return target }
        var changed = target
        if let delegate, let view { delegate.scrollViewWillEndDragging(view, withVelocity: velocity, targetContentOffset: &changed) }
        guard !platform.isPagingEnabled else {
            rest.willEndDragging(layout: layout.layout, target: target)
            return target
        }
        let final = platform.clampedToScrollableRange(changed.isFinite ? changed : target)
        rest.willEndDragging(layout: layout.layout, target: final)
        return final
    }

    /// The finger lifted (`scrollViewDidEndDragging(_:willDecelerate:)`): without a deceleration,
    /// and with nothing else moving, the content is at rest.
    package func didEndDragging(willDecelerate: Bool) {
        notifyDelegate { $0.scrollViewDidEndDragging($1, willDecelerate: willDecelerate) }
        guard !willDecelerate else { return }
        comeToRest()
    }

    /// The content moves on after the finger lifted (`scrollViewWillBeginDecelerating`).
    package func willBeginDecelerating() {
        notifyDelegate { $0.scrollViewWillBeginDecelerating($1) }
    }

    /// A deceleration ended (`scrollViewDidEndDecelerating`): unless something else moves the
    /// content, it is at rest.
    package func didEndDecelerating() {
        notifyDelegate { $0.scrollViewDidEndDecelerating($1) }
        comeToRest()
    }

    /// An animated scroll ended (`scrollViewDidEndScrollingAnimation`): the delegate hears of it,
    /// and the glide is over (``glideEnded()``).
    package func didEndScrollingAnimation() {
        isGlidingOffset = false
        notifyDelegate { $0.scrollViewDidEndScrollingAnimation($1) }
        glideEnded()
    }

    /// A glide the engine started is over (its animation ended, or it moved nothing): VoiceOver's
    /// glide is over, and a scroll to an item that sizes learned on the way moved glides on to it;
    /// otherwise a wrapping layout re-centres, or a resting layout tidies.
    func glideEnded() {
        accessibilityGlideDidEnd()
        if isAtRest { noteEndFollowing(atRest: true) }
        if let platform, let correction = itemScroll.correction(in: layout, viewport: .init(platform)) {
            moveOffset(to: correction, animated: true)
        } else if let platform, isAtRest {
            if let move = rest.recenteringMove(of: layout.layout, in: platform) { return perform(move) }
            tidyAtRest(in: platform)
        }
    }

    /// The content is at rest: the glide a settling layout asked for, or else, once nothing moves
    /// at all, a wrapping layout's re-centring, or a resting layout's change, animated.
    func comeToRest() {
        guard let platform, !platform.isDragging else { return }
        // The scroll rests, whatever else still animates (an update's cells).
        if !platform.isDecelerating, !isGlidingOffset { noteEndFollowing(atRest: true) }
        guard rest.pendingSettleOffset != nil || isAtRest else { return }
        if let move = rest.moveOnComingToRest(of: layout.layout, in: platform) { return perform(move) }
        tidyAtRest(in: platform)
    }

    /// The layout's `tidy` at rest (``RestingBehavior``), recorded inside an empty animated batch
    /// update that holds the anchor before it (UIKit's `performBatchUpdates(nil)` after an
    /// invalidation); nothing while the data may not change (a transition or a movement under way).
    private func tidyAtRest(in platform: any CollectionViewPlatform) {
        let resting = layout.layout
        guard let tidy = resting.restingBehavior.tidy, (try? checkDataChangeAllowed()) != nil,
              let invalidation = tidy() else { return }
        let counts = platform.itemCounts
        try? performBatchUpdates(BatchUpdates(), reconfiguring: [], itemCounts: counts, animated: true,
                                 updatingData: { resting.invalidateLayout(with: invalidation) }, completion: nil)
    }

    /// Makes a move ``ScrollRestBehavior`` answered, as the app's `setContentOffset` would.
    func perform(_ move: ScrollRestBehavior.Move?) {
        guard let move else { return }
        setContentOffset(move.contentOffset, animated: move.animated)
    }
}
