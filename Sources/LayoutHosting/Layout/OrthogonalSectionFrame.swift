import Foundation
import LayoutCore

/// Where one section that scrolls on its own lies and how far it scrolls, as a view lays out
/// the scroll view that drives it.
package struct OrthogonalSectionFrame: Equatable, Sendable {
    /// The section.
    package var section: Int
    /// The band a finger drags the section by, in the view's content coordinates.
    package var frame: CGRect
    /// The axis the section scrolls along.
    package var axis: ScrollDirection
    /// The offsets the section can rest at, in the layout's terms (0 shows its leading end).
    package var scrollableRange: ClosedRange<CGFloat>
    /// Whether the section pages (and so decelerates fast).
    package var pages: Bool
    /// Whether the section's content runs the other way on screen: right to left, in a layout
    /// that flips, along a horizontal section. A scroll view driving it then scrolls from its
    /// right end, and its offsets are reflected into the layout's
    /// (``layoutOffset(forScrollViewOffset:)``), as `UICollectionView` reflects its own.
    var isReversed: Bool
    /// The section's offset now, in the layout's terms.
    package var offset: CGFloat
    /// Whether a finger or a deceleration moves the section now: its scroll view's offset is the
    /// motion's, which a layout pass leaves alone.
    package var isMoving = false

    /// A section's frame, at `offset`.
    package init(section: Int, frame: CGRect, axis: ScrollDirection, scrollableRange: ClosedRange<CGFloat>, pages: Bool,
                isReversed: Bool = false, offset: CGFloat = 0) {
        self.section = section
        self.frame = frame
        self.axis = axis
        self.scrollableRange = scrollableRange
        self.pages = pages
        self.isReversed = isReversed
        self.offset = offset
    }

    /// Whether a pan that starts at `location` (content coordinates) moving with `velocity`
    /// drags this section rather than the whole view: it starts inside the band and moves more
    /// along the section's axis than across it.
    package func acceptsDrag(at location: CGPoint, velocity: CGPoint) -> Bool {
        guard location.isFinite, velocity.isFinite, frame.contains(location) else { return false }
        return abs(velocity[axis]) > abs(velocity[axis.cross])
    }

    /// The content length a scroll view of the band's size needs to scroll over the range.
    package var scrollViewContentLength: CGFloat {
        frame.length(axis) + scrollableRange.upperBound
    }

    /// The section's offset, in the layout's terms, that a scroll view driving it shows at
    /// `offset` (its offset along ``axis``): the same offset, or `upperBound − offset` when
    /// ``isReversed``. Its own inverse.
    func layoutOffset(forScrollViewOffset offset: CGFloat) -> CGFloat {
        isReversed ? scrollableRange.upperBound - offset : offset
    }

    /// The scroll view offset that shows the section at `offset` (the layout's terms).
    package func scrollViewOffset(forLayoutOffset offset: CGFloat) -> CGFloat {
        layoutOffset(forScrollViewOffset: offset)
    }

    /// The scroll view offset that shows the section where it is now (``offset``).
    package var scrollViewOffset: CGFloat { scrollViewOffset(forLayoutOffset: offset) }

    /// The offset a layout pass gives the section's scroll view: ``scrollViewOffset``, or `nil`
    /// while the section moves (``isMoving``).
    package var scrollViewOffsetToShow: CGFloat? { isMoving ? nil : scrollViewOffset }

    /// A change along ``axis`` in a scroll view's terms (a velocity, a finger's translation) as
    /// the layout sees it: reversed with the section.
    package func layoutDelta(forScrollViewDelta delta: CGFloat) -> CGFloat {
        isReversed ? -delta : delta
    }
}
