import Foundation
import LayoutCore

/// The computed geometry of one section of a layout of stacked sections (``FlowLayout``,
/// ``JustifiedLayout``), in content coordinates: its header, its items' extent, its footer.
public struct SectionGeometry: Hashable, Sendable {
    /// The header's natural (unpinned) frame, `nil` without a header.
    public var headerFrame: CGRect?
    /// The footer's natural (unpinned) frame, `nil` without a footer.
    public var footerFrame: CGRect?
    /// Where the section begins along the scroll axis (the header's leading edge).
    public var start: CGFloat
    /// Where the section's items end along the scroll axis, after the trailing inset.
    public var itemsEnd: CGFloat
    /// Where the section ends along the scroll axis (the footer's trailing edge).
    public var end: CGFloat
    /// Where the section's items begin along the scroll axis, after the header.
    public var itemsStart: CGFloat
    /// The index of the section's first item among the items of all sections.
    public var firstItemOffset: Int
    /// The number of items in the section.
    public var itemCount: Int

    /// The section moved `delta` along `axis`.
    mutating func move(by delta: CGFloat, along axis: ScrollDirection) {
        headerFrame = headerFrame.map { Self.moved($0, by: delta, along: axis) }
        start += delta
        itemsStart += delta
        moveItemsEnd(by: delta, along: axis)
    }

    /// The section's items end `delta` further along `axis`: its footer and end move with them.
    mutating func moveItemsEnd(by delta: CGFloat, along axis: ScrollDirection) {
        itemsEnd += delta
        footerFrame = footerFrame.map { Self.moved($0, by: delta, along: axis) }
        end += delta
    }

    private static func moved(_ frame: CGRect, by delta: CGFloat, along axis: ScrollDirection) -> CGRect {
        axis == .vertical ? frame.offsetBy(dx: 0, dy: delta) : frame.offsetBy(dx: delta, dy: 0)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rect: headerFrame)
        hasher.combine(rect: footerFrame)
        hasher.combine(start)
        hasher.combine(itemsEnd)
        hasher.combine(end)
        hasher.combine(itemsStart)
        hasher.combine(firstItemOffset)
        hasher.combine(itemCount)
    }
}

/// The geometry of a flow section, by its former name.
@available(*, deprecated, renamed: "SectionGeometry")
public typealias FlowSectionGeometry = SectionGeometry
