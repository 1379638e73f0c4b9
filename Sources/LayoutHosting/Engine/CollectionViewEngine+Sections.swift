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
        isShowing(hosted) ? hosted.orthogonalSections() : []
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
}
