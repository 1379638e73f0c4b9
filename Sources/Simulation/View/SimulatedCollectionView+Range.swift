import Foundation
import LayoutCore

extension SimulatedCollectionView {
    /// The offsets the content can rest at along `axis`, as `ScrollableRange` computes them.
    package func scrollableRange(_ axis: ScrollDirection) -> ClosedRange<CGFloat> {
        ScrollableRange.offsets(along: axis, contentSize: contentSize, boundsSize: bounds.size, adjustedContentInset: adjustedContentInset)
    }

    /// Whether a finger can move the content along `axis`: the content overflows the view, or
    /// the matching `alwaysBounce` flag is set.
    package func canScroll(_ axis: ScrollDirection) -> Bool {
        let range = scrollableRange(axis)
        return range.upperBound > range.lowerBound
            || (axis == .vertical ? alwaysBounceVertical : alwaysBounceHorizontal)
    }

    /// `offset` brought into the scrollable range on both axes.
    package func clampedToScrollableRange(_ offset: CGPoint) -> CGPoint {
        CGPoint(x: offset.x.clamped(to: scrollableRange(.horizontal)),
                y: offset.y.clamped(to: scrollableRange(.vertical)))
    }
}
