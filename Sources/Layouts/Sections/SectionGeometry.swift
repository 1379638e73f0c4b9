import Foundation
import LayoutCore

/// The computed geometry of one section of a layout of stacked sections (``FlowLayout``,
/// ``JustifiedLayout``), in content coordinates: its header, its items' extent, its footer.
@_spi(Testing) public struct SectionGeometry: Hashable, Sendable {
    /// The header's natural (unpinned) frame, `nil` without a header.
    @_spi(Testing) public var headerFrame: CGRect?
    /// The footer's natural (unpinned) frame, `nil` without a footer.
    @_spi(Testing) public var footerFrame: CGRect?
    /// Where the section begins along the scroll axis (the header's leading edge).
    @_spi(Testing) public var start: CGFloat
    /// Where the section's items end along the scroll axis, after the trailing inset.
    @_spi(Testing) public var itemsEnd: CGFloat
    /// Where the section ends along the scroll axis (the footer's trailing edge).
    @_spi(Testing) public var end: CGFloat
    /// Where the section's items begin along the scroll axis, after the header.
    @_spi(Testing) public var itemsStart: CGFloat
    /// The index of the section's first item among the items of all sections.
    @_spi(Testing) public var firstItemOffset: Int
    /// The number of items in the section.
    @_spi(Testing) public var itemCount: Int

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

    @_spi(Testing) public func hash(into hasher: inout Hasher) {
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
