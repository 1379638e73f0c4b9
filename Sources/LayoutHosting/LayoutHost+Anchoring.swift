import Foundation
import LayoutCore

/// The anchor rule (``ScrollAnchor``) for changes the view places its offset after: a batch
/// update, a reload, a change of the bounds' size, a switch to another layout. The host takes
/// the anchor before the change, follows it through the update's items, and answers the offset
/// that keeps it on screen in ``targetContentOffset(forProposedContentOffset:)``; the view ends
/// each change with ``finishChange(from:asksLayout:)``, which places the offset when no target
/// was asked (a reload, which UIKit does not ask about) and ends the change's anchor. Sizes a
/// cell reports are anchored at once
/// (``invalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)``).
extension LayoutHost {
    /// Takes the anchor of the layout as it is shown now, before its data changes; keeps one
    /// already held (the same change: counts set, then invalidated). Nothing before the layout's
    /// first prepare.
    package func holdAnchor() {
        guard hasPrepared, heldAnchor == nil else { return }
        heldAnchor = (anchorNow().repositioned(in: layout), layout.context.itemCounts)
    }

    /// The view showed a frame: what it shows now is what the person is looking at, and anchors
    /// the changes that follow until the next frame. A frame laid out while a change's offset is
    /// still to be placed (a reload laid out at the old offset) is not: the person never sees it.
    /// Costs nothing until a change asks.
    package func didShowFrame() {
        guard heldAnchor == nil else { return }
        lastFrame = (layout.context.bounds, nil)
    }

    /// The anchor of the last frame the view showed (taken the first time a change asks, from the
    /// geometry not yet changed), or of the layout as it is when no frame was shown; pinned to the
    /// item a scroll is heading for once it is on screen (where it is now). The frame's
    /// candidates keep the frame's positions: a change measures them where they are.
    func anchorNow() -> ScrollAnchor {
        let anchor: ScrollAnchor
        if let frame = lastFrame {
            anchor = frame.anchor ?? ScrollAnchor(of: layout, in: frame.bounds, mirrored: mirror != nil)
            lastFrame?.anchor = anchor
        } else {
            anchor = ScrollAnchor(of: layout, mirrored: mirror != nil)
        }
        return anchor.pinning(scrollTarget, in: layout)
    }

    /// Takes the anchor of `previous`, the host of the layout this one replaces, so that the new
    /// layout places its offset by what the person was looking at in the old one.
    package func holdAnchor(of previous: LayoutHost) {
        guard previous.hasPrepared else { return }
        heldAnchor = (previous.anchorNow().repositioned(in: previous.layout), previous.layout.context.itemCounts)
    }

    /// Follows the anchor held, and the last frame's, through a batch update's `updateItems` to
    /// the paths after it; an update that does not agree with the counts before and after drops
    /// them.
    func followHeldAnchor(through updateItems: [UpdateItem]) {
        guard let held = heldAnchor else { return }
        let countsAfter = layout.context.itemCounts
        let plan = try? BatchUpdates(updateItems).validated(from: held.itemCounts, to: countsAfter)
        heldAnchor = plan.map { (held.anchor.mapped(through: $0), countsAfter) }
        // The frame's anchor and the item a scroll heads for name cells by their paths before the
        // update too.
        let frameAnchor = plan.flatMap { lastFrame?.anchor?.mapped(through: $0) }
        lastFrame?.anchor = frameAnchor
        if let target = scrollTarget {
            scrollTarget = plan.flatMap { $0.keyAfterUpdate(target.key) }.map { ScrollTarget(key: $0, position: target.position) }
        }
    }

    /// A new size of the bounds takes the anchor of the bounds before it. A move of the origin
    /// changes nothing here: the host's own adjustments move it in the middle of a change, which
    /// the view ends with ``finishChange(from:asksLayout:)``, or the person's scroll with
    /// ``offsetWillBeTakenOver()``.
    func boundsWillChange(to newBounds: CGRect) {
        guard newBounds.size != layout.context.bounds.size else { return }
        heldAnchor = nil
        holdAnchor()
    }

    /// Drops the anchor held without placing it: a change failed, or is over.
    package func releaseAnchor() {
        heldAnchor = nil
    }

    /// A finger or the app takes the offset (a drag begins, `setContentOffset`): a scroll to an
    /// item ends, the anchor of a change not yet placed is dropped, and so is the item a
    /// VoiceOver adjustment was gliding to.
    package func offsetWillBeTakenOver() {
        scrollTarget = nil
        heldAnchor = nil
        pendingAccessibilitySelection = nil
        announcesSelectionOnArrival = false
    }

    /// The end of a change the view places its offset for (a batch update, a reload, a change of
    /// size, a switch of layout): when the change's anchor
    /// is still held (no target was asked for it), the offset from `current` (the view's
    /// coordinates) that keeps it on screen, and with `asksLayout` the layout's own target for
    /// it, as ``targetContentOffset(forProposedContentOffset:)`` answers; `nil` otherwise. The
    /// anchor is over either way.
    package func finishChange(from current: CGPoint, asksLayout: Bool) -> CGPoint? {
        guard heldAnchor != nil else { return nil }
        defer { heldAnchor = nil }
        return asksLayout ? targetContentOffset(forProposedContentOffset: current) : target(forProposed: current) { inLayout, _ in
            anchored(inLayout)
        }
    }

    /// `proposed` (the layout's coordinates) moved so that the anchor held stays where it was on
    /// screen, within the scrollable range; the anchor is used up. `proposed` without one.
    func anchored(_ proposed: CGPoint) -> CGPoint {
        guard let held = heldAnchor else { return proposed }
        heldAnchor = nil
        return clampedToScrollableRange(inLayout: held.anchor.contentOffset(in: layout, proposed: proposed))
    }

    /// The offsets the view can rest at along `axis`, in the view's coordinates: from the
    /// layout's content size, the bounds' size and the adjusted content inset.
    package func scrollableRange(_ axis: ScrollDirection) -> ClosedRange<CGFloat> {
        let context = layout.context
        return ScrollableRange.offsets(along: axis, contentSize: contentSize, boundsSize: context.bounds.size,
                                       adjustedContentInset: context.adjustedContentInset)
    }

    /// `offset` (the view's coordinates) within the scrollable range.
    func clampedToScrollableRange(_ offset: CGPoint) -> CGPoint {
        CGPoint(x: offset.x.clamped(to: scrollableRange(.horizontal)), y: offset.y.clamped(to: scrollableRange(.vertical)))
    }

    /// `offset` (the layout's coordinates) within the scrollable range.
    private func clampedToScrollableRange(inLayout offset: CGPoint) -> CGPoint {
        let width = layout.context.bounds.width
        let clamped = clampedToScrollableRange(mirror?.contentOffset(offset, boundsWidth: width) ?? offset)
        return mirror?.contentOffset(clamped, boundsWidth: width) ?? clamped
    }
}
