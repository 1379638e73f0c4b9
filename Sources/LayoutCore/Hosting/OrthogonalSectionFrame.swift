import Foundation

/// Where one section that scrolls on its own lies and how far it scrolls, as a host lays out
/// the scroll view that drives it.
public struct OrthogonalSectionFrame: Equatable, Sendable {
    /// The section.
    public var section: Int
    /// The band a finger drags the section by, in content coordinates.
    public var frame: CGRect
    /// The offsets the section can rest at.
    public var scrollableRange: ClosedRange<CGFloat>
    /// Whether the section pages (and so decelerates fast).
    public var pages: Bool

    /// A section's frame.
    public init(section: Int, frame: CGRect, scrollableRange: ClosedRange<CGFloat>, pages: Bool) {
        self.section = section
        self.frame = frame
        self.scrollableRange = scrollableRange
        self.pages = pages
    }
}
