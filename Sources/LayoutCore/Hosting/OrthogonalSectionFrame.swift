import Foundation

/// Where one section that scrolls on its own lies and how far it scrolls, as a host lays out
/// the scroll view that drives it.
public struct OrthogonalSectionFrame: Equatable, Sendable {
    /// The section.
    public var section: Int
    /// The band a finger drags the section by, in content coordinates.
    public var frame: CGRect
    /// The axis the section scrolls along.
    public var axis: ScrollDirection
    /// The offsets the section can rest at.
    public var scrollableRange: ClosedRange<CGFloat>
    /// Whether the section pages (and so decelerates fast).
    public var pages: Bool

    /// A section's frame.
    public init(section: Int, frame: CGRect, axis: ScrollDirection, scrollableRange: ClosedRange<CGFloat>, pages: Bool) {
        self.section = section
        self.frame = frame
        self.axis = axis
        self.scrollableRange = scrollableRange
        self.pages = pages
    }

    /// The sections of a prepared `layout` that scroll on their own (none unless it is an
    /// `OrthogonalScrollingLayout`), each with its band and range.
    public static func frames(of layout: any CollectionLayout) -> [OrthogonalSectionFrame] {
        guard let orthogonal = layout as? any OrthogonalScrollingLayout else { return [] }
        return (0..<layout.context.numberOfSections).compactMap { section in
            guard let range = orthogonal.orthogonalScrollableRange(inSection: section),
                  let frame = orthogonal.orthogonalScrollingFrame(inSection: section), frame.isFinite else { return nil }
            return OrthogonalSectionFrame(section: section, frame: frame, axis: orthogonal.orthogonalScrollDirection,
                                          scrollableRange: range, pages: orthogonal.orthogonalScrollingPages(inSection: section))
        }
    }

    /// Whether a pan that starts at `location` (content coordinates) moving with `velocity`
    /// drags this section rather than the whole view: it starts inside the band and moves more
    /// along the section's axis than across it.
    public func acceptsDrag(at location: CGPoint, velocity: CGPoint) -> Bool {
        guard location.isFinite, velocity.isFinite, frame.contains(location) else { return false }
        return abs(velocity[axis]) > abs(velocity[axis.cross])
    }

    /// The content length a scroll view of the band's size needs to scroll over the range.
    public var scrollViewContentLength: CGFloat {
        frame.length(axis) + scrollableRange.upperBound
    }
}
