import Foundation
import LayoutCore

/// A header, footer or side view of a section or of the whole layout: the portable
/// `NSCollectionLayoutBoundarySupplementaryItem`.
///
/// Along the scroll axis, an item at the start (top for vertical scrolling, leading for
/// horizontal) or the end takes room when it ``extendsBoundary`` and pushes the content;
/// across it, the alignment picks the leading edge, the middle or the trailing edge.
public final class LayoutBoundarySupplementaryItem: LayoutSupplementaryItem {
    /// Where the item sits around its section.
    public let alignment: RectAlignment
    /// A shift in points from the aligned position.
    public let offset: CGPoint
    /// Whether the item takes room and pushes the content (`true`), or overlaps it.
    public var extendsBoundary = true
    /// Whether the item stays at the edge of the visible bounds while any part of its section
    /// is visible, pushed away by the section's end.
    public var pinToVisibleBounds = false
    /// How a header at the top of the content answers a pull past the top and a scroll up
    /// (`HeaderStretching`): it stretches instead of pinning. Honoured for an item before the
    /// content along the scroll axis of the layout's own boundary items or of section 0: the
    /// header a profile or product page opens with. `nil` (the default) for none.
    public var stretching: HeaderStretching?

    /// A boundary item of `layoutSize` and `elementKind` at `alignment`, moved by `absoluteOffset`.
    public init(layoutSize: LayoutSize, elementKind: String, alignment: RectAlignment, absoluteOffset: CGPoint = .zero) {
        self.alignment = alignment
        self.offset = absoluteOffset
        let anchor = LayoutAnchor(edges: alignment.edges)
        super.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: anchor, itemAnchor: anchor)
    }
}
