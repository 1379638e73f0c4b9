import Foundation
import LayoutCore

extension CompositionalLayout: OrthogonalScrollingLayout {
    /// The range of offsets section `section` scrolls through on its own, or `nil` when it does not scroll sideways.
    /// - Complexity: O(1).
    public func orthogonalScrollableRange(inSection section: Int) -> ClosedRange<CGFloat>? {
        guard sections.indices.contains(section), sections[section].isOrthogonal else { return nil }
        return sections[section].orthogonalScrollableRange
    }

    /// The axis sections that scroll on their own move along: across the layout's scroll direction.
    public var orthogonalScrollDirection: ScrollDirection { axis.cross }

    /// The section's group band along the scroll axis, across the whole container.
    public func orthogonalScrollingFrame(inSection section: Int) -> CGRect? {
        guard orthogonalScrollableRange(inSection: section) != nil, sectionStarts.indices.contains(section) else { return nil }
        let geometry = sections[section]
        return CGRect(along: axis, origin: sectionStarts[section] + geometry.contentStart, length: geometry.contentLength,
                      acrossOrigin: 0, acrossLength: crossExtent)
    }

    /// Whether section `section` rests on whole pages (`.paging`) when it scrolls on its own.
    public func orthogonalScrollingPages(inSection section: Int) -> Bool {
        guard sections.indices.contains(section) else { return false }
        switch sections[section].section.orthogonalScrollingBehavior {
        case .paging, .groupPaging, .groupPagingCentered: return true
        case .none, .continuous, .continuousGroupLeadingBoundary: return false
        }
    }

    /// Where a fling rests: anywhere for `.continuous`; the nearest group's leading edge for
    /// `.continuousGroupLeadingBoundary`; the page (container width, or group plus spacing)
    /// nearest to the proposal, at most one from where the drag began, for the paging kinds,
    /// whose last page is the end of the content (`PagingTarget`).
    public func targetOrthogonalContentOffset(inSection section: Int, forProposedOffset proposed: CGFloat,
                                              startOffset start: CGFloat, velocity: CGFloat) -> CGFloat {
        guard let range = orthogonalScrollableRange(inSection: section), proposed.isFinite else { return start }
        let geometry = sections[section]
        func paged(_ page: CGFloat) -> CGFloat {
            PagingTarget.offset(forProposed: proposed, start: start, pageLength: page, in: range)
        }
        switch geometry.section.orthogonalScrollingBehavior {
        case .none, .continuous:
            return proposed.clamped(to: range)
        case .continuousGroupLeadingBoundary:
            return ((proposed / geometry.stride).rounded() * geometry.stride).clamped(to: range)
        case .paging:
            return paged(geometry.crossExtent)
        case .groupPaging, .groupPagingCentered:
            return paged(geometry.stride)
        }
    }
}
