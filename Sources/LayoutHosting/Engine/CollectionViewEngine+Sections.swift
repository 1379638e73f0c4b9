import Foundation
import LayoutCore

/// Sections that scroll on their own, where a view drives each with a scroll view of its own
/// (UIKit's hidden `UIScrollView` per section, its pan on the collection view): which scroll views
/// exist, which pans they take, and how they share the collection view with its own pan. The
/// offsets themselves live in the layout's context (``HostedLayout/setOrthogonalContentOffset(_:inSection:)``).
extension CollectionViewEngine {
    /// The sections to lay scroll views out for, made for `hosted`: every section of it that
    /// scrolls on its own while the view shows it, none once it does not (after any change of
    /// layout, the engine's or the app's own): the view removes the scroll views made for it.
    package func sectionScrollViewFrames(for hosted: HostedLayout) -> [OrthogonalSectionFrame] {
        guard isShowing(hosted), let moving = platform?.movingSections else { return [] }
        return hosted.orthogonalSections().map { band in
            var band = band
            band.isMoving = moving.contains(band.section)
            return band
        }
    }

    /// Whether the pan of the scroll view made for `section` of `hosted` begins for a pan starting
    /// at `location` (content coordinates) moving with `velocity`: only while the view shows
    /// `hosted`, inside the section's band, and moving more along its axis than across.
    package func sectionPanBegins(in hosted: HostedLayout, section: Int, at location: CGPoint, velocity: CGPoint) -> Bool {
        guard isShowing(hosted), let band = hosted.orthogonalSection(section) else { return false }
        return band.acceptsDrag(at: location, velocity: velocity)
    }

    /// Whether the collection view's own pan waits for the pan of a scroll view made for `hosted`
    /// to fail: while the view shows `hosted`. A pan inside a band that moves along the section
    /// then drags the section alone, with an adapter in any collection view (no subclass needs to
    /// decline it), and a scroll view left from another layout never holds the view's pan back.
    /// The scroll view answers it itself (`gestureRecognizer(_:shouldBeRequiredToFailBy:)`), so no
    /// `require(toFail:)` link outlives it.
    package func viewPanWaitsForSectionPan(in hosted: HostedLayout) -> Bool {
        isShowing(hosted)
    }

    /// A section scroll view made for `hosted` scrolled to `offset` (its own offset along the
    /// section's axis): while the view shows `hosted`, the section moves to the matching offset in
    /// the layout's terms, and the layout's host hears of the invalidation
    /// (`LayoutHostState.invalidationHandler`), so UIKit lays out again.
    package func sectionScrollViewDidScroll(to offset: CGFloat, inSection section: Int, of hosted: HostedLayout) {
        guard isShowing(hosted), hosted.sectionScrollViewDidScroll(to: offset, inSection: section) else { return }
        hosted.layout.hostState.invalidationHandler?(.boundsOrigin)
    }

    /// Where the section scroll view of `section` made for `hosted`, released at `proposed` (its
    /// own offset) after a drag that began at `start`, moving with `velocity` (the engine's points
    /// per second), comes to rest: the layout's answer, in the scroll view's terms.
    package func targetSectionScrollViewOffset(inSection section: Int, forProposedOffset proposed: CGFloat, startOffset start: CGFloat,
                                               velocity: CGFloat, of hosted: HostedLayout) -> CGFloat {
        hosted.targetScrollViewOffset(inSection: section, forProposedOffset: proposed, startOffset: start, velocity: velocity)
    }

    // MARK: Sections a view drives with its own physics

    /// The offset of `section` of the layout shown, in the layout's terms (0 for a section that
    /// does not scroll on its own).
    package func orthogonalContentOffset(inSection section: Int) -> CGFloat {
        layout.orthogonalContentOffset(inSection: section)
    }

    /// The frame of `section` of the layout shown when it scrolls on its own, else `nil`.
    package func orthogonalSection(_ section: Int) -> OrthogonalSectionFrame? {
        layout.orthogonalSection(section)
    }

    /// Moves `section`'s own offset (the layout's terms), invalidating the layout's scroll
    /// effects; `false`, changing nothing, for an offset that is not finite or already current.
    @discardableResult
    package func setOrthogonalContentOffset(_ offset: CGFloat, inSection section: Int) -> Bool {
        layout.setOrthogonalContentOffset(offset, inSection: section)
    }

    /// Where `section` released at `proposed` after a drag that began at `start`, moving at
    /// `velocity` (points per second, the layout's terms), comes to rest: the layout's choice,
    /// kept in range.
    package func targetOrthogonalContentOffset(inSection section: Int, forProposedOffset proposed: CGFloat,
                                               startOffset start: CGFloat, velocity: CGFloat) -> CGFloat {
        layout.targetOrthogonalContentOffset(inSection: section, forProposedOffset: proposed, startOffset: start, velocity: velocity)
    }
}
