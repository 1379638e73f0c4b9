import Foundation
import LayoutCore

extension SimulatedCollectionView {
    /// The offsets the content can rest at along `axis`:
    /// `[−inset.leading, contentExtent + inset.trailing − boundsExtent]`, or the single offset
    /// `−inset.leading` when the content is shorter than the view.
    package func scrollableRange(_ axis: ScrollDirection) -> ClosedRange<CGFloat> {
        let inset = adjustedContentInset
        let (leading, trailing) = axis == .vertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
        let low = -leading
        let high = contentSize[axis] + trailing - bounds.size[axis]
        return low...max(low, high)
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
