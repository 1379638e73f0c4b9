import Foundation
import LayoutCore

/// The anchor rule (``ScrollAnchor``) across the changes a view places its offset after: a batch
/// update, a reload, a change of the bounds' size, a switch to another layout.
///
/// The engine takes the anchor before the change (``hold(in:pinning:)``), follows it through an
/// update's items (``follow(_:)``), uses it up in the first target offset asked for the change
/// (``take()``), and drops it when the change is over (``release()``); sizes a cell reports are
/// anchored at once on what the person saw last (``anchorNow(in:pinning:)``). Only the engine
/// calls these, in that order, from the change it carries out.
struct ChangeAnchoring {
    /// What the person was looking at before a change whose offset the view has not placed yet,
    /// with the item counts it was taken at.
    private var held: (anchor: ScrollAnchor, itemCounts: [Int])?
    /// Whether the anchor held is for a change the view lays out on its own, whose pass places
    /// the offset: a change of the bounds' size, or a layout's change under what is on screen.
    private(set) var isHeldForPass = false
    /// The last frame the view showed: its bounds, and its anchor once a change asked for it.
    private var lastFrame: (bounds: CGRect, anchor: ScrollAnchor?)?

    /// Whether the person is at the end of a layout that follows its content's end
    /// (`CollectionLayout.followsContentEnd`): a drag that takes the end more than 1 pt out of
    /// view ends it, the content coming to rest within 1 pt of the end begins it again
    /// (`CollectionViewEngine.noteEndFollowing(atRest:)`). True until the first scroll: a chat
    /// opens at its end.
    var isFollowingEnd = true

    /// Whether a change's anchor is held.
    var isHeld: Bool { held != nil }

    /// The view showed a frame of `hosted`: what it shows now is what the person is looking at,
    /// and anchors the changes that follow until the next frame. A frame laid out while a
    /// change's offset is still to be placed (a reload laid out at the old offset) is not: the
    /// person never sees it. Costs nothing until a change asks.
    mutating func didShowFrame(of hosted: HostedLayout) {
        guard held == nil else { return }
        lastFrame = (hosted.layout.context.bounds, nil)
    }

    /// The anchor of the last frame the view showed (taken the first time a change asks, from the
    /// geometry not yet changed), or of the layout as it is when no frame was shown; pinned to the
    /// item a scroll is heading for once it is on screen. The frame's candidates keep the
    /// frame's positions: a change measures them where they are.
    mutating func anchorNow(in hosted: HostedLayout, pinning target: ScrollTarget?) -> ScrollAnchor {
        let anchor: ScrollAnchor
        if let frame = lastFrame {
            anchor = frame.anchor ?? ScrollAnchor(of: hosted.layout, in: frame.bounds, capabilities: hosted.capabilities)
            lastFrame?.anchor = anchor
        } else {
            anchor = ScrollAnchor(of: hosted.layout, capabilities: hosted.capabilities)
        }
        return anchor.pinning(target, in: hosted.layout)
            .followingEnd(target == nil && isFollowingEnd && hosted.layout.followsContentEnd)
    }

    /// Takes the anchor of `hosted` as it is shown now, before its data or size changes; keeps
    /// one already held (the same change: counts set, then invalidated). Nothing before the
    /// layout's first prepare.
    mutating func hold(in hosted: HostedLayout, pinning target: ScrollTarget?) {
        guard hosted.hasPrepared, held == nil else { return }
        held = (anchorNow(in: hosted, pinning: target).repositioned(in: hosted.layout), hosted.layout.context.itemCounts)
    }

    /// Follows the anchor held, and the last frame's, through a batch update's `plan`; `nil`
    /// (no plan: the update does not agree with the counts before and after) drops them.
    mutating func follow(_ plan: BatchUpdatePlan?, countsAfter: [Int]) {
        guard let current = held else { return }
        held = plan.map { (current.anchor.mapped(through: $0), countsAfter) }
        let frameAnchor = lastFrame?.anchor
        lastFrame?.anchor = plan.flatMap { frameAnchor?.mapped(through: $0) }
    }

    /// The item counts the held anchor was taken at.
    var heldItemCounts: [Int]? { held?.itemCounts }

    /// The anchor held, used up.
    mutating func take() -> ScrollAnchor? {
        defer { release() }
        return held?.anchor
    }

    /// Drops the anchor held without placing it: a change failed, is over, or a finger or the
    /// app took the offset.
    mutating func release() {
        held = nil
        isHeldForPass = false
    }

    /// A new size of the bounds takes the anchor of the bounds before it; a move of the origin
    /// changes nothing here.
    mutating func boundsWillChange(to newBounds: CGRect, in hosted: HostedLayout, pinning target: ScrollTarget?) {
        guard newBounds.size != hosted.layout.context.bounds.size else { return }
        release()
        holdForPass(in: hosted, pinning: target)
    }

    /// `hosted` is about to prepare a change of its own under what is on screen
    /// (`Invalidation.anchorsVisibleContent`) outside any change of the view's: takes the anchor,
    /// which the end of the layout pass places.
    mutating func layoutWillMoveVisibleContent(in hosted: HostedLayout, pinning target: ScrollTarget?) {
        guard held == nil else { return }
        holdForPass(in: hosted, pinning: target)
    }

    /// Takes the anchor of a change the layout pass places (``isHeldForPass``).
    private mutating func holdForPass(in hosted: HostedLayout, pinning target: ScrollTarget?) {
        hold(in: hosted, pinning: target)
        isHeldForPass = held != nil
    }
}
