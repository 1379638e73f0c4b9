import Foundation

extension ScrollingView {
    /// The offsets the content can rest at along `axis`, as `ScrollableRange` computes them from
    /// the view's content size, bounds and adjusted content inset.
    package func scrollableRange(_ axis: ScrollDirection) -> ClosedRange<CGFloat> {
        ScrollableRange.offsets(along: axis, contentSize: contentSize, boundsSize: bounds.size, adjustedContentInset: adjustedContentInset)
    }

    /// `offset` brought into the scrollable range on both axes.
    package func clampedToScrollableRange(_ offset: CGPoint) -> CGPoint {
        CGPoint(x: offset.x.clamped(to: scrollableRange(.horizontal)), y: offset.y.clamped(to: scrollableRange(.vertical)))
    }
}
