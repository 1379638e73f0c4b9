import Foundation

/// A layout with sections that scroll on their own across the layout's scroll axis (the
/// orthogonal sections of a compositional layout, the rows of an App Store screen).
///
/// The collection view keeps each section's offset in ``LayoutContext/orthogonalContentOffsets``
/// and drives it with the same drag and deceleration physics as its own; the layout says how
/// far each section scrolls and where a fling comes to rest.
public protocol OrthogonalScrollingLayout: CollectionLayout {
    /// The axis sections scroll along on their own: across the layout's scroll axis.
    var orthogonalScrollDirection: ScrollDirection { get }

    /// The offsets `section` can rest at, or `nil` when it does not scroll on its own.
    func orthogonalScrollableRange(inSection section: Int) -> ClosedRange<CGFloat>?

    /// The band, in content coordinates, where `section`'s content scrolls on its own (the rect
    /// a finger must touch to drag it), or `nil` when the section does not scroll on its own.
    /// A host on iOS lays its section scroll view over this band.
    func orthogonalScrollingFrame(inSection section: Int) -> CGRect?

    /// Whether `section` pages (and so decelerates fast, as a paging scroll view does).
    func orthogonalScrollingPages(inSection section: Int) -> Bool

    /// Where a fling of `section` comes to rest: `proposed` is where deceleration would stop,
    /// `start` the offset when the drag began, `velocity` in points per second.
    func targetOrthogonalContentOffset(inSection section: Int, forProposedOffset proposed: CGFloat,
                                       startOffset start: CGFloat, velocity: CGFloat) -> CGFloat
}
