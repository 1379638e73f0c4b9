import Foundation
import LayoutCore

/// Sections that scroll on their own (`OrthogonalScrollingLayout`): their offsets live in the
/// layout's context, in the layout's terms; a view drives them with its own physics (the
/// simulated view) or a hidden scroll view per section (UIKit), and both come through here.
extension HostedLayout {
    /// The layout as one with sections that scroll on their own, if it is.
    var orthogonalLayout: (any OrthogonalScrollingLayout)? { capabilities.orthogonal }

    /// The scroll offset of `section` (0 for a section that does not scroll on its own).
    package func orthogonalContentOffset(inSection section: Int) -> CGFloat {
        layout.context.orthogonalContentOffsets[section] ?? 0
    }

    /// The offsets `section` can rest at, or `nil` when it does not scroll on its own.
    package func orthogonalScrollableRange(inSection section: Int) -> ClosedRange<CGFloat>? {
        orthogonalLayout?.orthogonalScrollableRange(inSection: section)
    }

    /// Whether sections run the other way on screen: right to left, with a layout that flips and
    /// sections that scroll horizontally.
    var reversesOrthogonalSections: Bool {
        guard let orthogonal = orthogonalLayout else { return false }
        return Self.mirrors(layout, in: layout.context.traits.layoutDirection) && orthogonal.orthogonalScrollDirection == .horizontal
    }

    /// The frame of `section` when it scrolls on its own: its band, range, paging and direction
    /// on screen.
    package func orthogonalSection(_ section: Int) -> OrthogonalSectionFrame? {
        guard let orthogonal = orthogonalLayout, let range = orthogonal.orthogonalScrollableRange(inSection: section),
              let frame = orthogonal.orthogonalScrollingFrame(inSection: section), frame.isFinite else { return nil }
        return OrthogonalSectionFrame(section: section, frame: frame, axis: orthogonal.orthogonalScrollDirection,
                                      scrollableRange: range, pages: orthogonal.orthogonalScrollingPages(inSection: section),
                                      isReversed: reversesOrthogonalSections, offset: orthogonalContentOffset(inSection: section))
    }

    /// Every section that scrolls on its own: what a view lays a section scroll view out from.
    package func orthogonalSections() -> [OrthogonalSectionFrame] {
        guard orthogonalLayout != nil else { return [] }
        return (0..<layout.context.numberOfSections).compactMap(orthogonalSection)
    }

    /// The section a pan starting at `location` (the view's content coordinates) moving with
    /// `velocity` drags, rather than the whole view: the first whose band takes it
    /// (``OrthogonalSectionFrame/acceptsDrag(at:velocity:)``); `nil` for the view itself.
    package func sectionAcceptingDrag(at location: CGPoint, velocity: CGPoint) -> OrthogonalSectionFrame? {
        orthogonalSections().first { $0.acceptsDrag(at: location, velocity: velocity) }
    }

    /// Moves `section`'s own offset (the layout's terms) and records a bounds-origin
    /// invalidation so the next pass queries again. Returns `false`, changing nothing, for an
    /// offset that is not finite or one already current.
    @discardableResult
    package func setOrthogonalContentOffset(_ offset: CGFloat, inSection section: Int) -> Bool {
        guard offset.isFinite, orthogonalContentOffset(inSection: section) != offset else { return false }
        layout.hostState.context.orthogonalContentOffsets[section] = offset
        record(.boundsOrigin)
        return true
    }

    /// After a data, size or layout change, as the layout prepares: every section offset except
    /// those of `moving` sections (dragged or animating) is brought into its section's new
    /// range, and sections that no longer scroll on their own forget theirs.
    func clampOrthogonalContentOffsets(except moving: Set<Int>) {
        for (section, offset) in layout.context.orthogonalContentOffsets where !moving.contains(section) {
            layout.hostState.context.orthogonalContentOffsets[section] = orthogonalScrollableRange(inSection: section).map { offset.clamped(to: $0) }
        }
    }

    /// Where `section` released at `velocity` (points per second, the layout's terms) comes to
    /// rest: the layout's choice from `proposed` (kept in range; the start when not finite),
    /// itself kept in range; `proposed` for a section that does not scroll on its own.
    package func targetOrthogonalContentOffset(inSection section: Int, forProposedOffset proposed: CGFloat,
                                              startOffset start: CGFloat, velocity: CGFloat) -> CGFloat {
        guard let orthogonal = orthogonalLayout, let range = orthogonal.orthogonalScrollableRange(inSection: section) else {
            return proposed
        }
        let target = orthogonal.targetOrthogonalContentOffset(
            inSection: section, forProposedOffset: proposed.isFinite ? proposed.clamped(to: range) : start,
            startOffset: start, velocity: velocity.isFinite ? velocity : 0)
        return (target.isFinite ? target : start).clamped(to: range)
    }

    /// The resting offset of a section scroll view (its own offsets, and its velocity in the
    /// engine's points per second), converted to the layout's terms and back.
    package func targetScrollViewOffset(inSection section: Int, forProposedOffset proposed: CGFloat,
                                       startOffset start: CGFloat, velocity: CGFloat) -> CGFloat {
        guard let band = orthogonalSection(section) else { return proposed }
        let target = targetOrthogonalContentOffset(
            inSection: section, forProposedOffset: band.layoutOffset(forScrollViewOffset: proposed),
            startOffset: band.layoutOffset(forScrollViewOffset: start),
            velocity: band.layoutDelta(forScrollViewDelta: velocity))
        return band.scrollViewOffset(forLayoutOffset: target)
    }

    /// A section scroll view scrolled to `offset` (its own offset along the section's axis):
    /// the section moves to the matching offset in the layout's terms. Answers whether it moved.
    @discardableResult
    package func sectionScrollViewDidScroll(to offset: CGFloat, inSection section: Int) -> Bool {
        guard let band = orthogonalSection(section) else { return false }
        return setOrthogonalContentOffset(band.layoutOffset(forScrollViewOffset: offset), inSection: section)
    }
}
