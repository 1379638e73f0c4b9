import Foundation
import LayoutCore

/// Where a pinned section header or footer sits (`sectionHeadersPinToVisibleBounds`), for every
/// layout that pins them: a header sticks to the start of the visible area, never before its
/// natural place, and is pushed away by the end of its section's items; a footer sticks to the
/// end of the visible area, never after its natural place, and never before the start of its
/// section's items.
enum BoundaryPinning {
    /// The zIndex of pinned headers and footers, above the cells they float over.
    static let zIndex = 1024

    /// The visible part of `context`'s bounds along `axis`, inside the adjusted content inset.
    static func visibleSpan(of context: LayoutContext, along axis: ScrollDirection) -> (start: CGFloat, end: CGFloat) {
        let inset = context.adjustedContentInset
        let (leading, trailing) = axis == .vertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
        return (context.bounds.min(axis) + leading, context.bounds.max(axis) - trailing)
    }

    /// A pinned header of natural frame `natural` whose section's items end at `itemsEnd`.
    static func header(_ natural: CGRect, itemsEnd: CGFloat, visibleStart: CGFloat, along axis: ScrollDirection) -> CGRect {
        let limit = max(natural.min(axis), itemsEnd - natural.length(axis))
        return moved(natural, to: min(max(natural.min(axis), visibleStart), limit), along: axis)
    }

    /// A pinned footer of natural frame `natural` whose section's items start at `itemsStart`.
    static func footer(_ natural: CGRect, itemsStart: CGFloat, visibleEnd: CGFloat, along axis: ScrollDirection) -> CGRect {
        let along = max(min(natural.min(axis), visibleEnd - natural.length(axis)), min(itemsStart, natural.min(axis)))
        return moved(natural, to: along, along: axis)
    }

    private static func moved(_ frame: CGRect, to along: CGFloat, along axis: ScrollDirection) -> CGRect {
        var frame = frame
        if axis == .vertical { frame.origin.y = along } else { frame.origin.x = along }
        return frame
    }
}
