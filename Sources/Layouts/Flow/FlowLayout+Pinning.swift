import Foundation
import LayoutCore

extension FlowLayout {
    /// The visible part of the bounds along the scroll axis, inside the adjusted content inset.
    private var visibleSpan: (start: CGFloat, end: CGFloat) {
        let axis = scrollDirection, inset = context.adjustedContentInset
        let (leading, trailing) = axis == .vertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
        return (context.bounds.min(axis) + leading, context.bounds.max(axis) - trailing)
    }

    /// A pinned header sticks to the top of the visible area, never above its natural place,
    /// and is pushed away by the end of its section's items (where the next section begins).
    func pinnedHeaderFrame(_ natural: CGRect, in section: FlowSectionGeometry) -> CGRect {
        let axis = scrollDirection, length = natural.length(axis)
        let limit = max(natural.min(axis), section.itemsEnd - length)
        let along = min(max(natural.min(axis), visibleSpan.start), limit)
        return moved(natural, to: along)
    }

    /// A pinned footer sticks to the bottom of the visible area, never below its natural place,
    /// and never above the start of its section's items.
    func pinnedFooterFrame(_ natural: CGRect, in section: FlowSectionGeometry) -> CGRect {
        let axis = scrollDirection, length = natural.length(axis)
        let along = max(min(natural.min(axis), visibleSpan.end - length), min(section.itemsStart, natural.min(axis)))
        return moved(natural, to: along)
    }

    private func moved(_ frame: CGRect, to along: CGFloat) -> CGRect {
        var frame = frame
        if scrollDirection == .vertical { frame.origin.y = along } else { frame.origin.x = along }
        return frame
    }
}
