import Foundation

/// Where a paging scroll view comes to rest, as `UIScrollView` with `isPagingEnabled`: on a
/// multiple of the page length, at most one page from where the drag began — and on the end of
/// the content, which is a resting place even when the content is not a whole number of pages.
package enum PagingTarget {
    /// The resting offset for a release whose projected resting offset is `proposed`, after a
    /// drag that began at `start`, in pages `pageLength` long over the scrollable `range`.
    ///
    /// The resting places are `0, p, 2p, …` up to the last whole page, then the range's end;
    /// the partial page before the end counts as one page, so a fling from the last whole page
    /// reaches the end and a touch released at the end stays there. A page length that is not
    /// positive and finite leaves `proposed`, clamped to `range`; a proposal that is not finite
    /// leaves `start`.
    package static func offset(forProposed proposed: CGFloat, start: CGFloat, pageLength page: CGFloat,
                              in range: ClosedRange<CGFloat>) -> CGFloat {
        guard proposed.isFinite, start.isFinite else { return (start.isFinite ? start : range.lowerBound).clamped(to: range) }
        guard page > 0, page.isFinite else { return proposed.clamped(to: range) }
        // Page indices as a continuous coordinate: whole pages, then the last partial page as one.
        let lastWholePage = max(0, (range.upperBound / page).rounded(.down))
        let lastWholeOffset = lastWholePage * page
        let partial = range.upperBound - lastWholeOffset
        func index(of offset: CGFloat) -> CGFloat {
            guard offset > lastWholeOffset, partial > 0 else { return offset / page }
            return lastWholePage + (offset - lastWholeOffset) / partial
        }
        func offset(ofIndex index: CGFloat) -> CGFloat {
            index > lastWholePage ? range.upperBound : index * page
        }
        let startIndex = index(of: start.clamped(to: range)).rounded()
        let target = index(of: proposed).rounded().clamped(to: (startIndex - 1)...(startIndex + 1))
        return offset(ofIndex: target).clamped(to: range)
    }
}
