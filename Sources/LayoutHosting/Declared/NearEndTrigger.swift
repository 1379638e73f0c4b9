import Foundation

/// When to tell an app that the end of the content is near, to load more: once when the visible
/// region's end comes within the distance of the content's end, again each time the content
/// grows while it is that near, and again after the person scrolled back out of that distance.
struct NearEndTrigger {
    /// The largest offset when the app was last told; `nil` once the view is farther than the
    /// distance.
    private var toldAtLastOffset: CGFloat?

    /// Whether to tell the app, the view at `offset` along the scroll axis and able to rest at
    /// `lastOffset` at most (the content's end, with its inset, at the visible region's end).
    mutating func shouldTell(offset: CGFloat, lastOffset: CGFloat, distance: CGFloat) -> Bool {
        guard lastOffset - offset <= distance else {
            toldAtLastOffset = nil
            return false
        }
        guard toldAtLastOffset != lastOffset else { return false }
        toldAtLastOffset = lastOffset
        return true
    }
}
