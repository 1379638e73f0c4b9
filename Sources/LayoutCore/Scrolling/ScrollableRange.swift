import Foundation

/// The offsets a scroll view can rest at, as `UIScrollView` computes them.
package enum ScrollableRange {
    /// Along `axis`: `[−inset.leading, contentExtent + inset.trailing − boundsExtent]`, or the
    /// single offset `−inset.leading` when the content is shorter than the view.
    package static func offsets(along axis: ScrollDirection, contentSize: CGSize, boundsSize: CGSize,
                                adjustedContentInset inset: LayoutEdgeInsets) -> ClosedRange<CGFloat> {
        let (leading, trailing) = axis == .vertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
        let low = -leading
        let high = contentSize[axis] + trailing - boundsSize[axis]
        return low...max(low, high)
    }

    /// The axis the content scrolls further along (vertical when both scroll as far).
    package static func longerAxis(contentSize: CGSize, boundsSize: CGSize, adjustedContentInset inset: LayoutEdgeInsets) -> ScrollDirection {
        let vertical = offsets(along: .vertical, contentSize: contentSize, boundsSize: boundsSize, adjustedContentInset: inset)
        let horizontal = offsets(along: .horizontal, contentSize: contentSize, boundsSize: boundsSize, adjustedContentInset: inset)
        return vertical.upperBound - vertical.lowerBound >= horizontal.upperBound - horizontal.lowerBound ? .vertical : .horizontal
    }
}
