import Foundation
import LayoutCore

/// Zooming the timeline, as a pinch does: a new hour height, the time at the centre of the
/// screen kept where it is.
extension TimelineLayout {
    /// Changes the hour height to `hourHeight` and answers the content offset that keeps the time
    /// at the centre of the visible area (the bounds less the adjusted content insets) where it
    /// is, kept within the new content. Set the view's content offset to it, without animation,
    /// in the same turn (a pinch calls this on each change of its scale). Throws a `LayoutError`
    /// naming an hour height that is not finite and above 0.
    ///
    /// From 60 to 90 pt an hour with 13:00 at the centre of 500 pt of hours below a top of 44,
    /// the offset goes from 44 + 13·60 − 250 = 574 to 44 + 13·90 − 250 = 964.
    /// - Complexity: O(1) here; the next ``prepare()`` places every event again, O(n log n).
    public func zoom(toHourHeight hourHeight: CGFloat) throws(LayoutError) -> CGPoint {
        let bounds = context.bounds, inset = context.adjustedContentInset
        let visibleStart = bounds.minY + inset.top, visibleLength = max(0, bounds.height - inset.vertical)
        let zoomed = try scale(top: top).zoomed(to: hourHeight, offset: visibleStart, visibleLength: visibleLength)
        try update { $0.hourHeight = hourHeight }
        let contentHeight = top + CGFloat(configuration.hours.upperBound - configuration.hours.lowerBound) * hourHeight
        let range = ScrollableRange.offsets(along: .vertical, contentSize: CGSize(width: 0, height: contentHeight), boundsSize: bounds.size,
                                            adjustedContentInset: inset)
        return CGPoint(x: bounds.minX, y: (zoomed.offset - inset.top).clamped(to: range))
    }
}
