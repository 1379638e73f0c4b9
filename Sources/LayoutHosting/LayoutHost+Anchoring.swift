import Foundation
import LayoutCore

/// The anchor rule (``ScrollAnchor``) for changes the view places its offset after: a batch
/// update, a reload, a change of the bounds' size, a switch to another layout. The host takes
/// the anchor before the change, follows it through the update's items, and answers the offset
/// that keeps it on screen in ``targetContentOffset(forProposedContentOffset:)`` (or, for a
/// reload, which UIKit does not ask about, ``anchoredContentOffset(forProposedContentOffset:)``).
/// Sizes a cell reports are anchored at once (``invalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)``).
extension LayoutHost {
    /// Takes the anchor of the layout as it is shown now, before its data changes; keeps the one
    /// taken earlier in the same change. Nothing before the layout's first prepare.
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
    /// item a scroll is heading for once it is on screen. Positions are the frame's: a change
    /// measures its candidates where they are.
    func anchorNow() -> ScrollAnchor {
        let anchor: ScrollAnchor
        if let frame = lastFrame {
            anchor = frame.anchor ?? ScrollAnchor(of: layout, in: frame.bounds)
            lastFrame?.anchor = anchor
        } else {
            anchor = ScrollAnchor(of: layout)
        }
        return anchor.pinning(scrollTarget, in: layout, mirrored: mirror != nil)
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
        // The frame's anchor names its cells by their paths before the update too.
        let frameAnchor = plan.flatMap { lastFrame?.anchor?.mapped(through: $0) }
        lastFrame?.anchor = frameAnchor
    }

    /// What a bounds change means for the anchor held: a new size takes the anchor of the
    /// bounds before it; a scroll (the origin alone) ends a change whose offset no one asked
    /// for, so its anchor is dropped.
    func boundsWillChange(to newBounds: CGRect) {
        if newBounds.size != layout.context.bounds.size {
            heldAnchor = nil
            holdAnchor()
        } else if newBounds.origin != layout.context.bounds.origin {
            heldAnchor = nil
        }
    }

    /// Drops the anchor held: the change it was taken for is over.
    package func releaseAnchor() {
        heldAnchor = nil
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

    /// `offset` (the layout's coordinates) within the scrollable range.
    private func clampedToScrollableRange(inLayout offset: CGPoint) -> CGPoint {
        let width = layout.context.bounds.width
        let inView = mirror?.contentOffset(offset, boundsWidth: width) ?? offset
        let clamped = CGPoint(x: inView.x.clamped(to: scrollableRange(.horizontal)), y: inView.y.clamped(to: scrollableRange(.vertical)))
        return mirror?.contentOffset(clamped, boundsWidth: width) ?? clamped
    }
}
