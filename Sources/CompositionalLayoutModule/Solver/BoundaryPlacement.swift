import Foundation
import LayoutCore

/// A boundary supplementary item of a section or of the whole layout, sized and ready to be
/// placed in its band: along the scroll axis before the content, after it, or beside it
/// (centred on it); across the axis at the leading edge, the middle or the trailing edge.
struct BoundaryPlacement {
    let item: LayoutBoundarySupplementaryItem
    let size: CGSize
    /// −1 before the content along the scroll axis, 0 beside it, 1 after it.
    let alongSide: Int
    /// −1 at the leading (or top) edge across the scroll axis, 0 centred, 1 at the trailing edge.
    let crossSide: Int
    let axis: ScrollDirection

    /// Sizes `item` for a region of `container` points (fractions are of it).
    init(_ item: LayoutBoundarySupplementaryItem, axis: ScrollDirection, container: CGSize) {
        self.item = item
        self.axis = axis
        self.size = item.layoutSize.resolved(in: container)
        let (horizontal, vertical) = (item.alignment.horizontalSide, item.alignment.verticalSide)
        (alongSide, crossSide) = axis == .vertical ? (vertical, horizontal) : (horizontal, vertical)
    }

    /// Whether the item takes room before or after the content.
    var extendsBand: Bool { item.extendsBoundary && alongSide != 0 }

    /// The room the extending items take before and after the content.
    static func bands(_ placements: [BoundaryPlacement]) -> (before: CGFloat, after: CGFloat) {
        var before: CGFloat = 0, after: CGFloat = 0
        for placement in placements where placement.extendsBand {
            if placement.alongSide < 0 { before = max(before, placement.size[placement.axis]) }
            else { after = max(after, placement.size[placement.axis]) }
        }
        return (before, after)
    }

    /// The frame in a band from `start` to `end` along the axis, with `before`/`after` reserved
    /// for extending items, and `cross` the extent across the axis.
    func frame(start: CGFloat, end: CGFloat, before: CGFloat, after: CGFloat,
               cross: ClosedRange<CGFloat>) -> CGRect {
        let length = size[axis], width = size[axis.cross]
        let along: CGFloat
        switch (alongSide, item.extendsBoundary) {
        case (-1, true): along = start
        case (-1, false): along = start + before
        case (1, true): along = end - length
        case (1, false): along = end - after - length
        default: along = (start + before + end - after) / 2 - length / 2
        }
        let across: CGFloat = switch crossSide {
        case -1: cross.lowerBound
        case 1: cross.upperBound - width
        default: (cross.lowerBound + cross.upperBound) / 2 - width / 2
        }
        return CGRect(along: axis, origin: along, length: length, acrossOrigin: across, acrossLength: width)
            .offsetBy(dx: item.offset.x, dy: item.offset.y)
    }

    /// Whether the item stretches: it asks to, and it is before the content, in a band that may
    /// start the content (`opensContent`: the layout's own, or section 0's).
    func stretches(opensContent: Bool) -> Bool { opensContent && alongSide < 0 && item.stretching != nil }

    /// The zIndex of the item: its own, one higher when it pins, the stretching one when it
    /// stretches.
    func zIndex(_ base: Int, stretching: Bool) -> Int {
        stretching ? HeaderStretching.zIndex : base + (item.pinToVisibleBounds ? 1 : 0)
    }

    /// `frame` kept at the edge of the visible extent `visible` while its band `start…end` is
    /// on screen, when the item pins to the visible bounds; stretched instead when `stretching`
    /// (``stretches(opensContent:)``).
    func pinned(_ frame: CGRect, visible: ClosedRange<CGFloat>, start: CGFloat, end: CGFloat, stretching: Bool = false) -> CGRect {
        if stretching, let stretch = item.stretching {
            return stretch.frame(frame, visibleStart: visible.lowerBound, limit: end - frame.length(axis), along: axis)
        }
        guard item.pinToVisibleBounds else { return frame }
        let natural = frame.min(axis), length = frame.length(axis)
        var origin = natural
        if alongSide > 0 {
            origin = max(min(natural, visible.upperBound - length), min(natural, start))
        } else {
            origin = min(max(natural, visible.lowerBound), max(natural, end - length))
        }
        var moved = frame
        if axis == .vertical { moved.origin.y = origin } else { moved.origin.x = origin }
        return moved
    }
}
