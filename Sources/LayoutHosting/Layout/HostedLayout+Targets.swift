import Foundation
import LayoutCore

extension HostedLayout {
    /// Where a fling released at `velocity` (the engine's points per second) comes to rest: the
    /// layout's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`; the proposal
    /// when its answer is not finite.
    package func targetContentOffset(forProposedContentOffset proposed: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        finite(layout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity), or: proposed)
    }

    /// The layout's `targetContentOffset(forProposedContentOffset:)` (rotation, layout and
    /// batch-update changes); the proposal when its answer is not finite. The engine hands it a
    /// proposal the anchor rule already moved.
    package func targetContentOffset(forProposedContentOffset proposed: CGPoint) -> CGPoint {
        finite(layout.targetContentOffset(forProposedContentOffset: proposed), or: proposed)
    }

    /// `target`, or `fallback` when it is not finite.
    func finite(_ target: CGPoint, or fallback: CGPoint) -> CGPoint {
        target.isFinite ? target : fallback
    }

    /// The offsets the view can rest at along `axis`: from the layout's content size, the bounds'
    /// size and the adjusted content inset.
    package func scrollableRange(_ axis: ScrollDirection) -> ClosedRange<CGFloat> {
        let context = layout.context
        return ScrollableRange.offsets(along: axis, contentSize: contentSize, boundsSize: context.bounds.size,
                                       adjustedContentInset: context.adjustedContentInset)
    }

    /// `offset` within the scrollable range.
    package func clampedToScrollableRange(_ offset: CGPoint) -> CGPoint {
        CGPoint(x: offset.x.clamped(to: scrollableRange(.horizontal)), y: offset.y.clamped(to: scrollableRange(.vertical)))
    }
}
