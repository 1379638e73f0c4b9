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
        clampedToScrollableRange(offset, boundsSize: layout.context.bounds.size, adjustedContentInset: layout.context.adjustedContentInset)
    }

    /// `offset` within the scrollable range of a view of `boundsSize` and `adjustedContentInset`
    /// (the view's now, which may differ from the layout's last context: an inset changes no layout).
    func clampedToScrollableRange(_ offset: CGPoint, boundsSize: CGSize, adjustedContentInset: LayoutEdgeInsets) -> CGPoint {
        let size = contentSize
        let x = ScrollableRange.offsets(along: .horizontal, contentSize: size, boundsSize: boundsSize, adjustedContentInset: adjustedContentInset)
        let y = ScrollableRange.offsets(along: .vertical, contentSize: size, boundsSize: boundsSize, adjustedContentInset: adjustedContentInset)
        return CGPoint(x: offset.x.clamped(to: x), y: offset.y.clamped(to: y))
    }
}
